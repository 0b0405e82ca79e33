import Testing
@testable import Trellis

@Suite("SVG drawing")
struct SVGDrawingTests {
    /// Two 35 × 30 views at x 10 and 55, y 10, in a 100 × 50 window.
    static func twoViews() throws -> (window: Window, red: View, blue: View) {
        let window = pictureWindow()
        let red = try place(View(name: "red"), in: window, 10, 10, 35, 30)
        let blue = try place(View(name: "blue"), in: window, 55, 10, 35, 30)
        try window.layoutIfNeededOrThrow()
        return (window, red, blue)
    }

    @Test("boxes coloured by depth, the canvas cropped to the content, names inside or above the window")
    func boxes() throws {
        let (window, _, _) = try Self.twoViews()
        // Content (10, 10)–(90, 40) plus 16 on each side: x −6…106, y −6…56. Names are about
        // 6.1 pt a character plus 4, 12 tall, placed 1.5 pt inside the item's visible area
        // widened by 0.5: red's at (11, 11), baseline 9.5 below, text 2 pt in. The window's
        // name has no free spot 40.6 wide inside (the views cover every row), so it stands
        // above the window's top-left corner at y −13, and the canvas grows to fit it.
        #expect(window.svg() == """
            <svg xmlns="http://www.w3.org/2000/svg" width="112" height="69" viewBox="-6 -13 112 69" \
            font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="10">
              <rect x="-6" y="-13" width="112" height="69" fill="#ffffff"/>
              <rect x="0" y="0" width="100" height="50" fill="#f8f9fa" stroke="#495057"/>
              <rect x="10" y="10" width="35" height="30" fill="#1c7ed6" fill-opacity="0.08" stroke="#1c7ed6"/>
              <rect x="55" y="10" width="35" height="30" fill="#1c7ed6" fill-opacity="0.08" stroke="#1c7ed6"/>
              <g fill="#212529" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">
                <text x="2" y="-3.5">window</text>
                <text x="13" y="20.5">red</text>
                <text x="58" y="20.5">blue</text>
              </g>
            </svg>

            """)
    }

    /// The dimension lines of a drawing: each group's first line and its label.
    static func dimensions(_ svg: String) -> [String] {
        let lines = svg.split(separator: "\n")
        var result: [String] = []
        for (index, line) in lines.enumerated() where line.contains("<g class=\"dim") {
            let main = lines[index + 1].split(separator: " ").filter { $0.hasPrefix("x") || $0.hasPrefix("y") }
            var entry = main.joined(separator: " ").replacingAll("\"", with: "").replacingAll("/>", with: "")
            if let label = lines[index..<lines.count].prefix(while: { !$0.contains("</g>") }).first(where: { $0.contains("<text") }),
               let open = label.lastIndex(of: ">"), let close = label.range(of: "</text>") {
                _ = open
                let start = label[..<close.lowerBound].lastIndex(of: ">").map { label.index(after: $0) }
                entry += " \"" + (start.map { String(label[$0..<close.lowerBound]) } ?? "") + "\""
            }
            result.append(entry)
        }
        return result
    }

    @Test("constraints are dimension lines: gaps across, lengths along, coinciding edges as alignment lines")
    func constraintLines() throws {
        let window = pictureWindow()
        let red = try place(View(name: "red"), in: window, 10, 10, 35, 30)
        let blue = View(name: "blue")
        window.addSubview(blue)
        try LayoutConstraint.activateOrThrow([
            blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 10),
            blue.topAnchor.constraint(equalTo: red.topAnchor),
            blue.widthAnchor.constraint(equalTo: red.widthAnchor, multiplier: 0.5),
            blue.heightAnchor.constraint(equalTo: red.heightAnchor),
            blue.bottomAnchor.constraint(lessThanOrEqualTo: window.bottomAnchor, constant: -10),
        ])
        try window.layoutIfNeededOrThrow()
        // blue: (55, 10, 17.5, 30). In ConstraintTable order (the window's, then red's own):
        // a gap to a container is drawn across the middle of the inner item; a gap between
        // siblings across the middle of the stretch both span (y 10…40); blue.top == red.top
        // coincide, an alignment line 6 past both items with no label; a width 6 inside the
        // bottom of an item at least 20 tall; a height 6 outside the right of a narrower item
        // (blue: 17.5), inside otherwise (red: 45 − 6). `bottom <= window.bottom − 10` keeps at
        // least 10 between them: `≥ 10`. Two labels find no free spot in this crowded little
        // picture (`= red` beside blue's height, `30` beside red's) and are left out.
        #expect(Self.dimensions(window.svg(showingConstraints: true)) == [
            #"x1=0 y1=25 x2=10 y2=25 "10""#,
            #"x1=27.5 y1=0 x2=27.5 y2=10 "10""#,
            #"x1=45 y1=25 x2=55 y2=25 "10""#,
            #"x1=4 y1=10 x2=78.5 y2=10"#,
            #"x1=55 y1=34 x2=72.5 y2=34 "= ×0.5 red""#,
            #"x1=78.5 y1=10 x2=78.5 y2=40"#,
            #"x1=63.75 y1=50 x2=63.75 y2=40 "≥ 10""#,
            #"x1=10 y1=34 x2=45 y2=34 "35""#,
            #"x1=39 y1=10 x2=39 y2=40"#,
        ])
        #expect(!window.svg().contains("class=\"dim"))
    }

    @Test("a trailing gap reads as a distance; an unsatisfied optional constraint is dashed orange with its priority")
    func labels() throws {
        let window = pictureWindow()
        let box = View(name: "box")
        window.addSubview(box)
        let width = box.widthAnchor.constraint(lessThanOrEqualToConstant: 40)
        width.priority = 750
        try LayoutConstraint.activateOrThrow([
            box.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 5),
            width, box.heightAnchor.constraint(equalToConstant: 30),
        ])
        try window.layoutIfNeededOrThrow()
        // box: (20, 5, 64, 30); its width breaks `<= 40 @750` by 24.
        let svg = window.svg(showingConstraints: true)
        let labels = Self.dimensions(svg).map { $0.split(separator: "\"").last ?? "" }
        #expect(labels == ["16", "20", "5", "≤ 40 @750", "30"])
        #expect(svg.contains(##"<g class="dim" stroke="#f08c00" stroke-width="1.2" stroke-dasharray="4 2">"##))
    }

    @Test("cropping to the root or to one item")
    func cropping() throws {
        let (window, _, blue) = try Self.twoViews()
        #expect(window.svg(crop: .root).contains(#"viewBox="-16 -16 132 82""#))
        // blue (55, 10, 35, 30) ± 16.
        var scene = SVGScene(drawing: SVGDrawing(root: window, crop: .item(blue)))
        let svg = scene.render()
        #expect(scene.canvas == Rect(x: 39, y: -6, width: 67, height: 62))
        #expect(svg.contains(">blue</text>"))
        // An item of another hierarchy crops to the content.
        var other = SVGScene(drawing: SVGDrawing(root: window, crop: .item(View())))
        _ = other.render()
        #expect(other.canvas == Rect(x: -6, y: -6, width: 112, height: 62))
    }

    @Test("label text is drawn in the layout's lines, stretched to the measured widths; lines below a crushed label fade")
    func labelText() throws {
        let window = pictureWindow()
        let label = Label("春はあけぼの", name: "spring")
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        window.addSubview(label)
        let crush = label.heightAnchor.constraint(equalToConstant: 12)
        try LayoutConstraint.activateOrThrow([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: 30),
        ])
        try window.layoutIfNeededOrThrow()
        // Three 10-pt wide characters a line; baselines 0.9 × 10 and 1.2 × 10 further down.
        let group = ##"  <g font-family="sans-serif" font-size="10" fill="#212529">"##
        let stretch = #"textLength="30" lengthAdjust="spacingAndGlyphs""#
        #expect(window.svg().contains("""
            \(group)
                <text x="10" y="19" \(stretch)>春はあ</text>
                <text x="10" y="31" \(stretch)>けぼの</text>
              </g>
            """))
        try LayoutConstraint.activateOrThrow([crush])
        try window.layoutIfNeededOrThrow()
        #expect(window.svg().contains(#"<text x="10" y="31" "# + stretch + #" fill-opacity="0.3">けぼの</text>"#))
    }

    @Test("the constraints Trellis generates are drawn only on request, dotted purple")
    func generatedConstraints() throws {
        let window = pictureWindow()
        let first = View(name: "a"), second = View(name: "b")
        for view in [first, second] { view.intrinsicContentSize = Size(width: 20, height: 20) }
        let stack = StackView(arrangedSubviews: [first, second], name: "stack")
        stack.spacing = 5
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        let plain = window.svg(showingConstraints: true)
        #expect(Self.dimensions(plain).count == 2)
        #expect(!plain.contains("generated"))
        let full = window.svg(showingConstraints: true, includingGenerated: true)
        #expect(full.contains(##"<g class="dim generated" stroke="#7950f2" stroke-width="0.8" stroke-dasharray="1 2">"##))
        #expect(Self.dimensions(full).count > 2)
    }

    @Test("ambiguous items are outlined dashed orange with a ?, broken ones red with a !")
    func marks() throws {
        let window = pictureWindow()
        let loose = View(name: "loose")
        let tight = try place(View(name: "tight"), in: window, 50, 10, 30, 30)
        window.addSubview(loose)
        try LayoutConstraint.activateOrThrow([
            loose.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            loose.widthAnchor.constraint(equalToConstant: 20),
            loose.heightAnchor.constraint(equalToConstant: 20),
        ])
        try window.layoutIfNeededOrThrow()
        try LayoutConstraint.activateOrThrow([tight.widthAnchor.constraint(equalToConstant: 40)])
        try window.layoutIfNeededOrThrow()
        let svg = window.svg()
        // tight keeps 30 (the newer 40 is broken); loose's x is free, the solver's pick is 0.
        #expect(svg.contains(##"<rect x="50" y="10" width="30" height="30" fill="none" stroke="#e03131" stroke-width="2"/>"##))
        #expect(svg.contains(##"<circle cx="80" cy="10" r="6" fill="#e03131"/>"##))
        #expect(svg.contains(##"<rect x="0" y="10" width="20" height="20" fill="none" stroke="#f08c00" stroke-width="2" stroke-dasharray="5 3"/>"##))
        #expect(svg.contains(#"font-weight="bold">?</text>"#))
        #expect(svg.contains(#"font-weight="bold">!</text>"#))
    }

    @Test("a scroll view shows its content area with its size, and fades the content outside its frame")
    func scrollView() throws {
        let window = pictureWindow(width: 100, height: 100)
        let scroll = ScrollView(name: "scroll")
        let content = View(name: "content")
        window.addSubview(scroll)
        scroll.addSubview(content)
        let guide = scroll.contentLayoutGuide
        try LayoutConstraint.activateOrThrow([
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: window.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 300),
        ])
        scroll.contentOffset = Point(x: 0, y: 50)
        try window.layoutIfNeededOrThrow()
        // Scrolled by 50: the content area starts 50 above the window.
        let svg = window.svg()
        #expect(svg.contains(##"<rect x="0" y="-50" width="100" height="300" fill="none" stroke="#0c8599" stroke-dasharray="6 3"/>"##))
        #expect(svg.contains(##"<path d="M0 -50 h100 v300 h-100 Z M0 0 h100 v100 h-100 Z" fill="#ffffff" fill-opacity="0.6" fill-rule="evenodd"/>"##))
        #expect(svg.contains(">scroll content 100 × 300</text>"))
        #expect(!svg.contains("contentLayoutGuide"))
    }

    @Test("names that do not fit go into columns beside the picture, with leader lines, and never overlap")
    func leaderLines() throws {
        let window = pictureWindow()
        for index in 0..<6 {
            try place(View(name: "item\(index)"), in: window, 10 + Double(index) * 12, 20, 10, 10)
        }
        try window.layoutIfNeededOrThrow()
        var scene = SVGScene(drawing: SVGDrawing(root: window))
        _ = scene.render()
        // The window's name takes its top-left corner. item0's goes below item0 (x 10, y 31),
        // item3's above item3 (x 46, y 7), item4's below item4 (x 58, y 31); the others would
        // overlap those and go beside the picture: centres left of the canvas's middle (x 45)
        // to the left column, the rest to the right, with leader lines.
        let items = scene.names.filter { $0.text.hasPrefix("item") }
        #expect(items.map(\.text) == ["item0", "item3", "item4", "item1", "item2", "item5"])
        #expect(items.prefix(3).map(\.box.origin) == [Point(x: 10, y: 31), Point(x: 46, y: 7), Point(x: 58, y: 31)])
        #expect(items.prefix(3).allSatisfy { $0.leader == nil })
        #expect(items.dropFirst(3).allSatisfy { $0.leader != nil })
        #expect(items.filter { $0.box.maxX < 0 }.map(\.text) == ["item1", "item2"])
        #expect(items.filter { $0.box.minX > 100 }.map(\.text) == ["item5"])
        for (index, name) in scene.names.enumerated() {
            for other in scene.names[(index + 1)...] { #expect(!name.box.intersects(other.box)) }
        }
    }

    @Test("stacked names keep their order and centre each run on what it names")
    func stacking() {
        #expect(SVGScene.stackedTops(desired: [0, 0, 0]) == [-12, 0, 12])
        #expect(SVGScene.stackedTops(desired: [0, 30]) == [0, 30])
        #expect(SVGScene.stackedTops(desired: [0, 5, 100]) == [-3.5, 8.5, 100])
    }

    @Test("names are XML-escaped, Japanese names as is")
    func escaping() throws {
        let window = pictureWindow()
        try place(View(name: "a<b>&\"c'\u{1}"), in: window, 10, 10, 60, 30)
        try place(View(name: "見出し"), in: window, 10, 42, 60, 8)
        try window.layoutIfNeededOrThrow()
        let svg = window.svg()
        #expect(svg.contains(#">a&lt;b&gt;&amp;&quot;c&apos;?</text>"#))
        #expect(svg.contains(">見出し</text>"))
        #expect(SVGMarkup.escaped("春 & 夏\t") == "春 &amp; 夏\t")
    }

    @Test("hidden views and what is inside them are left out; flat views are lines, empty ones dots")
    func hiddenAndFlat() throws {
        let window = pictureWindow()
        let gone = try place(View(name: "gone"), in: window, 10, 10, 30, 30)
        try place(View(name: "kid"), in: gone, 5, 5, 10, 10)
        gone.isHidden = true
        try place(View(name: "line"), in: window, 10, 20, 50, 0)
        try place(View(name: "dot"), in: window, 80, 40, 0, 0)
        try window.layoutIfNeededOrThrow()
        let svg = window.svg()
        #expect(!svg.contains("gone") && !svg.contains("kid"))
        #expect(svg.contains(##"<line x1="10" y1="20" x2="60" y2="20" stroke="#1c7ed6"/>"##))
        #expect(svg.contains(##"<circle cx="80" cy="40" r="2" fill="#1c7ed6" fill-opacity="0.08" stroke="#1c7ed6"/>"##))
    }

    @Test("the same layout draws the same text")
    func determinism() throws {
        let (window, _, _) = try Self.twoViews()
        #expect(window.svg(showingConstraints: true) == window.svg(showingConstraints: true))
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

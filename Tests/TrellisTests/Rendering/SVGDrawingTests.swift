import Testing
@testable import Trellis

@Suite("SVG drawing")
struct SVGDrawingTests {
    static let header = """
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50" \
        font-family="monospace" font-size="10">
        """

    @Test("one rect and one name per view, coloured by depth, in hierarchy order")
    func boxes() throws {
        let window = pictureWindow()
        try place(View(name: "red"), in: window, 10, 10, 35, 30)
        try place(View(name: "blue"), in: window, 55, 10, 35, 30)
        try window.layoutIfNeeded()
        // Names sit 2 pt right of the left edge and 10 pt below the top.
        #expect(window.svg() == Self.header + """

              <rect x="0" y="0" width="100" height="50" fill="#4a90d9" fill-opacity="0.1" stroke="#4a90d9"/>
              <text x="2" y="10">window</text>
              <rect x="10" y="10" width="35" height="30" fill="#7ed321" fill-opacity="0.1" stroke="#7ed321"/>
              <text x="12" y="20">red</text>
              <rect x="55" y="10" width="35" height="30" fill="#7ed321" fill-opacity="0.1" stroke="#7ed321"/>
              <text x="57" y="20">blue</text>
            </svg>

            """)
    }

    @Test("constraints between two items are dashed lines between their anchors, with the constant")
    func constraintLines() throws {
        let window = pictureWindow()
        let red = try place(View(name: "red"), in: window, 10, 10, 35, 30)
        let blue = View(name: "blue")
        window.addSubview(blue)
        try LayoutConstraint.activate([
            blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 10),
            blue.topAnchor.constraint(equalTo: red.topAnchor),
            blue.widthAnchor.constraint(equalTo: red.widthAnchor, multiplier: 0.5),
            blue.heightAnchor.constraint(equalTo: red.heightAnchor),
            blue.bottomAnchor.constraint(lessThanOrEqualTo: window.bottomAnchor, constant: -10),
        ])
        try window.layoutIfNeeded()
        // blue: (55, 10, 17.5, 30), centre (63.75, 25); red's centre (27.5, 25). Each label is at
        // the line's middle + (2, −2). Constant-only constraints (red's width) have no line.
        let lines = SVGDrawing(root: window, showsConstraints: true).render()
            .split(separator: "\n").filter { $0.contains("d0021b") }
        let dashed = ##"stroke="#d0021b" stroke-dasharray="3 2"/>"##
        let label = ##"fill="#d0021b" font-size="8">"##
        #expect(lines == [
            #"  <line x1="10" y1="25" x2="0" y2="25" "# + dashed,
            #"  <text x="7" y="23" "# + label + "10</text>",
            #"  <line x1="27.5" y1="10" x2="50" y2="0" "# + dashed,
            #"  <text x="40.75" y="3" "# + label + "10</text>",
            #"  <line x1="55" y1="25" x2="45" y2="25" "# + dashed,
            #"  <text x="52" y="23" "# + label + "10</text>",
            #"  <line x1="63.75" y1="10" x2="27.5" y2="10" "# + dashed,
            #"  <text x="47.625" y="8" "# + label + "0</text>",
            #"  <line x1="63.75" y1="25" x2="27.5" y2="25" "# + dashed,
            #"  <text x="47.625" y="23" "# + label + "×0.5 +0</text>",
            #"  <line x1="63.75" y1="25" x2="27.5" y2="25" "# + dashed,
            #"  <text x="47.625" y="23" "# + label + "0</text>",
            #"  <line x1="63.75" y1="40" x2="50" y2="50" "# + dashed,
            #"  <text x="58.875" y="43" "# + label + "≤ -10</text>",
        ].map { Substring($0) })
        #expect(!window.svg().contains("d0021b"))
    }

    @Test("names are XML-escaped")
    func escaping() throws {
        let window = pictureWindow()
        try place(View(name: "a<b>&\"c'\u{1}"), in: window, 10, 10, 35, 30)
        try window.layoutIfNeeded()
        #expect(window.svg().contains(#"  <text x="12" y="20">a&lt;b&gt;&amp;&quot;c&apos;?</text>"#))
        #expect(SVGMarkup.escaped("春 & 夏\t") == "春 &amp; 夏\t")
    }

    @Test("hidden views are left out, flat views are lines and empty views circles")
    func hiddenAndZeroSize() throws {
        let window = pictureWindow()
        let gone = try place(View(name: "gone"), in: window, 10, 10, 30, 30)
        try place(View(name: "kid"), in: gone, 5, 5, 10, 10)
        gone.isHidden = true
        try place(View(name: "line"), in: window, 10, 20, 50, 0)
        try place(View(name: "dot"), in: window, 80, 40, 0, 0)
        try window.layoutIfNeeded()
        #expect(window.svg() == Self.header + """

              <rect x="0" y="0" width="100" height="50" fill="#4a90d9" fill-opacity="0.1" stroke="#4a90d9"/>
              <text x="2" y="10">window</text>
              <line x1="10" y1="20" x2="60" y2="20" stroke="#7ed321"/>
              <text x="12" y="30">line</text>
              <circle cx="80" cy="40" r="2" fill="#7ed321" fill-opacity="0.1" stroke="#7ed321"/>
              <text x="82" y="50">dot</text>
            </svg>

            """)
    }

    @Test("a subview as the root: its origin is (0, 0) and the image is its size; Japanese names as is")
    func subviewRoot() throws {
        let window = pictureWindow()
        let card = try place(View(name: "カード"), in: window, 10, 10, 80, 30)
        try place(View(name: "見出し"), in: card, 4, 2.5, 40, 10)
        try window.layoutIfNeeded()
        #expect(card.svg() == """
            <svg xmlns="http://www.w3.org/2000/svg" width="80" height="30" viewBox="0 0 80 30" \
            font-family="monospace" font-size="10">
              <rect x="0" y="0" width="80" height="30" fill="#4a90d9" fill-opacity="0.1" stroke="#4a90d9"/>
              <text x="2" y="10">カード</text>
              <rect x="4" y="2.5" width="40" height="10" fill="#7ed321" fill-opacity="0.1" stroke="#7ed321"/>
              <text x="6" y="12.5">見出し</text>
            </svg>

            """)
    }
}

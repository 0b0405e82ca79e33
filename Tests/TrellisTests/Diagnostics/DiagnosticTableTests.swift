import Testing
@testable import Trellis

@Suite("Constraint, diff and flagged frame tables")
struct DiagnosticTableTests {
    @Test("the constraint table: installed constraints view by view, then intrinsic sizes, with what misses")
    func constraintTable() throws {
        let (window, red, blue) = makeRedBlue(width: 300, height: 100)
        for view in [red, blue] {
            view.intrinsicContentSize = Size(width: 50, height: View.noIntrinsicMetric)
        }
        blue.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        try LayoutConstraint.activateOrThrow([
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            blue.leadingAnchor.constraint(equalTo: red.trailingAnchor),
            blue.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            red.topAnchor.constraint(equalTo: window.topAnchor),
            blue.topAnchor.constraint(equalTo: window.topAnchor),
            red.heightAnchor.constraint(equalToConstant: 10),
            blue.heightAnchor.constraint(equalToConstant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        // blue hugs at 251 > 250, so it keeps 50 and red takes 250: red's hugging misses by 200.
        // Heights are installed on the view itself (the nearest common ancestor of one item).
        #expect(window.constraintTable() == """
            constraint                                 priority  holds  error
            red.leading == window.leading                  1000  yes
            blue.leading == red.trailing                   1000  yes
            blue.trailing == window.trailing               1000  yes
            red.top == window.top                          1000  yes
            blue.top == window.top                         1000  yes
            red.height == 10                               1000  yes
            red.width <= 50 (content hugging)               250  no       200
            red.width >= 50 (compression resistance)        750  yes
            blue.height == 10                              1000  yes
            blue.width <= 50 (content hugging)              251  yes
            blue.width >= 50 (compression resistance)       750  yes

            """)
    }

    @Test("a broken constraint, the identifier column only when one is set, pending before a layout")
    func brokenAndIdentifiers() throws {
        let (window, red, _) = makeRedBlue(width: 300, height: 100)
        let narrow = red.widthAnchor.constraint(equalToConstant: 100)
        let line = #line + 1
        let wide = red.widthAnchor.constraint(equalToConstant: 150)
        wide.identifier = "wide"
        try LayoutConstraint.activateOrThrow([narrow, wide])
        #expect(ConstraintTable(root: window).rows.map(\.state) == [.pending, .pending])
        try window.layoutIfNeededOrThrow()
        #expect(window.constraintTable() == """
            constraint        priority  holds   error  identifier
            red.width == 100      1000  yes
            red.width == 150      1000  broken     50  wide

            """)
        let located = ConstraintTable(root: window, showsLocations: true).render()
        let last = located.split(separator: "\n").last.map(String.init)
        #expect(last?.hasSuffix("wide        TrellisTests/DiagnosticTableTests.swift:\(line)") == true)
    }

    @Test("the diff table: a fallback collapse moves C by -70 and nothing else")
    func diffTable() throws {
        let window = Window(size: Size(width: 400, height: 100))
        let a = View(name: "A"), b = View(name: "B"), c = View(name: "C")
        var constraints: [LayoutConstraint] = []
        for (view, width) in [(a, 100.0), (b, 50), (c, 60)] {
            window.addSubview(view)
            constraints.append(view.widthAnchor.constraint(equalToConstant: width))
            constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
        }
        let cAfterB = c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 20)
        let cAfterA = c.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20)
        cAfterA.priority = LayoutPriority(1)
        constraints += [a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                        b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20), cAfterB, cAfterA]
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
        let before = FrameTable(root: window)
        cAfterB.isActive = false  // C falls back to A.trailing (120) + 20 = 140
        try window.layoutIfNeededOrThrow()
        let diff = DiffTable(before: before, after: FrameTable(root: window))
        #expect(diff.hasChanges)
        #expect(diff.render() == """
            item    before            after             change
            window  (0, 0, 400, 100)  (0, 0, 400, 100)
              A     (20, 0, 100, 10)  (20, 0, 100, 10)
              B     (140, 0, 50, 10)  (140, 0, 50, 10)
              C     (210, 0, 60, 10)  (140, 0, 60, 10)  x -70

            """)
        #expect(DiffTable(before: before, after: FrameTable(root: window), changesOnly: true).render() == """
            item  before            after             change
              C   (210, 0, 60, 10)  (140, 0, 60, 10)  x -70

            """)
    }

    @Test("the diff table lists added items in place and removed ones at the end")
    func addedAndRemoved() throws {
        let window = Window(size: Size(width: 300, height: 100))
        let red = View(name: "red")
        window.addSubview(red)
        try LayoutConstraint.activateOrThrow([
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            red.topAnchor.constraint(equalTo: window.topAnchor),
            red.widthAnchor.constraint(equalToConstant: 100),
            red.heightAnchor.constraint(equalToConstant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        let before = FrameTable(root: window)
        let blue = View(name: "blue")
        window.addSubview(blue)
        red.removeFromSuperview()
        try LayoutConstraint.activateOrThrow([
            blue.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            blue.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            blue.widthAnchor.constraint(equalToConstant: 30),
            blue.heightAnchor.constraint(equalToConstant: 40),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(DiffTable(before: before, after: FrameTable(root: window)).render() == """
            item    before            after             change
            window  (0, 0, 300, 100)  (0, 0, 300, 100)
              blue                    (10, 20, 30, 40)  added
              red   (0, 0, 100, 10)                     removed

            """)
    }

    @Test("the frame table flags ambiguous items when asked, and exercising shows the freedom in a diff")
    func ambiguousFlag() throws {
        let (window, red, blue) = makeRedBlue(width: 300, height: 200)
        try LayoutConstraint.activateOrThrow([
            red.topAnchor.constraint(equalTo: window.topAnchor),
            red.widthAnchor.constraint(equalToConstant: 100),
            red.heightAnchor.constraint(equalToConstant: 50),
            blue.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            blue.topAnchor.constraint(equalTo: red.bottomAnchor, constant: 10),
            blue.widthAnchor.constraint(equalToConstant: 20),
            blue.heightAnchor.constraint(equalToConstant: 20),
        ])
        try window.layoutIfNeededOrThrow()
        // No constraint mentions red's minX, so the solver leaves it at 0.
        #expect(try FrameTable(root: window, markingAmbiguity: true).render() == """
            item     x   y  width  height  window x  window y  flags
            window   0   0    300     200         0         0
              red    0   0    100      50         0         0  ambiguous
              blue  10  60     20      20        10        60

            """)
        #expect(!window.frameTable().contains("ambiguous"))  // opt-in
        // The same table without `try`.
        #expect(window.frameTable(markingAmbiguity: true) == (try FrameTable(root: window, markingAmbiguity: true)).render())
        #expect(!window.frameTable(markingAmbiguity: false).contains("ambiguous"))
        let before = FrameTable(root: window)
        try window.exerciseAmbiguity()
        #expect(DiffTable(before: before, after: FrameTable(root: window), changesOnly: true).render() == """
            item   before           after              change
              red  (0, 0, 100, 50)  (100, 0, 100, 50)  x +100

            """)
    }

    @Test("a frame table of a subtree marks ambiguity inside it only")
    func subtreeAmbiguity() throws {
        let (window, red, blue) = makeRedBlue(width: 300, height: 200)
        let dot = View(name: "dot")
        red.addSubview(dot)
        try LayoutConstraint.activateOrThrow([
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            red.topAnchor.constraint(equalTo: window.topAnchor),
            red.widthAnchor.constraint(equalToConstant: 100),
            red.heightAnchor.constraint(equalToConstant: 100),
            dot.leadingAnchor.constraint(equalTo: red.leadingAnchor, constant: 10),
            dot.widthAnchor.constraint(equalToConstant: 10),
            dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        // dot has no vertical position (y stays 0); blue, outside the table, has nothing at all.
        #expect(try FrameTable(root: red, markingAmbiguity: true).render() == """
            item    x  y  width  height  window x  window y  flags
            red     0  0    100     100         0         0
              dot  10  0     10      10        10         0  ambiguous

            """)
        #expect(blue.hasAmbiguousLayout)
    }
}

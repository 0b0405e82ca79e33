import Testing
@testable import Trellis

@Suite("Ambiguity")
struct AmbiguityTests {
    /// red: 100 × 50 at the top, but nothing says where along x.
    private func missingX() throws -> (Window, View, View) {
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
        return (window, red, blue)
    }

    /// Two views with the same intrinsic width and the same hugging priority share 300 pt.
    private func huggingTie() throws -> (Window, View, View) {
        let (window, red, blue) = makeRedBlue(width: 300, height: 100)
        for view in [red, blue] {
            view.intrinsicContentSize = Size(width: 50, height: View.noIntrinsicMetric)
        }
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
        return (window, red, blue)
    }

    @Test("a missing constraint: only the unknown nothing fixes is free")
    func missingConstraint() throws {
        let (window, red, blue) = try missingX()
        let found = try window.ambiguousItems()
        #expect(found.map(\.description) == ["red.minX"])
        #expect(found.first?.unknowns == [.minX])
        #expect(red.hasAmbiguousLayout)
        #expect(!blue.hasAmbiguousLayout)
        #expect(!window.hasAmbiguousLayout)
        #expect(try window.autolayoutTrace() == """
            •window
            |   *red- AMBIGUOUS LAYOUT for red.minX
            |   *blue

            """)
    }

    @Test("a tie between equal hugging priorities: either view may stretch")
    func huggingTieIsAmbiguous() throws {
        let (window, red, blue) = try huggingTie()
        // Whichever takes the 200 spare points, the 250 level's error is 200: a tie. red's x is
        // pinned; its width, blue's x and blue's width are free (red.width + blue.width == 300).
        #expect(try window.ambiguousItems().map(\.description) == ["red.Width", "blue.minX, blue.Width"])
        #expect(approximatelyEqual(Rect(x: 0, y: 0, width: red.frame.size.width + blue.frame.size.width, height: 0),
                                   Rect(x: 0, y: 0, width: 300, height: 0)))
        // Hugging blue one point harder breaks the tie: blue keeps its 50, red stretches.
        blue.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        try window.layoutIfNeededOrThrow()
        #expect(try window.ambiguousItems().isEmpty)
        expectFrame(red, 0, 0, 250, 10)
        expectFrame(blue, 250, 0, 50, 10)
    }

    @Test("probing leaves the layout exactly as it was, broken constraints included")
    func probingChangesNothing() throws {
        let (window, red, _) = try huggingTie()
        try LayoutConstraint.activateOrThrow([red.heightAnchor.constraint(equalToConstant: 20)])  // conflicts: broken
        try window.layoutIfNeededOrThrow()
        let before = window.frameTable()
        _ = try window.ambiguousItems()
        _ = red.hasAmbiguousLayout
        #expect(window.frameTable() == before)
        #expect(window.conflictReports.count == 1)
    }

    @Test("exercising moves the free unknown to another valid solution and back")
    func exercise() throws {
        let (window, red, blue) = try missingX()
        let x = red.frame.origin.x
        #expect(try window.exerciseAmbiguity())
        // The probe pulled minX up first, so the alternative is 100 pt to the right; nothing else moves.
        expectFrame(red, x + 100, 0, 100, 50)
        expectFrame(blue, 10, 60, 20, 20)
        #expect(try window.exerciseAmbiguity())
        expectFrame(red, x, 0, 100, 50)
        // A layout drops the exercise; a determined window has nothing to exercise.
        red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 30).isActive = true
        try window.layoutIfNeededOrThrow()
        #expect(try !window.exerciseAmbiguity())
        expectFrame(red, 30, 0, 100, 50)
    }

    @Test("UIKit's exerciseAmbiguityInLayout() moves the receiver only, and does not throw")
    func exerciseOneView() throws {
        // Both views' x are free.
        let (window, red, blue) = makeRedBlue(width: 300, height: 200)
        try LayoutConstraint.activateOrThrow([
            red.topAnchor.constraint(equalTo: window.topAnchor),
            red.widthAnchor.constraint(equalToConstant: 100),
            red.heightAnchor.constraint(equalToConstant: 50),
            blue.topAnchor.constraint(equalTo: red.bottomAnchor, constant: 10),
            blue.widthAnchor.constraint(equalToConstant: 20),
            blue.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        let (redX, blueX) = (red.frame.origin.x, blue.frame.origin.x)
        red.exerciseAmbiguityInLayout()
        // As in `exercise` above, red goes 100 pt to the right; blue is free too, but not asked.
        expectFrame(red, redX + 100, 0, 100, 50)
        expectFrame(blue, blueX, 60, 20, 20)
        window.exerciseAmbiguityInLayout()   // the window is never ambiguous: nothing happens
        expectFrame(red, redX + 100, 0, 100, 50)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("a range between two inequalities is free; the exercise stays inside it")
    func range() throws {
        let (window, red, _) = makeRedBlue(width: 300, height: 100)
        try LayoutConstraint.activateOrThrow([
            red.leadingAnchor.constraint(greaterThanOrEqualTo: window.leadingAnchor, constant: 10),
            red.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -10),
            red.widthAnchor.constraint(equalToConstant: 100),
            red.topAnchor.constraint(equalTo: window.topAnchor),
            red.heightAnchor.constraint(equalToConstant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        // blue has no constraints at all: everything about it is free.
        #expect(try window.ambiguousItems().map(\.description)
            == ["red.minX", "blue.minX, blue.minY, blue.Width, blue.Height"])
        let before = red.frame.origin.x  // 10 or 190: the solver stops at a vertex
        #expect(before == 10 || before == 190)
        try window.exerciseAmbiguity()
        let after = red.frame.origin.x   // 100 pt towards the other end, still within [10, 190]
        #expect(abs(after - before) == 100 && after >= 10 && after <= 190)
    }

    @Test("constraintsAffectingLayout follows the constraints that connect an item's unknowns on one axis")
    func affecting() throws {
        let (window, red, blue) = makeRedBlue(width: 300, height: 100)
        let redLeading = red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
        let redWidth = red.widthAnchor.constraint(equalToConstant: 100)
        let gap = blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8)
        let blueWidth = blue.widthAnchor.constraint(equalToConstant: 50)
        let redTop = red.topAnchor.constraint(equalTo: window.topAnchor)
        let redHeight = red.heightAnchor.constraint(equalToConstant: 10)
        let blueTop = blue.topAnchor.constraint(equalTo: red.bottomAnchor)
        try LayoutConstraint.activateOrThrow([redLeading, redWidth, gap, blueWidth, redTop, redHeight, blueTop])
        try window.layoutIfNeededOrThrow()
        func names(_ constraints: LayoutConstraint...) -> [String] { constraints.map(\.description) }
        #expect(blue.constraintsAffectingLayout(for: .horizontal).map(\.description)
            == names(redLeading, redWidth, gap, blueWidth))
        // blue's width does not reach red: only the constraints connected to red's x and width.
        #expect(red.constraintsAffectingLayout(for: .horizontal).map(\.description) == names(redLeading, redWidth, gap))
        #expect(red.constraintsAffectingLayout(for: .vertical).map(\.description) == names(redTop, redHeight, blueTop))
        #expect(blue.constraintsAffectingLayout(for: .vertical).map(\.description) == names(redTop, redHeight, blueTop))
        #expect(window.constraintsAffectingLayout(for: .horizontal).isEmpty)
    }

    @Test("a guide is probed like a view: a spacer guide with no height is ambiguous on that axis only")
    func guide() throws {
        let (window, red, blue) = try missingX()
        red.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        let gap = LayoutGuide(name: "gap")
        window.addLayoutGuide(gap)
        try LayoutConstraint.activateOrThrow([
            gap.leadingAnchor.constraint(equalTo: red.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: blue.leadingAnchor, constant: 200),
            gap.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(gap.hasAmbiguousLayout)
        #expect(!red.hasAmbiguousLayout)
        #expect(try window.ambiguousItems().map(\.description) == ["gap.Height"])
        #expect(try window.autolayoutTrace() == """
            •window
            |   *red
            |   *blue
            |   *gap (guide)- AMBIGUOUS LAYOUT for gap.Height

            """)
    }
}

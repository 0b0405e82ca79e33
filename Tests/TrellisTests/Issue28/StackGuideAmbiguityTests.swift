import Testing
@testable import Trellis

/// A stack's own guides are determined, so a correct layout reports no ambiguity.
@Suite("Stack guides are not ambiguous")
struct StackGuideAmbiguityTests {
    /// A vertical stack pinned to the window's top, leading and trailing, with two fixed-size
    /// items: fully determined for every alignment and distribution.
    private func makeStack(_ alignment: StackView.Alignment, _ distribution: StackView.Distribution) throws
        -> (Window, StackView)
    {
        let window = Window(size: Size(width: 300, height: 400))
        let first = View(name: "first")
        let second = View(name: "second")
        let stack = StackView(arrangedSubviews: [first, second], name: "stack")
        stack.axis = .vertical
        stack.alignment = alignment
        stack.distribution = distribution
        stack.spacing = 10
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            first.widthAnchor.constraint(equalToConstant: 100), first.heightAnchor.constraint(equalToConstant: 30),
            second.widthAnchor.constraint(equalToConstant: 60), second.heightAnchor.constraint(equalToConstant: 50),
        ])
        try window.layoutIfNeededOrThrow()
        return (window, stack)
    }

    @Test("no ambiguity for any alignment of an equal-spacing stack", arguments: StackView.Alignment.allCases)
    func noAmbiguity(alignment: StackView.Alignment) throws {
        let (window, _) = try makeStack(alignment, .equalSpacing)
        let ambiguous = try window.ambiguousItems().map(\.item.name)
        #expect(ambiguous == [])
    }

    @Test("the spanner lies along the whole stack; the gap guide across it")
    func guidePositions() throws {
        let (_, stack) = try makeStack(.center, .equalSpacing)
        let spanner = try #require(stack.layoutGuides.first { $0.name == "UISV-alignment-spanner" })
        let gap = try #require(stack.layoutGuides.first { $0.name == "UISV-distributing" })
        // Centre alignment ties the canvas's edges to the spanner (UISV-canvas-connection), so
        // across it is the stack's 300; along it now spans the stack: 30 + 10 + 50 = 90.
        #expect(spanner.frame == Rect(x: 0, y: 0, width: 300, height: 90))
        // The gap between the items: y 30 … 40, across the stack's whole width.
        #expect(gap.frame == Rect(x: 0, y: 30, width: 300, height: 10))
    }

    @Test("frame tables hide a stack's internal guides unless asked")
    func tablesHideInternalGuides() throws {
        let (window, stack) = try makeStack(.center, .equalSpacing)
        let plain = window.frameTable()
        #expect(!plain.contains("UISV"))
        #expect(plain.contains("first") && plain.contains("second"))
        let full = FrameTable(root: window, showingInternalGuides: true).render()
        #expect(full.contains("UISV-alignment-spanner (guide)"))
        #expect(full.contains("UISV-distributing (guide)"))
        #expect(stack.layoutGuides.count == 2)
        let marked = try FrameTable(root: window, markingAmbiguity: true).render()
        #expect(!marked.contains("ambiguous"))
    }

    @Test("with every item hidden, the stack's spanning guides are not ambiguous", arguments: [
        StackView.Alignment.fill, .center, .leading,
    ])
    func allHidden(alignment: StackView.Alignment) throws {
        let (window, stack) = try makeStack(alignment, .fill)
        for item in stack.arrangedSubviews { item.isHidden = true }
        try window.layoutIfNeededOrThrow()
        let guides = stack.layoutGuides.map(\.name)
        #expect(guides.contains("UISV-spanning-guide"))
        let ambiguous = try window.ambiguousItems().map(\.item.name).filter { $0.hasPrefix("UISV") }
        #expect(ambiguous == [])
    }
}

import Testing
@testable import Trellis

@Suite("System guides: cascades, hierarchy changes")
struct SystemGuideLifecycleTests {
    @Test("preserved margins cascade through two levels and settle in one layoutIfNeeded")
    func nestedPreservedMargins() throws {
        // Window 400 wide, compact: margins 16 left/right, 0 top/bottom.
        // outer at x 4 (392 wide): left/right max(8, 16 − 4) = 12, top max(8, 0) = 8.
        // inner at x 2 in outer (388 wide, 50 tall): left/right max(8, 12 − 2) = 10, top 8,
        // bottom max(8, 8 − 50) = 8. child = inner inset (10, 8, 10, 8): (10, 8, 368, 34), which
        // puts it at window x 4 + 2 + 10 = 16, on the window's own margin.
        let window = Window(size: Size(width: 400, height: 300))
        let outer = View(name: "outer")
        let inner = View(name: "inner")
        let child = View(name: "child")
        window.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(child)
        outer.preservesSuperviewLayoutMargins = true
        inner.preservesSuperviewLayoutMargins = true
        try LayoutConstraint.activateOrThrow([
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 4),
            outer.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -4),
            outer.topAnchor.constraint(equalTo: window.topAnchor),
            outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 2),
            inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -2),
            inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 50),
        ] + pin(child, to: inner.layoutMarginsGuide))
        try window.layoutIfNeededOrThrow()
        expectFrame(child, 10, 8, 368, 34)
        #expect(child.frameInWindow.origin.x == 16)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("removing a view deactivates outside constraints to its guides; its own guide constraints stay")
    func removal() throws {
        let (window, container, _) = try makeContainer()
        let outside = View(name: "outside")
        window.addSubview(outside)
        let crossing = outside.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor)
        try LayoutConstraint.activateOrThrow([crossing])
        try window.layoutIfNeededOrThrow()
        #expect(outside.frame.origin.x == 18)  // container x 10 + margin 8
        container.removeFromSuperview()
        #expect(!crossing.isActive)
        // The guide's four edges and the container's own width and height stay.
        #expect(container.constraints.filter(\.isActive).count == 6)
        try window.layoutIfNeededOrThrow()
        window.addSubview(container)
        try window.layoutIfNeededOrThrow()
        #expect(window.diagnostics.isEmpty)
    }

    @Test("a guide created before the view joins a window is laid out once it joins")
    func guideBeforeWindow() throws {
        let card = View(name: "card")
        let label = View(name: "label")
        card.addSubview(label)
        try LayoutConstraint.activateOrThrow(pin(label, to: card.layoutMarginsGuide))
        let window = Window(size: Size(width: 100, height: 100))
        window.addSubview(card)
        try LayoutConstraint.activateOrThrow([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            card.topAnchor.constraint(equalTo: window.topAnchor),
            card.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 8, 8, 84, 84)
    }
}

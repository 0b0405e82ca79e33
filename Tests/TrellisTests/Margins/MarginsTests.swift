import Testing
@testable import Trellis

/// Pins `child` to all four edges of `guide`.
func pin(_ child: View, to guide: LayoutGuide) -> [LayoutConstraint] {
    [
        child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        child.topAnchor.constraint(equalTo: guide.topAnchor),
        child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ]
}

/// A 200 × 100 `container` at (10, 10) in a 300 × 200 window, with a `child` inside it.
func makeContainer(direction: LayoutDirection = .leftToRight) throws -> (Window, View, View) {
    let window = Window(size: Size(width: 300, height: 200), layoutDirection: direction)
    let container = View(name: "container")
    let child = View(name: "child")
    window.addSubview(container)
    container.addSubview(child)
    try LayoutConstraint.activateOrThrow([
        container.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
        container.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        container.widthAnchor.constraint(equalToConstant: 200),
        container.heightAnchor.constraint(equalToConstant: 100),
    ])
    return (window, container, child)
}

@Suite("Layout margins (spec §4.1)")
struct MarginsTests {
    @Test("a plain view's margins are 8 pt on every side; margin attributes are the guide's edges")
    func plainViewDefaults() throws {
        let (window, container, child) = try makeContainer()
        #expect(container.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(container.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        try LayoutConstraint.activateOrThrow([
            try LayoutConstraint.makeOrThrow(item: child, attribute: .leading, relatedBy: .equal,
                                 toItem: container, attribute: .leadingMargin, multiplier: 1, constant: 0),
            try LayoutConstraint.makeOrThrow(item: child, attribute: .trailing, relatedBy: .equal,
                                 toItem: container, attribute: .trailingMargin, multiplier: 1, constant: 0),
            try LayoutConstraint.makeOrThrow(item: child, attribute: .top, relatedBy: .equal,
                                 toItem: container, attribute: .topMargin, multiplier: 1, constant: 0),
            try LayoutConstraint.makeOrThrow(item: child, attribute: .bottom, relatedBy: .equal,
                                 toItem: container, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        try window.layoutIfNeededOrThrow()
        // 200 × 100 inset by 8: (8, 8, 200 − 16 = 184, 100 − 16 = 84).
        expectFrame(child, 8, 8, 184, 84)
        expectFrame(container.layoutMarginsGuide, 8, 8, 184, 84)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("centerXWithinMargins and centerYWithinMargins are the centre of the margins guide")
    func centresWithinMargins() throws {
        let (window, container, child) = try makeContainer()
        container.layoutMargins = EdgeInsets(top: 10, left: 40, bottom: 30, right: 0)
        try LayoutConstraint.activateOrThrow([
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
            try LayoutConstraint.makeOrThrow(item: child, attribute: .centerX, relatedBy: .equal,
                                 toItem: container, attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            try LayoutConstraint.makeOrThrow(item: child, attribute: .centerY, relatedBy: .equal,
                                 toItem: container, attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
        ])
        try window.layoutIfNeededOrThrow()
        // Margins area x 40…200 → centre 120 → x 110; y 10…70 → centre 40 → y 30.
        expectFrame(child, 110, 30, 20, 20)
    }

    @Test("changing margins moves the guide's constants at the next layout")
    func changingMargins() throws {
        let (window, container, child) = try makeContainer()
        try LayoutConstraint.activateOrThrow(pin(child, to: container.layoutMarginsGuide))
        try window.layoutIfNeededOrThrow()
        let count = window.engine.solver.constraints.count
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 5, trailing: 4)
        try window.layoutIfNeededOrThrow()
        // x 20, width 200 − 24 = 176; y 0, height 100 − 5 = 95.
        expectFrame(child, 20, 0, 176, 95)
        #expect(window.engine.solver.constraints.count == count)
    }

    @Test("directional margins follow the direction: leading 20 is left in LTR, right in RTL")
    func directionalMarginsFollowDirection() throws {
        for direction in LayoutDirection.allCases {
            let (window, container, child) = try makeContainer(direction: direction)
            container.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
            try LayoutConstraint.activateOrThrow(pin(child, to: container.layoutMarginsGuide))
            try window.layoutIfNeededOrThrow()
            if direction == .leftToRight {
                #expect(container.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 4))
                expectFrame(child, 20, 0, 176, 100)
            } else {
                #expect(container.layoutMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 20))
                expectFrame(child, 4, 0, 176, 100)  // 200 − 4 − 20 = 176
            }
        }
    }

    @Test("non-finite margins keep the previous ones and are reported")
    func nonFiniteMargins() throws {
        let (window, container, _) = try makeContainer()
        container.layoutMargins = EdgeInsets(top: .nan, left: 1, bottom: 1, right: 1)
        #expect(container.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(window.diagnostics.count == 1)
    }

    @Test("the window is a root view: system minimum 16 pt (compact) or 20 pt (regular), from the safe area")
    func windowSystemMinimum() throws {
        let safe = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        for (sizeClass, side) in [(UserInterfaceSizeClass.compact, 16.0), (.regular, 20)] {
            let window = Window(size: Size(width: 393, height: 852), safeAreaInsets: safe, horizontalSizeClass: sizeClass)
            let child = View(name: "child")
            window.addSubview(child)
            try LayoutConstraint.activateOrThrow(pin(child, to: window.layoutMarginsGuide))
            try window.layoutIfNeededOrThrow()
            // Leading/trailing = 0 safe + side; top = 59 + 0, bottom = 34 + 0: height 852 − 93 = 759.
            expectFrame(child, side, 59, 393 - 2 * side, 759)
        }
    }

    @Test("custom window margins count where larger than the minimum; opting out uses them alone")
    func windowCustomMargins() throws {
        let window = Window(size: Size(width: 393, height: 852),
                            safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let child = View(name: "child")
        window.addSubview(child)
        window.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 8, bottom: 10, trailing: 30)
        try LayoutConstraint.activateOrThrow(pin(child, to: window.layoutMarginsGuide))
        try window.layoutIfNeededOrThrow()
        // leading max(8, 16) = 16, trailing max(30, 16) = 30; top 59 + 10 = 69, bottom 34 + 10 = 44.
        // width 393 − 46 = 347, height 852 − 113 = 739.
        expectFrame(child, 16, 69, 347, 739)
        window.viewRespectsSystemMinimumLayoutMargins = false
        try window.layoutIfNeededOrThrow()
        expectFrame(child, 8, 69, 355, 739)  // 393 − 38
    }

    @Test("insetsLayoutMarginsFromSafeArea adds the safe-area inset to each margin")
    func marginsFromSafeArea() throws {
        let window = Window(size: Size(width: 393, height: 852),
                            safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let full = View(name: "full")
        let child = View(name: "child")
        window.addSubview(full)
        full.addSubview(child)
        try LayoutConstraint.activateOrThrow([
            full.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            full.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            full.topAnchor.constraint(equalTo: window.topAnchor),
            full.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ] + pin(child, to: full.layoutMarginsGuide))
        try window.layoutIfNeededOrThrow()
        // full covers the window: safe insets (59, 0, 34, 0); margins 8 + safe: top 67, bottom 42.
        #expect(full.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        expectFrame(child, 8, 67, 377, 743)  // 852 − 67 − 42 = 743
        full.insetsLayoutMarginsFromSafeArea = false
        try window.layoutIfNeededOrThrow()
        expectFrame(child, 8, 8, 377, 836)
    }

    @Test("preservesSuperviewLayoutMargins: a superview margin reaches in past a nearby edge")
    func preservedMargins() throws {
        // Window 400 × 300, compact: margins (0, 16, 0, 16). The container sits 4 pt in from the
        // left and right: left = max(8, 16 − 4) = 12, right = max(8, 16 − 4) = 12; top
        // max(8, 0 − 0) = 8, bottom max(8, 0 − 200) = 8.
        let window = Window(size: Size(width: 400, height: 300))
        let container = View(name: "container")
        let child = View(name: "child")
        window.addSubview(container)
        container.addSubview(child)
        try LayoutConstraint.activateOrThrow([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 4),
            container.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -4),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 100),
        ] + pin(child, to: container.layoutMarginsGuide))
        try window.layoutIfNeededOrThrow()
        expectFrame(child, 8, 8, 376, 84)
        container.preservesSuperviewLayoutMargins = true
        try window.layoutIfNeededOrThrow()
        expectFrame(child, 12, 8, 368, 84)  // 392 − 24
    }

    @Test("the margins guide's constraints carry UIKit's identifiers")
    func guideIdentifiers() {
        let view = View(name: "card")
        let guide = view.layoutMarginsGuide
        #expect(guide.name == "card.layoutMarginsGuide")
        #expect(view.constraints.map { $0.identifier ?? "" } == [
            "UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
            "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint",
        ])
        #expect(view.layoutGuides.isEmpty)  // system guides are not the user's guides
        view.removeLayoutGuide(guide)
        #expect(guide.owningView === view)
    }
}

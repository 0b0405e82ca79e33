import Testing
@testable import Trellis

// Mirrors of the layout engine tests (LayoutEngineTests) in a right-to-left window. A constraint
// that uses leading/trailing mirrors within its container: x′ = W − x − width. Constraints
// without leading/trailing (centerX multipliers) do not flip, as in UIKit.

/// A right-to-left window with `red` and `blue`.
func makeRedBlueRTL(width: Double = 393, height: Double = 852) -> (Window, View, View) {
    let window = Window(size: Size(width: width, height: height), layoutDirection: .rightToLeft)
    let red = View(name: "red")
    let blue = View(name: "blue")
    window.addSubview(red)
    window.addSubview(blue)
    return (window, red, blue)
}

@Suite("Right-to-left: mirrors of the engine's layout tests (spec §10)")
struct RightToLeftMirrorTests {
    @Test("seed 001 mirrored, portrait then landscape")
    func seedMirrored() throws {
        let (window, red, blue) = makeRedBlueRTL()
        try LayoutConstraint.activateOrThrow(seedConstraints(window: window, red: red, blue: blue))
        try window.layoutIfNeededOrThrow()
        // LTR red (20, 172.5), blue (200.5, 172.5): x′ = 393 − x − 172.5 → red 200.5, blue 20.
        expectFrame(red, 200.5, 20, 172.5, 812)
        expectFrame(blue, 20, 20, 172.5, 812)
        window.size = Size(width: 852, height: 393)
        try window.layoutIfNeededOrThrow()
        // LTR red (20, 402), blue (430, 402): 852 − 20 − 402 = 430, 852 − 430 − 402 = 20.
        expectFrame(red, 430, 20, 402, 353)
        expectFrame(blue, 20, 20, 402, 353)
    }

    @Test("centerX multipliers do not flip; the container placed by leading does")
    func centerMultipliersMirrored() throws {
        let window = Window(size: Size(width: 500, height: 100), layoutDirection: .rightToLeft)
        let container = View(name: "container")
        window.addSubview(container)
        var constraints = [
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 100),
        ]
        var views: [View] = []
        for (index, multiplier) in [0.5, 1, 1.5].enumerated() {
            let view = View(name: "v\(index)")
            container.addSubview(view)
            views.append(view)
            constraints += [
                view.widthAnchor.constraint(equalToConstant: 30), view.heightAnchor.constraint(equalToConstant: 10),
                view.topAnchor.constraint(equalTo: container.topAnchor),
                try LayoutConstraint.makeOrThrow(item: view, attribute: .centerX, relatedBy: .equal,
                                     toItem: container, attribute: .centerX, multiplier: multiplier, constant: 0),
            ]
        }
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
        // container x′ = 500 − 100 − 300 = 100 (here the same as LTR); children unchanged.
        expectFrame(container, 100, 0, 300, 100)
        expectFrame(views[0], 60, 0, 30, 10)
        expectFrame(views[1], 135, 0, 30, 10)
        expectFrame(views[2], 210, 0, 30, 10)
    }

    @Test("nested views mirrored within each superview")
    func nestedMirrored() throws {
        let window = Window(size: Size(width: 400, height: 400), layoutDirection: .rightToLeft)
        let outer = View(name: "outer")
        let inner = View(name: "inner")
        let leaf = View(name: "leaf")
        window.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(leaf)
        try LayoutConstraint.activateOrThrow([
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            outer.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            outer.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
            outer.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -20),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.5),
            inner.heightAnchor.constraint(equalToConstant: 100),
            leaf.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 30),
            leaf.topAnchor.constraint(equalTo: inner.topAnchor, constant: 1),
            leaf.widthAnchor.constraint(equalToConstant: 10),
            leaf.heightAnchor.constraint(equalToConstant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        // outer 400 − 10 − 380 = 10; inner in outer 380 − 5 − 190 = 185 (window 195);
        // leaf in window 400 − 30 − 10 = 360 → in inner 360 − 195 = 165.
        expectFrame(outer, 10, 20, 380, 360)
        expectFrame(inner, 185, 5, 190, 100)
        expectFrame(leaf, 165, 1, 10, 10)
    }

    @Test("changing a constant re-solves in place, mirrored")
    func constantChangeMirrored() throws {
        let (window, red, blue) = makeRedBlueRTL()
        let constraints = seedConstraints(window: window, red: red, blue: blue)
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
        constraints[5].constant = 48
        try window.layoutIfNeededOrThrow()
        // LTR red (20, 152.5), blue (220.5, 152.5) → 393 − 20 − 152.5 = 220.5 and 20.
        expectFrame(red, 220.5, 20, 152.5, 812)
        expectFrame(blue, 20, 20, 152.5, 812)
    }

    @Test("priorities, mirrored: the winning width is measured from the right edge")
    func prioritiesMirrored() throws {
        let (window, red, _) = makeRedBlueRTL(width: 300, height: 100)
        let wide = red.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = 750
        let narrow = red.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = 250
        try LayoutConstraint.activateOrThrow([
            wide, narrow,
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            red.topAnchor.constraint(equalTo: window.topAnchor),
            red.heightAnchor.constraint(equalToConstant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        expectFrame(red, 100, 0, 200, 10)  // 300 − 0 − 200
        narrow.priority = 999
        try window.layoutIfNeededOrThrow()
        expectFrame(red, 200, 0, 100, 10)  // 300 − 0 − 100
    }

    @Test("equal gaps by anchorWithOffset, mirrored")
    func offsetsMirrored() throws {
        let window = Window(size: Size(width: 300, height: 50), layoutDirection: .rightToLeft)
        let views = ["a", "b", "c"].map { View(name: $0) }
        var constraints: [LayoutConstraint] = []
        for view in views {
            window.addSubview(view)
            constraints += [view.widthAnchor.constraint(equalToConstant: 50),
                            view.heightAnchor.constraint(equalToConstant: 50),
                            view.topAnchor.constraint(equalTo: window.topAnchor)]
        }
        constraints += [
            views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
            views[2].trailingAnchor.constraint(equalTo: window.trailingAnchor),
            views[0].trailingAnchor.anchorWithOffset(to: views[1].leadingAnchor)
                .constraint(equalTo: views[1].trailingAnchor.anchorWithOffset(to: views[2].leadingAnchor)),
        ]
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
        // LTR a 0, b 125, c 250 → a 250, b 125, c 0.
        expectFrame(views[0], 250, 0, 50, 50)
        expectFrame(views[1], 125, 0, 50, 50)
        expectFrame(views[2], 0, 0, 50, 50)
    }

    @Test("system spacing 'after' is the trailing side: to the left in RTL")
    func systemSpacingMirrored() throws {
        let (window, red, blue) = makeRedBlueRTL(width: 300, height: 100)
        try LayoutConstraint.activateOrThrow([
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            red.topAnchor.constraint(equalTo: window.topAnchor),
            red.widthAnchor.constraint(equalToConstant: 40),
            red.heightAnchor.constraint(equalToConstant: 20),
            blue.leadingAnchor.constraint(equalToSystemSpacingAfter: red.trailingAnchor, multiplier: 2),
            blue.topAnchor.constraint(equalToSystemSpacingBelow: red.bottomAnchor, multiplier: 1),
            blue.widthAnchor.constraint(equalTo: red.widthAnchor),
            blue.heightAnchor.constraint(equalTo: red.heightAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        // LTR blue x 56 → 300 − 56 − 40 = 204 (red at 260, 16 pt to its left).
        expectFrame(red, 260, 0, 40, 20)
        expectFrame(blue, 204, 28, 40, 20)
    }

    @Test("layout guides mirrored")
    func guidesMirrored() throws {
        let (window, red, blue) = makeRedBlueRTL(width: 200, height: 100)
        let gap = LayoutGuide(name: "gap")
        window.addLayoutGuide(gap)
        try LayoutConstraint.activateOrThrow([
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            red.widthAnchor.constraint(equalToConstant: 50),
            gap.leadingAnchor.constraint(equalTo: red.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 30),
            gap.topAnchor.constraint(equalTo: window.topAnchor),
            gap.heightAnchor.constraint(equalToConstant: 0),
            blue.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            blue.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        // LTR gap (50, 30) → 200 − 50 − 30 = 120; blue (80, 120) → 0.
        #expect(approximatelyEqual(gap.layoutFrame, Rect(x: 120, y: 0, width: 30, height: 0)))
        #expect(approximatelyEqual(blue.frame, Rect(x: 0, y: 0, width: 120, height: 0)))
    }
}

@Suite("Right-to-left: semantic content attribute and effective direction")
struct SemanticContentAttributeTests {
    @Test("unspecified inherits; playback and spatial are LTR; force wins")
    func effectiveDirection() {
        let window = Window(size: Size(width: 100, height: 100), layoutDirection: .rightToLeft)
        let parent = View(name: "parent")
        let child = View(name: "child")
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        for (attribute, expected) in [(SemanticContentAttribute.playback, LayoutDirection.leftToRight),
                                      (.spatial, .leftToRight), (.forceLeftToRight, .leftToRight),
                                      (.forceRightToLeft, .rightToLeft), (.unspecified, .rightToLeft)] {
            parent.semanticContentAttribute = attribute
            #expect(parent.effectiveUserInterfaceLayoutDirection == expected)
            #expect(child.effectiveUserInterfaceLayoutDirection == expected)  // inherited
        }
        #expect(View(name: "detached").effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test("forcing a container left to right flips its constraints back at the next layout; left/right never flip")
    func forcedContainer() throws {
        let window = Window(size: Size(width: 300, height: 100), layoutDirection: .rightToLeft)
        let bar = View(name: "bar")
        let button = View(name: "button")
        let badge = View(name: "badge")
        window.addSubview(bar)
        bar.addSubview(button)
        bar.addSubview(badge)
        try LayoutConstraint.activateOrThrow([
            bar.leftAnchor.constraint(equalTo: window.leftAnchor),
            bar.rightAnchor.constraint(equalTo: window.rightAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            button.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 10),
            button.widthAnchor.constraint(equalToConstant: 40),
            badge.leftAnchor.constraint(equalTo: bar.leftAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20),
        ])
        try window.layoutIfNeededOrThrow()
        expectFrame(button, 250, 0, 40, 0)  // 300 − 10 − 40
        expectFrame(badge, 10, 0, 20, 0)
        bar.semanticContentAttribute = .forceLeftToRight
        try window.layoutIfNeededOrThrow()
        expectFrame(button, 10, 0, 40, 0)
        expectFrame(badge, 10, 0, 20, 0)
    }

    @Test("margin attributes flip with the direction: leadingMargin is the right margin in RTL")
    func leadingMarginRTL() throws {
        let (window, container, child) = try makeContainer(direction: .rightToLeft)
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        try LayoutConstraint.activateOrThrow([
            try LayoutConstraint.makeOrThrow(item: child, attribute: .leading, relatedBy: .equal,
                                 toItem: container, attribute: .leadingMargin, multiplier: 1, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 50),
        ])
        try window.layoutIfNeededOrThrow()
        // Leading margin 30 is on the right: child.maxX = 200 − 30 = 170 → x 120.
        #expect(child.frame.origin.x == 120)
    }

    @Test("directional margins follow a forced direction, and re-resolve when it changes")
    func directionalMarginsUnderForcedDirection() throws {
        let (window, container, child) = try makeContainer(direction: .rightToLeft)
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        try LayoutConstraint.activateOrThrow(pin(child, to: container.layoutMarginsGuide))
        try window.layoutIfNeededOrThrow()
        expectFrame(child, 10, 0, 160, 100)  // RTL: left = trailing 10, right = leading 30
        container.semanticContentAttribute = .forceLeftToRight
        try window.layoutIfNeededOrThrow()
        expectFrame(child, 30, 0, 160, 100)  // LTR: left = leading 30
    }
}

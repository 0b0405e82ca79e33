import Testing
@testable import Trellis

@Suite("Layout engine: frames from constraints")
struct LayoutEngineTests {
    @Test("seed 001: two equal views side by side in portrait, then rotated incrementally")
    func seedPortraitAndLandscape() throws {
        let (window, red, blue) = makeRedBlue()
        try LayoutConstraint.activateOrThrow(seedConstraints(window: window, red: red, blue: blue))
        try window.layoutIfNeededOrThrow()
        // Portrait 393 × 852: 393 − 20 − 8 − 20 = 345 → 172.5 each; blue.x = 20 + 172.5 + 8 = 200.5;
        // height 852 − 40 = 812.
        expectFrame(red, 20, 20, 172.5, 812)
        expectFrame(blue, 200.5, 20, 172.5, 812)
        window.size = Size(width: 852, height: 393)
        try window.layoutIfNeededOrThrow()
        // Landscape 852 × 393: 852 − 48 = 804 → 402 each; blue.x = 20 + 402 + 8 = 430; height 353.
        expectFrame(red, 20, 20, 402, 353)
        expectFrame(blue, 430, 20, 402, 353)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("a superview's own attributes are its bounds values: centerX multipliers distribute (seed 002)")
    func centerMultipliersDistribute() throws {
        // A container at x = 100 inside the window, 300 wide. Three 30-wide views with
        // v_i.centerX == m_i × container.centerX, m = 0.5, 1, 1.5: centres at 75, 150, 225 in the
        // container's bounds (container.centerX = 300 / 2 = 150), so x = 60, 135, 210.
        let window = Window(size: Size(width: 500, height: 100))
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
            constraints.append(view.widthAnchor.constraint(equalToConstant: 30))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
            constraints.append(view.topAnchor.constraint(equalTo: container.topAnchor))
            constraints.append(try LayoutConstraint.makeOrThrow(
                item: view, attribute: .centerX, relatedBy: .equal,
                toItem: container, attribute: .centerX, multiplier: multiplier, constant: 0))
        }
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
        expectFrame(views[0], 60, 0, 30, 10)
        expectFrame(views[1], 135, 0, 30, 10)
        expectFrame(views[2], 210, 0, 30, 10)
        // In the window: the container's origin 100 is added.
        #expect(approximatelyEqual(views[0].frameInWindow, Rect(x: 160, y: 0, width: 30, height: 10)))
    }

    @Test("nested views: frames are in superview coordinates, frameInWindow adds the ancestors' origins")
    func nestedFrames() throws {
        let window = Window(size: Size(width: 400, height: 400))
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
            // leaf relates to the window directly: nearest common ancestor is the window.
            leaf.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 30),
            leaf.topAnchor.constraint(equalTo: inner.topAnchor, constant: 1),
            leaf.widthAnchor.constraint(equalToConstant: 10),
            leaf.heightAnchor.constraint(equalToConstant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        // outer (10, 20, 380, 360); inner in outer (5, 5, 190, 100), in window (15, 25).
        expectFrame(outer, 10, 20, 380, 360)
        expectFrame(inner, 5, 5, 190, 100)
        // leaf at window x 30 → inner x 30 − 15 = 15; y = inner.top + 1 → 1 in inner.
        expectFrame(leaf, 15, 1, 10, 10)
        #expect(approximatelyEqual(leaf.frameInWindow, Rect(x: 30, y: 26, width: 10, height: 10)))
        #expect(inner.bounds == Rect(x: 0, y: 0, width: 190, height: 100))
    }

    @Test("changing a constant re-solves in place")
    func constantChange() throws {
        let (window, red, blue) = makeRedBlue()
        let constraints = seedConstraints(window: window, red: red, blue: blue)
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
        constraints[5].constant = 48  // gap 8 → 48: widths (393 − 20 − 48 − 20) / 2 = 152.5
        try window.layoutIfNeededOrThrow()
        expectFrame(red, 20, 20, 152.5, 812)
        expectFrame(blue, 220.5, 20, 152.5, 812)  // 20 + 152.5 + 48
        #expect(window.engine.solver.constraints.count == 2 + 8)  // window's size (2) + the seed's 8
    }

    @Test("optional constraints yield by priority; optional-to-optional priority changes re-solve")
    func priorities() throws {
        let (window, red, _) = makeRedBlue(width: 300, height: 100)
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
        expectFrame(red, 0, 0, 200, 10)  // 750 beats 250
        narrow.priority = 999
        try window.layoutIfNeededOrThrow()
        expectFrame(red, 0, 0, 100, 10)  // now 999 beats 750
    }

    @Test("anchorWithOffset relates gaps: equal gaps without spacer views")
    func offsetDimensions() throws {
        // |-[a 50]-g1-[b 50]-g2-[c 50]-| in 300 with g1 == g2 and a at 0, c at the right edge:
        // 300 − 150 = 150 → g = 75, so b.x = 125.
        let window = Window(size: Size(width: 300, height: 50))
        let views = ["a", "b", "c"].map { View(name: $0) }
        var constraints: [LayoutConstraint] = []
        for view in views {
            window.addSubview(view)
            constraints.append(view.widthAnchor.constraint(equalToConstant: 50))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 50))
            constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor))
        }
        constraints += [
            views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
            views[2].trailingAnchor.constraint(equalTo: window.trailingAnchor),
            views[0].trailingAnchor.anchorWithOffset(to: views[1].leadingAnchor)
                .constraint(equalTo: views[1].trailingAnchor.anchorWithOffset(to: views[2].leadingAnchor)),
        ]
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
        expectFrame(views[1], 125, 0, 50, 50)
    }

    @Test("system spacing is 8 pt between siblings, times the multiplier")
    func systemSpacing() throws {
        let (window, red, blue) = makeRedBlue(width: 300, height: 100)
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
        expectFrame(blue, 56, 28, 40, 20)  // x = 40 + 2 × 8, y = 20 + 8
    }

    @Test("layout guides take part like views; their frame is in the owning view's coordinates")
    func layoutGuides() throws {
        let (window, red, blue) = makeRedBlue(width: 200, height: 100)
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
        #expect(approximatelyEqual(gap.layoutFrame, Rect(x: 50, y: 0, width: 30, height: 0)))
        #expect(approximatelyEqual(blue.frame, Rect(x: 80, y: 0, width: 120, height: 0)))  // 200 − 80
    }

    @Test("right-to-left: leading is the right edge and offsets run leftwards; left/right do not flip")
    func rightToLeft() throws {
        let window = Window(size: Size(width: 300, height: 100), layoutDirection: .rightToLeft)
        let red = View(name: "red")
        let blue = View(name: "blue")
        window.addSubview(red)
        window.addSubview(blue)
        try LayoutConstraint.activateOrThrow([
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            red.widthAnchor.constraint(equalToConstant: 50),
            blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
            blue.widthAnchor.constraint(equalToConstant: 50),
            red.leftAnchor.constraint(lessThanOrEqualTo: window.rightAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        // red.maxX = 300 − 20 = 280 → x 230; blue.maxX = red.minX − 8 = 222 → x 172.
        #expect(red.frame.origin.x == 230)
        #expect(blue.frame.origin.x == 172)
    }

    /// A subtree that joins as a stack's subview has its constraints queued after the pass's
    /// stacks regenerate. Its own constraints still hold, whether it is arranged or a plain
    /// subview; one that leaves again before the pass installs nothing.
    @Test("a subtree entering a stack: its constraints are installed after the stack's, or not at all if it left")
    func subtreeEnteringAStack() throws {
        let window = Window(size: Size(width: 300, height: 200))
        let stack = StackView(name: "stack")
        stack.axis = .vertical
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        func card(_ name: String) throws -> (View, View) {
            let card = View(name: name)
            let badge = View(name: "\(name)-badge")
            card.addSubview(badge)
            try LayoutConstraint.activateOrThrow([
                card.heightAnchor.constraint(equalToConstant: 40),
                badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
                badge.widthAnchor.constraint(equalToConstant: 30),
                badge.heightAnchor.constraint(equalToConstant: 30),
            ])
            return (card, badge)
        }
        let (first, firstBadge) = try card("first")
        let (second, secondBadge) = try card("second")
        stack.addArrangedSubview(first)
        stack.insertArrangedSubview(second, at: 0)
        try window.layoutIfNeededOrThrow()
        // Second on top (0–40), first below (40–80), each as wide as the stack (300); each badge
        // 10 in and 5 down in its card.
        expectFrame(second, 0, 0, 300, 40)
        expectFrame(first, 0, 40, 300, 40)
        expectFrame(secondBadge, 10, 5, 30, 30)
        expectFrame(firstBadge, 10, 5, 30, 30)

        // A plain (not arranged) subview of the stack keeps its own constraints too.
        let (loose, looseBadge) = try card("loose")
        stack.addSubview(loose)
        try window.layoutIfNeededOrThrow()
        expectFrame(looseBadge, 10, 5, 30, 30)
        #expect(loose.frame.height == 40)

        // Entering and leaving before the pass: nothing of it reaches the solver.
        let before = window.engine.solver.constraints.count
        let (brief, _) = try card("brief")
        stack.insertArrangedSubview(brief, at: 0)
        brief.removeFromSuperview()
        try window.layoutIfNeededOrThrow()
        #expect(window.engine.solver.constraints.count == before)
        expectFrame(second, 0, 0, 300, 40)
        #expect(window.diagnostics.isEmpty)
    }
}

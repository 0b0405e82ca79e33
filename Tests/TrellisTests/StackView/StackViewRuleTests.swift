import Testing
@testable import Trellis

// Rules of the stack-view spec beyond the worked cases; every expected frame is derived by hand
// in the comment next to it.

private func squares(_ sides: [Double], names: String = "v") -> [View] {
    sides.enumerated().map { StackItem.size($0.element, $0.element).makeView("\(names)\($0.offset)") }
}

/// A stack of squares of `sides` with `spacing`, hosted and laid out.
private func spacedStack(_ sides: [Double], spacing: Double) throws -> (views: [View], stack: StackView, window: Window) {
    let views = squares(sides)
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = spacing
    return (views, stack, try host(stack))
}

private func host(_ stack: StackView, direction: LayoutDirection = .leftToRight) throws -> Window {
    let window = Window(size: Size(width: 1000, height: 1000), layoutDirection: direction)
    window.addSubview(stack)
    try LayoutConstraint.activateOrThrow([
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        stack.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    try window.layoutIfNeededOrThrow()
    return window
}

@Suite("StackView: hiding")
struct StackViewHidingTests {
    @Test("toggling isHidden replaces only the constraints that change; a DiffTable shows what moved")
    func incremental() throws {
        let (views, stack, window) = try spacedStack([10, 20, 30], spacing: 5)
        let before = Set(stack.generatedConstraints.map(ObjectIdentifier.init))
        let frames = FrameTable(root: window)
        views[0].isHidden = true
        try window.layoutIfNeededOrThrow()
        let after = Set(stack.generatedConstraints.map(ObjectIdentifier.init))
        // Out: canvas leading → v0, spacing v1 after v0. In: canvas leading → v1, UISV-hiding of
        // v0, UISV-spacing-hidden v1.leading == v0.trailing @50. The alignment rows stay.
        #expect(before.subtracting(after).count == 2)
        let added = stack.generatedConstraints.filter { !before.contains(ObjectIdentifier($0)) }
        #expect(Set(added.compactMap(\.identifier)) == ["UISV-canvas-connection", "UISV-hiding", "UISV-spacing-hidden"])
        #expect(added.first { $0.identifier == "UISV-hiding" }?.priority == LayoutPriority(999.999))
        // v1 (10 + 5 = 15 → 0), v2 (40 → 25); v0 keeps its place: v1.leading == v0.trailing, width 0.
        expectFrame(views[0], 0, 0, 0, 30)
        expectFrame(views[1], 0, 0, 20, 30)
        expectFrame(views[2], 25, 0, 30, 30)
        let diff = DiffTable(before: frames, after: FrameTable(root: window), changesOnly: true)
        #expect(diff.hasChanges)
        views[0].isHidden = false
        try window.layoutIfNeededOrThrow()
        #expect(Set(stack.generatedConstraints.map(ObjectIdentifier.init)).isSuperset(of: before.intersection(after)))
        expectFrame(views[1], 15, 0, 20, 30)
    }

    @Test("hidden last and consecutive hidden items: no space, no spacing; placed at priority 50")
    func lastAndConsecutive() throws {
        // a b c(hidden), spacing 10, 10-pt squares: a 0, b 20, c at b.maxX = 30 with width 0.
        let views = squares([10, 10, 10])
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        views[2].isHidden = true
        let window = try host(stack)
        expectFrame(views[1], 20, 0, 10, 10)
        expectFrame(views[2], 30, 0, 0, 10)
        #expect(stack.frame.width == 30)
        // a b(h) c(h) d: b and c at a.maxX + 10/2 = 15; d at 20.
        let four = squares([10, 10, 10, 10], names: "w")
        let row = StackView(arrangedSubviews: four)
        row.spacing = 10
        four[1].isHidden = true
        four[2].isHidden = true
        let window2 = try host(row)
        expectFrame(four[1], 15, 0, 0, 10)
        expectFrame(four[2], 15, 0, 0, 10)
        expectFrame(four[3], 20, 0, 10, 10)
        #expect(row.frame.width == 30)
        withExtendedLifetime((window, window2)) {}
    }

    @Test("custom spacing after a hidden view is ignored until it is shown (§3.3)")
    func customSpacingAfterHidden() throws {
        let views = squares([10, 10, 10])
        let stack = StackView(arrangedSubviews: views)
        stack.setCustomSpacing(5, after: views[0])
        stack.setCustomSpacing(40, after: views[1])
        views[1].isHidden = true
        let window = try host(stack)
        // a, c: the gap is the spacing after a (5) → c at 15; b at 10 + 5/2.
        expectFrame(views[2], 15, 0, 10, 10)
        expectFrame(views[1], 12.5, 0, 0, 10)
        views[1].isHidden = false
        try window.layoutIfNeededOrThrow()
        // a 0, b 15, c 15 + 10 + 40 = 65.
        expectFrame(views[1], 15, 0, 10, 10)
        expectFrame(views[2], 65, 0, 10, 10)
    }

    @Test("custom spacing: ignored for a view that is not arranged, forgotten on removal")
    func customSpacingBookkeeping() {
        let views = squares([10, 10])
        let stranger = View(name: "stranger")
        let stack = StackView(arrangedSubviews: views)
        stack.setCustomSpacing(7, after: stranger)
        #expect(stack.customSpacing(after: stranger) == StackView.spacingUseDefault)
        stack.setCustomSpacing(7, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 7)
        stack.removeArrangedSubview(views[0])
        #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
        #expect(views[0].superview === stack)
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test("everything hidden: the stack is 0 × 0 through its spanning guides")
    func allHidden() throws {
        let views = squares([10, 20])
        let stack = StackView(arrangedSubviews: views)
        views.forEach { $0.isHidden = true }
        let window = try host(stack)
        #expect(stack.frame.size == Size(width: 0, height: 0))
        #expect(stack.generatedConstraints.contains { $0.identifier == "UISV-spanning-fit" && $0.priority.rawValue == 0.001 })
        withExtendedLifetime(window) {}
    }
}

@Suite("StackView: distribution and alignment rules")
struct StackViewRuleTests {
    @Test("equalCentering gap equalities count down from 149 by the preceding item's index")
    func equalCenteringPriorities() {
        let stack = StackView(arrangedSubviews: squares([10, 10, 10, 10]))
        stack.distribution = .equalCentering
        let priorities = stack.generatedConstraints.filter { $0.identifier == "UISV-fill-equally" }
            .map(\.priority.rawValue).sorted()
        #expect(priorities == [148, 149])
        #expect(stack.generatedConstraints.contains { $0.identifier == "UISV-canvas-fit" && $0.priority == 49 })
        #expect(stack.generatedConstraints.filter { $0.identifier == "UISV-distributing-edge" }.count == 6)
    }

    @Test("spacingUseSystem: the system-spacing form, 8 pt")
    func systemSpacing() throws {
        let views = squares([10, 10])
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = StackView.spacingUseSystem
        let window = try host(stack)
        expectFrame(views[1], 18, 0, 10, 10)
        #expect(stack.generatedConstraints.contains { $0.identifier == "UISV-spacing" && $0.systemSpacingMultiplier == 1 })
        withExtendedLifetime(window) {}
    }

    @Test("a new spacing moves the spacing constraints' constants; the constraints stay the same objects")
    func spacingMovesInPlace() throws {
        // 10, 20, 30 wide, spacing 5 → 12: x = 0, 10 + 12 = 22, 22 + 20 + 12 = 54.
        let (views, stack, window) = try spacedStack([10, 20, 30], spacing: 5)
        let before = stack.generatedConstraints.filter { $0.identifier == "UISV-spacing" }
        #expect(before.map(\.constant) == [5, 5])
        stack.spacing = 12
        try window.layoutIfNeededOrThrow()
        let after = stack.generatedConstraints.filter { $0.identifier == "UISV-spacing" }
        #expect(after.count == 2 && zip(before, after).allSatisfy { $0 === $1 })
        #expect(after.allSatisfy { $0.isActive && $0.constant == 12 })
        #expect(views.map(\.frame.minX) == [0, 22, 54])
        #expect(stack.frame.width == 84)
    }

    @Test("right-to-left mirrors a horizontal stack")
    func rightToLeft() throws {
        // 10, 20, 30 with spacing 5: width 70; RTL x = 70 − 10 = 60, 60 − 5 − 20 = 35, 0.
        let views = squares([10, 20, 30])
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 5
        let window = try host(stack, direction: .rightToLeft)
        #expect(stack.frame.width == 70)
        expectFrame(views[0], 60, 0, 10, 30)
        expectFrame(views[1], 35, 0, 20, 30)
        expectFrame(views[2], 0, 0, 30, 30)
        withExtendedLifetime(window) {}
    }

    @Test("firstBaseline: the stack's top is item 0's top; a taller ascent sticks out above")
    func firstBaseline() throws {
        // v0 20×30 baseline 20; v1 50×60 baseline 40 → v1.top = 20 − 40 = −20; bottom 40.
        let v0 = StackItem(width: 20, height: 30, firstBaseline: 20).makeView("v0")
        let v1 = StackItem(width: 50, height: 60, firstBaseline: 40).makeView("v1")
        let stack = StackView(arrangedSubviews: [v0, v1])
        stack.alignment = .firstBaseline
        let window = try host(stack)
        expectFrame(v0, 0, 0, 20, 30)
        expectFrame(v1, 20, -20, 50, 60)
        #expect(stack.frame.size == Size(width: 70, height: 40))
        withExtendedLifetime(window) {}
    }

    @Test("lastBaseline: the stack's bottom is item 0's bottom; a larger descent sticks out below")
    func lastBaseline() throws {
        // v0 20×30 last baseline 5 up; v1 50×60 25 up: v1.bottom = v0.bottom + 20; the top is
        // v1's (G.top = 0 ≤ v0.bottom − 40) → v0.bottom = 40, v1 (0…60); stack height 40.
        let v0 = StackItem(width: 20, height: 30, lastBaseline: 5).makeView("v0")
        let v1 = StackItem(width: 50, height: 60, lastBaseline: 25).makeView("v1")
        let stack = StackView(arrangedSubviews: [v0, v1])
        stack.alignment = .lastBaseline
        let window = try host(stack)
        expectFrame(v0, 0, 10, 20, 30)
        expectFrame(v1, 20, 0, 50, 60)
        #expect(stack.frame.size == Size(width: 70, height: 40))
        withExtendedLifetime(window) {}
    }

    @Test("baseline-relative vertical spacing may overlap (§5.3)")
    func baselineRelative() throws {
        // v0 baseline at 30 − 10 = 20; v1.top + 15 == 20 + 8 → 13; height 13 + 40 = 53.
        let v0 = StackItem(width: 100, height: 30, lastBaseline: 10).makeView("v0")
        let v1 = StackItem(width: 100, height: 40, firstBaseline: 15).makeView("v1")
        let stack = StackView(arrangedSubviews: [v0, v1])
        stack.axis = .vertical
        stack.spacing = 8
        stack.isBaselineRelativeArrangement = true
        let window = try host(stack)
        expectFrame(v1, 0, 13, 100, 40)
        #expect(stack.frame.size == Size(width: 100, height: 53))
        withExtendedLifetime(window) {}
    }

    @Test("corrected proportional mode takes the gaps out first")
    func exactProportional() throws {
        // 1, 2, 3 with spacing 15 in 600: 570 shared 1:2:3 → 95, 190, 285 at 0, 110, 315.
        let views = squares([1, 2, 3])
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillProportionallyExact
        stack.spacing = 15
        let window = try host(stack)
        try LayoutConstraint.activateOrThrow([stack.widthAnchor.constraint(equalToConstant: 600)])
        try window.layoutIfNeededOrThrow()
        #expect(closeEnough(views[0].frame, rect(0, 0, 95, 3)))
        #expect(closeEnough(views[1].frame, rect(110, 0, 190, 3)))
        #expect(closeEnough(views[2].frame, rect(315, 0, 285, 3)))
    }
}

import Testing
@testable import Trellis

// When a stack regenerates its constraints, what makes it regenerate, and the numbers it reads
// from its window (display scale) and its items (proportional lengths, multi-line labels).

private func square(_ side: Double, _ name: String) -> View {
    StackItem.size(side, side).makeView(name)
}

/// A window with `stack` pinned at its top-leading corner, `width` wide if given, laid out.
private func host(_ stack: StackView, width: Double? = nil, scale: Double? = nil) throws -> Window {
    let window = Window(size: Size(width: 1000, height: 1000))
    if let scale { window.displayScale = scale }
    window.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        stack.topAnchor.constraint(equalTo: window.topAnchor),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    try LayoutConstraint.activateOrThrow(constraints)
    try window.layoutIfNeededOrThrow()
    return window
}

@Suite("StackView: regeneration happens at layout")
struct StackViewDeferredArrangementTests {
    @Test("property changes only mark the stack; the constraints appear at the next layout")
    func deferred() throws {
        let views = [square(10, "a"), square(20, "b")]
        let stack = StackView(arrangedSubviews: views)
        let window = Window(size: Size(width: 500, height: 500))
        window.addSubview(stack)
        stack.spacing = 5
        stack.alignment = .center
        stack.distribution = .equalSpacing
        // Nothing is generated yet: UIKit too regenerates in its constraint-update pass.
        #expect(stack.constraints.isEmpty)
        #expect(stack.needsArrangement)
        try window.layoutIfNeededOrThrow()
        #expect(!stack.needsArrangement)
        #expect(stack.constraints.contains { $0.identifier == "UISV-distributing-edge" })
        // Centre alignment in a stack 20 tall: a at y (20 − 10) / 2 = 5; b at x 10 + 5 = 15.
        expectFrame(views[0], 0, 5, 10, 10)
        expectFrame(views[1], 15, 0, 20, 20)
    }

    @Test("a stack built outside a window is measured with its constraints up to date")
    func fittingOutsideWindow() throws {
        let stack = StackView(arrangedSubviews: [square(10, "a"), square(20, "b")])
        stack.spacing = 7
        // 10 + 7 + 20 = 37 wide, 20 tall (fill alignment: the taller item's compression wins).
        let size = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size == Size(width: 37, height: 20))
    }
}

@Suite("StackView: spacing is rounded to the display scale (spec §0.3‑5)")
struct StackViewDisplayScaleTests {
    @Test("round(spacing × scale) / scale, for spacing and custom spacing", arguments: [
        // scale, expected x of b (after a 10-pt square and spacing 10.3), expected x of c (after b,
        // 10 pt, and a custom spacing of 4.2)
        // 3: 10.3 → round(30.9)/3 = 31/3 = 10.333…; 4.2 → round(12.6)/3 = 13/3 = 4.333…
        (3.0, 10 + 31.0 / 3, 10 + 31.0 / 3 + 10 + 13.0 / 3),
        // 2: 10.3 → round(20.6)/2 = 10.5; 4.2 → round(8.4)/2 = 4
        (2.0, 20.5, 34.5),
        // 1: 10.3 → 10; 4.2 → 4
        (1.0, 20, 34),
    ])
    func rounded(scale: Double, bX: Double, cX: Double) throws {
        let views = [square(10, "a"), square(10, "b"), square(10, "c")]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10.3
        stack.setCustomSpacing(4.2, after: views[1])
        let window = try host(stack, scale: scale)
        expectFrame(views[1], bX, 0, 10, 10)
        expectFrame(views[2], cX, 0, 10, 10)
        #expect(window.displayScale == scale)
    }

    @Test("changing the window's scale regenerates; a bad scale is refused with a typed error")
    func changeAndBadInput() throws {
        let views = [square(10, "a"), square(10, "b")]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10.3
        let window = try host(stack, scale: 1)
        expectFrame(views[1], 20, 0, 10, 10)
        window.displayScale = 2
        try window.layoutIfNeededOrThrow()
        expectFrame(views[1], 20.5, 0, 10, 10)
        window.displayScale = 0
        window.displayScale = .nan
        #expect(window.displayScale == 2)
        #expect(window.diagnostics.contains(.nonPositiveDisplayScale(window: "window", value: 0)))
        #expect(window.diagnostics.contains { if case .nonFiniteValue = $0 { true } else { false } })
    }
}

@Suite("StackView: proportional lengths follow content changes")
struct StackViewProportionalRemeasureTests {
    @Test("an item's new intrinsic size regenerates the multipliers")
    func intrinsicChange() throws {
        // Spacing 0, width 300: P = 100, 200 → D = 300, widths 100 and 200. After a's intrinsic
        // width becomes 200: D = 400, multipliers 0.5 and 0.5 → 150 and 150.
        let a = StackItem.size(100, 10).makeView("a")
        let b = StackItem.size(200, 10).makeView("b")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        let window = try host(stack, width: 300)
        expectFrame(a, 0, 0, 100, 10)
        expectFrame(b, 100, 0, 200, 10)
        a.intrinsicContentSize = Size(width: 200, height: 10)
        try window.layoutIfNeededOrThrow()
        expectFrame(a, 0, 0, 150, 10)
        expectFrame(b, 150, 0, 150, 10)
    }

    @Test("a change deep inside a nested stack regenerates the proportional parent")
    func nestedChange() throws {
        // The nested stack's compressed fitting width is its one item's, 40; with b (60) D = 100:
        // 0.4 × 300 = 120 and 0.6 × 300 = 180. When the inner item grows to 90, D = 150:
        // 0.6 × 300 = 180 and 0.4 × 300 = 120.
        let inner = StackItem.size(40, 10).makeView("inner")
        let nested = StackView(arrangedSubviews: [inner], name: "nested")
        let b = StackItem.size(60, 10).makeView("b")
        let stack = StackView(arrangedSubviews: [nested, b])
        stack.distribution = .fillProportionally
        let window = try host(stack, width: 300)
        expectFrame(nested, 0, 0, 120, 10)
        expectFrame(b, 120, 0, 180, 10)
        inner.intrinsicContentSize = Size(width: 90, height: 10)
        try window.layoutIfNeededOrThrow()
        expectFrame(nested, 0, 0, 180, 10)
        expectFrame(b, 180, 0, 120, 10)
    }
}

@Suite("StackView: multi-line text width disambiguation (spec §2.5)")
struct StackViewTextWidthTests {
    private func label(_ name: String) -> Label {
        let label = Label(name: name)
        // 20 wide characters at 17 pt: 340 unwrapped.
        label.text = "春はあけぼの。やうやう白くなりゆく山ぎは"
        label.numberOfLines = 0
        return label
    }

    @Test("two wrapping labels share a horizontal stack's width equally")
    func twoLabels() throws {
        // Stack 300 wide, spacing 10: each label ≤ ½ × 300 − 10 × ½ = 145, at 950 and 951, above
        // compression resistance (750), and the fill chain needs 145 + 10 + 145 = 300.
        // 145 / 17 = 8.5: 8 characters per line (136 ≤ 145 < 153), 20 characters → 3 lines,
        // 3 × 20.4 = 61.2 tall; fill alignment makes both 61.2 tall.
        let left = label("left")
        let right = label("right")
        let stack = StackView(arrangedSubviews: [left, right])
        stack.spacing = 10
        let window = try host(stack, width: 300)
        let generated = stack.generatedConstraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
            .sorted { $0.priority.rawValue < $1.priority.rawValue }
        #expect(generated.map(\.priority.rawValue) == [950, 951])
        #expect(generated.allSatisfy { $0.relation == .lessThanOrEqual && $0.multiplier == 0.5 && $0.constant == -5 })
        expectFrame(left, 0, 0, 145, 61.2)
        expectFrame(right, 155, 0, 145, 61.2)
        #expect(left.textLayout.lines.count == 3)
        withExtendedLifetime(window) {}
    }

    @Test("only horizontal fill / equal-spacing / equal-centering stacks, only multi-line labels")
    func scope() throws {
        let single = Label(name: "single")
        single.text = "one line"
        let wrapping = label("wrapping")
        let stack = StackView(arrangedSubviews: [single, wrapping])
        let window = try host(stack, width: 300)
        func count() -> Int { stack.generatedConstraints.filter { $0.identifier == "UISV-text-width-disambiguation" }.count }
        // k = 1: wrapping ≤ 300 at 950; the one-line label gets none.
        #expect(count() == 1)
        stack.distribution = .fillEqually
        #expect(count() == 0)
        stack.distribution = .equalCentering
        #expect(count() == 1)
        stack.axis = .vertical
        #expect(count() == 0)
        stack.axis = .horizontal
        wrapping.numberOfLines = 1
        #expect(count() == 0)
        withExtendedLifetime(window) {}
    }
}

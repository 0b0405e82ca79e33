import Testing
@testable import Trellis

@Suite("Intrinsic content size")
struct IntrinsicSizeTests {
    /// `|-[a]-[b]-|` in a window of `width`, both 20 tall at the top: only intrinsic widths decide.
    func row(width: Double, a: Size, b: Size) throws -> (Window, View, View) {
        let (window, first, second) = makeRedBlue(width: width, height: 100)
        first.intrinsicContentSize = a
        second.intrinsicContentSize = b
        try LayoutConstraint.activateOrThrow([
            first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            first.topAnchor.constraint(equalTo: window.topAnchor),
            second.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        return (window, first, second)
    }

    @Test("defaults are hugging 250 and compression 750 on both axes; no intrinsic metric is -1")
    func defaults() {
        let view = View()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical) == 250)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(view.intrinsicContentSize == Size(width: -1, height: -1))
    }

    @Test("room to spare: the lower hugging priority stretches")
    func hugging() throws {
        let (window, first, second) = try row(width: 200, a: Size(width: 50, height: 20), b: Size(width: 50, height: 20))
        // Tie at 250: the solver must give the 100 pt of slack to one of them; raise b's hugging
        // to 251 and a takes it all: a = 200 − 50 = 150.
        second.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        try window.layoutIfNeededOrThrow()
        expectFrame(first, 0, 0, 150, 20)
        expectFrame(second, 150, 0, 50, 20)
    }

    @Test("too little room: the lower compression resistance shrinks")
    func compression() throws {
        let (window, first, second) = try row(width: 80, a: Size(width: 50, height: 20), b: Size(width: 50, height: 20))
        first.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        try window.layoutIfNeededOrThrow()
        // a keeps 50 (751 beats 750); b shrinks to 80 − 50 = 30.
        expectFrame(first, 0, 0, 50, 20)
        expectFrame(second, 50, 0, 30, 20)
    }

    @Test("hugging and compression ties: the total is exact and each view is at or beyond its size")
    func ties() throws {
        let (window, first, second) = try row(width: 200, a: Size(width: 50, height: 20), b: Size(width: 50, height: 20))
        // Level 250 is violated by exactly 100 whichever view stretches; both stay ≥ 50 (750).
        #expect(abs(first.frame.size.width + second.frame.size.width - 200) < 1e-9)
        #expect(first.frame.size.width >= 50 - 1e-9 && second.frame.size.width >= 50 - 1e-9)
        window.size = Size(width: 60, height: 100)
        try window.layoutIfNeededOrThrow()
        // Now 40 short: level 750 is violated by 40 in total, both at most 50 (hugging is lower).
        #expect(abs(first.frame.size.width + second.frame.size.width - 60) < 1e-9)
        #expect(first.frame.size.width <= 50 + 1e-9 && second.frame.size.width <= 50 + 1e-9)
    }

    @Test("a new intrinsic size moves the constants in place; noIntrinsicMetric removes them")
    func changes() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let badge = View(name: "badge")
        window.addSubview(badge)
        badge.intrinsicContentSize = Size(width: 40, height: 20)
        try LayoutConstraint.activateOrThrow([
            badge.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            badge.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        expectFrame(badge, 0, 0, 40, 20)
        // The window's size (2), the two pins, and per axis one row for hugging and compression
        // together (both optional).
        #expect(window.engine.solver.constraints.count == 2 + 2 + 2)
        badge.intrinsicContentSize = Size(width: 64, height: View.noIntrinsicMetric)
        try window.layoutIfNeededOrThrow()
        // Width follows; the height's row is gone and nothing else pins the height,
        // so it keeps the solver's previous value, 20 (an ambiguous layout).
        #expect(badge.frame.size.width == 64)
        #expect(window.engine.solver.constraints.count == 2 + 2 + 1)
    }

    @Test("required compression conflicting with a required width is broken and reported")
    func requiredIntrinsicConflict() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let badge = View(name: "badge")
        window.addSubview(badge)
        badge.intrinsicContentSize = Size(width: 40, height: View.noIntrinsicMetric)
        badge.setContentCompressionResistancePriority(.required, for: .horizontal)
        try LayoutConstraint.activateOrThrow([badge.widthAnchor.constraint(equalToConstant: 30)])
        try window.layoutIfNeededOrThrow()
        // The width constraint was added before the intrinsic constraints, so compression (the
        // newest) is broken; the broken one still pulls, but the intact required width holds.
        #expect(badge.frame.size.width == 30)
        #expect(window.diagnostics == [
            .unsatisfiable(
                constraint: "badge.width >= 40 (compression resistance)", conflicting: ["badge.width == 30"])
        ])
    }

    @Test("baselines: a view's first/last baseline offsets enter constraints; without them top/bottom are used")
    func baselines() throws {
        let (window, red, blue) = makeRedBlue(width: 300, height: 300)
        red.firstBaselineOffsetFromTop = 15
        try LayoutConstraint.activateOrThrow([
            red.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            red.heightAnchor.constraint(equalToConstant: 40),
            blue.heightAnchor.constraint(equalToConstant: 30),
            blue.firstBaselineAnchor.constraint(equalTo: red.firstBaselineAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        // red's baseline at 10 + 15 = 25; blue has no baseline so its top sits there.
        #expect(blue.frame.origin.y == 25)
        blue.firstBaselineOffsetFromTop = 20
        red.firstBaselineOffsetFromTop = 30
        try window.layoutIfNeededOrThrow()
        #expect(blue.frame.origin.y == 20)  // 10 + 30 − 20
    }
}

import Testing
@testable import Trellis

@Suite("StackView: margins, nested baselines and proportions")
struct StackViewMarginsTests {
    @Test("a stack view's margins default to 0")
    func zeroMargins() {
        #expect(StackView().layoutMargins == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test("proportional filling measures against the margins guide (§5.2, current UIKit)")
    func proportionalWithMargins() throws {
        // Margins 10 | 10 in 220: the guide is 200; D = 100 + 300 = 400 → 50 and 150 at x 10, 60.
        let testCase = StackCase(
            name: "margins proportional", distribution: .fillProportionally, width: 220,
            items: [.size(100, 20), .size(300, 20)], margins: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
            frames: [rect(10, 0, 50, 20), rect(60, 0, 150, 20)], stackWidth: 220, stackHeight: 20)
        let (window, stack, views) = try layOut(testCase)
        check(testCase, stack, views)
        #expect(stack.generatedConstraints.contains {
            $0.identifier == "UISV-fill-proportionally" && $0.secondItem === stack.layoutMarginsGuide
        })
        withExtendedLifetime(window) {}
    }

    @Test("a nested vertical stack vends its first visible item's baseline (§2.4)")
    func nestedBaseline() throws {
        // v0 baseline at 20; a's baseline is 8 below its top → a.top = nested.top = 12; the
        // nested stack is 10 + 10 = 20 tall → bottom 32 = the stack's height.
        let v0 = StackItem(width: 20, height: 30, firstBaseline: 20).makeView("v0")
        let a = StackItem(width: 40, height: 10, firstBaseline: 8).makeView("a")
        let b = StackItem(width: 40, height: 10).makeView("b")
        let nested = StackView(arrangedSubviews: [a, b], name: "nested")
        nested.axis = .vertical
        let stack = StackView(arrangedSubviews: [v0, nested])
        stack.alignment = .firstBaseline
        let window = Window(size: Size(width: 500, height: 500))
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        expectFrame(nested, 20, 12, 40, 20)
        #expect(stack.frame.size == Size(width: 60, height: 32))
        // Hiding `a` makes `b` (no baseline) the vended view: top to top, so nested.top = 0.
        a.isHidden = true
        try window.layoutIfNeededOrThrow()
        #expect(nested.frame.minY == 0)
    }

    @Test("a nested stack's measured length in a proportional parent is its fitting size")
    func nestedProportional() throws {
        // Inner row: 30 + 30 = 60 wide; sibling 60: D = 120, width 300 → 150 each.
        let inner = StackView(arrangedSubviews: [StackItem.size(30, 10).makeView("a"), StackItem.size(30, 10).makeView("b")])
        let sibling = StackItem.size(60, 10).makeView("c")
        let stack = StackView(arrangedSubviews: [inner, sibling])
        stack.distribution = .fillProportionally
        let window = Window(size: Size(width: 500, height: 500))
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
        ])
        try window.layoutIfNeededOrThrow()
        expectFrame(inner, 0, 0, 150, 10)
        expectFrame(sibling, 150, 0, 150, 10)
    }
}

import Testing
@testable import Trellis

/// A change deep inside a proportional stack's item (a constraint's constant, a subview added or
/// removed) is measured at the next layout, so the incremental result equals a fresh layout
/// (issue 28; the model fuzzer's seeds 1069, 1171 and 78).
///
/// Every case: a horizontal `fillProportionally` stack fixed at 600 × 50, items `a` (intrinsic
/// width 100) and `box`, a plain view whose compressed fitting width is its widest subview's
/// (each subview sits at the box's top leading corner with `box.trailing >= sub.trailing`).
/// Shares are `length / Σ lengths` of 600 (spacing 0); every item is 50 tall (fill alignment).
@Suite("Proportional stacks: changes deep inside an item are measured")
struct ProportionalStackDeepChangeTests {
    private let a: View = {
        let view = View(name: "a")
        view.intrinsicContentSize = Size(width: 100, height: 20)
        return view
    }()
    private let box = View(name: "box")

    /// Lays out `a` and `box` in a 600 × 50 proportional stack.
    private func host() throws -> Window {
        let window = Window(size: Size(width: 800, height: 400))
        let stack = StackView(arrangedSubviews: [a, box], name: "stack")
        stack.distribution = .fillProportionally
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 600),
            stack.heightAnchor.constraint(equalToConstant: 50),
        ])
        try window.layoutIfNeededOrThrow()
        return window
    }

    /// Adds a subview `width` wide at the box's top leading corner; returns its width constraint.
    @discardableResult
    private func addSubview(_ name: String, width: Double) throws -> (View, LayoutConstraint) {
        let sub = View(name: name)
        box.addSubview(sub)
        let widthConstraint = sub.widthAnchor.constraint(equalToConstant: width)
        try LayoutConstraint.activateOrThrow([
            sub.leadingAnchor.constraint(equalTo: box.leadingAnchor), sub.topAnchor.constraint(equalTo: box.topAnchor),
            box.trailingAnchor.constraint(greaterThanOrEqualTo: sub.trailingAnchor),
            widthConstraint, sub.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (sub, widthConstraint)
    }

    @Test("a new constant of a constraint inside an item is measured again (seed 1069)")
    func constantInsideItem() throws {
        // 100 and 100: 300 each. The subview 200 wide: 100/300 and 200/300 of 600.
        let (_, width) = try addSubview("sub", width: 100)
        let window = try host()
        expectFrame(a, 0, 0, 300, 50)
        expectFrame(box, 300, 0, 300, 50)
        width.constant = 200
        try window.layoutIfNeededOrThrow()
        expectFrame(a, 0, 0, 200, 50)
        expectFrame(box, 200, 0, 400, 50)
    }

    @Test("a subview added inside an item is measured (seed 78)")
    func subviewAddedInsideItem() throws {
        try addSubview("first", width: 100)
        let window = try host()
        try addSubview("second", width: 200)
        try window.layoutIfNeededOrThrow()
        expectFrame(a, 0, 0, 200, 50)
        expectFrame(box, 200, 0, 400, 50)
    }

    @Test("a subview removed from an item is measured (seed 1171)")
    func subviewRemovedFromItem() throws {
        try addSubview("first", width: 100)
        let (second, _) = try addSubview("second", width: 200)
        let window = try host()
        expectFrame(a, 0, 0, 200, 50)
        second.removeFromSuperview()
        try window.layoutIfNeededOrThrow()
        expectFrame(a, 0, 0, 300, 50)
        expectFrame(box, 300, 0, 300, 50)
    }

    @Test("a constraint deactivated inside an item is measured")
    func constraintDeactivatedInsideItem() throws {
        // Without its width constraint the subview (no intrinsic size) fits at 0 wide: the box
        // measures 0 and gets `box.width == 0`; a's share is 1.
        let (_, width) = try addSubview("sub", width: 100)
        let window = try host()
        width.isActive = false
        try window.layoutIfNeededOrThrow()
        expectFrame(a, 0, 0, 600, 50)
        expectFrame(box, 600, 0, 0, 50)
    }
}

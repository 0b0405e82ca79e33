import Testing
@testable import Trellis

// Hiding and showing items updates a stack's constraints by item groups where it can (see
// `StackView+Regeneration.swift`). Whatever path an update takes, the stack must end up with the
// constraints and frames of a stack built with those items hidden from the start.

@Suite("StackView: hiding and showing items updates like a full regeneration")
struct StackViewHiddenUpdateTests {
    /// Seven items of different sizes, two with baselines; spacing 5, 12 after item 2.
    static func stackCase(
        _ axis: Axis, _ distribution: StackView.Distribution, _ alignment: StackView.Alignment, hidden: Set<Int>
    ) -> StackCase {
        var items = (0..<7).map { StackItem.size(10 + 3 * Double($0), 20 + 2 * Double($0)) }
        items[1].firstBaseline = 12
        items[4].lastBaseline = 5
        return StackCase(
            name: "\(axis) \(distribution) \(alignment)", axis: axis, distribution: distribution, alignment: alignment,
            spacing: 5, items: items, hidden: hidden, customSpacing: [2: 12])
    }

    /// Items toggled before each layout: one in the middle and back, the first and the last
    /// (the canvas connections move), neighbours together, one twice (no change), all of them
    /// (every item hidden), all back, and runs of hidden items.
    static let steps: [[Int]] = [
        [3], [3], [0], [6], [0, 6], [2, 3, 4], [1], [5, 5], [0, 1, 5, 6], Array(0..<7), Array(0..<7), [1, 2], [3], [2],
    ]

    /// Every alignment family with `fill`, the two distributions updated by item groups with
    /// other alignments, and one regenerated fully, on both axes.
    static let configurations: [(Axis, StackView.Distribution, StackView.Alignment)] =
        [Axis.horizontal, .vertical].flatMap { axis in
            [(StackView.Distribution.fill, StackView.Alignment.fill), (.fill, .leading), (.fill, .center),
             (.fill, .firstBaseline), (.fillEqually, .fill), (.fillEqually, .trailing), (.equalSpacing, .leading)]
                .map { (axis, $0.0, $0.1) }
        }

    @Test("every step gives the constraints, in order, and the frames of a stack built that way", arguments: configurations)
    func matchesFreshStack(axis: Axis, distribution: StackView.Distribution, alignment: StackView.Alignment) throws {
        let (window, stack, views) = try layOut(Self.stackCase(axis, distribution, alignment, hidden: [4]))
        var hidden: Set<Int> = [4]
        for step in Self.steps {
            for index in step {
                views[index].isHidden.toggle()
                if hidden.remove(index) == nil { hidden.insert(index) }
            }
            try window.layoutIfNeededOrThrow()
            let (freshWindow, fresh, freshViews) = try layOut(
                Self.stackCase(axis, distribution, alignment, hidden: hidden), checksSolver: false)
            #expect(stack.generatedConstraints.map(\.description) == fresh.generatedConstraints.map(\.description),
                    "after toggling \(step), hidden \(hidden.sorted())")
            for (view, freshView) in zip(views + [stack], freshViews + [fresh]) {
                #expect(closeEnough(view.frame, freshView.frame), "\(view.name) after toggling \(step): \(view.frame) != \(freshView.frame)")
            }
            withExtendedLifetime(freshWindow) {}
        }
        withExtendedLifetime(window) {}
    }

    @Test("a change of the stack together with a hide regenerates fully")
    func propertyAndHide() throws {
        let (window, stack, views) = try layOut(Self.stackCase(.horizontal, .fill, .fill, hidden: []))
        views[3].isHidden = true
        stack.spacing = 9
        try window.layoutIfNeededOrThrow()
        // v0…v6 are 10, 13, …, 28 wide; 9 apart except 12 after v2; v3 hidden: v4 at 10+13+16 + 9+9+12 = 69.
        #expect(views[4].frame.minX == 69)
        #expect(stack.generatedConstraints.filter { $0.identifier == "UISV-spacing" }.allSatisfy { $0.constant != 5 })
    }
}

// When the generated constraints are brought up to date.
//
// Like UIKit, which regenerates a stack's constraints in `updateConstraints`, a stack only
// *marks* itself when a property, an item or an item's visibility changes; the constraints are
// regenerated once, at the window's next layout (or when something needs them earlier: a fitting
// size, a read of the generated constraints). Setting five properties on a new stack, or adding
// a thousand rows one by one, therefore costs one regeneration instead of one per change.

extension StackView {
    /// Marks the generated constraints as out of date; a stack in a window is queued for the
    /// window's next layout.
    func setNeedsArrangement() {
        guard arrangementSuspended == 0, !needsArrangement else { return }
        needsArrangement = true
        window?.engine.stackNeedsArrangement(self)
    }

    /// Regenerates the constraints if they are out of date.
    func updateArrangementIfNeeded() {
        guard needsArrangement else { return }
        needsArrangement = false
        // Its own generated constraints (on its items too) must not mark it again.
        arrangementSuspended += 1
        updateGeneratedConstraints()
        arrangementSuspended -= 1
    }
}

extension View {
    /// Brings every stack in this subtree up to date, innermost first, so that a parent that
    /// measures a nested stack (proportional lengths, baselines) sees the nested stack's
    /// constraints. A nested stack's change can mark its parent again; the loop runs until the
    /// subtree is settled.
    func updateArrangementsInSubtree() {
        let stacks = subtree.reversed().compactMap { $0 as? StackView }
        guard !stacks.isEmpty else { return }
        var rounds = 0
        repeat {
            for stack in stacks { stack.updateArrangementIfNeeded() }
            rounds += 1
        } while rounds < stacks.count + 1 && stacks.contains(where: \.needsArrangement)
    }
}

// When the generated constraints are brought up to date.
//
// Like UIKit, which regenerates a stack's constraints in `updateConstraints`, a stack only
// *marks* itself when a property, an item or an item's visibility changes; the constraints are
// regenerated once, at the window's next layout (or when something needs them earlier: a fitting
// size, a read of the generated constraints). Setting five properties on a new stack, or adding
// a thousand rows one by one, therefore costs one regeneration instead of one per change.

extension StackView {
    /// Marks the generated constraints as out of date, all of them; a stack in a window is
    /// queued for the window's next layout.
    func setNeedsArrangement() {
        guard arrangementSuspended == 0 else { return }
        needsFullArrangement = true
        changedHiddenItems = []
        queueArrangement()
    }

    /// Marks the constraints of `item`, whose `isHidden` changed, as out of date. Until
    /// something else changes, the update regenerates only what that change reaches (see
    /// `StackView+Regeneration.swift`).
    func arrangedItemDidChangeHidden(_ item: View) {
        guard arrangementSuspended == 0 else { return }
        if !needsFullArrangement {
            if changedHiddenItems.count < StackView.hiddenChangeLimit {
                changedHiddenItems.append(item)
            } else {
                needsFullArrangement = true
                changedHiddenItems = []
            }
        }
        queueArrangement()
    }

    /// Queues the stack for the window's next layout, once.
    private func queueArrangement() {
        guard !needsArrangement else { return }
        needsArrangement = true
        withWindowEngine { $0.stackNeedsArrangement(self) }
    }

    /// Regenerates the constraints if they are out of date.
    func updateArrangementIfNeeded() {
        guard needsArrangement else { return }
        needsArrangement = false
        // Its own generated constraints (on its items too) must not mark it again.
        arrangementSuspended += 1
        updateGeneratedConstraints()
        arrangementSuspended -= 1
        // The item it vends as its baseline may be another now. The engine is lent unretained
        // (this runs for every stack of a first layout).
        cachedEngineReference?._withUnsafeGuaranteedRef { $0.baselinesMayHaveMoved(below: self) }
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

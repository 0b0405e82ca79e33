// Constraints on a baseline that another view stands for (`forFirstBaselineLayout`): they are
// lowered through that view (`LayoutEngine+Lowering.swift`), so they are lowered again when the
// baselines below their view may have moved: a font changed, a stack vends another item, a
// subview joined or left. Only views that answer another view are noted, so a window without
// such constraints pays one emptiness test per change.

extension LayoutEngine {
    /// Notes each view of `constraint` whose baseline another view stands for.
    func noteBaselineRouting(of constraint: LayoutConstraint) {
        constraint.forEachPart { part in
            guard part.attribute.isBaseline, let view = part.item as? View, view.routesBaseline else { return }
            baselineRoutingViewIDs.insert(ObjectIdentifier(view))
        }
    }

    /// Queues again the baseline constraints of `view` and of each of its ancestors whose
    /// baseline another view stands for: a baseline at or below `view` may have moved. The next
    /// layout lowers them again and reinstalls those whose terms changed.
    ///
    /// - Complexity: O(1) while no view routes its baseline, else O(depth of `view`) plus, once
    ///   per view until the next sync, the constraints of the views noted.
    func baselinesMayHaveMoved(below view: View?) {
        guard !baselineRoutingViewIDs.isEmpty else { return }
        var current = view
        while let ancestor = current {
            let id = ObjectIdentifier(ancestor)
            // Once per view until the next sync: every stack regenerated below the view asks (all
            // of them in a first layout), and its constraints need scanning only once.
            if baselineRoutingViewIDs.contains(id), baselineRequeuedIDs.insert(id).inserted {
                requeueBaselineConstraints(of: ancestor)
            }
            current = ancestor.superview
        }
    }

    /// Queues the active constraints of `view` that use a baseline; forgets the view when it has
    /// none left.
    private func requeueBaselineConstraints(of view: View) {
        var found = false
        for constraint in view.activeConstraints where constraint.mentionsBaseline {
            found = true
            constraintDidChange(constraint)
        }
        if !found { baselineRoutingViewIDs.remove(ObjectIdentifier(view)) }
    }
}

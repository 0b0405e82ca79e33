// Which changes a proportional stack must measure again.
//
// A proportional stack measures each item by fitting it: the constraints installed in the item's
// subtree and the subtree's intrinsic sizes decide the length. So a constraint activated,
// deactivated or changed anywhere inside an item, or a subview added to or removed from it,
// changes what the stack measured, and a fresh layout would measure the new length. Each such
// change marks the proportional stacks above it. Views remember whether one is an ancestor
// (`insideMeasuringStack`), so a change in a hierarchy without proportional stacks costs one
// check, not a walk to the root.

extension View {
    /// Whether this view measures its subviews' content: a proportional stack.
    var measuresSubviews: Bool { (self as? StackView)?.measuresItems ?? false }

    /// Something inside this view that a measuring ancestor fits changed (a constraint installed
    /// on it, a subview): marks every proportional stack above it for regeneration. One check
    /// when none is an ancestor.
    ///
    /// - Complexity: O(1) outside proportional stacks, else O(depth).
    func measuredContentDidChange() {
        guard insideMeasuringStack else { return }
        var current = superview
        while let view = current {
            if let stack = view as? StackView, stack.measuresItems { stack.setNeedsArrangement() }
            guard view.insideMeasuringStack else { return }
            current = view.superview
        }
    }

    /// Sets whether a proportional stack is above this view, and updates the subtree below it:
    /// a subview is inside one when its superview is, or is one. Stops where nothing changes, so
    /// moving a subtree between hierarchies without proportional stacks costs O(1).
    func setInsideMeasuringStack(_ inside: Bool) {
        var pending: [(view: View, inside: Bool)] = [(self, inside)]
        while let (view, inside) = pending.popLast() {
            guard view.insideMeasuringStack != inside else { continue }
            view.insideMeasuringStack = inside
            let below = inside || view.measuresSubviews
            for subview in view.subviews { pending.append((subview, below)) }
        }
    }

    /// A stack started or stopped measuring its items: its subviews are now inside a measuring
    /// stack or not.
    func measuringDidChange() {
        let below = insideMeasuringStack || measuresSubviews
        for subview in subviews { subview.setInsideMeasuringStack(below) }
    }
}

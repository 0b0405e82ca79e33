// UIKit's older constraint API on views, `addConstraint(_:)` and `removeConstraint(_:)`, as code
// written before `isActive` uses it (typically with the Visual Format Language). Adding is
// activation with UIKit's extra rule that the constraint stays inside the receiver's subtree;
// the constraint is installed, and evaluated, on its items' nearest common ancestor (spec §2.4).

extension View {
    /// Activates `constraint`, which may only name this view and views or guides inside it, like
    /// UIKit's `addConstraint(_:)`. Prefer ``LayoutConstraint/isActive`` or
    /// ``LayoutConstraint/activate(_:)->()`` in new code, as Apple does.
    ///
    /// The constraint is installed on the nearest common ancestor of its items, which is this view
    /// or one inside it, so ``constraints`` of that view lists it (UIKit lists it on the view it
    /// was added to; the frames are the same, as both evaluate it in the nearest common ancestor).
    /// A constraint naming an item outside this view's subtree is not activated:
    /// ``LayoutError/constraintOutsideView(constraint:view:)`` is recorded in
    /// ``Window/diagnostics`` and logged to ``LayoutLog``, where UIKit raises an exception.
    ///
    /// ```swift
    /// container.addConstraints(LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: ["title": title]))
    /// ```
    public func addConstraint(_ constraint: LayoutConstraint) {
        addConstraints([constraint])
    }

    /// Activates `constraints`, all or none, with the rule of ``addConstraint(_:)`` for each.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        var outside = false
        for constraint in constraints where !constraint.staysInside(self) {
            constraint.reportActivationFailure(.constraintOutsideView(constraint: constraint.description, view: name))
            outside = true
        }
        guard !outside else { return }
        LayoutConstraint.activateRecordingErrors(constraints)
    }

    /// Deactivates `constraint` if it is installed on this view or a view inside it, like UIKit's
    /// `removeConstraint(_:)`; any other constraint is left as it is.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard let container = constraint.container, container.isDescendant(of: self) else { return }
        constraint.deactivate()
    }

    /// ``removeConstraint(_:)`` for each of `constraints`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
}

extension LayoutConstraint {
    /// Whether every item the constraint names is `view` or inside it (an item in no hierarchy
    /// is left to activation, which reports it).
    fileprivate func staysInside(_ view: View) -> Bool {
        var inside = true
        forEachItem { item in
            if let owner = item.hierarchyView, owner.rootView === view.rootView, !owner.isDescendant(of: view) {
                inside = false
            }
        }
        return inside
    }
}

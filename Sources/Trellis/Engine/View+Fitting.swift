import TrellisSolver

// Fitting sizes are solved in a scratch solver that holds only the constraints installed in the
// view's own subtree (those on the view and its descendants), the subtree's intrinsic sizes, and
// two temporary size constraints at the fitting priorities. Constraints installed on ancestors
// (the view's position and size in its superview) are left out, as in UIKit, where the fitting
// size is what the view's content asks for. The window's solver is never touched, so the
// window's layout is exactly as it was.
//
// Multi-line labels of automatic width get the engine's two passes here too (spec §5, and what
// makes a self-sizing cell of wrapping labels work): the first solve measures them unwrapped,
// the second re-measures each at the width the first gave it and moves the constants of its
// intrinsic-size constraints in place. The labels themselves are not touched; their sizes at
// those widths are read from `textLayout(maxWidth:)`.

extension View {
    /// The target size for the smallest size the constraints allow, like
    /// `UIView.layoutFittingCompressedSize`: (0, 0).
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// The target size for the largest size the constraints allow, like
    /// `UIView.layoutFittingExpandedSize`: (10 000, 10 000).
    public static let layoutFittingExpandedSize = Size(width: 10_000, height: 10_000)

    /// The size closest to `targetSize` that this view's own constraints allow, at the fitting
    /// priority on both axes.
    ///
    /// ```swift
    /// card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)  // as small as the content allows
    /// ```
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that this view's own constraints allow when the width
    /// and height want the target at the given priorities.
    ///
    /// Only constraints installed on this view or its descendants count, with the subtree's
    /// intrinsic sizes; the view's frame is not changed and the window's layout stays exactly as
    /// it was. Pass ``LayoutPriority/required`` on one axis to fix it (the width of a table cell)
    /// and ``LayoutPriority/fittingSizeLevel`` on the other to let it hug its content. Multi-line
    /// labels of automatic width wrap at the width the constraints give them (two solves). A
    /// non-finite target or an invalid priority records a ``LayoutError`` and answers the
    /// current size. For a view with ``alignmentRectInsets`` the target and the answer are frame
    /// sizes: the insets are taken off the target and added to the fitted alignment rectangle.
    ///
    /// ```swift
    /// // The height a 375-wide cell needs:
    /// let size = cell.systemLayoutSizeFitting(
    ///     Size(width: 375, height: 0),
    ///     withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    /// ```
    ///
    /// - Complexity: one solve of the subtree's constraints.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> Size {
        guard targetSize.width.isFinite, targetSize.height.isFinite else {
            recordDiagnostic(.nonFiniteValue("The fitting target size \(targetSize) of `\(name)`"))
            return bounds.size
        }
        for priority in [horizontalFittingPriority, verticalFittingPriority] where !priority.isValid {
            recordDiagnostic(.invalidPriority("the fitting size of `\(name)`", priority.rawValue))
            return bounds.size
        }
        // The target and the answer are frame sizes; the layout sizes the alignment rectangle
        // (see ``alignmentRectInsets``).
        return fittingSizeOrCurrent(
            targetSize, horizontalFittingPriority, verticalFittingPriority, alignmentInsets: layoutAlignmentInsets ?? .zero)
    }

    /// The fitting size for valid arguments, leaving out the constraints in `ignoring` installed
    /// on this view (a measuring container's own: see `measuredLength(along:ignoring:)`); the
    /// current size, with a diagnostic, if the solver fails.
    ///
    /// With `alignmentInsets`, `target` and the answer are frame sizes around the alignment
    /// rectangle the constraints size.
    func fittingSizeOrCurrent(
        _ target: Size, _ horizontal: LayoutPriority, _ vertical: LayoutPriority, ignoring: Set<ObjectIdentifier> = [],
        alignmentInsets insets: EdgeInsets = .zero
    ) -> Size {
        do {
            guard insets != .zero else { return try fittingSize(target, horizontal, vertical, ignoring: ignoring) }
            let extra = Size(width: insets.left + insets.right, height: insets.top + insets.bottom)
            let inner = Size(width: target.width - extra.width, height: target.height - extra.height)
            let fitted = try fittingSize(inner, horizontal, vertical, ignoring: ignoring)
            return Size(width: fitted.width + extra.width, height: fitted.height + extra.height)
        } catch {
            recordDiagnostic(.solverFailure(error.description))
            return bounds.size
        }
    }

    private func fittingSize(
        _ target: Size, _ horizontal: LayoutPriority, _ vertical: LayoutPriority,
        ignoring: Set<ObjectIdentifier>
    ) throws(SolverError) -> Size {
        updateArrangementsInSubtree()
        let (solver, labels) = try fittingSolver(target, horizontal, vertical, ignoring)
        // The second pass: each label wrapped at the width the first solve gave it.
        let sizes = labels.map { label, _ in
            label.textLayout(maxWidth: max(0, solver.value(of: label.variables.width))).size
        }
        for ((_, slots), size) in zip(labels, sizes) {
            for (constraint, axis) in slots {
                do {
                    try solver.updateConstant(of: constraint, to: -(axis == .horizontal ? size.width : size.height))
                } catch .unsatisfiable {
                    continue  // a required intrinsic size that cannot move keeps its first-pass value
                }
            }
        }
        return Size(width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    /// A scratch solver holding the subtree's constraints and intrinsic sizes (multi-line labels
    /// of automatic width unwrapped) and the two fitting constraints, and the intrinsic-size
    /// constraints of those labels.
    private func fittingSolver(
        _ target: Size, _ horizontal: LayoutPriority, _ vertical: LayoutPriority, _ ignoring: Set<ObjectIdentifier>
    ) throws(SolverError) -> (Solver, [(Label, [(LinearConstraint, Axis)])]) {
        let solver = Solver()
        let own = variables
        @discardableResult
        func add(_ expression: LinearExpression, _ relation: LinearConstraint.Relation, _ priority: LayoutPriority)
            throws(SolverError) -> LinearConstraint
        {
            let constraint = LinearConstraint(expression, relation, priority: Priority(priority.rawValue))
            try solver.addConstraint(constraint, onConflict: .breakConstraint)
            return constraint
        }
        try add(LinearExpression(own.minX), .equal, .required)
        try add(LinearExpression(own.minY), .equal, .required)
        var labels: [(Label, [(LinearConstraint, Axis)])] = []
        for view in subtree {
            for constraint in view.constraints where view !== self || !ignoring.contains(ObjectIdentifier(constraint)) {
                guard let lowered = LayoutEngine.lower(constraint) else { continue }
                do {
                    try solver.addConstraint(lowered, onConflict: .breakConstraint)
                } catch .nonFiniteResult {
                    continue  // undone by the solver; the window's layout leaves it out and reports it
                }
            }
            let twoPass = (view as? Label).flatMap { $0.needsTwoPassLayout ? $0 : nil }
            let size = view.unwrappedIntrinsicSize
            var slots: [(LinearConstraint, Axis)] = []
            for (variable, value, axis) in [(view.variables.width, size.width, Axis.horizontal),
                                            (view.variables.height, size.height, Axis.vertical)] where value >= 0 {
                let expression = LinearExpression(terms: [(variable, 1)], constant: -value)
                slots.append((try add(expression, .lessThanOrEqual, view.contentHuggingPriority(for: axis)), axis))
                slots.append((try add(expression, .greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis)), axis))
            }
            if let twoPass { labels.append((twoPass, slots)) }
        }
        try add(LinearExpression(terms: [(own.width, 1)], constant: -target.width), .equal, horizontal)
        try add(LinearExpression(terms: [(own.height, 1)], constant: -target.height), .equal, vertical)
        return (solver, labels)
    }
}

/// Makes a view collapse when it is hidden, in any layout: "トルツメ" (remove and close up)
/// without a stack view.
///
/// Outside stack views ``View/isHidden`` changes nothing about layout (spec §6): a hidden view
/// keeps its size and the space around it. A `CollapseOnHide` follows `isHidden` on one view. While the
/// view is hidden it
/// - holds the view's size along ``axis`` at zero with an optional constraint at
///   ``priority`` (999.999 by default, just under required, the priority of a stack view's
///   `UISV-hiding`), so content hugging, compression resistance and any size constraint below
///   that priority give way, while a required size constraint still wins and nothing conflicts;
/// - sets the constant of every marked spacing constraint to 0, restoring the constants they had
///   when the view was hidden as soon as it is shown again.
///
/// Both changes are incremental: the engine adds or removes one row and moves constants in
/// place, so hiding and showing do not rebuild the layout.
///
/// ```swift
/// // title, then 8 pt, then subtitle, then 12 pt, then body
/// let gap = body.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 12)
/// let collapse = subtitle.collapseWhenHidden(along: .vertical, spacing: [gap])
/// subtitle.isHidden = true    // subtitle 0 tall, body 8 pt under the title
/// subtitle.isHidden = false   // back to 12 pt under the subtitle
/// ```
///
/// Mark the spacing on one side of the view only (the other side's spacing then separates its
/// neighbours). The view keeps its collapse until ``invalidate()``; the collapse holds the view
/// weakly and the view's hook holds the collapse, so one call is enough.
public final class CollapseOnHide {
    /// The collapsing view (`nil` once it has been released).
    public var view: View? { viewHandle.item as? View }
    /// The view, held like a constraint holds its items (see ``ItemHandle``).
    private let viewHandle: ItemHandle
    /// The axis along which the view's size goes to zero.
    public let axis: Axis
    /// The priority of the zero-size constraint while hidden (default ``LayoutPriority/collapsing``).
    public let priority: LayoutPriority
    /// The spacing constraints that go to zero while the view is hidden.
    public private(set) var spacings: [LayoutConstraint] = []
    /// The zero-size constraint, active while the view is hidden.
    public let zeroSize: LayoutConstraint
    /// The constants saved when the view was hidden, one per marked spacing.
    private var savedConstants: [ObjectIdentifier: Double] = [:]
    /// Whether the collapse is applied (the view was hidden while the collapse was valid).
    public private(set) var isCollapsed = false
    /// Whether ``invalidate()`` ended the collapse.
    public private(set) var isValid = true

    /// Creates a collapse for `view` and, if the view is already hidden, applies it.
    ///
    /// Prefer ``View/collapseWhenHidden(along:spacing:priority:)``. A priority outside `(0, 1000)`
    /// (required included, since it would conflict instead of yield) falls back to
    /// ``LayoutPriority/collapsing``.
    public init(view: View, axis: Axis, spacing: [LayoutConstraint] = [],
                priority: LayoutPriority = .collapsing) {
        self.viewHandle = view.handle
        self.axis = axis
        self.priority = priority.isValid && !priority.isRequired ? priority : .collapsing
        let dimension = axis == .horizontal ? view.widthAnchor : view.heightAnchor
        zeroSize = dimension.constraint(equalToConstant: 0)
        zeroSize.priority = self.priority
        zeroSize.identifier = "TRELLIS-collapse"
        view.addHiddenObserver(self) { [self] view in update(hidden: view.isHidden) }
        for constraint in spacing { addSpacing(constraint) }
        update(hidden: view.isHidden)
    }

    /// Marks another spacing constraint as collapsing with the view. If the view is hidden now,
    /// the constant goes to 0 at once. Marking the same constraint twice does nothing.
    public func addSpacing(_ constraint: LayoutConstraint) {
        guard isValid, !spacings.contains(where: { $0 === constraint }) else { return }
        spacings.append(constraint)
        if isCollapsed { collapse(constraint) }
    }

    /// Unmarks a spacing constraint, restoring its constant if the view is hidden now.
    public func removeSpacing(_ constraint: LayoutConstraint) {
        guard spacings.contains(where: { $0 === constraint }) else { return }
        if isCollapsed { restore(constraint) }
        spacings.removeAll { $0 === constraint }
    }

    /// Ends the collapse: shows the layout as if the view were visible (zero size off, spacing
    /// constants restored) and stops following `isHidden`.
    public func invalidate() {
        guard isValid else { return }
        update(hidden: false)
        view?.removeHiddenObserver(self)
        isValid = false
    }

    /// Applies or lifts the collapse to match `hidden`.
    private func update(hidden: Bool) {
        guard isValid, hidden != isCollapsed else { return }
        isCollapsed = hidden
        if hidden {
            do {
                try LayoutConstraint.activateOrThrow([zeroSize])
            } catch {
                view?.recordDiagnostic(error)
            }
            for constraint in spacings { collapse(constraint) }
        } else {
            LayoutConstraint.deactivate([zeroSize])
            for constraint in spacings { restore(constraint) }
        }
    }

    private func collapse(_ constraint: LayoutConstraint) {
        savedConstants[ObjectIdentifier(constraint)] = constraint.constant
        constraint.constant = 0
    }

    private func restore(_ constraint: LayoutConstraint) {
        if let saved = savedConstants.removeValue(forKey: ObjectIdentifier(constraint)) {
            constraint.constant = saved
        }
    }
}

extension LayoutPriority {
    /// 999.999: the priority of ``CollapseOnHide``'s zero-size constraint, the highest optional
    /// priority a `Float` distinguishes from 1000 at three decimals.
    public static let collapsing = LayoutPriority(999.999)
}

extension View {
    /// Makes this view collapse along `axis` whenever it is hidden, taking the marked spacing
    /// constraints to zero with it; see ``CollapseOnHide``.
    ///
    /// - Parameters:
    ///   - axis: the axis along which the view's size goes to zero.
    ///   - spacing: constraints whose constants go to 0 while the view is hidden.
    ///   - priority: the priority of the zero-size constraint (default 999.999).
    /// - Returns: the collapse, to mark more spacing or ``CollapseOnHide/invalidate()`` it later.
    @discardableResult
    public func collapseWhenHidden(along axis: Axis, spacing: [LayoutConstraint] = [],
                                   priority: LayoutPriority = .collapsing) -> CollapseOnHide {
        CollapseOnHide(view: self, axis: axis, spacing: spacing, priority: priority)
    }
}

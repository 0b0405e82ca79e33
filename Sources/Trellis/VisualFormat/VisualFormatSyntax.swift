// The parsed pieces of a format string, before they become constraints.

/// One predicate: `>=50@750`, `==other`, `metric`.
struct VisualFormatPredicate {
    /// What the constrained quantity is related to.
    enum Object {
        case constant(Double)
        /// Another item's width or height (only in a view's own parentheses).
        case item(LayoutItem)
    }

    var relation: LayoutConstraint.Relation
    var object: Object
    var priority: Double
    /// Where the predicate starts in the format, for errors found when it becomes a constraint.
    var index: Int
}

/// What lies between two views, or between a view and `|`.
enum VisualFormatConnection {
    /// No connection (`[a][b]`, `|[a]`): `== 0`.
    case flush
    /// A bare `-`: the standard space (8 between siblings, the margin to the superview).
    case standard
    /// `-c-` or `-(p, q)-`: one constraint per predicate.
    case predicates([VisualFormatPredicate])
}

/// `[name(predicates)]`.
struct VisualFormatView {
    var item: LayoutItem
    var predicates: [VisualFormatPredicate]
}

import TrellisSolver

// Lowering: one LayoutConstraint becomes one LinearConstraint over the items' variables.
//
// An item's variables are its frame in its parent's bounds (a view's superview, a guide's
// owning view): `minX`, `minY`, `width`, `height`, as UIKit's engine keeps them. A constraint
// is evaluated in the bounds of its items' nearest common ancestor G (spec §2.4). An item A
// whose parent is G is read directly; one deeper is carried up through its ancestors, each
// adding its own origin minus its bounds origin (a scroll view's content offset):
//     A.left    = A.minX + Σ (P.minX − P.boundsOrigin.x)   for A's ancestors P strictly below G
//     A.right   = A.left + A.width         A.centerX = A.left + A.width / 2
// (and the y analogues). For A = G only G's bounds are left (G.left = 0, G.centerX =
// G.width / 2), which is what makes `v.centerX == m × G.centerX` distribute views.
//
// Relative variables keep constraints short: a stack and its items, a view and its subviews,
// relate through one or two variables each, however deep they are nested, and scrolling moves
// no frame inside the content. Only a constraint that reaches across levels (a view pinned to
// a distant ancestor's safe area) carries the ancestors between; one that crosses a scroll view
// carries its content offset in its constant and is lowered again when the offset moves
// (`LayoutEngine+ScrollView.swift`).
//
// Leading/trailing resolve to left/right through `Attribute.physical(for:)`; in a right-to-left
// layout every horizontal attribute of a constraint that uses leading/trailing is read mirrored
// in G (x′ = G.width − x), so positive offsets run towards the trailing side. G's effective
// direction decides (its `semanticContentAttribute`, else the window's).
// A margin attribute of a view is the matching edge of the view's `layoutMarginsGuide`, as in
// newer UIKit (`nsli_layoutMarginsItem`): the margins then live in four guide constraints whose
// constants move when the margins do, and no user constraint has to be re-lowered.

extension LayoutEngine {
    /// The solver constraint for `constraint`, or `nil` when it has no container or an item was
    /// released.
    func lower(_ constraint: LayoutConstraint) -> LinearConstraint? {
        guard let lowered = LayoutEngine.lower(constraint) else { return nil }
        if let container = constraint.container { registerScrollCrossings(of: constraint, in: container) }
        return lowered
    }

    /// The solver constraint for `constraint`, independent of any solver (fitting sizes use it
    /// with a scratch solver).
    static func lower(_ constraint: LayoutConstraint) -> LinearConstraint? {
        guard let container = constraint.container else { return nil }
        let parts = constraint.allParts
        let mirrored = container.effectiveLayoutDirection == .rightToLeft
            && parts.contains { $0.attribute.isDirectional }
        guard var difference = expression(for: constraint.first, in: container, mirrored: mirrored) else { return nil }
        difference.constant -= constraint.storedConstant
        if let second = constraint.second {
            guard let rhs = expression(for: second, in: container, mirrored: mirrored) else { return nil }
            difference.add(rhs, times: -constraint.multiplier)
        }
        let relation: LinearConstraint.Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return LinearConstraint(difference.withoutZeroTerms, relation, priority: Priority(constraint.storedPriority.rawValue))
    }

    /// One side of a constraint as an expression in `container`'s bounds.
    private static func expression(for term: AnchorTerm, in container: View, mirrored: Bool) -> LinearExpression? {
        switch term {
        case .attribute(let part):
            guard let item = part.item else { return nil }
            return expression(of: item, part.attribute, in: container, mirrored: mirrored)
        case .offset(let from, let to):
            guard let start = from.item, let end = to.item,
                let tail = expression(of: start, from.attribute, in: container, mirrored: mirrored),
                let head = expression(of: end, to.attribute, in: container, mirrored: mirrored)
            else { return nil }
            return head - tail
        }
    }

    /// `item.attribute` in `container`'s bounds; `nil` when `container` is not an ancestor of the item.
    static func expression(
        of item: LayoutItem, _ attribute: LayoutConstraint.Attribute, in container: View, mirrored: Bool
    ) -> LinearExpression? {
        let physical = attribute.physical(for: container.effectiveLayoutDirection)
        if let view = item as? View, let edge = physical.edgeWithinMargins {
            return expression(of: view.layoutMarginsGuide, edge, in: container, mirrored: mirrored)
        }
        // A scroll view's own attributes follow its content area (see `LayoutEngine+ScrollView.swift`).
        if let scroll = container as? ScrollView, item === container {
            return scrollViewOwnExpression(scroll, physical, mirrored: mirrored)
        }
        guard let origin = origin(of: item, in: container) else { return nil }
        let own = item.variables
        let view = item as? View
        let mirrorWidth = (container as? ScrollView).map { LinearExpression($0.contentLayoutGuide.variables.width) }
            ?? LinearExpression(container.variables.width)
        // `position(fraction, offset)`: the origin + fraction × size + offset, on either axis.
        func x(_ fraction: Double, _ offset: Double) -> LinearExpression {
            var value = origin.x
            value.add(own.width, fraction)
            value.constant += offset
            return mirrored ? mirrorWidth - value : value
        }
        func y(_ fraction: Double, _ offset: Double) -> LinearExpression {
            var value = origin.y
            value.add(own.height, fraction)
            value.constant += offset
            return value
        }
        switch physical {
        case .notAnAttribute: return LinearExpression()
        case .width: return LinearExpression(own.width)
        case .height: return LinearExpression(own.height)
        case .left, .leading: return x(0, 0)
        case .right, .trailing: return x(1, 0)
        case .centerX: return x(0.5, 0)
        // Guides have no margins (validation rejects them); read their plain edges.
        case .leftMargin, .leadingMargin: return x(0, 0)
        case .rightMargin, .trailingMargin: return x(1, 0)
        case .centerXWithinMargins: return x(0.5, 0)
        case .top: return y(0, 0)
        case .bottom: return y(1, 0)
        case .centerY: return y(0.5, 0)
        case .topMargin: return y(0, 0)
        case .bottomMargin: return y(1, 0)
        case .centerYWithinMargins: return y(0.5, 0)
        case .firstBaseline: return y(0, view?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline: return y(1, -(view?.lastBaselineOffsetFromBottom ?? 0))
        }
    }

    /// The origin of `item` in `container`'s bounds: `(0, 0)` for the container itself, else
    /// the item's own origin carried up through each ancestor below the container (its origin
    /// minus its bounds origin); `nil` when the container is not an ancestor.
    static func origin(of item: LayoutItem, in container: View) -> (x: LinearExpression, y: LinearExpression)? {
        if item === container { return (LinearExpression(), LinearExpression()) }
        var x = LinearExpression(item.variables.minX), y = LinearExpression(item.variables.minY)
        var parent = item.parentView
        while let ancestor = parent, ancestor !== container {
            let shift = ancestor.boundsOrigin
            x.add(ancestor.variables.minX, 1)
            x.constant -= shift.x
            y.add(ancestor.variables.minY, 1)
            y.constant -= shift.y
            parent = ancestor.superview
        }
        return parent == nil ? nil : (x, y)
    }
}

extension LinearExpression {
    /// The expression without terms whose coefficients cancelled (G's own `minX − G.minX`).
    var withoutZeroTerms: LinearExpression {
        LinearExpression(terms: terms.filter { $0.coefficient != 0 }.map { ($0.variable, $0.coefficient) }, constant: constant)
    }
}

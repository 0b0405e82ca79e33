import TrellisSolver

// Lowering: one LayoutConstraint becomes one LinearConstraint over window-coordinate variables.
//
// A constraint is evaluated in the bounds of its items' nearest common ancestor G (spec §2.4).
// With variables in window coordinates, an item A's attribute seen from G is
//     A.left    = A.minX − G.minX          A.top    = A.minY − G.minY
//     A.right   = A.left + A.width         A.bottom = A.top + A.height
//     A.centerX = A.left + A.width / 2     A.centerY = A.top + A.height / 2
// and for A = G the `minX − G.minX` part cancels, leaving G's bounds values (G.left = 0,
// G.centerX = G.width / 2), which is what makes `v.centerX == m × G.centerX` distribute views.
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
        LayoutEngine.lower(constraint)
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
            guard let start = from.item, let end = to.item else { return nil }
            let tail = expression(of: start, from.attribute, in: container, mirrored: mirrored)
            return expression(of: end, to.attribute, in: container, mirrored: mirrored) - tail
        }
    }

    /// `item.attribute` in `container`'s bounds.
    static func expression(
        of item: LayoutItem, _ attribute: LayoutConstraint.Attribute, in container: View, mirrored: Bool
    ) -> LinearExpression {
        let physical = attribute.physical(for: container.effectiveLayoutDirection)
        if let view = item as? View, let edge = physical.edgeWithinMargins {
            return expression(of: view.layoutMarginsGuide, edge, in: container, mirrored: mirrored)
        }
        let own = item.variables
        let view = item as? View
        // A scroll view's bounds origin is its content offset (see `LayoutEngine+ScrollView.swift`).
        let scroll = container as? ScrollView
        if let scroll, item === container { return scrollViewOwnExpression(scroll, physical, mirrored: mirrored) }
        let shift = scroll?.contentOffset ?? .zero
        let mirrorWidth = scroll.map { LinearExpression($0.contentLayoutGuide.variables.width) }
            ?? LinearExpression(container.variables.width)
        // `position(fraction, offset)`: minX − G.minX + fraction × width + offset, or the y analogue.
        func x(_ fraction: Double, _ offset: Double) -> LinearExpression {
            let value = LinearExpression(
                terms: [(own.minX, 1), (container.variables.minX, -1), (own.width, fraction)], constant: offset + shift.x)
            return mirrored ? mirrorWidth - value : value
        }
        func y(_ fraction: Double, _ offset: Double) -> LinearExpression {
            LinearExpression(
                terms: [(own.minY, 1), (container.variables.minY, -1), (own.height, fraction)], constant: offset + shift.y)
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
}

extension LinearExpression {
    /// The expression without terms whose coefficients cancelled (G's own `minX − G.minX`).
    var withoutZeroTerms: LinearExpression {
        LinearExpression(terms: terms.filter { $0.coefficient != 0 }.map { ($0.variable, $0.coefficient) }, constant: constant)
    }
}

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
// A view with alignment insets (`View+AlignmentRect.swift`) keeps its alignment rectangle in its
// variables: as an ancestor P its bounds start at its frame, P.minX − P.insets.left; as G its
// own edges are its alignment rectangle's (G.left = G.insets.left).
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
// A baseline of a view is the baseline of the view its `forFirstBaselineLayout` (or
// `forLastBaselineLayout`) chain reaches, inside it (`View+BaselineLayout.swift`); such
// constraints are lowered again when that may change (`LayoutEngine+Baselines.swift`).

extension LayoutEngine {
    /// The solver constraint for `constraint`, or `nil` when it has no container or an item was
    /// released.
    func lower(_ constraint: LayoutConstraint) -> LinearConstraint? {
        guard let lowered = LayoutEngine.lower(constraint) else { return nil }
        // The container lent, not read through `container` (a strong copy of an unretained
        // reference: a retain and a release per constraint once the window has a scroll view).
        if hasScrollViews { constraint.withContainer { registerScrollCrossings(of: constraint, in: $0) } }
        if constraint.mentionsBaseline { noteBaselineRouting(of: constraint) }
        return lowered
    }

    /// The solver constraint for `constraint`, independent of any solver (fitting sizes use it
    /// with a scratch solver).
    static func lower(_ constraint: LayoutConstraint) -> LinearConstraint? {
        constraint.withContainer { lower(constraint, in: $0) } ?? nil
    }

    /// ``lower(_:)`` in `container`, lent unretained.
    private static func lower(_ constraint: LayoutConstraint, in container: View) -> LinearConstraint? {
        let direction = container.effectiveLayoutDirection
        let mirrored = direction == .rightToLeft && constraint.mentionsDirectionalAttribute
        var sum = LoweredSum(container: container, direction: direction, mirrored: mirrored)
        sum.constant = -constraint.storedConstant
        guard sum.add(constraint.first, times: 1), sum.add(constraint.second, times: -constraint.multiplier) else {
            return nil
        }
        let relation: LinearConstraint.Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return LinearConstraint(confined: sum.expression(), relation, priority: Priority(constraint.storedPriority.rawValue))
    }

}

/// The terms of one lowered constraint, summed in place: a constraint names a few items, so a
/// linear scan merges repeated variables, and the expression is built once at the end. (Building
/// it from per-attribute expressions allocated half a dozen arrays per constraint, a fifth of a
/// 1,000-row stack's first layout.)
struct LoweredSum {
    /// The container, unretained (it outlives the sum, which lives for one lowering): a
    /// strong field retained the container for each sum, and an `unowned(unsafe)` one on every
    /// read. Identity tests compare ``containerID``.
    private let containerReference: Unmanaged<View>
    private let containerID: ObjectIdentifier
    let direction: LayoutDirection
    /// Whether horizontal attributes are read mirrored in the container (`x′ = width − x`).
    let mirrored: Bool
    /// The terms, merged by variable as they come: most constraints name two items, at most
    /// four variables, held inline until ``expression()`` makes the one array the lowered
    /// expression keeps, of the exact size.
    private var terms = InlineTerms()
    var constant = 0.0

    init(container: View, direction: LayoutDirection, mirrored: Bool) {
        containerReference = Unmanaged.passUnretained(container)
        containerID = ObjectIdentifier(container)
        self.direction = direction
        self.mirrored = mirrored
    }

    /// The sum, without the terms that cancelled (G's own `minX − G.minX`).
    func expression() -> LinearExpression {
        LinearExpression(uniqueTerms: terms.terms, constant: constant)
    }

    /// Adds `factor × variable`.
    ///
    /// Inlined: called, it had each variable read from its item retained and released around
    /// the call (106,000 of each in a 1,000-row stack's first layout).
    @inline(__always)
    mutating func add(_ variable: Variable, _ factor: Double) {
        add(Unmanaged.passUnretained(variable), factor)
    }

    /// ``add(_:_:)`` for a variable lent unretained: it is retained once, when a term takes it.
    /// Read from its item and passed as a reference, it was retained for the call and then
    /// again for the term (and released), or retained and released around a merge
    /// (callgrind: 57,000 `swift_retain_n` in a 1,000-row stack's first layout).
    @inline(__always)
    mutating func add(_ variable: Unmanaged<Variable>, _ factor: Double) {
        terms.add(variable, factor)
    }

    /// The container's alignment insets (`View+AlignmentRect.swift`), for the few views of
    /// subclasses that have any: its own edges, read in its bounds, are its alignment
    /// rectangle's. Asked, not stored: a stored field made every sum larger and copied through
    /// value witnesses (2 % of a first layout).
    private var containerInsets: EdgeInsets? {
        containerReference._withUnsafeGuaranteedRef { $0.observesLayoutCycle ? $0.layoutAlignmentInsets : nil }
    }

    /// Adds `factor ×` one side of a constraint (nothing for a missing second side); `false` when
    /// an item was released or is not inside the container. The side is passed as it is
    /// stored, optional: binding it first (`if let second`) copied it, retaining its handle.
    mutating func add(_ term: AnchorTerm?, times factor: Double) -> Bool {
        switch term {
        case nil:
            return true
        case .attribute(let part):
            return part.handle.withItem { add($0, part.attribute, times: factor) } ?? false
        case .offset(let from, let to):
            guard let start = from.item, let end = to.item else { return false }
            return add(end, to.attribute, times: factor) && add(start, from.attribute, times: -factor)
        }
    }

    /// Adds `factor × item.attribute` read in the container's bounds (see the top of this file).
    mutating func add(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, times factor: Double) -> Bool {
        let physical = attribute.physical(for: direction)
        // The cheap tests first: most attributes are no margin, and most items no container,
        // so neither cast runs (two per term cost half a percent of a first layout).
        if let edge = physical.edgeWithinMargins, let view = item as? View {
            return add(view.layoutMarginsGuide, edge, times: factor)
        }
        // A scroll view's own attributes follow its content area (see `LayoutEngine+ScrollView.swift`).
        // Tested through the lent container: casting it (`as? ScrollView`) made a strong copy,
        // a retain and a release for every stack edge a constraint reads.
        if ObjectIdentifier(item) == containerID, containerReference._withUnsafeGuaranteedRef({ $0 is ScrollView }),
            let scroll = containerReference.takeUnretainedValue() as? ScrollView
        {
            let own = LayoutEngine.scrollViewOwnExpression(scroll, physical, mirrored: mirrored)
            for term in own.terms { add(term.variable, factor * term.coefficient) }
            constant += factor * own.constant
            return true
        }
        switch physical {
        case .notAnAttribute: return true
        case .width:
            add(Unmanaged.passUnretained(item.variables.width), factor)
            return true
        case .height:
            add(Unmanaged.passUnretained(item.variables.height), factor)
            return true
        // Guides have no margins (validation rejects them); read their plain edges.
        case .left, .leading, .leftMargin, .leadingMargin: return addX(item, fraction: 0, times: factor)
        case .right, .trailing, .rightMargin, .trailingMargin: return addX(item, fraction: 1, times: factor)
        case .centerX, .centerXWithinMargins: return addX(item, fraction: 0.5, times: factor)
        case .top, .topMargin: return addY(item, fraction: 0, offset: 0, times: factor)
        case .bottom, .bottomMargin: return addY(item, fraction: 1, offset: 0, times: factor)
        case .centerY, .centerYWithinMargins: return addY(item, fraction: 0.5, offset: 0, times: factor)
        case .firstBaseline: return addBaseline(of: item, first: true, times: factor)
        case .lastBaseline: return addBaseline(of: item, first: false, times: factor)
        }
    }

    /// `factor ×` the first (last) baseline of the view `item`'s ``View/forFirstBaselineLayout``
    /// chain reaches (`View+BaselineLayout.swift`): its top (bottom) edge moved by its baseline
    /// offset, or the edge itself for a view without text. That view is `item` or inside it,
    /// so its origin is carried up to the container as any item's. A guide answers its edge.
    private mutating func addBaseline(of item: LayoutItem, first: Bool, times factor: Double) -> Bool {
        let fraction: Double = first ? 0 : 1
        guard let view = item as? View else { return addY(item, fraction: fraction, offset: 0, times: factor) }
        let target = view.baselineLayoutView(first: first)
        let offset = target.ownBaselineOffset(first: first) ?? 0
        return addY(target, fraction: fraction, offset: first ? offset : -offset, times: factor)
    }

    /// `factor × (origin.x + fraction × width)`, mirrored in the container when asked.
    private mutating func addX(_ item: LayoutItem, fraction: Double, times factor: Double) -> Bool {
        // Mirrored: factor × (mirror width − value).
        let sign = mirrored ? -factor : factor
        if mirrored {
            let container = containerReference.takeUnretainedValue()
            if let scroll = container as? ScrollView {
                add(scroll.contentLayoutGuide.variables.width, factor)
            } else {
                add(container.variables.width, factor)
                // The mirror is the container's bounds: its alignment width and both insets.
                if let insets = containerInsets { constant += factor * (insets.left + insets.right) }
            }
        }
        guard addOrigin(of: item, axis: .horizontal, times: sign) else { return false }
        if fraction != 0 { add(Unmanaged.passUnretained(item.variables.width), sign * fraction) }
        return true
    }

    /// `factor × (origin.y + fraction × height + offset)`.
    private mutating func addY(_ item: LayoutItem, fraction: Double, offset: Double, times factor: Double) -> Bool {
        guard addOrigin(of: item, axis: .vertical, times: factor) else { return false }
        if fraction != 0 { add(Unmanaged.passUnretained(item.variables.height), factor * fraction) }
        constant += factor * offset
        return true
    }

    /// `factor ×` the item's origin on `axis` in the container's bounds: for the container
    /// itself, its alignment inset (0 without one); else its own origin carried up through each
    /// ancestor below the container, whose bounds start at its frame's origin (its alignment
    /// rectangle's, less its inset) moved by its bounds origin. `false` when the container is not
    /// an ancestor.
    mutating func addOrigin(of item: LayoutItem, axis: Axis, times factor: Double) -> Bool {
        let horizontal = axis == .horizontal
        if ObjectIdentifier(item) == containerID {
            if let insets = containerInsets { constant += factor * (horizontal ? insets.left : insets.top) }
            return true
        }
        add(Unmanaged.passUnretained(horizontal ? item.variables.minX : item.variables.minY), factor)
        // Up through the unretained parent references, each ancestor lent, not retained.
        var parent = item.parentReference
        while let ancestor = parent, UInt(bitPattern: ancestor.toOpaque()) != UInt(bitPattern: containerID) {
            parent = ancestor._withUnsafeGuaranteedRef { ancestor in
                add(Unmanaged.passUnretained(horizontal ? ancestor.variables.minX : ancestor.variables.minY), factor)
                let shift = ancestor.boundsOrigin
                constant -= factor * (horizontal ? shift.x : shift.y)
                if ancestor.observesLayoutCycle, let insets = ancestor.layoutAlignmentInsets {
                    constant -= factor * (horizontal ? insets.left : insets.top)
                }
                return ancestor.parentReference
            }
        }
        return parent != nil
    }
}

extension LinearExpression {
    /// The expression without terms whose coefficients cancelled (G's own `minX − G.minX`).
    var withoutZeroTerms: LinearExpression {
        LinearExpression(terms: terms.filter { $0.coefficient != 0 }.map { ($0.variable, $0.coefficient) }, constant: constant)
    }

    /// Whether `other` has the same terms, in the same order (the constants may differ): a
    /// constraint lowered again over the same items gives its terms in the same order.
    func hasSameTerms(as other: LinearExpression) -> Bool {
        terms.count == other.terms.count
            && zip(terms, other.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }
}

// How a constraint is drawn: where its attributes sit on the resolved frames, and the short
// label a dimension line carries.

extension SnapshotBuilder {
    /// The drawable form of `constraint`, or `nil` for one that mentions an item outside the
    /// snapshot, a released item, or a distance between two anchors (`anchorWithOffset`).
    func shape(of constraint: LayoutConstraint) -> LayoutSnapshot.Shape? {
        guard let first = constraint.firstItem, let firstIndex = index[ObjectIdentifier(first)],
              let axis = constraint.firstAttribute.axis else { return nil }
        let second = constraint.secondItem
        let secondIndex = second.flatMap { index[ObjectIdentifier($0)] }
        if second != nil && secondIndex == nil { return nil }
        let direction = constraint.container?.effectiveLayoutDirection ?? .leftToRight
        if constraint.firstAttribute.isSize {
            let reference = second.map { second in
                if second === first { return "\(constraint.secondAttribute)" }
                let sameAttribute = constraint.secondAttribute == constraint.firstAttribute
                return sameAttribute ? second.name : "\(second.name).\(constraint.secondAttribute)"
            }
            return LayoutSnapshot.Shape(form: .length, axis: axis, firstItem: firstIndex, secondItem: secondIndex,
                                        label: Self.lengthLabel(constraint, reference: reference))
        }
        guard let second, constraint.secondAttribute.axis == axis,
              let from = Self.position(of: second, constraint.secondAttribute, direction: direction),
              let to = Self.position(of: first, constraint.firstAttribute, direction: direction)
        else { return nil }
        var shape = LayoutSnapshot.Shape(form: .spacing(first: to, second: from), axis: axis, firstItem: firstIndex,
                                         secondItem: secondIndex, label: Self.spacingLabel(constraint))
        let physical = constraint.firstAttribute.physical(for: direction)
        shape.isCentre = [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains(physical)
        shape.isMultiplied = constraint.multiplier != 1
        return shape
    }

    /// Where an attribute of an item lies along its axis, in window coordinates: the edge,
    /// centre or baseline it names, on the margins' rectangle for margin attributes; `nil` for
    /// a non-finite frame.
    static func position(of item: LayoutItem, _ attribute: LayoutConstraint.Attribute, direction: LayoutDirection) -> Double? {
        let physical = attribute.physical(for: direction)
        var frame = item.frameInWindow.standardized
        if physical.isMargin, let view = item as? View, let margins = view.systemGuides[.layoutMargins] {
            frame = margins.guide.frameInWindow.standardized
        }
        let view = item as? View
        let value: Double
        switch physical.edgeWithinMargins ?? physical {
        case .notAnAttribute, .width, .height: return nil
        case .left, .leading, .leftMargin, .leadingMargin: value = frame.minX
        case .right, .trailing, .rightMargin, .trailingMargin: value = frame.maxX
        case .top, .topMargin: value = frame.minY
        case .bottom, .bottomMargin: value = frame.maxY
        case .centerX, .centerXWithinMargins: value = frame.midX
        case .centerY, .centerYWithinMargins: value = frame.midY
        case .firstBaseline, .lastBaseline:
            // The baseline of the view that stands for the item's (`forFirstBaselineLayout`).
            let first = physical == .firstBaseline
            let target = view?.baselineLayoutView(first: first, reporting: false)
            let box = target?.frameInWindow.standardized ?? frame
            let offset = target?.ownBaselineOffset(first: first) ?? 0
            value = first ? box.minY + offset : box.maxY - offset
        }
        return value.isFinite ? value : nil
    }

    /// The label of a distance between two positions: `8`, `≥ 8`, `×0.4 +0`, then ` @750` for
    /// an optional constraint.
    ///
    /// With multiplier 1 the label is the distance: `a.trailing == b.trailing - 16` says that
    /// `b.trailing` lies 16 past `a.trailing`, so it reads `16`, and a negative constant turns
    /// `≤` into `≥` (`a.bottom <= b.bottom - 10` keeps at least 10 between them).
    static func spacingLabel(_ constraint: LayoutConstraint) -> String {
        var relation = constraint.relation
        var label: String
        if constraint.multiplier == 1 {
            if constraint.constant < 0 { relation = relation.flipped }
            label = NumberFormat.string(for: abs(constraint.constant))
        } else {
            let constant = NumberFormat.string(for: constraint.constant)
            label = "×" + NumberFormat.string(for: constraint.multiplier) + " "
                + (constant.hasPrefix("-") ? constant : "+" + constant)
        }
        switch relation {
        case .equal: break
        case .lessThanOrEqual: label = "≤ " + label
        case .greaterThanOrEqual: label = "≥ " + label
        }
        return label + priorityLabel(constraint)
    }

    /// The label of a length: `16`, `≥ 44`, `= star1`, `≤ ×0.5 red.height + 8`, then ` @750`
    /// for an optional constraint. `reference` names the second item's attribute: the item
    /// alone when it is the same attribute (`= star1` for `star2.width == star1.width`), the
    /// attribute alone when it is the first item itself (`= width` for an aspect ratio).
    static func lengthLabel(_ constraint: LayoutConstraint, reference: String?) -> String {
        let constant = NumberFormat.string(for: constraint.constant)
        guard let reference else {
            let prefix = constraint.relation == .equal ? "" : symbol(constraint.relation) + " "
            return prefix + constant + priorityLabel(constraint)
        }
        var label = symbol(constraint.relation) + " "
        if constraint.multiplier != 1 { label += "×" + NumberFormat.string(for: constraint.multiplier) + " " }
        label += reference
        if constant != "0" { label += constant.hasPrefix("-") ? " − " + constant.dropFirst() : " + " + constant }
        return label + priorityLabel(constraint)
    }

    private static func symbol(_ relation: LayoutConstraint.Relation) -> String {
        switch relation {
        case .equal: "="
        case .lessThanOrEqual: "≤"
        case .greaterThanOrEqual: "≥"
        }
    }

    private static func priorityLabel(_ constraint: LayoutConstraint) -> String {
        constraint.priority.isRequired ? "" : " @" + constraint.priority.description
    }
}

extension LayoutConstraint.Relation {
    /// `<=` for `>=` and the other way round; `==` stays.
    var flipped: Self {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

extension SVGDrawing {
    /// The constraints installed on the visible views of `items` that relate two visible items,
    /// each as a line between its anchors in the root's coordinates (`origin` is the root's
    /// origin in the window).
    ///
    /// Views go in hierarchy order and each view's constraints in activation order, as in the
    /// ``ConstraintTable``.
    static func constraintLines(of items: [RenderedItem], origin: Point) -> [ConstraintLine] {
        var visible = Set<ObjectIdentifier>()
        for entry in items where !entry.isGuide && !entry.isInvisible { visible.insert(ObjectIdentifier(entry.item)) }
        func isVisible(_ item: LayoutItem) -> Bool {
            guard let owner = item.hierarchyView else { return false }
            return visible.contains(ObjectIdentifier(owner))
        }
        var lines: [ConstraintLine] = []
        for entry in items where !entry.isGuide && !entry.isInvisible {
            guard let view = entry.item as? View else { continue }
            for constraint in view.constraints {
                guard let first = constraint.firstItem, let second = constraint.secondItem,
                      isVisible(first), isVisible(second) else { continue }
                let direction = constraint.container?.effectiveLayoutDirection ?? .leftToRight
                guard let from = anchor(of: first, constraint.firstAttribute, direction: direction),
                      let to = anchor(of: second, constraint.secondAttribute, direction: direction)
                else { continue }
                lines.append(ConstraintLine(
                    from: Point(x: from.x - origin.x, y: from.y - origin.y),
                    to: Point(x: to.x - origin.x, y: to.y - origin.y),
                    label: label(of: constraint)))
            }
        }
        return lines
    }

    /// Where an attribute of an item sits in window coordinates: the middle of the edge or
    /// baseline it names, or the centre for centres and sizes; `nil` for no attribute or a
    /// non-finite frame.
    static func anchor(of item: LayoutItem, _ attribute: LayoutConstraint.Attribute, direction: LayoutDirection) -> Point? {
        let physical = attribute.physical(for: direction)
        var frame = item.frameInWindow.standardized
        if physical.isMargin, let view = item as? View, let margins = view.systemGuides[.layoutMargins] {
            frame = margins.guide.frameInWindow.standardized
        }
        guard [frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy(\.isFinite) else { return nil }
        let view = item as? View
        // Margin attributes were mapped to the margins' rectangle above; read its plain edges.
        switch physical.edgeWithinMargins ?? physical {
        case .notAnAttribute: return nil
        case .left, .leading, .leftMargin, .leadingMargin: return Point(x: frame.minX, y: frame.midY)
        case .right, .trailing, .rightMargin, .trailingMargin: return Point(x: frame.maxX, y: frame.midY)
        case .top, .topMargin: return Point(x: frame.midX, y: frame.minY)
        case .bottom, .bottomMargin: return Point(x: frame.midX, y: frame.maxY)
        case .firstBaseline: return Point(x: frame.midX, y: frame.minY + (view?.firstBaselineOffsetFromTop ?? 0))
        case .lastBaseline: return Point(x: frame.midX, y: frame.maxY - (view?.lastBaselineOffsetFromBottom ?? 0))
        case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins:
            return Point(x: frame.midX, y: frame.midY)
        }
    }

    /// `8`, `≥ 8`, `×0.5 +8`: the relation when it is not `==`, the multiplier when it is not 1,
    /// and the constant.
    static func label(of constraint: LayoutConstraint) -> String {
        var label = ""
        switch constraint.relation {
        case .lessThanOrEqual: label += "≤ "
        case .greaterThanOrEqual: label += "≥ "
        case .equal: break
        }
        let constant = NumberFormat.string(for: constraint.constant)
        guard constraint.multiplier != 1 else { return label + constant }
        let signed = constant.hasPrefix("-") ? constant : "+" + constant
        return label + "×" + NumberFormat.string(for: constraint.multiplier) + " " + signed
    }
}

// Makes the constraints of a format as UIKit's finishConstraint does (spec §1.3–§1.6): each
// connection when the view after it has been read, that view's size predicates after it, the
// alignment constraints at the very end.

/// One side of a constraint under construction.
private typealias Side = (item: LayoutItem, attribute: LayoutConstraint.Attribute)

/// Collects the constraints of one format, in UIKit's order.
struct VisualFormatBuilder {
    let isVertical: Bool
    let options: LayoutConstraint.FormatOptions
    let format: String
    let fileID: String
    let line: Int
    private var constraints: [LayoutConstraint] = []
    private var alignment: [LayoutConstraint] = []

    /// The standard space between sibling views.
    static let siblingSpacing = 8.0

    init(isVertical: Bool, options: LayoutConstraint.FormatOptions, format: String, fileID: String, line: Int) {
        self.isVertical = isVertical
        self.options = options
        self.format = format
        self.fileID = fileID
        self.line = line
    }

    /// Everything made so far, alignment last.
    var result: [LayoutConstraint] { constraints + alignment }

    mutating func append(_ more: [LayoutConstraint]) { constraints += more }

    private var isRightToLeft: Bool { !isVertical && options.contains(.directionRightToLeft) }
    private var usesLeftRight: Bool { !isVertical && !options.isDisjoint(with: .directionMask) }
    private var isBaselineToBaseline: Bool { options.contains(.spacingBaselineToBaseline) }

    /// The edges a connection joins: the near item's end (trailing, right, bottom, last
    /// baseline) to the far item's start. When the string reads right to left the roles swap, so
    /// the near item is the right-hand one in the string.
    private var nearViewAttribute: LayoutConstraint.Attribute {
        if isVertical { return isBaselineToBaseline ? .lastBaseline : .bottom }
        return usesLeftRight ? .right : .trailing
    }

    private var farViewAttribute: LayoutConstraint.Attribute {
        if isVertical { return isBaselineToBaseline ? .firstBaseline : .top }
        return usesLeftRight ? .left : .leading
    }

    /// The superview's start edge (leading, left, top: it is always the second item) or end edge
    /// (trailing, right, bottom: always the first item), or its margin form for the standard space.
    /// Reading right to left, the string's leading `|` is the first item, so its right edge.
    private func superviewAttribute(atStart: Bool, margin: Bool) -> LayoutConstraint.Attribute {
        switch (isVertical, usesLeftRight, atStart) {
        case (true, _, true): margin ? .topMargin : .top
        case (true, _, false): margin ? .bottomMargin : .bottom
        case (false, true, true): margin ? .leftMargin : .left
        case (false, true, false): margin ? .rightMargin : .right
        case (false, false, true): margin ? .leadingMargin : .leading
        case (false, false, false): margin ? .trailingMargin : .trailing
        }
    }

    /// The constraints of `connection` between `left` and `right` in string order (`nil` is `|`),
    /// finished at `index` (just after the right view or bar), plus the alignment constraints of
    /// two views.
    mutating func connect(
        _ connection: VisualFormatConnection, from left: LayoutItem?, to right: LayoutItem?, at index: Int
    ) throws(VisualFormatError) {
        if isBaselineToBaseline && !isVertical {
            throw VisualFormatError(.baselineToBaselineHorizontal, format: format, index: index)
        }
        let (near, far) = isRightToLeft ? (right, left) : (left, right)
        let isStandard = if case .standard = connection { true } else { false }
        let second: Side
        let first: Side
        if let near {
            second = (near, nearViewAttribute)
        } else {
            let superview = try superitem(of: far, at: index)
            second = (superview, superviewAttribute(atStart: true, margin: isStandard))
        }
        if let far {
            first = (far, farViewAttribute)
        } else {
            let superview = try superitem(of: near, at: index)
            first = (superview, superviewAttribute(atStart: false, margin: isStandard))
        }
        let touchesSuperview = near == nil || far == nil
        constraints += try gap(connection, first, second, standard: touchesSuperview ? 0 : Self.siblingSpacing)
        if let near, let far { alignment += try alignmentConstraints(near, far, at: index) }
    }

    /// `first (rel) second + c` for each predicate; `standard` is the constant of a bare `-`.
    private func gap(
        _ connection: VisualFormatConnection, _ first: Side, _ second: Side, standard: Double
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        switch connection {
        case .flush:
            return [try constraint(first, .equal, second, constant: 0, priority: 1000, index: nil)]
        case .standard:
            return [try constraint(first, .equal, second, constant: standard, priority: 1000, index: nil)]
        case .predicates(let predicates):
            var result: [LayoutConstraint] = []
            for predicate in predicates {
                guard case .constant(let constant) = predicate.object else {
                    throw VisualFormatError(.spaceEqualToView, format: format, index: predicate.index)
                }
                result.append(try constraint(first, predicate.relation, second, constant: constant,
                                             priority: predicate.priority, index: predicate.index))
            }
            return result
        }
    }

    /// `[v(P)]`: `v.width (rel) P`, or `v.width (rel) other.width` for a view name (height in `V:`).
    func sizeConstraints(of view: VisualFormatView) throws(VisualFormatError) -> [LayoutConstraint] {
        let size: LayoutConstraint.Attribute = isVertical ? .height : .width
        var result: [LayoutConstraint] = []
        for predicate in view.predicates {
            let other: Side?
            let constant: Double
            switch predicate.object {
            case .constant(let value): (other, constant) = (nil, value)
            case .item(let item): (other, constant) = ((item, size), 0)
            }
            result.append(try constraint((view.item, size), predicate.relation, other, constant: constant,
                                         priority: predicate.priority, index: predicate.index))
        }
        return result
    }

    /// `near.attribute == far.attribute` for each alignment bit, in bit order; an attribute
    /// along the layout's own axis is an error.
    private func alignmentConstraints(
        _ near: LayoutItem, _ far: LayoutItem, at index: Int
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for bit in 1...12 where options.rawValue & (1 << UInt(bit)) != 0 {
            guard let attribute = LayoutConstraint.Attribute(rawValue: bit) else { continue }
            if (attribute.axis == .horizontal) != isVertical {
                let axis = isVertical ? "vertical" : "horizontal"
                throw VisualFormatError(.alignmentAlongAxis(axis), format: format, index: index)
            }
            result.append(try constraint((near, attribute), .equal, (far, attribute), constant: 0, priority: 1000,
                                         index: index))
        }
        return result
    }

    /// The superview of the view next to a `|` (a guide's owning view).
    private func superitem(of item: LayoutItem?, at index: Int) throws(VisualFormatError) -> View {
        guard let parent = item?.parentView else {
            throw VisualFormatError(.noSuperview, format: format, index: index)
        }
        return parent
    }

    private func constraint(
        _ first: Side, _ relation: LayoutConstraint.Relation, _ second: Side?, constant: Double,
        priority: Double, index: Int?
    ) throws(VisualFormatError) -> LayoutConstraint {
        do {
            let result = try LayoutConstraint.makeOrThrow(
                item: first.item, attribute: first.attribute, relatedBy: relation, toItem: second?.item,
                attribute: second?.attribute ?? .notAnAttribute, multiplier: 1, constant: constant,
                fileID: fileID, line: line)
            result.priority = LayoutPriority(Float(priority))
            return result
        } catch {
            throw VisualFormatError(.invalidConstraint(error), format: format, index: index ?? format.utf8.count)
        }
    }
}

// Turns a parsed layout into constraints in UIKit's order (spec §1.3–§1.6): for each view the
// connection ending at it, then its own size predicates; then the trailing `|`; then alignment.

/// One side of a constraint under construction.
private typealias Side = (item: LayoutItem, attribute: LayoutConstraint.Attribute)

/// Builds the constraints of one parsed format.
struct VisualFormatBuilder {
    let layout: VisualFormatLayout
    let options: LayoutConstraint.FormatOptions
    let format: String
    let fileID: String
    let line: Int

    /// The standard space between sibling views.
    static let siblingSpacing = 8.0

    private var endIndex: Int { format.utf8.count }
    private var isRightToLeft: Bool { !layout.isVertical && options.contains(.directionRightToLeft) }
    private var isBaselineToBaseline: Bool { options.contains(.spacingBaselineToBaseline) }

    func constraints() throws(VisualFormatError) -> [LayoutConstraint] {
        if isBaselineToBaseline && !layout.isVertical {
            throw VisualFormatError(.baselineToBaselineHorizontal, format: format, index: endIndex)
        }
        var result: [LayoutConstraint] = []
        for (position, view) in layout.views.enumerated() {
            if position == 0, let leading = layout.leadingBar {
                let superview = try superitem(of: view.item, barIndex: leading.index)
                result += try leadingBarConstraints(leading.connection, view: view.item, superview: superview)
            } else if position > 0, layout.connections.indices.contains(position - 1) {
                let previous = layout.views[position - 1].item
                result += try siblingConstraints(layout.connections[position - 1], from: previous, to: view.item)
            }
            result += try sizeConstraints(of: view)
        }
        if let trailing = layout.trailingBar, let last = layout.views.last {
            let superview = try superitem(of: last.item, barIndex: trailing.index)
            result += try trailingBarConstraints(trailing.connection, view: last.item, superview: superview)
        }
        return result + (try alignmentConstraints())
    }

    // MARK: Attributes

    /// The attribute at the start of the string's direction: leading, left (or right when the
    /// string reads right to left), top.
    private var startAttribute: LayoutConstraint.Attribute {
        if layout.isVertical { return .top }
        if isRightToLeft { return .right }
        return options.contains(.directionLeftToRight) ? .left : .leading
    }

    private var endAttribute: LayoutConstraint.Attribute {
        if layout.isVertical { return .bottom }
        if isRightToLeft { return .left }
        return options.contains(.directionLeftToRight) ? .right : .trailing
    }

    private func margin(_ attribute: LayoutConstraint.Attribute) -> LayoutConstraint.Attribute {
        switch attribute {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        default: attribute
        }
    }

    private var sizeAttribute: LayoutConstraint.Attribute { layout.isVertical ? .height : .width }

    // MARK: Connections

    /// `[L]-c-[R]`: `R.start == L.end + c` (baselines with `spacingBaselineToBaseline`).
    private func siblingConstraints(
        _ connection: VisualFormatConnection, from near: LayoutItem, to far: LayoutItem
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let baselines = layout.isVertical && isBaselineToBaseline
        let farSide: Side = (far, baselines ? .firstBaseline : startAttribute)
        let nearSide: Side = (near, baselines ? .lastBaseline : endAttribute)
        return try gap(connection, far: farSide, near: nearSide, standard: (nearSide, Self.siblingSpacing))
    }

    /// `|-c-[R]`: `R.start == S.start + c`; the standard space is `R.start == S.startMargin`.
    private func leadingBarConstraints(
        _ connection: VisualFormatConnection, view: LayoutItem, superview: View
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        try gap(connection, far: (view, startAttribute), near: (superview, startAttribute),
                standard: ((superview, margin(startAttribute)), 0))
    }

    /// `[L]-c-|`: `S.end == L.end + c`; the standard space is `S.endMargin == L.end`.
    private func trailingBarConstraints(
        _ connection: VisualFormatConnection, view: LayoutItem, superview: View
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        switch connection {
        case .standard:
            return [try make((superview, margin(endAttribute)), .equal, (view, endAttribute), constant: 0)]
        default:
            return try gap(connection, far: (superview, endAttribute), near: (view, endAttribute), standard: nil)
        }
    }

    /// `far (rel) near + c` for each predicate of the connection; `standard` replaces `near` and
    /// the constant for a bare `-`.
    private func gap(
        _ connection: VisualFormatConnection, far: Side, near: Side, standard: (Side, Double)?
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        switch connection {
        case .flush:
            return [try make(far, .equal, near, constant: 0)]
        case .standard:
            let (side, constant) = standard ?? (near, 0)
            return [try make(far, .equal, side, constant: constant)]
        case .predicates(let predicates):
            var result: [LayoutConstraint] = []
            for predicate in predicates {
                guard case .constant(let constant) = predicate.object else {
                    throw VisualFormatError(.spaceEqualToView, format: format, index: predicate.index)
                }
                result.append(try make(far, predicate.relation, near, constant: constant,
                                       priority: predicate.priority, index: predicate.index))
            }
            return result
        }
    }

    // MARK: Sizes and alignment

    /// `[v(P)]`: `v.width (rel) P`, or `v.width (rel) other.width` for a view name.
    private func sizeConstraints(of view: VisualFormatView) throws(VisualFormatError) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for predicate in view.predicates {
            let other: LayoutItem?
            let constant: Double
            switch predicate.object {
            case .constant(let value): (other, constant) = (nil, value)
            case .item(let item): (other, constant) = (item, 0)
            }
            result.append(try constraint(
                (view.item, sizeAttribute), predicate.relation, other.map { ($0, sizeAttribute) },
                constant: constant, priority: predicate.priority, index: predicate.index))
        }
        return result
    }

    /// `L.attribute == R.attribute` for each consecutive pair and each alignment bit.
    private func alignmentConstraints() throws(VisualFormatError) -> [LayoutConstraint] {
        let attributes = (1...12).compactMap { bit -> LayoutConstraint.Attribute? in
            options.rawValue & (1 << UInt(bit)) != 0 ? LayoutConstraint.Attribute(rawValue: bit) : nil
        }
        guard !attributes.isEmpty, layout.views.count > 1 else { return [] }
        let axis: Axis = layout.isVertical ? .vertical : .horizontal
        if attributes.contains(where: { $0.axis == axis }) {
            let name = layout.isVertical ? "vertical" : "horizontal"
            throw VisualFormatError(.alignmentAlongAxis(name), format: format, index: endIndex)
        }
        var result: [LayoutConstraint] = []
        for (left, right) in zip(layout.views, layout.views.dropFirst()) {
            for attribute in attributes {
                result.append(try make((left.item, attribute), .equal, (right.item, attribute), constant: 0))
            }
        }
        return result
    }

    // MARK: Making constraints

    private func superitem(of item: LayoutItem, barIndex: Int) throws(VisualFormatError) -> View {
        guard let parent = item.parentView else {
            throw VisualFormatError(.noSuperview, format: format, index: barIndex)
        }
        return parent
    }

    /// A location constraint `far (rel) near + c`, its sides swapped when the string reads right
    /// to left (the relation keeps its sense: the gap is still `first - second`).
    private func make(
        _ far: Side, _ relation: LayoutConstraint.Relation, _ near: Side, constant: Double,
        priority: Double = 1000, index: Int? = nil
    ) throws(VisualFormatError) -> LayoutConstraint {
        let (first, second) = isRightToLeft ? (near, far) : (far, near)
        return try constraint(first, relation, second, constant: constant, priority: priority, index: index)
    }

    private func constraint(
        _ first: Side, _ relation: LayoutConstraint.Relation, _ second: Side?, constant: Double,
        priority: Double, index: Int?
    ) throws(VisualFormatError) -> LayoutConstraint {
        do {
            let result = try LayoutConstraint(
                item: first.item, attribute: first.attribute, relatedBy: relation, toItem: second?.item,
                attribute: second?.attribute ?? .notAnAttribute, multiplier: 1, constant: constant,
                fileID: fileID, line: line)
            result.priority = LayoutPriority(Float(priority))
            return result
        } catch {
            throw VisualFormatError(.invalidConstraint(error), format: format, index: index ?? endIndex)
        }
    }
}

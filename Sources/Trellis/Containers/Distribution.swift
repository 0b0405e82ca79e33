/// Helpers that distribute views along an axis without spacer views, after PureLayout's
/// `autoDistributeViewsAlongAxis` (spec §2.5) and the equal-gap recipes of the Auto Layout Guide.
///
/// Every helper returns constraints that are not yet active: pass them to
/// ``LayoutConstraint/activate(_:)->()``. Only the distribution axis is constrained; align the
/// views on the other axis yourself. On the horizontal axis the first view sits at the
/// container's leading edge, so right-to-left layout reverses the order.
///
/// ```swift
/// // six 30 pt views, flush with both edges, equal gaps at any container width
/// LayoutConstraint.activate(
///     Distribution.equalGapsByMultipliers(views, along: .horizontal, in: container, size: 30))
/// ```
///
/// Four techniques give the same frames for the same input:
/// ``equalGapsByMultipliers(_:along:in:size:ends:)``, ``equalGaps(_:along:in:size:ends:)``
/// (offset dimensions from ``LayoutXAxisAnchor/anchorWithOffset(to:)``),
/// ``equalGapsWithSpacerGuides(_:along:in:size:ends:)`` and, for a fixed gap instead of a fixed
/// size, ``equalSizes(_:along:in:spacing:ends:)``.
public enum Distribution {
    /// The space between the container's edges and the first and last views.
    public enum Ends: Hashable, Sendable {
        /// The first and last views touch the container's edges (PureLayout's `insetSpacing: NO`).
        case flush
        /// The ends get the same space as the gaps between views (`insetSpacing: YES`).
        case equalToGaps
        /// The ends get this fixed inset (seed 002's `|-margin-[view1]…[view6]-margin-|`).
        case inset(Double)
    }

    /// The smallest multiplier used, as PureLayout's `kMULTIPLIER_MIN_VALUE`: a multiplier of 0
    /// would drop the second item and make an illegal location-equals-constant constraint.
    public static let minimumMultiplier = 0.00001
}

extension Distribution {
    /// The attributes of one axis: start, end, centre and size.
    struct AxisAttributes {
        let start: LayoutConstraint.Attribute
        let end: LayoutConstraint.Attribute
        let center: LayoutConstraint.Attribute
        let size: LayoutConstraint.Attribute

        init(_ axis: Axis) {
            switch axis {
            case .horizontal: (start, end, center, size) = (.leading, .trailing, .centerX, .width)
            case .vertical: (start, end, center, size) = (.top, .bottom, .centerY, .height)
            }
        }
    }

    /// A location anchor of either axis, wrapping the typed anchors so one code path serves both.
    struct Edge {
        let x: LayoutXAxisAnchor?
        let y: LayoutYAxisAnchor?

        static func start(of item: LayoutItem, _ axis: Axis) -> Edge {
            axis == .horizontal ? Edge(x: item.leadingAnchor, y: nil) : Edge(x: nil, y: item.topAnchor)
        }
        static func end(of item: LayoutItem, _ axis: Axis) -> Edge {
            axis == .horizontal ? Edge(x: item.trailingAnchor, y: nil) : Edge(x: nil, y: item.bottomAnchor)
        }

        /// `other − self` as a dimension.
        func offset(to other: Edge) -> LayoutDimension? {
            if let x, let otherX = other.x { return x.anchorWithOffset(to: otherX) }
            if let y, let otherY = other.y { return y.anchorWithOffset(to: otherY) }
            return nil
        }

        /// `self == other + constant`.
        func equal(_ other: Edge, constant: Double = 0) -> LayoutConstraint? {
            if let x, let otherX = other.x { return x.constraint(equalTo: otherX, constant: constant) }
            if let y, let otherY = other.y { return y.constraint(equalTo: otherY, constant: constant) }
            return nil
        }
    }

    /// The size dimension of `item` along `axis`.
    static func size(of item: LayoutItem, _ axis: Axis) -> LayoutDimension {
        axis == .horizontal ? item.widthAnchor : item.heightAnchor
    }

    /// `size == constant` for every view, when a size is given.
    static func fixedSizes(_ views: [View], _ axis: Axis, _ size: Double?) -> [LayoutConstraint] {
        guard let size else { return [] }
        return views.map { Distribution.size(of: $0, axis).constraint(equalToConstant: size) }
    }
}

// Groups of anchors that are constrained together: the four edges, the size, the centre.

/// The four edges of an item, perhaps inset: `card.edgeAnchors == window.edgeAnchors.inset(16)`.
///
/// `==` gives four constraints in the order leading, trailing, top, bottom, exactly those of
/// ``LayoutItem/constraintsPinningEdges(to:insets:fileID:line:)``. Positive insets move the
/// edges inwards; insets on the left-hand side count the other way
/// (`a.edgeAnchors.inset(8) == b.edgeAnchors` makes `a` 8 pt larger than `b` on every side).
public struct LayoutEdgeAnchors {
    /// The item whose edges these are.
    public let item: LayoutItem
    /// How far inwards the edges are moved (default none).
    public let insets: DirectionalEdgeInsets

    /// The same edges moved inwards by `amount` on every side.
    public func inset(_ amount: Double) -> LayoutEdgeAnchors {
        inset(DirectionalEdgeInsets(top: amount, leading: amount, bottom: amount, trailing: amount))
    }

    /// The same edges moved inwards by `insets` (added to any insets already given).
    public func inset(_ insets: DirectionalEdgeInsets) -> LayoutEdgeAnchors {
        LayoutEdgeAnchors(item: item, insets: DirectionalEdgeInsets(
            top: self.insets.top + insets.top, leading: self.insets.leading + insets.leading,
            bottom: self.insets.bottom + insets.bottom, trailing: self.insets.trailing + insets.trailing))
    }

    /// `card.edgeAnchors == window.edgeAnchors.inset(16)`: leading, trailing, top and bottom equal.
    public static func == (lhs: LayoutEdgeAnchors, rhs: LayoutEdgeAnchors) -> [LayoutConstraint] {
        let insets = DirectionalEdgeInsets(
            top: rhs.insets.top - lhs.insets.top, leading: rhs.insets.leading - lhs.insets.leading,
            bottom: rhs.insets.bottom - lhs.insets.bottom, trailing: rhs.insets.trailing - lhs.insets.trailing)
        return lhs.item.constraintsPinningEdges(to: rhs.item, insets: insets, fileID: "", line: 0)
    }
}

/// The width and height of an item: `avatar.sizeAnchors == Size(width: 40, height: 40)`.
///
/// Each operator gives two constraints, width then height.
public struct LayoutSizeAnchors {
    /// The item whose size this is.
    public let item: LayoutItem

    /// `a.sizeAnchors == b.sizeAnchors`: equal widths and equal heights.
    public static func == (lhs: LayoutSizeAnchors, rhs: LayoutSizeAnchors) -> [LayoutConstraint] {
        [lhs.item.widthAnchor == rhs.item.widthAnchor, lhs.item.heightAnchor == rhs.item.heightAnchor]
    }
    /// `a.sizeAnchors >= b.sizeAnchors`: at least as wide and at least as tall.
    public static func >= (lhs: LayoutSizeAnchors, rhs: LayoutSizeAnchors) -> [LayoutConstraint] {
        [lhs.item.widthAnchor >= rhs.item.widthAnchor, lhs.item.heightAnchor >= rhs.item.heightAnchor]
    }
    /// `a.sizeAnchors <= b.sizeAnchors`: at most as wide and at most as tall.
    public static func <= (lhs: LayoutSizeAnchors, rhs: LayoutSizeAnchors) -> [LayoutConstraint] {
        [lhs.item.widthAnchor <= rhs.item.widthAnchor, lhs.item.heightAnchor <= rhs.item.heightAnchor]
    }
    /// `a.sizeAnchors == Size(width: 40, height: 40)`: a fixed size.
    public static func == (lhs: LayoutSizeAnchors, rhs: Size) -> [LayoutConstraint] {
        [lhs.item.widthAnchor == rhs.width, lhs.item.heightAnchor == rhs.height]
    }
    /// `a.sizeAnchors >= Size(width: 44, height: 44)`: a minimum size.
    public static func >= (lhs: LayoutSizeAnchors, rhs: Size) -> [LayoutConstraint] {
        [lhs.item.widthAnchor >= rhs.width, lhs.item.heightAnchor >= rhs.height]
    }
    /// `a.sizeAnchors <= Size(width: 320, height: 480)`: a maximum size.
    public static func <= (lhs: LayoutSizeAnchors, rhs: Size) -> [LayoutConstraint] {
        [lhs.item.widthAnchor <= rhs.width, lhs.item.heightAnchor <= rhs.height]
    }
}

/// The centre of an item, perhaps offset: `badge.centerAnchors == icon.centerAnchors.offset(x: 12, y: -12)`.
///
/// `==` gives two constraints, centerX then centerY.
public struct LayoutCenterAnchors {
    /// The item whose centre this is.
    public let item: LayoutItem
    /// How far the centre is moved (default none; positive x is to the right, positive y down).
    public let offset: Point

    /// The same centre moved by (`x`, `y`) points.
    public func offset(x: Double = 0, y: Double = 0) -> LayoutCenterAnchors {
        LayoutCenterAnchors(item: item, offset: Point(x: offset.x + x, y: offset.y + y))
    }

    /// `a.centerAnchors == b.centerAnchors`: equal centres.
    public static func == (lhs: LayoutCenterAnchors, rhs: LayoutCenterAnchors) -> [LayoutConstraint] {
        [
            lhs.item.centerXAnchor == rhs.item.centerXAnchor + (rhs.offset.x - lhs.offset.x),
            lhs.item.centerYAnchor == rhs.item.centerYAnchor + (rhs.offset.y - lhs.offset.y),
        ]
    }
}

extension LayoutItem {
    /// The four edges, for `==` with another item's: `card.edgeAnchors == window.edgeAnchors.inset(16)`.
    public var edgeAnchors: LayoutEdgeAnchors { LayoutEdgeAnchors(item: self, insets: .zero) }
    /// The width and height, for `==`, `>=`, `<=` with another item's or a ``Size``.
    public var sizeAnchors: LayoutSizeAnchors { LayoutSizeAnchors(item: self) }
    /// The centre, for `==` with another item's: `spinner.centerAnchors == window.centerAnchors`.
    public var centerAnchors: LayoutCenterAnchors { LayoutCenterAnchors(item: self, offset: Point(x: 0, y: 0)) }
}

extension Rect {
    /// This rectangle moved by `dx` horizontally and `dy` vertically; the size is unchanged.
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 10, height: 10).offsetBy(dx: 5, dy: -5)  // (5, -5, 10, 10)
    /// ```
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The standardized rectangle shrunk by `dx` on the left and right and by `dy` on the top
    /// and bottom (grown when negative).
    ///
    /// Unlike `CGRectInset` there is no null rectangle: insetting by more than the rectangle
    /// holds gives a negative size, as `UIEdgeInsetsInsetRect` does, so the overflow stays visible.
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 100, height: 50).insetBy(dx: 10, dy: 5)  // (10, 5, 80, 40)
    /// ```
    public func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// The standardized rectangle shrunk by `insets` on each edge (grown where they are negative).
    ///
    /// The size may become negative, as with ``insetBy(dx:dy:)``.
    ///
    /// ```swift
    /// let padding = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    /// Rect(x: 0, y: 0, width: 100, height: 50).inset(by: padding)  // (16, 8, 68, 34)
    /// ```
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left,
            y: minY + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom
        )
    }

    /// Whether `point` lies inside the rectangle.
    ///
    /// The top and left edges are inside and the bottom and right edges are outside, as with
    /// `CGRect`, so a point belongs to exactly one of two rectangles that share an edge and an
    /// empty rectangle contains no point.
    ///
    /// ```swift
    /// let box = Rect(x: 0, y: 0, width: 10, height: 10)
    /// box.contains(Point(x: 0, y: 0))    // true
    /// box.contains(Point(x: 10, y: 5))   // false
    /// ```
    public func contains(_ point: Point) -> Bool {
        minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle; shared edges count as inside.
    ///
    /// An empty rectangle is contained when its position lies within this one's bounds.
    ///
    /// ```swift
    /// let box = Rect(x: 0, y: 0, width: 10, height: 10)
    /// box.contains(Rect(x: 5, y: 5, width: 5, height: 5))  // true
    /// box.contains(Rect(x: 5, y: 5, width: 6, height: 5))  // false
    /// ```
    public func contains(_ other: Rect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }

    /// Whether the two rectangles overlap in an area greater than zero.
    ///
    /// Rectangles that only touch along an edge or at a corner do not intersect, and neither
    /// does an empty rectangle; this always agrees with ``intersection(_:)`` returning a value.
    ///
    /// ```swift
    /// let left = Rect(x: 0, y: 0, width: 10, height: 10)
    /// left.intersects(Rect(x: 9, y: 0, width: 10, height: 10))   // true
    /// left.intersects(Rect(x: 10, y: 0, width: 10, height: 10))  // false
    /// ```
    public func intersects(_ other: Rect) -> Bool {
        max(minX, other.minX) < min(maxX, other.maxX)
            && max(minY, other.minY) < min(maxY, other.maxY)
    }

    /// The overlap of the two rectangles, or `nil` when they do not ``intersects(_:)``.
    ///
    /// `CGRect` returns a special null rectangle here; an optional makes the no-overlap case
    /// impossible to use as a frame by accident.
    ///
    /// ```swift
    /// let a = Rect(x: 0, y: 0, width: 10, height: 10)
    /// a.intersection(Rect(x: 5, y: 5, width: 10, height: 10))    // (5, 5, 5, 5)
    /// a.intersection(Rect(x: 20, y: 0, width: 10, height: 10))   // nil
    /// ```
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        return Rect(
            x: left,
            y: top,
            width: min(maxX, other.maxX) - left,
            height: min(maxY, other.maxY) - top
        )
    }

    /// The smallest standardized rectangle that contains both rectangles.
    ///
    /// Empty rectangles take part like any other, so the union of a frame with a zero-size frame
    /// far away spans the distance between them.
    ///
    /// ```swift
    /// let a = Rect(x: 0, y: 0, width: 10, height: 10)
    /// a.union(Rect(x: 20, y: 5, width: 10, height: 10))  // (0, 0, 30, 15)
    /// ```
    public func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(
            x: left,
            y: top,
            width: max(maxX, other.maxX) - left,
            height: max(maxY, other.maxY) - top
        )
    }
}

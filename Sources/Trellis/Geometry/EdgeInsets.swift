/// Distances inwards from the four edges of a rectangle, like `UIEdgeInsets`.
///
/// Positive values shrink a rectangle, negative values grow it. Use
/// ``DirectionalEdgeInsets`` when the insets should follow the layout direction.
///
/// ```swift
/// let padding = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// Rect(x: 0, y: 0, width: 100, height: 50).inset(by: padding)  // (16, 8, 68, 34)
/// ```
public struct EdgeInsets: Hashable, Sendable {
    /// The distance from the top edge.
    public var top: Double
    /// The distance from the left edge.
    public var left: Double
    /// The distance from the bottom edge.
    public var bottom: Double
    /// The distance from the right edge.
    public var right: Double

    /// Creates insets with the given distance from each edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension EdgeInsets: CustomStringConvertible {
    /// The four distances in the Trellis number style, labelled because their order is not
    /// obvious: `(top: 8, left: 16, bottom: 8, right: 16)`.
    public var description: String {
        "(top: \(top.layoutDescription), left: \(left.layoutDescription), "
            + "bottom: \(bottom.layoutDescription), right: \(right.layoutDescription))"
    }
}

/// A position in a two-dimensional coordinate space, like `CGPoint`.
///
/// Trellis uses UIKit's orientation: x grows to the right and y grows downwards.
///
/// ```swift
/// let corner = Point(x: 10, y: 20.5)
/// print(corner)  // (10, 20.5)
/// ```
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point with the given coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// This point moved by `dx` horizontally and `dy` vertically.
    ///
    /// ```swift
    /// Point(x: 1, y: 2).offsetBy(dx: 10, dy: -2)  // (11, 0)
    /// ```
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }
}

extension Point: CustomStringConvertible {
    /// The coordinates in the Trellis number style, as `(x, y)`.
    public var description: String {
        "(\(x.layoutDescription), \(y.layoutDescription))"
    }
}

/// A width and a height, like `CGSize`.
///
/// A size is plain data: it may be negative, as a frame solved from conflicting constraints can be,
/// and Trellis prints it as it is rather than hiding the problem.
///
/// ```swift
/// let button = Size(width: 100.5, height: 44)
/// print(button)  // (100.5, 44)
/// ```
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size with the given extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and zero height.
    public static let zero = Size(width: 0, height: 0)
}

extension Size: CustomStringConvertible {
    /// The extents in the Trellis number style, as `(width, height)`.
    public var description: String {
        "(\(width.layoutDescription), \(height.layoutDescription))"
    }
}

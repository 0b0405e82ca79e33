/// A rectangle given by its origin and size, like `CGRect`.
///
/// The stored ``origin`` and ``size`` are kept exactly as given, so a frame solved from
/// conflicting constraints keeps its negative width when printed. The edge accessors (``minX``,
/// ``maxX``, ``width``, …) describe the *standardized* rectangle, as `CGRect`'s do: a rectangle
/// at x 10 with width −4 spans 6 to 10 and has width 4.
///
/// ```swift
/// let frame = Rect(x: 10, y: 20, width: 100.5, height: 44)
/// print(frame)       // (10, 20, 100.5, 44)
/// frame.maxX         // 110.5
/// frame.midY         // 42
/// ```
public struct Rect: Hashable, Sendable {
    /// The corner with the stored coordinates; the top-left corner when the size is not negative.
    public var origin: Point
    /// The stored extents, which may be negative.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from the coordinates of its origin and its extents.
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 320, height: 480)
    /// ```
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(origin: .zero, size: .zero)
}

extension Rect {
    /// The smallest x coordinate of the rectangle.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The x coordinate of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The largest x coordinate of the rectangle.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The smallest y coordinate of the rectangle (its top edge).
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The y coordinate of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The largest y coordinate of the rectangle (its bottom edge).
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The horizontal extent, never negative (the magnitude of `size.width`).
    public var width: Double { size.width.magnitude }
    /// The vertical extent, never negative (the magnitude of `size.height`).
    public var height: Double { size.height.magnitude }

    /// Whether the rectangle has zero width or zero height, so it covers no area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The same rectangle with its origin at the top-left corner and a non-negative size.
    ///
    /// ```swift
    /// Rect(x: 10, y: 0, width: -4, height: 2).standardized  // (6, 0, 4, 2)
    /// ```
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: width, height: height)
    }
}

extension Rect: CustomStringConvertible {
    /// The stored origin and size in the Trellis number style, as `(x, y, width, height)`.
    public var description: String {
        "(\(origin.x.layoutDescription), \(origin.y.layoutDescription), "
            + "\(size.width.layoutDescription), \(size.height.layoutDescription))"
    }
}

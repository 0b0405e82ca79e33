/// How strongly Auto Layout tries to satisfy a constraint, like `UILayoutPriority`.
///
/// A priority lies in `(0, 1000]`. ``required`` (1000) must hold; anything lower is optional,
/// and priorities are strictly lexicographic: any violation at one level outweighs any amount
/// of violation at all lower levels, so 999 beats a thousand constraints at 998.
///
/// ```swift
/// constraint.priority = .defaultHigh       // 750
/// constraint.priority = .defaultLow + 1    // 251, what Interface Builder gives labels
/// constraint.priority = LayoutPriority(999)
/// ```
public struct LayoutPriority: Hashable, Comparable, Sendable, RawRepresentable, CustomStringConvertible {
    /// The numeric value, valid in `(0, 1000]`.
    public var rawValue: Float

    /// Creates a priority from its numeric value; validity is checked where it is used.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from its numeric value: `LayoutPriority(999)`.
    public init(_ value: Float) { self.rawValue = value }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the level fitting-size computations use for their target size.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is ``required``.
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the value lies in `(0, 1000]` (and so is not NaN).
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `priority + 1`, as UIKit code writes `.defaultLow + 1`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    /// `priority - 1`, as UIKit code writes `.required - 1`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The value in the Trellis number style, exact (``NumberFormat/exactString(for:)-(Float)``):
    /// `750`, `999.5`, and `999.9999` rather than a `1000` that would read as required.
    public var description: String { NumberFormat.exactString(for: rawValue) }
}

extension LayoutPriority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A priority from an integer literal: `let p: LayoutPriority = 750`.
    public init(integerLiteral value: Int) { self.init(Float(value)) }
    /// A priority from a floating-point literal: `let p: LayoutPriority = 999.5`.
    public init(floatLiteral value: Float) { self.init(value) }
}

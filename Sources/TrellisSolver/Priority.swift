/// How strongly the solver tries to satisfy a constraint: Auto Layout's priorities.
///
/// A priority is a `Float` in `(0, 1000]`. `1000` is ``required``: the constraint must hold
/// exactly. Anything lower is optional, and priorities are **strictly lexicographic**: every
/// distinct value is its own level, and any amount of violation at a level outweighs any amount
/// at all lower levels (999 beats 998 beats a thousand constraints at 997). Within one level the
/// solver minimises the sum of absolute violations.
///
/// ```swift
/// let strong: Priority = 750
/// let required = Priority.required
/// ```
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numeric value, in `(0, 1000]` for a valid priority.
    public let value: Float

    /// Creates a priority. Validity (`0 < value <= 1000`, finite) is checked when a constraint
    /// using it is added to a ``Solver``, which throws ``SolverError/invalidPriority(_:)``.
    public init(_ value: Float) { self.value = value }

    /// `1000`: the constraint must hold.
    public static let required = Priority(1000)
    /// `750`, Auto Layout's `defaultHigh`.
    public static let high = Priority(750)
    /// `250`, Auto Layout's `defaultLow`.
    public static let low = Priority(250)

    /// Whether this is ``required``.
    public var isRequired: Bool { value == 1000 }

    /// Whether the value lies in `(0, 1000]`.
    public var isValid: Bool { value > 0 && value <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// The value without trailing zeros: `750`, `999.5`.
    public var description: String {
        if abs(value) < 1e9, value == Float(Int(value)) { return String(Int(value)) }
        return String(value)
    }
}

extension Priority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Creates a priority from an integer literal: `let p: Priority = 750`.
    public init(integerLiteral value: Int) { self.init(Float(value)) }
    /// Creates a priority from a floating-point literal: `let p: Priority = 999.5`.
    public init(floatLiteral value: Float) { self.init(value) }
}

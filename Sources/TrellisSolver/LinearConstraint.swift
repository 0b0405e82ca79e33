/// A linear relation `lhs (==|<=|>=) rhs` at a ``Priority``.
///
/// A constraint is stored normalised as `expression (relation) 0` with
/// `expression = lhs − rhs`. Constraints are objects: a solver knows a constraint by identity,
/// so the same object is added, updated and removed, and two equal-looking constraints are two
/// constraints.
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let link = x + 10 <= y                       // required
/// let anchor = (x + 0 == 100).priority(250)    // optional, Auto Layout's defaultLow
/// ```
public final class LinearConstraint: Sendable, CustomStringConvertible {
    /// How the expression relates to zero.
    public enum Relation: Sendable, Hashable, CustomStringConvertible {
        /// `expression == 0`.
        case equal
        /// `expression <= 0`.
        case lessThanOrEqual
        /// `expression >= 0`.
        case greaterThanOrEqual

        /// `==`, `<=` or `>=`.
        public var description: String {
            switch self {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// `lhs − rhs`; the constraint reads `expression (relation) 0`.
    public let expression: LinearExpression
    /// The relation to zero.
    public let relation: Relation
    /// The priority; ``Priority/required`` unless set.
    public let priority: Priority
    /// For an optional equality whose two sides weigh differently: the priority of falling
    /// short (`expression < 0`), while ``priority`` weighs overshooting (`expression > 0`).
    /// `nil` for every other constraint.
    package let belowPriority: Priority?
    /// Whether the solver may let an identical optional constraint's row stand for this one
    /// (`false` for an edit variable's constraint, whose constant moves on its own).
    package let mayShareRow: Bool
    /// Whether the constraint was made inside the library (a layout engine's lowering, a
    /// solver's rewriting), so that one thread at a time reaches it, as for a layout item's
    /// variables (``Variable/isConfined``): the first solver to make it a definition may keep
    /// the definition's slot in ``slotHint`` for good. A constraint made with the public
    /// initializers may be shared by solvers on several threads. Declared here, in the padding
    /// before ``slotHint``: a constraint stays within the 64 bytes malloc gives it.
    package let isConfined: Bool
    /// The slot a solver's definitions gave the constraint (−1: none ever did), checked on use
    /// against the slot's own definition (see `Definitions.definitionSlot(of:)`), under the
    /// rules of ``Variable/nodeHint``.
    @exclusivity(unchecked) package nonisolated(unsafe) var slotHint: Int32 = -1
    /// The place the first of a solver's tables keyed by constraint gave it (−1: none ever
    /// did): its definitions' lowerings (see `Definitions.loweringIndex(of:)`) or its tableau's
    /// records (``RecordTable``), under the same rules. One hint for both tables, since each
    /// checks it against its own keys: a user constraint the solver lowered is a key of the
    /// lowerings and its lowered copy the tableau's, so each object usually claims in one; a
    /// second table that finds the hint taken keeps the constraint in its index. Beside
    /// ``slotHint``: a constraint stays 56 bytes, where a hint of its own for the records would
    /// take it past the 64 malloc gives it.
    @exclusivity(unchecked) package nonisolated(unsafe) var entryHint: Int32 = -1

    /// The ``entryHint`` of the live constraint with identity `id`, read without retaining it.
    @inline(__always)
    static func entryHint(of id: ObjectIdentifier) -> Int32 {
        guard let address = UnsafeRawPointer(bitPattern: UInt(bitPattern: id)) else { return -1 }
        return Unmanaged<LinearConstraint>.fromOpaque(address)._withUnsafeGuaranteedRef { $0.entryHint }
    }

    /// Creates `expression (relation) 0` at `priority`.
    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.belowPriority = nil
        self.mayShareRow = true
        self.isConfined = false
    }

    /// ``init(_:_:priority:)`` for a constraint made inside the library (see ``isConfined``).
    package init(confined expression: LinearExpression, _ relation: Relation, priority: Priority) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.belowPriority = nil
        self.mayShareRow = true
        self.isConfined = true
    }

    /// Creates an edit variable's constraint, `expression == 0` at `priority`, which never
    /// shares a row.
    package init(editing expression: LinearExpression, priority: Priority) {
        self.expression = expression
        self.relation = .equal
        self.priority = priority
        self.belowPriority = nil
        self.mayShareRow = false
        self.isConfined = true
    }

    /// Creates `expression == 0` that may overshoot at `abovePriority` and fall short at
    /// `belowPriority`: the pair `expression <= 0 @above` and `expression >= 0 @below` in one
    /// row (an intrinsic size's hugging and compression resistance). Both must be optional.
    /// Only the library makes these (see ``isConfined``).
    package init(_ expression: LinearExpression, abovePriority: Priority, belowPriority: Priority) {
        self.expression = expression
        self.relation = .equal
        self.priority = abovePriority
        self.belowPriority = belowPriority
        self.mayShareRow = true
        self.isConfined = true
    }

    /// The lower of ``priority`` and ``belowPriority``.
    package var lowestPriority: Priority { min(priority, belowPriority ?? priority) }

    /// The same constraint over another expression (a lowering through definitions), which it
    /// takes over (borrowed, its terms were retained once more for the new constraint).
    package func withExpression(_ expression: consuming LinearExpression) -> LinearConstraint {
        if !mayShareRow { return LinearConstraint(editing: expression, priority: priority) }
        guard let belowPriority else { return LinearConstraint(confined: expression, relation, priority: priority) }
        return LinearConstraint(expression, abovePriority: priority, belowPriority: belowPriority)
    }

    /// A new constraint with the same relation at another priority.
    public func priority(_ priority: Priority) -> LinearConstraint {
        LinearConstraint(expression, relation, priority: priority)
    }

    /// Reads like `x - y + 10 <= 0 @250` (the priority only when optional).
    public var description: String {
        let base = "\(expression) \(relation) 0"
        if let belowPriority { return "\(base) @\(priority) above, @\(belowPriority) below" }
        return priority.isRequired ? base : "\(base) @\(priority)"
    }
}

extension LinearExpression {
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
        LinearConstraint(lhs - rhs, .equal)
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
        LinearConstraint(lhs - rhs, .lessThanOrEqual)
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
        LinearConstraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The required constraint `lhs == number`, for a number held in a variable.
    @_disfavoredOverload
    public static func == (lhs: LinearExpression, rhs: Double) -> LinearConstraint {
        LinearConstraint(lhs - LinearExpression(constant: rhs), .equal)
    }
    /// The required constraint `lhs <= number`, for a number held in a variable.
    @_disfavoredOverload
    public static func <= (lhs: LinearExpression, rhs: Double) -> LinearConstraint {
        LinearConstraint(lhs - LinearExpression(constant: rhs), .lessThanOrEqual)
    }
    /// The required constraint `lhs >= number`, for a number held in a variable.
    @_disfavoredOverload
    public static func >= (lhs: LinearExpression, rhs: Double) -> LinearConstraint {
        LinearConstraint(lhs - LinearExpression(constant: rhs), .greaterThanOrEqual)
    }
}

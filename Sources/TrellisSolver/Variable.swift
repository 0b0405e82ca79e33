/// An unknown the solver finds a value for.
///
/// Variables are compared by identity: two variables with the same name are different unknowns.
/// The name appears in ``Solver/dump()`` and in error messages. A variable can be used in several
/// solvers; each solver gives it its own internal symbol the first time a constraint mentions it.
///
/// ```swift
/// let x = Variable("x")
/// try solver.addConstraint(x + 0 >= 10)
/// solver.value(of: x)  // 10
/// ```
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name used in dumps and messages.
    public let name: String

    /// What a reader of values attaches to the variable (the layout engine: the item whose frame
    /// the variable is part of), told whenever the variable's value may have moved (see
    /// ``Solver/takeValueChanges()``). Its object is unretained: whoever sets it clears it
    /// before the object goes, so it never dangles. It fits in the allocation a variable takes
    /// anyway (48 bytes either way). Set once after creation and cleared once, by the object
    /// itself, so it skips the run-time exclusivity check (76 instructions a read, measured).
    @exclusivity(unchecked) package nonisolated(unsafe) var observer: ValueObserver?

    /// Creates a variable named `name`.
    public init(_ name: String = "v") { self.name = name }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The variable's name.
    public var description: String { name }
}

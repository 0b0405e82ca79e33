/// Everything that can go wrong when using a ``Solver``.
///
/// Every failing call leaves the solver exactly as it was before the call.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// The constraint was already added to this solver.
    case duplicateConstraint(LinearConstraint)
    /// The constraint is not in this solver.
    case unknownConstraint(LinearConstraint)
    /// The variable is already an edit variable of this solver.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could never follow a suggestion.
    case requiredEditVariable(Variable)
    /// A priority outside `(0, 1000]` (or not a number).
    case invalidPriority(Priority)
    /// A coefficient, constant or suggested value that is infinite or NaN.
    case nonFiniteValue(String)
    /// Required constraints cannot all hold; the report names a minimal conflicting set.
    case unsatisfiable(Conflict)
    /// Finite numbers whose solution is not: the change would make a value infinite or NaN
    /// (`b == 10 × a` with `a == 1e308`). The message names the change; it was undone.
    case nonFiniteResult(String)
    /// The simplex failed in a way that indicates a solver bug or extreme numeric trouble.
    case internalFailure(String)

    /// One sentence that says what happened and how to fix it.
    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            "The constraint `\(constraint)` was already added; remove it first or add a new constraint object."
        case .unknownConstraint(let constraint):
            "The constraint `\(constraint)` is not in this solver; add it before removing or updating it."
        case .duplicateEditVariable(let variable):
            "`\(variable)` is already an edit variable; suggest values for it or remove it first."
        case .unknownEditVariable(let variable):
            "`\(variable)` is not an edit variable; call addEditVariable(_:priority:) first."
        case .requiredEditVariable(let variable):
            "The edit variable `\(variable)` cannot be required; use a priority below 1000 (for example 999)."
        case .invalidPriority(let priority):
            "The priority \(priority) is outside (0, 1000]; use 1000 for required or a value between 0 and 1000."
        case .nonFiniteResult(let what):
            "\(what) would make the solution infinite or NaN (its numbers overflow a Double), so it was undone; "
                + "use coefficients and constants of a realistic magnitude."
        case .nonFiniteValue(let what):
            "\(what) is not finite; every coefficient, constant and suggested value must be a finite number."
        case .unsatisfiable(let conflict):
            conflict.description
        case .internalFailure(let message):
            "Internal solver failure: \(message). Please report it with the solver's dump()."
        }
    }
}

/// A required constraint that cannot hold together with others, and a minimal set it conflicts with.
///
/// `conflicting` is *irreducible*: together with ``constraint`` the set has no solution, and
/// dropping any one member makes the rest satisfiable. So it is what a person has to look at, and
/// removing (or lowering the priority of) any single listed constraint resolves this conflict.
public struct Conflict: Sendable, CustomStringConvertible {
    /// The constraint that could not be satisfied (the one being added or updated).
    public let constraint: LinearConstraint
    /// Already-added required constraints that, with ``constraint``, have no solution; minimal.
    public let conflicting: [LinearConstraint]

    /// A multi-line report listing the conflicting set.
    public var description: String {
        var text = "Unable to satisfy the required constraint `\(constraint)`; it conflicts with"
        if conflicting.isEmpty { return text + " nothing: it cannot hold on its own." }
        text += ":"
        for other in conflicting { text += "\n  \(other)" }
        return text + "\nRemove one of these or make it optional (priority below 1000)."
    }
}

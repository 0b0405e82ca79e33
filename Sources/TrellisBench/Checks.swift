// Checks: compare solved values with closed forms; a failure stops the run with exit code 1.

import TrellisSolver

/// A correctness check that failed; the message says what was expected and what came out.
struct CheckFailure: Error, CustomStringConvertible {
    let description: String
}

/// Throws unless `actual` is within `relativeTolerance × max(1, |expected|)` of `expected`.
///
/// The tolerance is relative because chain values reach 10⁶ and stack widths are fractions.
func expectNear(_ actual: Double, _ expected: Double, _ what: @autoclosure () -> String,
                relativeTolerance: Double = 1e-6) throws(CheckFailure) {
    let tolerance = relativeTolerance * max(1, abs(expected))
    guard abs(actual - expected) <= tolerance else {
        throw CheckFailure(description: "\(what()): expected \(expected), got \(actual)")
    }
}

/// Throws if `condition` is false.
func expect(_ condition: Bool, _ what: @autoclosure () -> String) throws(CheckFailure) {
    guard condition else { throw CheckFailure(description: what()) }
}

/// How far `constraint` is from holding at the solver's current values, computed from the
/// variables' values (not from the solver's own bookkeeping): `|e|` for `==`, the excess for
/// `<=`/`>=`.
func violation(of constraint: LinearConstraint, in solver: Solver) -> Double {
    let value = constraint.expression.value(in: solver)
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}

/// Throws unless every constraint in `constraints` holds to within 1e-6 (relative to its constant).
func expectHolds(_ constraints: [LinearConstraint], in solver: Solver, _ what: String) throws(CheckFailure) {
    for (index, constraint) in constraints.enumerated() {
        let excess = violation(of: constraint, in: solver)
        let tolerance = 1e-6 * max(1, abs(constraint.expression.constant))
        guard excess <= tolerance else {
            throw CheckFailure(
                description: "\(what): constraint #\(index + 1) `\(constraint)` violated by \(excess)")
        }
    }
}

import Testing
import TrellisSolver

/// Asserts the solver's debug self-checks found nothing.
func expectConsistent(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(solver.invariantViolations == [], sourceLocation: sourceLocation)
}

/// Asserts two numbers agree within `tolerance`.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// The objective as `(priority, value)` pairs, highest level first.
func levels(_ solver: Solver) -> [(Float, Double)] {
    solver.objective.map { ($0.isBrokenRequired ? 1100 : $0.priority.value, $0.value) }
}

/// Asserts the objective levels equal `expected` (priority, value) within 1e-9.
func expectLevels(_ solver: Solver, _ expected: [(Float, Double)], sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = levels(solver)
    #expect(actual.map(\.0) == expected.map(\.0), sourceLocation: sourceLocation)
    for (a, e) in zip(actual, expected) { expectClose(a.1, e.1, sourceLocation: sourceLocation) }
}

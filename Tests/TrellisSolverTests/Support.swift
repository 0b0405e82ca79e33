import Foundation
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

/// Whether the long run is on: `TRELLIS_LONG_TESTS=1 swift test --filter LongRunTests`, which
/// `.ci/run` runs after the fast suite.
enum LongRun {
    static let isEnabled = ProcessInfo.processInfo.environment["TRELLIS_LONG_TESTS"] == "1"
}

import Testing
@testable import TrellisSolver

/// Identical optional constraints share one tableau row (see `Tableau+Twins.swift`), however
/// their terms are ordered and however many there are.
@Suite("Identical optional constraints share a row")
struct TwinRowTests {
    /// `Σ xᵢ == 10 @250` over `count` variables, twice: once in order, once reversed.
    func twins(count: Int) throws -> (Solver, LinearConstraint, LinearConstraint) {
        let solver = Solver()
        let variables = (0..<count).map { Variable("x\($0)") }
        var forward = LinearExpression(constant: -10)
        for variable in variables { forward = forward + variable }
        var backward = LinearExpression(constant: -10)
        for variable in variables.reversed() { backward = backward + variable }
        let first = LinearConstraint(forward, .equal, priority: Priority(250))
        let second = LinearConstraint(backward, .equal, priority: Priority(250))
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        return (solver, first, second)
    }

    @Test("a short row and a long row (sorted two ways to build the signature) both merge", arguments: [3, 200])
    func merge(count: Int) throws {
        let (solver, first, second) = try twins(count: count)
        // The second constraint is counted on the first one's row: weight 2, no row of its own.
        #expect(solver.tableau.records[first]?.weight == 2)
        #expect(solver.tableau.records[second]?.weight == 0)
    }
}

import Testing

@testable import TrellisSolver

/// `Solver.expectConstantChanges(of:)`: a constant that will move keeps its marker.
@Suite("Constants expected to move")
struct ExpectedConstantChangeTests {
    /// `w = 100` and five `x[i] = w − 10·i` (definitions lowered through nothing: `w` stays in
    /// the tableau, so every `x[i]` row mentions `w = 100`'s marker). With a column limit of 1 the
    /// marker would be frozen; declared, it is kept, and moving `w` to 200 moves every `x[i]`.
    func build(declaring: Bool) throws -> (Solver, LinearConstraint, [Variable]) {
        let solver = Solver(dummyColumnLimit: 1, usesDefinitions: false)
        let w = Variable("w")
        let size = w + 0 == 100
        try solver.addConstraint(size)
        if declaring { solver.expectConstantChanges(of: size) }
        let x = (0..<5).map { Variable("x\($0)") }
        for (i, variable) in x.enumerated() {
            try solver.addConstraint(LinearExpression(variable) == w - Double(10 * i))
        }
        return (solver, size, x)
    }

    /// Declared, the marker is never frozen and the move is incremental; undeclared, the same
    /// marker is frozen and the move takes the rebuild path. Either way x[4] = 200 − 40 = 160.
    @Test("a declared constant is never frozen; an undeclared one is, and both move right", arguments: [true, false])
    func declaration(declaring: Bool) throws {
        let (solver, size, x) = try build(declaring: declaring)
        #expect(solver.tableau.records[size]?.isFrozen == !declaring)
        try solver.updateConstant(of: size, to: -200)
        #expect(solver.value(of: x[4]) == 160)
        expectConsistent(solver)
    }
}

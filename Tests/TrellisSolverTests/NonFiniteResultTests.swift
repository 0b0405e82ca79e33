import Testing
import TrellisSolver

/// Finite coefficients whose solution overflows never hand out an infinity or NaN.
@Suite("Solver: non-finite results are undone")
struct SolverNonFiniteResultTests {
    private func constraint(
        _ x: Variable, _ a: Double, _ y: Variable, _ b: Double, _ constant: Double,
        _ relation: LinearConstraint.Relation
    ) -> LinearConstraint {
        LinearConstraint(LinearExpression(terms: [(x, a), (y, b)], constant: constant), relation)
    }

    @Test("±1e308 coefficients whose elimination overflows: the add throws and is undone")
    func overflowingElimination() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        // y <= x and x + y == 10: x = y = 5 is the least-error solution.
        try solver.addConstraint(constraint(x, -1e308, y, 1e308, 0, .lessThanOrEqual))
        try solver.addConstraint(constraint(x, 1, y, 1, -10, .equal))
        let before = solver.values(of: [x, y])
        #expect(before.allSatisfy { $0.isFinite })
        // 1e308·x + 1e308·y == 1 overflows while eliminating (x + y is 10, so it cannot hold anyway).
        let bad = constraint(x, 1e308, y, 1e308, -1, .equal)
        #expect(throws: SolverError.self) { try solver.addConstraint(bad, onConflict: .breakConstraint) }
        #expect(!solver.hasConstraint(bad))
        let after = solver.values(of: [x, y])
        #expect(after.allSatisfy { $0.isFinite }, "\(after)")
        #expect(after == before)
        #expect(!solver.hasNonFiniteValues)
    }

    @Test("x + y == 1 and x − y == 0 scaled by 1e308: a wrong answer is never silent")
    func overflowingCoefficients() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(constraint(x, 1e308, y, 1e308, -1e308, .equal))
        let second = constraint(x, 1e308, y, -1e308, 0, .equal)
        do {
            try solver.addConstraint(second)
            // If it was accepted, the answer must be the true one: x = y = 0.5.
            let values = solver.values(of: [x, y])
            #expect(abs(values[0] - 0.5) < 1e-9 && abs(values[1] - 0.5) < 1e-9, "\(values)")
        } catch {
            guard case .nonFiniteResult = error else { throw error }
            #expect(!solver.hasConstraint(second))
            #expect(solver.values(of: [x, y]).allSatisfy { $0.isFinite })
        }
    }

    @Test("a definition whose value overflows is reported by hasNonFiniteValues")
    func definitionChain() throws {
        let solver = Solver()
        solver.definesConstants = true
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(LinearConstraint(LinearExpression(terms: [(a, 1)], constant: -1e308), .equal))
        let tenTimes = constraint(b, 1, a, -10, 0, .equal)
        do {
            try solver.addConstraint(tenTimes)
            #expect(solver.hasNonFiniteValues)
            try solver.removeConstraint(tenTimes)
            #expect(solver.recoverFiniteValues())
        } catch {
            guard case .nonFiniteResult = error else { throw error }
        }
        #expect(!solver.hasNonFiniteValues)
        #expect(solver.value(of: a) == 1e308)
    }

    /// A tableau row moved to 1e308 and back keeps nothing of its small part (1e308 − 1e308 + 30
    /// is 0 in a Double): recovering rebuilds the tableau from its constraints.
    @Test("a constant moved to an overflow and back gives exact values after recovering")
    func constantMovedBack() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let strong = LinearConstraint(LinearExpression(terms: [(a, 1)], constant: -30), .equal, priority: Priority(750))
        try solver.addConstraint(strong)
        try solver.addConstraint(constraint(b, 1, a, -10, 0, .equal))
        #expect(solver.value(of: b) == 300)
        try solver.batch { try solver.updateConstant(of: strong, to: -1e308) }
        #expect(solver.hasNonFiniteValues)
        try solver.batch { try solver.updateConstant(of: strong, to: -30) }
        #expect(solver.recoverFiniteValues())
        #expect(solver.value(of: a) == 30)
        #expect(solver.value(of: b) == 300)
    }
}

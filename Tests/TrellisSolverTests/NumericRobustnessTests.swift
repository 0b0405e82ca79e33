import Testing
import TrellisSolver

/// Layout-scale extremes: coordinates up to 1e6, multipliers down to 1e-5, nearly parallel rows.
@Suite("Numeric robustness at layout scale")
struct NumericRobustnessTests {
    @Test("a 1e-5 multiplier on a 1e6 coordinate")
    func smallMultiplier() throws {
        // centre = 1e-5 × width + 3 with width = 1e6 gives 13.
        let solver = Solver()
        let width = Variable("width"), centre = Variable("centre")
        try solver.addConstraint(width + 0 == 1_000_000)
        try solver.addConstraint(centre + 0 == 1e-5 * width + 3)
        expectClose(solver.value(of: centre), 13, tolerance: 1e-9)
        expectConsistent(solver)
    }

    @Test("nearly parallel rows still intersect where they should")
    func nearlyParallel() throws {
        // a + b = 1e6 and a + (1 + 1e-7)·b = 1e6 + 0.1 differ by 1e-7·b = 0.1, so b = 1e6, a = 0.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(a + b == 1_000_000)
        try solver.addConstraint(a + (1 + 1e-7) * b == 1_000_000.1)
        expectClose(solver.value(of: b), 1_000_000, tolerance: 1e-3)
        expectClose(solver.value(of: a), 0, tolerance: 1e-3)
        expectConsistent(solver)
    }

    @Test("random systems with extreme magnitudes never produce NaN", arguments: 0..<3)
    func noNaN(seed: Int) throws {
        var random = SplitMix(seed: UInt64(seed) &+ 77)
        let solver = Solver()
        let variables = (0..<6).map { Variable("v\($0)") }
        var added: [LinearConstraint] = []
        for step in 0..<300 {
            var expression = LinearExpression(constant: Double(Int(random.next() % 2_000_001) - 1_000_000))
            for _ in 0..<2 {
                let coefficient = [1e-5, -1e-5, 1, -1, 1e3, -0.5][Int(random.next() % 6)]
                expression.add(variables[Int(random.next() % 6)], coefficient)
            }
            let relation: LinearConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(random.next() % 3)]
            let constraint = LinearConstraint(expression, relation, priority: [.required, 750, 250][Int(random.next() % 3)])
            do {
                try solver.addConstraint(constraint)
                added.append(constraint)
            } catch {
                guard case .unsatisfiable = error else { throw error }
            }
            if step % 7 == 6, !added.isEmpty { try solver.removeConstraint(added.removeFirst()) }
            for variable in variables { #expect(solver.value(of: variable).isFinite) }
        }
        expectConsistent(solver)
    }
}

import Testing
@testable import TrellisSolver

/// An optional equality whose two sides weigh differently: one row standing for
/// `expression <= 0 @above` and `expression >= 0 @below` (an intrinsic size's hugging and
/// compression resistance).
@Suite("Equalities weighted differently on each side")
struct AsymmetricEqualityTests {
    @Test("falling short counts at the lower priority, overshooting at the upper")
    func sides() throws {
        // x wants 100: overshooting costs at 250, falling short at 750. A required x ≤ 80
        // leaves 20 short at 750; a required x ≥ 120 instead leaves 20 over at 250.
        let x = Variable("x")
        let wish = LinearConstraint(x - 100, abovePriority: 250, belowPriority: 750)
        let solver = Solver()
        try solver.addConstraint(wish)
        let cap = x + 0 <= 80
        try solver.addConstraint(cap)
        expectClose(solver.value(of: x), 80)
        #expect(levels(solver).map(\.0) == [750, 250])
        #expect(levels(solver).map(\.1) == [20, 0])
        try solver.removeConstraint(cap)
        try solver.addConstraint(x + 0 >= 120)
        expectClose(solver.value(of: x), 120)
        #expect(levels(solver).map(\.1) == [0, 20])
        expectConsistent(solver)
    }

    @Test("the lower compression resistance gives way first, as with two inequalities")
    func compressionTie() throws {
        // a + b = 150 required; both want 100. a resists shrinking at 750, b at 749: b takes the
        // whole 50 (a stays 100). The same pair as four inequalities gives the same values.
        let a = Variable("a"), b = Variable("b")
        let merged = Solver()
        try merged.addConstraint(a + b == 150)
        try merged.addConstraint(LinearConstraint(a - 100, abovePriority: 250, belowPriority: 750))
        try merged.addConstraint(LinearConstraint(b - 100, abovePriority: 250, belowPriority: 749))
        expectClose(merged.value(of: a), 100)
        expectClose(merged.value(of: b), 50)
        let pairs = Solver()
        try pairs.addConstraint(a + b == 150)
        try pairs.addConstraint((a - 100 <= 0).priority(250))
        try pairs.addConstraint((a - 100 >= 0).priority(750))
        try pairs.addConstraint((b - 100 <= 0).priority(250))
        try pairs.addConstraint((b - 100 >= 0).priority(749))
        #expect(levels(merged).map(\.1) == levels(pairs).map(\.1))
        expectConsistent(merged)
    }

    @Test("a new constant moves the target; removing the row drops both levels")
    func constantAndRemoval() throws {
        let x = Variable("x")
        let solver = Solver()
        let wish = LinearConstraint(x - 100, abovePriority: 300, belowPriority: 700)
        try solver.addConstraint(wish)
        try solver.addConstraint((x + 0 == 0).priority(500))
        // 700 beats 500: x stays at 100; 500 misses by 100.
        expectClose(solver.value(of: x), 100)
        try solver.updateConstant(of: wish, to: -40)
        expectClose(solver.value(of: x), 40)
        try solver.removeConstraint(wish)
        expectClose(solver.value(of: x), 0)
        #expect(levels(solver).map(\.0) == [500])
        expectConsistent(solver)
    }

    @Test("both sides must be optional")
    func requiredSide() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: SolverError.self) {
            try solver.addConstraint(LinearConstraint(x - 1, abovePriority: .required, belowPriority: 250))
        }
        #expect(throws: SolverError.self) {
            try solver.addConstraint(LinearConstraint(x - 1, abovePriority: 250, belowPriority: .required))
        }
        #expect(solver.constraints.isEmpty)
    }
}

import Testing
@testable import TrellisSolver

/// `Solver.reserveCapacity(forConstraints:variables:)` is only a hint: a solver told to expect
/// a large batch solves it exactly as one that was not, and goes on working after it.
@Suite("Reserving room for a batch changes no result")
struct ReservationTests {
    /// A chain `x[i] = x[i−1] + w[i−1] + 8`, `x[0] = 0`, each width wanting `10 + i % 7` at
    /// 750 and 0 at 250: every width gets its 750 value, so `x[i] = Σ_{j<i} (10 + j % 7 + 8)`.
    private func chain(_ count: Int, reserving: Bool) throws -> (Solver, [Variable], [Variable]) {
        let solver = Solver()
        let x = (0..<count).map { Variable("x\($0)") }, w = (0..<count).map { Variable("w\($0)") }
        // Reserving less than the batch, and far fewer variables than it has, must be harmless.
        if reserving { solver.reserveCapacity(forConstraints: count, variables: count / 3) }
        try solver.batch {
            try solver.addConstraint(x[0] + 0 == 0)
            for i in 1..<count { try solver.addConstraint(x[i] + 0 == x[i - 1] + w[i - 1] + 8) }
            for i in 0..<count {
                try solver.addConstraint((w[i] + 0 == Double(10 + i % 7)).priority(750))
                try solver.addConstraint((w[i] + 0 == 0).priority(250))
            }
        }
        return (solver, x, w)
    }

    @Test("a reserved 120-link chain has the hand-computed positions, before and after a change")
    func reservedChain() throws {
        let (solver, x, w) = try chain(120, reserving: true)
        let (plain, px, pw) = try chain(120, reserving: false)
        var expected = 0.0
        for i in 0..<120 {
            #expect(solver.value(of: x[i]) == expected)
            #expect(solver.value(of: w[i]) == Double(10 + i % 7))
            #expect(plain.value(of: px[i]) == expected && plain.value(of: pw[i]) == Double(10 + i % 7))
            expected += Double(10 + i % 7) + 8
        }
        // A required width of 100 for w[0] moves every later position by 100 − 10.
        try solver.addConstraint(w[0] + 0 == 100)
        #expect(solver.value(of: w[0]) == 100)
        #expect(solver.value(of: x[1]) == 108)
        #expect(solver.value(of: x[119]) == expected - Double(10 + 119 % 7) - 8 + 90)
    }

    /// What the reservation is for: a batch that fits in it copies none of the tableau's
    /// per-symbol arrays and none of the plan's term arrays on the way (each doubling copied the
    /// array and touched fresh pages for the copy). Without the reservation the 120-link chain's
    /// 240 optional rows grow the per-symbol arrays from empty, so every capacity below moves.
    @Test("a batch within its reservation grows none of the per-symbol or term arrays")
    func reservedBatchDoesNotGrow() throws {
        let solver = Solver()
        // 120 links: 119 required definitions and 240 optional rows of two errors each, about
        // 600 symbols; room for them (the estimate is the constraints plus half the variables).
        solver.reserveCapacity(forConstraints: 480, variables: 480)
        func capacities() -> [Int] {
            [solver.tableau.symbolInfo.capacity, solver.tableau.rows.capacity, solver.tableau.owners.capacity,
             solver.tableau.variables.capacity, solver.definitions.plan.termSource.capacity,
             solver.definitions.plan.termCoefficient.capacity]
        }
        let reserved = capacities()
        let x = (0..<120).map { Variable("x\($0)") }, w = (0..<120).map { Variable("w\($0)") }
        try solver.batch {
            try solver.addConstraint(x[0] + 0 == 0)
            for i in 1..<120 { try solver.addConstraint(x[i] + 0 == x[i - 1] + w[i - 1] + 8) }
            for i in 0..<120 {
                try solver.addConstraint((w[i] + 0 == Double(10 + i % 7)).priority(750))
                try solver.addConstraint((w[i] + 0 == 0).priority(250))
            }
        }
        // The batch made more symbols than a table grown from empty could hold without
        // reallocating, and the positions are the chain's (every width at its 750 value).
        #expect(solver.tableau.symbolInfo.count > 550)
        #expect(capacities() == reserved)
        var last = 0.0
        for i in 0..<119 { last += Double(10 + i % 7) + 8 }
        #expect(solver.value(of: x[119]) == last)
    }
}

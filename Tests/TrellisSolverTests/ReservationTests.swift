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
}

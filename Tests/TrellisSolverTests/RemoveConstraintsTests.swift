import Testing
import TrellisSolver

@Suite("Removing several constraints at once")
struct RemoveConstraintsTests {
    /// x0 = 0 and x(i) = x(i−1) + 10 required, every x(i) pulled to 1000 at 250: with the
    /// whole chain, x(i) = 10 i and the 250 level totals Σ (1000 − 10 i).
    private func chain(_ solver: Solver, _ xs: [Variable]) throws -> [LinearConstraint] {
        var links: [LinearConstraint] = []
        try solver.addConstraint(xs[0] + 0 == 0)
        for i in 1..<xs.count {
            let link = xs[i] + 0 == xs[i - 1] + 10
            try solver.addConstraint(link)
            links.append(link)
            try solver.addConstraint((xs[i] + 0 == 1000).priority(250))
        }
        return links
    }

    @Test("frozen links removed together: one rebuild, the same solution as one by one",
          arguments: [1, 1 << 20])
    func together(dummyColumnLimit: Int) throws {
        // Removing the links into x5 and x12 leaves three chains: x0…x4 (x(i) = 10 i), x5…x11
        // and x12…x20, each free block moving as one. A block's 250 pulls cost
        // Σ |first + 10 k − 1000|, least when its middle variable sits at 1000 (the median):
        // x5…x11 = 970…1030 (cost 30 + 20 + 10 + 0 + 10 + 20 + 30 = 120) and x12…x20 = 960…1040
        // (cost 2 × (10 + 20 + 30 + 40) = 200). x1…x4 miss by 990 + 980 + 970 + 960 = 3900.
        // Limit 1 freezes every link's marker (the rebuild path); a huge limit freezes none.
        let xs = (0..<21).map { Variable("x\($0)") }
        let together = Solver(dummyColumnLimit: dummyColumnLimit)
        let links = try chain(together, xs)
        try together.removeConstraints([links[4], links[11]])
        let oneByOne = Solver(dummyColumnLimit: dummyColumnLimit)
        let links2 = try chain(oneByOne, xs)
        try oneByOne.removeConstraint(links2[4])
        try oneByOne.removeConstraint(links2[11])
        for (i, x) in xs.enumerated() {
            let expected: Double = i < 5 ? 10 * Double(i) : i < 12 ? 970 + 10 * Double(i - 5) : 960 + 10 * Double(i - 12)
            #expect(abs(together.value(of: x) - expected) < 1e-9, "x\(i) = \(together.value(of: x))")
            #expect(abs(oneByOne.value(of: x) - expected) < 1e-9)
        }
        let expectedLevel: Double = 3900 + 120 + 200
        #expect(together.objective.map(\.value) == oneByOne.objective.map(\.value))
        #expect(abs((together.objective.first?.value ?? 0) - expectedLevel) < 1e-6)
        #expect(!together.hasConstraint(links[4]) && !together.hasConstraint(links[11]))
        #expect(together.invariantViolations.isEmpty)
    }

    @Test("an unknown or repeated constraint: typed error, nothing removed")
    func unknown() throws {
        let xs = (0..<6).map { Variable("x\($0)") }
        let solver = Solver(dummyColumnLimit: 1)
        let links = try chain(solver, xs)
        let before = solver.dump()
        let stranger = xs[0] + 0 == 5
        #expect { try solver.removeConstraints([links[0], stranger]) } throws: { error in
            if case SolverError.unknownConstraint(let constraint) = error { return constraint === stranger }
            return false
        }
        #expect { try solver.removeConstraints([links[1], links[1]]) } throws: { error in
            if case SolverError.unknownConstraint(let constraint) = error { return constraint === links[1] }
            return false
        }
        #expect(solver.dump() == before)
        try solver.removeConstraints([])
        #expect(solver.dump() == before)
    }
}

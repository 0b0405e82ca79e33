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

    /// The widest of n equal widths: `page ≥ w(i)` required, `page == 0` at 51 (as narrow as
    /// its content), each `w(i) == 100` at 750. Every `page ≥ w(i)` ties for the tightest,
    /// so the solver's basis holds the page's width through one of them and every other
    /// slack row mentions that one's symbols. All the 750s are then replaced by `w(i) == 90`
    /// in one removal and one batch of adds, as a stack does when every row changes. With
    /// ties broken towards the oldest row, each removal moved that bookkeeping to the row
    /// removed next, rewriting every row each time (460 rows rewritten at 20, 6,640 at 80; now
    /// 100 and 400).
    private func replaceEveryWidth(_ n: Int) throws -> (rewritten: Int, page: Double) {
        let solver = Solver()
        let page = Variable("page")
        let widths = (0..<n).map { Variable("w\($0)") }
        let natural = widths.map { ($0 + 0 == 100).priority(750) }
        try solver.batch {
            for width in widths { try solver.addConstraint(page + 0 >= width + 0) }
            try solver.addConstraint((page + 0 == 0).priority(51))
            for constraint in natural { try solver.addConstraint(constraint) }
        }
        let before = solver.work
        try solver.batch {
            try solver.removeConstraints(natural)
            for width in widths { try solver.addConstraint((width + 0 == 90).priority(750)) }
        }
        #expect(solver.invariantViolations.isEmpty)
        return ((solver.work - before).rowsRewritten, solver.value(of: page))
    }

    @Test("replacing the constraints of n tied rows rewrites rows in proportion to n")
    func tiedRows() throws {
        let small = try replaceEveryWidth(20), large = try replaceEveryWidth(80)
        #expect(small.page == 90 && large.page == 90)
        #expect(large.rewritten <= 5 * small.rewritten, "rows rewritten at 20 and 80: \(small.rewritten), \(large.rewritten)")
    }
}

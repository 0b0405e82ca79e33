import Testing

@testable import TrellisSolver

/// Which infeasible row dual simplex repairs first (`Tableau.popLeavingRow()`).
@Suite("Dual simplex row choice")
struct DualRowChoiceTests {
    /// Solver-notes §3.3 push-chain: x0 >= 0 and x[i] − x[i−1] >= 10 required, x[i] == 10·i
    /// weak (anchor added first), and a strong edit on x0.
    func pushChain(_ count: Int) throws -> (Solver, [Variable]) {
        let solver = Solver()
        let x = (0..<count).map { Variable("x\($0)") }
        for i in 0..<count {
            try solver.addConstraint((x[i] + 0 == 10 * Double(i)).priority(100))
            try solver.addConstraint(i == 0 ? x[0] + 0 >= 0 : x[i] - x[i - 1] >= 10)
        }
        try solver.addEditVariable(x[0], priority: 900)
        return (solver, x)
    }

    /// x[i] = 10·i + max(0, v): the strong edit beats the weak anchors, x0 >= 0 clamps it, and
    /// the anchors then pull every link tight.
    func expectPushed(_ solver: Solver, _ x: [Variable], by v: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        for i in x.indices {
            expectClose(solver.value(of: x[i]), 10 * Double(i) + max(0, v), sourceLocation: sourceLocation)
        }
        expectConsistent(solver, sourceLocation: sourceLocation)
    }

    @Test("pushing x0 of a chain back across x0 >= 0 takes one pivot, not one per link")
    func flipAcrossBound() throws {
        let (solver, x) = try pushChain(200)
        try solver.suggestValue(100, for: x[0])
        expectPushed(solver, x, by: 100)
        // Below zero every anchor row turns negative by the same 101, but one pivot (x0's slack
        // leaves, the edit's error enters) repairs them all: the rows say x[i] = 10·i + slack0
        // + links, and slack0 is now 0.
        var before = solver.tableau.pivotCount
        try solver.suggestValue(-1, for: x[0])
        #expect(solver.tableau.pivotCount - before == 1)
        expectPushed(solver, x, by: -1)
        // And back: only the edit's row is infeasible; one pivot puts x0's slack back.
        before = solver.tableau.pivotCount
        try solver.suggestValue(37, for: x[0])
        #expect(solver.tableau.pivotCount - before == 1)
        expectPushed(solver, x, by: 37)
        // Staying on one side moves constants only.
        before = solver.tableau.pivotCount
        try solver.suggestValue(12, for: x[0])
        #expect(solver.tableau.pivotCount - before == 0)
        expectPushed(solver, x, by: 12)
    }

    @Test("the row choice does not change the optimum: flips agree with a fresh solve")
    func flipsMatchFreshSolves() throws {
        let (solver, x) = try pushChain(30)
        for k in 0..<40 {
            let v = Double(1 + (7919 * k) % 200) * (k % 2 == 0 ? -1 : 1)
            try solver.suggestValue(v, for: x[0])
            expectPushed(solver, x, by: v)
            let (fresh, y) = try pushChain(30)
            try fresh.suggestValue(v, for: y[0])
            for i in x.indices { expectClose(solver.value(of: x[i]), fresh.value(of: y[i])) }
        }
    }
}

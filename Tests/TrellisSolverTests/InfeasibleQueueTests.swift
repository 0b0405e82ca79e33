import Testing

@testable import TrellisSolver

/// The queue dual simplex takes its leaving rows from (`Internal/InfeasibleQueue.swift`).
@Suite("Infeasible-row queue")
struct InfeasibleQueueTests {
    @Test("rows come out by score, largest first, ties to the lower symbol; stale entries are skipped")
    func order() {
        var queue = InfeasibleQueue()
        for (symbol, score) in [(7, 1.0), (3, 4.0), (9, 4.0), (1, 0.5), (5, 2.0), (2, 4.0)] {
            queue.push(Int32(symbol), score: score)
        }
        var popped: [Int32] = []
        while let symbol = queue.popFirst(where: { _ in true }) { popped.append(symbol) }
        #expect(popped == [2, 3, 9, 5, 7, 1])
        // An entry the caller finds stale is dropped and the next one taken.
        queue.push(4, score: 3)
        queue.push(6, score: 1)
        #expect(queue.popFirst(where: { $0.symbol != 4 }) == 6)
        #expect(queue.isEmpty)
        #expect(queue.entriesExamined == 8)
    }

    @Test("re-scoring keeps the entries it answers a score for and orders them by it")
    func rescore() {
        var queue = InfeasibleQueue()
        for symbol in 1...5 { queue.push(Int32(symbol), score: Double(symbol)) }
        queue.rescore { $0 == 3 ? nil : Double(10 - $0) }
        var popped: [Int32] = []
        while let symbol = queue.popFirst(where: { _ in true }) { popped.append(symbol) }
        #expect(popped == [1, 2, 4, 5])
    }

    /// k rows `y[i] >= w`, each `y[i]` held at 0 by a weak pin, with w edited from 0 to 10:
    /// every row turns infeasible at once and each needs its own pivot (its pin's error
    /// enters). A scan of the whole queue before every pivot looked at about k²/2 entries
    /// (80,000 for k = 400); the heap takes each queued entry off once.
    @Test("repairing k infeasible rows takes each queued entry off once, not k²/2 looks")
    func repairIsNotQuadratic() throws {
        let k = 400
        let solver = Solver()
        let w = Variable("w")
        let ys = (0..<k).map { Variable("y\($0)") }
        for y in ys {
            try solver.addConstraint(y + 0 >= w + 0)
            try solver.addConstraint((y + 0 == 0).priority(1))
        }
        try solver.addEditVariable(w, priority: 900)
        try solver.suggestValue(0, for: w)
        let examined = solver.tableau.infeasible.entriesExamined
        let pivots = solver.tableau.pivotCount
        try solver.suggestValue(10, for: w)
        for y in ys { expectClose(solver.value(of: y), 10) }
        #expect(solver.tableau.pivotCount - pivots == k)
        #expect(solver.tableau.infeasible.entriesExamined - examined <= 2 * k)
        expectConsistent(solver)
    }
}

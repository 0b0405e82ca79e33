import Testing
@testable import TrellisSolver

/// The debug-build self-checks walk the whole tableau; their schedule keeps that walk's cost per
/// operation bounded (`Internal/InvariantSchedule.swift`). Counted, not timed.
@Suite("Invariant check schedule")
struct InvariantScheduleTests {
    @Test("a tableau of at most 64 symbols is checked after every operation; a larger one every symbols / 64")
    func spacing() {
        #expect(InvariantSchedule.spacing(symbols: 0) == 1)
        #expect(InvariantSchedule.spacing(symbols: 64) == 1)
        #expect(InvariantSchedule.spacing(symbols: 127) == 1)
        #expect(InvariantSchedule.spacing(symbols: 128) == 2)
        #expect(InvariantSchedule.spacing(symbols: 6_400) == 100)
        var schedule = InvariantSchedule()
        // 640 symbols: every tenth operation.
        let due = (1...30).filter { _ in schedule.isDue(symbols: 640, force: false) }
        #expect(due.count == 3)
        #expect(schedule.work == InvariantCheckWork(checks: 3, symbolsWalked: 1_920))
        let forced = schedule.isDue(symbols: 640, force: true)
        #expect(forced)
        #expect(!schedule.hasUnchecked)
    }

    #if DEBUG
        @Test("a small solver is checked after each of its operations")
        func smallSolver() throws {
            let solver = Solver()
            let x = Variable("x"), y = Variable("y")
            let before = solver.invariantCheckWork.checks
            try solver.addConstraint(x + 0 >= 10)
            try solver.addConstraint(y + 0 == x + 5)
            try solver.addConstraint((x + 0 == 3).priority(250))
            #expect(solver.invariantCheckWork.checks - before == 3)
            expectConsistent(solver)
        }

        /// 2,000 inequalities added one by one, each bringing a variable and a slack into the
        /// tableau (independent, so that each add is cheap in itself): checked
        /// after every operation, the walks would sum to about 2,000² symbols. Each check runs
        /// only once `unchecked ≥ symbols / 64`, so it walks fewer than `64 × (unchecked + 1)
        /// ≤ 128 × unchecked` symbols, and all of them together fewer than 128 per operation.
        @Test("a large solver's checks walk at most 128 symbols per operation, and a read checks what is left")
        func largeSolver() throws {
            let solver = Solver()
            let xs = (0..<2_000).map { Variable("x\($0)") }
            for (i, x) in xs.enumerated() { try solver.addConstraint(x + 0 >= Double(i)) }
            let work = solver.invariantCheckWork
            #expect(work.checks > 0)
            #expect(work.symbolsWalked <= 128 * xs.count)
            #expect(solver.value(of: xs[1_999]) == 1_999)
            #expect(work.checks < xs.count / 10)
            // The last add was not checked (the tableau is far above 64 symbols): reading the
            // violations checks the current state once.
            let unchecked = solver.invariantSchedule.hasUnchecked
            #expect(solver.invariantViolations == [])
            #expect(solver.invariantCheckWork.checks == work.checks + (unchecked ? 1 : 0))
            #expect(!solver.invariantSchedule.hasUnchecked)
            // A batch's end is always checked.
            let beforeBatch = solver.invariantCheckWork.checks
            try solver.batch { try solver.addConstraint((xs[5] + 0 == 100).priority(500)) }
            #expect(solver.invariantCheckWork.checks > beforeBatch)
            #expect(!solver.invariantSchedule.hasUnchecked)
            #expect(solver.value(of: xs[5]) == 100)
        }
    #endif
}

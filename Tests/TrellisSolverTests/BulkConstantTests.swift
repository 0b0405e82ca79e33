import Testing

@testable import TrellisSolver

/// `Solver.updateConstants(_:)`: required moves wait with the optional ones and are repaired by
/// one dual-simplex pass; a run that cannot be repaired is undone and made again one by one.
@Suite("Many constants moved at once")
struct BulkConstantTests {
    /// `n` values `w(i)`, each required at least `c(i)` and pulled down weakly, and a width `W`
    /// required to cover every one of them and pulled down at 500: `W` is the largest `c(i)`.
    struct Widest {
        let solver = Solver()
        let width = Variable("W")
        let items: [Variable]
        let floors: [LinearConstraint]
        let covers: [LinearConstraint]

        init(_ n: Int, definitions: Bool) throws {
            let items = (0..<n).map { Variable("w\($0)") }
            let width = width
            self.items = items
            // `w == c` is a definition of w; `w >= c` a plain tableau row.
            floors = items.map { definitions ? LinearExpression($0) == 10 : LinearExpression($0) >= 10 }
            covers = items.map { LinearExpression(width) >= LinearExpression($0) }
            solver.definesConstants = definitions
            // The floors first: a variable another constraint already mentions is not defined.
            for constraint in floors + covers { try solver.addConstraint(constraint) }
            try solver.addConstraint((LinearExpression(width) == 0).priority(500))
            // A defined w is fixed; only a floor needs the pull (defined, the pulls would all
            // read `c == 0` and share one row, a twin, which moves on its own).
            if !definitions {
                for item in items { try solver.addConstraint((LinearExpression(item) == 0).priority(1)) }
            }
        }

        /// Every floor raised to `10 + i + 1`, so that each becomes the largest in turn.
        var rising: [(constraint: LinearConstraint, constant: Double)] {
            floors.enumerated().map { ($1, -(10 + Double($0) + 1)) }
        }
    }

    @Test("required floors raised together, each the largest in turn: one pivot, not one per floor", arguments: [false, true])
    func risingFloors(definitions: Bool) throws {
        for n in [20, 80] {
            let system = try Widest(n, definitions: definitions)
            #expect(system.solver.definitions.isDefinition(system.floors[0]) == definitions)
            let before = system.solver.work
            try system.solver.batch { try system.solver.updateConstants(system.rising) }
            let work = system.solver.work - before
            #expect(work.pivots <= 2, "\(n): \(work)")
            #expect(work.rowsRewritten <= 3 * n, "\(n): \(work)")
            #expect(work.constantsMoved == n)
            // The largest floor is the last: 10 + n.
            #expect(system.solver.value(of: system.width) == 10 + Double(n))
            for (i, item) in system.items.enumerated() { #expect(system.solver.value(of: item) == 10 + Double(i) + 1) }
            expectConsistent(system.solver)
        }
    }

    @Test("the same floors raised one by one pivot once per floor (what the run saves)")
    func risingFloorsOneByOne() throws {
        let system = try Widest(20, definitions: false)
        let before = system.solver.work
        try system.solver.batch {
            for update in system.rising { try system.solver.updateConstant(of: update.constraint, to: update.constant) }
        }
        #expect((system.solver.work - before).pivots >= 19)
        #expect(system.solver.value(of: system.width) == 30)
    }

    /// `x ≤ 10`, and `x ≥ a`, `y ≥ b`, `z ≥ c`, all required, each variable pulled to 0 weakly.
    struct Three {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let cap: LinearConstraint, xFloor: LinearConstraint, yFloor: LinearConstraint, zFloor: LinearConstraint

        init() throws {
            cap = LinearExpression(x) <= 10
            xFloor = LinearExpression(x) >= 0
            yFloor = LinearExpression(y) >= 0
            zFloor = LinearExpression(z) >= 0
            for v in [x, y, z] { try solver.addConstraint((LinearExpression(v) == 0).priority(1)) }
            for constraint in [cap, xFloor, yFloor, zFloor] { try solver.addConstraint(constraint) }
        }

        var values: [Double] { [x, y, z].map(solver.value(of:)) }
    }

    @Test("a run whose repair finds a conflict: the moves before the culprit apply, the culprit throws, the rest wait")
    func conflictInTheMiddle() throws {
        let system = try Three()
        // y ≥ 5 holds; x ≥ 20 contradicts x ≤ 10; z ≥ 7 would hold but comes after the culprit.
        let updates: [(constraint: LinearConstraint, constant: Double)] = [
            (system.yFloor, -5), (system.xFloor, -20), (system.zFloor, -7),
        ]
        var thrown: SolverError?
        do {
            try system.solver.batch { try system.solver.updateConstants(updates) }
        } catch {
            thrown = error as? SolverError
        }
        guard case .unsatisfiable(let conflict)? = thrown else {
            Issue.record("expected a conflict, got \(String(describing: thrown))")
            return
        }
        #expect(conflict.constraint === system.xFloor)
        #expect(conflict.conflicting.map(ObjectIdentifier.init) == [ObjectIdentifier(system.cap)])
        #expect(system.values == [0, 5, 0])
        #expect(system.solver.constant(of: system.xFloor) == 0)
        #expect(system.solver.constant(of: system.yFloor) == -5)
        #expect(system.solver.constant(of: system.zFloor) == 0)
        expectConsistent(system.solver)
        // The solver goes on from there: the rest of the moves, and x back within its cap.
        try system.solver.batch {
            try system.solver.updateConstants([(system.zFloor, -7), (system.xFloor, -10)])
        }
        #expect(system.values == [10, 5, 7])
        expectConsistent(system.solver)
    }

    @Test("a definition moved in a run that fails is put back before the moves are made again")
    func definitionUndone() throws {
        // w = 10 defines w; W ≥ w and W ≤ 50 are required rows. Moving w to 30 holds, moving
        // the cap to 20 then contradicts it: w stays at 30 (moved first), the cap at 50.
        let solver = Solver()
        solver.definesConstants = true
        let w = Variable("w"), width = Variable("W")
        let define = LinearExpression(w) == 10
        let cover = LinearExpression(width) >= LinearExpression(w)
        let cap = LinearExpression(width) <= 50
        try solver.addConstraint((LinearExpression(width) == 0).priority(1))
        for constraint in [define, cover, cap] { try solver.addConstraint(constraint) }
        #expect(solver.definitions.isDefinition(define))
        do {
            try solver.batch { try solver.updateConstants([(define, -30), (cap, -20)]) }
            Issue.record("moving the cap below w was accepted")
        } catch {
            guard case .unsatisfiable(let conflict) = error as? SolverError else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(conflict.constraint === cap)
        }
        #expect(solver.value(of: w) == 30)
        #expect(solver.value(of: width) == 30)
        #expect(solver.constant(of: define) == -30)
        #expect(solver.constant(of: cap) == -50)
        expectConsistent(solver)
    }

    /// n widths `w(i) == 100` at 750 under a page `P ≥ w(i)` pulled to 0 at 51 (the page is the
    /// widest), and for each i two identical heights `h(i) == 20` at 750, one row with a twin.
    struct TwinRows {
        let solver = Solver()
        let page = Variable("P")
        let widths: [Variable]
        let heights: [Variable]
        let naturalWidths: [LinearConstraint]
        let heightPairs: [(LinearConstraint, LinearConstraint)]

        init(_ n: Int) throws {
            widths = (0..<n).map { Variable("w\($0)") }
            heights = (0..<n).map { Variable("h\($0)") }
            naturalWidths = widths.map { (LinearExpression($0) == 100).priority(750) }
            heightPairs = heights.map { ((LinearExpression($0) == 20).priority(750), (LinearExpression($0) == 20).priority(750)) }
            let solver = solver, page = page, widths = widths, naturalWidths = naturalWidths, heightPairs = heightPairs
            try solver.batch {
                for width in widths { try solver.addConstraint(LinearExpression(page) >= LinearExpression(width)) }
                try solver.addConstraint((LinearExpression(page) == 0).priority(51))
                for i in 0..<n {
                    try solver.addConstraint(naturalWidths[i])
                    try solver.addConstraint(heightPairs[i].0)
                    try solver.addConstraint(heightPairs[i].1)
                }
            }
        }

        /// Row by row, as a layout hands them over: each width to 90, both its heights to 22.
        var shrinkAndGrow: [(constraint: LinearConstraint, constant: Double)] {
            (0..<widths.count).flatMap { i in [(naturalWidths[i], -90.0), (heightPairs[i].0, -22), (heightPairs[i].1, -22)] }
        }
    }

    /// The twin heights cannot wait in the run (a twin leaves its group when it moves alone).
    /// They ended it, so the widths were repaired row by row: the first width to shrink left
    /// the others widest, and each row's repair pivoted through every other row (19 pivots and
    /// 380 rows rewritten at 20 rows, 79 and 6,320 at 80). Optional moves that cannot wait now
    /// move after the run: no pivot, no row rewritten (the widths all shrink together).
    @Test("optional twins moved with many widths wait for the run: the widths are repaired together")
    func twinsWaitForTheRun() throws {
        for n in [20, 80] {
            let system = try TwinRows(n)
            #expect(system.solver.value(of: system.page) == 100)
            let before = system.solver.work
            try system.solver.batch { try system.solver.updateConstants(system.shrinkAndGrow) }
            let work = system.solver.work - before
            #expect(work.pivots <= 2, "\(n): \(work)")
            #expect(work.rowsRewritten <= 4 * n, "\(n): \(work)")
            #expect(system.solver.value(of: system.page) == 90)
            #expect(system.widths.allSatisfy { system.solver.value(of: $0) == 90 })
            #expect(system.heights.allSatisfy { system.solver.value(of: $0) == 22 })
            expectConsistent(system.solver)
        }
    }

    @Test("a waiting optional move comes before a required move that fails: it is made, the failing one throws")
    func waitingMoveBeforeAConflict() throws {
        let system = try Three()
        let pair = ((LinearExpression(system.y) == 3).priority(750), (LinearExpression(system.y) == 3).priority(750))
        try system.solver.addConstraint(pair.0)
        try system.solver.addConstraint(pair.1)
        // y's twins move to 4 (they wait), then x ≥ 20 contradicts x ≤ 10, then z ≥ 7 (after it).
        let updates: [(constraint: LinearConstraint, constant: Double)] = [
            (pair.0, -4), (pair.1, -4), (system.xFloor, -20), (system.zFloor, -7),
        ]
        #expect(throws: SolverError.self) { try system.solver.batch { try system.solver.updateConstants(updates) } }
        #expect(system.solver.constant(of: pair.0) == -4 && system.solver.constant(of: pair.1) == -4)
        #expect(system.solver.constant(of: system.xFloor) == 0)
        #expect(system.solver.constant(of: system.zFloor) == 0)
        #expect(system.values == [0, 4, 0])
        expectConsistent(system.solver)
    }
}

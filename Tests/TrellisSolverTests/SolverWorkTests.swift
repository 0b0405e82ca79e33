import Testing

@testable import TrellisSolver

/// `Solver.work`: counters that only grow, whose differences are a change's work.
@Suite("Solver work counters")
struct SolverWorkTests {
    @Test("a new solver has done nothing")
    func fresh() {
        #expect(Solver().work == SolverWork())
    }

    @Test("adds, removals and constant moves are counted once each")
    func addsRemovalsAndMoves() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let offset = x + 0 == y + 10
        let floor = x + 0 >= 5
        let preferred = (y + 0 == 40).priority(.low)
        try solver.addConstraint(offset)
        try solver.addConstraint(floor)
        try solver.addConstraint(preferred)
        let built = solver.work
        #expect(built.constraintsAdded == 3 && built.constraintsRemoved == 0 && built.constantsMoved == 0)

        try solver.updateConstant(of: floor, to: -60)
        var step = solver.work - built
        #expect(step.constantsMoved == 1 && step.constraintsAdded == 0 && step.constraintsRemoved == 0)
        // x ≥ 60 pushes y to 50, away from its weak 40.
        #expect(solver.value(of: y) == 50)

        let beforeRemoval = solver.work
        try solver.removeConstraints([floor, preferred])
        step = solver.work - beforeRemoval
        #expect(step.constraintsRemoved == 2 && step.constraintsAdded == 0)
        #expect(solver.work.constraintsAdded == 3 && solver.work.constraintsRemoved == 2)
    }

    @Test("a required equality becomes a definition; a constraint through it is expanded")
    func definitions() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + 0 == y + 10)
        let defined = solver.work
        // "Solver internals": a required equality over variables the tableau does not hold yet
        // is kept as a definition of one of them, not as a row.
        #expect(defined.definitionsInstalled == 1 && defined.pivots == 0)
        try solver.addConstraint(x + y >= 30)
        let step = solver.work - defined
        // The inequality names the defined variable: it reaches the tableau through the definition.
        #expect(step.definitionsInstalled == 0 && step.definitionsExpanded == 1)
        #expect(solver.value(of: x) - solver.value(of: y) == 10)
    }

    @Test("a rebuild is counted, and the rebuilt tableau's counts add to the old ones")
    func rebuild() throws {
        // Five rows `x[i] = w − 10·i`, then `w = 100`: substituting `w` rewrites the five rows,
        // which then all name `w = 100`'s marker. With a column limit of 1 that marker is frozen
        // (ExpectedConstantChangeTests), and moving its constant rebuilds the tableau.
        let solver = Solver(dummyColumnLimit: 1, usesDefinitions: false)
        let w = Variable("w")
        let x = (0..<5).map { Variable("x\($0)") }
        for (i, variable) in x.enumerated() { try solver.addConstraint(LinearExpression(variable) == w - Double(10 * i)) }
        let size = w + 0 == 100
        try solver.addConstraint(size)
        let before = solver.work
        #expect(before.rowsRewritten == 5 && before.tableauRebuilds == 0, "\(before)")
        try solver.updateConstant(of: size, to: -200)
        let step = solver.work - before
        #expect(solver.value(of: x[4]) == 160)
        #expect(step.tableauRebuilds == 1 && step.constantsMoved == 1, "\(step)")
        expectNoCounterWentBack(step)
        // The fresh tableau counts only the rebuild; the old tableau's five rewrites stay counted.
        #expect(solver.work.rowsRewritten == 5 + solver.tableau.substitutedRows)
    }

    @Test("a constant declared to move is moved in place: no rebuild")
    func declaredConstant() throws {
        let solver = Solver(dummyColumnLimit: 1, usesDefinitions: false)
        let w = Variable("w")
        let size = w + 0 == 100
        try solver.addConstraint(size)
        solver.expectConstantChanges(of: size)
        let x = (0..<5).map { Variable("x\($0)") }
        for (i, variable) in x.enumerated() { try solver.addConstraint(LinearExpression(variable) == w - Double(10 * i)) }
        let before = solver.work
        try solver.updateConstant(of: size, to: -200)
        let step = solver.work - before
        #expect(solver.value(of: x[4]) == 160)
        #expect(step.tableauRebuilds == 0 && step.constantsMoved == 1 && step.pivots == 0, "\(step)")
    }

    @Test("a required constraint that fails leaves every counter where it was or higher")
    func failedAdd() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + 0 == y + 10)
        try solver.addConstraint(y + 0 >= 0)
        let before = solver.work
        #expect(throws: SolverError.self) { try solver.addConstraint(x + 0 <= 5) }
        let step = solver.work - before
        #expect(step.constraintsAdded == 0)
        expectNoCounterWentBack(step)
        #expect(solver.value(of: x) - solver.value(of: y) == 10)
    }

    @Test("reset keeps the counts: they cover the solver's whole life")
    func reset() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x + 0 >= 3)
        let before = solver.work
        solver.reset()
        #expect(solver.work == before)
        try solver.addConstraint(x + 0 >= 4)
        #expect(solver.work.constraintsAdded == 2)
    }

    @Test("subtraction and addition are counter by counter, and the description names each")
    func arithmetic() {
        var a = SolverWork()
        a.pivots = 5
        a.rowsRewritten = 7
        a.objectiveUpdates = 9
        var b = SolverWork()
        b.pivots = 2
        b.constraintsAdded = 1
        let difference = a - b
        #expect(difference.pivots == 3 && difference.rowsRewritten == 7 && difference.constraintsAdded == -1)
        #expect(difference + b == a)
        #expect(
            a.description
                == "added 0, removed 0, constants moved 0, pivots 5, rows rewritten 7, rebuilds 0, "
                + "definitions installed 0, expanded 0, ordered 0, evaluated 0, reinstalled 0, rows kept 0, "
                + "objective updates 9")
    }

    /// Every counter of `step` is at least 0.
    func expectNoCounterWentBack(_ step: SolverWork, sourceLocation: SourceLocation = #_sourceLocation) {
        let counts = [
            step.constraintsAdded, step.constraintsRemoved, step.constantsMoved, step.pivots, step.rowsRewritten,
            step.tableauRebuilds, step.definitionsInstalled, step.definitionsExpanded, step.definitionsOrdered,
            step.definitionsEvaluated, step.constraintsReinstalled, step.rowsKept, step.objectiveUpdates,
        ]
        #expect(counts.allSatisfy { $0 >= 0 }, "\(step)", sourceLocation: sourceLocation)
    }
}

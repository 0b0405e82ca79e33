// The work counters (`SolverWork`): the solver counts adds, removals, constant moves and
// rebuilds itself; the tableau and the definitions count their own steps. A rebuild replaces
// the tableau by a fresh one, so it first folds what the old one had counted into the
// solver's own counts. A failed change that puts saved copies back restores their counts,
// which are the counts from before the change: the totals never go back between calls.

extension Solver {
    /// What the solver has done since it was created (see ``SolverWork``).
    ///
    /// ```swift
    /// let before = solver.work
    /// try solver.removeConstraint(anchor)
    /// print(solver.work - before)   // added 0, removed 1, constants moved 0, pivots 1, …
    /// ```
    public var work: SolverWork { countedWork + Self.stepsCounted(by: tableau, definitions) }

    /// What a tableau and a set of definitions counted themselves.
    private static func stepsCounted(by tableau: Tableau, _ definitions: Definitions) -> SolverWork {
        var steps = SolverWork()
        steps.pivots = tableau.pivotCount
        steps.rowsRewritten = tableau.substitutedRows
        steps.objectiveUpdates = tableau.objectiveUpdates
        steps.definitionsInstalled = definitions.work.definitionsInstalled
        steps.definitionsExpanded = definitions.work.definitionsExpanded
        steps.definitionsOrdered = definitions.work.planPlacements
        steps.definitionsEvaluated = definitions.work.definitionsEvaluated
        steps.constraintsReinstalled = definitions.work.reinstalls
        steps.rowsKept = definitions.work.rowsKept
        return steps
    }

    /// Replaces the tableau by `rebuilt`, one built again from its constraints, whose counts
    /// are the rebuild's own.
    func replaceTableau(by rebuilt: Tableau) {
        countedWork.pivots += tableau.pivotCount
        countedWork.rowsRewritten += tableau.substitutedRows
        countedWork.objectiveUpdates += tableau.objectiveUpdates
        countedWork.tableauRebuilds += 1
        tableau = rebuilt
        applyValueObserver()
    }
}

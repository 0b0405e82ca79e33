// Finite numbers can still overflow: `a == 1e308` and `b == 10·a` give `b == inf`, and
// eliminating `1e308·x + 1e308·y` twice gives an infinite coefficient, then NaN. Every value
// the solver hands out must be finite, so the tableau and the definitions raise a flag when an
// update leaves a non-finite number (one comparison per row update or definition, no scan), and
// each operation outside a batch checks the flag and undoes itself. Inside a batch the caller
// asks ``Solver/hasNonFiniteValues`` once at the end and takes out what caused it.

extension Solver {
    /// Whether any value the solver would hand out is infinite or NaN.
    ///
    /// Operations outside a ``batch(_:)`` never leave such values: they are undone and throw
    /// ``SolverError/nonFiniteResult(_:)``. Inside a batch, or when only evaluating the
    /// definitions overflows (a long chain of multipliers), ask this afterwards, remove what
    /// caused it, and call ``recoverFiniteValues()``.
    ///
    /// ```swift
    /// try solver.batch { … }
    /// if solver.hasNonFiniteValues { /* remove the newest suspect, then */ solver.recoverFiniteValues() }
    /// ```
    ///
    /// - Complexity: evaluates the definitions if a change made them stale (as the first read
    ///   after a change does anyway); O(1) otherwise.
    public var hasNonFiniteValues: Bool {
        if needsOptimization { try? optimizeNow() }
        definitions.evaluateIfStale(tableau: &tableau)
        return tableau.sawNonFinite || definitions.sawNonFinite
    }

    /// Whether an overflow was seen by what the solver has computed so far (no evaluation is
    /// forced): a read of a defined variable that overflows raises it too. One load, for the
    /// layout engine's frame reads.
    package var hasSeenNonFiniteValue: Bool { tableau.sawNonFinite || definitions.sawNonFinite }

    /// Clears the overflow flags after the constraints that caused them were removed, rebuilding
    /// the tableau from its constraints when an overflow was seen or a row still holds a
    /// non-finite number; returns whether every value is finite now.
    ///
    /// Rebuilt, not repaired: a row that held a number near the overflow (1e308) and was moved
    /// back by a constant change or a removal keeps nothing of its small part (1e308 − 1e308 +
    /// 30 is 0 in a Double), so its values would be silently wrong from then on.
    ///
    /// - Complexity: O(rows + definitions); a rebuild after an overflow.
    @discardableResult
    public func recoverFiniteValues() -> Bool {
        if needsOptimization { try? optimizeNow() }
        let sawOverflow = tableau.sawNonFinite || definitions.sawNonFinite
        tableau.sawNonFinite = false
        definitions.sawNonFinite = false
        if sawOverflow || tableau.hasNonFiniteRow, let fresh = try? tableau.rebuilt(breakingConflicts: true) {
            replaceTableau(by: fresh)
        }
        definitions.invalidateValues()
        valuesMayMove()
        definitions.evaluateIfStale(tableau: &tableau)
        return !tableau.sawNonFinite && !definitions.sawNonFinite && !tableau.hasNonFiniteRow
    }

    /// Outside a batch: when the operation just made left a non-finite number, undoes it with
    /// `undo`, recovers, and throws ``SolverError/nonFiniteResult(_:)`` naming `what`.
    func undoIfNonFinite(
        _ what: @autoclosure () -> String, undo: () throws(SolverError) -> Void
    ) throws(SolverError) {
        guard batchDepth == 0, tableau.sawNonFinite || definitions.sawNonFinite else { return }
        let message = what()
        try? undo()
        recoverFiniteValues()
        throw .nonFiniteResult(message)
    }

    /// ``undoIfNonFinite(_:undo:)`` for adding `constraint`.
    func undoIfNonFinite(adding constraint: LinearConstraint) throws(SolverError) {
        try undoIfNonFinite("Adding `\(constraint)`") { () throws(SolverError) in
            try removeConstraints([constraint])
        }
    }
}

extension Tableau {
    /// Whether a basic row holds an infinite or NaN constant or coefficient (a full scan, for
    /// recovery only).
    var hasNonFiniteRow: Bool {
        rows.indices.contains { index in
            guard symbolInfo[index].isBasic else { return false }
            let row = rows[index]
            return !row.constant.isFinite || row.cells.indices.contains { !row.cells.value(at: $0).isFinite }
        }
    }
}

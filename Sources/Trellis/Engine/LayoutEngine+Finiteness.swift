import TrellisSolver

// Every frame handed out is finite. Finite constraints can still overflow a Double
// (`a.width == 1e308`, `b.width == 10 × a.width`). The solver flags an overflow as it computes
// (one comparison per row update, per definition installed and per definition evaluated), so
// the engine checks a flag, never the values:
// - after each batch of a layout, for what the batch computed (rows, definitions);
// - after each frame read, for what only evaluating the definitions reveals. Definitions are
//   evaluated lazily, on the first read after a change; forcing that evaluation at the end of
//   every layout cost a hide in a 1,000-deep nested stack half its time again.
// Either way the constraints of the last layout that mention a non-finite value (or, when none
// does, the one with the largest numbers) are taken out, newest first, until every value is
// finite again: each is deactivated and reported as
// `LayoutError.nonFiniteResult`, and the rest is laid out as if it had never been activated.
// When no constraint of the layout is left, a new intrinsic size is the cause: the layout's
// intrinsic-size changes are undone, newest first (the view keeps its previous size), and as a
// last resort the largest intrinsic size in the window is left out. Should even that fail, the
// failure is recorded and the frames handed out have 0 for what is not finite.

extension LayoutEngine {
    /// Takes out, newest first, the constraints among `candidates` (this batch's) that mention a
    /// non-finite value, until every value is finite.
    ///
    /// - Throws: ``LayoutError/solverFailure(_:)`` when values stay non-finite with no such
    ///   constraint left (the overflow comes from elsewhere, for example an intrinsic size).
    func leaveOutNonFinite(among candidates: [LayoutConstraint]) throws(SolverError) {
        var remaining = candidates
        while solver.hasNonFiniteValues {
            guard let index = remaining.lastIndex(where: mentionsNonFiniteValue) ?? mostExtreme(remaining) else {
                // No constraint of the layout is left to blame: a new intrinsic size overflowed
                // through constraints laid out earlier (`b.width == 10 × a.width`, then a's
                // intrinsic width 1e308). It is undone, the view keeps its previous size.
                var undone = try undoNewestIntrinsicMove()
                if !undone { undone = try leaveOutLargestIntrinsicSize() }
                if undone {
                    solver.recoverFiniteValues()
                    continue
                }
                if solver.recoverFiniteValues() { return }
                throw .internalFailure("a value is infinite or NaN, and no constraint added in this layout mentions it")
            }
            let culprit = remaining.remove(at: index)
            try removeInstalled(culprit)
            culprit.deactivate()
            window.diagnostics.append(.nonFiniteResult(constraint: culprit.description))
            solver.recoverFiniteValues()
        }
    }

    /// Called after a frame read saw the solver flag an overflow: takes out the constraints of the
    /// last layout that caused it (a failure to do so is recorded, and the values are reset).
    func recoverFromOverflow() {
        let candidates = recentlySynced.flatMap { installed(among: $0) }
        do {
            try leaveOutNonFinite(among: candidates)
        } catch {
            window.diagnostics.append(.solverFailure(error.description))
            solver.recoverFiniteValues()
        }
    }

    /// The newest of the installed `constraints` with the largest coefficient or constant: the
    /// likely cause when the overflow shows in some other variable (a stack's, or NaN spread by
    /// the tableau) rather than in the culprit's own.
    private func mostExtreme(_ constraints: [LayoutConstraint]) -> Int? {
        var best: (index: Int, magnitude: Double)?
        for (index, constraint) in constraints.enumerated() {
            guard let record = installed[constraint] else { continue }
            let expression = record.lowered.expression
            let magnitude = expression.terms.reduce(abs(expression.constant)) { max($0, abs($1.coefficient)) }
            if best.map({ magnitude >= $0.magnitude }) ?? true { best = (index, magnitude) }
        }
        return best?.index
    }

    /// Whether an installed constraint mentions a variable whose value is infinite or NaN.
    private func mentionsNonFiniteValue(_ constraint: LayoutConstraint) -> Bool {
        guard let record = installed[constraint] else { return false }
        return record.lowered.expression.terms.contains { !solver.value(of: $0.variable).isFinite }
    }
}

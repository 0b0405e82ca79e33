import TrellisSolver

// Every frame handed out is finite. Finite constraints can still overflow a Double
// (`a.width == 1e308`, `b.width == 10 × a.width`), so after each batch the engine asks the
// solver whether a value went infinite or NaN (the solver flags it as it computes: one comparison
// per row update and per definition evaluated, which the first frame read after a change would
// pay anyway). If so, the constraints of this batch that mention such a value are taken out,
// newest first, until every value is finite again: each is deactivated and reported as
// `LayoutError.nonFiniteResult`, and the rest is laid out as if it had never been activated.

extension LayoutEngine {
    /// Takes out, newest first, the constraints among `candidates` (this batch's) that mention a
    /// non-finite value, until every value is finite.
    ///
    /// - Throws: ``LayoutError/solverFailure(_:)`` when values stay non-finite with no such
    ///   constraint left (the overflow comes from elsewhere, for example an intrinsic size).
    func leaveOutNonFinite(among candidates: [LayoutConstraint]) throws(SolverError) {
        var remaining = candidates
        while solver.hasNonFiniteValues {
            guard let index = remaining.lastIndex(where: mentionsNonFiniteValue) else {
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

    /// Whether an installed constraint mentions a variable whose value is infinite or NaN.
    private func mentionsNonFiniteValue(_ constraint: LayoutConstraint) -> Bool {
        guard let record = installed[ObjectIdentifier(constraint)] else { return false }
        return record.lowered.expression.terms.contains { !solver.value(of: $0.variable).isFinite }
    }
}

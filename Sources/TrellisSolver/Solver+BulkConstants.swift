// Many constants moved at once, repaired once.
//
// Each constant move restores feasibility with dual simplex before the next. When a layout moves
// many optional constants together (every label of a stack getting a new intrinsic size), each
// repair may pivot through rows the next move changes again: in a stack sized by its widest row,
// every row that becomes the widest in turn pivots, and each pivot rewrites the row of every
// other row that mentions the stack's width, n pivots of n rows. Optional moves cannot make the
// system infeasible, so their shifts can wait and one dual-simplex pass repairs them all.

extension Solver {
    /// Moves the constants of `updates` in order, as ``updateConstant(of:to:)`` for each, but
    /// inside a ``batch(_:)`` repairs the shifts of optional tableau rows once, after the last
    /// of a run of them, instead of after each. Outside a batch it is ``updateConstant(of:to:)``
    /// for each update.
    ///
    /// - Throws: what ``updateConstant(of:to:)`` throws for the update that fails; the updates
    ///   before it stay applied (and repaired).
    package func updateConstants(_ updates: [(constraint: LinearConstraint, constant: Double)]) throws(SolverError) {
        guard batchDepth > 0 else {
            for update in updates { try updateConstant(of: update.constraint, to: update.constant) }
            return
        }
        defer { finishOperation() }
        var shifted = false
        do throws(SolverError) {
            for update in updates {
                guard hasConstraint(update.constraint) else { throw SolverError.unknownConstraint(update.constraint) }
                guard update.constant.isFinite else {
                    throw SolverError.nonFiniteValue("The new constant of `\(update.constraint)`")
                }
                if try shiftWithoutRepair(update.constraint, to: update.constant, afterShifts: shifted) {
                    shifted = true
                    continue
                }
                if shifted { try repairShifts() }
                shifted = false
                try updateConstant(of: update.constraint, to: update.constant)
            }
            if shifted { try repairShifts() }
        } catch {
            // Nothing may see a tableau left infeasible by shifts not yet repaired.
            if shifted { try? repairShifts() }
            throw error
        }
    }

    /// Shifts an optional tableau row's constant without restoring feasibility; `false` (and
    /// nothing done) for any other constraint: a definition, a required row, a twin, a frozen
    /// marker. `afterShifts`: rows shifted earlier are waiting for repair.
    private func shiftWithoutRepair(
        _ constraint: LinearConstraint, to constant: Double, afterShifts: Bool
    ) throws(SolverError) -> Bool {
        let lowered: LinearConstraint, tableauConstant: Double
        switch definitions.role(of: constraint) {
        case .definition: return false
        case .lowered(let lowering): (lowered, tableauConstant) = (lowering.lowered ?? constraint, constant + lowering.offset)
        case .plain: (lowered, tableauConstant) = (constraint, constant)
        }
        guard let record = tableau.records[lowered], record.levelKey != nil, record.weight == 1, !record.isFrozen
        else { return false }
        // A pending primal optimisation runs on a feasible tableau first, as every move's does.
        if needsOptimization {
            if afterShifts { try repairShifts() }
            try optimizeNow()
        }
        countedWork.constantsMoved += 1
        let delta = tableauConstant - record.constant
        guard delta != 0 else { return true }
        tableau.forgetGroup(record)
        tableau.shiftConstant(of: record, by: delta, recordingUndo: false)
        tableau.records.update(id: ObjectIdentifier(lowered)) {
            $0.constant = tableauConstant
            $0.isEditable = true
        }
        if let moved = tableau.records[lowered] { tableau.registerGroup(moved) }
        return true
    }

    /// One dual-simplex pass over the rows the shifts left infeasible. Optional rows can always
    /// be repaired (their errors absorb any shift), so a failure is the solver's.
    private func repairShifts() throws(SolverError) {
        if tableau.dualOptimize() != nil { throw .internalFailure("optional constant moves could not be repaired") }
    }
}

// Many constants moved at once, repaired once.
//
// Each constant move restores feasibility with dual simplex before the next. When a layout moves
// many constants together (every label of a stack getting a new intrinsic size, every row of a
// stack a new spacing), each repair may pivot through rows the next move changes again: in a
// stack sized by its widest row, every row that becomes the widest in turn pivots, and each
// pivot rewrites the row of every other row that mentions the stack's width, n pivots of n rows.
// So the shifts wait, and one dual-simplex pass repairs them all.
//
// Optional rows can always be repaired, so a run of optional shifts needs no way back. A
// required shift can make the system infeasible; a run holding one records how to undo each of
// its shifts, and when the one repair finds a required row it cannot restore, the run is undone
// and its moves are made again one by one: the first that conflicts then throws exactly as
// ``Solver/updateConstant(of:to:)`` would, with the moves before it applied.

extension Solver {
    /// Moves the constants of `updates` in order, as ``updateConstant(of:to:)`` for each, but
    /// inside a ``batch(_:)`` shifts the tableau rows they move and repairs them once, after the
    /// last of a run of them, instead of after each. Outside a batch it is
    /// ``updateConstant(of:to:)`` for each update.
    ///
    /// A twin, a frozen marker or a definition that other definitions depend on cannot wait in
    /// a run: it moves on its own, as ``updateConstant(of:to:)`` moves it. An optional one waits
    /// until the run is repaired and moves then (optional moves never conflict, and the final
    /// constants decide the solution, not their order); a required one ends the run first.
    /// Equal heights in a row are twins: when every view of a stack sized by its widest row
    /// got a new width and height, each height ended the run, and the widths were repaired
    /// row by row, every row pivoting through the others.
    ///
    /// - Throws: what ``updateConstant(of:to:)`` throws for the update that fails; the updates
    ///   before it stay applied (and repaired), the ones after it are not made.
    package func updateConstants(_ updates: [(constraint: LinearConstraint, constant: Double)]) throws(SolverError) {
        guard batchDepth > 0 else {
            for update in updates { try updateConstant(of: update.constraint, to: update.constant) }
            return
        }
        defer { finishOperation() }
        var run = ShiftRun()
        // Optional moves that cannot wait in the run, made once it is repaired. Only a run of
        // optional shifts defers them: before a required move, they are made in order.
        var deferred: [(constraint: LinearConstraint, constant: Double)] = []
        do throws(SolverError) {
            for update in updates {
                guard hasConstraint(update.constraint) else { throw SolverError.unknownConstraint(update.constraint) }
                guard update.constant.isFinite else {
                    throw SolverError.nonFiniteValue("The new constant of `\(update.constraint)`")
                }
                let isRequired = update.constraint.priority.isRequired
                if isRequired, !deferred.isEmpty { try settle(&run, then: &deferred) }
                if try shiftWithoutRepair(update, in: &run) { continue }
                if !isRequired, !run.isUndoable {
                    deferred.append(update)
                    continue
                }
                try settle(&run, then: &deferred)
                try updateConstant(of: update.constraint, to: update.constant)
            }
            try settle(&run, then: &deferred)
        } catch {
            // Nothing may see a tableau left infeasible by shifts not yet repaired; the deferred
            // moves came before the failing one.
            if !run.isEmpty { try? settle(&run) }
            for update in deferred { try? updateConstant(of: update.constraint, to: update.constant) }
            throw error
        }
    }

    /// Repairs `run`, then makes the `deferred` moves one by one and empties the list.
    private func settle(
        _ run: inout ShiftRun, then deferred: inout [(constraint: LinearConstraint, constant: Double)]
    ) throws(SolverError) {
        try settle(&run)
        guard !deferred.isEmpty else { return }
        let moves = deferred
        deferred.removeAll()
        for update in moves { try updateConstant(of: update.constraint, to: update.constant) }
    }

    /// Shifts the rows `update` moves without restoring feasibility, adding the move to `run`;
    /// `false` (and nothing done) for a move that cannot wait: a twin, a frozen marker, a
    /// definition with definitions depending on it, a definition's dependent that is one of those.
    private func shiftWithoutRepair(
        _ update: (constraint: LinearConstraint, constant: Double), in run: inout ShiftRun
    ) throws(SolverError) -> Bool {
        let planned: PlannedShift
        switch definitions.role(of: update.constraint) {
        case .definition: return try shiftDefinitionWithoutRepair(update, in: &run)
        case .lowered(let lowering):
            planned = (lowering.lowered ?? update.constraint, update.constant + lowering.offset, nil)
        case .plain: planned = (update.constraint, update.constant, nil)
        }
        // One row, the common case (an intrinsic size, a constant): no list of shifts.
        guard let record = tableau.records[planned.lowered], record.weight == 1, !record.isFrozen else { return false }
        // A repair or optimisation on the way may have moved this very record (a constraint
        // listed twice): then it is read again.
        let row: ShiftRun.Step.Row?
        if try prepare(&run, forRequired: record.levelKey == nil) {
            guard let current = tableau.records[planned.lowered] else { return false }
            row = apply(planned, to: current, undoable: run.isUndoable)
        } else {
            row = apply(planned, to: record, undoable: run.isUndoable)
        }
        run.append(update, rows: row.map { [$0] } ?? [], oldDefinitionConstant: nil)
        return true
    }

    /// ``shiftWithoutRepair(_:in:)`` for a definition: its dependents' rows shift by what its
    /// move changes in each (their lowered constants), and the definition's constant moves.
    private func shiftDefinitionWithoutRepair(
        _ update: (constraint: LinearConstraint, constant: Double), in run: inout ShiftRun
    ) throws(SolverError) -> Bool {
        guard let found = definitions.definition(for: update.constraint) else { return false }
        let change = -(update.constant - found.expressionConstant) / found.pivot
        var planned: [(shift: PlannedShift, record: ConstraintRecord)] = []
        var isRequired = false
        for (dependent, weight) in dependentsInOrder(of: found.variable) {
            guard !definitions.isDefinition(dependent) else { return false }
            let shift = weight * change
            guard shift != 0, let record = record(of: dependent) else { continue }
            guard record.weight == 1, !record.isFrozen else { return false }
            if record.levelKey == nil { isRequired = true }
            planned.append(((definitions.tableauConstraint(for: dependent), record.constant + shift, dependent), record))
        }
        let waited = try prepare(&run, forRequired: isRequired)
        let rows = planned.compactMap { entry in
            let record = waited ? tableau.records[entry.shift.lowered] : entry.record
            return record.flatMap { apply(entry.shift, to: $0, undoable: run.isUndoable) }
        }
        let old = found.expressionConstant
        _ = definitions.moveConstant(of: update.constraint, to: update.constant)
        run.append(update, rows: rows, oldDefinitionConstant: old)
        return true
    }

    /// Gets `run` ready for a move: a required shift joins a run that can be undone (optional
    /// shifts waiting without that record are repaired first), and a pending primal
    /// optimisation runs on a feasible tableau first, as every move's does. Returns whether
    /// anything was repaired or optimised (records read before may then be out of date).
    @inline(__always)
    private func prepare(_ run: inout ShiftRun, forRequired isRequired: Bool) throws(SolverError) -> Bool {
        countedWork.constantsMoved += 1
        guard (isRequired && !run.isUndoable) || needsOptimization else { return false }
        return try settleBefore(&run, forRequired: isRequired)
    }

    /// ``prepare(_:forRequired:)`` when there is something to do.
    private func settleBefore(_ run: inout ShiftRun, forRequired isRequired: Bool) throws(SolverError) -> Bool {
        var worked = false
        if isRequired, !run.isUndoable {
            worked = !run.isEmpty
            try settle(&run)
            run.isUndoable = true
        }
        if needsOptimization {
            let undoable = run.isUndoable
            try settle(&run)
            run.isUndoable = undoable
            try optimizeNow()
            worked = true
        }
        return worked
    }

    /// Shifts one row's constant (its record `record`) to `planned.constant` without repairing;
    /// in an undoable run, what undoes it.
    @inline(__always)
    private func apply(_ planned: PlannedShift, to record: ConstraintRecord, undoable: Bool) -> ShiftRun.Step.Row? {
        let delta = planned.constant - record.constant
        guard delta != 0 else { return nil }
        tableau.forgetGroup(record)
        let undo = tableau.shiftConstant(of: record, by: delta, recordingUndo: undoable)
        tableau.records.update(planned.lowered) {
            $0.constant = planned.constant
            $0.isEditable = true
        }
        if let moved = tableau.records[planned.lowered] { tableau.registerGroup(moved) }
        if let dependent = planned.dependent { definitions.shiftOffset(of: dependent, by: delta) }
        guard undoable else { return nil }
        return ShiftRun.Step.Row(lowered: planned.lowered, dependent: planned.dependent, delta: delta, undo: undo)
    }

    /// Repairs the shifts of `run` with one dual-simplex pass and empties it. When a required row
    /// cannot be repaired, the run is undone and its moves made again one by one, so the
    /// conflicting one throws as ``updateConstant(of:to:)`` throws.
    private func settle(_ run: inout ShiftRun) throws(SolverError) {
        guard !run.isEmpty else { return }
        let settled = run
        run = ShiftRun()
        guard !tableau.infeasible.isEmpty else { return }
        guard settled.isUndoable else {
            // Optional rows can always be repaired (their errors absorb any shift), so a failure
            // is the solver's.
            if tableau.dualOptimize() != nil { throw .internalFailure("optional constant moves could not be repaired") }
            return
        }
        tableau.beginJournal()
        defer { tableau.commitJournal() }
        guard tableau.dualOptimize() != nil else { return }
        tableau.rollBack()
        undo(settled)
        for step in settled.steps {
            try updateConstant(of: step.update.constraint, to: step.update.constant)
        }
    }

    /// Puts back what the shifts of an undoable run changed, newest first.
    private func undo(_ run: ShiftRun) {
        for step in run.steps.reversed() {
            if let old = step.oldDefinitionConstant {
                _ = definitions.moveConstant(of: step.update.constraint, to: old)
            }
            for row in step.rows.reversed() {
                tableau.undo(row.undo)
                if let dependent = row.dependent { definitions.shiftOffset(of: dependent, by: -row.delta) }
                guard let record = tableau.records[row.lowered] else { continue }
                tableau.forgetGroup(record)
                tableau.records.update(row.lowered) { $0.constant -= row.delta }
                if let restored = tableau.records[row.lowered] { tableau.registerGroup(restored) }
            }
        }
    }
}

/// Constant moves shifted into the tableau and not yet repaired (see
/// ``Solver/updateConstants(_:)``).
struct ShiftRun {
    /// One update's shifts, with what undoes them in an undoable run.
    struct Step {
        struct Row {
            /// The tableau constraint shifted.
            let lowered: LinearConstraint
            /// The definition's dependent whose lowering moved, when a definition's constant moved.
            let dependent: LinearConstraint?
            let delta: Double
            let undo: ConstantUndo
        }
        let update: (constraint: LinearConstraint, constant: Double)
        /// A moved definition's expression constant before the move.
        let oldDefinitionConstant: Double?
        let rows: [Row]
    }

    /// The moves of an undoable run, in order (a run of optional shifts only counts them).
    var steps: [Step] = []
    /// How many moves the run holds.
    private(set) var count = 0
    /// Holds a required shift: every shift records its undo, and a failed repair undoes them.
    var isUndoable = false

    var isEmpty: Bool { count == 0 }

    /// Adds a move whose shifts are made.
    mutating func append(
        _ update: (constraint: LinearConstraint, constant: Double), rows: [Step.Row], oldDefinitionConstant: Double?
    ) {
        count += 1
        guard isUndoable else { return }
        steps.append(Step(update: update, oldDefinitionConstant: oldDefinitionConstant, rows: rows))
    }
}

/// A tableau row to shift: the tableau constraint, its new constant, and the definition's
/// dependent it is the lowering of, if a definition moved.
typealias PlannedShift = (lowered: LinearConstraint, constant: Double, dependent: LinearConstraint?)

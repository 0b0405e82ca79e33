// Edit variables and constant updates: the cheap, incremental ways to move a solved system.

extension Solver {
    /// Makes `variable` an edit variable: an optional `variable == value` whose value is set with
    /// ``suggestValue(_:for:)``. The initial suggestion is 0.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``
    ///   for priority 1000, ``SolverError/invalidPriority(_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard tableau.edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = LinearConstraint(editing: LinearExpression(variable), priority: priority)
        defer { finishOperation() }
        do {
            try install(constraint, constant: 0, levelKey: Double(priority.value), isBroken: false, mayDefineOptional: false)
        } catch {
            throw .internalFailure("an optional edit constraint could not be installed")
        }
        tableau.edits[variable] = EditRecord(variable: variable, constraint: constraint, value: 0)
        try optimizeUnlessBatching()
    }

    /// Removes an edit variable and its constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = tableau.edits[variable], let record = record(of: edit.constraint)
        else { throw .unknownEditVariable(variable) }
        defer { finishOperation() }
        tableau.edits.removeValue(for: ObjectIdentifier(variable))
        tableau.remove(record)
        definitions.unregister(edit.constraint)
        try optimizeUnlessBatching()
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { tableau.edits[variable] != nil }

    /// Suggests a value for an edit variable and re-solves.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)``.
    /// - Complexity: proportional to the rows that depend on the edit, plus dual pivots when the
    ///   set of active constraints changes.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let edit = tableau.edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue("The value suggested for `\(variable)`") }
        let previous = edit.value
        try moveConstant(of: edit.constraint, to: -value)
        try undoIfNonFinite("Suggesting \(value) for `\(variable)`") { () throws(SolverError) in
            try moveConstant(of: edit.constraint, to: -previous)
        }
        tableau.edits.update(id: ObjectIdentifier(variable)) { $0.value = value }
    }

    /// Changes the constant of a constraint's expression (`lhs − rhs`) in place, without removing
    /// and re-adding it.
    ///
    /// For `x + 10 <= y` the expression is `x − y + 10`; updating its constant to 20 gives
    /// `x + 20 <= y`.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
    ///   ``SolverError/unsatisfiable(_:)`` when a required constraint can no longer hold (the
    ///   solver then keeps the previous constant and state).
    public func updateConstant(of constraint: LinearConstraint, to constant: Double) throws(SolverError) {
        guard hasConstraint(constraint) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue("The new constant of `\(constraint)`") }
        let previous = self.constant(of: constraint) ?? constraint.expression.constant
        try moveConstant(of: constraint, to: constant)
        try undoIfNonFinite("The constant \(constant) of `\(constraint)`") { () throws(SolverError) in
            try moveConstant(of: constraint, to: previous)
        }
    }

    /// Declares that `constraint`'s constant will move often (a window's size). Declared once
    /// the constraint is in the tableau, its marker is never frozen, so the first move is an
    /// incremental step rather than a rebuild, as every later one is (see "Solver internals").
    ///
    /// Declared before the constraint is added, it keeps a required equality of one variable in
    /// the tableau rather than defining that variable (see ``definesConstants``); the marker is
    /// spared only by a declaration after the add, so a caller that wants both declares twice.
    package func expectConstantChanges(of constraint: LinearConstraint) {
        definitions.editable.insert(constraint)
        tableau.records.update(definitions.tableauConstraint(for: constraint)) { $0.isEditable = true }
    }

    /// The constant currently in force for a constraint's expression (see ``updateConstant(of:to:)``).
    public func constant(of constraint: LinearConstraint) -> Double? {
        if let waitingConstant = waiting.constant(of: constraint) { return waitingConstant }
        return Self.installedConstant(of: constraint, &definitions, &tableau)
    }

    /// ``constant(of:)`` for a constraint that is not waiting. The solver's state is `inout`
    /// only so that it is read in place: read through the stored properties, each of the two
    /// calls on the definitions was handed a copy of the whole struct (a `memcpy`, and once the
    /// lowerings were looked up through their hints, a retain and a release of every field:
    /// 1 % of the 100-label grid's first layout, whose engine asks it once a label).
    @inline(__always)
    private static func installedConstant(
        of constraint: LinearConstraint, _ definitions: inout Definitions, _ tableau: inout Tableau
    ) -> Double? {
        if let slot = definitions.definitionSlot(of: constraint) { return definitions.entries[slot].expressionConstant }
        guard let index = tableau.records.index(of: definitions.tableauConstraint(for: constraint)) else { return nil }
        return tableau.records.values[index].constant - definitions.offset(of: constraint)
    }

    /// Moves a user constraint's expression constant: a definition's, or a tableau row's.
    private func moveConstant(of constraint: LinearConstraint, to constant: Double) throws(SolverError) {
        if needsOptimization { try optimizeNow() }
        defer { finishOperation() }
        switch definitions.role(of: constraint) {
        case .definition:
            try moveDefinitionConstant(of: constraint, to: constant)
        case .lowered(let lowering):
            try moveTableauConstant(
                of: lowering.lowered ?? constraint, to: constant + lowering.offset, culprit: constraint, at: constant)
        case .plain:
            try moveTableauConstant(of: constraint, to: constant, culprit: constraint, at: constant)
        }
        countedWork.constantsMoved += 1
    }

    /// Shifts the constant of a tableau constraint (a user constraint or its lowering) to
    /// `tableauConstant` and restores feasibility with dual simplex. A conflict is reported for
    /// `culprit` at `culpritConstant` (the user constraint whose change caused the move).
    func moveTableauConstant(
        of lowered: LinearConstraint, to tableauConstant: Double, culprit: LinearConstraint, at culpritConstant: Double
    ) throws(SolverError) {
        guard let record = tableau.records[lowered] else { throw .unknownConstraint(culprit) }
        let delta = tableauConstant - record.constant
        guard delta != 0 else { return }
        if record.weight != 1 {
            // A twin (or the first of a group) leaves its group and is added again at its new
            // constant; optional, so it cannot conflict.
            tableau.remove(record)
            do {
                try tableau.add(lowered, constant: tableauConstant, levelKey: record.levelKey, isBroken: false, sequence: record.sequence)
            } catch {
                throw .internalFailure("an optional constraint could not be added again at its new constant")
            }
            tableau.records.update(lowered) { $0.isEditable = true }
            needsOptimization = true
            return
        }
        if record.isFrozen {
            try rebuild(changing: lowered, to: tableauConstant, culprit: culprit, at: culpritConstant)
            return
        }
        // What the row says is changing: constraints identical to the old one must not find it.
        tableau.forgetGroup(record)
        // Only a required constraint can make the system infeasible. A shift that leaves every
        // row feasible (the common case: a resize that changes no active constraint) is undone
        // from its own list of old constants; only when pivots are needed does a journal record
        // the rows and columns they touch.
        let undo = tableau.shiftConstant(of: record, by: delta, recordingUndo: record.levelKey == nil)
        let journaled = record.levelKey == nil && !tableau.infeasible.isEmpty
        if journaled { tableau.beginJournal() }
        defer { tableau.commitJournal() }
        if let stuck = tableau.dualOptimize() {
            guard journaled else { throw .internalFailure("an optional constraint could not be repaired") }
            let certificate = [stuck] + tableau.rows[Int(stuck)].cells.keys
            tableau.rollBack()
            tableau.undo(undo)
            let others = { (items: [RequiredConstraint]) in items.filter { $0.constraint !== culprit } }
            throw .unsatisfiable(
                Conflict(
                    constraint: culprit,
                    conflicting: Tableau.minimalConflict(
                        culprit: RequiredConstraint(constraint: culprit, constant: culpritConstant),
                        candidates: others(conflictSuspects(certificate)),
                        everyRequired: others(everyRequired))))
        }
        tableau.records.update(lowered) {
            $0.constant = tableauConstant
            $0.isEditable = true
        }
        if let moved = tableau.records[lowered] { tableau.registerGroup(moved) }
    }

    /// Moves a frozen constraint's constant by rebuilding the tableau; on a conflict the old
    /// tableau is kept and the conflict reported.
    private func rebuild(
        changing lowered: LinearConstraint, to constant: Double, culprit: LinearConstraint, at culpritConstant: Double
    ) throws(SolverError) {
        do {
            replaceTableau(by: try tableau.rebuilt(changing: ObjectIdentifier(lowered), to: constant))
        } catch {
            if case .internalFailure(let message) = error { throw .internalFailure(message) }
            let others = everyRequired.filter { $0.constraint !== culprit }
            throw .unsatisfiable(
                Conflict(
                    constraint: culprit,
                    conflicting: Tableau.minimalConflict(
                        culprit: RequiredConstraint(constraint: culprit, constant: culpritConstant),
                        candidates: [], everyRequired: others)))
        }
    }
}

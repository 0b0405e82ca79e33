// Installing again what a removal took out: at once, or, inside a layout engine's batch, once
// the batch's new constraints are in (see `Internal/WaitingReinstalls.swift`).

extension Solver {
    /// What a constraint taken out of the tableau needs to be installed again.
    struct Reinstall {
        let constraint: LinearConstraint
        let constant: Double
        let levelKey: Double?
        let isBroken: Bool
        let sequence: Int
        let isEditable: Bool
        /// Whether it was a definition (re-rooted through the removed one) rather than a row.
        let wasDefinition: Bool
        /// Its row, still in the tableau as it was lowered before the removal, while it waits
        /// (see `Solver+KeptRows.swift`); `nil` once taken out.
        var keptRow: KeptRow? = nil

        /// Whether it may wait for the batch's optimisation: a tableau row (a definition is
        /// installed again at once, keeping the chain it roots), not broken, not declared to move
        /// often.
        var mayWait: Bool { !wasDefinition && !isBroken && !isEditable }
    }

    /// Installs a constraint a removal took out again.
    func installAgain(_ item: Reinstall) throws(SolverError) {
        do {
            try install(
                item.constraint, constant: item.constant, levelKey: item.levelKey, isBroken: item.isBroken,
                sequence: item.sequence, mayDefineOptional: !item.isEditable)
        } catch {
            // Fewer constraints cannot conflict; should rounding say otherwise, keep the
            // constraint as a broken one rather than lose it.
            try installBroken(item.constraint, constant: item.constant, sequence: item.sequence)
        }
        if item.isEditable {
            tableau.records.update(definitions.tableauConstraint(for: item.constraint)) { $0.isEditable = true }
        }
    }

    /// Installs every constraint waiting since a removal in this batch (see
    /// ``WaitingReinstalls``), oldest first. Called before the batch's optimisation and before
    /// anything that needs the tableau whole (the moments a pending optimisation runs).
    ///
    /// A waiting constraint held together with everything before the batch, so if it no longer
    /// can, a constraint the batch added conflicts with it. Had it been installed at once, that
    /// newer constraint would have been the one broken (Auto Layout breaks the constraint being
    /// added), so that is what happens here: see ``installInOrder(_:)``.
    func installWaitingReinstalls() throws(SolverError) {
        var queue = try settleKeptRows(waiting.takeAll()).map { WaitingEntry(reinstall: $0) }
        // Oldest first; a constraint taken out to make room for an older one joins the queue and
        // is installed again after it, as it originally came after it. Walked by index: taking
        // each from the front of the array moved all the others (quadratic in the queue).
        var next = 0
        while next < queue.count {
            let displaced = try installInOrder(queue[next])
            next += 1
            guard !displaced.isEmpty else { continue }
            queue = (queue[next...] + displaced).sorted { $0.reinstall.sequence < $1.reinstall.sequence }
            next = 0
        }
    }

    /// The conflicts found while installing waiting constraints since the last call: constraints
    /// a batch added, broken because they conflict with older ones (see
    /// ``installWaitingReinstalls()``). A layout engine reports them as it reports the conflicts
    /// ``addConstraint(_:onConflict:)`` returns.
    package func takeLateConflicts() -> [Conflict] {
        defer { lateConflicts.removeAll() }
        return lateConflicts
    }

    /// A constraint to install again, and whether it was added by the batch (and so reports a
    /// conflict if it breaks) rather than waiting since a removal.
    struct WaitingEntry {
        let reinstall: Reinstall
        var wasAddedByTheBatch = false
    }

    /// Installs `entry` as if every constraint newer than it had come after it: while it
    /// conflicts, the newest member of the conflict is taken out (and returned, to be installed
    /// again after it); when every member is older, `entry` itself is kept broken.
    private func installInOrder(_ entry: WaitingEntry) throws(SolverError) -> [WaitingEntry] {
        let item = entry.reinstall
        var displaced: [WaitingEntry] = []
        while true {
            do {
                try install(
                    item.constraint, constant: item.constant, levelKey: item.levelKey, isBroken: false,
                    sequence: item.sequence, mayDefineOptional: !item.isEditable)
                break
            } catch {
                guard case .unsatisfiable(let certificate) = error, item.levelKey == nil else {
                    try installBroken(item.constraint, constant: item.constant, sequence: item.sequence)
                    break
                }
                let culprit = RequiredConstraint(constraint: item.constraint, constant: item.constant)
                let conflicting = Tableau.minimalConflict(
                    culprit: culprit,
                    candidates: ordered(conflictSuspects(certificate) + definitionsUsed(by: item.constraint)),
                    everyRequired: everyRequired)
                let newest = conflicting.max { sequence(of: $0) < sequence(of: $1) }
                guard let newest, sequence(of: newest) > item.sequence else {
                    try installBroken(item.constraint, constant: item.constant, sequence: item.sequence)
                    if entry.wasAddedByTheBatch {
                        lateConflicts.append(Conflict(constraint: item.constraint, conflicting: conflicting))
                    }
                    break
                }
                displaced.append(try takeOut(newest))
            }
        }
        if item.isEditable {
            tableau.records.update(definitions.tableauConstraint(for: item.constraint)) { $0.isEditable = true }
        }
        return displaced
    }

    /// Removes a required constraint the batch added, to be installed again later.
    private func takeOut(_ constraint: LinearConstraint) throws(SolverError) -> WaitingEntry {
        let reinstall = Reinstall(
            constraint: constraint, constant: self.constant(of: constraint) ?? constraint.expression.constant,
            levelKey: nil, isBroken: false, sequence: sequence(of: constraint),
            isEditable: definitions.editable.contains(constraint), wasDefinition: false)
        try uninstall([constraint])
        return WaitingEntry(reinstall: reinstall, wasAddedByTheBatch: true)
    }

    /// Installs a required constraint at the broken level, where it can no longer fail.
    func installBroken(_ constraint: LinearConstraint, constant: Double, sequence: Int? = nil) throws(SolverError) {
        do {
            try install(constraint, constant: constant, levelKey: brokenLevelKey, isBroken: true, sequence: sequence)
        } catch {
            throw .internalFailure("a broken constraint could not be installed")
        }
    }
}

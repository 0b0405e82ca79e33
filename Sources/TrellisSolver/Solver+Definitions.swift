// Where constraints go: a definition (see `Internal/Definitions.swift`) or a tableau row, and
// how the two stay consistent when constraints leave or their constants move.

extension Solver {
    /// Installs `constraint` with expression constant `constant`: as a definition when it is a
    /// required equality with a variable to solve for, else in the tableau, lowered through the
    /// definitions it mentions. On failure nothing changed.
    ///
    /// An optional equality may become a definition too when one of its variables is mentioned
    /// nowhere else (not for an edit variable's constraint: `mayDefineOptional` false).
    ///
    /// Rows kept for constraints waiting since a removal (see `Solver+KeptRows.swift`) may be
    /// all a required constraint conflicts with: when one fails beside them, they are taken out
    /// and it is tried again.
    ///
    /// - Parameter sequence: the insertion order to keep when re-installing; `nil` for a new one.
    func install(
        _ constraint: LinearConstraint, constant: Double, levelKey: Double?, isBroken: Bool, sequence: Int? = nil,
        mayDefineOptional: Bool = true
    ) throws(AddFailure) {
        func attempt() throws(AddFailure) {
            try installOnce(
                constraint, constant: constant, levelKey: levelKey, isBroken: isBroken, sequence: sequence,
                mayDefineOptional: mayDefineOptional)
        }
        do {
            try attempt()
        } catch {
            guard case .unsatisfiable = error, waiting.hasKeptRows else { throw error }
            do {
                _ = try releaseKeptRows()
            } catch {
                throw .internalFailure("\(error)")
            }
            try attempt()
        }
    }

    /// ``install(_:constant:levelKey:isBroken:sequence:mayDefineOptional:)`` beside whatever
    /// rows are kept.
    private func installOnce(
        _ constraint: LinearConstraint, constant: Double, levelKey: Double?, isBroken: Bool, sequence: Int?,
        mayDefineOptional: Bool
    ) throws(AddFailure) {
        if !definitions.optionalLevels.isEmpty {
            let mentioned = definitions.optionalDefinitions(mentionedBy: constraint)
            if !mentioned.isEmpty {
                try installDemoting(
                    mentioned, constraint, constant: constant, levelKey: levelKey, isBroken: isBroken, sequence: sequence,
                    mayDefineOptional: mayDefineOptional)
                return
            }
        }
        try installPlainly(
            constraint, constant: constant, levelKey: levelKey, isBroken: isBroken, sequence: sequence,
            mayDefineOptional: mayDefineOptional)
    }

    /// ``install(_:constant:levelKey:isBroken:sequence:mayDefineOptional:)`` for a constraint
    /// that mentions no variable of an optional definition.
    private func installPlainly(
        _ constraint: LinearConstraint, constant: Double, levelKey: Double?, isBroken: Bool, sequence: Int?,
        mayDefineOptional: Bool
    ) throws(AddFailure) {
        if !isBroken, levelKey == nil || mayDefineOptional {
            let order = sequence ?? tableau.nextSequence
            // Unretained, and asked by identity: a closure holding the solver strongly was
            // retained and released around every candidate the definitions weighed, and each
            // variable handed to it was too. Lent through `Unmanaged`: an `unowned(unsafe)`
            // capture is still a strong copy when read, a retain and a release per question.
            let solver = Unmanaged.passUnretained(self)
            let isInTableau = { (variable: ObjectIdentifier) in
                solver._withUnsafeGuaranteedRef { $0.tableau.hasSymbol(for: variable) }
            }
            let defined =
                if let levelKey {
                    definitions.defineOptional(
                        constraint, constant: constant, levelKey: levelKey, sequence: order, isInTableau: isInTableau)
                } else {
                    definitions.define(constraint, constant: constant, sequence: order, isInTableau: isInTableau)
                }
            if defined {
                if sequence == nil { self.tableau.nextSequence += 1 }
                return
            }
        }
        guard let (expression, uses, offset) = definitions.lower(constraint.expression) else {
            try tableau.add(constraint, constant: constant, levelKey: levelKey, isBroken: isBroken, sequence: sequence)
            return
        }
        // The lowering's parts move into the new constraint and the record: read out of the
        // tuple, each was retained for its new owner and released with the tuple.
        let inTableau = constraint.withExpression(consume expression)
        try tableau.add(inTableau, constant: constant + offset, levelKey: levelKey, isBroken: isBroken, sequence: sequence)
        // Moved into the record (copied, it was retained once more for it and released here).
        definitions.register(Lowering(constraint: constraint, lowered: consume inTableau, uses: consume uses, offset: offset))
    }

    /// Installs `constraint`, which mentions the variables of the optional definitions
    /// `mentioned`: moves those into the tableau first, as the optional constraints they are (an
    /// optional definition stands only while nothing else mentions its variable, see
    /// `Internal/Definitions.swift`).
    ///
    /// On failure nothing changed, as for any install. Only a required constraint can fail, and
    /// one that mentions a free variable with a coefficient that is not tiny cannot: whatever the
    /// others hold, that variable can meet it, with its optional equality's error absorbing the
    /// difference. So only the rare remaining case keeps a copy of the solver to restore.
    private func installDemoting(
        _ mentioned: [(definition: Definition, levelKey: Double)], _ constraint: LinearConstraint,
        constant: Double, levelKey: Double?, isBroken: Bool, sequence: Int?, mayDefineOptional: Bool
    ) throws(AddFailure) {
        let mayFail =
            levelKey == nil && !isBroken
            && !Definitions.mentionsWell(constraint.expression.terms, mentioned.map(\.definition.variable))
        let saved = mayFail ? (tableau, definitions) : nil
        do {
            for (definition, level) in mentioned {
                _ = definitions.removeDefinition(for: definition.constraint)
                definitions.work.demotions += 1
                try installPlainly(
                    definition.constraint, constant: definition.expressionConstant, levelKey: level,
                    isBroken: false, sequence: definition.sequence, mayDefineOptional: false)
            }
            try installPlainly(
                constraint, constant: constant, levelKey: levelKey, isBroken: isBroken, sequence: sequence,
                mayDefineOptional: mayDefineOptional)
        } catch {
            if let (savedTableau, savedDefinitions) = saved {
                tableau = savedTableau
                definitions = savedDefinitions
                definitions.refusedRaises.forgetAll()
                // The plan's values may have been read since the copy: read every input again.
                tableau.forgetChangedRows()
            }
            throw error
        }
    }

    /// The definitions a failed add of `constraint` would have used, as required constraints
    /// for a conflict search.
    func definitionsUsed(by constraint: LinearConstraint) -> [RequiredConstraint] {
        guard let lowered = definitions.lower(constraint.expression) else { return [] }
        return lowered.uses.flatMap { use in
            definitions.foldedDefinitions(of: use.variable).map {
                RequiredConstraint(constraint: $0.constraint, constant: $0.expressionConstant)
            }
        }
    }

    /// The tableau's required owners of `symbols`, as user constraints, with the definitions
    /// their lowerings used: the suspects of a conflict.
    func conflictSuspects(_ symbols: [Int32]) -> [RequiredConstraint] {
        var result: [RequiredConstraint] = []
        for owner in tableau.requiredOwners(of: symbols) {
            let user = definitions.userConstraint(for: owner.constraint)
            result.append(RequiredConstraint(constraint: user, constant: owner.constant - definitions.offset(of: user)))
            result += definitionsUsed(by: user)
        }
        return ordered(result)
    }

    /// Every required (not broken) constraint, as the user added it, in insertion order.
    var everyRequired: [RequiredConstraint] {
        var result = tableau.allRequired.map { owner in
            let user = definitions.userConstraint(for: owner.constraint)
            return RequiredConstraint(constraint: user, constant: owner.constant - definitions.offset(of: user))
        }
        result += definitions.entries.filter { !definitions.isOptional($0.variable) }.map {
            RequiredConstraint(constraint: $0.constraint, constant: $0.expressionConstant)
        }
        return ordered(result)
    }

    /// Deduplicated and sorted by insertion order.
    func ordered(_ items: [RequiredConstraint]) -> [RequiredConstraint] {
        var seen = Set<ObjectIdentifier>()
        return items.filter { seen.insert(ObjectIdentifier($0.constraint)).inserted }
            .sorted { sequence(of: $0.constraint) < sequence(of: $1.constraint) }
    }

    /// The insertion order of a user constraint (`Int.max` when unknown).
    func sequence(of constraint: LinearConstraint) -> Int {
        if let sequence = definitions.definitionSequence(of: constraint) { return sequence }
        // The field read in place: the record copied out first was a 100-byte copy and a
        // retain and release of its constraint, for each dependent a removal sorts.
        guard let index = tableau.records.index(of: definitions.tableauConstraint(for: constraint)) else { return Int.max }
        return tableau.records.values[index].sequence
    }

    /// The tableau record of a user constraint.
    func record(of constraint: LinearConstraint) -> ConstraintRecord? {
        tableau.records[definitions.tableauConstraint(for: constraint)]
    }

    /// Whether `constraint` is an edit variable's constraint.
    func isEditConstraint(_ constraint: LinearConstraint) -> Bool {
        tableau.edits.values.contains { $0.constraint === constraint }
    }
}

extension Solver {
    /// Removes user constraints (checked by the caller: present, distinct, not edits), then
    /// installs again every constraint that was rewritten through a removed definition (a
    /// re-rooted definition is removed with it first, and so on down the chain).
    ///
    /// With `lettingThemWait` (a removal inside a batch of an engine that asked for it), when
    /// there are at least ``fewestWaitingReinstalls`` of them, those that may wait are installed
    /// again before the batch's optimisation instead (see ``WaitingReinstalls``).
    func uninstall(_ constraints: [LinearConstraint], lettingThemWait: Bool = false) throws(SolverError) {
        var queued = IdentitySet()
        for constraint in constraints { queued.insert(constraint) }
        var fromTableau: [LinearConstraint] = []
        var reinstall: [Reinstall] = []
        // The dependents with tableau rows, by their place in `reinstall`: taken out with the
        // removed constraints, or kept while they wait.
        var dependentRows: [Int] = []
        var pending = constraints[...]
        while let constraint = pending.popFirst() {
            guard let variable = definitions.definedVariable(by: constraint) else {
                fromTableau.append(constraint)
                continue
            }
            let dependents = dependentsInOrder(of: variable).map(\.constraint)
            _ = definitions.removeDefinition(for: constraint)
            for dependent in dependents where queued.insert(dependent) {
                if let definition = definitions.definition(for: dependent) {
                    reinstall.append(
                        Reinstall(
                            constraint: dependent, constant: definition.expressionConstant, levelKey: nil,
                            isBroken: false, sequence: definition.sequence, isEditable: false, wasDefinition: true))
                    pending.append(dependent)
                } else if let (lowered, offset) = definitions.loweredRow(of: dependent),
                    let index = tableau.records.index(of: lowered)
                {
                    // The record's fields read in place: copied out, it retained its constraint.
                    dependentRows.append(reinstall.count)
                    reinstall.append(
                        Reinstall(
                            constraint: dependent, constant: tableau.records.values[index].constant - offset,
                            levelKey: tableau.records.values[index].levelKey, isBroken: tableau.records.values[index].isBroken,
                            sequence: tableau.records.values[index].sequence, isEditable: tableau.records.values[index].isEditable,
                            wasDefinition: false))
                }
            }
            definitions.unregister(constraint)
        }
        // A few wait for nothing: the walk waiting avoids needs many tied rows, and installed
        // after the batch's constraints a few rows can settle where the next change re-roots
        // more (a feed cell's hide, toggled: two definitions re-rooted a toggle instead of one,
        // 45 % more instructions).
        let waits = lettingThemWait && reinstall.count >= fewestWaitingReinstalls
        // A frozen row among those leaving rebuilds the tableau, which would add the kept rows
        // again: then they leave with it.
        let keeps = waits && !fromTableau.contains { record(of: $0)?.isFrozen == true }
        for index in dependentRows {
            if keeps, reinstall[index].mayWait, let row = keptRow(of: reinstall[index].constraint) {
                reinstall[index].keptRow = row
            } else {
                fromTableau.append(reinstall[index].constraint)
            }
        }
        try removeFromTableau(fromTableau)
        for constraint in fromTableau { definitions.unregister(constraint) }
        if keeps {
            for index in dependentRows where reinstall[index].keptRow != nil {
                definitions.unregister(reinstall[index].constraint)
            }
        }
        definitions.work.reinstalls += reinstall.count(where: { $0.keptRow == nil })
        for item in reinstall.sorted(by: { $0.sequence < $1.sequence }) {
            if waits, item.mayWait {
                waiting.append(item)
                needsOptimization = true
                continue
            }
            try installAgain(item)
        }
    }

    /// Removes the tableau rows of user constraints: one rebuild when any is frozen.
    private func removeFromTableau(_ constraints: [LinearConstraint]) throws(SolverError) {
        let records = constraints.compactMap { record(of: $0) }
        guard !records.isEmpty else { return }
        if records.contains(where: \.isFrozen) {
            try rebuild(removing: Set(records.map { ObjectIdentifier($0.constraint) }))
            return
        }
        // Read each record again just before removing it: removing the first of a group of
        // twins hands its row to another one, which may be among these.
        for record in records {
            if let current = tableau.records[record.constraint] { tableau.remove(current) }
        }
    }

    /// Moves the constant of a definition: its dependents' lowered constants move with it. On a
    /// conflict every dependent is moved back and the conflict thrown.
    func moveDefinitionConstant(of constraint: LinearConstraint, to constant: Double) throws(SolverError) {
        guard let definition = definitions.definition(for: constraint) else { throw .unknownConstraint(constraint) }
        let oldConstant = definition.expressionConstant
        let change = -(constant - oldConstant) / definition.pivot
        let dependents = dependentsInOrder(of: definition.variable)
        if dependents.contains(where: { definitions.isDefinition($0.constraint) }) {
            try reinstallDefinition(constraint, at: constant)
            return
        }
        var moved: [(LinearConstraint, Double)] = []
        for (dependent, weight) in dependents {
            let shift = weight * change
            guard shift != 0, let record = record(of: dependent) else { continue }
            do {
                try moveTableauConstant(
                    of: definitions.tableauConstraint(for: dependent), to: record.constant + shift, culprit: constraint,
                    at: constant)
            } catch {
                // Moving back to where every constraint held cannot conflict.
                for (done, shift) in moved.reversed() {
                    if let back = self.record(of: done) {
                        try? moveTableauConstant(
                            of: definitions.tableauConstraint(for: done), to: back.constant - shift, culprit: done, at: 0)
                    }
                    definitions.shiftOffset(of: done, by: -shift)
                }
                throw error
            }
            definitions.shiftOffset(of: dependent, by: shift)
            moved.append((dependent, shift))
        }
        _ = definitions.moveConstant(of: constraint, to: constant)
    }
}

extension Solver {
    /// Moves a definition's constant when re-rooted definitions depend on it: removes it (and,
    /// with it, what was rewritten through it) and installs it again at the new constant. On a
    /// conflict the solver is restored and the conflict thrown.
    private func reinstallDefinition(_ constraint: LinearConstraint, at constant: Double) throws(SolverError) {
        let savedTableau = tableau, savedDefinitions = definitions
        let order = sequence(of: constraint)
        do {
            try uninstall([constraint])
            try install(constraint, constant: constant, levelKey: nil, isBroken: false, sequence: order)
        } catch {
            tableau = savedTableau
            definitions = savedDefinitions
            definitions.refusedRaises.forgetAll()
            // The plan's values may have been read since the copy: read every input again.
            tableau.forgetChangedRows()
            let others = everyRequired.filter { $0.constraint !== constraint }
            throw .unsatisfiable(
                Conflict(
                    constraint: constraint,
                    conflicting: Tableau.minimalConflict(
                        culprit: RequiredConstraint(constraint: constraint, constant: constant),
                        candidates: [], everyRequired: others)))
        }
        // What was installed again may come back as rows the objective can improve on (a
        // constant shift alone only needs the dual repair).
        try optimizeUnlessBatching()
    }
}

extension Solver {
    /// The user constraints whose lowering depends on `variable`'s definition, with the weight
    /// each substituted it with, in insertion order.
    func dependentsInOrder(of variable: Variable) -> [(constraint: LinearConstraint, weight: Double)] {
        var found = definitions.dependentWeights(of: variable)
        guard found.count > 1 else { return found }
        let orders = found.map { sequence(of: $0.constraint) }
        guard found.count <= Self.insertionSortLimit else {
            return found.indices.sorted { orders[$0] < orders[$1] }.map { found[$0] }
        }
        // A removal usually finds a handful: sorted in place, without the generic sort's
        // buffers (the sort and its copies were an eighth of finding the dependents).
        var orderOf = orders
        for index in 1..<found.count {
            var at = index
            while at > 0, orderOf[at - 1] > orderOf[at] {
                found.swapAt(at - 1, at)
                orderOf.swapAt(at - 1, at)
                at -= 1
            }
        }
        return found
    }

    /// The most dependents ``dependentsInOrder(of:)`` sorts by insertion.
    private static let insertionSortLimit = 16
}

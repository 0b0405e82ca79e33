// Adding a constraint: build its row over parametric symbols, pick a subject that keeps the
// tableau feasible and sparse, and fall back to phase one (an artificial variable) when no
// symbol can be the subject.

/// Why an add did not install the constraint.
enum AddFailure: Error {
    /// Required constraints cannot all hold; the symbols are phase one's certificate.
    case unsatisfiable(certificate: [Int32])
    /// The simplex broke down (see ``SolverError/internalFailure(_:)``).
    case internalFailure(String)
}

extension Tableau {
    /// Adds `constraint` with its expression constant `constant`, its errors at objective level
    /// `levelKey` (`nil` means required). On failure the tableau is exactly as before.
    /// `sequence` keeps the insertion order of a constraint that is re-added (rebuilds, and
    /// constraints lowered again when a definition goes); `nil` takes the next one.
    mutating func add(
        _ constraint: LinearConstraint, constant: Double, levelKey: Double?, isBroken: Bool, sequence: Int? = nil
    ) throws(AddFailure) {
        var signature: RowSignature?
        if mergesTwins, constraint.mayShareRow, !isBroken, let levelKey {
            let key = self.signature(of: constraint, constant: constant, levelKey: levelKey)
            if let owner = twinGroups[key],
                addTwin(constraint, of: owner, constant: constant, sequence: sequence ?? nextSequence)
            {
                if sequence == nil { nextSequence += 1 }
                return
            }
            signature = key
        }
        let symbolsBefore = symbolCount
        let sequenceBefore = nextSequence
        var (row, record) = makeRow(
            for: constraint, constant: constant, levelKey: levelKey, isBroken: isBroken, sequence: sequence)
        if let subject = chooseSubject(&row) {
            row.solve(for: subject)
            insertRow(subject, consume row)
            substituteBasicRow(of: subject)
        } else if row.cells.keys.allSatisfy({ symbolInfo[Int($0)].kind == .dummy }) {
            guard Tolerance.isZero(row) else {
                let certificate = row.cells.keys
                truncateSymbols(to: symbolsBefore)
                nextSequence = sequenceBefore
                throw .unsatisfiable(certificate: certificate)
            }
            // A redundant required equality: its marker becomes basic at zero, as in kiwi.
            row.solve(for: record.marker)
            insertRow(record.marker, consume row)
            substituteBasicRow(of: record.marker)
        } else {
            // Phase one reads its own objective level: a deferred objective is built first,
            // with this row's errors, which no record holds yet.
            settleObjective(including: record)
            beginJournal()
            do {
                try addWithArtificialVariable(row)
                commitJournal()
            } catch {
                rollBack()
                truncateSymbols(to: symbolsBefore)
                nextSequence = sequenceBefore
                throw error
            }
        }
        record.constant = constant
        records.set(consume record)
        if let signature = signature.take() { twinGroups.setOwnerIfAbsent(signature, ObjectIdentifier(constraint)) }
        // Subjects are chosen so that no restricted row moves; anything queued here is rounding
        // noise from phase one's pivots, which keep feasibility by their ratio test.
        infeasible.removeAll()
    }

    /// Builds the constraint's row in terms of parametric symbols, creating its marker, error
    /// and (new) variable symbols and adding its errors to its objective level.
    ///
    /// The row is normalised to a non-negative constant.
    mutating func makeRow(
        for constraint: LinearConstraint, constant: Double, levelKey: Double?, isBroken: Bool, sequence: Int? = nil
    ) -> (SparseRow, ConstraintRecord) {
        var row = SparseRow(constant: constant)
        let terms = constraint.expression.terms
        for index in terms.indices {
            // Found through the variable's hint (see ``symbol(of:)-(Variable)``), a new one
            // entered at once. Read in place: calling with the variable retained and released
            // it around the call, a cache miss per term once a layout no longer fits in cache.
            let (symbol, isNew) = Unmanaged.passUnretained(terms[index].variable)._withUnsafeGuaranteedRef { enter($0) }
            let coefficient = terms[index].coefficient
            if isNew {
                // A variable new to the tableau is in no row yet, this one included.
                if !Tolerance.isNegligible(coefficient) { row.addAbsent(symbol, coefficient) }
            } else if symbolInfo[Int(symbol)].isBasic {
                // Moved out while it is read, for the same reason: passing `rows[s]` as an
                // argument retained and released both of its references.
                var source = SparseRow()
                swap(&source, &rows[Int(symbol)])
                row.add(source, times: coefficient)
                swap(&source, &rows[Int(symbol)])
            } else {
                row.add(symbol, coefficient)
            }
        }
        let owner = ObjectIdentifier(constraint)
        var marker: Int32, other: Int32 = -1
        var markerCoefficient = 1.0, otherCoefficient = 0.0
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack, owner: owner)
            row.addAbsent(marker, markerCoefficient)
            if levelKey != nil {
                otherCoefficient = -markerCoefficient
                other = makeSymbol(.error, owner: owner)
                row.addAbsent(other, otherCoefficient)
            }
        case .equal:
            if levelKey != nil {
                markerCoefficient = -1
                otherCoefficient = 1
                marker = makeSymbol(.error, owner: owner)
                other = makeSymbol(.error, owner: owner)
                row.addAbsent(marker, markerCoefficient)
                row.addAbsent(other, otherCoefficient)
            } else {
                marker = makeSymbol(.dummy, owner: owner)
                row.addAbsent(marker, markerCoefficient)
            }
        }
        if let levelKey {
            // `expression = marker − other`: the marker measures overshooting, the other error
            // falling short, each at its own level when the two sides weigh differently. The
            // levels and their members are kept even while the objective is deferred; its rows
            // are built later (`Tableau+DeferredObjective.swift`).
            let level = levelIndex(for: levelKey)
            levels[level].members += 1
            if symbolInfo[Int(marker)].kind == .error {
                symbolInfo[Int(marker)].levelKey = Float(levelKey)
                if !objectiveDeferred { addToObjective(level, marker, 1) }
            }
            if other >= 0, symbolInfo[Int(other)].kind == .error {
                let below = Self.levelKey(of: other, in: constraint, markerKey: levelKey, marker: marker)
                let otherLevel = levelIndex(for: below)
                if below != levelKey { levels[otherLevel].members += 1 }
                symbolInfo[Int(other)].levelKey = Float(below)
                if !objectiveDeferred { addToObjective(otherLevel, other, 1) }
            }
        }
        if row.constant < 0 { row.multiply(by: -1) }
        let record = ConstraintRecord(
            constraint: constraint, marker: marker, other: other,
            markerCoefficient: markerCoefficient, otherCoefficient: otherCoefficient,
            levelKey: levelKey, isBroken: isBroken, sequence: sequence ?? nextSequence, constant: constant)
        if sequence == nil { nextSequence += 1 }
        return (row, record)
    }

    /// Picks the symbol the new row is solved for, or `nil` when none keeps the tableau feasible.
    ///
    /// A symbol can be the subject when making it basic leaves every restricted row non-negative:
    /// a free variable, or a restricted symbol with a negative coefficient (so its own value is
    /// non-negative), whose new value keeps every restricted row that mentions it non-negative
    /// (``keepsRowsFeasible(_:at:)``); or any non-dummy symbol when the row's constant is zero
    /// (then nothing moves). Each such add saves a phase one (an artificial row minimised by
    /// pivots), which was a quarter of building the enaml benchmark's dialog.
    ///
    /// Among those, the choice is what keeps the tableau sparse (solver-notes §3.3): a brand-new variable first (nothing to substitute), then other
    /// variables, then slacks of inequalities, then error terms — keeping error terms parametric
    /// expresses positions through their own anchors instead of through chains of slacks, which is
    /// what turns kiwi's million-cell chains into three cells per row. Among error terms the
    /// cheapest (lowest priority) goes first: a row of errors alone (the last intrinsic width
    /// of a stack that must stretch) makes its subject nonzero, and the optimum violates the
    /// weakest constraint, so the basis is usually optimal at once; the newest error instead
    /// cost a pivot per row (1,000 pivots, 7 % of a 1,000-row `fill` stack's first layout).
    /// Ties go to the symbol mentioned by the fewest rows, then to the lowest id, so the
    /// choice is deterministic.
    ///
    /// `mutating` though it changes nothing, as is ``keepsRowsFeasible(_:at:)``: called from
    /// `add` (a mutating method), a non-mutating call was handed a copy of the whole tableau
    /// struct, 562 bytes by `memcpy` for every row a layout adds (0.4 % of the 100-cell feed's
    /// first layout). The row is `inout` for the same reason, and is not changed either: passed
    /// by value, its two references were retained and released around the call (0.4 % more).
    mutating func chooseSubject(_ row: inout SparseRow) -> Int32? {
        let constantIsZero = Tolerance.isZero(row)
        let largest = row.cells.withCells { $0.reduce(0) { max($0, abs($1.value)) } }
        var best: Int32 = -1
        var bestScore = (Int.max, Float.infinity, Int.max)
        for position in row.cells.indices {
            let symbol = row.cells.key(at: position)
            let s = Int(symbol)
            let mentions = columns[s].count
            let rank: Int
            var cost: Float = 0
            switch symbolInfo[s].kind {
            case .external: rank = mentions == 0 ? 0 : 1
            case .slack: rank = 2
            case .error: rank = 3; cost = symbolInfo[s].levelKey
            case .dummy, .artificial: continue
            }
            let score = (rank, cost, mentions)
            // The feasibility checks below walk the symbol's column: skip them for a symbol
            // that could not beat the best one anyway.
            guard score < bestScore || (score == bestScore && symbol < best) else { continue }
            let coefficient = row.cells.value(at: position)
            // Solved for, the symbol takes this value; the rows that mention it move with it.
            let value = -row.constant / coefficient
            if rank == 1 {
                guard constantIsZero || keepsRowsFeasible(symbol, at: value) else { continue }
            } else if rank >= 2 {
                // A restricted symbol must come out non-negative: a negative coefficient. If
                // other rows mention it, a small pivot would also magnify their rounding.
                let movesNothing = mentions == 0
                let movesSafely = -coefficient >= Tolerance.subjectPivotRatio * largest
                    && keepsRowsFeasible(symbol, at: value)
                guard constantIsZero || (coefficient < 0 && (movesNothing || movesSafely)) else { continue }
            }
            best = symbol
            bestScore = score
        }
        return best >= 0 ? best : nil
    }

    /// Whether every restricted row stays feasible when the parametric `symbol` moves from zero
    /// to `value` (what making it the subject of a new row does): slack and error rows stay
    /// non-negative, and a basic dummy, which must stay exactly zero, does not mention it.
    /// `mutating` only to be read in place (see ``chooseSubject(_:)``).
    mutating func keepsRowsFeasible(_ symbol: Int32, at value: Double) -> Bool {
        var cursor = columns.cursor(of: Int(symbol))
        while let basic = columns.next(&cursor) {
            guard isRestricted(basic) else { continue }
            let b = Int(basic)
            guard let position = rows[b].cells.position(of: symbol) else { continue }  // a stale entry
            if symbolInfo[b].kind == .dummy { return false }
            if rows[b].constant + rows[b].cells.value(at: position) * value < 0 { return false }
        }
        return true
    }

    /// Phase one: installs `row` under a fresh artificial symbol and minimises it. The row is
    /// satisfiable exactly when the minimum is zero.
    ///
    /// On failure the tableau is left mid-way; the caller restores its snapshot.
    mutating func addWithArtificialVariable(_ row: SparseRow) throws(AddFailure) {
        settleObjective()
        let artificial = makeSymbol(.artificial)
        insertRow(artificial, row)
        levels.insert(ObjectiveLevel(key: .infinity), at: 0)
        levels[0].members = 1
        addToObjective(0, row, times: 1)
        if let failure = optimize(onlyTopLevel: true) { throw .internalFailure(failure) }
        let residual = levels[0].row.constant
        let certificate = levels[0].row.cells.keys
        removeLevel(at: 0)
        guard residual <= max(Tolerance.feasibility * max(1, abs(row.constant)), Tolerance.zero(scale: row.scale)) else {
            throw .unsatisfiable(certificate: certificate)
        }
        if symbolInfo[Int(artificial)].isBasic {
            var artificialRow = removeRow(artificial)
            guard let entering = pivotableSymbol(in: artificialRow) else { return }
            artificialRow.solve(for: entering, replacing: artificial)
            insertRow(entering, artificialRow)
            substitute(entering, with: artificialRow)
        }
        eraseColumn(artificial)
    }

    /// A symbol to pivot a zero-valued artificial row onto: the lowest-id non-dummy symbol, or a
    /// dummy when only dummies are left (the constraint was redundant).
    func pivotableSymbol(in row: SparseRow) -> Int32? {
        let keys = row.cells.keys
        let candidates = keys.filter { symbolInfo[Int($0)].kind != .artificial }
        return candidates.filter { symbolInfo[Int($0)].kind != .dummy }.min() ?? candidates.min()
    }
}

// Row and column bookkeeping. Every change to a basic row goes through these functions so the
// column index (symbol → rows that mention it) and each objective level's improving set stay
// exact; the invariant checker verifies both.

extension Tableau {
    /// Installs `row` as the row of the parametric symbol `basic`.
    mutating func insertRow(_ basic: Int32, _ row: consuming SparseRow) {
        let b = Int(basic)
        noteRow(b)
        noteChangedRow(basic)
        var finite = row.constant.isFinite
        row.cells.withCells { cells in
            for cell in cells {
                addToColumn(cell.key, basic)
                finite = finite && cell.value.isFinite
            }
        }
        if !finite { sawNonFinite = true }
        rows[b] = consume row
        symbolInfo[b].isBasic = true
    }

    /// Removes the row of `basic`, making it parametric, and returns the row.
    mutating func removeRow(_ basic: Int32) -> SparseRow {
        let b = Int(basic)
        noteRow(b)
        noteChangedRow(basic)
        let row = rows[b]
        for position in row.cells.indices { dropFromColumn(row.cells.key(at: position)) }
        rows[b] = SparseRow()
        symbolInfo[b].isBasic = false
        return row
    }

    /// Adds `factor × row` (constant included) to the row of `basic`, keeping columns exact.
    ///
    /// The target row is moved out of ``rows`` while its cells change, so each cell update checks
    /// only the row's own block for uniqueness, not the array of rows as well.
    @inline(__always)
    mutating func addToRow(_ basic: Int32, _ row: SparseRow, times factor: Double) {
        let b = Int(basic)
        noteRow(b)
        noteChangedRow(basic)
        var target = SparseRow()
        swap(&target, &rows[b])
        target.addConstant(of: row, times: factor)
        var finite = target.constant.isFinite
        row.cells.withCells { cells in
            for cell in cells {
                let amount = cell.value * factor
                finite = finite && amount.isFinite
                switch target.add(cell.key, amount) {
                case .inserted: addToColumn(cell.key, basic)
                case .removed: dropFromColumn(cell.key)
                case .updated, .unchanged: break
                }
            }
        }
        if !finite { sawNonFinite = true }
        swap(&target, &rows[b])
    }

    /// Records that one more row no longer mentions `symbol`, queueing its column for tidying
    /// when stale entries pile up.
    @inline(__always)
    mutating func dropFromColumn(_ symbol: Int32) {
        let s = Int(symbol)
        noteColumn(s)
        columns.drop(from: s)
        if columns[s].isLoose, columns.queue(s) { looseColumns.append(symbol) }
    }

    /// Records that the row of `basic` now mentions `symbol`, noting dummies that grow crowded.
    @inline(__always)
    mutating func addToColumn(_ symbol: Int32, _ basic: Int32) {
        noteColumn(Int(symbol))
        columns.append(basic, to: Int(symbol))
        if symbolInfo[Int(symbol)].kind == .dummy, columns[Int(symbol)].count == dummyColumnLimit + 1 {
            crowdedDummies.append(symbol)
        }
    }

    /// Drops the column of every crowded dummy past the oldest ``crowdedDummiesSpared``,
    /// fixing it at zero (its required value).
    ///
    /// A required equality's dummy is only needed to remove the constraint or change its
    /// constant in place; it costs one cell in every row that depends on the constraint. Past
    /// ``dummyColumnLimit`` rows the constraint is *frozen* instead: the tableau stays exact for
    /// the current constraints, and a later removal or constant change of a frozen constraint
    /// rebuilds the tableau from the constraint list. A constraint whose constant has been
    /// changed is editable and keeps its marker, so only its first change pays for a rebuild.
    ///
    /// What freezing prevents is many markers each in many rows (a chain of required
    /// equalities puts every early link's marker in every later row: cells grow with the
    /// square). A few crowded markers cost at most a few cells a row, and one of them is often
    /// the constraint a layout remakes (a stack's first row's connection to its leading edge,
    /// which every row's alignment mentions): so the oldest few crowded dummies still crowded
    /// keep their columns, and removing their constraints stays incremental.
    mutating func freezeCrowdedDummies() {
        guard !crowdedDummies.isEmpty else { return }
        let stillCrowded = sparedDummies.filter { isCrowdedDummy($0) }
        sparedDummies = stillCrowded
        for dummy in crowdedDummies where isCrowdedDummy(dummy) && !sparedDummies.contains(dummy) {
            guard let owner = owner(of: dummy), let record = records[live: owner], !record.isEditable
            else { continue }
            if sparedDummies.count < crowdedDummiesSpared {
                sparedDummies.append(dummy)
                continue
            }
            eraseColumn(dummy)
            records.update(live: owner) { $0.isFrozen = true }
        }
        crowdedDummies.removeAll()
    }

    /// Whether `dummy` is a parametric dummy that more than ``dummyColumnLimit`` rows mention
    /// (a symbol of a constraint since removed has an empty column).
    private func isCrowdedDummy(_ dummy: Int32) -> Bool {
        Int(dummy) < symbolCount && symbolInfo[Int(dummy)].kind == .dummy && !symbolInfo[Int(dummy)].isBasic
            && columns[Int(dummy)].count > dummyColumnLimit
    }

    /// Adds `delta` to the coefficient of `symbol` in objective level `level`, keeping the
    /// improving sets exact: a symbol is improving in the first level that mentions it, when its
    /// coefficient there can lower that level (see ``ObjectiveLevel``).
    @inline(__always)
    mutating func addToObjective(_ level: Int, _ symbol: Int32, _ delta: Double) {
        var current = ObjectiveLevel(key: 0)
        swap(&current, &levels[level])
        addToObjective(level, symbol, delta, movedOut: &current)
        swap(&current, &levels[level])
    }

    /// ``addToObjective(_:_:_:)`` with level `level` moved out of ``levels`` into `current`
    /// (its slot holds a placeholder meanwhile): a row's worth of updates then checks the
    /// level's row and set for uniqueness, not the array of levels as well.
    ///
    /// Kept out of line: inlined, its 3.9 KB were copied into each of the three entry points,
    /// and adding a row ran more code than the 32 KiB first-level instruction cache holds. With
    /// ``SparseRow/addReporting(_:_:)`` also out of line, a first layout misses that cache about
    /// a fifth less often (callgrind, a fully associative 32 KiB cache, which code placement does
    /// not move: 2.11 → 1.62 M misses for the 1,000-row `fill` tree, 1.02 → 0.83 M for the
    /// 100-cell feed) for 0.7–0.9 % more instructions.
    @inline(never)
    private mutating func addToObjective(_ level: Int, _ symbol: Int32, _ delta: Double, movedOut current: inout ObjectiveLevel) {
        objectiveUpdates += 1
        var (change, coefficient) = current.row.addReporting(symbol, delta)
        // A reduced cost left by a sum that cancelled, larger than a row cell's cancellation
        // threshold but still a hundred-billionth of what was added, is rounding residue of sums
        // that cancel over several steps. Kept, it would count as this level mentioning the
        // symbol and bar every lower level from moving it, leaving those levels short of their
        // optimum (found by comparing with a fresh solve after every fuzz step). Relative, so
        // a small reduced cost of a badly scaled system (coefficients of 1e-5) is kept.
        if change == .updated, abs(coefficient) <= Tolerance.objectiveCancellation * abs(delta) {
            current.row.remove(symbol)
            change = .removed
            coefficient = 0
        }
        let wasMentioned = change == .updated || change == .removed
        let isMentioned = change == .updated || change == .inserted
        if wasMentioned != isMentioned { symbolInfo[Int(symbol)].objectiveLevels += isMentioned ? 1 : -1 }
        guard isFirstLevel(level, of: symbol, mentionedHere: isMentioned) else { return }
        let improving = isMentioned && isImproving(symbol, coefficient: coefficient)
        if improving { current.improving.insert(symbol) } else { current.improving.remove(symbol) }
        guard wasMentioned != isMentioned else { return }
        // This level just became, or stopped being, the first to mention the symbol: the next
        // level that mentions it stops, or starts, deciding its reduced cost.
        guard symbolInfo[Int(symbol)].objectiveLevels > (isMentioned ? 1 : 0) else { return }
        for lower in (level + 1)..<levels.count where levels[lower].row.cells.contains(symbol) {
            setImproving(symbol, in: lower, !isMentioned && isImproving(symbol, in: lower))
            return
        }
    }

    /// Whether `symbol`'s coefficient in `level` can lower it (ignoring higher levels).
    @inline(__always)
    func isImproving(_ symbol: Int32, in level: Int) -> Bool {
        isImproving(symbol, coefficient: levels[level].row.coefficient(of: symbol))
    }

    /// Whether `coefficient`, `symbol`'s coefficient in some level, can lower that level.
    @inline(__always)
    func isImproving(_ symbol: Int32, coefficient: Double) -> Bool {
        Self.isImproving(kind: symbolInfo[Int(symbol)].kind, coefficient: coefficient)
    }

    /// Whether `coefficient`, a symbol of kind `kind`'s coefficient in some level, can lower
    /// that level.
    @inline(__always)
    static func isImproving(kind: SymbolKind, coefficient: Double) -> Bool {
        kind != .dummy && (coefficient < -Tolerance.pivot || (abs(coefficient) > Tolerance.pivot && kind == .external))
    }

    @inline(__always)
    mutating func setImproving(_ symbol: Int32, in level: Int, _ improving: Bool) {
        if improving {
            levels[level].improving.insert(symbol)
        } else {
            levels[level].improving.remove(symbol)
        }
    }

    /// Recomputes `symbol`'s membership in the improving sets of `start` and every lower level,
    /// after the set of levels mentioning it changed.
    mutating func refreshImproving(_ symbol: Int32, from start: Int) {
        var mentionedAbove = false
        for level in levels.indices {
            let mentioned = levels[level].row.cells.contains(symbol)
            if level >= start { setImproving(symbol, in: level, mentioned && !mentionedAbove && isImproving(symbol, in: level)) }
            mentionedAbove = mentionedAbove || mentioned
        }
    }

    /// Removes the objective level at `index`, refreshing the improving sets of the symbols it
    /// mentioned (a lower level may now be the first to mention them).
    mutating func removeLevel(at index: Int) {
        let symbols = levels[index].row.cells.keys
        for symbol in symbols { symbolInfo[Int(symbol)].objectiveLevels -= 1 }
        levels.remove(at: index)
        for symbol in symbols { refreshImproving(symbol, from: index) }
    }

    /// Counts again, for every symbol, the objective levels that mention it (after a rollback
    /// restored the levels wholesale).
    mutating func recountObjectiveLevels() {
        for index in symbolInfo.indices { symbolInfo[index].objectiveLevels = 0 }
        for level in levels {
            for symbol in level.row.cells.keys { symbolInfo[Int(symbol)].objectiveLevels += 1 }
        }
    }

    /// Adds `factor × row` to objective level `level`.
    mutating func addToObjective(_ level: Int, _ row: SparseRow, times factor: Double) {
        var current = ObjectiveLevel(key: 0)
        swap(&current, &levels[level])
        current.row.addConstant(of: row, times: factor)
        row.cells.withCells { cells in
            for cell in cells { addToObjective(level, cell.key, cell.value * factor, movedOut: &current) }
        }
        swap(&current, &levels[level])
    }

    /// Adds `factor × symbol` to level `level`, expanding the symbol's row if it is basic.
    mutating func addToObjective(_ level: Int, symbol: Int32, times factor: Double) {
        if symbolInfo[Int(symbol)].isBasic {
            addToObjective(level, rows[Int(symbol)], times: factor)
        } else {
            addToObjective(level, symbol, factor)
        }
    }

    /// Replaces the parametric symbol `symbol` by `row` everywhere: in every basic row that
    /// mentions it (found through its column) and in every objective level.
    ///
    /// Restricted rows whose constant turns negative are queued in ``infeasible``.
    ///
    /// - Complexity: O(rows containing `symbol` × cells of `row`).
    mutating func substitute(_ symbol: Int32, with row: SparseRow) {
        noteColumn(Int(symbol))
        var (cursor, chain) = columns.take(Int(symbol))
        while let basic = columns.next(&cursor) {
            let b = Int(basic)
            // A stale or repeated entry: the row does not (or no longer) mention the symbol.
            guard rows[b].cells.contains(symbol) else { continue }
            noteRow(b)
            substitutedRows += 1
            let coefficient = rows[b].remove(symbol)
            addToRow(basic, row, times: coefficient)
            queueIfInfeasible(basic)
        }
        // Only the levels that mention the symbol (usually one), looked for from both ends at
        // once: a new constraint's errors are often in the newest level, which is the lowest
        // when constraints arrive strongest first, and scanning from the top then passed every
        // level. Each level's update corrects the improving sets of the others, in any order.
        var remaining = symbolInfo[Int(symbol)].objectiveLevels
        var step = 0
        while remaining > 0, step < levels.count {
            let level = step % 2 == 0 ? step / 2 : levels.count - 1 - step / 2
            step += 1
            guard let position = levels[level].row.cells.position(of: symbol) else { continue }
            remaining -= 1
            let coefficient = levels[level].row.cells.value(at: position)
            levels[level].row.remove(symbol)
            symbolInfo[Int(symbol)].objectiveLevels -= 1
            levels[level].improving.remove(symbol)
            addToObjective(level, row, times: coefficient)
        }
        columns.release(chain)
    }

    /// ``substitute(_:with:)`` with the row `basic` was just given (``insertRow(_:_:)``), read
    /// in place: the row is moved out while the others are rewritten (none of them is the row
    /// itself, which does not mention its basic symbol). Handing the row to both calls kept a
    /// second reference to its cells, retained and released for every row a first layout adds.
    mutating func substituteBasicRow(of basic: Int32) {
        var row = SparseRow()
        swap(&row, &rows[Int(basic)])
        substitute(basic, with: row)
        swap(&row, &rows[Int(basic)])
    }

    /// Exchanges the basic symbol `leaving` with the parametric symbol `entering`, which must
    /// appear in the row of `leaving`.
    mutating func pivot(entering: Int32, leaving: Int32) {
        pivotCount += 1
        var row = removeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        insertRow(entering, consume row)
        substituteBasicRow(of: entering)
    }

    /// Drops the parametric symbol `symbol` from every row and objective level (fixing it at zero).
    mutating func eraseColumn(_ symbol: Int32) {
        noteColumn(Int(symbol))
        var (cursor, chain) = columns.take(Int(symbol))
        while let basic = columns.next(&cursor) {
            guard rows[Int(basic)].cells.contains(symbol) else { continue }
            noteRow(Int(basic))
            rows[Int(basic)].remove(symbol)
        }
        for level in levels.indices where levels[level].row.cells.contains(symbol) {
            levels[level].row.remove(symbol)
            symbolInfo[Int(symbol)].objectiveLevels -= 1
            levels[level].improving.remove(symbol)
        }
        columns.release(chain)
    }
}

extension Tableau {
    /// Rewrites the column of `symbol` to list each row that mentions it exactly once (see
    /// ``Column``). Call only between row updates: it reads every listed row.
    mutating func compactColumn(_ symbol: Int32) {
        let s = Int(symbol)
        guard !columns[s].isExact else { return }
        noteColumn(s)
        var live: [Int32] = []
        swap(&live, &columnScratch)
        columns.entries(of: s, into: &live)
        live.removeAll { !rows[Int($0)].cells.contains(symbol) }
        live.sortAndRemoveDuplicates()
        columns.rewrite(s, with: live)
        swap(&live, &columnScratch)
    }

    /// Compacts every column whose stale entries outnumber its live ones (after an operation,
    /// so a column that only ever loses rows does not keep their entries).
    mutating func tidyColumns() {
        guard !looseColumns.isEmpty else { return }
        for symbol in looseColumns where Int(symbol) < symbolCount {
            if columns[Int(symbol)].isLoose {
                compactColumn(symbol)
            } else {
                columns.unqueue(Int(symbol))
            }
        }
        looseColumns.removeAll()
    }
}

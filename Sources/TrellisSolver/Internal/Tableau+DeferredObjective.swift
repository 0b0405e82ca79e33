// A deferred objective: built once from the constraint records instead of cell by cell.
//
// Kept incrementally, the objective is updated on every add: each new error enters its level,
// and when an error becomes a row's subject the row is substituted into every level that
// mentions it, each cell update keeping the levels' improving sets exact. A batch that starts
// with no optional constraint in the tableau (a first layout, a rebuild) needs none of that
// until the batch ends: nothing in an add reads the objective (a subject is chosen by the rows
// alone), and the objective at the end is a plain sum, each error at its level weighted by its
// group's size, with a basic error standing for its row. So the adds leave the levels' rows and
// improving sets empty (keeping the levels and their member counts), and the first thing that
// reads the objective (an optimisation, phase one, a journal, a dump) builds it in one pass.
// One first layout of the 1,000-row `fill` stack tree made 20,000 cell-by-cell updates, about
// 16 M instructions (6.5 %); the build takes 8.7 M.

extension Tableau {
    /// Defers the objective for the adds that follow, when no level has a member yet (so
    /// every error the objective will hold comes after this point); returns whether it did.
    @discardableResult
    mutating func deferObjectiveIfEmpty() -> Bool {
        guard !objectiveDeferred, levels.isEmpty else { return false }
        objectiveDeferred = true
        return true
    }

    /// Builds a deferred objective's rows and improving sets, and stops deferring; nothing
    /// when it is not deferred.
    ///
    /// - Parameter inFlight: the record of a constraint whose row is being added, whose errors
    ///   are in no record yet.
    mutating func settleObjective(including inFlight: ConstraintRecord? = nil) {
        guard objectiveDeferred else { return }
        objectiveDeferred = false
        let members = errorsByLevel(including: inFlight)
        // Dense sums for the levels that need summing, made for the first of them.
        var sums = ObjectiveSums(symbolCount: 0)
        for level in levels.indices {
            var row = SparseRow()
            // A level of parametric errors alone is those errors, each once (an error is one
            // record's, and a twin counts in its group's weight), in the records' order: its
            // cells are written as they are. Summed one by one, they were a tenth of the
            // objective's build in the 1,000-row `fill` tree, where one level in ten has a basic
            // error.
            if !members[level].contains(where: { symbolInfo[Int($0.key)].isBasic }) {
                row.appendAbsent(contentsOf: members[level])
                levels[level].row = row
                continue
            }
            if sums.symbolCount < symbolCount { sums = ObjectiveSums(symbolCount: symbolCount) }
            for member in members[level] {
                let (symbol, weight) = (member.key, member.value)
                let s = Int(symbol)
                guard symbolInfo[s].isBasic else {
                    sums.add(symbol, weight)
                    continue
                }
                row.addConstant(of: rows[s], times: weight)
                rows[s].cells.withCells { cells in
                    for cell in cells { sums.add(cell.key, cell.value * weight) }
                }
            }
            sums.drain(into: &row)
            levels[level].row = row
        }
        countLevelsAndFillImprovingSets()
    }

    /// Every error symbol with its weight (its group's size), as a cell, by the level it counts
    /// at. The records are read in the table's order (insertion order changed only by
    /// removals), so the sums are the same on every run.
    private func errorsByLevel(including inFlight: ConstraintRecord?) -> [[Cell<Double>]] {
        // Room for each level's members at once (two errors each at most).
        var members = levels.map { level in
            var list: [Cell<Double>] = []
            list.reserveCapacity(2 * level.members)
            return list
        }
        // The level of the last key looked up for each side (marker, other error): consecutive
        // records mostly share their markers' level and their other errors' level (hugging and
        // compression). Two pairs of locals: an array of two, each write was checked for
        // uniqueness.
        var markerKey = Double.nan, otherKey = Double.nan
        var markerLevel: Int?, otherLevel: Int?
        // An error's level is read from its symbol (`makeRow` wrote it there), not from the
        // record's constraint: the records are read in place, and no constraint is touched.
        // Copying each record retained and released its constraint, a cache miss apiece once
        // a layout's thousands of constraints no longer fit in cache.
        /// Lists `symbol` at its level when it is an error, through its side's last lookup.
        func list(_ symbol: Int32, _ value: Double, lastKey: inout Double, lastLevel: inout Int?) {
            guard symbol >= 0, symbolInfo[Int(symbol)].kind == .error else { return }
            let key = Double(symbolInfo[Int(symbol)].levelKey)
            if key != lastKey { (lastKey, lastLevel) = (key, existingLevelIndex(for: key)) }
            if let lastLevel { members[lastLevel].append(Cell(key: symbol, value: value)) }
        }
        func collect(weight: Int16, levelKey: Double?, marker: Int32, other: Int32) {
            guard levelKey != nil, weight > 0 else { return }
            list(marker, Double(weight), lastKey: &markerKey, lastLevel: &markerLevel)
            list(other, Double(weight), lastKey: &otherKey, lastLevel: &otherLevel)
        }
        for index in records.values.indices {
            collect(
                weight: records.values[index].weight, levelKey: records.values[index].levelKey,
                marker: records.values[index].marker, other: records.values[index].other)
        }
        if let inFlight {
            collect(weight: inFlight.weight, levelKey: inFlight.levelKey, marker: inFlight.marker, other: inFlight.other)
        }
        return members
    }

    /// Counts the levels that mention each symbol and puts each symbol in the improving set of
    /// the first level that mentions it, when its coefficient there can lower that level (see
    /// ``ObjectiveLevel``): one pass over the levels, highest first, where a symbol not yet
    /// counted is met in its first level.
    private mutating func countLevelsAndFillImprovingSets() {
        for index in symbolInfo.indices { symbolInfo[index].objectiveLevels = 0 }
        for level in levels.indices {
            var improving = SymbolSet()
            // The row read through a copy (one retain): reading the tableau's own arrays from
            // the closure copied the whole tableau for every level.
            let row = levels[level].row
            row.cells.withCells { cells in
                for cell in cells {
                    let s = Int(cell.key)
                    if symbolInfo[s].objectiveLevels == 0,
                        Self.isImproving(kind: symbolInfo[s].kind, coefficient: cell.value)
                    {
                        improving.insert(cell.key)
                    }
                    symbolInfo[s].objectiveLevels += 1
                }
            }
            levels[level].improving = improving
        }
    }
}

/// One objective level's cells being summed, dense by symbol, reused level after level.
///
/// Summed into the level's row cell by cell, each update looked its symbol up in a row of
/// thousands of cells; here it is an array slot, and the row is written once.
struct ObjectiveSums {
    private var sums: [Double]
    private var present: [Bool]
    /// Symbols in the order they were first summed (a symbol whose sum cancelled and came back
    /// is listed twice and written once).
    private var order: [Int32] = []
    /// The cells a drain writes, kept between levels.
    private var cells: [Cell<Double>] = []

    init(symbolCount: Int) {
        sums = Array(repeating: 0, count: symbolCount)
        present = Array(repeating: false, count: symbolCount)
    }

    /// The number of symbols it has room for.
    var symbolCount: Int { sums.count }

    /// Adds `delta` to `symbol`'s sum, dropping what cancels to rounding residue as a row cell
    /// does (``Tolerance/cancels(_:_:_:)``) and as an objective cell does beyond that (a
    /// residue kept would bar lower levels from moving the symbol; see
    /// ``Tableau/addToObjective(_:_:_:)``).
    mutating func add(_ symbol: Int32, _ delta: Double) {
        let s = Int(symbol)
        guard present[s] else {
            guard !Tolerance.isNegligible(delta) else { return }
            present[s] = true
            sums[s] = delta
            order.append(symbol)
            return
        }
        let old = sums[s], sum = old + delta
        if Tolerance.cancels(sum, old, delta) || abs(sum) <= Tolerance.objectiveCancellation * abs(delta) {
            present[s] = false
            sums[s] = 0
        } else {
            sums[s] = sum
        }
    }

    /// Writes the sums into `row`'s cells and starts over.
    mutating func drain(into row: inout SparseRow) {
        for symbol in order where present[Int(symbol)] {
            cells.append(Cell(key: symbol, value: sums[Int(symbol)]))
            present[Int(symbol)] = false
            sums[Int(symbol)] = 0
        }
        row.appendAbsent(contentsOf: cells)
        order.removeAll(keepingCapacity: true)
        cells.removeAll(keepingCapacity: true)
    }
}

/// An undo log for an operation that may fail part-way (phase one of a required add, dual
/// simplex after a required constant change).
///
/// It saves each row and column the first time the operation touches it, plus the (few)
/// objective levels, so rolling back costs what the operation touched. Copying the whole
/// tableau instead would retain and release every row of a large layout on every such add.
struct Journal {
    let epoch: UInt16
    let levels: [ObjectiveLevel]
    let infeasible: InfeasibleQueue
    let crowdedDummies: [Int32]
    let symbolCount: Int
    var rows: [(symbol: Int32, row: SparseRow, isBasic: Bool)] = []
    var columns: [(symbol: Int32, column: Column, entries: [Int32])] = []
}

extension Tableau {
    /// Starts recording; every change until ``commitJournal()`` or ``rollBack()`` is undoable.
    mutating func beginJournal() {
        // The journal saves the levels as they are; a deferred objective settled later in the
        // operation would be rolled back to empty rows with the objective no longer deferred.
        settleObjective()
        nextEpoch &+= 1
        if nextEpoch == 0 {  // wrapped: no saved epoch may match a future one
            for index in symbolInfo.indices { symbolInfo[index].rowEpoch = 0; symbolInfo[index].columnEpoch = 0 }
            nextEpoch = 1
        }
        journal = Journal(
            epoch: nextEpoch, levels: levels, infeasible: infeasible, crowdedDummies: crowdedDummies,
            symbolCount: symbolCount)
    }

    /// Keeps every change made since ``beginJournal()``.
    mutating func commitJournal() { journal = nil }

    /// Undoes every change made since ``beginJournal()``, including symbols created since.
    mutating func rollBack() {
        guard let saved = journal else { return }
        journal = nil
        // Rolled-back rows are not listed one by one: rollbacks are rare (a failed add).
        forgetChangedRows()
        for entry in saved.rows.reversed() where Int(entry.symbol) < symbolCount {
            rows[Int(entry.symbol)] = entry.row
            symbolInfo[Int(entry.symbol)].isBasic = entry.isBasic
        }
        for entry in saved.columns.reversed() where Int(entry.symbol) < symbolCount {
            columns.restore(Int(entry.symbol), header: entry.column, entries: entry.entries)
        }
        levels = saved.levels
        infeasible = saved.infeasible
        crowdedDummies = saved.crowdedDummies
        truncateSymbols(to: saved.symbolCount)
        recountObjectiveLevels()
    }

    /// Saves the row of `symbol` if a journal is open and has not saved it yet.
    @inline(__always)
    mutating func noteRow(_ symbol: Int) {
        guard let epoch = journal?.epoch, symbolInfo[symbol].rowEpoch != epoch else { return }
        symbolInfo[symbol].rowEpoch = epoch
        journal?.rows.append((Int32(symbol), rows[symbol], symbolInfo[symbol].isBasic))
    }

    /// Saves the column of `symbol` if a journal is open and has not saved it yet.
    @inline(__always)
    mutating func noteColumn(_ symbol: Int) {
        guard let epoch = journal?.epoch, symbolInfo[symbol].columnEpoch != epoch else { return }
        symbolInfo[symbol].columnEpoch = epoch
        journal?.columns.append((Int32(symbol), columns[symbol], columns.entries(of: symbol)))
    }
}

/// An undo log for an operation that may fail part-way (phase one of a required add, dual
/// simplex after a required constant change).
///
/// It saves each row and column the first time the operation touches it, plus the (few)
/// objective levels, so rolling back costs what the operation touched. Copying the whole
/// tableau instead would retain and release every row of a large layout on every such add.
struct Journal {
    let epoch: UInt32
    let levels: [ObjectiveLevel]
    let infeasible: [Int32]
    let crowdedDummies: [Int32]
    let symbolCount: Int
    var rows: [(symbol: Int32, row: SparseRow, isBasic: Bool)] = []
    var columns: [(symbol: Int32, column: Column)] = []
}

extension Tableau {
    /// Starts recording; every change until ``commitJournal()`` or ``rollBack()`` is undoable.
    mutating func beginJournal() {
        nextEpoch &+= 1
        if nextEpoch == 0 {  // wrapped: no saved epoch may match a future one
            for index in rowEpochs.indices { rowEpochs[index] = 0; columnEpochs[index] = 0 }
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
        for entry in saved.rows.reversed() where Int(entry.symbol) < symbolCount {
            rows[Int(entry.symbol)] = entry.row
            isBasic[Int(entry.symbol)] = entry.isBasic
        }
        for entry in saved.columns.reversed() where Int(entry.symbol) < symbolCount {
            columns[Int(entry.symbol)] = entry.column
        }
        levels = saved.levels
        infeasible = saved.infeasible
        crowdedDummies = saved.crowdedDummies
        truncateSymbols(to: saved.symbolCount)
    }

    /// Saves the row of `symbol` if a journal is open and has not saved it yet.
    @inline(__always)
    mutating func noteRow(_ symbol: Int) {
        guard let epoch = journal?.epoch, rowEpochs[symbol] != epoch else { return }
        rowEpochs[symbol] = epoch
        journal?.rows.append((Int32(symbol), rows[symbol], isBasic[symbol]))
    }

    /// Saves the column of `symbol` if a journal is open and has not saved it yet.
    @inline(__always)
    mutating func noteColumn(_ symbol: Int) {
        guard let epoch = journal?.epoch, columnEpochs[symbol] != epoch else { return }
        columnEpochs[symbol] = epoch
        journal?.columns.append((Int32(symbol), columns[symbol]))
    }
}

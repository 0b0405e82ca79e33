// The rows whose constant may have moved since the definitions last read the tableau.
//
// Why. After a change, the definitions' incremental sweep (see `EvaluationPlan+Incremental.swift`)
// needs the inputs whose value moved: the variables that definitions mention and the tableau
// holds. Reading and comparing every input cost about 48 instructions each, 5,000 of them on a
// 6,001-view stack tree, a sixth of an intrinsic-size change followed by reading every frame.
// A change moves a handful of rows, and every row update already passes through a few
// functions (`Tableau+Rows.swift`, the constant shifts of `Tableau+Editing.swift`), which
// list the row here. The sweep reads the inputs of the listed rows and clears the list.
//
// The list is a hint that may only say too much: a new, rebuilt or restored tableau, a
// rollback, or more changes than the tableau has symbols set `changedRowsAreUnknown`, and the
// next sweep reads every input. Debug builds check every incremental sweep against a full one.

extension Tableau {
    /// Lists `basic`'s row as changed.
    @inline(__always)
    mutating func noteChangedRow(_ basic: Int32) {
        if !valueLog.isUnknown { logValue(of: basic) }
        guard !changedRowsAreUnknown else { return }
        guard changedRowCount < changedRowLimit else { return forgetChangedRows() }
        if changedRowCount < changedRowBuffer.count {
            changedRowBuffer[changedRowCount] = basic
        } else {
            changedRowBuffer.append(basic)
        }
        changedRowCount += 1
    }

    /// Lists every row of symbol `s`'s column (exact: `count` rows) as changed, reading the
    /// column in place.
    mutating func noteChangedRows(inColumnOf s: Int, count: Int) {
        let columns = self.columns
        if !valueLog.isUnknown {
            // A column walk (a window resize moves every row that follows the width) would
            // fill the log only to give up: give up at once.
            if valueLog.count + count > ValueLog.limit {
                valueLog.forget()
            } else {
                columns.forEachEntry(of: s) { logValue(of: $0) }
            }
        }
        guard !changedRowsAreUnknown else { return }
        let end = changedRowCount + count
        guard end <= changedRowLimit else { return forgetChangedRows() }
        if changedRowBuffer.count < end {
            changedRowBuffer.append(contentsOf: repeatElement(0, count: end - changedRowBuffer.count))
        }
        var next = changedRowCount
        changedRowBuffer.withUnsafeMutableBufferPointer { buffer in
            columns.forEachEntry(of: s) { basic in
                buffer[next] = basic
                next += 1
            }
        }
        changedRowCount = end
    }

    /// Stops listing: any row may have changed until the list is next cleared.
    mutating func forgetChangedRows() {
        changedRowsAreUnknown = true
        changedRowCount = 0
        valueLog.forget()
    }

    /// Lists the variable of `basic` in ``valueLog`` when it is external (a slack's or an
    /// error's value is no reader's business).
    @inline(__always)
    private mutating func logValue(of basic: Int32) {
        if symbolInfo[Int(basic)].kind == .external { valueLog.note(owners[Int(basic)]) }
    }

    /// Empties the list after the definitions read the tableau: the buffer is kept (emptying
    /// an array cost a small dialog's resize 116 instructions), unless a burst made it long.
    mutating func clearChangedRows() {
        if changedRowBuffer.count > 4096 { changedRowBuffer = [] }
        changedRowCount = 0
        changedRowsAreUnknown = false
    }

    /// Past this many entries the list costs more than reading every input.
    private var changedRowLimit: Int { max(4096, symbolInfo.count) }

    /// The identity of the variable of `symbol` when it is external (``owners`` holds it).
    @inline(__always)
    func externalVariable(of symbol: Int32) -> ObjectIdentifier? {
        Int(symbol) < symbolInfo.count && symbolInfo[Int(symbol)].kind == .external ? owners[Int(symbol)] : nil
    }
}

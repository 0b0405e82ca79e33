// Changing a constraint's constant in place: the edit-variable path (suggestValue) and
// updateConstant share it. Neither touches objective coefficients, so only feasibility can break
// and dual simplex repairs it.

extension Tableau {
    /// Moves the constant of a constraint's expression by `delta` without rebuilding its row.
    ///
    /// The constraint's row is `expr + μ·m + ν·o = 0`. Raising the expression's constant by `delta`
    /// is the same as replacing the marker `m` by `m + delta/μ`, so the tableau is updated by
    /// shifting one symbol: if it is basic, its row's constant moves; otherwise every row and level
    /// that mentions it moves by its coefficient times the shift. Shifting whichever of `m` and `o`
    /// is basic touches one row instead of a column. Rows that turn negative are queued for
    /// ``dualOptimize()``.
    ///
    /// - Parameter recordingUndo: whether to return what changed. Only a required constraint's
    ///   shift can fail and need undoing; an edit (optional) skips the bookkeeping, which was a
    ///   third of a resize step.
    /// - Returns: the constants it changed, so a caller can undo a shift that no pivot followed.
    @discardableResult
    mutating func shiftConstant(of record: ConstraintRecord, by delta: Double, recordingUndo: Bool = true) -> ConstantUndo {
        infeasible.age()
        var undo = ConstantUndo()
        var symbol = record.marker
        var coefficient = record.markerCoefficient
        if !symbolInfo[Int(symbol)].isBasic, record.other >= 0, symbolInfo[Int(record.other)].isBasic {
            symbol = record.other
            coefficient = record.otherCoefficient
        }
        let shift = delta / coefficient
        if !shift.isFinite { sawNonFinite = true }
        let s = Int(symbol)
        if symbolInfo[s].isBasic {
            if recordingUndo { undo.rows.append((symbol, rows[s].constant)) }
            noteChangedRow(symbol)
            rows[s].shiftConstant(by: -shift)
            if !rows[s].constant.isFinite { sawNonFinite = true }
            queueIfInfeasible(symbol)
        } else {
            compactColumn(symbol)  // each row must move once
            // The column walked in place, from a copy of the pool's header (three array
            // references): the rows' buffer is held mutably during the walk.
            let columns = self.columns
            let memberCount = columns[s].count
            // An edit moves every row of a large column (a window width: every row of a
            // layout), so the loop works on the row buffer directly: one uniqueness check for
            // the whole walk instead of one per row.
            let symbolInfo = self.symbolInfo
            var undoRows: [(Int32, Double)] = [], queued = infeasible, finite = true
            if recordingUndo { undoRows.reserveCapacity(memberCount) }
            infeasible = InfeasibleQueue()  // moved into `queued`, so pushes do not copy it
            rows.withUnsafeMutableBufferPointer { rows in
                columns.forEachEntry(of: s) { basic in
                    let b = Int(basic)
                    if recordingUndo { undoRows.append((basic, rows[b].constant)) }
                    rows[b].shiftConstant(by: rows[b].coefficient(of: symbol) * shift)
                    finite = finite && rows[b].constant.isFinite
                    if Self.isInfeasible(rows[b], kind: symbolInfo[b].kind) {
                        queued.push(basic, score: Self.repairScore(rows[b]))
                    }
                }
            }
            undo.rows = undoRows
            infeasible = queued
            noteChangedRows(inColumnOf: s, count: memberCount)
            if !finite { sawNonFinite = true }
            for level in levels.indices {
                let weight = levels[level].row.coefficient(of: symbol)
                if weight != 0 {
                    if recordingUndo { undo.levels.append((level, levels[level].row.constant)) }
                    levels[level].row.shiftConstant(by: weight * shift)
                }
            }
        }
        // The objective counts the error symbol itself; the renamed symbol is `shift` lower.
        if symbolInfo[s].kind == .error, let markerKey = record.levelKey,
            let level = existingLevelIndex(
                for: Self.levelKey(of: symbol, in: record.constraint, markerKey: markerKey, marker: record.marker))
        {
            if recordingUndo { undo.levels.append((level, levels[level].row.constant)) }
            levels[level].row.shiftConstant(by: -shift)
        }
        return undo
    }

    /// Puts back the constants a shift changed (valid while no pivot has happened since).
    mutating func undo(_ undo: ConstantUndo) {
        for (basic, constant) in undo.rows.reversed() {
            noteChangedRow(basic)
            rows[Int(basic)].constant = constant
        }
        for (level, constant) in undo.levels.reversed() { levels[level].row.constant = constant }
        infeasible.removeAll()
    }
}

/// The constants one ``Tableau/shiftConstant(of:by:)`` overwrote, oldest first.
struct ConstantUndo {
    var rows: [(Int32, Double)] = []
    var levels: [(Int, Double)] = []
}

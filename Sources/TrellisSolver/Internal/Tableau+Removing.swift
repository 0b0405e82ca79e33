// Removing a constraint: take its errors out of the objective, pivot its marker into the basis
// and drop that row. What remains is exactly the tableau of the other constraints.

extension Tableau {
    /// Removes the constraint described by `record`. Never fails on a consistent tableau.
    mutating func remove(_ record: ConstraintRecord) {
        if record.weight == 0 { return removeTwin(record) }
        if record.weight > 1 { return handOver(record) }
        forgetGroup(record)
        if let key = record.levelKey {
            countErrors(of: record, levelKey: key, by: -1)
            changeMembers(of: record.constraint, levelKey: key, by: -1, dropsEmpty: true)
        }
        eliminate(record.marker)
        // The marker's and the other error's columns are proportional in the original system, so
        // once the marker's row is gone the other symbol is mentioned nowhere (up to rounding).
        if record.other >= 0 {
            if symbolInfo[Int(record.other)].isBasic { _ = removeRow(record.other) }
            eraseColumn(record.other)
        }
        eraseColumn(record.marker)
        // Its symbols stay allocated but unused; without an owner they can never be taken for a
        // later constraint that happens to reuse the address.
        for symbol in record.symbols { owners[Int(symbol)] = Self.noOwner }
        records.remove(live: ObjectIdentifier(record.constraint))
    }

    /// Makes `marker` basic (if it is mentioned anywhere) and drops its row.
    mutating func eliminate(_ marker: Int32) {
        if !symbolInfo[Int(marker)].isBasic {
            guard let leaving = markerLeavingRow(marker) else { return }
            pivot(entering: marker, leaving: leaving)
        }
        _ = removeRow(marker)
    }

    /// The row to pivot a marker into: a basic dummy's row if any (its constant is zero, so
    /// nothing moves and the dummy stays at zero), else the restricted row that the marker's
    /// growth blocks first, else the restricted row that stays feasible longest, else a free
    /// variable's row (kiwi's rule; ties as ``PivotCandidate`` breaks them, where kiwi takes the
    /// lowest id).
    func markerLeavingRow(_ marker: Int32) -> Int32? {
        var dummy = PivotCandidate(), first = PivotCandidate(), second = PivotCandidate(), third = PivotCandidate()
        var cursor = columns.cursor(of: Int(marker))
        while let basic = columns.next(&cursor) {
            let b = Int(basic)
            guard rows[b].cells.contains(marker) else { continue }  // a stale entry
            switch symbolInfo[b].kind {
            case .dummy: dummy.offer(basic, ratio: 0, size: rows[b].cells.count)
            case .external: third.offer(basic, ratio: 0, size: rows[b].cells.count)
            case .slack, .error, .artificial:
                let coefficient = rows[b].coefficient(of: marker)
                let constant = rows[b].constant
                if coefficient < 0 {
                    first.offer(basic, ratio: -constant / coefficient, size: rows[b].cells.count)
                } else {
                    second.offer(basic, ratio: constant / coefficient, size: rows[b].cells.count)
                }
            }
        }
        return dummy.symbol ?? first.symbol ?? second.symbol ?? third.symbol
    }
}

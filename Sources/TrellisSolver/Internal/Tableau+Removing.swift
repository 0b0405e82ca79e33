// Removing a constraint: take its errors out of the objective, pivot its marker into the basis
// and drop that row. What remains is exactly the tableau of the other constraints.

extension Tableau {
    /// Removes the constraint described by `record`. Never fails on a consistent tableau.
    mutating func remove(_ record: ConstraintRecord) {
        if record.weight == 0 { return removeTwin(record) }
        if record.weight > 1 { return handOver(record) }
        forgetGroup(record)
        if let key = record.levelKey {
            for symbol in [record.marker, record.other] where symbol >= 0 && symbolInfo[Int(symbol)].kind == .error {
                let symbolKey = Self.levelKey(of: symbol, in: record.constraint, markerKey: key, marker: record.marker)
                if let level = existingLevelIndex(for: symbolKey) { addToObjective(level, symbol: symbol, times: -1) }
            }
            var keys = [key]
            if let below = record.constraint.belowPriority.map({ Double($0.value) }), below != key { keys.append(below) }
            for levelKey in keys {
                guard let level = existingLevelIndex(for: levelKey) else { continue }
                levels[level].members -= 1
                if levels[level].members == 0 { removeLevel(at: level) }
            }
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
        for symbol in [record.marker, record.other] where symbol >= 0 { owners[Int(symbol)] = Self.noOwner }
        records.removeValue(for: ObjectIdentifier(record.constraint))
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
    /// variable's row (kiwi's rule, with ties to the lowest id).
    func markerLeavingRow(_ marker: Int32) -> Int32? {
        var dummy = Candidate(), first = Candidate(), second = Candidate(), third = Candidate()
        for basic in columns[Int(marker)].entries {
            let b = Int(basic)
            guard rows[b].cells.contains(marker) else { continue }  // a stale entry
            switch symbolInfo[b].kind {
            case .dummy: dummy.offer(basic, ratio: 0)
            case .external: third.offer(basic, ratio: 0)
            case .slack, .error, .artificial:
                let coefficient = rows[b].coefficient(of: marker)
                let constant = rows[b].constant
                if coefficient < 0 {
                    first.offer(basic, ratio: -constant / coefficient)
                } else {
                    second.offer(basic, ratio: constant / coefficient)
                }
            }
        }
        return dummy.symbol ?? first.symbol ?? second.symbol ?? third.symbol
    }

    /// The best row so far in one of the groups above: lowest ratio, then lowest id.
    struct Candidate {
        private(set) var symbol: Int32?
        private var ratio = Double.infinity

        mutating func offer(_ candidate: Int32, ratio candidateRatio: Double) {
            if let symbol, candidateRatio > ratio || (candidateRatio == ratio && candidate > symbol) { return }
            symbol = candidate
            ratio = candidateRatio
        }
    }

}

// Structural self-checks. Debug builds (TRELLIS_INVARIANTS) run them after public operations,
// so every test exercises them: after each one while the tableau is small, and on a schedule
// that bounds their cost per operation once it is not (`InvariantSchedule.swift`). Each costs a
// full walk of the tableau.

extension Tableau {
    /// Describes every broken invariant; empty when the tableau is consistent.
    ///
    /// - Parameter expectOptimal: also require that no symbol can improve the objective.
    func invariantViolations(expectOptimal: Bool) -> [String] {
        var problems: [String] = []
        // Written for a debug build's speed (it runs there, often): every row and level is read
        // through its cells in place, and which rows mention a symbol is one flat list, not a
        // set per symbol (each allocation and key-path read costs microseconds unoptimised).
        var mentions = Array(repeating: 0, count: symbolCount)
        for b in 0..<symbolCount where symbolInfo[b].isBasic {
            let row = rows[b]
            row.cells.withCells { cells in
                for cell in cells {
                    mentions[Int(cell.key)] += 1
                    if symbolInfo[Int(cell.key)].isBasic {
                        problems.append("row \(symbolName(Int32(b))) mentions basic \(symbolName(cell.key))")
                    }
                }
            }
            if symbolInfo[b].kind != .external, row.constant < -Tolerance.audit(scale: row.scale) {
                problems.append("restricted row \(symbolName(Int32(b))) is infeasible (\(row.constant))")
            }
            if symbolInfo[b].kind == .dummy, abs(row.constant) > Tolerance.audit(scale: row.scale) {
                problems.append("basic dummy \(symbolName(Int32(b))) is not zero")
            }
        }
        for s in 0..<symbolCount where columns[s].count != mentions[s] {
            problems.append("column \(symbolName(Int32(s))) counts \(columns[s].count) rows, \(mentions[s]) mention it")
        }
        problems += columnsMissingRows(mentions: mentions)
        var levelMentions = Array(repeating: Int32(0), count: symbolCount)
        // The first level (highest priority first) that mentions each symbol.
        var firstLevel = Array(repeating: -1, count: symbolCount)
        for (index, level) in levels.enumerated() {
            if index > 0, levels[index - 1].key <= level.key { problems.append("levels out of order at \(index)") }
            level.row.cells.withCells { cells in
                for cell in cells {
                    let symbol = Int(cell.key)
                    levelMentions[symbol] += 1
                    if firstLevel[symbol] < 0 { firstLevel[symbol] = index }
                    if symbolInfo[symbol].isBasic { problems.append("level \(level.key) mentions basic \(symbolName(cell.key))") }
                    let kind = symbolInfo[symbol].kind
                    let improving = firstLevel[symbol] == index && kind != .dummy
                        && (cell.value < -Tolerance.pivot || (abs(cell.value) > Tolerance.pivot && kind == .external))
                    if improving != level.improving.contains(cell.key) {
                        problems.append("level \(level.key) improving set wrong for \(symbolName(cell.key))")
                    }
                }
            }
            level.improving.withCells { cells in
                for cell in cells where !level.row.cells.contains(cell.key) {
                    problems.append("level \(level.key) improving set lists absent \(symbolName(cell.key))")
                }
            }
        }
        for s in 0..<symbolCount where symbolInfo[s].objectiveLevels != levelMentions[s] {
            problems.append("\(symbolName(Int32(s))) counted in \(symbolInfo[s].objectiveLevels) levels, \(levelMentions[s]) mention it")
        }
        // A parametric marker of a live required equality is a column of an invertible basis
        // inverse, so some row must mention it; an empty one means the marker was lost.
        for record in records.values where record.levelKey == nil && !record.isFrozen && record.other < 0 {
            let marker = Int(record.marker)
            if symbolInfo[marker].kind == .dummy, !symbolInfo[marker].isBasic, columns[marker].isEmpty {
                problems.append("marker \(symbolName(record.marker)) of \(record.constraint) is mentioned nowhere")
            }
        }
        problems += staleRecordIdentities()
        if expectOptimal, let (symbol, _) = enteringSymbol(levelLimit: levels.count, bland: false) {
            problems.append("not optimal: \(symbolName(symbol)) can still improve the objective")
        }
        return problems
    }

    /// A problem for each identity the tableau may look a record up by that is no record's
    /// constraint: a symbol's owner, a group's owner, a listed twin. ``RecordTable`` reads a
    /// hint through such an identity, which is sound only while a record holds the constraint.
    private func staleRecordIdentities() -> [String] {
        let recorded = Set(records.values.map { ObjectIdentifier($0.constraint) })
        var problems: [String] = []
        for s in 0..<symbolCount where symbolInfo[s].kind != .external {
            if let owner = owner(of: Int32(s)), !recorded.contains(owner) {
                problems.append("\(symbolName(Int32(s)))'s owner has no record")
            }
        }
        for owner in twinGroups.owners where !recorded.contains(owner) { problems.append("a group's owner has no record") }
        for twin in twinsOfOwner.listedTwins where !recorded.contains(twin) { problems.append("a listed twin has no record") }
        return problems
    }

    /// A problem for each row that mentions a symbol its column does not list. Which rows
    /// mention each symbol is gathered into one flat list (`mentions` counts them per symbol);
    /// each column's entries are then stamped and its rows looked up.
    private func columnsMissingRows(mentions: [Int]) -> [String] {
        var start = Array(repeating: 0, count: symbolCount + 1)
        for s in 0..<symbolCount { start[s + 1] = start[s] + mentions[s] }
        var next = start
        var mentioning = Array(repeating: Int32(0), count: start[symbolCount])
        for b in 0..<symbolCount where symbolInfo[b].isBasic {
            rows[b].cells.withCells { cells in
                for cell in cells {
                    mentioning[next[Int(cell.key)]] = Int32(b)
                    next[Int(cell.key)] += 1
                }
            }
        }
        var problems: [String] = []
        var stamp = Array(repeating: -1, count: symbolCount)
        for s in 0..<symbolCount where mentions[s] > 0 {
            columns.forEachEntry(of: s) { stamp[Int($0)] = s }
            for b in mentioning[start[s]..<start[s + 1]] where stamp[Int(b)] != s {
                problems.append("column \(symbolName(Int32(s))) misses row \(symbolName(b))")
            }
        }
        return problems
    }
}

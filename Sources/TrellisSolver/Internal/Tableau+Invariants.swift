// Structural self-checks. The solver runs them after every public operation in debug builds
// (TRELLIS_INVARIANTS), so every test exercises them; they cost a full walk of the tableau.

extension Tableau {
    /// Describes every broken invariant; empty when the tableau is consistent.
    ///
    /// - Parameter expectOptimal: also require that no symbol can improve the objective.
    func invariantViolations(expectOptimal: Bool) -> [String] {
        var problems: [String] = []
        // Each column's list read once (a walk of its chunks per cell was quadratic).
        let listed = (0..<symbolCount).map { Set(columns.entries(of: $0)) }
        for b in 0..<symbolCount where symbolInfo[b].isBasic {
            let row = rows[b]
            for symbol in row.cells.keys {
                if symbolInfo[Int(symbol)].isBasic { problems.append("row \(symbolName(Int32(b))) mentions basic \(symbolName(symbol))") }
                if !listed[Int(symbol)].contains(Int32(b)) {
                    problems.append("column \(symbolName(symbol)) misses row \(symbolName(Int32(b)))")
                }
            }
            if symbolInfo[b].kind != .external, row.constant < -Tolerance.audit(scale: row.scale) {
                problems.append("restricted row \(symbolName(Int32(b))) is infeasible (\(row.constant))")
            }
            if symbolInfo[b].kind == .dummy, abs(row.constant) > Tolerance.audit(scale: row.scale) {
                problems.append("basic dummy \(symbolName(Int32(b))) is not zero")
            }
        }
        var mentions = Array(repeating: 0, count: symbolCount)
        for b in 0..<symbolCount where symbolInfo[b].isBasic {
            for symbol in rows[b].cells.keys { mentions[Int(symbol)] += 1 }
        }
        for s in 0..<symbolCount where columns[s].count != mentions[s] {
            problems.append("column \(symbolName(Int32(s))) counts \(columns[s].count) rows, \(mentions[s]) mention it")
        }
        var levelMentions = Array(repeating: Int32(0), count: symbolCount)
        for level in levels { for symbol in level.row.cells.keys { levelMentions[Int(symbol)] += 1 } }
        for s in 0..<symbolCount where symbolInfo[s].objectiveLevels != levelMentions[s] {
            problems.append("\(symbolName(Int32(s))) counted in \(symbolInfo[s].objectiveLevels) levels, \(levelMentions[s]) mention it")
        }
        for (index, level) in levels.enumerated() {
            if index > 0, levels[index - 1].key <= level.key { problems.append("levels out of order at \(index)") }
            for (position, symbol) in level.row.cells.keys.enumerated() {
                if symbolInfo[Int(symbol)].isBasic { problems.append("level \(level.key) mentions basic \(symbolName(symbol))") }
                let coefficient = level.row.cells.value(at: position)
                let kind = symbolInfo[Int(symbol)].kind
                let firstLevel = !levels[..<index].contains { $0.row.cells.contains(symbol) }
                let improving = firstLevel && kind != .dummy
                    && (coefficient < -Tolerance.pivot || (abs(coefficient) > Tolerance.pivot && kind == .external))
                if improving != level.improving.contains(symbol) {
                    problems.append("level \(level.key) improving set wrong for \(symbolName(symbol))")
                }
            }
            for symbol in level.improving.keys where !level.row.cells.contains(symbol) {
                problems.append("level \(level.key) improving set lists absent \(symbolName(symbol))")
            }
        }
        // A parametric marker of a live required equality is a column of an invertible basis
        // inverse, so some row must mention it; an empty one means the marker was lost.
        for record in records.values where record.levelKey == nil && !record.isFrozen && record.other < 0 {
            let marker = Int(record.marker)
            if symbolInfo[marker].kind == .dummy, !symbolInfo[marker].isBasic, columns[marker].isEmpty {
                problems.append("marker \(symbolName(record.marker)) of \(record.constraint) is mentioned nowhere")
            }
        }
        if expectOptimal, let (symbol, _) = enteringSymbol(levelLimit: levels.count, bland: false) {
            problems.append("not optimal: \(symbolName(symbol)) can still improve the objective")
        }
        return problems
    }
}

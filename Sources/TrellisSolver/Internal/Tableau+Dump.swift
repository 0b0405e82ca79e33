// A sectioned, deterministic text dump of the whole state, in the spirit of kiwi's `dumps()`:
// everything sorted by symbol id or insertion order, never by hash order.

extension Tableau {
    /// A readable name: the variable's name for externals, else kind letter and id (`s3`).
    func symbolName(_ symbol: Int32) -> String {
        let s = Int(symbol)
        guard s >= 0, s < symbolCount else { return "?\(symbol)" }
        if let variable = variables[s] { return variable.name }
        return "\(symbolInfo[s].kind.letter)\(symbol)"
    }

    /// `constant + c·s + …` with cells sorted by symbol id.
    func describe(_ row: SparseRow) -> String {
        var text = formatted(row.constant)
        let cells = zip(row.cells.keys, row.cells.values).sorted { $0.0 < $1.0 }
        for (symbol, coefficient) in cells {
            text += coefficient < 0 ? " - " : " + "
            let magnitude = abs(coefficient)
            text += magnitude == 1 ? symbolName(symbol) : "\(formatted(magnitude))*\(symbolName(symbol))"
        }
        return text
    }

    /// The dump described at ``Solver/dump()``.
    func dump() -> String {
        var lines = ["Objective"]
        for level in levels {
            let name = level.key == brokenLevelKey ? "broken required" : "@\(formatted(level.key))"
            lines.append("  \(name): \(describe(level.row))")
        }
        lines.append("Tableau")
        for b in 0..<symbolCount where symbolInfo[b].isBasic {
            lines.append("  \(symbolName(Int32(b))) = \(describe(rows[b]))")
        }
        lines.append("Infeasible")
        for symbol in infeasible.symbols { lines.append("  \(symbolName(symbol))") }
        lines.append("Variables")
        for s in 0..<symbolCount where symbolInfo[s].kind == .external {
            lines.append("  \(symbolName(Int32(s))) = \(formatted(value(of: Int32(s))))")
        }
        lines.append("Edits")
        for edit in edits.values.sorted(by: { sequence(of: $0.constraint) < sequence(of: $1.constraint) }) {
            lines.append("  \(edit.variable.name) @\(edit.constraint.priority) suggested \(formatted(edit.value))")
        }
        lines.append("Constraints")
        for record in records.values.sorted(by: { $0.sequence < $1.sequence }) {
            var line = "  \(record.constraint)"
            if record.constant != record.constraint.expression.constant { line += " (constant now \(formatted(record.constant)))" }
            if record.isBroken { line += " BROKEN" }
            line += " marker \(symbolName(record.marker))"
            if record.other >= 0 { line += " other \(symbolName(record.other))" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The insertion sequence number of a constraint, or `Int.max` when unknown.
    func sequence(of constraint: LinearConstraint) -> Int {
        records[constraint]?.sequence ?? Int.max
    }
}

/// The objective level of required constraints broken in recovery mode: above every optional
/// priority, as Auto Layout treats them (its 1100).
let brokenLevelKey: Double = 1100

/// Constraints a removal inside a batch took out of the tableau because they were rewritten
/// through a definition that left, waiting to be installed again until the batch's new
/// constraints are in (see `Solver.reinstallsWait` and `Solver.installWaitingReinstalls()`).
///
/// Installed at once, each was rewritten through the variable the removal had freed. A stack
/// aligned `.leading` and sized by its widest row aligns every row to its first; when the first
/// row leaves, every other row's containment and alignment constraints came back on that row's
/// own `minX`, so the regenerated alignment (`row1.minX == rowN.minX`) could no longer define
/// it and entered the tableau too, and the rows' `spanner.minX == rowN.minX @999.5`, one shared
/// row in a first layout, became one tied row per row: the optimisation then walked them row by
/// row, rewriting every row at each step (51,521 rows rewritten for 320 rows). Waiting, they are
/// rewritten through the regenerated definitions, as in a first layout (5 rows rewritten).
///
/// Until they are installed the solver answers for them as installed (``Solver/hasConstraint(_:)``,
/// ``Solver/constant(of:)``, duplicates), and anything that reads values or needs the tableau
/// whole installs them first, as it runs a pending optimisation.
struct WaitingReinstalls {
    /// In the order they were taken out; installed in insertion order.
    private(set) var items: [Solver.Reinstall] = []
    private var members = IdentitySet()
    /// How many of ``items`` still have their row in the tableau.
    private var keptRowCount = 0

    var isEmpty: Bool { items.isEmpty }

    /// Whether any waiting constraint's row is still in the tableau (see `Solver+KeptRows.swift`).
    var hasKeptRows: Bool { keptRowCount > 0 }

    /// Whether `constraint` is waiting.
    func contains(_ constraint: LinearConstraint) -> Bool { !items.isEmpty && members.contains(constraint) }

    /// The expression constant `constraint` waits with; `nil` when it is not waiting.
    func constant(of constraint: LinearConstraint) -> Double? {
        guard contains(constraint) else { return nil }
        return items.last { $0.constraint === constraint }?.constant
    }

    mutating func append(_ item: Solver.Reinstall) {
        items.append(item)
        members.insert(item.constraint)
        if item.keptRow != nil { keptRowCount += 1 }
    }

    /// The rows still in the tableau, each item marked as taken out: the caller removes them.
    mutating func takeKeptRows() -> [LinearConstraint] {
        guard keptRowCount > 0 else { return [] }
        var rows: [LinearConstraint] = []
        rows.reserveCapacity(keptRowCount)
        for index in items.indices {
            guard let kept = items[index].keptRow else { continue }
            rows.append(kept.lowered)
            items[index].keptRow = nil
        }
        keptRowCount = 0
        return rows
    }

    /// Every waiting constraint in insertion order, leaving none waiting.
    mutating func takeAll() -> [Solver.Reinstall] {
        let taken = items.sorted { $0.sequence < $1.sequence }
        items.removeAll()
        members.removeAll()
        keptRowCount = 0
        return taken
    }
}

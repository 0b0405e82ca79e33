// Rows kept while their constraints wait: a removal that re-roots definitions inside a batch
// leaves the rows it would take out in the tableau, and the batch's end keeps each one that
// comes out the same when lowered again (see `Solver+Reinstalls.swift` for the waiting itself).
//
// Why. When a stack loses its first row, every other row's alignment (`rowN.minX == row1.minX`)
// is removed and made again against the new first row. Each row's containment and the
// spanner's pull to it were lowered through the removed alignment, so the removal took them out
// of the tableau and the batch's end installed them again: 2,002 rows out and in for a
// 1,000-row stack, though each came back exactly as it was, lowered through the regenerated
// alignment to the same variables (`page.minX`) with the same coefficients. Kept, they cost a
// lowering and a comparison each.
//
// Soundness. While they wait, the kept rows still say what their constraints said through the
// removed definitions. That can only make the tableau stricter than it should be, never looser
// (the reference is the same tableau without those rows, as when they wait outside it), so a
// constraint the batch adds that installs beside them also installs without them. One that
// fails may fail only because of them: then every kept row is taken out and the add tried again
// (``install(_:constant:levelKey:isBroken:sequence:mayDefineOptional:)``), which is the
// waiting of `Solver+Reinstalls.swift` exactly. Anything else that needs the tableau whole runs
// the pending optimisation first, which settles the kept rows: a row whose constraint lowers
// again to the same terms and offset stays, with its lowering registered anew; any other is
// taken out and its constraint installed again like every waiting one. A kept row equals what
// installing it again would add, so the tableau ends holding the same constraints either way.

extension Solver {
    /// A waiting constraint's row as the tableau still holds it: the lowered constraint, and
    /// what lowering added to the constant.
    struct KeptRow {
        let lowered: LinearConstraint
        let offset: Double

    }

    /// The row `constraint` (a dependent of a removed definition) has in the tableau, unless it
    /// is frozen (taking it out later would rebuild the tableau).
    func keptRow(of constraint: LinearConstraint) -> KeptRow? {
        guard let (lowered, offset) = definitions.loweredRow(of: constraint),
            let index = tableau.records.index(of: lowered), !tableau.records.values[index].isFrozen
        else { return nil }
        return KeptRow(lowered: lowered, offset: offset)
    }

    /// Settles the kept rows of `items` (all waiting items, in insertion order): keeps each row
    /// its constraint lowers to again, takes out the others. Returns the items still to install.
    func settleKeptRows(_ items: [Reinstall]) throws(SolverError) -> [Reinstall] {
        var toInstall: [Reinstall] = []
        toInstall.reserveCapacity(items.count)
        var leaving: [LinearConstraint] = []
        var missesInARow = 0
        for var item in items {
            guard let kept = item.keptRow else {
                toInstall.append(item)
                continue
            }
            if missesInARow < Self.mostMissesInARow {
                switch keepsRow(of: item.constraint, kept) {
                case .kept:
                    missesInARow = 0
                    continue
                case .lowersOtherwise: missesInARow += 1
                case .lowersToNothing: break
                }
            }
            definitions.work.reinstalls += 1
            leaving.append(kept.lowered)
            item.keptRow = nil
            toInstall.append(item)
        }
        try removeKeptRows(leaving)
        return toInstall
    }

    /// Takes every kept row out of the tableau, leaving their constraints waiting outside it;
    /// returns whether there were any.
    func releaseKeptRows() throws(SolverError) -> Bool {
        let rows = waiting.takeKeptRows()
        guard !rows.isEmpty else { return false }
        definitions.work.reinstalls += rows.count
        try removeKeptRows(rows)
        return true
    }

    /// After this many kept rows in a row lowered to other rows, the batch's others leave
    /// without being compared. A stack aligned `.fill` that lost its first row lowers every
    /// row's content through the new first row's width, a tableau variable now, where it went
    /// to the window's before: lowering each row to compare it and again to install it cost
    /// 13,000 instructions a row (9 % of the change).
    static let mostMissesInARow = 8

    /// What lowering a kept row's constraint again gave.
    enum KeptRowCheck {
        /// The same row: kept, its lowering registered again.
        case kept
        /// Another row.
        case lowersOtherwise
        /// No row: the constraint no longer mentions a defined variable (or its row is gone).
        case lowersToNothing
    }

    /// Whether `constraint`, lowered through today's definitions, gives exactly the row `kept`
    /// (same terms, coefficients and offset); if so its lowering is registered again.
    private func keepsRow(of constraint: LinearConstraint, _ kept: KeptRow) -> KeptRowCheck {
        guard tableau.records.index(of: kept.lowered) != nil, let lowered = definitions.lower(constraint.expression) else {
            return .lowersToNothing
        }
        guard lowered.offset == kept.offset, Self.sameTerms(lowered.expression.terms, kept.lowered.expression.terms)
        else { return .lowersOtherwise }
        definitions.register(
            Lowering(constraint: constraint, lowered: kept.lowered, uses: lowered.uses, offset: lowered.offset))
        definitions.work.rowsKept += 1
        return .kept
    }

    /// Whether two term lists name the same variables with bit-for-bit the same coefficients,
    /// in any order (a lowering through other definitions may list them in another).
    static func sameTerms(_ a: [LinearExpression.Term], _ b: [LinearExpression.Term]) -> Bool {
        guard a.count == b.count else { return false }
        if zip(a, b).allSatisfy({ $0.variable === $1.variable && $0.coefficient == $1.coefficient }) { return true }
        var coefficients = IdentityMap()
        var values: [Double] = []
        values.reserveCapacity(b.count)
        for term in b {
            coefficients[ObjectIdentifier(term.variable)] = Int32(values.count)
            values.append(term.coefficient)
        }
        return a.allSatisfy { term in
            coefficients[ObjectIdentifier(term.variable)].map { values[Int($0)] == term.coefficient } ?? false
        }
    }

    /// Removes kept rows from the tableau; frozen ones with one rebuild.
    private func removeKeptRows(_ rows: [LinearConstraint]) throws(SolverError) {
        var frozen = Set<ObjectIdentifier>()
        for lowered in rows {
            // Read each record just before removing it: removing the first of a group of twins
            // hands its row to another one, which may be among these.
            guard let record = tableau.records[lowered] else { continue }
            if record.isFrozen {
                frozen.insert(ObjectIdentifier(lowered))
            } else {
                tableau.remove(record)
            }
        }
        guard !frozen.isEmpty else { return }
        do {
            replaceTableau(by: try tableau.rebuilt(removing: frozen, breakingConflicts: true))
        } catch {
            throw .internalFailure("rebuilding after taking out a kept frozen row failed")
        }
    }
}

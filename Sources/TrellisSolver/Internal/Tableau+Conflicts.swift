// Minimal conflicting sets. When required constraints cannot all hold, the failing simplex
// leaves a certificate: the symbols of the row that could not be repaired (or of phase one's
// final objective), whose owners are the constraints that force the contradiction. That set is
// usually already small; a deletion filter then makes it irreducible, checking each candidate on
// a fresh tableau with only required constraints.

/// One required constraint with the constant it is tested at.
struct RequiredConstraint {
    let constraint: LinearConstraint
    let constant: Double
}

extension Tableau {
    /// The required (not broken) constraints owning `symbols`, in insertion order.
    func requiredOwners(of symbols: [Int32]) -> [RequiredConstraint] {
        var seen = Set<ObjectIdentifier>()
        var result: [(Int, RequiredConstraint)] = []
        // Symbols of the rejected constraint itself were already rolled back; skip them.
        for symbol in symbols where Int(symbol) < symbolCount {
            guard let owner = owner(of: symbol), seen.insert(owner).inserted,
                let record = records[live: owner], record.levelKey == nil
            else { continue }
            result.append((record.sequence, RequiredConstraint(constraint: record.constraint, constant: record.constant)))
        }
        return result.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Every required (not broken) constraint, in insertion order.
    var allRequired: [RequiredConstraint] {
        records.values.filter { $0.levelKey == nil }.sorted { $0.sequence < $1.sequence }
            .map { RequiredConstraint(constraint: $0.constraint, constant: $0.constant) }
    }

    /// Reduces `candidates` to an irreducible set that conflicts with `culprit`.
    ///
    /// Starts from the certificate's owners; if those do not conflict (rounding can blur a
    /// certificate) it falls back to every required constraint, then drops each member whose
    /// removal keeps the set infeasible.
    ///
    /// - Complexity: O(k²) small re-solves for a set of k candidates.
    static func minimalConflict(
        culprit: RequiredConstraint, candidates: [RequiredConstraint], everyRequired: [RequiredConstraint]
    ) -> [LinearConstraint] {
        let start = isFeasible(candidates, culprit) ? everyRequired : candidates
        // QuickXplain needs O(k log(n/k)) checks instead of the deletion filter's n; it matters
        // when the certificate was incomplete (frozen markers) and every constraint is a suspect.
        let reduced = start.count > 8 ? quickXplain(background: [culprit], backgroundChanged: false, start) : start
        var kept = reduced
        var index = 0
        while index < kept.count {
            var trial = kept
            trial.remove(at: index)
            if isFeasible(trial, culprit) { index += 1 } else { kept = trial }
        }
        return kept.map(\.constraint)
    }

    /// Junker's QuickXplain: a minimal subset of `constraints` that is infeasible together with
    /// `background` (whose first element is the culprit), given that all of them together are.
    static func quickXplain(
        background: [RequiredConstraint], backgroundChanged: Bool, _ constraints: [RequiredConstraint]
    ) -> [RequiredConstraint] {
        if backgroundChanged, !isFeasible(Array(background.dropFirst()), background[0]) { return [] }
        if constraints.count <= 1 { return constraints }
        let half = constraints.count / 2
        let first = Array(constraints[..<half]), second = Array(constraints[half...])
        let fromSecond = quickXplain(background: background + first, backgroundChanged: !first.isEmpty, second)
        let fromFirst = quickXplain(background: background + fromSecond, backgroundChanged: !fromSecond.isEmpty, first)
        return fromFirst + fromSecond
    }

    /// A fresh tableau with the same constraints and edits, in insertion order, with some
    /// constraints left out or one given a new constant. Used when a frozen constraint changes.
    ///
    /// Removing a constraint cannot make the others conflict in exact arithmetic, but rounding
    /// can disagree with the incremental tableau near the edge of feasibility; with
    /// `breakingConflicts` such a constraint is kept broken (as Auto Layout would) instead of
    /// failing the removal.
    func rebuilt(
        removing removed: Set<ObjectIdentifier> = [], changing changed: ObjectIdentifier? = nil, to constant: Double = 0,
        breakingConflicts: Bool = false
    ) throws(AddFailure) -> Tableau {
        var fresh = Tableau()
        fresh.dummyColumnLimit = dummyColumnLimit
        fresh.crowdedDummiesSpared = crowdedDummiesSpared
        fresh.mergesTwins = mergesTwins
        fresh.edits = edits
        fresh.nextSequence = nextSequence
        // Built from empty: its objective once, when `optimize` below settles it.
        fresh.objectiveDeferred = true
        for record in records.values.sorted(by: { $0.sequence < $1.sequence }) {
            let id = ObjectIdentifier(record.constraint)
            if removed.contains(id) { continue }
            let value = id == changed ? constant : record.constant
            do {
                try fresh.add(
                    record.constraint, constant: value, levelKey: record.levelKey, isBroken: record.isBroken,
                    sequence: record.sequence)
            } catch {
                guard breakingConflicts, case .unsatisfiable = error else { throw error }
                try fresh.add(
                    record.constraint, constant: value, levelKey: brokenLevelKey, isBroken: true, sequence: record.sequence)
            }
            if record.isEditable || id == changed { fresh.records.update(record.constraint) { $0.isEditable = true } }
            fresh.freezeCrowdedDummies()
        }
        if let failure = fresh.optimize() { throw .internalFailure(failure) }
        return fresh
    }

    /// Whether `constraints` plus `culprit` can all hold, checked on a fresh tableau.
    static func isFeasible(_ constraints: [RequiredConstraint], _ culprit: RequiredConstraint) -> Bool {
        var scratch = Tableau()
        do {
            for item in constraints + [culprit] {
                try scratch.add(item.constraint, constant: item.constant, levelKey: nil, isBroken: false)
            }
            return true
        } catch {
            return false
        }
    }
}

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
            guard let owner = owners[Int(symbol)], seen.insert(ObjectIdentifier(owner)).inserted,
                let record = records[ObjectIdentifier(owner)], record.levelKey == nil
            else { continue }
            result.append((record.sequence, RequiredConstraint(constraint: owner, constant: record.constant)))
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
        var kept = candidates
        if isFeasible(kept, culprit) { kept = everyRequired }
        var index = 0
        while index < kept.count {
            var trial = kept
            trial.remove(at: index)
            if isFeasible(trial, culprit) { index += 1 } else { kept = trial }
        }
        return kept.map(\.constraint)
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

// Twins: optional constraints identical to one already in the tableau share its row.
//
// Why. Identical optional constraints are common once definitions are substituted: a stack
// aligned to the leading edge pins its spanning guide to every item's leading edge at 999.5,
// and the items' leading edges are all one variable, so N constraints read the same. So do
// the vertical intrinsic sizes of the labels of a row when their heights are one variable.
// Each twin as a row of its own adds two error terms to one level, and optimising that level
// pivots every one of them through the rows they share: 1,000 identical constraints cost
// 1,000² row updates.
//
// How. Two optional constraints are twins when their rows would be identical: the same terms,
// constant, relation and priorities. The first one's row stands for all of them, with its
// errors counted once per twin in the objective (minimising N·|e| is minimising N identical
// |e|s). A twin has a record of its own (weight 0) sharing the first one's symbols; the first
// one's record counts the group (`weight`). Removing a twin drops one count; removing the
// first one hands its row to the earliest remaining twin. A twin whose constant moves leaves
// its group and is added again.

/// What makes two optional rows identical: their terms (by variable identity, sorted), their
/// constant, relation and the objective levels of their errors.
///
/// Hashing feeds one precomputed word to the `Hasher`: SipHash over every field of every
/// optional constraint's signature was 6 % of a 1,000-row stack's first layout.
struct RowSignature: Hashable {
    /// The (key, coefficient bits) pairs sorted by key, flattened, when there are several
    /// terms; empty for one term (held in ``singleKey`` and ``singleCoefficient`` instead) or
    /// none. An intrinsic size's row has one term: an array for it was one allocation per
    /// optional constraint (10,000 in a 1,000-row stack's first layout).
    let terms: [UInt64]
    /// The one term's key (never 0, an object's address) and coefficient bits; 0 and 0 unless
    /// the row has exactly one term.
    let singleKey: UInt64
    let singleCoefficient: UInt64
    let constant: UInt64
    let relation: LinearConstraint.Relation
    let levelKey: UInt64
    let belowKey: UInt64
    /// A multiplicative mix of every field above; equal signatures have equal digests.
    let digest: UInt64

    init(
        terms: [UInt64], singleKey: UInt64 = 0, singleCoefficient: UInt64 = 0, constant: UInt64,
        relation: LinearConstraint.Relation, levelKey: UInt64, belowKey: UInt64
    ) {
        self.terms = terms
        self.singleKey = singleKey
        self.singleCoefficient = singleCoefficient
        self.constant = constant
        self.relation = relation
        self.levelKey = levelKey
        self.belowKey = belowKey
        let relationKey: UInt64 =
            switch relation {
            case .equal: 1
            case .lessThanOrEqual: 2
            case .greaterThanOrEqual: 3
            }
        var digest = relationKey
        func mix(_ word: UInt64) {
            digest = (digest ^ word) &* MultiplicativeHash.multiplier
            digest ^= digest &>> 29
        }
        for word in terms { mix(word) }
        mix(singleKey)
        mix(singleCoefficient)
        mix(constant)
        mix(levelKey)
        mix(belowKey)
        self.digest = digest
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    static func == (lhs: RowSignature, rhs: RowSignature) -> Bool {
        lhs.digest == rhs.digest && lhs.singleKey == rhs.singleKey && lhs.singleCoefficient == rhs.singleCoefficient
            && lhs.terms == rhs.terms && lhs.constant == rhs.constant
            && lhs.relation == rhs.relation && lhs.levelKey == rhs.levelKey && lhs.belowKey == rhs.belowKey
    }
}

extension Tableau {
    /// Whether optional constraints may share rows (see the top of this file); tests of the
    /// tableau's own paths and reference solvers switch it off.
    static let maximumTwinWeight = Int(Int16.max)

    /// The most terms a signature sorts by insertion.
    private static let insertionSortLimit = 16

    /// The signature of `constraint` added with tableau constant `constant` at `levelKey`.
    func signature(of constraint: LinearConstraint, constant: Double, levelKey: Double) -> RowSignature {
        // (key, coefficient) pairs sorted by key: with an insertion sort in place for the usual
        // few terms (one array is the only allocation), with a real sort for a long row, where
        // insertion sort is quadratic (the position of a hidden item far down a stack is lowered
        // through every item above it: 500 terms took 3.4 million instructions).
        let terms = constraint.expression.terms
        let belowKey = constraint.belowPriority.map { Double($0.value).bitPattern } ?? 0
        if terms.count == 1 {
            return RowSignature(
                terms: [], singleKey: UInt64(UInt(bitPattern: ObjectIdentifier(terms[0].variable))),
                singleCoefficient: terms[0].coefficient.bitPattern, constant: (constant + 0).bitPattern,
                relation: constraint.relation, levelKey: levelKey.bitPattern, belowKey: belowKey)
        }
        var flat: [UInt64] = []
        flat.reserveCapacity(2 * terms.count)
        if terms.count > Self.insertionSortLimit {
            let sorted = terms.map { (UInt64(UInt(bitPattern: ObjectIdentifier($0.variable))), $0.coefficient.bitPattern) }
                .sorted { $0.0 < $1.0 }
            for (key, coefficient) in sorted {
                flat.append(key)
                flat.append(coefficient)
            }
        } else {
            for index in terms.indices {
                let key = UInt64(UInt(bitPattern: ObjectIdentifier(terms[index].variable)))
                flat.append(key)
                flat.append(terms[index].coefficient.bitPattern)
                var at = flat.count - 2
                while at > 0, flat[at - 2] > key {
                    flat.swapAt(at, at - 2)
                    flat.swapAt(at + 1, at - 1)
                    at -= 2
                }
            }
        }
        return RowSignature(
            terms: flat, constant: (constant + 0).bitPattern, relation: constraint.relation,
            levelKey: levelKey.bitPattern, belowKey: belowKey)
    }

    /// Adds `constraint` as a twin of the record `owner` (whose row it would repeat); returns
    /// whether it did (not when the group is full).
    mutating func addTwin(
        _ constraint: LinearConstraint, of owner: ObjectIdentifier, constant: Double, sequence: Int
    ) -> Bool {
        // The group's record is read and counted in place, and the twin stands for it in the
        // counts (the same symbols and priorities, as their signatures say): copied out, the
        // record retained and released its constraint, an old object and a likely cache miss.
        guard let index = records.index(ofLive: owner), Int(records.values[index].weight) < Self.maximumTwinWeight,
            let levelKey = records.values[index].levelKey
        else { return false }
        records.values[index].weight += 1
        var twin = ConstraintRecord(
            constraint: constraint, marker: records.values[index].marker, other: records.values[index].other,
            markerCoefficient: records.values[index].markerCoefficient,
            otherCoefficient: records.values[index].otherCoefficient,
            levelKey: levelKey, isBroken: false, sequence: sequence, constant: constant)
        twin.weight = 0
        countTwin(of: twin, levelKey: levelKey, by: 1)
        records.set(consume twin)
        twinsOfOwner.append(ObjectIdentifier(constraint), to: owner)
        return true
    }

    /// Removes a twin (weight 0): one count fewer for its group.
    mutating func removeTwin(_ twin: ConstraintRecord) {
        let id = ObjectIdentifier(twin.constraint)
        records.remove(live: id)
        guard let owner = owner(of: twin.marker), var group = records[live: owner], let levelKey = group.levelKey else { return }
        group.weight -= 1
        records.update(live: owner) { $0.weight = group.weight }
        countTwin(of: group, levelKey: levelKey, by: -1)
        twinsOfOwner.remove(id, from: owner)
    }

    /// Removes the first constraint of a group that has twins: the earliest twin takes over its
    /// row, with one count fewer.
    mutating func handOver(_ group: ConstraintRecord) {
        let owner = ObjectIdentifier(group.constraint)
        var heirs = twinsOfOwner.removeList(of: owner)
        guard !heirs.isEmpty, let levelKey = group.levelKey,
            let heirRecord = records[live: heirs.removeFirst()]
        else { return }
        let heir = ObjectIdentifier(heirRecord.constraint)
        var promoted = group.replacingConstraint(with: heirRecord.constraint, sequence: heirRecord.sequence)
        promoted.weight = group.weight - 1
        records.remove(live: owner)
        records.remove(live: heir)
        records.set(promoted)
        if !heirs.isEmpty { twinsOfOwner.setList(heirs, of: heir) }
        for symbol in group.symbols { owners[Int(symbol)] = heir }
        let signature = signature(of: group.constraint, constant: group.constant, levelKey: levelKey)
        if twinGroups[signature] == owner { twinGroups[signature] = heir }
        countTwin(of: promoted, levelKey: levelKey, by: -1)
    }

    /// Makes an optional record's row findable by constraints identical to it (when no other
    /// row is yet).
    mutating func registerGroup(_ record: ConstraintRecord) {
        guard mergesTwins, record.constraint.mayShareRow, let levelKey = record.levelKey, !record.isBroken else { return }
        let signature = signature(of: record.constraint, constant: record.constant, levelKey: levelKey)
        twinGroups.setOwnerIfAbsent(signature, ObjectIdentifier(record.constraint))
    }

    /// Forgets a group's signature when its last constraint leaves or its constant moves.
    mutating func forgetGroup(_ record: ConstraintRecord) {
        guard let levelKey = record.levelKey, !record.isBroken else { return }
        let signature = signature(of: record.constraint, constant: record.constant, levelKey: levelKey)
        if twinGroups[signature] == ObjectIdentifier(record.constraint) { twinGroups[signature] = nil }
    }

    /// Counts a group's error terms `change` more (or fewer) times in the objective and its
    /// levels' membership.
    private mutating func countTwin(of group: ConstraintRecord, levelKey: Double, by change: Double) {
        countErrors(of: group, levelKey: levelKey, by: change)
        changeMembers(of: group.constraint, levelKey: levelKey, by: Int(change), dropsEmpty: false)
    }

    /// Adds `change ×` each error symbol of `record` to the objective level it counts at.
    mutating func countErrors(of record: ConstraintRecord, levelKey: Double, by change: Double) {
        // A deferred objective is built from the records' weights when it settles.
        guard !objectiveDeferred else { return }
        for symbol in record.symbols where symbolInfo[Int(symbol)].kind == .error {
            let key = Self.levelKey(of: symbol, in: record.constraint, markerKey: levelKey, marker: record.marker)
            if let level = existingLevelIndex(for: key) { addToObjective(level, symbol: symbol, times: change) }
        }
    }
}

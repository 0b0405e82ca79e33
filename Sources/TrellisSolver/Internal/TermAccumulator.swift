/// Sums linear terms by variable, in first-seen order, remembering for each the largest
/// magnitude summed into it so that cancellation residue can be told from a real coefficient.
///
/// Used when a constraint is lowered through definitions: a chain can add thousands of terms,
/// and `LinearExpression.add` looks each one up by a linear scan. Short sums (the usual case)
/// are scanned too; from ``indexThreshold`` terms on, an identity map finds them.
struct TermAccumulator {
    /// One variable's running sum. The variable is held unretained: every variable summed is a
    /// term of the expression being lowered or of a definition it expands (or an alias's root,
    /// itself such a term), all of which outlive one lowering, and only
    /// ``remainingTerms(cancellation:)`` hands variables out, retained. Held strongly, each
    /// term summed was retained and released, and emptying the sum released every entry
    /// (`removeAll` walked them: 650 instructions a lowering).
    private struct Entry {
        let id: ObjectIdentifier
        let variable: Unmanaged<Variable>
        var coefficient: Double
        /// The largest magnitude summed into the coefficient.
        var scale: Double
        var isTaken = false
    }

    private static let indexThreshold = 16
    private var indexOf: IdentityMap?
    /// One array of records rather than one array per field: a lowering allocates once
    /// instead of growing four arrays term by term.
    private var entries: [Entry] = []

    /// An empty sum with room for `capacity` distinct variables before it grows.
    init(capacity: Int = 0) { entries.reserveCapacity(capacity) }

    /// Makes room for `capacity` distinct variables.
    mutating func reserveCapacity(_ capacity: Int) { entries.reserveCapacity(capacity) }

    /// Empties the sum, keeping its room, so that one kept accumulator serves every lowering
    /// without allocating.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        indexOf = nil
    }

    /// Adds `coefficient × variable`; returns the variable's index and whether it is new.
    /// `variable` must outlive the sum's use (see ``Entry``).
    mutating func add(_ variable: Unmanaged<Variable>, _ coefficient: Double) -> (index: Int, isNew: Bool) {
        let id = ObjectIdentifier(variable.takeUnretainedValue())
        if let index = index(of: id) {
            // Both fields through one access: one uniqueness check of the entries, not one per write.
            modifyInPlace(&entries[index]) { entry in
                entry.coefficient += coefficient
                entry.scale = max(entry.scale, abs(coefficient))
            }
            return (index, false)
        }
        if indexOf != nil {
            indexOf?[id] = Int32(entries.count)
        } else if entries.count + 1 == Self.indexThreshold {
            var map = IdentityMap()
            for (index, known) in entries.enumerated() { map[known.id] = Int32(index) }
            map[id] = Int32(entries.count)
            indexOf = map
        }
        entries.append(Entry(id: id, variable: variable, coefficient: coefficient, scale: abs(coefficient)))
        return (entries.count - 1, true)
    }

    private func index(of id: ObjectIdentifier) -> Int? {
        if let indexOf { return indexOf[id].map(Int.init) }
        return entries.firstIndex { $0.id == id }
    }

    /// Removes the term at `index` from the sum and returns its coefficient, or 0 when what is
    /// left is within `cancellation` (relative) of zero.
    mutating func take(_ index: Int, cancellation: Double) -> Double {
        let (coefficient, scale) = modifyInPlace(&entries[index]) { entry in
            entry.isTaken = true
            defer { entry.coefficient = 0 }
            return (entry.coefficient, entry.scale)
        }
        return abs(coefficient) <= cancellation * scale ? 0 : coefficient
    }

    /// The terms not taken whose coefficient is not cancellation residue, in first-seen order.
    func remainingTerms(cancellation: Double) -> [LinearExpression.Term] {
        func remains(_ entry: Entry) -> Bool { !entry.isTaken && abs(entry.coefficient) > cancellation * entry.scale }
        // Counted first, then made in one allocation of the exact size, the entries read in order.
        var next = 0
        return [LinearExpression.Term](exactly: entries.count { remains($0) }) { _ in
            while !remains(entries[next]) { next += 1 }
            defer { next += 1 }
            return LinearExpression.Term(
                variable: entries[next].variable.takeUnretainedValue(), coefficient: entries[next].coefficient)
        }
    }
}

/// A binary max-heap of pending definitions, by order (see `Definitions.swift`).
struct MaxHeap {
    struct Entry {
        let rank: Int32
        let index: Int32
        let slot: Int32
    }

    private var entries: [Entry] = []

    mutating func push(rank: Int32, index: Int32, slot: Int32) {
        entries.append(Entry(rank: rank, index: index, slot: slot))
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[parent].rank < entries[child].rank else { break }
            entries.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Entry? {
        guard let top = entries.first else { return nil }
        let last = entries.removeLast()
        guard !entries.isEmpty else { return top }
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < entries.count, entries[left].rank > entries[largest].rank { largest = left }
            if right < entries.count, entries[right].rank > entries[largest].rank { largest = right }
            guard largest != parent else { break }
            entries.swapAt(parent, largest)
            parent = largest
        }
        return top
    }
}

/// Sums linear terms by variable, in first-seen order, remembering for each the largest
/// magnitude summed into it so that cancellation residue can be told from a real coefficient.
///
/// Used when a constraint is lowered through definitions: a chain can add thousands of terms,
/// and `LinearExpression.add` looks each one up by a linear scan. Short sums (the usual case)
/// are scanned too; from ``indexThreshold`` terms on, an identity map finds them.
struct TermAccumulator {
    private static let indexThreshold = 16
    private var indexOf: IdentityMap?
    private var variables: [Variable] = []
    private var coefficients: [Double] = []
    private var scales: [Double] = []
    private var taken: [Bool] = []

    /// Adds `coefficient × variable`; returns the variable's index and whether it is new.
    mutating func add(_ variable: Variable, _ coefficient: Double) -> (index: Int, isNew: Bool) {
        if let index = index(of: variable) {
            coefficients[index] += coefficient
            scales[index] = max(scales[index], abs(coefficient))
            return (index, false)
        }
        if indexOf != nil {
            indexOf?[ObjectIdentifier(variable)] = Int32(variables.count)
        } else if variables.count + 1 == Self.indexThreshold {
            var map = IdentityMap()
            for (index, known) in variables.enumerated() { map[ObjectIdentifier(known)] = Int32(index) }
            map[ObjectIdentifier(variable)] = Int32(variables.count)
            indexOf = map
        }
        variables.append(variable)
        coefficients.append(coefficient)
        scales.append(abs(coefficient))
        taken.append(false)
        return (variables.count - 1, true)
    }

    private func index(of variable: Variable) -> Int? {
        if let indexOf { return indexOf[ObjectIdentifier(variable)].map(Int.init) }
        return variables.firstIndex { $0 === variable }
    }

    /// Removes the term at `index` from the sum and returns its coefficient, or 0 when what is
    /// left is within `cancellation` (relative) of zero.
    mutating func take(_ index: Int, cancellation: Double) -> Double {
        taken[index] = true
        let coefficient = coefficients[index]
        coefficients[index] = 0
        return abs(coefficient) <= cancellation * scales[index] ? 0 : coefficient
    }

    /// The terms not taken whose coefficient is not cancellation residue, in first-seen order.
    func remainingTerms(cancellation: Double) -> [LinearExpression.Term] {
        var result: [LinearExpression.Term] = []
        for index in variables.indices where !taken[index] {
            let coefficient = coefficients[index]
            guard abs(coefficient) > cancellation * scales[index] else { continue }
            result.append(LinearExpression.Term(variable: variables[index], coefficient: coefficient))
        }
        return result
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

/// Every definition's terms flattened into arrays, in an order where each definition comes after
/// the definitions it reads, so one forward sweep evaluates them all.
///
/// Reading the values of a layout after a change evaluates most of its definitions. Walking each
/// definition's `[LinearExpression.Term]` costs a reference count and an identity lookup per
/// term; the plan resolves those once, when the definitions change, into slot numbers and
/// coefficients. A sweep then costs a multiply-add per term (an equal-width stack of 1,000
/// views: 2,001 values read after a resize went from ≈ 750 to ≈ 20 instructions per definition).
struct EvaluationPlan {
    /// Definition slots in evaluation order.
    private(set) var slots: [Int32] = []
    /// The terms of `slots[i]` are `termStart[i] ..< termStart[i + 1]`.
    private var termStart: [Int32] = [0]
    /// A term's source, an index into the sweep's value buffer: a slot whose value is already
    /// swept, or `entries.count + i` for `inputs[i]` (the sweep's caller appends the inputs'
    /// values after the definitions', so the inner loop has no branch).
    private var termSource: [Int32] = []
    private var termCoefficient: [Double] = []
    /// The variables the definitions read that are not defined (tableau variables, or variables
    /// no constraint mentions any more, which read as zero), each once.
    private(set) var inputs: [ObjectIdentifier] = []

    /// Builds the plan for `entries`: `slotOf` finds a defined variable's slot, `rank` orders
    /// definitions (every definition ranks above the definitions it mentions; see
    /// `Definitions.swift`).
    init(entries: [Definition], slotOf: (ObjectIdentifier) -> Int32?, rank: (ObjectIdentifier) -> Int32) {
        var ranked = entries.indices.map { (rank: rank(ObjectIdentifier(entries[$0].variable)), slot: Int32($0)) }
        ranked.sort { $0.rank < $1.rank || ($0.rank == $1.rank && $0.slot < $1.slot) }
        slots = ranked.map(\.slot)
        var inputIndex = IdentityMap()
        let firstInput = Int32(entries.count)
        termSource.reserveCapacity(entries.count * 2)
        termCoefficient.reserveCapacity(entries.count * 2)
        for slot in slots {
            for term in entries[Int(slot)].terms {
                let id = ObjectIdentifier(term.variable)
                if let source = slotOf(id) {
                    termSource.append(source)
                } else if let index = inputIndex[id] {
                    termSource.append(firstInput + index)
                } else {
                    inputIndex[id] = Int32(inputs.count)
                    termSource.append(firstInput + Int32(inputs.count))
                    inputs.append(id)
                }
                termCoefficient.append(term.coefficient)
            }
            termStart.append(Int32(termSource.count))
        }
    }

    /// Writes every definition's value into `values[slot]`, given the definitions (for their
    /// constants, which move without changing the plan); `values` must hold one value per
    /// definition followed by the inputs' values, in ``inputs`` order.
    func run(_ entries: [Definition], values: inout [Double]) {
        // The sweep is the whole cost of reading a large layout after a change; buffer pointers
        // drop the bounds checks from its inner loop (every index was produced by `init`).
        termSource.withUnsafeBufferPointer { sources in
            termCoefficient.withUnsafeBufferPointer { coefficients in
                termStart.withUnsafeBufferPointer { starts in
                    values.withUnsafeMutableBufferPointer { values in
                        var term = 0
                        for position in slots.indices {
                            let slot = Int(slots[position])
                            let end = Int(starts[position + 1])
                            var total = entries[slot].constant
                            while term < end {
                                total += coefficients[term] * values[Int(sources[term])]
                                term += 1
                            }
                            values[slot] = total
                        }
                    }
                }
            }
        }
    }

    /// The first definition (by slot) that reads a definition not swept before it; `nil` when
    /// the order is sound. For the debug self-checks.
    func misorderedSlot() -> Int32? {
        var swept = Set<Int32>()
        for position in slots.indices {
            for term in Int(termStart[position])..<Int(termStart[position + 1])
            where Int(termSource[term]) < slots.count && !swept.contains(termSource[term]) {
                return slots[position]
            }
            swept.insert(slots[position])
        }
        return nil
    }
}

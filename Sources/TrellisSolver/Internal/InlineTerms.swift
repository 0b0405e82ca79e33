/// A sum of terms being built, the first four held inline as plain data (each variable lent
/// unretained), merged by variable, and made into an expression's terms with one allocation of
/// the exact size.
///
/// Most expressions a layout builds name two to four variables. Built in an array, an
/// expression reserved its room through the array's general growth path (about 120
/// instructions more than the allocation itself) and checked the array's uniqueness for each
/// term added or merged; built here, the terms are written into the array in one literal
/// (``terms``), which allocates once and retains each variable once, as the array did. The
/// variables must outlive the buffer (their owners hold them while it is filled).
///
/// ```swift
/// var sum = InlineTerms()
/// sum.add(Unmanaged.passUnretained(x), 1)
/// sum.add(Unmanaged.passUnretained(y), -1)
/// sum.add(Unmanaged.passUnretained(x), 1)  // merged: 2·x − y
/// let expression = LinearExpression(uniqueTerms: sum.terms, constant: 0)
/// ```
package struct InlineTerms {
    /// One inline term: a lent variable (the bits of its unretained reference) and its
    /// coefficient.
    private struct Slot {
        var variable: UInt
        var coefficient: Double
    }

    /// The number of terms held inline.
    private static let inlineCapacity = 4

    private var slots = (
        Slot(variable: 0, coefficient: 0), Slot(variable: 0, coefficient: 0),
        Slot(variable: 0, coefficient: 0), Slot(variable: 0, coefficient: 0)
    )
    /// The terms held inline, at most ``inlineCapacity``.
    private var inlineCount = 0
    /// The terms past the first four, in order (a constraint that reaches across levels of
    /// nesting carries a term for each level between).
    private var overflow: [LinearExpression.Term] = []
    /// Whether an inline term's coefficient is zero (added as zero or cancelled since).
    private var hasZeros = false

    /// An empty sum.
    package init() {}

    /// Adds `factor × variable`, merging it into an earlier term of the same variable.
    @inline(__always)
    package mutating func add(_ variable: Unmanaged<Variable>, _ factor: Double) {
        let bits = UInt(bitPattern: variable.toOpaque())
        let count = inlineCount
        let merged = withSlots { slots in
            for index in 0..<count where slots[index].variable == bits {
                slots[index].coefficient += factor
                return slots[index].coefficient == 0 ? 2 : 1
            }
            return 0
        }
        if merged != 0 {
            if merged == 2 { hasZeros = true }
            return
        }
        guard count < Self.inlineCapacity else { return addOverflowing(variable, factor) }
        withSlots { $0[count] = Slot(variable: bits, coefficient: factor) }
        inlineCount = count + 1
        if factor == 0 { hasZeros = true }
    }

    /// ``add(_:_:)`` past the inline terms (out of line: rare).
    @inline(never)
    private mutating func addOverflowing(_ variable: Unmanaged<Variable>, _ factor: Double) {
        let id = ObjectIdentifier(variable.takeUnretainedValue())
        for index in overflow.indices where ObjectIdentifier(overflow[index].variable) == id {
            overflow[index].coefficient += factor
            return
        }
        overflow.append(LinearExpression.Term(variable: variable.takeUnretainedValue(), coefficient: factor))
    }

    /// The terms whose coefficients did not cancel to zero, in order of first appearance, in an
    /// array of their exact number (the caller's expression takes it over).
    package var terms: [LinearExpression.Term] {
        guard overflow.isEmpty, !hasZeros else { return filteredTerms() }
        // Literals of the slots named (`Array(exactly:)` through the slots as a buffer cost
        // 0.7 million instructions more in the 100-cell feed's first layout).
        switch inlineCount {
        case 0: return []
        case 1: return [Self.term(slots.0)]
        case 2: return [Self.term(slots.0), Self.term(slots.1)]
        case 3: return [Self.term(slots.0), Self.term(slots.1), Self.term(slots.2)]
        default: return [Self.term(slots.0), Self.term(slots.1), Self.term(slots.2), Self.term(slots.3)]
        }
    }

    /// ``terms`` when some coefficient cancelled or there are more than four terms.
    @inline(never)
    private func filteredTerms() -> [LinearExpression.Term] {
        var all: [LinearExpression.Term] = []
        all.reserveCapacity(inlineCount + overflow.count)
        withUnsafePointer(to: slots) { tuple in
            tuple.withMemoryRebound(to: Slot.self, capacity: Self.inlineCapacity) { slots in
                for index in 0..<inlineCount where slots[index].coefficient != 0 { all.append(Self.term(slots[index])) }
            }
        }
        for term in overflow where term.coefficient != 0 { all.append(term) }
        return all
    }

    /// The term of a filled slot, its variable retained for the term.
    @inline(__always)
    private static func term(_ slot: Slot) -> LinearExpression.Term {
        // The bits are those of an `Unmanaged` reference (`add`), so casting them back is exact.
        LinearExpression.Term(
            variable: unsafeBitCast(slot.variable, to: Unmanaged<Variable>.self).takeUnretainedValue(),
            coefficient: slot.coefficient)
    }

    /// Calls `body` with the inline slots as a buffer.
    @inline(__always)
    private mutating func withSlots<Result>(_ body: (UnsafeMutablePointer<Slot>) -> Result) -> Result {
        withUnsafeMutablePointer(to: &slots) { tuple in
            tuple.withMemoryRebound(to: Slot.self, capacity: Self.inlineCapacity, body)
        }
    }
}

extension Array {
    /// `count` copies of `value`, like `Array(repeating:count:)`, for short arrays.
    ///
    /// `Array(repeating:count:)` allocates through a library entry point that looks up the
    /// storage's type metadata at run time, about 470 instructions a call; reserving and
    /// appending takes the specialized path, at a few instructions an element. Stack
    /// regenerations make several short arrays per stack (2.6 % of a first layout of stacks
    /// nested 1,000 deep), and the layout engine empties its pending sets (fresh
    /// ``IdentityMap``s of 16 slots) on every layout. A long array is cheaper the usual way
    /// (``IdentityMap``'s growth doubled in cost this way). Nothing is reserved for no elements:
    /// reserving room for nothing allocates nothing either, but went through the array's general
    /// reallocation path, about 200 instructions for each of a stack's empty recipe parts.
    @inlinable
    package init(filledWith value: Element, count: Int) {
        self.init()
        guard count > 0 else { return }
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }
}

extension Array {
    /// `count` elements, `element(index)` each, in one allocation of the exact size; `element` is
    /// called for 0, 1, … in that order.
    ///
    /// Up to eight elements are written as an array literal, which allocates its storage
    /// directly; reserving room and appending goes through the array's general growth path,
    /// about 120 instructions a call on top of the allocation (a re-rooted definition's rewritten
    /// terms, an alias's replacement in an expansion). Longer arrays take that path.
    ///
    /// ```swift
    /// let squares = [Int](exactly: 3) { $0 * $0 }  // [0, 1, 4]
    /// ```
    @inlinable @inline(__always)
    package init(exactly count: Int, _ element: (Int) -> Element) {
        switch count {
        case ...0: self = []
        case 1: self = [element(0)]
        case 2: self = [element(0), element(1)]
        case 3: self = [element(0), element(1), element(2)]
        case 4: self = [element(0), element(1), element(2), element(3)]
        case 5: self = [element(0), element(1), element(2), element(3), element(4)]
        case 6: self = [element(0), element(1), element(2), element(3), element(4), element(5)]
        case 7: self = [element(0), element(1), element(2), element(3), element(4), element(5), element(6)]
        case 8: self = [element(0), element(1), element(2), element(3), element(4), element(5), element(6), element(7)]
        default:
            self = []
            reserveCapacity(count)
            for index in 0..<count { append(element(index)) }
        }
    }
}

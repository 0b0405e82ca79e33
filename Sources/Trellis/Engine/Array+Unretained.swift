extension Array where Element: AnyObject {
    /// Calls `body` with each element, lent unretained: the array holds every element for the
    /// whole walk, so none needs a retain of its own.
    ///
    /// A `for element in array` loop copies each element out, a retain and a release per
    /// element around whatever `body` calls. Hot loops over the constraints a layout just made
    /// or queued use this instead (each was a few percent of a 1,000-row stack's first
    /// layout's reference counting).
    @inline(__always)
    func forEachUnretained(_ body: (Element) throws -> Void) rethrows {
        for index in indices {
            try Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(body)
        }
    }

    /// ``forEachUnretained(_:)`` with each element's index.
    @inline(__always)
    func forEachUnretainedIndexed(_ body: (Int, Element) throws -> Void) rethrows {
        for index in indices {
            try Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef { try body(index, $0) }
        }
    }

    /// ``forEachUnretained(_:)`` over the elements at `positions`, in their order.
    @inline(__always)
    func forEachUnretained(at positions: [Int32], _ body: (Element) throws -> Void) rethrows {
        for position in positions {
            try Unmanaged.passUnretained(self[Int(position)])._withUnsafeGuaranteedRef(body)
        }
    }
}

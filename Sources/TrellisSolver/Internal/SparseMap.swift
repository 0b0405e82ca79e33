/// A small map from dense `Int32` ids to values, stored as two parallel arrays.
///
/// Rows of the tableau are mostly small (two to twenty entries), where a linear scan is as
/// fast as hashing; objective rows, their improving sets and the rows of a dense basis (a
/// pushed chain) grow to thousands of entries. The map scans while small and builds a ``SlotIndex`` once it
/// passes ``indexThreshold`` entries. (Columns are ``Column``s: they never need a lookup.)
///
/// Iteration order is the order of insertion, disturbed only by deterministic swap-removal, so
/// the same sequence of operations always iterates the same way: no hash seeding is involved.
struct SparseMap<Value> {
    /// The keys, in iteration order.
    private(set) var keys: [Int32] = []
    /// The values, parallel to ``keys``.
    private(set) var values: [Value] = []
    private var index: SlotIndex?

    /// Size above which lookups use a hash index instead of a scan. Below it, a scan costs
    /// about what a hash probe does, and the map skips the index's upkeep on every append and
    /// removal. Measured with callgrind: 12 → 16 took 4 % off the enaml-like build and added 2 %
    /// to its resize step (whose shifts look up one cell in each row of a column); 20 took 5 %
    /// off the build but added 10 % to the resize.
    static var indexThreshold: Int { 16 }

    /// The number of entries.
    @inline(__always) var count: Int { keys.count }
    /// Whether the map has no entries.
    @inline(__always) var isEmpty: Bool { keys.isEmpty }

    /// Returns the position of `key`, or `nil` when it is absent.
    @inline(__always)
    func position(of key: Int32) -> Int? {
        if let index { return index.position(of: key, in: keys) }
        for position in keys.indices where keys[position] == key { return position }
        return nil
    }

    /// Whether `key` is present.
    @inline(__always)
    func contains(_ key: Int32) -> Bool { position(of: key) != nil }

    /// The value at `position`.
    @inline(__always)
    func value(at position: Int) -> Value { values[position] }

    /// Replaces the value at `position`.
    @inline(__always)
    mutating func setValue(_ value: Value, at position: Int) { values[position] = value }

    /// Appends `key`, which must be absent.
    mutating func append(_ key: Int32, _ value: Value) {
        if keys.isEmpty {
            // Rows mostly hold two to six entries: starting at four skips the
            // reallocations of growing 1 → 2 → 4.
            keys.reserveCapacity(4)
            values.reserveCapacity(4)
        }
        keys.append(key)
        values.append(value)
        if var table = index {
            index = nil  // keep the index uniquely referenced while it is mutated
            if table.needsGrowth(toHold: keys.count) {
                table = SlotIndex(minimumCapacity: keys.count)
                for (position, key) in keys.enumerated() { table.insert(key, at: position) }
            } else {
                table.insert(key, at: keys.count - 1)
            }
            index = table
        } else if keys.count > Self.indexThreshold {
            var table = SlotIndex(minimumCapacity: keys.count)
            for (position, key) in keys.enumerated() { table.insert(key, at: position) }
            index = table
        }
    }

    /// Removes the entry at `position` by moving the last entry into its place.
    mutating func remove(at position: Int) {
        let last = keys.count - 1
        if var table = index {
            index = nil
            table.remove(keys[position], at: position, keys: keys)
            if position != last { table.move(keys[last], from: last, to: position) }
            index = table
        }
        if position != last {
            keys[position] = keys[last]
            values[position] = values[last]
        }
        keys.removeLast()
        values.removeLast()
    }

    /// Removes `key` if present and returns its value.
    @discardableResult
    mutating func remove(_ key: Int32) -> Value? {
        guard let position = position(of: key) else { return nil }
        let value = values[position]
        remove(at: position)
        return value
    }

    /// Removes every entry.
    mutating func removeAll() {
        keys = []
        values = []
        index = nil
    }
}

extension SparseMap where Value == Void {
    /// Inserts `key` into a set-like map; returns whether it was absent.
    @discardableResult
    mutating func insert(_ key: Int32) -> Bool {
        if contains(key) { return false }
        append(key, ())
        return true
    }
}

/// A deterministic set of symbol ids.
typealias SymbolSet = SparseMap<Void>

/// An index from `Int32` keys (symbol ids, never negative) to positions in a caller-owned cell
/// block.
///
/// ``SparseMap`` keeps its cells in one dense block (so iteration is a plain walk in a
/// deterministic order) and only adds this index once a map grows past a few entries. Two forms:
///
/// - **direct**, while the keys are dense (the largest is below eight times the count): a table
///   indexed by the key itself. An objective level mentions about half of all symbols, two new
///   error symbols per weak constraint, and symbols are numbered in creation order, so the
///   lookups of one add land in the table's last few lines; a hashed slot was a cache miss per
///   lookup in a 100,000-link chain, and the table takes 4 bytes a symbol instead of about 20.
/// - **hashed** otherwise: open addressing with the fixed ``MultiplicativeHash``, never
///   seeded, so the same operations give the same layout in every process. Each slot holds the
///   key beside its position, so a probe compares keys without reading the cell block.
///
/// The form is chosen whenever the index is rebuilt (it outgrew its hashed table, or a key
/// landed too far past its direct one). Both live in one `[Int32]`, told apart by its length:
/// a hashed table is pairs over a power-of-two number of slots (even), a direct table is kept
/// at odd length. One array keeps the index one word, so an optional index costs a row 8
/// bytes, and a lookup borrows it without a reference count (an enum of the two forms was
/// retained on lookups: 1.3 % more instructions on the enaml-like build).
struct SlotIndex {
    /// Direct: `position + 1` by key, 0 where absent (odd length). Hashed: `(key, position + 1)`
    /// pairs, a second element of 0 marking an empty slot (even length).
    private var table: [Int32]

    /// The largest key range, relative to the count, that is indexed directly.
    private static var directSpread: Int { 8 }

    /// An index over `cells`, in the form their keys suit.
    init<Value>(over cells: UnsafeBufferPointer<Cell<Value>>) {
        var smallest = Int32.max, largest = Int32.min
        for cell in cells {
            smallest = min(smallest, cell.key)
            largest = max(largest, cell.key)
        }
        if smallest >= 0, Int(largest) < Self.directSpread * cells.count {
            table = [Int32](repeating: 0, count: Self.directLength(holding: Int(largest)))
            for position in cells.indices { table[Int(cells[position].key)] = Int32(position + 1) }
        } else {
            var size = 8
            while size < cells.count * 2 { size <<= 1 }
            table = [Int32](repeating: 0, count: 2 * size)
            for position in cells.indices { insertHashed(cells[position].key, at: position) }
        }
    }

    /// The odd length of a direct table with room for `key`.
    private static func directLength(holding key: Int) -> Int { (key + 1) | 1 }

    @inline(__always) private var isDirect: Bool { table.count & 1 == 1 }

    /// Whether adding `key` as the `count`-th key needs a rebuilt index rather than an insert:
    /// a hashed table would pass half full, or a direct one would spread too thin.
    @inline(__always)
    func needsRebuild(toHold count: Int, adding key: Int32) -> Bool {
        if isDirect {
            return key < 0 || (Int(key) >= table.count && Int(key) >= Self.directSpread * count)
        }
        return count * 4 > table.count
    }

    /// Returns the position of `key`, or `nil` when it is absent.
    @inline(__always)
    func position(of key: Int32) -> Int? {
        if isDirect {
            guard key >= 0, Int(key) < table.count, table[Int(key)] != 0 else { return nil }
            return Int(table[Int(key)]) - 1
        }
        var slot = home(of: key)
        while true {
            let stored = table[2 * slot + 1]
            if stored == 0 { return nil }
            if table[2 * slot] == key { return Int(stored) - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Records that `key` (not yet present) sits at `position`.
    @inline(__always)
    mutating func insert(_ key: Int32, at position: Int) {
        guard isDirect else { return insertHashed(key, at: position) }
        if Int(key) >= table.count {
            let length = Self.directLength(holding: max(Int(key), 2 * table.count))
            table.append(contentsOf: repeatElement(0, count: length - table.count))
        }
        table[Int(key)] = Int32(position + 1)
    }

    /// Records that `key` moved to `position`.
    @inline(__always)
    mutating func move(_ key: Int32, to position: Int) {
        table[isDirect ? Int(key) : 2 * slot(of: key) + 1] = Int32(position + 1)
    }

    /// Removes `key` (present).
    @inline(__always)
    mutating func remove(_ key: Int32) {
        if isDirect {
            table[Int(key)] = 0
        } else {
            removeHashed(key)
        }
    }

    // MARK: The hashed form

    @inline(__always) private var mask: Int { table.count / 2 - 1 }

    @inline(__always)
    private func home(of key: Int32) -> Int {
        // Mixed: a row's symbols are often evenly spaced (one link of a chain creates four).
        MultiplicativeHash.mixedSlot(
            of: UInt64(UInt32(bitPattern: key)), shift: MultiplicativeHash.shift(forSlots: table.count / 2))
    }

    /// How many slots a lookup of `key` reads: 1 in the direct form or when the key sits in its
    /// home slot; for tests that pin down the hash's quality.
    func probeCount(of key: Int32) -> Int {
        guard !isDirect else { return 1 }
        var slot = home(of: key), count = 1
        while table[2 * slot + 1] != 0, table[2 * slot] != key {
            slot = (slot + 1) & mask
            count += 1
        }
        return count
    }

    /// The slot holding `key` (present).
    private func slot(of key: Int32) -> Int {
        var slot = home(of: key)
        while table[2 * slot] != key || table[2 * slot + 1] == 0 { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func insertHashed(_ key: Int32, at position: Int) {
        var slot = home(of: key)
        while table[2 * slot + 1] != 0 { slot = (slot + 1) & mask }
        table[2 * slot] = key
        table[2 * slot + 1] = Int32(position + 1)
    }

    /// Removes `key` by backward shifting, so probes never need tombstones.
    private mutating func removeHashed(_ key: Int32) {
        var hole = slot(of: key)
        var next = (hole + 1) & mask
        while table[2 * next + 1] != 0 {
            let wanted = home(of: table[2 * next])
            if MultiplicativeHash.movesBack(home: wanted, hole: hole, next: next) {
                table[2 * hole] = table[2 * next]
                table[2 * hole + 1] = table[2 * next + 1]
                hole = next
            }
            next = (next + 1) & mask
        }
        table[2 * hole + 1] = 0
    }
}

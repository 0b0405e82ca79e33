/// An index from `Int32` keys (symbol ids, never negative) to positions in a caller-owned cell
/// block.
///
/// ``SparseMap`` keeps its cells in one dense block (so iteration is a plain walk in a
/// deterministic order) and only adds this index once a map grows past a few entries. Two forms:
///
/// - **direct**, while the keys are dense (the range they span is below eight times the count):
///   a table indexed by the key's distance from a base, the smallest key it has room for. An
///   objective level mentions about half of all symbols, two new error symbols per weak
///   constraint, and symbols are numbered in creation order, so the lookups of one add land in
///   the table's last few lines; a hashed slot was a cache miss per lookup in a 100,000-link
///   chain, and the table takes 4 bytes a symbol instead of about 20. The base lets a row of
///   symbols made late (the rows a chain's removals fill in, each over a run of later links)
///   be direct too: measured from zero, their keys were too sparse for it, and the hashed form's
///   probes, backward shifts and rebuilds were nearly a third of removing `chain-remove`'s
///   anchors. A table is based at zero when that is dense enough (as every direct table was
///   before), and otherwise leaves room below its smallest key for half its keys' range again.
/// - **hashed** otherwise: open addressing with the fixed ``MultiplicativeHash``, never
///   seeded, so the same operations give the same layout in every process. Each slot holds the
///   key beside its position, so a probe compares keys without reading the cell block.
///
/// The form is chosen whenever the index is rebuilt (it outgrew its hashed table, or a key
/// landed too far outside its direct one). Both live in one `[Int32]`, told apart by its length:
/// a hashed table is pairs over a power-of-two number of slots (even), a direct table is its
/// base followed by an even number of entries (odd). One array keeps the index one word, so an
/// optional index costs a row 8 bytes, and a lookup borrows it without a reference count (an
/// enum of the two forms was retained on lookups: 1.3 % more instructions on the enaml-like
/// build). The base costs a direct lookup one more load and subtraction: 0.2 % more
/// instructions for the enaml-like build, whose objective rows are direct from zero.
struct SlotIndex {
    /// Direct: the base, then `position + 1` by key − base, 0 where absent (odd length).
    /// Hashed: `(key, position + 1)` pairs, a second element of 0 marking an empty slot (even
    /// length).
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
        let limit = Self.directSpread * cells.count
        if cells.isEmpty {
            table = [0]  // direct, with no room yet: the first key becomes its base
        } else if smallest >= 0, Int(largest) < limit {
            table = Self.directTable(cells, base: 0, largest: largest)
        } else if smallest >= 0, Int(largest) - Int(smallest) < limit {
            // Room below for half as many keys again: rows whose keys sit far from zero take
            // smaller ones later (each of a chain's removals brings its rows an earlier link),
            // and a rebuild that dropped the room below made the next such key move the table.
            let base = Int32(max(0, Int(smallest) - (Int(largest) - Int(smallest)) / 2))
            table = Self.directTable(cells, base: base, largest: largest)
        } else {
            var size = 8
            while size < cells.count * 2 { size <<= 1 }
            table = [Int32](repeating: 0, count: 2 * size)
            for position in cells.indices { insertHashed(cells[position].key, at: position) }
        }
    }

    /// A direct table over `cells`, whose keys lie between `base` and `largest`.
    private static func directTable<Value>(
        _ cells: UnsafeBufferPointer<Cell<Value>>, base: Int32, largest: Int32
    ) -> [Int32] {
        var table = [Int32](repeating: 0, count: directLength(spanning: Int(largest) - Int(base) + 1))
        table[0] = base
        for position in cells.indices { table[entry(cells[position].key, base: base)] = Int32(position + 1) }
        return table
    }

    /// The odd length of a direct table with room for `span` keys from its base (the base's
    /// element and an even number of entries).
    private static func directLength(spanning span: Int) -> Int { 1 + (span + 1) & ~1 }

    /// The element of a direct table with base `base` that holds `key` (at least `base`).
    @inline(__always)
    private static func entry(_ key: Int32, base: Int32) -> Int { 1 &+ Int(key &- base) }

    /// Whether the index is in the direct form (for tests).
    @inline(__always) var isDirect: Bool { table.count & 1 == 1 }

    /// A direct table's base, the smallest key it has room for.
    @inline(__always) private var base: Int32 { table[0] }

    /// The base of a direct table, `nil` for a hashed one (for tests).
    var directBase: Int32? { isDirect ? base : nil }

    /// The number of keys a direct table has room for, from its base.
    @inline(__always) private var span: Int { table.count - 1 }

    /// Whether `key` is within a direct table's room.
    @inline(__always)
    private func covers(_ key: Int32) -> Bool { UInt(bitPattern: Int(key) &- Int(base)) < UInt(span) }

    /// Whether adding `key` as the `count`-th key needs a rebuilt index rather than an insert:
    /// a hashed table would pass half full, or a direct one would spread too thin.
    @inline(__always)
    func needsRebuild(toHold count: Int, adding key: Int32) -> Bool {
        if isDirect {
            guard key >= 0 else { return true }
            if covers(key) { return false }
            // Measured on the room, which may hold up to as much again as the keys span (room
            // left below at a build, and doubled at each widening), so allowed twice the spread
            // a build asks of the keys: measured against the same bound, room alone forced a
            // rebuild, and the rebuild's fresh table then widened again (the 1,000-cell feed's
            // long rows, built cell by cell, did both 150 times, 3 % of its first layout).
            let low = min(Int(key), Int(base)), high = max(Int(key), Int(base) + span - 1)
            return high - low >= 2 * Self.directSpread * count
        }
        return count * 4 > table.count
    }

    /// Returns the position of `key`, or `nil` when it is absent.
    @inline(__always)
    func position(of key: Int32) -> Int? {
        if isDirect {
            // One unsigned comparison checks both ends of the table's room.
            let offset = Int(key) &- Int(base)
            guard UInt(bitPattern: offset) < UInt(span) else { return nil }
            let stored = table[offset &+ 1]
            return stored != 0 ? Int(stored) - 1 : nil
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
        if !covers(key) { makeRoom(for: key) }
        table[Self.entry(key, base: base)] = Int32(position + 1)
    }

    /// Widens a direct table to cover `key`, at least doubling its room in that direction (not
    /// below zero), so a table that keeps widening one way does so in amortised constant time.
    private mutating func makeRoom(for key: Int32) {
        guard span > 0 else {
            table = [key, 0, 0]
            return
        }
        let oldBase = base
        if key >= oldBase {
            let length = Self.directLength(spanning: max(Int(key - oldBase) + 1, 2 * span))
            table.append(contentsOf: repeatElement(0, count: length - table.count))
            return
        }
        let newBase = Int32(max(0, min(Int(key), Int(oldBase) - span)))
        let shift = Int(oldBase - newBase)
        // The new room zeroed and the old entries copied, each in one piece: inserting a
        // `repeatElement` of zeros in front went key by key, 24 M instructions for the 4,558
        // widenings of removing `chain-remove`'s 1,000 anchors, against 15 M for 3,915 now.
        let length = Self.directLength(spanning: span + shift)
        table = table.withUnsafeBufferPointer { old in
            [Int32](unsafeUninitializedCapacity: length) { widened, count in
                guard let to = widened.baseAddress, let from = old.baseAddress else { return }
                to.initialize(to: newBase)
                (to + 1).initialize(repeating: 0, count: shift)
                (to + 1 + shift).initialize(from: from + 1, count: span)
                (to + 1 + shift + span).initialize(repeating: 0, count: length - 1 - shift - span)
                count = length
            }
        }
    }

    /// Records that `key` moved to `position`.
    @inline(__always)
    mutating func move(_ key: Int32, to position: Int) {
        table[isDirect ? Self.entry(key, base: base) : 2 * slot(of: key) + 1] = Int32(position + 1)
    }

    /// Removes `key` (present).
    @inline(__always)
    mutating func remove(_ key: Int32) {
        if isDirect {
            table[Self.entry(key, base: base)] = 0
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

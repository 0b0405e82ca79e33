/// An open-addressing hash index from `Int32` keys to positions in a caller-owned cell block.
///
/// ``SparseMap`` keeps its cells in one dense block (so iteration is a plain walk in a
/// deterministic order) and only adds this index once a map grows past a few entries. The hash
/// is a fixed multiplicative one, never seeded, so the same operations give the same layout in
/// every process.
struct SlotIndex {
    /// `position + 1` of the key stored in each slot; 0 marks an empty slot.
    private var slots: [Int32]
    private var mask: Int

    /// Creates an index sized for `count` keys at a load factor of at most one half.
    init(minimumCapacity count: Int) {
        var size = 8
        while size < count * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// Returns whether the index should grow before holding `count` keys.
    func needsGrowth(toHold count: Int) -> Bool { count * 2 > slots.count }

    @inline(__always)
    private func home(of key: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Returns the position of `key` in `cells`, or `nil` when it is absent.
    @inline(__always)
    func position<Value>(of key: Int32, in cells: UnsafeBufferPointer<Cell<Value>>) -> Int? {
        var slot = home(of: key)
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            if cells[stored - 1].key == key { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Records that `key` (not yet indexed) lives at `position`.
    mutating func insert(_ key: Int32, at position: Int) {
        var slot = home(of: key)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position + 1)
    }

    /// Points the slot of `key`, currently recorded at `old`, to `new`.
    mutating func move(_ key: Int32, from old: Int, to new: Int) {
        var slot = home(of: key)
        while Int(slots[slot]) != old + 1 { slot = (slot + 1) & mask }
        slots[slot] = Int32(new + 1)
    }

    /// Removes `key`, recorded at `position`, with backward-shift deletion (no tombstones).
    ///
    /// `cells` must still hold every indexed key at its recorded position.
    mutating func remove<Value>(_ key: Int32, at position: Int, in cells: UnsafeBufferPointer<Cell<Value>>) {
        var hole = home(of: key)
        while Int(slots[hole]) != position + 1 { hole = (hole + 1) & mask }
        var next = (hole + 1) & mask
        while slots[next] != 0 {
            let wanted = home(of: cells[Int(slots[next]) - 1].key)
            // Move the entry back into the hole unless its home lies cyclically in (hole, next].
            let inRange = hole <= next ? (wanted > hole && wanted <= next) : (wanted > hole || wanted <= next)
            if !inRange {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
    }
}

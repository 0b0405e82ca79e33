/// An open-addressing hash index from `Int32` keys to positions in a caller-owned cell block.
///
/// ``SparseMap`` keeps its cells in one dense block (so iteration is a plain walk in a
/// deterministic order) and only adds this index once a map grows past a few entries.
///
/// Each slot holds the key next to its position, so a probe compares keys without reading
/// the cell block: in a large row (an objective level mentions two error symbols per weak
/// constraint) a lookup is then one cache line, not a slot and a cell far apart.
///
/// The hash keeps runs of nearby keys together: the eight keys `8k … 8k + 7` share one
/// 64-byte group of slots, and the groups are scattered by a fixed multiplicative hash of `k`.
/// Symbols are numbered in creation order, so the symbols of one constraint, and of the
/// constraints added just before it, land in a few lines that are still in cache (with a
/// fully scattered hash, each lookup in a 100,000-link chain's objective row was a miss).
/// Never seeded: the same operations give the same layout in every process.
struct SlotIndex {
    /// One slot: a key and `position + 1` of its cell; `stored == 0` marks an empty slot.
    private struct Slot {
        var key: Int32
        var stored: Int32
    }

    /// Slots per group (8 × 8 bytes: one cache line).
    private static var groupSize: Int { 8 }

    /// A power of two in size. The mask is derived from it rather than stored, which keeps an
    /// optional index to one word and a ``SparseRow`` to 32 bytes (one array of them per symbol).
    private var slots: [Slot]

    @inline(__always) private var mask: Int { slots.count - 1 }

    /// Creates an index sized for `count` keys at a load factor of at most one half.
    init(minimumCapacity count: Int) {
        var size = Self.groupSize
        while size < count * 2 { size <<= 1 }
        slots = Array(repeating: Slot(key: 0, stored: 0), count: size)
    }

    /// Returns whether the index should grow before holding `count` keys.
    func needsGrowth(toHold count: Int) -> Bool { count * 2 > slots.count }

    @inline(__always)
    private func home(of key: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// Returns the position of `key`, or `nil` when it is absent.
    @inline(__always)
    func position(of key: Int32) -> Int? {
        var slot = home(of: key)
        while true {
            let entry = slots[slot]
            if entry.stored == 0 { return nil }
            if entry.key == key { return Int(entry.stored) - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Records that `key` (not yet present) sits at `position`.
    mutating func insert(_ key: Int32, at position: Int) {
        var slot = home(of: key)
        while slots[slot].stored != 0 { slot = (slot + 1) & mask }
        slots[slot] = Slot(key: key, stored: Int32(position + 1))
    }

    /// Records that `key` moved to `position`.
    mutating func move(_ key: Int32, to position: Int) {
        var slot = home(of: key)
        while slots[slot].key != key || slots[slot].stored == 0 { slot = (slot + 1) & mask }
        slots[slot].stored = Int32(position + 1)
    }

    /// Removes `key` (present), closing the gap by backward shifting so probes never need
    /// tombstones.
    mutating func remove(_ key: Int32) {
        var hole = home(of: key)
        while slots[hole].key != key || slots[hole].stored == 0 { hole = (hole + 1) & mask }
        var next = (hole + 1) & mask
        while slots[next].stored != 0 {
            let wanted = home(of: slots[next].key)
            // Move the entry back into the hole unless its home lies cyclically in (hole, next].
            let inRange = hole <= next ? (wanted > hole && wanted <= next) : (wanted > hole || wanted <= next)
            if !inRange {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole].stored = 0
    }
}

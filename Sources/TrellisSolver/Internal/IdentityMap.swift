/// A hash map from object identities to symbol ids: the variable lookup behind every
/// ``Solver/value(of:)``.
///
/// Swift's `Dictionary` hashes keys with seeded SipHash, which costs several times the rest of a
/// lookup; reading a few thousand positions after each resize made it the largest cost of the
/// step. Here a key is the object's address, placed by a fixed hash in an open-addressing table
/// at most half full (see ``home(of:)`` for why the hash keeps neighbours together). Addresses
/// differ from run to run, so the map is only ever looked up and updated, never iterated: no
/// output can depend on them. The map holds no reference; the tableau keeps every mapped
/// variable alive, so an address is never reused while it is a key. (The layout engine uses it
/// too, through ``IdentitySet``, ``IdentityTable`` and for its depth memo, under the same rule;
/// it is `@usableFromInline` for ``IdentityTable``'s inlinable members.)
@usableFromInline package struct IdentityMap {
    /// One slot: a key's address (0 marks an empty slot) and its value, side by side so a
    /// lookup in a large map touches one cache line, not one in each of two arrays.
    private struct Slot {
        var key: UInt
        var value: Int32
    }

    private var slots: [Slot]
    private var mask: Int
    /// ``MultiplicativeHash/shift(forSlots:)`` of the slot count.
    private var shift: UInt64
    /// The number of keys.
    @usableFromInline package private(set) var count = 0

    @usableFromInline package init() {
        slots = Array(filledWith: Slot(key: 0, value: 0), count: 16)
        mask = 15
        shift = MultiplicativeHash.shift(forSlots: 16)
    }

    /// How many low address bits ``home(of:)`` keeps in order: a 4 KiB stretch of addresses.
    private static let runBits: UInt = 12
    /// Addresses within a run that can hold distinct objects: malloc aligns to 16 bytes.
    private static let granuleBits: UInt = 4

    /// Where `key` goes when nothing is in the way.
    ///
    /// Objects created one after another (a layout's constraints, a chain's variables) sit at
    /// increasing addresses, and are then added and looked up in about that order. A plain
    /// hash scatters them over the whole table, so in a map of 100,000 keys every lookup
    /// missed the cache and the TLB. Here only the 4 KiB stretch of the address is hashed
    /// (``MultiplicativeHash``); the key's 16-byte offset inside the stretch is added to that
    /// start, so neighbouring objects get neighbouring slots and a run of lookups walks the
    /// table forwards. Offsets inside one stretch never collide, and stretches start at
    /// unrelated places.
    @inline(__always)
    private func home(of key: UInt) -> Int { Self.home(of: key, shift: shift, mask: mask) }

    /// ``home(of:)`` in a table of the given shift and mask.
    @inline(__always)
    private static func home(of key: UInt, shift: UInt64, mask: Int) -> Int {
        let start = MultiplicativeHash.slot(of: UInt64(key >> runBits), shift: shift)
        let offset = Int(truncatingIfNeeded: key >> granuleBits) & (1 << (runBits - granuleBits) - 1)
        return (start &+ offset) & mask
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: UInt) -> Int { probe(for: key).slot }

    /// Walks from `key`'s home to the slot holding it, or to the empty slot where it would go;
    /// returns that slot and how many slots were read.
    @inline(__always)
    private func probe(for key: UInt) -> (slot: Int, reads: Int) {
        var slot = home(of: key), reads = 1
        while slots[slot].key != 0, slots[slot].key != key {
            slot = (slot + 1) & mask
            reads += 1
        }
        return (slot, reads)
    }

    /// How many slots a lookup of `id` reads (1 when it sits in its home slot); for tests that
    /// pin down the hash's quality.
    func probeCount(of id: ObjectIdentifier) -> Int { probe(for: UInt(bitPattern: id)).reads }

    /// The value stored for `id`; setting `nil` removes it.
    @usableFromInline package subscript(id: ObjectIdentifier) -> Int32? {
        // Inlined: the lookup is a few instructions, next to a call's own cost.
        @inline(__always) get {
            let key = UInt(bitPattern: id)
            let slot = slot(of: key)
            return slots[slot].key == 0 ? nil : slots[slot].value
        }
        set {
            let key = UInt(bitPattern: id)
            guard let value = newValue else { return remove(key) }
            let target = slot(of: key)
            if slots[target].key == key {
                slots[target].value = value
                return
            }
            if (count + 1) * 2 > slots.count {
                grow()
                self[id] = value
                return
            }
            slots[target] = Slot(key: key, value: value)
            count += 1
        }
    }

    /// The value stored for `id`, after storing `value` for it if it had none (one probe where
    /// a lookup and then a store would take two).
    @usableFromInline
    package mutating func value(for id: ObjectIdentifier, insertingIfAbsent value: Int32) -> (value: Int32, inserted: Bool) {
        let key = UInt(bitPattern: id)
        let target = slot(of: key)
        if slots[target].key == key { return (slots[target].value, false) }
        if (count + 1) * 2 > slots.count {
            grow()
            self[id] = value
            return (value, true)
        }
        slots[target] = Slot(key: key, value: value)
        count += 1
        return (value, true)
    }

    /// Doubles the table and re-inserts every key.
    ///
    /// Through buffer pointers, and without comparing keys (they are distinct): indexing the
    /// array re-checked its uniqueness and bounds for every slot, and growth was 3 % of a
    /// 1,000-row stack's first layout.
    private mutating func grow() { rehash(slotCount: slots.count * 2) }

    /// Makes room for `count` keys in all without growing again (no-op when there is room).
    /// A layout engine about to add a large batch calls it once: growing by doubling rehashed
    /// every key about once more, on top of the inserts.
    @usableFromInline
    package mutating func reserveCapacity(_ count: Int) {
        var slotCount = slots.count
        while 2 * count > slotCount { slotCount *= 2 }
        if slotCount > slots.count { rehash(slotCount: slotCount) }
    }

    /// Places every key again in a table of `slotCount` slots (a power of two, more than
    /// twice the keys).
    private mutating func rehash(slotCount: Int) {
        let old = slots
        var table = Array(repeating: Slot(key: 0, value: 0), count: slotCount)
        let mask = table.count - 1, shift = MultiplicativeHash.shift(forSlots: table.count)
        table.withUnsafeMutableBufferPointer { table in
            old.withUnsafeBufferPointer { old in
                for entry in old where entry.key != 0 {
                    var slot = Self.home(of: entry.key, shift: shift, mask: mask)
                    while table[slot].key != 0 { slot = (slot + 1) & mask }
                    table[slot] = entry
                }
            }
        }
        slots = table
        self.mask = mask
        self.shift = shift
    }

    /// Removes every key. A table of up to ``keptSlots`` slots is cleared in place; a larger
    /// one (a first layout's pending set) is dropped for a fresh small one, so that one large
    /// batch does not make every later clearing cost its size.
    package mutating func removeAll() {
        guard count > 0 else { return }
        count = 0
        guard slots.count <= Self.keptSlots else { return self = IdentityMap() }
        slots.withUnsafeMutableBufferPointer { $0.update(repeating: Slot(key: 0, value: 0)) }
    }

    /// The largest table ``removeAll()`` clears in place.
    private static let keptSlots = 64

    /// Removes `key` with backward-shift deletion, so lookups never meet tombstones.
    private mutating func remove(_ key: UInt) {
        var hole = slot(of: key)
        guard slots[hole].key == key else { return }
        count -= 1
        var next = (hole + 1) & mask
        while slots[next].key != 0 {
            let wanted = home(of: slots[next].key)
            if MultiplicativeHash.movesBack(home: wanted, hole: hole, next: next) {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole].key = 0
    }
}

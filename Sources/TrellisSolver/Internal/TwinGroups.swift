/// The first constraint of each group of twins, by the group's row signature (see
/// `Tableau+Twins.swift`): what `Tableau.add` asks for every optional constraint.
///
/// A `Dictionary` keyed by ``RowSignature`` ran a seeded hasher over the signature's digest on
/// every lookup and grew its storage from empty in every new solver: 5 % of the enaml-like build
/// and 2 % of a 1,000-row stack's first layout. Here the digest, already mixed, places the entry
/// directly in an open-addressing table at most half full; full signatures are compared only
/// where digests meet. The table is never iterated, so its layout decides nothing.
struct TwinGroups {
    /// One entry: a signature and its group's first constraint.
    private struct Entry {
        let signature: RowSignature
        var owner: ObjectIdentifier
    }

    /// Index into ``entries`` plus one for each occupied slot; 0 marks an empty slot.
    private var slots: [Int32] = []
    private var entries: [Entry] = []
    private var mask = 0
    private var shift: UInt64 = 0

    /// The number of groups.
    var count: Int { entries.count }

    /// Every group's owner, for the tableau's self-checks.
    var owners: [ObjectIdentifier] { entries.map(\.owner) }

    /// Makes `owner` the first constraint of `signature`'s group unless the group has one:
    /// one probe, where reading the subscript and then setting it probed twice. The signature
    /// is taken over: borrowed, it was copied into the entry, retaining its terms.
    mutating func setOwnerIfAbsent(_ signature: consuming RowSignature, _ owner: ObjectIdentifier) {
        let (slot, entry) = find(signature)
        if entry == nil { insert(Entry(signature: signature, owner: owner), at: slot) }
    }

    /// The first constraint of the group with `signature`; setting `nil` forgets the group.
    subscript(signature: RowSignature) -> ObjectIdentifier? {
        get {
            guard let index = find(signature).entry else { return nil }
            return entries[index].owner
        }
        set {
            let (slot, entry) = find(signature)
            switch (entry, newValue) {
            case (let index?, let owner?): entries[index].owner = owner
            case (let index?, nil): remove(index, at: slot)
            case (nil, let owner?): insert(Entry(signature: signature, owner: owner), at: slot)
            case (nil, nil): break
            }
        }
    }

    /// The home slot of a digest.
    @inline(__always)
    private func home(of digest: UInt64) -> Int { MultiplicativeHash.slot(of: digest, shift: shift) }

    /// The slot holding `signature` and its entry, or the empty slot where it would go.
    private func find(_ signature: RowSignature) -> (slot: Int, entry: Int?) {
        guard !slots.isEmpty else { return (0, nil) }
        var slot = home(of: signature.digest)
        while slots[slot] != 0 {
            let index = Int(slots[slot] - 1)
            if entries[index].signature == signature { return (slot, index) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    /// Adds `entry` at the empty slot `slot` (found by ``find(_:)``), growing first when the
    /// table would pass half full. The entry is taken over: borrowed, appending it copied it
    /// through its value witness, retaining its signature's terms.
    private mutating func insert(_ entry: consuming Entry, at slot: Int) {
        if 2 * (entries.count + 1) > slots.count {
            entries.append(entry)
            rehash(slotCount: max(16, 2 * slots.count))
            return
        }
        entries.append(entry)
        slots[slot] = Int32(entries.count)
    }

    /// Removes entry `index`, held at `slot`: backward-shift deletion in the slots (lookups never
    /// meet tombstones), and the last entry moved into its place.
    private mutating func remove(_ index: Int, at slot: Int) {
        var hole = slot
        var next = (hole + 1) & mask
        while slots[next] != 0 {
            let wanted = home(of: entries[Int(slots[next] - 1)].signature.digest)
            if MultiplicativeHash.movesBack(home: wanted, hole: hole, next: next) {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
        let last = entries.count - 1
        if index != last {
            // Point the last entry's slot at its new index.
            var moved = home(of: entries[last].signature.digest)
            while slots[moved] != Int32(last + 1) { moved = (moved + 1) & mask }
            slots[moved] = Int32(index + 1)
            entries.swapAt(index, last)
        }
        entries.removeLast()
    }

    /// Makes room for `count` groups in all without growing: the table's slots are laid out
    /// for them now (at most half full) instead of rehashed at each doubling through a first
    /// layout. The entries get room for `entries` groups when that is more: room an array
    /// never uses is never touched, where every slot of the table is written when laid out.
    mutating func reserveCapacity(_ count: Int, entries entryCount: Int = 0) {
        if max(count, entryCount) > entries.capacity { entries.reserveCapacity(max(count, entryCount)) }
        guard 2 * count > slots.count else { return }
        var slotCount = 16
        while slotCount < 2 * count { slotCount *= 2 }
        rehash(slotCount: slotCount)
    }

    /// Places every entry again in a table of `slotCount` slots (a power of two).
    private mutating func rehash(slotCount: Int) {
        slots = Array(repeating: 0, count: slotCount)
        mask = slotCount - 1
        shift = MultiplicativeHash.shift(forSlots: slotCount)
        for index in entries.indices {
            var slot = home(of: entries[index].signature.digest)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}

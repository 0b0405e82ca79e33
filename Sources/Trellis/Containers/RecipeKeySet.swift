import TrellisSolver

/// The keys of a stack recipe seen so far, held as positions in the recipe: what
/// ``StackParts/replace(with:count:shift:keys:work:)`` uses to make each wanted key's constraint
/// once.
///
/// A `Set<GeneratedKey>` copied each key in (about 80 bytes and a string) and hashed it with
/// seeded SipHash: 410 instructions an entry, a tenth of a stack's first regeneration. Here an
/// entry is one word, placed by the key's premixed ``GeneratedKey/hashWord`` with the solver's
/// fixed multiplicative hash, and compared with the recipe's key only when the words meet. The
/// set is never iterated, so its layout decides nothing.
///
/// One set serves every stack of a window (the engine keeps it, ``LayoutEngine/recipeKeys``):
/// ``reset(capacity:)`` empties it by moving to a new stamp, which every entry carries, instead
/// of allocating and zeroing a table for each stack (about 500 instructions a stack, 0.25–0.3 %
/// of a 1,000-row stack tree's first layout).
struct RecipeKeySet {
    /// `stamp << 36 | part << 32 | position` for each entry; a slot whose stamp is not
    /// ``stamp`` is empty.
    private var slots: [UInt64] = []
    private var mask = 0
    private var shift: UInt64 = 64
    /// The stamp of the current recipe's entries (never 0, which every slot starts with).
    private var stamp: UInt64 = 0

    /// The largest stamp: 28 bits above the part and the position.
    static let lastStamp: UInt64 = 1 << 28 - 1

    /// An empty set with room for `capacity` keys without growing (at most half full).
    init(capacity: Int) {
        reset(capacity: capacity)
    }

    /// An empty set, with no room until ``reset(capacity:)``.
    init() {}

    /// An empty set whose stamps start at `stamp`, for tests of the stamps' wrap.
    init(capacity: Int, stamp: UInt64) {
        reset(capacity: capacity)
        self.stamp = min(stamp, Self.lastStamp)
    }

    /// Empties the set and makes room for `capacity` keys (at most half full), keeping the
    /// table when it is large enough.
    mutating func reset(capacity: Int) {
        if 2 * capacity > slots.count {
            var count = max(16, slots.count)
            while count < 2 * capacity { count *= 2 }
            slots = Array(filledWith: 0, count: count)
            mask = count - 1
            shift = UInt64(truncatingIfNeeded: count.leadingZeroBitCount + 1)
            stamp = 0
        }
        if stamp == Self.lastStamp {
            for index in slots.indices { slots[index] = 0 }
            stamp = 0
        }
        stamp += 1
    }

    /// Adds the key of `recipe.parts[part].slots[position]`; `false` when an equal key was added
    /// since the last ``reset(capacity:)`` (or the slot holds no spec, which the caller never asks).
    @inline(__always)
    mutating func insert(part: Int, position: Int, of recipe: StackRecipe) -> Bool {
        guard let key = recipe[part: part, position] else { return false }
        let word = UInt64(truncatingIfNeeded: key.hashWord)
        var slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) &>> shift)
        while slots[slot] >> 36 == stamp {
            let entry = slots[slot]
            if recipe[part: Int((entry >> 32) & 0xF), Int(entry & 0xFFFF_FFFF)] == key { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = stamp << 36 | UInt64(part) << 32 | UInt64(position)
        return true
    }
}

extension StackParts<GeneratedSpec> {
    /// The key of the spec in slot `position` of part `part`, if the slot holds one.
    subscript(part part: Int, _ position: Int) -> GeneratedKey? {
        parts[part].slots[position]?.key
    }
}

import TrellisSolver

/// The keys of a stack recipe seen so far, held as positions in the recipe: what
/// ``StackParts/replace(with:count:shift:work:)`` uses to make each wanted key's constraint once.
///
/// A `Set<GeneratedKey>` copied each key in (about 80 bytes and a string) and hashed it with
/// seeded SipHash: 410 instructions an entry, a tenth of a stack's first regeneration. Here an
/// entry is one word, placed by the key's premixed ``GeneratedKey/hashWord`` with the solver's
/// fixed multiplicative hash, and compared with the recipe's key only when the words meet. The
/// set is never iterated, so its layout decides nothing.
struct RecipeKeySet {
    /// `part << 32 | position` plus one for each entry; 0 marks an empty slot.
    private var slots: [UInt64]
    private var mask: Int
    private var shift: UInt64

    /// An empty set with room for `capacity` keys without growing (at most half full).
    init(capacity: Int) {
        var count = 16
        while count < 2 * capacity { count *= 2 }
        slots = Array(filledWith: 0, count: count)
        mask = count - 1
        shift = UInt64(truncatingIfNeeded: count.leadingZeroBitCount + 1)
    }

    /// Adds the key of `recipe.parts[part].slots[position]`; `false` when an equal key was added
    /// before (or the slot holds no spec, which the caller never asks).
    mutating func insert(part: Int, position: Int, of recipe: StackRecipe) -> Bool {
        guard let key = recipe[part: part, position] else { return false }
        let word = UInt64(truncatingIfNeeded: key.hashWord)
        var slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) &>> shift)
        while slots[slot] != 0 {
            let entry = slots[slot] - 1
            if recipe[part: Int(entry >> 32), Int(entry & 0xFFFF_FFFF)] == key { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = UInt64(part) << 32 | UInt64(position) + 1
        return true
    }
}

extension StackParts<GeneratedSpec> {
    /// The key of the spec in slot `position` of part `part`, if the slot holds one.
    subscript(part part: Int, _ position: Int) -> GeneratedKey? {
        parts[part].slots[position]?.key
    }
}

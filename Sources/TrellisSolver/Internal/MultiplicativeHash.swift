/// The fixed hash behind the solver's open-addressing tables (``IdentityMap``, ``SlotIndex``):
/// multiply the key by 2⁶⁴/φ and keep the product's top bits (Fibonacci hashing).
///
/// The top bits depend on every bit of the key. The tables used to keep the bits from 32 up
/// instead, which repeat for evenly spaced keys: 100,000 addresses 48 bytes apart, or 100,000
/// symbol ids 16 apart, probed 4.6 and 6.6 slots per lookup, against about one with the top
/// bits. Never seeded, so a table's layout depends only on its keys and the order they came in.
enum MultiplicativeHash {
    /// ⌊2⁶⁴/φ⌋, odd.
    static var multiplier: UInt64 { 0x9E37_79B9_7F4A_7C15 }

    /// The home slot of `key` in a table whose ``shift(forSlots:)`` is `shift`.
    @inline(__always)
    static func slot(of key: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* multiplier) &>> shift)
    }

    /// ``slot(of:shift:)`` after a second round of mixing (fold the product's high half into its
    /// low half, multiply again), for keys that come in arithmetic progressions.
    ///
    /// One multiplication leaves some strides clustered: 30,000 keys 48 apart probe 6.5 slots
    /// per lookup, 100 keys 48 apart 4.5. Mixed, the strides measured (1 to 20, 24, 32, 48, 64,
    /// 100, 128, 1,000 and 4,096; 30 to 100,000 keys) average 1.4, as a random hash does, and
    /// the worst was 3.1, at 30 keys. The second round costs a few instructions per lookup, so
    /// ``IdentityMap`` does without it: its lookups are the hottest (mixing there added 10 % to
    /// the equal-stack resize probe's instructions), and its keys, 4 KiB stretches of the
    /// address space, are mostly consecutive.
    @inline(__always)
    static func mixedSlot(of key: UInt64, shift: UInt64) -> Int {
        var product = key &* multiplier
        product ^= product &>> 32
        return Int(truncatingIfNeeded: (product &* multiplier) &>> shift)
    }

    /// Whether, in backward-shift deletion from a linear-probing table, the entry at slot
    /// `next` (whose home slot is `home`) moves back into the emptied slot `hole`: unless its
    /// home lies cyclically in (`hole`, `next`], where moving it would put it before its home.
    @inline(__always)
    static func movesBack(home: Int, hole: Int, next: Int) -> Bool {
        let homeBetween = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
        return !homeBetween
    }

    /// 64 − log₂(`slots`), for a power-of-two slot count of at least 2: shifting a 64-bit
    /// product right by it leaves a slot number below `slots`.
    @inline(__always)
    static func shift(forSlots slots: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: slots.leadingZeroBitCount + 1)
    }
}

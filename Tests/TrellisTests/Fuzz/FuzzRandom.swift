/// SplitMix64: a seeded, deterministic generator (no system randomness), so every fuzz run
/// replays from its seed.
struct FuzzRandom {
    private var state: UInt64

    /// The seed is mixed first: SplitMix's state only advances by a constant, so seeds used as
    /// raw states a step apart would replay each other's streams shifted by one.
    init(seed: UInt64) { state = Self.mix(seed ^ 0x2545_F491_4F6C_DD1D) }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count` (`count` > 0).
    mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    /// `true` with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// A random element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// A multiple of 0.5 in `range`.
    mutating func halves(_ range: ClosedRange<Int>) -> Double {
        Double(range.lowerBound * 2 + below((range.upperBound - range.lowerBound) * 2 + 1)) / 2
    }
}

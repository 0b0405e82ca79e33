import Testing
@testable import TrellisSolver

@Suite("Sparse maps agree with a dictionary")
struct SparseMapTests {
    /// Key spaces: 5 (always scanned), 40 and 300 dense (indexed directly), 300 keys spread
    /// 4,099 apart (hashed), half dense, half far (the index switches forms as it is rebuilt),
    /// and 300 keys 3 apart from 2,000,000 on (direct from a base, widening both ways as keys
    /// below and above its room arrive).
    @Test(
        "random inserts and removals, small and indexed",
        arguments: [(5, 1), (40, 1), (300, 1), (300, 4_099), (200, -1), (300, -2)])
    func randomOperations(keySpace: Int, spread: Int) {
        var generator = SplitMix(seed: UInt64(keySpace * 7 + spread))
        var map = SparseMap<Double>()
        var reference: [Int32: Double] = [:]
        for step in 0..<20_000 {
            let draw = Int(generator.next() % UInt64(keySpace))
            let key: Int32 =
                switch spread {
                case 1...: Int32(draw * spread)
                case -1: Int32(draw < keySpace / 2 ? draw : 1_000_000 + draw * 977)
                default: Int32(2_000_000 + draw * 3)
                }
            if generator.next() % 3 == 0 {
                #expect(map.remove(key) == reference.removeValue(forKey: key))
            } else if let position = map.position(of: key) {
                map.setValue(Double(step), at: position)
                reference[key] = Double(step)
            } else {
                map.append(key, Double(step))
                reference[key] = Double(step)
            }
            if step % 97 == 0 {
                #expect(map.count == reference.count)
                for (key, value) in reference { #expect(map.position(of: key).map(map.value(at:)) == value) }
            }
        }
    }
}

extension SparseMapTests {
    @Test("a copy keeps its cells when either side changes (copy on write)", arguments: [3, 40])
    func copyOnWrite(size: Int) {
        var original = SparseMap<Double>()
        for key in 0..<Int32(size) { original.append(key, Double(key) + 0.5) }
        var copy = original
        copy.setValue(-1, at: 0)
        copy.remove(1)
        copy.append(1000, 7)
        original.append(2000, 9)
        // The original: keys 0..<size with key + 0.5, then 2000 → 9.
        #expect(original.count == size + 1)
        for key in 0..<Int32(size) { #expect(original.position(of: key).map(original.value(at:)) == Double(key) + 0.5) }
        #expect(original.position(of: 2000).map(original.value(at:)) == 9)
        #expect(!original.contains(1000))
        // The copy: key 0 → -1, key 1 gone, 1000 → 7, no 2000.
        #expect(copy.count == size)
        #expect(copy.position(of: 0).map(copy.value(at:)) == -1)
        #expect(!copy.contains(1))
        #expect(copy.position(of: 1000).map(copy.value(at:)) == 7)
        #expect(!copy.contains(2000))
    }

    @Test("a symbol set inserts once, removes by swapping the last key in, and empties")
    func symbolSet() {
        var set = SymbolSet()
        let inserted = [set.insert(4), set.insert(9), set.insert(4), set.insert(1)]
        #expect(inserted == [true, true, false, true])
        #expect(set.keys == [4, 9, 1])
        set.remove(4)
        #expect(set.keys == [1, 9])  // the last key moved into the hole
        set.removeAll()
        #expect(set.isEmpty && set.keys.isEmpty)
    }
}

/// A tiny deterministic generator for tests (no global state, same sequence everywhere).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SparseMapTests {
    /// Symbol ids in arithmetic progressions too sparse for the direct form: a row's symbols
    /// often come evenly spaced. Sizes and strides where a single multiplication clustered
    /// (100 keys 48 apart probed 4.5 slots per lookup; 30,000 keys 48 apart 6.5; 100,000 keys
    /// 16 apart 6.6 with the product's middle bits).
    @Test(
        "a hashed index over evenly spaced keys probes about one slot",
        arguments: [(100, 48), (100, 24), (1_000, 19), (30_000, 16), (30_000, 48), (100_000, 16)])
    func stridedKeys(count: Int, stride: Int) {
        let cells = (0..<count).map { Cell(key: Int32(3 + stride * $0), value: Double($0)) }
        let index = cells.withUnsafeBufferPointer { SlotIndex(over: $0) }
        let probes = cells.map { index.probeCount(of: $0.key) }
        // A uniform hash at this load (a quarter to a half full) averages about 1.3.
        #expect(Double(probes.reduce(0, +)) / Double(count) < 1.8)
        #expect(cells.indices.allSatisfy { index.position(of: cells[$0].key) == $0 })
        #expect(index.position(of: 4) == nil)
    }
}

extension SparseMapTests {
    /// A run of keys far from zero (the symbols a chain's later links made) is as dense as a run
    /// from zero: the direct form measures it from its smallest key. Measured from zero, 300
    /// keys from 40,000 on were hashed.
    @Test("keys dense within their range are indexed directly, wherever the range starts")
    func denseRangeFarFromZero() {
        let cells = (0..<300).map { Cell(key: Int32(40_000 + 3 * $0), value: Double($0)) }
        let index = cells.withUnsafeBufferPointer { SlotIndex(over: $0) }
        #expect(index.isDirect)
        #expect(cells.indices.allSatisfy { index.position(of: cells[$0].key) == $0 })
        // Around and between the keys, and far outside the table's room.
        for absent: Int32 in [0, 39_999, 40_001, 40_898, 40_900, 1_000_000] {
            #expect(index.position(of: absent) == nil)
        }
    }

    /// A direct index that keeps receiving smaller keys (each substitution of a chain's removal
    /// brings the row an earlier link's slack) widens downwards, then upwards, and stays direct
    /// while the keys stay dense; a key far away turns it hashed.
    @Test("a direct index widens both ways and turns hashed when its keys spread out")
    func directIndexWidens() {
        var index = SlotIndex(over: UnsafeBufferPointer<Cell<Double>>(start: nil, count: 0))
        var keys: [Int32] = []
        func add(_ key: Int32) {
            keys.append(key)
            if index.needsRebuild(toHold: keys.count, adding: key) {
                let cells = keys.enumerated().map { Cell(key: $0.element, value: Double($0.offset)) }
                index = cells.withUnsafeBufferPointer { SlotIndex(over: $0) }
            } else {
                index.insert(key, at: keys.count - 1)
            }
        }
        for key in stride(from: Int32(5_000), to: 4_000, by: -4) { add(key) }  // downwards
        #expect(index.isDirect)
        for key in stride(from: Int32(5_002), to: 5_800, by: 4) { add(key) }  // upwards
        #expect(index.isDirect)
        #expect(keys.indices.allSatisfy { index.position(of: keys[$0]) == $0 })
        #expect(index.position(of: 4_998) == nil && index.position(of: 3) == nil)
        // 450 keys spanning 1,800 are dense; one at 9,000,000 spreads them past eight per key.
        add(9_000_000)
        #expect(!index.isDirect)
        #expect(keys.indices.allSatisfy { index.position(of: keys[$0]) == $0 })
    }
}

extension SparseMapTests {
    /// A row that takes keys below its room again and again (a long row built cell by cell,
    /// each cell's keys below the last) moves its table a logarithmic number of times: each
    /// widening at least doubles the room. Widened just enough for each new key, the table
    /// moved 50 times here, about once per run of keys.
    @Test("a direct index taking ever smaller keys moves its table a logarithmic number of times")
    func downwardGrowthStaysRare() {
        var index = SlotIndex(over: UnsafeBufferPointer<Cell<Double>>(start: nil, count: 0))
        var keys: [Int32] = []
        var moves = 0
        // A first run of 30 keys at the top, then runs of 90 keys each just below the one before,
        // each run's keys in scattered order (as a feed's cells bring theirs).
        var runs: [[Int32]] = [(0..<30).map { Int32(60_000 + 7 * $0) }]
        for run in 0..<60 {
            let low = 60_000 - 7 * 94 * (run + 1)
            runs.append((0..<90).map { Int32(low + 7 * (($0 * 37) % 90)) })
        }
        for key in runs.joined() {
            keys.append(key)
            let base = index.directBase
            if index.needsRebuild(toHold: keys.count, adding: key) {
                let cells = keys.enumerated().map { Cell(key: $0.element, value: Double($0.offset)) }
                index = cells.withUnsafeBufferPointer { SlotIndex(over: $0) }
                moves += 1
            } else {
                index.insert(key, at: keys.count - 1)
                if index.directBase != base { moves += 1 }
            }
        }
        #expect(index.isDirect)
        #expect(keys.indices.allSatisfy { index.position(of: keys[$0]) == $0 })
        // 5,430 keys 7 apart: about log2 of their range in doublings, plus the first tables.
        #expect(moves <= 16)
    }
}

import Testing
@testable import TrellisSolver

@Suite("Sparse maps agree with a dictionary")
struct SparseMapTests {
    @Test("random inserts and removals, small and indexed", arguments: [5, 40, 300])
    func randomOperations(keySpace: Int) {
        var generator = SplitMix(seed: UInt64(keySpace))
        var map = SparseMap<Double>()
        var reference: [Int32: Double] = [:]
        for step in 0..<20_000 {
            let key = Int32(generator.next() % UInt64(keySpace))
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

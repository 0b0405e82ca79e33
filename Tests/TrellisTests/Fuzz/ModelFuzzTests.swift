import Testing
@testable import Trellis

/// A short slice of the model-level fuzzer (the long run has 100,000 steps: `LongRunTests`).
@Suite("Model fuzzer: a short slice")
struct ModelFuzzTests {
    static let stepsPerSeed = 60

    @Test("random hierarchies, edits and bad input keep every invariant", arguments: 0..<4)
    func slice(seed: Int) {
        var fuzzer = ModelFuzzer(seed: UInt64(seed))
        fuzzer.run(steps: Self.stepsPerSeed)
        #expect(fuzzer.failures == [], "\(fuzzer.counts)")
        #expect(fuzzer.counts.steps == Self.stepsPerSeed)
        #expect(fuzzer.counts.comparisons > 0)
    }
}

import Foundation
import Testing

/// The long run of the model-level fuzzer: 100,000 steps. `swift test` runs a short slice
/// (``ModelFuzzTests``); this runs only with `TRELLIS_LONG_TESTS=1`, as `.ci/run` does:
/// `TRELLIS_LONG_TESTS=1 swift test --filter "LongRunTests|ModelFuzzKnownIssueTests"`.
@Suite("Long run: the model fuzzer at 100,000 steps", .enabled(if: LongRun.isEnabled))
struct LongRunTests {
    static let shards = 8
    static let seedsPerShard = 25
    static let stepsPerSeed = 500
    /// Compare with a fresh layout every third step (and after every bad input): the fresh
    /// window was about half of the run's time (4 seeds × 500 steps: 3.2 s comparing every
    /// step, 2.2 s every third).
    static let compareEvery = 3

    @Test("random hierarchies, edits and bad input: 8 × 25 seeds × 500 steps", arguments: 0..<shards)
    func modelFuzzer(shard: Int) {
        var steps = 0
        for index in 0..<Self.seedsPerShard {
            let seed = UInt64(1000 + shard * Self.seedsPerShard + index)
            var fuzzer = ModelFuzzer(seed: seed, compareEvery: Self.compareEvery)
            fuzzer.run(steps: Self.stepsPerSeed)
            if ModelFuzzKnownIssueTests.failingLongRunSeeds.contains(seed) {
                withKnownIssue("see ModelFuzzKnownIssueTests") { #expect(fuzzer.failures == []) }
            } else {
                #expect(fuzzer.failures == [], "\(fuzzer.counts)")
                #expect(fuzzer.counts.steps == Self.stepsPerSeed)
            }
            print("long run seed \(seed): \(fuzzer.counts)")
            steps += fuzzer.counts.steps
        }
        #expect(steps > 0)
    }
}

/// Whether the opt-in long run is on (`TRELLIS_LONG_TESTS=1`).
enum LongRun {
    static let isEnabled = ProcessInfo.processInfo.environment["TRELLIS_LONG_TESTS"] == "1"
}

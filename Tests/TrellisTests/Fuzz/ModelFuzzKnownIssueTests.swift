import Testing
@testable import Trellis

/// Discrepancies the model fuzzer found that are not fixed yet: with a `fillProportionally` or
/// `fillProportionallyExact` stack in the hierarchy, the incremental layout can differ from a
/// fresh layout of the same final state (a stale proportion, or a multi-line label keeping a
/// wrap it no longer has: heights off by one line of 20.4). Without the proportional
/// distributions, 20,000 steps over 40 seeds found none. The fuzzer leaves them out until fixed
/// (``ModelFuzzer/settledDistributions``).
@Suite("Model fuzzer: known issues with proportional stacks")
struct ModelFuzzKnownIssueTests {
    /// (seed, the step that fails) with every distribution allowed.
    static let failing: [(seed: UInt64, step: Int)] = [
        (1001, 55), (1005, 217), (1006, 172), (1008, 14), (1026, 83), (1030, 23),
    ]

    @Test("seed 1008: a hidden fillProportionallyExact stack keeps a nested stack at width 0 (fresh: 33.5)")
    func seed1008() {
        var fuzzer = ModelFuzzer(seed: 1008, distributions: StackView.Distribution.allCases)
        fuzzer.run(steps: 15)
        withKnownIssue("incremental layout differs from a fresh one with proportional stacks") {
            #expect(fuzzer.failures == [])
        }
    }

    @Test("every seed found so far", .disabled("known issue: proportional stacks; about 3 s"),
          arguments: ModelFuzzKnownIssueTests.failing)
    func seeds(seed: UInt64, step: Int) {
        var fuzzer = ModelFuzzer(seed: seed, distributions: StackView.Distribution.allCases)
        fuzzer.run(steps: step + 1)
        #expect(fuzzer.failures == [])
    }

    /// With overflowing bad input (``ModelFuzzer/overflows``): seed 28 leaves
    /// `v6.width == 1e308 × v9.width` active (not caught), seed 0 moves an untouched view by −340
    /// while leaving the overflow out (perhaps an ambiguous layout re-solved by the recovery's
    /// rebuild; not analysed).
    static let failingOverflows: [(seed: UInt64, step: Int)] = [(0, 142), (28, 158)]

    @Test("overflowing bad input", .disabled("known issue: overflow not always caught or moves a view; about 2 s"),
          arguments: ModelFuzzKnownIssueTests.failingOverflows)
    func overflowSeeds(seed: UInt64, step: Int) {
        var fuzzer = ModelFuzzer(seed: seed, overflows: true)
        fuzzer.run(steps: step + 1)
        #expect(fuzzer.failures == [])
    }
}

import Testing
@testable import Trellis

/// Discrepancies the model fuzzer found that are not fixed yet, by seed, with every distribution
/// and overflowing bad input on (the defaults). The long run (``LongRunTests``) expects these
/// seeds to fail and every other seed to pass.
@Suite("Model fuzzer: known issues")
struct ModelFuzzKnownIssueTests {
    /// Long-run seeds (500 steps each) that still fail; see ``failing`` for what each does.
    static let failingLongRunSeeds: Set<UInt64> = Set(failing.map(\.seed))

    /// (seed, the step that fails, what fails).
    ///
    /// Not analysed yet: the long run's other 197 seeds pass. Seed 1074 looks like a tie between
    /// two optima of empty stacks re-solved differently after the overflow is taken out.
    static let failing: [(seed: UInt64, step: Int, what: String)] = [
        (1069, 181, "incremental differs from fresh: a view 663 pt lower"),
        (1171, 353, "incremental differs from fresh: a width 0 instead of 25"),
        (1074, 436, "a failed call (an overflow) moves an untouched view to width −7"),
        // Found by a sweep of seeds 0–99 at 200 steps (not in the long run). Seed 78 is the
        // documented limit: a new subview inside a plain item of a proportional stack.
        (6, 72, "incremental differs from fresh: a height off by 1.977"),
        (78, 18, "a proportional stack does not re-measure a plain item that gained a subview deep inside"),
    ]

    @Test("every seed found so far", .disabled("known issues; a few seconds"),
          arguments: ModelFuzzKnownIssueTests.failing.map { ($0.seed, $0.step) })
    func seeds(seed: UInt64, step: Int) {
        var fuzzer = ModelFuzzer(seed: seed)
        fuzzer.run(steps: step + 1)
        #expect(fuzzer.failures == [])
    }
}

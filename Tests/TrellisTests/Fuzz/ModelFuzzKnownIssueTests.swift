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
    /// The long run's other 197 seeds pass. Seeds 1069, 1171 and 78 are the documented limit of
    /// a proportional stack (see "Proportional filling" in the stack views article): a change
    /// deeper inside a plain arranged item (a constant on a view in a nested non-proportional
    /// stack, a subview added to or removed from a plain item) is measured only at the stack's
    /// next regeneration. Seeds 1074 and 6 are not analysed; 1074 looks like a tie between two
    /// optima of empty stacks re-solved differently after the overflow is taken out.
    static let failing: [(seed: UInt64, step: Int, what: String)] = [
        (1069, 181, "v3.height 4 → 134 inside a fillEqually stack inside a proportional one: not re-measured"),
        (1171, 353, "a plain item of a proportional stack loses its only subview: not re-measured"),
        (1074, 436, "a failed call (an overflow on an empty stack) moves that stack to width −7"),
        // Found by a sweep of seeds 0–99 at 200 steps (not in the long run).
        (6, 72, "incremental differs from fresh: a height off by 1.977"),
        (78, 18, "a plain item of a proportional stack gains a subview deep inside: not re-measured"),
    ]

    @Test("every seed found so far", .enabled(if: LongRun.isEnabled),
          arguments: ModelFuzzKnownIssueTests.failing.map { ($0.seed, $0.step) })
    func seeds(seed: UInt64, step: Int) {
        var fuzzer = ModelFuzzer(seed: seed)
        fuzzer.run(steps: step + 1)
        #expect(fuzzer.failures == [])
    }
}

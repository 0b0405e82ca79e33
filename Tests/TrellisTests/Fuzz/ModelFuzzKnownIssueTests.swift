import Testing
@testable import Trellis

/// Seeds the model fuzzer failed on, with every distribution and overflowing bad input on (the
/// defaults). The long run (``LongRunTests``) expects the seeds in ``failing`` to fail and every
/// other seed to pass; ``fixed`` replays the seeds that failed once.
@Suite("Model fuzzer: known issues")
struct ModelFuzzKnownIssueTests {
    /// Long-run seeds (500 steps each) that still fail; see ``failing`` for what each does.
    static let failingLongRunSeeds: Set<UInt64> = Set(failing.map(\.seed))

    /// (seed, the step that fails, what fails): none at the moment.
    static let failing: [(seed: UInt64, step: Int, what: String)] = []

    /// (seed, the step that failed, what failed) for seeds that pass now.
    ///
    /// 1069, 1171, 78 and 6: a proportional stack did not measure a change deep inside an item
    /// (fixed: see `View+MeasuredContent.swift`, tests in `ProportionalStackDeepChangeTests`).
    /// 1074: the layout is ambiguous (two empty stacks in an equal-centering row of width 0
    /// share −7 pt of width, and nothing says which); the failed call moved the tie, which the
    /// fuzzer now skips as it skips ambiguous fresh comparisons.
    static let fixed: [(seed: UInt64, step: Int, what: String)] = [
        (1069, 181, "v3.height 4 → 134 inside a fillEqually stack inside a proportional one: not re-measured"),
        (1171, 353, "a plain item of a proportional stack loses its only subview: not re-measured"),
        (1074, 436, "a failed call (an overflow on an empty stack) moves that stack to width −7: an ambiguous tie"),
        // Found by a sweep of seeds 0–99 at 200 steps (not in the long run).
        (6, 72, "incremental differs from fresh: a height off by 1.977 (a proportional stack's item)"),
        (78, 18, "a plain item of a proportional stack gains a subview deep inside: not re-measured"),
    ]

    @Test("every seed that failed once passes up to the step it failed at", .enabled(if: LongRun.isEnabled),
          arguments: ModelFuzzKnownIssueTests.fixed.map { ($0.seed, $0.step) })
    func seeds(seed: UInt64, step: Int) {
        var fuzzer = ModelFuzzer(seed: seed)
        fuzzer.run(steps: step + 1)
        #expect(fuzzer.failures == [])
        #expect(fuzzer.counts.steps == step + 1)
    }
}

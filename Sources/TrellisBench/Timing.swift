// Timing: a budgeted loop of timed ops, and what one (workload, n, order) run produces.

import Trellis

/// Nanoseconds in a `Duration`, as an integer.
func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
}

/// Runs `body` once and returns how long it took, in nanoseconds.
func measureNanoseconds(_ body: () throws -> Void) rethrows -> Int64 {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return nanoseconds(clock.now - start)
}

/// The median of `samples` (the mean of the two middle values for an even count); 0 when empty.
func median(_ samples: [Int64]) -> Int64 {
    guard !samples.isEmpty else { return 0 }
    let sorted = samples.sorted()
    let mid = sorted.count / 2
    if sorted.count % 2 == 1 { return sorted[mid] }
    return sorted[mid - 1] + (sorted[mid] - sorted[mid - 1]) / 2
}

/// Collects per-op times until the time budget is spent: always at least one op, at most
/// ``maxOps``.
///
/// The rules match the kiwi harness (`Scripts/kiwi-bench/harness.cpp`) so the two are comparable:
/// untimed per-op setup inside the loop (rebuilding a chain before removing from it) counts
/// against the budget; one-time setup before the loop does not. The cap is ours: a median of
/// 10,000 samples is stable, and tiny ops would otherwise run for the whole budget for nothing.
struct OpLoop {
    /// More samples than this add nothing to a median.
    static let maxOps = 10_000

    let budgetNanoseconds: Int64
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private(set) var samples: [Int64] = []

    /// Starts the budget clock now.
    init(budgetSeconds: Double) {
        budgetNanoseconds = Int64(budgetSeconds * 1e9)
        start = clock.now
    }

    /// Whether to run another op.
    var more: Bool {
        samples.isEmpty || (samples.count < Self.maxOps && nanoseconds(clock.now - start) < budgetNanoseconds)
    }

    /// Times one op and records it; returns what the op returned (a checksum of values read, so
    /// the reads cannot be optimised away).
    @discardableResult
    mutating func time<Result>(_ op: () throws -> Result) rethrows -> Result {
        let begin = clock.now
        let result = try op()
        samples.append(nanoseconds(clock.now - begin))
        return result
    }

    /// Wall time of the loop so far per op, including untimed per-op setup.
    var wallNanosecondsPerOp: Double {
        Double(nanoseconds(clock.now - start)) / Double(max(samples.count, 1))
    }

    /// The measurement, given the one-time setup that preceded the loop.
    ///
    /// The cost of running a size is at least the setup plus its first op, which can be far
    /// slower than the rest (the first suggestion after a build moves the whole basis), so the
    /// cost counts the larger of the first op and the loop's wall time per op. (The kiwi harness
    /// uses the wall time per op alone; with it, a 1,000-op loop of cheap edits hides a first op
    /// that grows ×1000 at the next size.)
    func finish(setupNanoseconds: Int64 = 0, constraintsPerOp: Int? = nil, itemsPerOp: Int? = nil) -> Measurement {
        let perOp = max(wallNanosecondsPerOp, Double(samples.first ?? 0))
        return Measurement(
            samples: samples, costNanoseconds: Double(setupNanoseconds) + perOp, constraintsPerOp: constraintsPerOp,
            itemsPerOp: itemsPerOp)
    }
}

/// What one (workload, n, order) run produces.
struct Measurement {
    /// Per-op times in nanoseconds.
    let samples: [Int64]
    /// Estimated wall cost of one op at this size from scratch: one-time setup plus the loop's
    /// wall time per op. Used to predict the next size's cost (as the kiwi harness does).
    let costNanoseconds: Double
    /// Constraints added or removed by one op, when a per-constraint time means something.
    let constraintsPerOp: Int?
    /// The size N of the layout an op works on (layout suite), when a per-item time means something.
    var itemsPerOp: Int? = nil
    /// What one op did, counted (layout suite; see ``Window/work(of:)``): the last first layout,
    /// or the first change.
    var work: LayoutWork? = nil

    /// The median per-op time.
    var medianNanoseconds: Int64 { median(samples) }
    /// The first op's time: for the edit workloads, the one suggestion that moves the basis away
    /// from the freshly built solution.
    var firstNanoseconds: Int64 { samples.first ?? 0 }
}

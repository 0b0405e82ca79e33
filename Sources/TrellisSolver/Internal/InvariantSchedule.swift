/// When a debug build's solver runs its self-checks (`Tableau+Invariants.swift`).
///
/// A check walks the whole tableau. Run after every operation, it made a debug build's layout
/// quadratic: the first layout of a 100-row stack tree (601 views) took 3.5 s in a debug build,
/// 92 % of it in the checks, against 2–6 ms in release, and the same holds for any package
/// that tests its layouts with Trellis in a debug `swift test`. So the checks run after every
/// operation while the tableau has at most ``everyOperationLimit`` symbols (most of the
/// solver's unit tests, small layouts), and otherwise once every
/// `symbols / everyOperationLimit` operations, which bounds their cost per operation by that
/// of checking a tableau of ``everyOperationLimit`` symbols. The end of an outermost batch (a
/// layout) is always checked, and so is the current state when the violations are read.
struct InvariantSchedule {
    /// The largest tableau checked after every operation.
    static let everyOperationLimit = 64

    /// Operations finished since the last check.
    private(set) var unchecked = 0

    /// Whether an operation finished since the last check.
    var hasUnchecked: Bool { unchecked > 0 }

    /// The checks run so far, and the symbols they walked in all (what tests count).
    private(set) var work = InvariantCheckWork()

    /// Counts one finished operation (when not `force`) and tells whether to check now, with a
    /// tableau of `symbols` symbols; a `true` answer starts the count over.
    mutating func isDue(symbols: Int, force: Bool) -> Bool {
        if !force { unchecked += 1 }
        guard force || unchecked >= Self.spacing(symbols: symbols) else { return false }
        unchecked = 0
        work.checks += 1
        work.symbolsWalked += symbols
        return true
    }

    /// How many operations may pass between two checks of a tableau of `symbols` symbols.
    static func spacing(symbols: Int) -> Int { max(1, symbols / everyOperationLimit) }
}

/// What a solver's debug-build self-checks have done: how many ran, and how many symbols they
/// walked in all (each check walks the whole tableau). Always zero in release builds.
package struct InvariantCheckWork: Equatable, Sendable {
    /// Full checks run.
    package var checks = 0
    /// The tableau sizes (symbols) of those checks, summed.
    package var symbolsWalked = 0
}

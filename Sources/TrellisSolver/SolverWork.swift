/// Counts of what a ``Solver`` has done since it was created: for tests that check how the
/// cost of a change grows without timing anything.
///
/// Every counter only grows. Take the counts before and after a change and subtract: the
/// difference is the change's work. Compare it at two sizes of the same system: a change whose
/// work is the same for 20 rows and for 200 did not touch the whole system.
///
/// ```swift
/// let before = solver.work
/// try solver.updateConstant(of: spacing, to: 12)
/// let work = solver.work - before
/// #expect(work.constantsMoved == 1 && work.constraintsAdded == 0)
/// ```
///
/// What the counters count is described in the "Solver internals" article: a required
/// equality is usually kept as a *definition* of one of its variables rather than a row of
/// the tableau; other constraints are rows, rewritten when a pivot or a new row substitutes a
/// variable. A call that fails (it throws and leaves the solver as it was) may or may not
/// leave its work counted; no counter ever goes back.
public struct SolverWork: Sendable, Equatable, CustomStringConvertible {
    /// Constraints added (``Solver/addConstraint(_:)`` and its variants), broken ones included.
    public var constraintsAdded = 0
    /// Constraints removed.
    public var constraintsRemoved = 0
    /// Constants moved in place: ``Solver/updateConstant(of:to:)`` and
    /// ``Solver/suggestValue(_:for:)``.
    public var constantsMoved = 0
    /// Pivots of the simplex, primal and dual.
    public var pivots = 0
    /// Tableau rows rewritten by substituting a variable (while adding a row or pivoting).
    public var rowsRewritten = 0
    /// Times the tableau was built again from its constraints (removing or moving the constant
    /// of a required equality that many rows mention, or recovering from an overflow).
    public var tableauRebuilds = 0
    /// Required equalities kept as definitions of a variable instead of tableau rows.
    public var definitionsInstalled = 0
    /// Definitions substituted into constraints on their way into the tableau (an alias, a
    /// chain of `a = b + c` equalities, counts once however long it is).
    public var definitionsExpanded = 0
    /// Definitions placed in (or moved within) the order values are evaluated in.
    public var definitionsOrdered = 0
    /// Definitions evaluated to hand out values: every one once after a first layout's reads,
    /// only those a change reaches after that.
    public var definitionsEvaluated = 0
    /// Constraints installed again because a definition they were rewritten through went away.
    public var constraintsReinstalled = 0
    /// Rows such a removal inside a layout pass left in the tableau instead, because their
    /// constraints, lowered again through the pass's new definitions, came out the same (a
    /// stack that lost its first row aligns the others to the next one).
    public var rowsKept = 0
    /// Objective cells updated one at a time while constraints were added, removed or
    /// pivoted. A batch into a solver with no optional constraint yet (a first layout) builds
    /// its objective in one pass at its end instead, which counts none.
    public var objectiveUpdates = 0

    /// No work.
    public init() {}

    /// The counts of `lhs` minus those of `rhs`: the work between two readings.
    public static func - (lhs: SolverWork, rhs: SolverWork) -> SolverWork {
        lhs.combined(with: rhs, -)
    }

    /// The counts of both added.
    public static func + (lhs: SolverWork, rhs: SolverWork) -> SolverWork {
        lhs.combined(with: rhs, +)
    }

    /// One line, every counter named: `added 4, removed 0, constants moved 0, pivots 1, …`.
    public var description: String {
        Self.counters.map { "\($0.name) \(self[keyPath: $0.path])" }.joined(separator: ", ")
    }

    /// Every counter of `self` combined with the same counter of `other` by `operation`.
    private func combined(with other: SolverWork, _ operation: (Int, Int) -> Int) -> SolverWork {
        var result = SolverWork()
        for counter in Self.counters {
            result[keyPath: counter.path] = operation(self[keyPath: counter.path], other[keyPath: counter.path])
        }
        return result
    }

    /// Every counter with the name ``description`` gives it, in declaration order.
    private static let counters: [(name: String, path: WritableKeyPath<SolverWork, Int> & Sendable)] = [
        ("added", \.constraintsAdded), ("removed", \.constraintsRemoved), ("constants moved", \.constantsMoved),
        ("pivots", \.pivots), ("rows rewritten", \.rowsRewritten), ("rebuilds", \.tableauRebuilds),
        ("definitions installed", \.definitionsInstalled), ("expanded", \.definitionsExpanded),
        ("ordered", \.definitionsOrdered), ("evaluated", \.definitionsEvaluated),
        ("reinstalled", \.constraintsReinstalled), ("rows kept", \.rowsKept),
        ("objective updates", \.objectiveUpdates),
    ]
}

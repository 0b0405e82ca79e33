// chain(N) of solver-notes §3.3: x0 >= 0 and x_i − x_{i−1} >= 10 required, x_i == 10·i weak.
// Used by chain-build, chain-build-batched, chain-remove and push-chain.

import TrellisSolver

/// Which constraint of each pair is added first.
enum ChainOrder: String, CaseIterable {
    /// The required link, then the weak anchor (kiwi's dense, slow order).
    case requiredFirst = "req-first"
    /// The weak anchor, then the required link.
    case weakFirst = "weak-first"
}

/// The variables and constraint objects of one chain, created once and added to fresh solvers.
///
/// Constraint objects are immutable and a solver knows them by identity, so one set can be
/// added to many solvers; creating them is not part of the timed adds (as in the kiwi harness).
struct Chain {
    /// The weak anchors' priority (kiwi's weak).
    static let anchorPriority: Priority = 100

    let x: [Variable]
    /// `required[i]`: x0 >= 0 (i = 0) or x_i − x_{i−1} >= 10.
    let required: [LinearConstraint]
    /// `anchors[i]`: x_i == 10·i at priority 100.
    let anchors: [LinearConstraint]
    let order: ChainOrder

    init(count: Int, order: ChainOrder) {
        let x = (0..<count).map { Variable("x\($0)") }
        self.x = x
        required = x.indices.map { i in i == 0 ? x[0] + 0 >= 0 : x[i] - x[i - 1] >= 10 }
        anchors = x.indices.map { i in (x[i] + 0 == 10 * Double(i)).priority(Self.anchorPriority) }
        self.order = order
    }

    var count: Int { x.count }
    /// The 2N constraints one build adds.
    var constraintCount: Int { 2 * x.count }

    /// The 2N adds, pair by pair in ``order``; each add re-optimises.
    func add(to solver: Solver) throws(SolverError) {
        for i in x.indices {
            switch order {
            case .requiredFirst:
                try solver.addConstraint(required[i])
                try solver.addConstraint(anchors[i])
            case .weakFirst:
                try solver.addConstraint(anchors[i])
                try solver.addConstraint(required[i])
            }
        }
    }

    /// The same adds inside one batch, which optimises once at the end.
    func addBatched(to solver: Solver) throws {
        try solver.batch { try add(to: solver) }
    }

    /// Removes all N weak anchors, newest first (one chain-remove op).
    func removeAnchors(from solver: Solver) throws(SolverError) {
        for anchor in anchors.reversed() { try solver.removeConstraint(anchor) }
    }

    /// Reads every x with one `values(of:)` (kiwi: `updateVariables()`); returns their sum.
    func readAll(_ solver: Solver) -> Double {
        solver.values(of: x).reduce(0, +)
    }

    /// Checks x_i = 10·i + shift for every i (shift = 0 for a plain chain; max(0, v) when x0 is
    /// pushed to v: the strong edit wins over the weak anchors, x0 >= 0 clamps it, and the weak
    /// anchors then pull every link tight, so the solution is unique).
    func expectAnchored(_ solver: Solver, shift: Double = 0, _ what: String) throws(CheckFailure) {
        for i in x.indices {
            try expectNear(solver.value(of: x[i]), 10 * Double(i) + shift, "\(what) x\(i)")
        }
    }

    /// Checks that every required link holds (after removing the anchors any feasible point is a
    /// valid answer, so nothing more can be checked).
    func expectFeasible(_ solver: Solver, _ what: String) throws(CheckFailure) {
        try expectHolds(required, in: solver, what)
    }
}

// equal-stack(N) of solver-notes §3.3: N views of equal width with 10-point gaps filling a
// width W, all required, W an edit variable. Used by equal-stack-build and equal-stack-resize.

import TrellisSolver

/// The variables and constraint objects of one stack, created once and added to fresh solvers.
struct EqualStack {
    /// The edit variable's priority (kiwi's strong).
    static let editPriority: Priority = 900

    let l: [Variable]
    let w: [Variable]
    let total = Variable("W")
    /// W, every l, every w: what one resize reads.
    let all: [Variable]
    /// In add order, interleaved per view: l0 = 0, w0 >= 0; then for each i >= 1
    /// l_i = l_{i−1} + w_{i−1} + 10, w_i = w0, w_i >= 0; finally l_{N−1} + w_{N−1} = W.
    let constraints: [LinearConstraint]

    init(count n: Int) {
        let l = (0..<n).map { Variable("l\($0)") }
        let w = (0..<n).map { Variable("w\($0)") }
        var constraints: [LinearConstraint] = []
        constraints.reserveCapacity(3 * n)
        for i in 0..<n {
            if i == 0 {
                constraints.append(l[0] + 0 == 0)
            } else {
                constraints.append(l[i] + 0 == l[i - 1] + w[i - 1] + 10)
                constraints.append(w[i] + 0 == w[0] + 0)
            }
            constraints.append(w[i] + 0 >= 0)
        }
        constraints.append(l[n - 1] + w[n - 1] == total + 0)
        self.l = l
        self.w = w
        self.constraints = constraints
        all = [total] + l + w
    }

    var count: Int { l.count }
    /// Rows one build adds: the 3N constraints plus the edit variable's.
    var constraintCount: Int { constraints.count + 1 }

    /// The resize target for op k: 20N plus a pseudo-random 0…400.
    func target(_ k: Int) -> Double { Double(20 * count + (7919 * k) % 401) }

    /// The 3N adds, then the strong edit on W (one equal-stack-build op).
    func add(to solver: Solver) throws(SolverError) {
        for constraint in constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(total, priority: Self.editPriority)
    }

    /// Suggests W and reads W, every l and every w with one `values(of:)` (kiwi:
    /// `updateVariables()`; one equal-stack-resize op); returns their sum.
    func resize(_ solver: Solver, to value: Double) throws(SolverError) -> Double {
        try solver.suggestValue(value, for: total)
        return solver.values(of: all).reduce(0, +)
    }

    /// Checks W and that every width is (W − 10(N−1))/N, and every constraint holds.
    func expectEqualWidths(_ solver: Solver, total expected: Double, _ what: String) throws(CheckFailure) {
        try expectNear(solver.value(of: total), expected, "\(what) W")
        let each = (expected - 10 * Double(count - 1)) / Double(count)
        for i in w.indices {
            try expectNear(solver.value(of: w[i]), each, "\(what) w\(i)")
            try expectNear(solver.value(of: l[i]), Double(i) * (each + 10), "\(what) l\(i)")
        }
        try expectHolds(constraints, in: solver, what)
    }
}

import Testing
import TrellisSolver

@Suite("Edit variables and constant updates")
struct EditVariableTests {
    @Test("kiwi's infeasible-edit regression ends at xm 90, xl 80, xr 100")
    func kiwiRegression() throws {
        // solver-notes §7. At xm = 60 the weak level has tied optima (xl anywhere in [30, 50]),
        // so only the objective is checked there: |xl − 30| + |xr − 50| ≥ |xl + xr − 80| = 40.
        // At xm = 90: xl + xr = 180 with xr ≤ 100 and xl + 20 ≤ xr forces xl = 80, xr = 100.
        let solver = Solver()
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        try solver.addEditVariable(xm, priority: 999)
        try solver.addEditVariable(xl, priority: 250)
        try solver.addEditVariable(xr, priority: 250)
        try solver.addConstraint(2 * xm == xl + xr + 0)
        try solver.addConstraint(xl + 20 <= xr + 0)
        try solver.addConstraint(xl + 0 >= -10)
        try solver.addConstraint(xr + 0 <= 100)
        try solver.suggestValue(40, for: xm)
        try solver.suggestValue(50, for: xr)
        try solver.suggestValue(30, for: xl)
        expectClose(solver.value(of: xm), 40)
        expectClose(solver.value(of: xl), 30)
        expectClose(solver.value(of: xr), 50)
        try solver.suggestValue(60, for: xm)
        expectClose(solver.value(of: xm), 60)
        expectClose(solver.value(of: xl) + solver.value(of: xr), 120)
        expectLevels(solver, [(999, 0), (250, 40)])
        try solver.suggestValue(90, for: xm)
        expectClose(solver.value(of: xm), 90)
        expectClose(solver.value(of: xl), 80)
        expectClose(solver.value(of: xr), 100)
        expectConsistent(solver)
    }

    @Test("a pushed chain follows its edit across the x0 ≥ 0 bound")
    func pushChain() throws {
        // x_i ≥ x_{i−1} + 10 required, x_i = 10i weak, x0 ≥ 0, edit x0 strong:
        // x_{n−1} = 10(n−1) + max(0, v).
        let solver = Solver()
        let n = 12
        let x = (0..<n).map { Variable("x\($0)") }
        try solver.addConstraint(x[0] + 0 >= 0)
        for i in 0..<n {
            try solver.addConstraint((x[i] + 0 == Double(10 * i)).priority(1))
            if i > 0 { try solver.addConstraint(x[i] + 0 >= x[i - 1] + 10) }
        }
        try solver.addEditVariable(x[0], priority: 999)
        for k in 0..<40 {
            let v = Double((7919 * k) % 401 - 200)
            try solver.suggestValue(v, for: x[0])
            expectClose(solver.value(of: x[n - 1]), Double(10 * (n - 1)) + max(0, v))
            expectClose(solver.value(of: x[0]), max(0, v))
        }
        expectConsistent(solver)
    }

    @Test("an equal stack resizes through one edit variable")
    func equalStack() throws {
        // l0 = 0, l_i = l_{i−1} + w_{i−1} + 10, w_i = w0, l_{n−1} + w_{n−1} = W:
        // every w = (W − 10(n−1)) / n.
        let solver = Solver()
        let n = 6
        let l = (0..<n).map { Variable("l\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        let total = Variable("W")
        try solver.addConstraint(l[0] + 0 == 0)
        for i in 1..<n {
            try solver.addConstraint(l[i] + 0 == l[i - 1] + w[i - 1] + 10)
            try solver.addConstraint(w[i] + 0 == w[0] + 0)
            try solver.addConstraint(w[i] + 0 >= 0)
        }
        try solver.addConstraint(l[n - 1] + w[n - 1] == total + 0)
        try solver.addEditVariable(total, priority: 999)
        for k in 0..<20 {
            let value = Double(20 * n + (7919 * k) % 401)
            try solver.suggestValue(value, for: total)
            for i in 0..<n { expectClose(solver.value(of: w[i]), (value - Double(10 * (n - 1))) / Double(n)) }
        }
        expectConsistent(solver)
    }

    @Test("updating a constant re-solves without re-adding")
    func updateConstant() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let floor = x + 0 >= 10  // expression x − 10
        try solver.addConstraint(floor)
        try solver.addConstraint((x + 0 == 0).priority(250))
        try solver.addConstraint(y + 0 == x + 5)
        try solver.updateConstant(of: floor, to: -20)  // now x ≥ 20
        expectClose(solver.value(of: x), 20)
        expectClose(solver.value(of: y), 25)
        #expect(solver.constant(of: floor) == -20)
        try solver.updateConstant(of: floor, to: 5)  // now x ≥ −5: the optional x = 0 holds
        expectClose(solver.value(of: x), 0)
        expectConsistent(solver)
    }

    @Test("updating an optional constraint's constant moves its target")
    func updateOptional() throws {
        let solver = Solver()
        let x = Variable("x")
        let target = (x + 0 == 10).priority(500)
        try solver.addConstraint(target)
        try solver.addConstraint(x + 0 <= 40)
        try solver.updateConstant(of: target, to: -30)
        expectClose(solver.value(of: x), 30)
        try solver.updateConstant(of: target, to: -70)
        expectClose(solver.value(of: x), 40)
        expectLevels(solver, [(500, 30)])
        expectConsistent(solver)
    }

    @Test("removing an edit variable releases its variable")
    func removeEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x + 0 == 5).priority(100))
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(50, for: x)
        expectClose(solver.value(of: x), 50)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        expectClose(solver.value(of: x), 5)
        expectConsistent(solver)
    }
}

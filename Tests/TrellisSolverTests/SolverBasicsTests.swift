import Testing
import TrellisSolver

@Suite("Solving small systems")
struct SolverBasicsTests {
    @Test("an optional width gives way to required bounds")
    func optionalGivesWay() throws {
        // left ≥ 10 and left + width ≤ 300 are required; width = 400 @750 can only get to 290.
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.addConstraint(left + 0 >= 10)
        try solver.addConstraint(left + width <= 300)
        try solver.addConstraint((width + 0 == 400).priority(750))
        try solver.addConstraint((left + 0 == 0).priority(250))
        expectClose(solver.value(of: left), 10)
        expectClose(solver.value(of: width), 290)
        expectLevels(solver, [(750, 110), (250, 10)])
        expectConsistent(solver)
    }

    @Test("a textbook LP: minimise x + y with x + 2y ≥ 2")
    func textbook() throws {
        // Soft x = 0 and y = 0 at one level minimise |x| + |y|; with x + 2y ≥ 2 the optimum
        // is x = 0, y = 1 (objective 1), the same as the HiGHS check in solver-notes §7.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + 2 * y >= 2)
        try solver.addConstraint(x + 0 >= 0)
        try solver.addConstraint(y + 0 >= 0)
        try solver.addConstraint((x + 0 == 0).priority(500))
        try solver.addConstraint((y + 0 == 0).priority(500))
        expectClose(solver.value(of: x), 0)
        expectClose(solver.value(of: y), 1)
        expectLevels(solver, [(500, 1)])
        expectConsistent(solver)
    }

    @Test("three equal widths with 10 pt gaps fill 300 pt")
    func equalWidths() throws {
        // 10 | w | 10 | w | 10 | w | 10 inside 300: 3w + 40 = 300, so w = 260/3.
        let solver = Solver()
        let l = (0..<3).map { Variable("l\($0)") }, w = (0..<3).map { Variable("w\($0)") }
        try solver.addConstraint(l[0] + 0 == 10)
        for i in 1..<3 {
            try solver.addConstraint(l[i] + 0 == l[i - 1] + w[i - 1] + 10)
            try solver.addConstraint(w[i] + 0 == w[0] + 0)
        }
        try solver.addConstraint(l[2] + w[2] == 290)
        for i in 0..<3 { expectClose(solver.value(of: w[i]), 260.0 / 3, tolerance: 1e-9) }
        expectClose(solver.value(of: l[2]), 10 + 2 * (260.0 / 3 + 10), tolerance: 1e-9)
        expectConsistent(solver)
    }

    @Test("multipliers on positions distribute centres (seed 002)")
    func centreMultipliers() throws {
        // Six views of width 40 in a 300-wide container: centreX_k = (2k+1)/6 × container.centerX
        // puts centres at 25, 75, …, 275 (container.centerX = 150).
        let solver = Solver()
        let width = Variable("width")
        try solver.addConstraint(width + 0 == 300)
        let centres = (0..<6).map { Variable("c\($0)") }
        for (k, centre) in centres.enumerated() {
            try solver.addConstraint(centre + 0 == (Double(2 * k + 1) / 6) * (0.5 * width))
        }
        for (k, centre) in centres.enumerated() { expectClose(solver.value(of: centre), 25 + 50 * Double(k)) }
        expectConsistent(solver)
    }

    @Test("redundant required equalities are accepted")
    func redundantEquality() throws {
        // x = 10 and x + y = 30 imply y = 20; adding y = 20 again is redundant, not a conflict
        // (compnerd/cassowary rejected it, solver-notes §5).
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + 0 == 10)
        try solver.addConstraint(x + y == 30)
        try solver.addConstraint(y + 0 == 20)
        expectClose(solver.value(of: y), 20)
        expectConsistent(solver)
    }

    @Test("a variable no constraint mentions reads as zero")
    func unknownVariable() {
        #expect(Solver().value(of: Variable("loose")) == 0)
    }

    @Test("removing a constraint restores the others' solution")
    func removal() throws {
        let solver = Solver()
        let x = Variable("x")
        let high = (x + 0 == 10).priority(750)
        try solver.addConstraint(high)
        try solver.addConstraint((x + 0 == 20).priority(250))
        expectClose(solver.value(of: x), 10)
        try solver.removeConstraint(high)
        expectClose(solver.value(of: x), 20)
        expectLevels(solver, [(250, 0)])
        #expect(!solver.hasConstraint(high))
        expectConsistent(solver)
    }

    @Test("removing a required inequality lets an optional one win")
    func removeRequiredInequality() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = x + 0 >= 50
        try solver.addConstraint(floor)
        try solver.addConstraint((x + 0 == 20).priority(250))
        expectClose(solver.value(of: x), 50)
        try solver.removeConstraint(floor)
        expectClose(solver.value(of: x), 20)
        expectConsistent(solver)
    }

    @Test("a batch defers optimisation and gives the same values")
    func batch() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.batch {
            try solver.addConstraint(x + 0 >= 10)
            try solver.addConstraint((x + 0 == 0).priority(250))
            try solver.addConstraint(y + 0 == x + 5)
            expectClose(solver.value(of: y), 15)  // reading inside the batch optimises first
            try solver.addConstraint(x + 0 >= 30)
        }
        expectClose(solver.value(of: x), 30)
        expectClose(solver.value(of: y), 35)
        expectConsistent(solver)
    }

    @Test("the dump lists every section in a fixed order")
    func dump() throws {
        // x ≥ 10 becomes the row x − 10 − s1 = 0; x (new variable) is its subject: x = 10 + s1.
        // y == x + 5 is a required equality with a new variable: it stays out of the tableau as
        // the definition y = x + 5.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + 0 >= 10)
        try solver.addConstraint(LinearExpression(y) == x + 5)
        #expect(
            solver.dump() == """
                Objective
                Tableau
                  x = 10 + s1
                Infeasible
                Variables
                  x = 10
                Edits
                Constraints
                  x - 10 >= 0 marker s1
                Definitions
                  y = x + 5   from y - x - 5 == 0

                """)
        #expect(solver.value(of: y) == 15)
    }

    @Test("the same program gives the same tableau every time")
    func determinism() throws {
        func build() throws -> String {
            let solver = Solver()
            let v = (0..<8).map { Variable("v\($0)") }
            for i in 1..<8 {
                try solver.addConstraint(v[i] + 0 >= v[i - 1] + 10)
                try solver.addConstraint((v[i] + 0 == Double(7 * i % 5) * 10).priority(Priority(Float(100 + i % 3))))
            }
            try solver.addEditVariable(v[0], priority: 999)
            try solver.suggestValue(35, for: v[0])
            return solver.dump()
        }
        let first = try build()
        for _ in 0..<5 { #expect(try build() == first) }
    }
}

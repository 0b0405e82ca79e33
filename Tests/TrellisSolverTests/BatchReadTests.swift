import Testing
import TrellisSolver

@Suite("Reading many values at once")
struct BatchReadTests {
    /// Three equal widths with 10 pt gaps between them fill `W`, an edit variable: everything but
    /// `W` is solved by required equalities (definitions).
    struct Stack {
        let solver = Solver()
        let l = (0..<3).map { Variable("l\($0)") }, w = (0..<3).map { Variable("w\($0)") }
        let total = Variable("W")

        init() throws {
            try solver.addConstraint(l[0] + 0 == 0)
            for i in 1..<3 {
                try solver.addConstraint(l[i] + 0 == l[i - 1] + w[i - 1] + 10)
                try solver.addConstraint(w[i] + 0 == w[0] + 0)
            }
            try solver.addConstraint(l[2] + w[2] == total + 0)
            try solver.addEditVariable(total, priority: 900)
        }
    }

    @Test("values come back in the order asked, defined and edited alike")
    func orderOfDefinedVariables() throws {
        let stack = try Stack()
        let stray = Variable("stray")  // in no constraint: reads as zero
        // W = 290: 3w + 20 = 290, so w = 90, and l = 0, 100, 200.
        try stack.solver.suggestValue(290, for: stack.total)
        let asked = [stack.w[2], stack.l[1], stack.total, stack.l[2], stray, stack.w[0], stack.w[2]]
        expectValues(stack.solver, asked, [90, 100, 290, 200, 0, 90, 90])
        // Another suggestion invalidates what the first read evaluated: w = 100, l = 0, 110, 220.
        try stack.solver.suggestValue(320, for: stack.total)
        expectValues(stack.solver, stack.l + stack.w, [0, 110, 220, 100, 100, 100])
        #expect(stack.solver.values(of: []) == [])
    }

    @Test("a system mostly in the tableau reads its one definition too")
    func tableauVariables() throws {
        // x ≥ 10 and y ≥ x + 5 hold x and y in the tableau (weakly pulled to 0); z = y + 1 is a
        // definition. So x = 10, y = 15, z = 16.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(x + 0 >= 10)
        try solver.addConstraint(y + 0 >= x + 5)
        try solver.addConstraint((x + 0 == 0).priority(.low))
        try solver.addConstraint((y + 0 == 0).priority(.low))
        try solver.addConstraint(z + 0 == y + 1)
        expectValues(solver, [z, y, x, Variable("stray")], [16, 15, 10, 0])
    }

    @Test("inside a batch, a read finishes the deferred optimisation first")
    func insideBatch() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.batch {
            try solver.addConstraint(x + 0 >= 20)
            try solver.addConstraint((x + 0 == 0).priority(.low))
            try solver.addConstraint(y + 0 == x + 5)
            // x is pulled to 0 but held at 20; y = x + 5 = 25.
            expectValues(solver, [x, y], [20, 25])
        }
        expectValues(solver, [y, x], [25, 20])
    }
}

/// Reads `variables` with one `values(of:)` call (first, so that it is the read that finishes
/// any pending work) and checks them against `expected` and against one `value(of:)` each.
private func expectValues(
    _ solver: Solver, _ variables: [Variable], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation
) {
    let values = solver.values(of: variables)
    #expect(values.count == expected.count, sourceLocation: sourceLocation)
    for (value, wanted) in zip(values, expected) { expectClose(value, wanted, sourceLocation: sourceLocation) }
    #expect(values == variables.map { solver.value(of: $0) }, sourceLocation: sourceLocation)
}

import Testing

@testable import TrellisSolver

/// Optional equalities whose variable nothing else mentions, kept as definitions until something
/// does (see `Internal/Definitions.swift`).
@Suite("Optional definitions")
struct OptionalDefinitionTests {
    /// A chain `x[i] = x[i−1] + h[i−1] + 8` with every `h` a tableau variable fixed at 20:
    /// `x[i] = 28·i`, the shape of a vertical stack's rows.
    func chain(_ count: Int) throws -> (Solver, x: [Variable], h: [Variable]) {
        let solver = Solver()
        let x = (0..<count).map { Variable("x\($0)") }
        let h = (0..<count).map { Variable("h\($0)") }
        try solver.addConstraint(x[0] + 0 == 0)
        for i in 0..<count {
            try solver.addConstraint((h[i] + 0 >= 20))
            try solver.addConstraint((h[i] + 0 == 20).priority(750))
            if i > 0 { try solver.addConstraint(LinearExpression(x[i]) == x[i - 1] + h[i - 1] + 8) }
        }
        return (solver, x, h)
    }

    @Test("an optional equality of a variable nothing else mentions is a definition, and holds")
    func definesFreeVariable() throws {
        let (solver, x, h) = try chain(40)
        let hidden = Variable("hidden")
        // The hidden item's top, half a gap below the last row: 28·39 + 20 + 4 = 1116.
        let pin = (LinearExpression(hidden) == x[39] + h[39] + 4).priority(50)
        let expanded = solver.definitionWork.definitionsExpanded
        try solver.addConstraint(pin)
        #expect(solver.definitions.optionalDefinitions(mentionedBy: pin).count == 1)
        // Lowered into the tableau, the pin expanded the whole chain above it.
        #expect(solver.definitionWork.definitionsExpanded == expanded)
        #expect(solver.value(of: hidden) == 1116)
        #expect(solver.violation(of: pin) == 0)
        #expect(!solver.isBroken(pin))
        #expect(solver.constraints.last === pin)
        #expect(solver.constant(of: pin) == -4)
        // Its level is reported, satisfied.
        #expect(solver.objective.map(\.priority) == [750, 50])
        #expect(solver.objective.map(\.value) == [0, 0])
        try solver.updateConstant(of: pin, to: -10)
        #expect(solver.value(of: hidden) == 1122)
        try solver.removeConstraint(pin)
        #expect(!solver.hasConstraint(pin))
        #expect(solver.value(of: hidden) == 0)
        expectConsistent(solver)
    }

    @Test("a constraint that mentions the variable moves the optional definition into the tableau")
    func demotion() throws {
        let (solver, x, h) = try chain(10)
        let hidden = Variable("hidden")
        let pin = (LinearExpression(hidden) == x[9] + h[9] + 4).priority(50)
        try solver.addConstraint(pin)
        // A stronger wish for the same variable: the pin gives way, 276 − 100 = 176 short.
        let wish = (hidden + 0 == 100).priority(250)
        try solver.addConstraint(wish)
        #expect(solver.definitionWork.demotions == 1)
        #expect(solver.definitions.optionalLevels.isEmpty)
        #expect(solver.value(of: hidden) == 100)
        #expect(solver.violation(of: pin) == 176)
        #expect(solver.objective.map(\.value) == [0, 0, 176])
        // A required bound moves it again; the pin is still the weakest.
        try solver.addConstraint(hidden + 0 >= 150)
        #expect(solver.value(of: hidden) == 150)
        try solver.removeConstraint(wish)
        #expect(solver.value(of: hidden) == 276)
        expectConsistent(solver)
    }

    @Test("a required constraint that fails after a demotion leaves the solver as it was")
    func failedAddRestores() throws {
        let (solver, x, h) = try chain(5)
        let hidden = Variable("hidden")
        try solver.addConstraint((LinearExpression(hidden) == x[4] + h[4] + 4).priority(50))
        let before = solver.dump()
        // `hidden` is free, so a constraint that gives it a usable coefficient can always hold;
        // this one gives it a tiny one next to a variable fixed at 0, so it may fail, and does.
        let tiny = LinearConstraint(LinearExpression(terms: [(hidden, 1e-12), (x[0], 1)], constant: -5), .equal)
        #expect(throws: SolverError.self) { try solver.addConstraint(tiny) }
        #expect(solver.dump() == before)
        #expect(solver.definitions.optionalLevels.count == 1)
        #expect(solver.value(of: hidden) == 28 * 4 + 24)
        expectConsistent(solver)
    }

    @Test("an edit variable's constraint and a one-variable wish stay in the tableau")
    func notDefined() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(5, for: x)
        try solver.addConstraint((y + 0 == 3).priority(250))
        #expect(solver.definitions.optionalLevels.isEmpty)
        #expect(solver.value(of: x) == 5 && solver.value(of: y) == 3)
    }
}

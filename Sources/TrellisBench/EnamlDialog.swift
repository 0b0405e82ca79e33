// The enaml-like dialog as a built solver: the enaml-build op, the enaml-resize op, and the
// checks against the HiGHS lexicographic oracle's optimum.

import TrellisSolver

/// A solver holding the enaml-like system (solver-notes §2).
final class EnamlDialog {
    let solver: Solver
    let variables: [Variable]
    /// The 111 constraints, in ``enamlSpecs`` order.
    let constraints: [LinearConstraint]

    /// The six window sizes, cycled by enaml-resize (as kiwi's Python benchmark does, so every
    /// resize is a real edit with real pivots).
    static let sizes: [(width: Double, height: Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]

    /// Builds the whole system: a fresh solver, the 37 variables, the two strong edit variables
    /// (kiwi adds them first), then the 111 constraint objects, each added as it is created.
    /// This is exactly one enaml-build op.
    init() throws(SolverError) {
        let solver = Solver()
        var variables: [Variable] = []
        variables.reserveCapacity(EnamlVariable.names.count)
        for name in EnamlVariable.names { variables.append(Variable(name)) }
        try solver.addEditVariable(variables[EnamlVariable.width.rawValue], priority: EnamlStrength.strong.priority)
        try solver.addEditVariable(variables[EnamlVariable.height.rawValue], priority: EnamlStrength.strong.priority)
        var constraints: [LinearConstraint] = []
        constraints.reserveCapacity(enamlSpecs.count)
        for spec in enamlSpecs {
            let expression = LinearExpression(
                terms: spec.terms.map { (variables[$0.variable.rawValue], $0.coefficient) }, constant: -spec.rhs)
            let constraint = LinearConstraint(expression, spec.relation, priority: spec.strength.priority)
            try solver.addConstraint(constraint)
            constraints.append(constraint)
        }
        self.solver = solver
        self.variables = variables
        self.constraints = constraints
    }

    subscript(_ variable: EnamlVariable) -> Variable { variables[variable.rawValue] }

    /// Suggests a window size and reads all 37 values with one `values(of:)` (kiwi:
    /// `updateVariables()`; one enaml-resize op); returns their sum.
    func resize(width: Double, height: Double) throws(SolverError) -> Double {
        try solver.suggestValue(width, for: self[.width])
        try solver.suggestValue(height, for: self[.height])
        return solver.values(of: variables).reduce(0, +)
    }
}

// MARK: - Checks

extension EnamlDialog {
    /// The optimum's total violation per priority level at each size, highest level first, from
    /// the HiGHS lexicographic oracle (`Tests/TrellisSolverTests/Fixtures/enaml-like.txt`,
    /// copied here because the bench must not read test files). They follow 900, 800 → 0;
    /// 700 → 2·height − 256; 600 → width + height; 100 → 44, and equal kiwi's weighted optimum
    /// split by strength (2,180,044 at 400×600 = 1250·944 + 1000·1000 + 44).
    static let levelOptima: [(width: Double, height: Double, levels: [Float: Double])] = [
        (400, 600, [900: 0, 800: 0, 700: 944, 600: 1000, 100: 44]),
        (600, 400, [900: 0, 800: 0, 700: 544, 600: 1000, 100: 44]),
        (800, 1200, [900: 0, 800: 0, 700: 2144, 600: 2000, 100: 44]),
        (1200, 800, [900: 0, 800: 0, 700: 1344, 600: 2000, 100: 44]),
        (400, 800, [900: 0, 800: 0, 700: 1344, 600: 1200, 100: 44]),
        (800, 400, [900: 0, 800: 0, 700: 544, 600: 1200, 100: 44]),
    ]

    /// Suggests each of the six sizes and checks the edits, every required constraint, and each
    /// level's total violation against the oracle; then checks the values that are unique at
    /// 400×600.
    ///
    /// The optimum is degenerate (solver-notes §2: several layouts share it), so most vertical
    /// positions are not checked. What is unique: every strong and SM constraint holds (those
    /// levels' optimum is 0), which fixes heights 16/21/24; the horizontal medium-gap constraints
    /// all hold and the weak label widths then force all three labels to width 67, which fixes
    /// the midline and every x and width. Absolute x and y are unique among vertex solutions
    /// (what a simplex returns): every x can shift together and only `left >= 0` stops it, so a
    /// vertex has left = 0, and likewise top = 0.
    func verify() throws {
        for (width, height, levels) in Self.levelOptima {
            let at = "enaml at \(Int(width))x\(Int(height))"
            _ = try resize(width: width, height: height)
            try expectNear(solver.value(of: self[.width]), width, "\(at) width (strong edit)")
            try expectNear(solver.value(of: self[.height]), height, "\(at) height (strong edit)")
            try expectHolds(constraints.filter { $0.priority.isRequired }, in: solver, at)
            var actual: [Float: Double] = [900: 0]  // the edits' level, even if nothing else were there
            for constraint in constraints where !constraint.priority.isRequired {
                actual[constraint.priority.value, default: 0] += violation(of: constraint, in: solver)
            }
            try expect(
                Set(actual.keys) == Set(levels.keys),
                "\(at): levels \(actual.keys.sorted()), expected \(levels.keys.sorted())")
            for (level, optimum) in levels {
                try expectNear(actual[level] ?? .nan, optimum, "\(at) total violation at priority \(Int(level))")
            }
        }
        _ = try resize(width: 400, height: 600)
        let expected: [(EnamlVariable, Double)] = [
            (.left, 0), (.top, 0), (.contents_left, 10), (.contents_right, 390), (.contents_top, 10),
            (.contents_bottom, 590), (.midline, 87),
            (.lb1left, 10), (.lb2left, 10), (.lb3left, 10), (.lb1width, 67), (.lb2width, 67), (.lb3width, 67),
            (.lb1height, 16), (.lb2height, 16), (.lb3height, 16),
            (.fl1left, 87), (.fl2left, 87), (.fl1width, 303), (.fl2width, 303), (.fl1height, 21), (.fl2height, 21),
            (.ctleft, 87), (.ctwidth, 303), (.ctheight, 24),
            (.fl3left, 10), (.fl3width, 380), (.fl3height, 21),
        ]
        for (variable, value) in expected {
            try expectNear(solver.value(of: self[variable]), value, "enaml at 400x600 \(self[variable])")
        }
    }
}

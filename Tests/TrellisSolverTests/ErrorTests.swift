import Testing
import TrellisSolver

@Suite("Misuse is a typed error, never a trap")
struct ErrorTests {
    let x = Variable("x")

    @Test("adding the same constraint twice")
    func duplicate() throws {
        let solver = Solver()
        let constraint = x + 0 >= 1
        try solver.addConstraint(constraint)
        #expect { try solver.addConstraint(constraint) } throws: { error in
            guard case SolverError.duplicateConstraint(let c) = error else { return false }
            return c === constraint
        }
    }

    @Test("removing or updating a constraint that was never added")
    func unknown() {
        let solver = Solver()
        let constraint = x + 0 >= 1
        #expect { try solver.removeConstraint(constraint) } throws: { error in
            if case SolverError.unknownConstraint = error { return true } else { return false }
        }
        #expect { try solver.updateConstant(of: constraint, to: 3) } throws: { error in
            if case SolverError.unknownConstraint = error { return true } else { return false }
        }
    }

    @Test("priorities outside (0, 1000]", arguments: [Float(0), -5, 1000.5, 2000, .nan, .infinity])
    func invalidPriority(value: Float) {
        let solver = Solver()
        #expect { try solver.addConstraint((x + 0 == 1).priority(Priority(value))) } throws: { error in
            if case SolverError.invalidPriority = error { return true } else { return false }
        }
        #expect(solver.constraints.isEmpty)
    }

    @Test("non-finite coefficients and constants", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(value: Double) {
        let solver = Solver()
        for constraint in [value * x == 1, x + value == 1] {
            #expect { try solver.addConstraint(constraint) } throws: { error in
                if case SolverError.nonFiniteValue = error { return true } else { return false }
            }
        }
        #expect(solver.dump() == Solver().dump())
    }

    @Test("edit variable misuse")
    func edits() throws {
        let solver = Solver()
        #expect { try solver.addEditVariable(x, priority: .required) } throws: { error in
            if case SolverError.requiredEditVariable = error { return true } else { return false }
        }
        #expect { try solver.addEditVariable(x, priority: 0) } throws: { error in
            if case SolverError.invalidPriority = error { return true } else { return false }
        }
        #expect { try solver.suggestValue(1, for: x) } throws: { error in
            if case SolverError.unknownEditVariable = error { return true } else { return false }
        }
        #expect { try solver.removeEditVariable(x) } throws: { error in
            if case SolverError.unknownEditVariable = error { return true } else { return false }
        }
        try solver.addEditVariable(x, priority: 999)
        #expect { try solver.addEditVariable(x, priority: 500) } throws: { error in
            if case SolverError.duplicateEditVariable = error { return true } else { return false }
        }
        #expect { try solver.suggestValue(.nan, for: x) } throws: { error in
            if case SolverError.nonFiniteValue = error { return true } else { return false }
        }
        #expect { try solver.updateConstant(of: x + 0 == 1, to: .infinity) } throws: { error in
            if case SolverError.unknownConstraint = error { return true } else { return false }
        }
    }

    @Test("an edit's internal constraint is not a user constraint")
    func editConstraintHidden() throws {
        let solver = Solver()
        try solver.addEditVariable(x, priority: 999)
        #expect(solver.constraints.isEmpty)
    }

    @Test("every error explains itself")
    func messages() {
        let errors: [SolverError] = [
            .duplicateConstraint(x + 0 == 1), .invalidPriority(1200), .requiredEditVariable(x),
            .nonFiniteValue("The value suggested for `x`"),
        ]
        for error in errors { #expect(!error.description.isEmpty) }
        #expect(SolverError.invalidPriority(1200).description.contains("(0, 1000]"))
    }
}

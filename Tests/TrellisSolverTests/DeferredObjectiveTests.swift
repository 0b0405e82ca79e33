import Testing
@testable import TrellisSolver

/// A batch into a solver with no optional constraint yet builds its objective once, at the end,
/// instead of cell by cell as each constraint arrives (see `Tableau+DeferredObjective.swift`).
@Suite("A deferred objective")
struct DeferredObjectiveTests {
    /// Two widths with intrinsic sizes 30 and 50 (hugging 251 and 250, compression 750) that
    /// must fill 92 points, and a third width that three optional constraints pull to 40 (two
    /// identical ones, one row of weight 2) or to 60 (one).
    struct System {
        let w1 = Variable("w1"), w2 = Variable("w2"), w3 = Variable("w3")
        var constraints: [LinearConstraint] {
            [
                LinearConstraint(w1 + w2 - 92, .equal, priority: .required),
                LinearConstraint(w1 - 30, abovePriority: 251, belowPriority: 750),
                LinearConstraint(w2 - 50, abovePriority: 250, belowPriority: 750),
                LinearConstraint(w3 - 40, .equal, priority: Priority(500)),
                LinearConstraint(w3 - 40, .equal, priority: Priority(500)),
                LinearConstraint(w3 - 60, .equal, priority: Priority(500)),
            ]
        }

        /// Adds every constraint to `solver` in one batch.
        func addInOneBatch(to solver: Solver) throws {
            try solver.batch {
                for constraint in constraints { try solver.addConstraint(constraint) }
            }
        }
    }

    @Test("a batch into an empty solver updates no objective cell one at a time, with the hand-computed optimum")
    func handComputed() throws {
        let system = System()
        let solver = Solver()
        let before = solver.work
        try system.addInOneBatch(to: solver)
        #expect((solver.work - before).objectiveUpdates == 0)
        expectOptimum(solver, system)
    }

    /// The whole system's optimum, by hand: w1 + w2 = 92 is 12 more than the intrinsic 80, and
    /// the weaker hugging (w2's, at 250) gives way, so w1 = 30 and w2 = 62. w3: 40 is wanted
    /// twice, 60 once (all at 500), so w3 = 40 and level 500 carries the one missed by 20.
    func expectOptimum(_ solver: Solver, _ system: System, sourceLocation: SourceLocation = #_sourceLocation) {
        expectClose(solver.value(of: system.w1), 30, sourceLocation: sourceLocation)
        expectClose(solver.value(of: system.w2), 62, sourceLocation: sourceLocation)
        expectClose(solver.value(of: system.w3), 40, sourceLocation: sourceLocation)
        expectLevels(solver, [(750, 0), (500, 20), (251, 0), (250, 12)], sourceLocation: sourceLocation)
        expectConsistent(solver, sourceLocation: sourceLocation)
    }

    @Test("the same tableau as adding one constraint at a time, which updates the objective cell by cell")
    func sameAsIncremental() throws {
        let system = System()
        let batched = Solver()
        try system.addInOneBatch(to: batched)
        let incremental = Solver()
        let before = incremental.work
        for constraint in system.constraints { try incremental.addConstraint(constraint) }
        // Two errors for each of the five optional constraints' rows (the twin adds its weight).
        #expect((incremental.work - before).objectiveUpdates >= 10)
        #expect(batched.dump() == incremental.dump())
    }

    @Test("a read inside the batch builds it; the adds after it update it as they come")
    func readInsideBatch() throws {
        let system = System()
        let solver = Solver()
        var updatesAfterRead = 0
        try solver.batch {
            let constraints = system.constraints
            for constraint in constraints.prefix(3) { try solver.addConstraint(constraint) }
            // After the first three: w3 is unconstrained, the widths as in the full system.
            expectLevels(solver, [(750, 0), (251, 0), (250, 12)])
            let read = solver.work
            for constraint in constraints.dropFirst(3) { try solver.addConstraint(constraint) }
            updatesAfterRead = (solver.work - read).objectiveUpdates
        }
        #expect(updatesAfterRead > 0)
        expectOptimum(solver, system)
    }

    @Test("removals and a twin group's hand-over inside the batch are counted from the records")
    func removalsInsideBatch() throws {
        let system = System()
        let solver = Solver()
        let constraints = system.constraints
        try solver.batch {
            for constraint in constraints { try solver.addConstraint(constraint) }
            // The group's first constraint leaves (its twin takes the row over, weight 1), and
            // w2's intrinsic size leaves: 40 and 60 now weigh the same for w3, so the required
            // 60 below decides; w2 takes all the slack with no penalty.
            try solver.removeConstraint(constraints[3])
            try solver.removeConstraint(constraints[2])
            try solver.addConstraint(LinearConstraint(system.w3 - 60, .greaterThanOrEqual, priority: .required))
        }
        expectClose(solver.value(of: system.w1), 30)
        expectClose(solver.value(of: system.w2), 62)
        expectClose(solver.value(of: system.w3), 60)
        expectLevels(solver, [(750, 0), (500, 20), (251, 0)])
        expectConsistent(solver)
    }

    @Test("a required constraint rejected by phase one inside the batch leaves the rest as they were")
    func phaseOneInsideBatch() throws {
        let x = Variable("x")
        let solver = Solver()
        var rejected = 0
        try solver.batch {
            try solver.addConstraint(LinearConstraint(x - 10, abovePriority: 250, belowPriority: 750))
            try solver.addConstraint(LinearConstraint(x - 100, .greaterThanOrEqual, priority: .required))
            // Lowered through the rows above, x ≤ 50 reads 50 + two slacks = 0: no symbol can be
            // its subject, so phase one (which reads the objective) tries it and finds it
            // unsatisfiable.
            do {
                try solver.addConstraint(LinearConstraint(x - 50, .lessThanOrEqual, priority: .required))
            } catch {
                rejected += 1
            }
        }
        #expect(rejected == 1)
        // x ≥ 100 holds; hugging (x ≤ 10 at 250) is missed by 90.
        expectClose(solver.value(of: x), 100)
        expectLevels(solver, [(750, 0), (250, 90)])
        expectConsistent(solver)
    }

    @Test("every oracle system added in one batch has the oracle's optimum", arguments: OracleFixtureTests.files)
    func oracleInOneBatch(file: String) throws {
        for system in try FixtureSystem.load(file)
        where system.profile != "large" && system.constraints.count <= OracleFixtureTests.constraintLimit {
            let solver = Solver()
            let (variables, constraints) = system.makeConstraints()
            var rejected: [Int] = []
            try solver.batch {
                for (index, constraint) in constraints.enumerated() {
                    do { try solver.addConstraint(constraint) } catch { rejected.append(index) }
                }
            }
            #expect(rejected == system.rejected, "\(system): rejected")
            OracleFixtureTests.expectOracleOptimum(solver, system, variables: variables)
            #expect(solver.invariantViolations == [], "\(system)")
        }
    }
}

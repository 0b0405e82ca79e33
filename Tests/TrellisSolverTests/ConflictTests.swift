import Testing
import TrellisSolver

@Suite("Required conflicts")
struct ConflictTests {
    /// Adds `constraint`, expecting a conflict, and returns it.
    func conflict(adding constraint: LinearConstraint, to solver: Solver) -> Conflict? {
        do {
            try solver.addConstraint(constraint)
        } catch {
            if case .unsatisfiable(let conflict) = error { return conflict }
            Issue.record("unexpected error \(error)")
            return nil
        }
        Issue.record("\(constraint) was accepted")
        return nil
    }

    @Test("a contradicting equality reports the one it contradicts and changes nothing")
    func contradiction() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let ten = x + 0 == 10
        try solver.addConstraint(ten)
        try solver.addConstraint(y + 0 >= 0)
        try solver.addConstraint((y + 0 == 3).priority(500))
        let before = solver.dump()
        let twenty = x + 0 == 20
        let report = conflict(adding: twenty, to: solver)
        #expect(report?.conflicting.map(ObjectIdentifier.init) == [ObjectIdentifier(ten)])
        #expect(report?.constraint === twenty)
        #expect(solver.dump() == before)
        #expect(!solver.hasConstraint(twenty))
        expectConsistent(solver)
    }

    @Test("the conflicting set is minimal: unrelated and redundant constraints are left out")
    func minimalSet() throws {
        // x ≥ 10, y ≤ 5 and x ≤ y cannot hold together; z = 3, x ≤ 100 and y ≥ −50 play no part.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let lower = x + 0 >= 10, upper = y + 0 <= 5
        let others: [LinearConstraint] = [z + 0 == 3, x + 0 <= 100, y + 0 >= -50]
        for constraint in [lower, others[0], others[1], upper, others[2]] {
            try solver.addConstraint(constraint)
        }
        let before = solver.dump()
        let report = conflict(adding: x + 0 <= y + 0, to: solver)
        #expect(report?.conflicting.map(ObjectIdentifier.init) == [lower, upper].map(ObjectIdentifier.init))
        #expect(solver.dump() == before)
        expectConsistent(solver)
    }

    @Test("a conflict through a chain of equalities names the whole chain")
    func chain() throws {
        // a = 0, b = a + 10, c = b + 10 force c = 20; c ≤ 15 conflicts with all three.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let chain: [LinearConstraint] = [a + 0 == 0, LinearExpression(b) == a + 10, LinearExpression(c) == b + 10]
        for constraint in chain { try solver.addConstraint(constraint) }
        try solver.addConstraint(c + 0 <= 1000)
        let report = conflict(adding: c + 0 <= 15, to: solver)
        #expect(report?.conflicting.map(ObjectIdentifier.init) == chain.map(ObjectIdentifier.init))
    }

    @Test("a constraint that cannot hold on its own conflicts with nothing")
    func selfContradiction() {
        let solver = Solver()
        let report = conflict(adding: LinearExpression(constant: 0) >= 5, to: solver)
        #expect(report?.conflicting.isEmpty == true)
    }

    @Test("recovery mode keeps the broken constraint above every optional priority")
    func breakConstraint() throws {
        // x = 10 required holds; x = 20 is broken (kept at the 1100 level, missed by 10);
        // x = 30 @999 is lower than the broken level and misses by 20.
        let solver = Solver()
        let x = Variable("x")
        let ten = x + 0 == 10
        try solver.addConstraint(ten)
        try solver.addConstraint((x + 0 == 30).priority(999))
        let twenty = x + 0 == 20
        let report = try solver.addConstraint(twenty, onConflict: .breakConstraint)
        #expect(report?.conflicting.map(ObjectIdentifier.init) == [ObjectIdentifier(ten)])
        #expect(solver.isBroken(twenty))
        expectClose(solver.value(of: x), 10)
        expectLevels(solver, [(1100, 10), (999, 20)])
        // Once the other side is gone the broken constraint holds fully.
        try solver.removeConstraint(ten)
        expectClose(solver.value(of: x), 20)
        expectConsistent(solver)
    }

    @Test("a constant update that would conflict is refused and the old state kept")
    func conflictingUpdate() throws {
        let solver = Solver()
        let x = Variable("x")
        let ceiling = x + 0 <= 50  // x − 50 ≤ 0
        let floor = x + 0 >= 10
        try solver.addConstraint(ceiling)
        try solver.addConstraint(floor)
        try solver.addConstraint((x + 0 == 40).priority(250))
        let before = solver.dump()
        do {
            try solver.updateConstant(of: ceiling, to: -5)  // x ≤ 5 contradicts x ≥ 10
            Issue.record("the update was accepted")
        } catch {
            guard case .unsatisfiable(let report) = error else { Issue.record("\(error)"); return }
            #expect(report.conflicting.map(ObjectIdentifier.init) == [ObjectIdentifier(floor)])
        }
        #expect(solver.dump() == before)
        #expect(solver.constant(of: ceiling) == -50)
        expectClose(solver.value(of: x), 40)
        expectConsistent(solver)
    }

    @Test("a failed add does not leave variables or symbols behind")
    func noLeftovers() throws {
        let solver = Solver()
        let x = Variable("x"), fresh = Variable("fresh")
        try solver.addConstraint(x + 0 == 1)
        let before = solver.dump()
        _ = conflict(adding: x + fresh == 5 + fresh, to: solver)  // x = 5 in disguise
        #expect(solver.dump() == before)
        try solver.addConstraint(fresh + 0 == 2)
        expectClose(solver.value(of: fresh), 2)
        expectConsistent(solver)
    }

    @Test("moving a constant under a redundant equality is a conflict")
    func redundantThenMoved() throws {
        // x = 10 and x + y = 30 imply y = 20, so y = 20 is redundant. Moving x to 12 would force
        // y = 18: it conflicts with x + y = 30 and y = 20 together (either alone is fine).
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let ten = x + 0 == 10, sum = x + y == 30, twenty = y + 0 == 20
        for constraint in [ten, sum, twenty] { try solver.addConstraint(constraint) }
        let before = solver.dump()
        do {
            try solver.updateConstant(of: ten, to: -12)
            Issue.record("the update was accepted")
        } catch {
            guard case .unsatisfiable(let report) = error else { Issue.record("\(error)"); return }
            #expect(report.conflicting.map(ObjectIdentifier.init) == [sum, twenty].map(ObjectIdentifier.init))
        }
        #expect(solver.dump() == before)
        try solver.removeConstraint(twenty)
        try solver.updateConstant(of: ten, to: -12)
        expectClose(solver.value(of: y), 18)
        expectConsistent(solver)
    }
}

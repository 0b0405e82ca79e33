import Testing
@testable import TrellisSolver

/// Identical optional constraints share one tableau row (see `Tableau+Twins.swift`), however
/// their terms are ordered and however many there are.
@Suite("Identical optional constraints share a row")
struct TwinRowTests {
    /// `Σ xᵢ == 10 @250` over `count` variables, twice: once in order, once reversed.
    func twins(count: Int) throws -> (Solver, LinearConstraint, LinearConstraint) {
        let solver = Solver()
        let variables = (0..<count).map { Variable("x\($0)") }
        var forward = LinearExpression(constant: -10)
        for variable in variables { forward = forward + variable }
        var backward = LinearExpression(constant: -10)
        for variable in variables.reversed() { backward = backward + variable }
        let first = LinearConstraint(forward, .equal, priority: Priority(250))
        let second = LinearConstraint(backward, .equal, priority: Priority(250))
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        return (solver, first, second)
    }

    @Test("a short row and a long row (sorted two ways to build the signature) both merge", arguments: [3, 200])
    func merge(count: Int) throws {
        let (solver, first, second) = try twins(count: count)
        // The second constraint is counted on the first one's row: weight 2, no row of its own.
        #expect(solver.tableau.records[first]?.weight == 2)
        #expect(solver.tableau.records[second]?.weight == 0)
    }

    @Test("one-term rows (an intrinsic size's) merge only when variable, coefficient, constant and both priorities agree")
    func oneTerm() throws {
        // One-term signatures keep their term inline instead of in an array; each of the four
        // variations below must still make a row of its own.
        let (x, y) = (Variable("x"), Variable("y"))
        let solver = Solver()
        let base = LinearConstraint(x - 100, abovePriority: 250, belowPriority: 750)
        let twin = LinearConstraint(x - 100, abovePriority: 250, belowPriority: 750)
        let otherVariable = LinearConstraint(y - 100, abovePriority: 250, belowPriority: 750)
        let otherCoefficient = LinearConstraint(2 * x - 100, abovePriority: 250, belowPriority: 750)
        let otherConstant = LinearConstraint(x - 90, abovePriority: 250, belowPriority: 750)
        let otherBelow = LinearConstraint(x - 100, abovePriority: 250, belowPriority: 749)
        for constraint in [base, twin, otherVariable, otherCoefficient, otherConstant, otherBelow] {
            try solver.addConstraint(constraint)
        }
        #expect(solver.tableau.records[base]?.weight == 2)
        #expect(solver.tableau.records[twin]?.weight == 0)
        for constraint in [otherVariable, otherCoefficient, otherConstant, otherBelow] {
            #expect(solver.tableau.records[constraint]?.weight == 1)
        }
        // Compression resistance at 750 beats 749 and hugging: x settles at 100 (2x = 100 and
        // x = 90 give way), y at 100.
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
        #expect(abs(solver.value(of: y) - 100) < 1e-9)
    }

    @Test("the earliest remaining twin takes a group over, after twins left from the middle")
    func handOverOrder() throws {
        // Four identical constraints: `first` holds the row, weight 4. Removing a twin from the
        // middle keeps the others' order; removing the holder hands the row to the earliest
        // left (`second`, weight 2), and removing that one to `fourth` (weight 1).
        let x = Variable("x")
        let solver = Solver()
        let group = (0..<4).map { _ in LinearConstraint(x - 100, abovePriority: 250, belowPriority: 750) }
        for constraint in group { try solver.addConstraint(constraint) }
        #expect(solver.tableau.records[group[0]]?.weight == 4)
        try solver.removeConstraint(group[2])
        #expect(solver.tableau.records[group[0]]?.weight == 3)
        try solver.removeConstraint(group[0])
        #expect(solver.tableau.records[group[1]]?.weight == 2)
        #expect(solver.tableau.records[group[3]]?.weight == 0)
        try solver.removeConstraint(group[1])
        #expect(solver.tableau.records[group[3]]?.weight == 1)
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
        // A new twin joins the group's new holder.
        let late = LinearConstraint(x - 100, abovePriority: 250, belowPriority: 750)
        try solver.addConstraint(late)
        #expect(solver.tableau.records[group[3]]?.weight == 2)
        #expect(solver.tableau.records[late]?.weight == 0)
    }
}

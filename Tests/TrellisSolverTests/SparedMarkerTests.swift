import Testing

@testable import TrellisSolver

/// Crowded markers: past 64 rows a required equality's marker is frozen (its column dropped, so
/// removing the constraint rebuilds the tableau), except the oldest eight still crowded, which
/// keep their columns.
@Suite("Crowded markers spared from freezing")
struct SparedMarkerTests {
    /// Rows per group: more than the column limit of 64, so each group's marker is crowded.
    static let rows = 70

    /// Group `k`: 70 rows `x[i] = w − i` (in the tableau: no definitions), then `w = 100 + k`,
    /// whose subject `w` is substituted into all 70 rows, putting its marker in each of them.
    func addGroup(_ k: Int, to solver: Solver) throws -> (size: LinearConstraint, w: Variable, x: [Variable]) {
        let w = Variable("w\(k)")
        let x = (0..<Self.rows).map { Variable("x\(k)_\($0)") }
        for (i, variable) in x.enumerated() { try solver.addConstraint(LinearExpression(variable) == w - Double(i)) }
        let size = w + 0 == Double(100 + k)
        try solver.addConstraint(size)
        return (size, w, x)
    }

    @Test("the oldest eight crowded markers keep their columns; removing one of them does not rebuild")
    func oldestEightSpared() throws {
        let solver = Solver(usesDefinitions: false)
        solver.checksInvariants = false
        let groups = try (0..<9).map { try addGroup($0, to: solver) }
        #expect(groups.map { solver.tableau.records[$0.size]?.isFrozen } == Array(repeating: false, count: 8) + [true])

        // A spared marker: taken out in place, then the group fixed again at 50: x0_i = 50 − i.
        var before = solver.work
        try solver.removeConstraint(groups[0].size)
        #expect((solver.work - before).tableauRebuilds == 0, "\(solver.work - before)")
        let again = groups[0].w + 0 == 50
        try solver.addConstraint(again)
        #expect(groups[0].x.map { solver.value(of: $0) } == (0..<Self.rows).map { 50 - Double($0) })

        // The frozen one rebuilds; fixed again at 7: x8_i = 7 − i. The others never moved.
        before = solver.work
        try solver.removeConstraint(groups[8].size)
        #expect((solver.work - before).tableauRebuilds == 1, "\(solver.work - before)")
        let refixed = groups[8].w + 0 == 7
        try solver.addConstraint(refixed)
        #expect(groups[8].x.map { solver.value(of: $0) } == (0..<Self.rows).map { 7 - Double($0) })
        for k in 1..<8 {
            #expect(groups[k].x.map { solver.value(of: $0) } == (0..<Self.rows).map { Double(100 + k - $0) })
        }
        expectConsistent(solver)

        // The rebuild added every constraint again in order: the first eight crowded markers
        // (groups 1–7 and group 0's new one) are spared, group 8's new one frozen. Removing
        // group 1's frees a place for the next crowded marker.
        #expect(solver.tableau.records[again]?.isFrozen == false)
        #expect(solver.tableau.records[refixed]?.isFrozen == true)
        try solver.removeConstraint(groups[1].size)
        let tenth = try addGroup(9, to: solver)
        #expect(solver.tableau.records[tenth.size]?.isFrozen == false)
        #expect(tenth.x.map { solver.value(of: $0) } == (0..<Self.rows).map { 109 - Double($0) })
        expectConsistent(solver)
    }

    @Test("a solver made with a test column limit spares no marker")
    func testLimitSparesNone() throws {
        let solver = Solver(dummyColumnLimit: 10, usesDefinitions: false)
        let group = try addGroup(0, to: solver)
        #expect(solver.tableau.records[group.size]?.isFrozen == true)
        #expect(group.x.map { solver.value(of: $0) } == (0..<Self.rows).map { 100 - Double($0) })
    }
}

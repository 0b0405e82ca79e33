import Testing
import TrellisSolver

/// Replays the systems solved by the independent HiGHS oracle (Scripts/oracle): every level's
/// optimum must match within 1e-6 relative, the same required constraints must be rejected, and
/// every reported conflict must be irreducible.
@Suite("Oracle fixtures (HiGHS, level by level)")
struct OracleFixtureTests {
    static let files = [
        "handpicked.txt", "enaml-like.txt", "lexicographic-01.txt", "lexicographic-02.txt",
        "lexicographic-03.txt", "lexicographic-04.txt", "lexicographic-05.txt", "lexicographic-06.txt",
    ]

    /// Systems with more constraints than this (the 999- and 1001-constraint crowds of
    /// handpicked.txt) are replayed by the long run only; `LexicographicTests` checks the same
    /// crowds at a tenth of the size and with one heavy row.
    static let constraintLimit = 200

    @Test("every level's optimum matches the oracle", arguments: files)
    func replay(file: String) throws {
        let systems = try FixtureSystem.load(file)
        #expect(!systems.isEmpty)
        for system in systems where system.profile != "large" && system.constraints.count <= Self.constraintLimit {
            check(system)
        }
    }

    /// The "large" profile combines constants near 1e6 with multipliers down to 1e-5, so
    /// solutions reach 1e8–1e14, far outside layout coordinates. They pass because every
    /// zero test on a row constant is relative to the magnitudes it was computed from (see
    /// `Tolerance`); they are a separate test so a regression there is named as such.
    @Test("systems with solutions beyond 1e8", arguments: files.dropFirst(2))
    func replayLarge(file: String) throws {
        let systems = try FixtureSystem.load(file).filter { $0.profile == "large" }
        for system in systems { check(system) }
    }

    func check(_ system: FixtureSystem) {
        let solver = Solver()
        let (variables, constraints) = system.makeConstraints()
        var rejected: [Int] = []
        for (index, constraint) in constraints.enumerated() {
            do {
                try solver.addConstraint(constraint)
            } catch {
                guard case .unsatisfiable(let conflict) = error else {
                    Issue.record("\(system): constraint \(index) threw \(error)")
                    continue
                }
                rejected.append(index)
                expectIrreducible(conflict, in: system)
            }
        }
        #expect(rejected == system.rejected, "\(system): rejected")
        Self.expectOracleOptimum(solver, system, variables: variables)
        for (index, constraint) in constraints.enumerated() where constraint.priority.isRequired && !rejected.contains(index) {
            let violation = solver.violation(of: constraint) ?? .infinity
            #expect(violation <= 1e-6 * system.scale, "\(system): required \(index) violated by \(violation)")
        }
        #expect(solver.invariantViolations == [], "\(system)")
    }

    /// Makes the system's edits, then expects every level's optimum to match the oracle's
    /// within 1e-6 relative.
    static func expectOracleOptimum(_ solver: Solver, _ system: FixtureSystem, variables: [String: Variable]) {
        for edit in system.edits {
            guard let variable = variables[edit.variable] else { continue }
            #expect(throws: Never.self) {
                if !solver.hasEditVariable(variable) { try solver.addEditVariable(variable, priority: edit.priority) }
                try solver.suggestValue(edit.value, for: variable)
            }
        }
        let actual = levels(solver)
        #expect(actual.map(\.0) == system.levels.map(\.0), "\(system): levels")
        for (a, e) in zip(actual, system.levels) {
            #expect(abs(a.1 - e.1) <= 1e-6 * max(1, abs(e.1)), "\(system) level \(e.0): \(a.1) vs \(e.1)")
        }
    }

    /// The conflict plus its culprit has no solution, and dropping any member gives one.
    func expectIrreducible(_ conflict: Conflict, in system: FixtureSystem) {
        #expect(!isFeasible(conflict.conflicting + [conflict.constraint]), "\(system): conflict set is feasible")
        for index in conflict.conflicting.indices {
            var subset = conflict.conflicting
            subset.remove(at: index)
            #expect(isFeasible(subset + [conflict.constraint]), "\(system): conflict set is reducible at \(index)")
        }
    }

    func isFeasible(_ constraints: [LinearConstraint]) -> Bool {
        let solver = Solver()
        do {
            for constraint in constraints { try solver.addConstraint(constraint) }
            return true
        } catch {
            return false
        }
    }

    @Test("removing a constraint leaves the objective of never having added it", arguments: files.dropFirst(2))
    func removalEqualsNeverAdded(file: String) throws {
        for system in try FixtureSystem.load(file).prefix(60) where system.rejected.isEmpty && system.profile != "large" {
            let (_, constraints) = system.makeConstraints()
            let incremental = Solver()
            for constraint in constraints { try incremental.addConstraint(constraint) }
            let removed = Set(constraints.indices.filter { $0 % 3 == 1 })
            for index in removed.sorted(by: >) { try incremental.removeConstraint(constraints[index]) }
            let fresh = Solver()
            for index in constraints.indices where !removed.contains(index) { try fresh.addConstraint(constraints[index]) }
            let a = levels(incremental), b = levels(fresh)
            #expect(a.map(\.0) == b.map(\.0), "\(system)")
            for (x, y) in zip(a, b) { #expect(abs(x.1 - y.1) <= 1e-6 * max(1, abs(y.1)), "\(system): \(x.1) vs \(y.1)") }
            #expect(incremental.invariantViolations == [], "\(system)")
        }
    }
}

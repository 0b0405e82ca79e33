import Testing
@testable import TrellisSolver

/// The dependents a removed definition finds: each constraint once, its weights summed, in the
/// order first found, whether found again by a scan or, past sixteen, through a table.
@Suite("Dependent weights")
struct DependentWeightsTests {
    private static func constraints(_ count: Int) -> [LinearConstraint] {
        (0..<count).map { LinearConstraint(Variable("v\($0)") + 0, .equal) }
    }

    @Test("a constraint found twice is listed once, with the two weights added")
    func sumsRepeats() {
        let cs = Self.constraints(3)
        var found = DependentWeights()
        found.add(cs[1], id: ObjectIdentifier(cs[1]), weight: 2)
        found.add(cs[0], id: ObjectIdentifier(cs[0]), weight: -1)
        found.add(cs[1], id: ObjectIdentifier(cs[1]), weight: 0.5)
        #expect(found.list.map { ObjectIdentifier($0.constraint) } == [cs[1], cs[0]].map(ObjectIdentifier.init))
        #expect(found.list.map(\.weight) == [2.5, -1])
    }

    @Test("past sixteen dependents the table finds the same entries the scan did", arguments: [15, 16, 17, 40])
    func manyDependents(count: Int) {
        let cs = Self.constraints(count)
        var found = DependentWeights()
        // Each constraint i is found i + 1 times with weight 1: its sum is i + 1.
        for round in 0..<count {
            for (index, constraint) in cs.enumerated() where index >= round {
                found.add(constraint, id: ObjectIdentifier(constraint), weight: 1)
            }
        }
        #expect(found.list.count == count)
        #expect(found.list.map { ObjectIdentifier($0.constraint) } == cs.map(ObjectIdentifier.init))
        #expect(found.list.map(\.weight) == (0..<count).map { Double($0 + 1) })
    }
}

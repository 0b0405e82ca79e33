import Testing
import TrellisSolver

@testable import Trellis

/// The engine's table of installed constraints keeps each record's place in its constraint, and
/// falls back to a hash table for a constraint whose place another table already keeps.
@Suite("Installed constraints table")
struct InstalledTableTests {
    /// `count` distinct constraints between two views.
    private func constraints(_ count: Int) -> [LayoutConstraint] {
        let a = View(name: "a"), b = View(name: "b")
        return (0..<count).map { a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: Double($0)) }
    }

    /// A record for `constraint` whose sequence tells records apart.
    private func record(_ constraint: LayoutConstraint, _ sequence: Int) -> LayoutEngine.Installed {
        LayoutEngine.Installed(
            constraint: constraint, lowered: LinearConstraint(LinearExpression(constant: 0), .equal),
            priority: constraint.priority, activation: 0, sequence: sequence, direction: .leftToRight)
    }

    @Test("a constraint in two tables is found in both, and removals in one leave the other intact")
    func sharedConstraint() {
        let cs = constraints(5)
        let first = LayoutEngine.InstalledTable(), second = LayoutEngine.InstalledTable()
        for (index, constraint) in cs.enumerated() { first.set(record(constraint, index)) }
        // The second table finds every slot taken but none of them its own.
        second.set(record(cs[2], 102))
        second.set(record(cs[4], 104))
        #expect(first.count == 5 && second.count == 2)
        #expect(cs.map { first[$0]?.sequence } == [0, 1, 2, 3, 4])
        #expect(cs.map { second[$0]?.sequence } == [nil, nil, 102, nil, 104])
        // Removing the first record moves the last one into its place.
        #expect(first.removeValue(for: cs[0])?.sequence == 0)
        #expect(cs.map { first[$0]?.sequence } == [nil, 1, 2, 3, 4])
        #expect(first.removeValue(for: cs[2])?.sequence == 2)
        #expect(cs.map { first[$0]?.sequence } == [nil, 1, nil, 3, 4])
        #expect(cs.map { second[$0]?.sequence } == [nil, nil, 102, nil, 104])
        // Replacing a record keeps its place; removing an absent one does nothing.
        second.set(record(cs[4], 204))
        #expect(second[cs[4]]?.sequence == 204 && second.count == 2)
        #expect(second.removeValue(for: cs[0]) == nil)
        #expect(second.removeValue(for: cs[2])?.sequence == 102)
        #expect(!second.contains(cs[2]) && second.contains(cs[4]))
        #expect(first.values.map(\.sequence).sorted() == [1, 3, 4])
    }

    @Test("a table gives its constraints' places back when it goes")
    func releasesSlots() {
        let cs = constraints(3)
        var first: LayoutEngine.InstalledTable? = LayoutEngine.InstalledTable()
        for (index, constraint) in cs.enumerated() { first?.set(record(constraint, index)) }
        #expect(cs.allSatisfy { $0.tableSlot.table != 0 })
        first = nil
        #expect(cs.allSatisfy { $0.tableSlot.table == 0 })
        let second = LayoutEngine.InstalledTable()
        second.set(record(cs[1], 7))
        #expect(cs[1].tableSlot.table != 0 && cs[1].tableSlot.index == 0)
        #expect(second[cs[1]]?.sequence == 7 && second[cs[0]] == nil)
    }

    @Test("10,000 random sets and removals in three tables agree with a dictionary per table")
    func matchesModel() {
        let cs = constraints(24)
        let tables = [LayoutEngine.InstalledTable(), LayoutEngine.InstalledTable(), LayoutEngine.InstalledTable()]
        var models = [[ObjectIdentifier: Int]](repeating: [:], count: 3)
        var generator = SplitMix64(state: 25)
        for step in 0..<10_000 {
            let t = Int.random(in: 0..<3, using: &generator)
            let constraint = cs[Int.random(in: 0..<cs.count, using: &generator)]
            let id = ObjectIdentifier(constraint)
            if Bool.random(using: &generator) {
                tables[t].set(record(constraint, step))
                models[t][id] = step
            } else {
                #expect(tables[t].removeValue(for: constraint)?.sequence == models[t].removeValue(forKey: id))
            }
            // Every table answers for every constraint, and its records are exactly the model's.
            for (table, model) in zip(tables, models) {
                #expect(cs.map { table[$0]?.sequence } == cs.map { model[ObjectIdentifier($0)] })
                #expect(table.count == model.count)
            }
        }
    }
}

import Testing
@testable import TrellisSolver

/// A value that holds its key, as the solver's records hold their constraints.
private struct Held {
    let key: Variable
    var number: Int
}

@Suite("Identity tables agree with a dictionary, holding their keys or not")
struct IdentityTableTests {
    /// Random sets, in-place updates and removals (each removal swaps the last entry into the
    /// hole), checked against a dictionary over the same live objects.
    private func exercise(_ table: inout IdentityTable<Variable, Held>, objects: [Variable], seed: UInt64) {
        var reference: [ObjectIdentifier: Int] = [:]
        var generator = SplitMix(seed: seed)
        for step in 0..<20_000 {
            let object = objects[Int(generator.next() % UInt64(objects.count))]
            let id = ObjectIdentifier(object)
            switch generator.next() % 4 {
            case 0, 1:
                table.set(Held(key: object, number: step), for: object)
                reference[id] = step
            case 2:
                table.update(id: id) { $0.number += 1 }
                if reference[id] != nil { reference[id]! += 1 }
            default:
                #expect(table.removeValue(for: id)?.number == reference.removeValue(forKey: id))
            }
            if step % 991 == 0 {
                #expect(table.count == reference.count)
                #expect(objects.allSatisfy { table[$0]?.number == reference[ObjectIdentifier($0)] })
            }
        }
        #expect(objects.allSatisfy { table[$0]?.number == reference[ObjectIdentifier($0)] })
        #expect(objects.allSatisfy { object in table[object].map { $0.key === object } ?? true })
        for object in objects { table.remove(id: ObjectIdentifier(object)) }
        #expect(table.isEmpty)
        #expect(objects.allSatisfy { table[$0] == nil })
    }

    @Test("a table that holds its keys: inserts, updates and swap-removes")
    func holdingKeys() {
        let objects = (0..<500).map { Variable("v\($0)") }
        var table = IdentityTable<Variable, Held>()
        exercise(&table, objects: objects, seed: 11)
    }

    @Test("a table whose values hold their keys: the same answers")
    func valuesHoldingKeys() {
        let objects = (0..<500).map { Variable("v\($0)") }
        var table = IdentityTable<Variable, Held>(valuesHoldKeys: true)
        exercise(&table, objects: objects, seed: 11)
    }

    @Test("a table that holds its keys keeps them alive; with values that hold their keys, the values do")
    func lifetimes() {
        weak var heldByTable: Variable?
        weak var heldByValue: Variable?
        var holding = IdentityTable<Variable, Int>()
        var byValue = IdentityTable<Variable, Held>(valuesHoldKeys: true)
        do {
            let first = Variable("first")
            let second = Variable("second")
            heldByTable = first
            heldByValue = second
            holding.set(1, for: first)
            byValue.set(Held(key: second, number: 2), for: second)
        }
        // Only the table holds `first`, only the value `second`; removing each releases it.
        #expect(heldByTable != nil)
        #expect(heldByValue != nil)
        byValue.remove(id: ObjectIdentifier(heldByValue!))
        #expect(heldByValue == nil)
        holding.remove(id: ObjectIdentifier(heldByTable!))
        #expect(heldByTable == nil)
    }
}

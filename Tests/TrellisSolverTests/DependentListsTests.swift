import Testing
@testable import TrellisSolver

/// The lists of the lowerings that used each definition (`EvaluationPlan+Dependents.swift`):
/// kept in the node of the definition's variable, parked by the variable's identity when that
/// node is freed before the list empties, and found again through the node a lowering kept.
/// Members keep their order: appended at the end, a removed one taken out with the others kept.
@Suite("Dependents are listed in their definition's node")
struct DependentListsTests {
    /// Defines `variable = source` in `plan` and returns the node of `variable`.
    private static func define(_ variable: Variable, as source: Variable, in plan: inout EvaluationPlan) -> Int32 {
        // The defined variable first: it takes the node freed last.
        let node = plan.reference(Unmanaged.passUnretained(variable), node: plan.node(of: variable), isDefinedNext: true)
        let sourceNode = plan.reference(Unmanaged.passUnretained(source), node: plan.node(of: source))
        plan.appendTerm(source: sourceNode, coefficient: 1)
        plan.add(node: node, termCount: 1, constant: 0, rank: 1)
        return node
    }

    /// The members listed under `variable`, found as the definitions find them: through the
    /// variable's node now, or its parked list.
    private static func members(of variable: Variable, in plan: EvaluationPlan) -> [ObjectIdentifier] {
        var found: [ObjectIdentifier] = []
        plan.forEachDependent(of: ObjectIdentifier(variable), node: plan.node(of: variable)) { found.append($0) }
        return found
    }

    @Test("a list outlives its node, parked, and moves back to a node only once it was empty")
    func byHand() {
        let (x, y, z, w) = (Variable("x"), Variable("y"), Variable("z"), Variable("w"))
        let stand = (0..<4).map { Variable("c\($0)") }
        let (m1, m2, m3, m4) = (
            ObjectIdentifier(stand[0]), ObjectIdentifier(stand[1]), ObjectIdentifier(stand[2]), ObjectIdentifier(stand[3])
        )
        let xID = ObjectIdentifier(x)
        var plan = EvaluationPlan()
        let first = Self.define(x, as: y, in: &plan)
        for member in [m1, m2, m3] { plan.appendDependent(member, to: xID, node: first) }
        #expect(Self.members(of: x, in: plan) == [m1, m2, m3])
        plan.removeDependent(m2, from: xID, node: first)
        #expect(Self.members(of: x, in: plan) == [m1, m3])
        #expect(plan.dependents.parked.count == 0)

        // The definition goes: nothing mentions x, its node is freed, and its list is parked.
        plan.remove(node: first)
        #expect(plan.node(of: x) == -1)
        #expect(plan.dependents.parked.count == 1)
        #expect(Self.members(of: x, in: plan) == [m1, m3])

        // Another variable takes the freed node and sees none of x's list.
        let other = Self.define(w, as: z, in: &plan)
        #expect(other == first)
        #expect(Self.members(of: w, in: plan).isEmpty)
        plan.remove(node: other)

        // x is defined again (on the same node number, the last one freed): its list stays
        // parked, and new members join it there.
        let second = Self.define(x, as: z, in: &plan)
        #expect(second == first)
        plan.appendDependent(m4, to: xID, node: second)
        #expect(Self.members(of: x, in: plan) == [m1, m3, m4])
        // Removed through the node kept when each was listed.
        plan.removeDependent(m1, from: xID, node: first)
        plan.removeDependent(m3, from: xID, node: first)
        #expect(Self.members(of: x, in: plan) == [m4])
        plan.removeDependent(m4, from: xID, node: second)
        #expect(plan.dependents.parked.count == 0)
        #expect(Self.members(of: x, in: plan).isEmpty)

        // Empty, the list starts again in x's node.
        plan.appendDependent(m2, to: xID, node: second)
        #expect(plan.dependents.parked.count == 0)
        #expect(Self.members(of: x, in: plan) == [m2])
        #expect(plan.nodes[Int(second)].dependents >= 0)
    }

    @Test("random definitions, removals and listings agree with arrays", arguments: [3, 11])
    func random(seed: UInt64) {
        let keys = (0..<12).map { Variable("k\($0)") }
        let sources = (0..<3).map { Variable("s\($0)") }
        let stand = (0..<20).map { Variable("c\($0)") }
        var plan = EvaluationPlan()
        var definedNode: [Int32?] = Array(repeating: nil, count: keys.count)
        // Per key, its members in order with the node each was listed through.
        var reference: [[(member: ObjectIdentifier, node: Int32)]] = Array(repeating: [], count: keys.count)
        var generator = SplitMix(seed: seed)
        var parkedSeen = 0
        for step in 0..<6_000 {
            let key = Int(generator.next() % UInt64(keys.count))
            let id = ObjectIdentifier(keys[key])
            switch generator.next() % 10 {
            case 0:
                if let node = definedNode[key] {
                    plan.remove(node: node)
                    definedNode[key] = nil
                    if !reference[key].isEmpty { parkedSeen += 1 }
                } else {
                    definedNode[key] = Self.define(keys[key], as: sources[Int(generator.next() % 3)], in: &plan)
                }
            case 1...5:
                // A lowering only uses a definition that stands, once.
                let member = ObjectIdentifier(stand[Int(generator.next() % UInt64(stand.count))])
                guard let node = definedNode[key], !reference[key].contains(where: { $0.member == member }) else { continue }
                plan.appendDependent(member, to: id, node: node)
                reference[key].append((member, node))
            default:
                guard !reference[key].isEmpty else { continue }
                let index = Int(generator.next() % UInt64(reference[key].count))
                let (member, node) = reference[key].remove(at: index)
                plan.removeDependent(member, from: id, node: node)
            }
            if step % 97 == 0 {
                #expect(keys.indices.allSatisfy { Self.members(of: keys[$0], in: plan) == reference[$0].map(\.member) })
            }
        }
        #expect(keys.indices.allSatisfy { Self.members(of: keys[$0], in: plan) == reference[$0].map(\.member) })
        // The walk went through parked lists, not only through nodes.
        #expect(parkedSeen > 20)
    }
}

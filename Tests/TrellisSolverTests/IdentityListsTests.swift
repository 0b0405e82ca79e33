import Testing
@testable import TrellisSolver

/// `IdentityLists` replaced a table of arrays (`[key: [member]]`, appending at the end, a removed
/// member swapped with the last): walks over a list must meet members in that same order.
@Suite("Identity lists keep the order of a table of arrays")
struct IdentityListsTests {
    @Test("appends and swap-with-last removals, by hand")
    func byHand() {
        let (a, b, c, d, key) = (Variable("a"), Variable("b"), Variable("c"), Variable("d"), Variable("key"))
        let (ia, ib, ic, id, k) = (ObjectIdentifier(a), ObjectIdentifier(b), ObjectIdentifier(c), ObjectIdentifier(d), ObjectIdentifier(key))
        var lists = IdentityLists()
        #expect(lists.isEmpty(k))
        for member in [ia, ib, ic, id] { lists.append(member, to: k) }
        #expect(lists.members(of: k) == [ia, ib, ic, id])
        // b goes; the last member, d, takes its place.
        lists.remove(ib, from: k)
        #expect(lists.members(of: k) == [ia, id, ic])
        // Removing the last member keeps the others in place; a member not in the list is ignored.
        lists.remove(ic, from: k)
        lists.remove(ib, from: k)
        #expect(lists.members(of: k) == [ia, id])
        // The freed cells are reused, and appending after removals still appends at the end.
        lists.append(ib, to: k)
        #expect(lists.members(of: k) == [ia, id, ib])
        for member in [ia, id, ib] { lists.remove(member, from: k) }
        #expect(lists.isEmpty(k))
        #expect(lists.members(of: k).isEmpty)
    }

    @Test("random appends and removals over many keys agree with arrays")
    func random() {
        let keys = (0..<40).map { Variable("k\($0)") }
        let members = (0..<25).map { Variable("m\($0)") }
        var lists = IdentityLists()
        var reference: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        var generator = SplitMix(seed: 11)
        for step in 0..<20_000 {
            let key = ObjectIdentifier(keys[Int(generator.next() % UInt64(keys.count))])
            let member = ObjectIdentifier(members[Int(generator.next() % UInt64(members.count))])
            // A member is listed at most once per key (the lists' contract: a definition uses a
            // variable once, a lowering a definition once).
            if generator.next() % 5 < 3 {
                guard reference[key]?.contains(member) != true else { continue }
                lists.append(member, to: key)
                reference[key, default: []].append(member)
            } else {
                lists.remove(member, from: key)
                if var list = reference[key], let index = list.firstIndex(of: member) {
                    list.swapAt(index, list.count - 1)
                    list.removeLast()
                    reference[key] = list.isEmpty ? nil : list
                }
            }
            if step % 499 == 0 {
                #expect(keys.allSatisfy { lists.members(of: ObjectIdentifier($0)) == reference[ObjectIdentifier($0)] ?? [] })
                #expect(keys.allSatisfy { lists.isEmpty(ObjectIdentifier($0)) == (reference[ObjectIdentifier($0)] == nil) })
            }
        }
        #expect(keys.allSatisfy { lists.members(of: ObjectIdentifier($0)) == reference[ObjectIdentifier($0)] ?? [] })
    }
}

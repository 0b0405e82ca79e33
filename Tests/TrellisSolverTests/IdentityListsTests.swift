import Testing
@testable import TrellisSolver

/// `IdentityLists` is a table of lists (`[key: [member]]`, appending at the end, a removed member
/// taken out with the others kept in order): walks over a list must meet members in that order.
@Suite("Identity lists keep their members in order")
struct IdentityListsTests {
    @Test("appends and removals, by hand")
    func byHand() {
        let (a, b, c, d, key) = (Variable("a"), Variable("b"), Variable("c"), Variable("d"), Variable("key"))
        let (ia, ib, ic, id, k) = (ObjectIdentifier(a), ObjectIdentifier(b), ObjectIdentifier(c), ObjectIdentifier(d), ObjectIdentifier(key))
        var lists = IdentityLists()
        #expect(lists.isEmpty(k))
        for member in [ia, ib, ic, id] { lists.append(member, to: k) }
        #expect(lists.members(of: k) == [ia, ib, ic, id])
        // b goes from the middle; the others keep their order.
        lists.remove(ib, from: k)
        #expect(lists.members(of: k) == [ia, ic, id])
        // The first member goes (the head cell takes the second's); a member not in the list is
        // ignored.
        lists.remove(ia, from: k)
        lists.remove(ib, from: k)
        #expect(lists.members(of: k) == [ic, id])
        // The freed cells are reused, and appending after removals still appends at the end.
        lists.append(ib, to: k)
        lists.append(ia, to: k)
        #expect(lists.members(of: k) == [ic, id, ib, ia])
        // The last member goes.
        lists.remove(ia, from: k)
        #expect(lists.members(of: k) == [ic, id, ib])
        for member in [id, ic, ib] { lists.remove(member, from: k) }
        #expect(lists.isEmpty(k))
        #expect(lists.members(of: k).isEmpty)
    }

    @Test("random appends and removals over many keys agree with arrays (removal keeps the order)")
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
                    list.remove(at: index)
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

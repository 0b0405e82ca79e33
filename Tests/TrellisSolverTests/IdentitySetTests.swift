import Testing
@testable import TrellisSolver

@Suite("Identity sets agree with a set of identities")
struct IdentitySetTests {
    @Test("insert reports whether the object was new, across growth, removals and clearing")
    func insertReportsNewMembers() {
        let objects = (0..<2_000).map { Variable("v\($0)") }
        var set = IdentitySet()
        var reference = Set<ObjectIdentifier>()
        var generator = SplitMix(seed: 11)
        for step in 0..<20_000 {
            let object = objects[Int(generator.next() % UInt64(objects.count))]
            if generator.next() % 4 == 0 {
                set.remove(object)
                reference.remove(ObjectIdentifier(object))
            } else {
                // The answer the engine's queues rely on: true exactly when the object was absent.
                #expect(set.insert(object) == reference.insert(ObjectIdentifier(object)).inserted)
            }
            if step % 1_999 == 0 { #expect(set.count == reference.count) }
        }
        #expect(objects.allSatisfy { set.contains($0) == reference.contains(ObjectIdentifier($0)) })
        set.removeAll()
        #expect(set.count == 0)
        #expect(objects.allSatisfy { !set.contains($0) })
        // Reused after clearing: every object is new again, once.
        #expect(objects.allSatisfy { set.insert($0) })
        #expect(objects.allSatisfy { !set.insert($0) })
        #expect(set.count == objects.count)
    }
}

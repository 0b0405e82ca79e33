import Testing
@testable import TrellisSolver

@Suite("Identity maps agree with a dictionary")
struct IdentityMapTests {
    @Test("random inserts, updates and removals over live objects, across growth")
    func random() {
        let objects = (0..<3_000).map { Variable("v\($0)") }
        var map = IdentityMap()
        var reference: [ObjectIdentifier: Int32] = [:]
        var generator = SplitMix(seed: 7)
        for step in 0..<40_000 {
            let object = ObjectIdentifier(objects[Int(generator.next() % UInt64(objects.count))])
            switch generator.next() % 3 {
            case 0, 1:
                map[object] = Int32(step)
                reference[object] = Int32(step)
            default:
                map[object] = nil
                reference[object] = nil
            }
            if step % 997 == 0 {
                #expect(map.count == reference.count)
                #expect(objects.allSatisfy { map[ObjectIdentifier($0)] == reference[ObjectIdentifier($0)] })
            }
        }
        #expect(objects.allSatisfy { map[ObjectIdentifier($0)] == reference[ObjectIdentifier($0)] })
        // Empty it completely: every lookup misses afterwards.
        for object in objects { map[ObjectIdentifier(object)] = nil }
        #expect(map.count == 0)
        #expect(objects.allSatisfy { map[ObjectIdentifier($0)] == nil })
    }
}

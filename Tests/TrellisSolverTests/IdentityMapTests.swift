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

    @Test("reserving room keeps every key, and clearing empties the map for reuse")
    func reserveAndClear() {
        let objects = (0..<2_000).map { Variable("v\($0)") }
        var map = IdentityMap()
        for (index, object) in objects.prefix(100).enumerated() { map[ObjectIdentifier(object)] = Int32(index) }
        map.reserveCapacity(2_000)
        #expect(map.count == 100)
        for (index, object) in objects.enumerated() { map[ObjectIdentifier(object)] = Int32(index) }
        #expect(objects.enumerated().allSatisfy { map[ObjectIdentifier($1)] == Int32($0) })
        // Reserving less than there is changes nothing.
        map.reserveCapacity(10)
        #expect(map.count == 2_000 && map[ObjectIdentifier(objects[1_999])] == 1_999)
        map.removeAll()
        #expect(map.count == 0 && objects.allSatisfy { map[ObjectIdentifier($0)] == nil })
        // A small map cleared in place takes keys again.
        for (index, object) in objects.prefix(20).enumerated() { map[ObjectIdentifier(object)] = Int32(index) }
        map.removeAll()
        map[ObjectIdentifier(objects[5])] = 5
        #expect(map.count == 1 && map[ObjectIdentifier(objects[5])] == 5 && map[ObjectIdentifier(objects[6])] == nil)
    }

    /// Synthetic keys: the map never dereferences a key, so any non-zero address will do.
    private static func key(_ address: UInt) -> ObjectIdentifier {
        unsafeBitCast(address, to: ObjectIdentifier.self)
    }

    /// 100,000 addresses spaced like real allocations: a chain's variables (48 bytes apart, as
    /// measured in trellis-bench), its constraints (112 and 128), one object per page, and a
    /// stride of 64 KiB that defeats hashes using only some bits of the address.
    @Test("regularly spaced addresses probe about one slot", arguments: [16, 48, 112, 128, 4096, 65536])
    func strided(stride: UInt) {
        let base: UInt = 0x7F1B_B243_3390
        let ids = (0..<UInt(100_000)).map { Self.key(base + $0 * stride) }
        var map = IdentityMap()
        for (value, id) in ids.enumerated() { map[id] = Int32(value) }
        let probes = ids.map { map.probeCount(of: $0) }
        // A uniform hash at this load averages 1.3 probes for a hit; the middle-bits hash this
        // one replaced averaged 4.6 at a stride of 48.
        #expect(Double(probes.reduce(0, +)) / Double(ids.count) < 1.6)
        #expect(probes.max()! <= 32)
        #expect(ids.enumerated().allSatisfy { map[$0.element] == Int32($0.offset) })
    }

    @Test("a mixed heap's addresses: lookups, probe lengths and removals")
    func mixedSpacing() {
        // Gaps drawn from typical object sizes, with an occasional jump to another page.
        var generator = SplitMix(seed: 11)
        var address: UInt = 0x5555_0000_0000
        let gaps: [UInt] = [32, 48, 64, 80, 112, 160, 4096]
        let ids = (0..<50_000).map { _ in
            address += gaps[Int(generator.next() % UInt64(gaps.count))]
            return Self.key(address)
        }
        var map = IdentityMap()
        for (value, id) in ids.enumerated() { map[id] = Int32(value) }
        let probes = ids.map { map.probeCount(of: $0) }
        #expect(Double(probes.reduce(0, +)) / Double(ids.count) < 2)
        // Remove every other key: the rest must still be found (backward-shift deletion
        // across runs of neighbouring homes).
        for id in ids.enumerated() where id.offset % 2 == 0 { map[id.element] = nil }
        #expect(map.count == ids.count / 2)
        #expect(ids.enumerated().allSatisfy { map[$0.element] == ($0.offset % 2 == 0 ? nil : Int32($0.offset)) })
    }
}

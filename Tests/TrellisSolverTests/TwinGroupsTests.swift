import Testing
@testable import TrellisSolver

/// `TwinGroups` replaced a `[RowSignature: ObjectIdentifier]` dictionary: every lookup must
/// answer as the dictionary would, through insertions, owner changes and removals that shift
/// entries back in the table.
@Suite("Twin groups answer as a dictionary of signatures")
struct TwinGroupsTests {
    /// The signature of `1 × term + constant == 0` at `level`.
    private static func signature(_ term: UInt64, constant: Double, level: Double = 250) -> RowSignature {
        RowSignature(
            terms: [term, 1.0.bitPattern], constant: constant.bitPattern, relation: .equal,
            levelKey: level.bitPattern, belowKey: 0)
    }

    @Test("insert, change, remove by hand")
    func byHand() {
        let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
        var groups = TwinGroups()
        let s1 = Self.signature(1, constant: 10), s2 = Self.signature(2, constant: 10), s3 = Self.signature(1, constant: 20)
        #expect(groups[s1] == nil)
        groups[s1] = ObjectIdentifier(a)
        groups[s2] = ObjectIdentifier(b)
        #expect(groups[s1] == ObjectIdentifier(a))
        #expect(groups[s2] == ObjectIdentifier(b))
        #expect(groups[s3] == nil)
        // The same terms at another level are another group.
        #expect(groups[Self.signature(1, constant: 10, level: 750)] == nil)
        groups[s1] = ObjectIdentifier(c)
        #expect(groups[s1] == ObjectIdentifier(c))
        groups[s1] = nil
        #expect(groups[s1] == nil)
        #expect(groups[s2] == ObjectIdentifier(b))
        #expect(groups.count == 1)
        groups[s3] = nil  // absent: nothing happens
        #expect(groups.count == 1)
    }

    @Test("random operations agree with a dictionary")
    func random() {
        let owners = (0..<8).map { Variable("o\($0)") }
        // 300 distinct signatures over few terms and constants, so the table grows, probes
        // past occupied slots and shifts entries back on removal.
        let signatures = (0..<300).map { Self.signature(UInt64($0 % 37), constant: Double($0 / 37)) }
        var groups = TwinGroups()
        var reference: [RowSignature: ObjectIdentifier] = [:]
        var generator = SplitMix(seed: 23)
        for step in 0..<30_000 {
            let signature = signatures[Int(generator.next() % UInt64(signatures.count))]
            let roll = generator.next() % 10
            if roll < 5 {
                let owner = ObjectIdentifier(owners[Int(generator.next() % UInt64(owners.count))])
                groups[signature] = owner
                reference[signature] = owner
            } else if roll < 8 {
                groups[signature] = nil
                reference[signature] = nil
            }
            #expect(groups[signature] == reference[signature], "step \(step)")
            #expect(groups.count == reference.count, "step \(step)")
            if step % 1_000 == 0 {
                for each in signatures { #expect(groups[each] == reference[each], "step \(step)") }
            }
        }
    }
}

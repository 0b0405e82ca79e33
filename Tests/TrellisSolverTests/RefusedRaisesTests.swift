import Testing
@testable import TrellisSolver

/// The memory of refused raises (`RefusedRaises.swift`): a refusal holds until the next
/// `forgetAll()`, which the definitions call when one is removed or they are restored.
@Suite("Refused raises are remembered until a definition goes")
struct RefusedRaisesTests {
    @Test("a refusal holds for its node only, and until everything is forgotten")
    func refusalsAndForgetting() {
        let refused = RefusedRaises()
        #expect(!refused.isRefused(0) && !refused.isRefused(5))
        refused.refuse(5, nodeCount: 3)
        #expect(refused.isRefused(5))
        #expect(![0, 1, 2, 3, 4, 6, 100].contains { refused.isRefused($0) })
        refused.refuse(1, nodeCount: 3)
        #expect(refused.isRefused(1) && refused.isRefused(5))
        refused.forgetAll()
        #expect(!refused.isRefused(1) && !refused.isRefused(5))
        refused.refuse(5, nodeCount: 3)
        #expect(refused.isRefused(5) && !refused.isRefused(1))
    }

    @Test("a copy of the definitions shares the memory, so a restored copy forgets it")
    func sharedWithCopies() {
        let live = Definitions()
        let saved = live
        live.refusedRaises.refuse(2, nodeCount: 4)
        // The saved copy sees the refusal made after it was taken: restoring it must forget.
        #expect(saved.refusedRaises.isRefused(2))
        saved.refusedRaises.forgetAll()
        #expect(!live.refusedRaises.isRefused(2))
    }

    @Test("a refusal from before the epoch counter came round again is not taken for a new one")
    func epochWrapsAround() {
        let refused = RefusedRaises()
        refused.refuse(3, nodeCount: 8)
        // Two-byte epochs: 65,536 removals bring a plain wrapping counter back to the stamp.
        for _ in 0..<65_536 { refused.forgetAll() }
        #expect(!refused.isRefused(3))
        refused.refuse(6, nodeCount: 8)
        #expect(refused.isRefused(6) && !refused.isRefused(3))
    }
}

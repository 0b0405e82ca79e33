import Testing
import TrellisSolver

/// The scale tests at full size. `swift test` checks each of them at a tenth of the size (and
/// the crowds also as one heavy row); these run only with `TRELLIS_LONG_TESTS=1`, as `.ci/run`
/// does: `TRELLIS_LONG_TESTS=1 swift test --filter LongRunTests`.
@Suite("Long run: the scale tests at full size", .enabled(if: LongRun.isEnabled))
struct LongRunTests {
    @Test("the oracle's 999- and 1001-constraint crowds")
    func oracleCrowds() throws {
        let crowds = try FixtureSystem.load("handpicked.txt").filter {
            $0.constraints.count > OracleFixtureTests.constraintLimit
        }
        #expect(crowds.map(\.id) == ["crowd1001", "crowd999"])
        for system in crowds { OracleFixtureTests().check(system) }
    }

    @Test("one constraint at 251 beats a thousand at 250")
    func oneBeatsAThousand() throws {
        try LexicographicTests.oneBeatsMany(count: 1000)
    }

    @Test("1001 weak constraints cannot outvote one medium")
    func weakThousand() throws {
        try LexicographicTests.manyWeak(count: 1001)
    }

    @Test("a 1,000-row stack's chain is re-rooted onto its items and stays out of the tableau")
    func rerootedChain() throws {
        try DefinitionTests().rerootedChain(rows: 1000)
    }

    @Test("collapsing one row of a 1,000-row stack rewrites the links around it, not the chain")
    func collapseInChain() throws {
        try DefinitionTests().collapseInChain(rows: 1000)
    }

    static let budget = 40_000

    @Test("random sequences keep the tableau consistent and optimal: 40,000 operations", arguments: 0..<4)
    func sequences(shard: Int) throws {
        try RandomizedSequenceTests().run(shard: shard, dummyColumnLimit: nil, budget: Self.budget)
    }

    @Test("random sequences with every crowded marker frozen: 40,000 operations", arguments: 0..<2)
    func frozenSequences(shard: Int) throws {
        try RandomizedSequenceTests().run(shard: shard + 100, dummyColumnLimit: 1, budget: Self.budget)
    }

    @Test("random chains of definitions match a solver without them: 40,000 operations", arguments: 0..<3)
    func definitionSequences(shard: Int) throws {
        try RandomizedSequenceTests().run(shard: shard + 200, dummyColumnLimit: nil, wide: true, budget: Self.budget)
    }

    @Test("random chains with constants defined match a solver without definitions: 40,000 operations", arguments: 0..<2)
    func constantSequences(shard: Int) throws {
        try RandomizedSequenceTests().run(
            shard: shard + 300, dummyColumnLimit: nil, wide: true, constants: true, budget: Self.budget)
    }

    @Test("random sequences with constants moved together: 40,000 operations", arguments: 0..<4)
    func groupedUpdateSequences(shard: Int) throws {
        try RandomizedSequenceTests().runGrouped(shard: shard, budget: Self.budget)
    }

    /// Each family again, compared with a fresh solve after every operation rather than at the
    /// end of each sequence only (a transient miss of a lower level's optimum shows up here).
    @Test("every operation's objective matches a fresh solve: 5 × 8,000 operations")
    func everyStep() throws {
        let suite = RandomizedSequenceTests()
        try suite.run(shard: 0, dummyColumnLimit: nil, everyStep: true, budget: 8_000)
        try suite.run(shard: 100, dummyColumnLimit: 1, everyStep: true, budget: 8_000)
        try suite.run(shard: 200, dummyColumnLimit: nil, wide: true, everyStep: true, budget: 8_000)
        try suite.run(shard: 300, dummyColumnLimit: nil, wide: true, constants: true, everyStep: true, budget: 8_000)
        try suite.runGrouped(shard: 2, everyStep: true, budget: 8_000)
    }
}

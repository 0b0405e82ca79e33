import Testing

@testable import TrellisSolver

/// The evaluation plan's sort of queued entries by rank, against a plain comparison sort of the
/// same entries by (rank, position in the queue).
@Suite("Rank sort")
struct RankSortTests {
    /// Entries as a queue holds them: serials ascending in queue order.
    private func queue(_ ranks: [Int32]) -> [EvaluationPlan.Entry] {
        ranks.enumerated().map { index, rank in
            EvaluationPlan.Entry(node: Int32(index), rank: rank, serial: UInt32(index + 1), termStart: 0, termCount: 0)
        }
    }

    /// The expected order: by rank, ties by queue position (the node numbers here).
    private func expectedNodes(_ ranks: [Int32]) -> [Int32] {
        ranks.enumerated().sorted { $0.element < $1.element || ($0.element == $1.element && $0.offset < $1.offset) }
            .map { Int32($0.offset) }
    }

    @Test(
        "counting and comparison sorts give the order of (rank, queue position)",
        arguments: [
            // (count, span of the ranks, share of entries at a far-off lowest rank in %)
            (0, 1, 0), (1, 1, 0), (63, 10, 0), (64, 10, 0), (64, 500, 0), (500, 100, 0),
            (500, 100, 20), (5_000, 4_000, 5), (5_000, 20_000, 0), (5_000, 30_000, 50), (2_000, 1, 0),
            (2_000, 1, 100),
        ])
    func matchesComparisonSort(count: Int, span: Int, lowestPercent: Int) {
        var random = SplitMix(seed: UInt64(count * 31 + span * 7 + lowestPercent))
        let farOff = Int32.min / 2
        let ranks: [Int32] = (0..<count).map { _ in
            Int.random(in: 0..<100, using: &random) < lowestPercent
                ? farOff : Int32(1_000 + Int.random(in: 0..<span, using: &random))
        }
        let sorted = EvaluationPlan.sortedByRank(queue(ranks))
        #expect(sorted.map(\.node) == expectedNodes(ranks))
        #expect(sorted.map(\.rank) == ranks.sorted())
    }

    @Test("negative and mixed ranks: orders below zero come first, ties keep the queue's order")
    func negativeRanks() {
        // 64 entries, so the counting sort runs; ranks by hand from −40 to 23 in a shuffle.
        let ranks: [Int32] = (0..<64).map { Int32(($0 * 37) % 64) - 40 } + [-40, 23, 0]
        let sorted = EvaluationPlan.sortedByRank(queue(ranks))
        #expect(sorted.first?.rank == -40 && sorted.last?.rank == 23)
        // The two −40 entries: node 0 ((0 × 37) mod 64 = 0) and the appended node 64.
        #expect(Array(sorted.prefix(2).map(\.node)) == [0, 64])
        #expect(sorted.map(\.node) == expectedNodes(ranks))
    }
}

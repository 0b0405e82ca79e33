import Testing

@testable import TrellisSolver

/// The tableau's loose columns (`Internal/Column.swift`).
@Suite("Columns")
struct ColumnTests {
    @Test("a column counts exactly while its list keeps stale entries until compacted")
    func counting() {
        var column = Column()
        column.append(3)
        column.append(7)
        #expect(column.isExact)
        column.drop()  // row 3 or 7 lost the symbol: the list cannot tell which
        #expect(column.count == 1 && column.entries == [3, 7] && !column.isExact)
        column.append(3)  // row 3 gained it back: listed twice now
        #expect(column.count == 2 && column.entries == [3, 7, 3])
        column.drop()
        column.drop()
        #expect(column.isEmpty && column.entries.isEmpty)  // nothing live: the list empties
    }

    @Test("stale entries are only loose past four times the live count plus sixteen")
    func looseness() {
        var column = Column()
        for row in 0..<24 { column.append(Int32(row)) }
        column.drop()
        #expect(!column.isLoose)  // 24 entries, 23 live
        for _ in 0..<21 { column.drop() }
        #expect(column.count == 2 && !column.isLoose)  // 24 entries, not above 4·2 + 16
        column.drop()
        #expect(column.count == 1 && column.isLoose)  // 24 entries above 4·1 + 16
        let mentioning: Set<Int32> = [5]
        column.compact { mentioning.contains($0) }
        #expect(column.isExact && column.entries == [5])
    }

    @Test("compaction keeps each live row once, sorted, and keeps the list's capacity")
    func compaction() {
        var column = Column()
        for row: Int32 in [9, 3, 7, 9, 1, 3] { column.append(row) }  // 9 and 3 listed twice
        for _ in 0..<3 { column.drop() }  // three rows lost the symbol: 3 live rows remain
        let capacity = column.entries.capacity
        let live: Set<Int32> = [1, 3, 9]
        column.compact { live.contains($0) }
        #expect(column.entries == [1, 3, 9] && column.count == 3 && column.isExact)
        #expect(column.entries.capacity == capacity)
    }

    @Test("lists compact to sorted, unique entries")
    func sortAndRemoveDuplicates() {
        var list: [Int32] = [9, 3, 9, 1, 3, 3]
        list.sortAndRemoveDuplicates()
        #expect(list == [1, 3, 9])
    }

    @Test("a long run of changes leaves every column tidy: entries at most 4·count + 16")
    func tidyAfterOperations() throws {
        // A chain of weak anchors edited back and forth makes rows gain and lose the edit's
        // error symbols on every flip; after each operation no column may stay loose.
        let solver = Solver()
        let x = (0..<40).map { Variable("x\($0)") }
        for i in x.indices {
            try solver.addConstraint((x[i] + 0 == 10 * Double(i)).priority(100))
            try solver.addConstraint(i == 0 ? x[0] + 0 >= 0 : x[i] - x[i - 1] >= 10)
        }
        try solver.addEditVariable(x[0], priority: 900)
        for k in 0..<50 {
            try solver.suggestValue(k % 2 == 0 ? 30 : -30, for: x[0])
            for column in solver.tableau.columns { #expect(column.entries.count <= 4 * column.count + 16) }
        }
        #expect(solver.value(of: x[39]) == 390)  // last push −30: x0 clamps at 0
        expectConsistent(solver)
    }
}

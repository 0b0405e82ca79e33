import Testing

@testable import TrellisSolver

/// The tableau's loose columns and their pool of chunks (`Internal/Column.swift`,
/// `Internal/Columns.swift`).
@Suite("Columns")
struct ColumnTests {
    /// A store of `symbols` empty columns.
    func store(_ symbols: Int) -> Columns {
        var columns = Columns()
        for _ in 0..<symbols { columns.appendSymbol() }
        return columns
    }

    @Test("a column counts exactly while its list keeps stale entries until compacted")
    func counting() {
        var columns = store(1)
        columns.append(3, to: 0)
        columns.append(7, to: 0)
        #expect(columns[0].isExact)
        columns.drop(from: 0)  // row 3 or 7 lost the symbol: the list cannot tell which
        #expect(columns[0].count == 1 && columns.entries(of: 0) == [3, 7] && !columns[0].isExact)
        columns.append(3, to: 0)  // row 3 gained it back: listed twice now
        #expect(columns[0].count == 2 && columns.entries(of: 0) == [3, 7, 3])
        columns.drop(from: 0)
        columns.drop(from: 0)
        #expect(columns[0].isEmpty && columns.entries(of: 0).isEmpty)  // nothing live: the list empties
    }

    @Test("stale entries are only loose past four times the live count plus sixteen")
    func looseness() {
        var columns = store(1)
        for row in 0..<24 { columns.append(Int32(row), to: 0) }
        columns.drop(from: 0)
        #expect(!columns[0].isLoose)  // 24 entries, 23 live
        for _ in 0..<21 { columns.drop(from: 0) }
        #expect(columns[0].count == 2 && !columns[0].isLoose)  // 24 entries, not above 4·2 + 16
        columns.drop(from: 0)
        #expect(columns[0].count == 1 && columns[0].isLoose)  // 24 entries above 4·1 + 16
        #expect(columns.queue(0) && !columns.queue(0))  // queued once
        columns.rewrite(0, with: [5])
        #expect(columns[0].isExact && columns.entries(of: 0) == [5] && !columns[0].isQueued)
    }

    @Test("columns that grow side by side keep their own entries in order across chunks")
    func interleaved() {
        var columns = store(3)
        for k: Int32 in 0..<30 {
            columns.append(k, to: 0)  // 30 entries: four chunks of eight
            if k % 3 == 0 { columns.append(100 + k, to: 1) }
            if k % 10 == 0 { columns.append(200 + k, to: 2) }
        }
        #expect(columns.entries(of: 0) == Array(0..<30))
        #expect(columns.entries(of: 1) == stride(from: 0, to: 30, by: 3).map { 100 + $0 })
        #expect(columns.entries(of: 2) == [200, 210, 220])
        // ⌈30/8⌉ + ⌈10/8⌉ + ⌈3/8⌉ = 4 + 2 + 1 chunks.
        #expect(columns.chunksInUse == 7 && columns.chunkCount == 7)
    }

    @Test("a taken column's chunks stay reserved during the walk and are reused after release")
    func takeAndRelease() {
        var columns = store(2)
        for k: Int32 in 0..<10 { columns.append(k, to: 0) }  // two chunks
        #expect(columns.chunksInUse == 2)
        var (cursor, chain) = columns.take(0)
        #expect(columns[0].isEmpty && columns.entries(of: 0).isEmpty)
        var walked: [Int32] = []
        while let entry = columns.next(&cursor) {
            walked.append(entry)
            columns.append(entry, to: 1)  // appends during the walk take other chunks
        }
        #expect(walked == Array(0..<10) && columns.entries(of: 1) == Array(0..<10))
        #expect(columns.chunksInUse == 4)
        columns.release(chain)
        #expect(columns.chunksInUse == 2)
        for k: Int32 in 0..<14 { columns.append(k, to: 0) }
        #expect(columns.chunksInUse == 4 && columns.entries(of: 0) == Array(0..<14))
        #expect(columns.entries(of: 1) == Array(0..<10))
    }

    @Test("emptying, compacting and dropping symbols hand chunks back for reuse")
    func reuse() {
        var columns = store(3)
        for round in 0..<100 {
            // Each round lists 21, 14 and 8 entries (3 + 2 + 1 chunks, at most three at once)
            // and hands all of them back: without reuse the pool would grow every round.
            for k: Int32 in 0..<21 { columns.append(k, to: 0) }
            for _ in 0..<21 { columns.drop(from: 0) }  // the last live row gone: the list empties
            for k: Int32 in 0..<14 { columns.append(k, to: 1) }
            columns.rewrite(1, with: [2, 9])  // compacted to one chunk
            for k: Int32 in 0..<8 { columns.append(k, to: 2) }
            #expect(columns.chunksInUse == 2 && columns.entries(of: 1) == [2, 9])
            if round % 2 == 0 {
                let (_, chain) = columns.take(2)
                columns.release(chain)
                columns.rewrite(1, with: [])
            } else {
                columns.removeSymbols(from: 1)
                columns.appendSymbol()
                columns.appendSymbol()
            }
            #expect(columns.chunksInUse == 0)
        }
        #expect(columns.chunkCount == 3)
    }

    @Test("a journal's saved column comes back with its entries, counts and mark")
    func restore() {
        var columns = store(1)
        for row: Int32 in [4, 8, 15, 16, 23, 42, 7, 9] { columns.append(row, to: 0) }
        columns.drop(from: 0)
        _ = columns.queue(0)
        let header = columns[0], entries = columns.entries(of: 0)
        columns.rewrite(0, with: [1])
        columns.append(5, to: 0)
        columns.restore(0, header: header, entries: entries)
        #expect(columns.entries(of: 0) == [4, 8, 15, 16, 23, 42, 7, 9])
        #expect(columns[0].count == 7 && columns[0].listed == 8 && columns[0].isQueued)
        columns.append(3, to: 0)  // appends after the restored entries
        #expect(columns.entries(of: 0).last == 3 && columns[0].count == 8)
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
            let columns = solver.tableau.columns
            for s in 0..<columns.count { #expect(columns[s].listed <= 4 * columns[s].count + 16) }
        }
        #expect(solver.value(of: x[39]) == 390)  // last push −30: x0 clamps at 0
        expectConsistent(solver)
    }
}

/// The pool against a reference model (an array per column), through a long run of random
/// operations: every list must read back exactly what the model holds.
@Suite("Columns against arrays")
struct ColumnModelTests {
    @Test("ten thousand random appends, drops, takes, rewrites, restores and truncations")
    func randomRun() {
        var generator = SplitMix(seed: 0x5EED)
        var columns = Columns()
        var model: [[Int32]] = []
        var live: [Int] = []
        func check() {
            #expect(columns.count == model.count)
            for s in model.indices {
                #expect(columns.entries(of: s) == model[s], "column \(s)")
                #expect(columns[s].count == live[s] && columns[s].listed == model[s].count)
            }
        }
        for step in 0..<10_000 {
            if model.count < 3 || generator.next() % 20 == 0 {
                columns.appendSymbol()
                model.append([])
                live.append(0)
            }
            let s = Int(generator.next() % UInt64(model.count))
            switch generator.next() % 10 {
            case 0...4:
                let row = Int32(generator.next() % 1000)
                columns.append(row, to: s)
                model[s].append(row)
                live[s] += 1
            case 5:
                guard live[s] > 0 else { continue }
                columns.drop(from: s)
                live[s] -= 1
                if live[s] == 0 { model[s] = [] }
            case 6:
                var (cursor, chain) = columns.take(s)
                var walked: [Int32] = []
                let other = (s + 1) % model.count  // another column: there are at least three
                while let entry = columns.next(&cursor) {
                    walked.append(entry)
                    if generator.next() % 2 == 0 {
                        columns.append(entry, to: other)  // appends while the chain is out
                        model[other].append(entry)
                        live[other] += 1
                    }
                }
                #expect(walked == model[s])
                columns.release(chain)
                model[s] = []
                live[s] = 0
            case 7:
                let kept = Array(Set(model[s].filter { _ in generator.next() % 2 == 0 })).sorted()
                columns.rewrite(s, with: kept)
                model[s] = kept
                live[s] = kept.count
            case 8:
                let header = columns[s], saved = columns.entries(of: s)
                for _ in 0..<Int(generator.next() % 12) { columns.append(1, to: s) }
                columns.restore(s, header: header, entries: saved)
            default:
                if model.count > 4, generator.next() % 4 == 0 {
                    let keep = model.count - 1
                    columns.removeSymbols(from: keep)
                    model.removeLast()
                    live.removeLast()
                }
            }
            if step % 500 == 0 { check() }
        }
        check()
        #expect(columns.chunksInUse == model.reduce(0) { $0 + ($1.count + 7) / 8 })
    }
}

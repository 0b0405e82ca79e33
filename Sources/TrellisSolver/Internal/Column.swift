/// The rows that mention one symbol (a column of the tableau), kept loosely.
///
/// ``entries`` may still list a row that no longer mentions the symbol, or list a row twice (it
/// lost the symbol and gained it back); ``count`` is exact. Dropping a row from a column is then
/// a decrement and adding one an append, where a hashed set paid a lookup, a swap and an index
/// update for each (column updates were the largest cost of a pivot). Every reader looks at the
/// row anyway and skips an entry whose row does not mention the symbol (a non-basic symbol's
/// row is empty); walks that must visit each row exactly once first call
/// `Tableau.compactColumn(_:)`, and `Tableau.tidyColumns()` compacts columns whose stale
/// entries outnumber the live ones after each operation, so memory stays proportional.
struct Column {
    /// The rows, possibly with stale and repeated entries.
    private(set) var entries: [Int32] = []
    /// The number of rows that mention the symbol (32 bits: with the flag below, a column is
    /// 16 bytes instead of 24, one array of them per symbol).
    private var storedCount: Int32 = 0
    /// Listed in `Tableau.looseColumns`, waiting for `tidyColumns()`.
    private(set) var isQueued = false

    /// The number of rows that mention the symbol.
    var count: Int { Int(storedCount) }

    /// Whether no row mentions the symbol.
    var isEmpty: Bool { storedCount == 0 }

    /// Whether ``entries`` lists each live row exactly once: nothing was dropped since the list
    /// was last emptied or compacted (an append only ever adds a row that lacked the symbol).
    var isExact: Bool { entries.count == count }

    /// Whether stale entries outnumber the live ones enough to be worth compacting.
    ///
    /// Compacting reads every listed row, and a stale entry costs a walk only one look at its
    /// row: past `2 · count + 8` the enaml-like build spent 3 % of its time compacting; at
    /// `4 · count + 16` it runs 1.7 % fewer instructions (`8 · count + 32` only 0.3 % more),
    /// while memory stays proportional to the live entries.
    var isLoose: Bool { entries.count > 4 * count + 16 }

    /// Records that `basic`'s row now mentions the symbol (it did not before).
    mutating func append(_ basic: Int32) {
        // A first block of four costs no more memory than the array's own first growth step
        // (the allocator rounds both to one 48-byte chunk) and skips the 1 → 2 → 4 regrowth:
        // 1.3 % fewer instructions on the enaml-like build, same peak memory on the
        // 100,000-link chain. (Eight cost 10–15 % on that chain: a larger chunk per column.)
        if entries.capacity == 0 { entries.reserveCapacity(4) }
        entries.append(basic)
        storedCount += 1
    }

    /// Records that one row no longer mentions the symbol.
    mutating func drop() {
        storedCount -= 1
        if storedCount == 0 { entries.removeAll(keepingCapacity: true) }
    }

    /// Keeps the entries whose row `mentions` the symbol, each once (in row order), in place:
    /// the list keeps its capacity, so a busy column does not regrow after every compaction.
    mutating func compact(keeping mentions: (Int32) -> Bool) {
        entries.removeAll { !mentions($0) }
        entries.sortAndRemoveDuplicates()
        storedCount = Int32(entries.count)
        isQueued = false
    }

    /// Marks the column as queued for tidying; returns whether it was not already.
    mutating func queue() -> Bool {
        guard !isQueued else { return false }
        isQueued = true
        return true
    }

    /// Clears the queued mark (tidying found the column tight enough).
    mutating func unqueue() { isQueued = false }
}

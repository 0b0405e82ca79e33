/// The rows that mention one symbol (a column of the tableau), kept loosely: the header of a
/// list whose entries live in ``Columns``' shared pool.
///
/// The list may still hold a row that no longer mentions the symbol, or hold a row twice (it
/// lost the symbol and gained it back); ``count`` is exact. Dropping a row from a column is then
/// a decrement and adding one an append, where a hashed set paid a lookup, a swap and an index
/// update for each (column updates were the largest cost of a pivot). Every reader looks at the
/// row anyway and skips an entry whose row does not mention the symbol (a non-basic symbol's
/// row is empty); walks that must visit each row exactly once first call
/// `Tableau.compactColumn(_:)`, and `Tableau.tidyColumns()` compacts columns whose stale
/// entries outnumber the live ones after each operation, so memory stays proportional.
struct Column {
    /// The list's first and last chunk in the pool, or −1 when it has none.
    var head: Int32 = -1
    var tail: Int32 = -1
    /// The number of entries listed, stale ones included (low 31 bits), and whether the column
    /// is listed in `Tableau.looseColumns`, waiting for `tidyColumns()` (top bit). One word:
    /// a column stays 16 bytes, one of them per symbol.
    private var listedAndQueued: UInt32 = 0
    /// The number of rows that mention the symbol.
    private var storedCount: Int32 = 0

    private static let queuedBit: UInt32 = 1 << 31

    /// The number of rows that mention the symbol.
    var count: Int { Int(storedCount) }

    /// The number of entries listed, stale and repeated ones included.
    var listed: Int { Int(listedAndQueued & ~Self.queuedBit) }

    /// Whether no row mentions the symbol.
    var isEmpty: Bool { storedCount == 0 }

    /// Whether the list holds each live row exactly once: nothing was dropped since the list
    /// was last emptied or compacted (an append only ever adds a row that lacked the symbol).
    var isExact: Bool { listed == count }

    /// Whether stale entries outnumber the live ones enough to be worth compacting.
    ///
    /// Compacting reads every listed row, and a stale entry costs a walk only one look at its
    /// row: past `2 · count + 8` the enaml-like build spent 3 % of its time compacting; at
    /// `4 · count + 16` it runs 1.7 % fewer instructions (`8 · count + 32` only 0.3 % more),
    /// while memory stays proportional to the live entries.
    var isLoose: Bool { listed > 4 * count + 16 }

    /// Whether the column waits in `Tableau.looseColumns`.
    var isQueued: Bool { listedAndQueued & Self.queuedBit != 0 }

    /// Counts one more entry listed.
    mutating func noteListed() { listedAndQueued &+= 1 }

    /// Counts one more row mentioning the symbol.
    mutating func noteLive() { storedCount &+= 1 }

    /// Records that one row no longer mentions the symbol (its entry stays listed).
    mutating func drop() { storedCount -= 1 }

    /// Sets the counts after the list was rewritten to `listed` entries, `count` of them live.
    mutating func setCounts(listed: Int, count: Int) {
        listedAndQueued = (listedAndQueued & Self.queuedBit) | UInt32(listed)
        storedCount = Int32(count)
    }

    /// Marks the column as queued for tidying; returns whether it was not already.
    mutating func queue() -> Bool {
        guard !isQueued else { return false }
        listedAndQueued |= Self.queuedBit
        return true
    }

    /// Clears the queued mark (tidying found the column tight enough, or compacted it).
    mutating func unqueue() { listedAndQueued &= ~Self.queuedBit }
}

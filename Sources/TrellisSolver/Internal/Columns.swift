/// Every symbol's ``Column``, their entries in one pool of fixed-size chunks.
///
/// Columns come and go all the time: a symbol's column empties when it becomes basic and fills
/// again when it leaves, a busy column keeps growing as rows join it, and every new symbol
/// starts one. As an array each, that was an allocation, a copy and a free at every step (about
/// 400 per build of the enaml-like dialog, 7 % of its instructions). Here a column is a chain
/// of chunks of ``perChunk`` entries in one array: appending fills the last chunk or takes a
/// free one, and an emptied column hands its whole chain back in one step. A walk reads eight
/// entries per chunk, in the order they were appended, as it read the array.
struct Columns {
    /// Entries per chunk: eight 32-bit entries, 32 bytes, about the allocator's smallest block
    /// for an array of four. A power of two, so a list's place in its last chunk is a mask.
    static let perChunk = 8

    private var headers: [Column] = []
    /// The chunks' entries, ``perChunk`` per chunk.
    private var slots: [Int32] = []
    /// Each chunk's next chunk in its list (−1 for none); a free chunk's next free chunk.
    private var links: [Int32] = []
    /// The first free chunk, or −1.
    private var freeChunk: Int32 = -1
    /// The chunks handed out at least once; the ones past it are room the pool grew in bulk.
    private var usedChunks = 0

    /// The number of symbols.
    var count: Int { headers.count }

    /// The number of chunks ever used, free ones included (what the columns' memory grew to).
    var chunkCount: Int { usedChunks }

    /// The number of chunks that hold a column's entries (or a taken chain not yet released).
    private(set) var chunksInUse = 0

    /// The header of symbol `s`'s column.
    subscript(s: Int) -> Column { headers[s] }

    /// A place in a chain of chunks, for walking a column (see ``next(_:)``).
    struct Cursor {
        fileprivate var chunk: Int32
        fileprivate var offset: Int
        fileprivate var remaining: Int
    }

    /// A walk over the entries of symbol `s`'s column, in order.
    func cursor(of s: Int) -> Cursor {
        Cursor(chunk: headers[s].head, offset: 0, remaining: headers[s].listed)
    }

    /// The entry at `cursor`, moving it on; `nil` past the last one.
    @inline(__always)
    func next(_ cursor: inout Cursor) -> Int32? {
        guard cursor.remaining > 0 else { return nil }
        if cursor.offset == Self.perChunk {
            cursor.chunk = links[Int(cursor.chunk)]
            cursor.offset = 0
        }
        let entry = slots[Int(cursor.chunk) &* Self.perChunk &+ cursor.offset]
        cursor.offset &+= 1
        cursor.remaining &-= 1
        return entry
    }

    /// Calls `body` with each entry of symbol `s`'s column, in order, reading the pool a chunk
    /// at a time through its buffers (an edit walks its column on every suggested value: copying
    /// the list out first cost a tenth of the enaml-like resize).
    @inline(__always)
    func forEachEntry(of s: Int, _ body: (Int32) -> Void) {
        var remaining = headers[s].listed
        var chunk = headers[s].head
        slots.withUnsafeBufferPointer { slots in
            links.withUnsafeBufferPointer { links in
                while remaining > 0 {
                    let base = Int(chunk) &* Self.perChunk
                    let count = min(Self.perChunk, remaining)
                    for offset in 0..<count { body(slots[base &+ offset]) }
                    remaining &-= count
                    if remaining > 0 { chunk = links[Int(chunk)] }
                }
            }
        }
    }

    /// The entries of symbol `s`'s column, in order, replacing the contents of `list` (whose
    /// memory is reused).
    func entries(of s: Int, into list: inout [Int32]) {
        list.removeAll(keepingCapacity: true)
        forEachEntry(of: s) { list.append($0) }
    }

    /// The entries of symbol `s`'s column, in order.
    func entries(of s: Int) -> [Int32] {
        var list: [Int32] = []
        list.reserveCapacity(headers[s].listed)
        entries(of: s, into: &list)
        return list
    }

    /// Adds an empty column for a new symbol.
    mutating func appendSymbol() { headers.append(Column()) }

    /// Makes room for `count` symbols' headers and for about as many chunks (a first layout
    /// ends with 0.6–0.7 chunks per symbol), so that a large batch does not grow the pool
    /// through repeated doublings.
    mutating func reserveCapacity(symbols count: Int) {
        headers.reserveCapacity(count)
        guard count > links.capacity else { return }
        links.reserveCapacity(count)
        slots.reserveCapacity(count * Self.perChunk)
    }

    /// Drops the columns of every symbol from `count` on.
    mutating func removeSymbols(from count: Int) {
        guard count < headers.count else { return }
        for s in count..<headers.count { releaseChain(of: s) }
        headers.removeSubrange(count...)
    }

    /// Records that `basic`'s row now mentions symbol `s` (it did not before).
    @inline(__always)
    mutating func append(_ basic: Int32, to s: Int) { appendEntry(basic, to: s, live: true) }

    /// Records that one row no longer mentions symbol `s`; the last one gone empties the list.
    mutating func drop(from s: Int) {
        var header = headers[s]
        header.drop()
        headers[s] = header
        if header.isEmpty { releaseChain(of: s) }
    }

    /// Empties symbol `s`'s column, handing back a walk over its entries; the chain stays
    /// reserved until ``release(_:)``, so appends to other columns during the walk cannot
    /// reuse it.
    mutating func take(_ s: Int) -> (cursor: Cursor, chain: Chain) {
        let taken = (cursor(of: s), chain(of: s))
        headers[s] = Column()
        return taken
    }

    /// The chunks of one column's list, as ``take(_:)`` hands them out.
    struct Chain {
        fileprivate let head: Int32
        fileprivate let tail: Int32
        fileprivate let chunks: Int
    }

    /// Symbol `s`'s chain as it stands: its first and last chunk and how many it holds.
    private func chain(of s: Int) -> Chain {
        let listed = headers[s].listed
        return Chain(head: headers[s].head, tail: headers[s].tail, chunks: (listed + Self.perChunk - 1) / Self.perChunk)
    }

    /// Frees a chain handed out by ``take(_:)``.
    mutating func release(_ chain: Chain) {
        guard chain.head >= 0 else { return }
        links[Int(chain.tail)] = freeChunk
        freeChunk = chain.head
        chunksInUse -= chain.chunks
    }

    /// Rewrites symbol `s`'s column to `live`, each of whose rows mentions the symbol once.
    /// The list is written again from its first chunk (its chunks are freed and claimed back in
    /// order), so it keeps what it needs and frees the rest; the queued mark is cleared.
    mutating func rewrite(_ s: Int, with live: [Int32]) {
        releaseChain(of: s)
        for entry in live { appendEntry(entry, to: s, live: false) }
        headers[s].setCounts(listed: live.count, count: live.count)
        headers[s].unqueue()
    }

    /// Restores symbol `s`'s column as a journal saved it: `header`'s counts and mark, `entries`.
    mutating func restore(_ s: Int, header: Column, entries: [Int32]) {
        releaseChain(of: s)
        for entry in entries { appendEntry(entry, to: s, live: false) }
        var restored = header
        restored.head = headers[s].head
        restored.tail = headers[s].tail
        headers[s] = restored
    }

    /// Marks symbol `s`'s column as queued for tidying; returns whether it was not already.
    mutating func queue(_ s: Int) -> Bool { headers[s].queue() }

    /// Clears symbol `s`'s queued mark.
    mutating func unqueue(_ s: Int) { headers[s].unqueue() }

    /// Writes `entry` after the last one of symbol `s`'s list, counted as listed and, when
    /// `live`, as a row that mentions the symbol. The header is read and written once: each
    /// write through the table checked the table's uniqueness again.
    @inline(__always)
    private mutating func appendEntry(_ entry: Int32, to s: Int, live: Bool) {
        var header = headers[s]
        let offset = header.listed & (Self.perChunk - 1)
        if offset == 0 {
            // The last chunk is full (or there is none): link a fresh one.
            let chunk = claimChunk()
            if header.head < 0 {
                header.head = chunk
            } else {
                links[Int(header.tail)] = chunk
            }
            header.tail = chunk
        }
        slots[Int(header.tail) &* Self.perChunk &+ offset] = entry
        header.noteListed()
        if live { header.noteLive() }
        headers[s] = header
    }

    /// A chunk for a list to link: a freed one if any, else the next never-used one.
    @inline(never)
    private mutating func claimChunk() -> Int32 {
        chunksInUse &+= 1
        guard freeChunk >= 0 else {
            // Grown in bulk, doubling: appending one chunk's slots at a time cost more than
            // the rest of the claim (a generic append and a retain of the template).
            if usedChunks == links.count {
                let added = max(16, links.count)
                links.append(contentsOf: repeatElement(-1, count: added))
                slots.append(contentsOf: repeatElement(0, count: added * Self.perChunk))
            }
            usedChunks += 1
            return Int32(usedChunks - 1)
        }
        let chunk = freeChunk
        freeChunk = links[Int(chunk)]
        links[Int(chunk)] = -1
        return chunk
    }

    /// Frees symbol `s`'s chain and empties its list (counts are the caller's).
    private mutating func releaseChain(of s: Int) {
        release(chain(of: s))
        headers[s].head = -1
        headers[s].tail = -1
        headers[s].setCounts(listed: 0, count: headers[s].count)
    }
}

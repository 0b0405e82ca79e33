/// The restricted rows waiting for dual simplex, by how urgently each needs repair.
///
/// Dual simplex repairs the queued row with the largest infeasibility per unit of row length,
/// `constant² / (1 + cells)` (ties to the lower symbol; see `Tableau.popLeavingRow()`). The
/// queue was a list scanned in full, and sorted to drop repeats, before every pivot: after a
/// resize that left k rows infeasible, k pivots cost O(k² log k) (narrowing a grid of 1,000
/// labels: 47 of the change's 130 million instructions). It is now a max-heap of
/// `(score, symbol)` entries. A row's score moves only when its constant or cells do, and every
/// such update of a row left infeasible queues it again with its new score, so an entry is
/// *fresh* while its row is basic, infeasible and still has that score; stale entries are
/// dropped as they surface. Entries left from before the constant move that starts a repair
/// (rounding noise queued by other operations' pivots) are re-scored first
/// (``rescoreAged(_:)``): their rows may have changed since by updates that do not queue. The
/// row repaired next is the same as the scan's, so every pivot is.
struct InfeasibleQueue {
    /// One queued row and its score when it was queued.
    struct Entry {
        let score: Double
        let symbol: Int32

        /// Whether `self` is repaired before `other`: the larger score, then the lower symbol.
        @inline(__always)
        func precedes(_ other: Entry) -> Bool {
            score > other.score || (score == other.score && symbol < other.symbol)
        }
    }

    /// The heap: each entry precedes its children (2i + 1, 2i + 2).
    private var heap: [Entry] = []
    /// Whether entries were queued before the current constant move (see ``age()``).
    private var hasAgedEntries = false
    /// Entries taken off the queue so far, fresh or stale (what tests count).
    private(set) var entriesExamined = 0

    /// Whether nothing is queued (stale entries included).
    var isEmpty: Bool { heap.isEmpty }

    /// The queued symbols, ascending, each once (for dumps).
    var symbols: [Int32] {
        var symbols = heap.map(\.symbol)
        symbols.sortAndRemoveDuplicates()
        return symbols
    }

    /// Forgets every entry.
    mutating func removeAll() {
        // Every add ends here, nearly always with nothing queued: the emptiness test keeps
        // that case to a load (emptying an empty array kept its capacity through a generic
        // call, 1.6 million instructions over a 6,001-view first layout).
        guard !heap.isEmpty else { return }
        heap.removeAll(keepingCapacity: true)
        hasAgedEntries = false
    }

    /// Marks the entries queued so far as aged: a constant move is starting, and what it queues
    /// is fresh when its repair starts; what was there before may not be.
    mutating func age() {
        if !heap.isEmpty { hasAgedEntries = true }
    }

    /// ``rescore(_:)`` when entries were queued before the current constant move (``age()``).
    mutating func rescoreAged(_ score: (Int32) -> Double?) {
        guard hasAgedEntries else { return }
        hasAgedEntries = false
        rescore(score)
    }

    /// Queues `symbol`'s row with its current `score`. O(log k).
    mutating func push(_ symbol: Int32, score: Double) {
        heap.append(Entry(score: score, symbol: symbol))
        siftUp(heap.count - 1)
    }

    /// Removes entries, first first, until `isFresh` accepts one, and returns its symbol; `nil`
    /// when none is left.
    mutating func popFirst(where isFresh: (Entry) -> Bool) -> Int32? {
        while let first = heap.first {
            removeFirst()
            entriesExamined += 1
            if isFresh(first) { return first.symbol }
        }
        return nil
    }

    /// Replaces each entry's score by `score(symbol)`, dropping the entries it answers `nil`
    /// for, in place. O(k): the entries are re-scored where they are and the heap rebuilt
    /// bottom up (a row queued twice keeps both entries; the second turns stale when the first
    /// is repaired).
    mutating func rescore(_ score: (Int32) -> Double?) {
        var kept = 0
        for index in heap.indices {
            let symbol = heap[index].symbol
            guard let value = score(symbol) else { continue }
            heap[kept] = Entry(score: value, symbol: symbol)
            kept += 1
        }
        heap.removeLast(heap.count - kept)
        for start in stride(from: kept / 2 - 1, through: 0, by: -1) { siftDown(start) }
    }

    private mutating func removeFirst() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(0)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        let entry = heap[child]
        while child > 0 {
            let parent = (child - 1) / 2
            guard entry.precedes(heap[parent]) else { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = entry
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let entry = heap[parent]
        let count = heap.count
        while true {
            var child = 2 * parent + 1
            guard child < count else { break }
            if child + 1 < count, heap[child + 1].precedes(heap[child]) { child += 1 }
            guard heap[child].precedes(entry) else { break }
            heap[parent] = heap[child]
            parent = child
        }
        heap[parent] = entry
    }
}

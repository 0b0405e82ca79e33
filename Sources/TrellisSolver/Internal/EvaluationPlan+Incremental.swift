// Incremental sweeps: after a change that left the order alone (a constant moved, an intrinsic
// size changed, the window resized), only the definitions that read a value that moved are
// evaluated again, in sweep order.
//
// Why. Reading a layout after any change used to evaluate every definition: on a 6,001-view
// stack tree one intrinsic-size change cost 0.89 M instructions of sweep for a handful of
// values that moved. Now the inputs are read and compared (two array reads and a comparison
// each, through the symbol each had last time), and each input or constant that moved queues
// the entries that read it; an entry whose value moved queues its own readers. Entries are
// taken in sweep order (their position), so an entry is evaluated once, after everything it
// reads. Each entry does the same arithmetic on the same values as in a full sweep, so the
// results are bit-for-bit those of a full sweep.
//
// A change that moves most values (a resize of a layout whose every item follows the width)
// would queue most entries one by one; past a sixteenth of them the sweep finishes as a full one.

/// Which entries of the sweep order read each node (compressed rows: the readers of node `n`
/// are `positions[start[n] ..< start[n + 1]]`), and where each node's own entry is. Built from
/// the order on the first incremental sweep after the order changed.
struct ReaderIndex {
    var start: [Int32] = []
    var positions: [Int32] = []
    /// The position in the order of each node's entry; −1 for an input or a free node.
    var positionOfNode: [Int32] = []
    var isCurrent = false
}

/// A min-queue of order positions, each queued at most once per sweep.
struct PositionQueue {
    private var heap: [Int32] = []
    /// The sweep each position was last queued in.
    private var queuedIn: [UInt32] = []
    private var sweep: UInt32 = 0

    var count: Int { heap.count }

    /// Starts a sweep over an order of `size` entries: nothing is queued.
    mutating func begin(size: Int) {
        heap.removeAll(keepingCapacity: true)
        if queuedIn.count != size { queuedIn = [UInt32](repeating: 0, count: size) }
        sweep &+= 1
        if sweep == 0 {
            for index in queuedIn.indices { queuedIn[index] = 0 }
            sweep = 1
        }
    }

    /// Queues `position` unless it is queued already in this sweep.
    mutating func push(_ position: Int32) {
        guard queuedIn[Int(position)] != sweep else { return }
        queuedIn[Int(position)] = sweep
        heap.append(position)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[parent] > heap[child] else { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// The lowest queued position, removed.
    mutating func popMin() -> Int32? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return last }
        let top = heap[0]
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            let right = left + 1
            let child = right < heap.count && heap[right] < heap[left] ? right : left
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(parent, child)
            parent = child
        }
        return top
    }
}

extension EvaluationPlan {
    /// An incremental sweep (see the top of this file); falls back to ``sweepAll(tableau:)``
    /// when the change reaches more than a sixteenth of the order.
    mutating func sweepChanges(tableau: inout Tableau) -> (evaluated: Int, sawNonFinite: Bool) {
        if !readers.isCurrent { buildReaders() }
        sweepQueue.begin(size: order.count)
        // Queueing costs several times a full sweep's multiply-adds per entry: past a
        // sixteenth of the order, sweeping everything is cheaper.
        let limit = order.count / 16 + 16
        if tableau.changedRowsAreUnknown {
            for node in inputs where readInput(node, tableau: &tableau) {
                if sweepQueue.count > limit { return sweepAll(tableau: &tableau) }
            }
        } else {
            // Only the inputs whose row the tableau lists as changed (see
            // `Tableau+ChangedRows.swift`); a row listed twice is read twice, harmlessly.
            for index in tableau.changedRows.indices {
                guard let variable = tableau.externalVariable(of: tableau.changedRows[index]),
                    let node = nodeOf[variable], nodes[Int(node)].inputPosition >= 0,
                    readInput(node, tableau: &tableau)
                else { continue }
                if sweepQueue.count > limit { return sweepAll(tableau: &tableau) }
            }
        }
        tableau.clearChangedRows()
        for node in movedConstants where Int(node) < readers.positionOfNode.count {
            let position = readers.positionOfNode[Int(node)]
            if position >= 0 { sweepQueue.push(position) }
        }
        movedConstants.removeAll(keepingCapacity: true)
        var evaluated = 0
        var sawNonFinite = false
        while let position = sweepQueue.popMin() {
            evaluated += 1
            if evaluated > limit || sweepQueue.count > limit {
                let full = sweepAll(tableau: &tableau)
                return (evaluated + full.evaluated, full.sawNonFinite)
            }
            let entry = order[Int(position)]
            let value = evaluate(entry)
            guard value.bitPattern != values[Int(entry.node)].bitPattern else { continue }
            values[Int(entry.node)] = value
            if !value.isFinite { sawNonFinite = true }
            queueReaders(of: entry.node)
        }
        return (evaluated, sawNonFinite)
    }

    /// Reads input `node` from the tableau; when its value moved, stores it and queues its
    /// readers, and returns `true`.
    @inline(__always)
    private mutating func readInput(_ node: Int32, tableau: inout Tableau) -> Bool {
        let value = inputValue(of: node, tableau: &tableau)
        guard value.bitPattern != values[Int(node)].bitPattern else { return false }
        values[Int(node)] = value
        queueReaders(of: node)
        return true
    }

    /// `entry`'s definition over the current values (the same arithmetic as a full sweep).
    @inline(__always)
    private func evaluate(_ entry: Entry) -> Double {
        var total = constants[Int(entry.node)]
        var term = Int(entry.termStart)
        let end = term + Int(entry.termCount)
        while term < end {
            total += termCoefficient[term] * values[Int(termSource[term])]
            term += 1
        }
        return total
    }

    /// Queues every entry that reads `node`.
    @inline(__always)
    private mutating func queueReaders(of node: Int32) {
        let from = Int(readers.start[Int(node)])
        let to = Int(readers.start[Int(node) + 1])
        for index in from..<to { sweepQueue.push(readers.positions[index]) }
    }

    /// Builds ``readers`` from the order (one pass to count, one to fill), through buffer
    /// pointers: with bounds and overflow checks the build cost as much as three incremental
    /// changes on a 6,001-view tree.
    private mutating func buildReaders() {
        let nodeCount = nodes.count
        var start = [Int32](repeating: 0, count: nodeCount + 1)
        var positionOfNode = [Int32](repeating: -1, count: nodeCount)
        var positions: [Int32] = []
        order.withUnsafeBufferPointer { order in
            termSource.withUnsafeBufferPointer { sources in
                start.withUnsafeMutableBufferPointer { start in
                    for position in 0..<order.count {
                        let entry = order[position]
                        positionOfNode[Int(entry.node)] = Int32(truncatingIfNeeded: position)
                        var term = Int(entry.termStart)
                        let end = term &+ Int(entry.termCount)
                        while term < end {
                            start[Int(sources[term]) &+ 1] &+= 1
                            term &+= 1
                        }
                    }
                    for node in 0..<nodeCount { start[node &+ 1] &+= start[node] }
                    var next = Array(start.dropLast())
                    positions = [Int32](unsafeUninitializedCapacity: Int(start[nodeCount])) { buffer, initialized in
                        next.withUnsafeMutableBufferPointer { next in
                            for position in 0..<order.count {
                                let entry = order[position]
                                var term = Int(entry.termStart)
                                let end = term &+ Int(entry.termCount)
                                while term < end {
                                    let source = Int(sources[term])
                                    buffer[Int(next[source])] = Int32(truncatingIfNeeded: position)
                                    next[source] &+= 1
                                    term &+= 1
                                }
                            }
                        }
                        initialized = buffer.count
                    }
                }
            }
        }
        readers = ReaderIndex(start: start, positions: positions, positionOfNode: positionOfNode, isCurrent: true)
    }
}

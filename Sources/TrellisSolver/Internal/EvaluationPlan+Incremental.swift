// Incremental sweeps: after the first sweep, reading values evaluates only the definitions that
// were added (or re-ranked, or whose constant moved) and those that read a value that moved.
//
// Why. Reading a layout after any change used to evaluate every definition: on a 6,001-view
// stack tree one intrinsic-size change cost 0.89 M instructions of sweep for a handful of values
// that moved, and hiding a row also merged the definitions it added into the whole order first
// (0.63 M more). Now the inputs whose tableau row moved are read and compared (the tableau lists
// those rows, see `Tableau+ChangedRows.swift`); each input that moved, each definition that
// came, and each constant that moved queues the definitions that read it, and a definition
// whose value moved queues its own readers. Definitions are taken lowest rank first: a
// definition ranks above everything it reads (see `Definitions.swift`), so each is evaluated
// once, after everything it reads, with the same arithmetic as a full sweep, and the values
// are bit-for-bit a full sweep's (debug builds check exactly that after every sweep).
//
// A node's readers are its users (``EvaluationPlan/users``), listed as definitions come and
// unlisted as they go, their cells reused. (Left behind, a removed definition's entries piled up
// in the lists of the nodes a change keeps touching: hiding and showing one row of a 100-row
// stack over and over walked ever longer lists, 12 % more per hide after 2,000 hides than after
// 100, until a rebuild.) The definitions keep the same lists for their own walks (aliases,
// raises); the plan once kept a second copy of them for the sweep.
//
// A change that moves most values (a resize of a layout whose every item follows the width)
// would queue most definitions one by one; past a sixteenth of them (or of rows changed) the
// sweep finishes as a full one, which costs less per definition. So does a sweep after the
// tableau lost track of its changed rows (new, rebuilt or restored, or a rollback).

/// A min-queue of definitions by rank, each queued at most once per sweep.
struct RankQueue {
    /// Rank in the high half, node in the low half: ties (which never read each other) go by node.
    private var heap: [Int64] = []
    /// The sweep each node was last queued in.
    private var queuedIn: [UInt32] = []
    private var sweep: UInt32 = 0

    var count: Int { heap.count }

    /// Starts a sweep over `nodeCount` nodes: nothing is queued.
    mutating func begin(nodeCount: Int) {
        heap.removeAll(keepingCapacity: true)
        if queuedIn.count < nodeCount { queuedIn.append(contentsOf: repeatElement(0, count: nodeCount - queuedIn.count)) }
        sweep &+= 1
        if sweep == 0 {
            for index in queuedIn.indices { queuedIn[index] = 0 }
            sweep = 1
        }
    }

    /// Queues `node` with `rank` unless it is queued already in this sweep.
    ///
    /// The sifts move a hole through a buffer pointer instead of swapping through the array:
    /// each swap checked the array's uniqueness and both bounds (85 instructions a push, a
    /// tenth of the sweep after a hide).
    mutating func push(_ node: Int32, rank: Int32) {
        guard queuedIn[Int(node)] != sweep else { return }
        queuedIn[Int(node)] = sweep
        let key = Int64(rank) << 32 | Int64(UInt32(bitPattern: node))
        heap.append(key)
        heap.withUnsafeMutableBufferPointer { heap in
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard heap[parent] > key else { break }
                heap[child] = heap[parent]
                child = parent
            }
            heap[child] = key
        }
    }

    /// The queued node of lowest rank, removed.
    mutating func popMin() -> Int32? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return Int32(truncatingIfNeeded: last) }
        return heap.withUnsafeMutableBufferPointer { heap in
            let top = heap[0]
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < heap.count else { break }
                let right = left + 1
                let child = right < heap.count && heap[right] < heap[left] ? right : left
                guard heap[child] < last else { break }
                heap[parent] = heap[child]
                parent = child
            }
            heap[parent] = last
            return Int32(truncatingIfNeeded: top)
        }
    }
}

extension EvaluationPlan {
    /// An incremental sweep (see the top of this file); falls back to ``sweepAll(tableau:)``
    /// when the change reaches more than a sixteenth of the definitions.
    mutating func sweepChanges(tableau: inout Tableau) -> (evaluated: Int, sawNonFinite: Bool) {
        if shouldPrepare { prepare() }
        sweepQueue.begin(nodeCount: nodes.count)
        // Queueing costs several times a full sweep's multiply-adds per definition: past a
        // sixteenth of them, sweeping everything is cheaper.
        let limit = (order.count + queuedCount) / 16 + 16
        sweepLimit = limit
        if !pendingDefinitions.isEmpty {
            for index in pendingDefinitions.indices { queueDefinition(pendingDefinitions[index]) }
            pendingDefinitions.removeAll(keepingCapacity: true)
        }
        if !pendingInputs.isEmpty {
            for index in pendingInputs.indices where nodes[Int(pendingInputs[index])].inputPosition >= 0 {
                _ = readInput(pendingInputs[index], tableau: &tableau)
            }
            pendingInputs.removeAll(keepingCapacity: true)
        }
        // Every input may have moved (a new, rebuilt or restored tableau), or more rows moved
        // than the sweep would evaluate definitions (a resize moves every row that follows
        // the window's width): a full sweep reads and evaluates everything for less.
        if sweepQueue.count > limit || tableau.changedRowsAreUnknown || tableau.changedRowCount > limit {
            return sweepAll(tableau: &tableau)
        }
        // Only the inputs whose row the tableau lists as changed (see
        // `Tableau+ChangedRows.swift`); a row listed twice is read twice, harmlessly.
        for index in 0..<tableau.changedRowCount {
            guard let variable = tableau.externalVariable(of: tableau.changedRowBuffer[index]),
                case let node = self.node(of: variable), node >= 0, nodes[Int(node)].inputPosition >= 0,
                readInput(node, tableau: &tableau)
            else { continue }
            if sweepQueue.count > limit { return sweepAll(tableau: &tableau) }
        }
        tableau.clearChangedRows()
        var evaluated = 0
        var sawNonFinite = false
        while let node = sweepQueue.popMin() {
            // Queued, then its definition was removed.
            guard nodes[Int(node)].liveSerial != 0 else { continue }
            evaluated += 1
            if evaluated > limit {
                let full = sweepAll(tableau: &tableau)
                return (evaluated + full.evaluated, full.sawNonFinite)
            }
            let value = evaluate(node)
            guard value.bitPattern != values[Int(node)].bitPattern else { continue }
            values[Int(node)] = value
            valueLog.note(nodes[Int(node)].variable)
            if !value.isFinite { sawNonFinite = true }
            queueReaders(of: node)
            if sweepQueue.count > limit {
                let full = sweepAll(tableau: &tableau)
                return (evaluated + full.evaluated, full.sawNonFinite)
            }
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

    /// `node`'s definition over the current values (the same arithmetic as a full sweep).
    @inline(__always)
    private func evaluate(_ node: Int32) -> Double {
        var total = constants[Int(node)]
        var term = Int(nodes[Int(node)].termStart)
        let end = term + Int(nodes[Int(node)].termCount)
        while term < end {
            total += termCoefficient[term] * values[Int(termSource[term])]
            term += 1
        }
        return total
    }

    /// Queues `node`'s definition, if it has one.
    @inline(__always)
    private mutating func queueDefinition(_ node: Int32) {
        guard Int(node) < nodes.count, nodes[Int(node)].liveSerial != 0 else { return }
        sweepQueue.push(node, rank: nodes[Int(node)].rank)
    }

    /// Queues every live definition that reads `node`, stopping once the queue is past the
    /// sweep's limit (the sweep then finishes as a full one: an equal-width stack's first width
    /// has a thousand readers, and queueing them all cost more than the full sweep).
    @inline(__always)
    private mutating func queueReaders(of node: Int32) {
        var cell = nodes[Int(node)].users
        while cell >= 0, sweepQueue.count <= sweepLimit {
            readerEntriesFollowed &+= 1
            queueDefinition(users.member(at: cell))
            cell = users.cell(after: cell)
        }
    }
}

/// Every definition's terms flattened into arrays, in an order where each definition comes after
/// the definitions it reads, so one forward sweep evaluates them all — kept up to date as
/// definitions come and go, so a change costs in proportion to what changed.
///
/// Reading the values of a layout after a change evaluates most of its definitions. Walking each
/// definition's `[LinearExpression.Term]` costs a reference count and an identity lookup per
/// term; the plan resolves those once, when a definition is added, into node numbers and
/// coefficients. A sweep then costs a multiply-add per term (an equal-width stack of 1,000
/// views: 2,001 values read after a resize went from ≈ 750 to ≈ 20 instructions per definition).
///
/// **Nodes.** Every variable a definition defines or mentions has one node, a number that stays
/// the same while any definition mentions it, whether it is defined (its value is computed by the
/// sweep) or an input (read from the tableau before the sweep). Terms point at nodes, so defining
/// or undefining a variable rewrites no other definition's terms.
///
/// **Variables.** A node is also where the definitions keep what they know about its variable:
/// its first-seen order and the list of definitions that mention it (and, in an array of their
/// own by node, the slot of its definition). A new definition looks each of its variables up
/// once, in ``nodeOf``; before, it probed four tables per term (the orders, the defined
/// variables' slots, the users' lists and the nodes), each a likely cache miss in a first
/// layout's large tables.
///
/// **Order.** Definitions are swept in rank order (a definition ranks above every definition it
/// mentions; see `Definitions.swift`). Adding one queues it; removing one marks its entry dead;
/// the next full sweep drops the dead entries and merges the queue in, one linear pass. Hiding
/// a row of a 6,000-view stack used to rebuild and re-sort the whole plan — twice, 12 of its
/// 30 million instructions. After the first sweep most reads sweep only what changed (see
/// `EvaluationPlan+Incremental.swift`), which needs no order at all.
struct EvaluationPlan {
    /// One definition in sweep order: its node, its terms `termStart ..< termStart + termCount`
    /// in the pool, its rank, and a serial that tells a live entry from one left behind by a
    /// removal or a re-rank (live when its node's `liveSerial` is `serial`).
    struct Entry {
        var node: Int32
        var rank: Int32
        var serial: UInt32
        var termStart: Int32
        var termCount: Int32
    }

    /// Live entries in sweep order (and dead ones, until the next ``prepare()``).
    var order: [Entry] = []
    /// Entries added since the last ``prepare()``, in any order.
    private var queued: [Entry] = []
    /// The term pool: a term's source node and coefficient.
    var termSource: [Int32] = []
    var termCoefficient: [Double] = []
    /// Terms in the pool that belong to live definitions; the rest is garbage left by removals.
    private var liveTerms = 0
    private var nextSerial: UInt32 = 1
    /// Entries in ``order`` that are no longer live.
    private var deadInOrder = 0

    /// What the plan keeps per node besides its value and constant.
    struct Node {
        /// The variable's identity.
        var variable: ObjectIdentifier
        /// How many terms and definitions refer to the node.
        var references: Int32 = 1
        /// The serial of its live definition's entry; 0 when it is an input.
        var liveSerial: UInt32 = 0
        /// Its place in ``inputs``; −1 when it is defined.
        var inputPosition: Int32 = -1
        /// Its live definition's terms in the pool.
        var termStart: Int32 = 0
        var termCount: Int32 = 0
        /// The variable's symbol in the tableau when it was last read as an input (−1: not
        /// known), checked on use (see ``Tableau/isSymbol(_:of:)``).
        var symbol: Int32 = -1
        /// Its live definition's rank.
        var rank: Int32 = 0
        /// The variable's first-seen order (see `Definitions.swift`), ``unordered`` when it has
        /// none. Kept here with the other facts about the variable, so that a definition's
        /// terms are looked up once, not once per table (see "Variables" above).
        var order: Int32 = Node.unordered
        /// The head of the list of the nodes of the definitions that mention the variable (in
        /// ``EvaluationPlan/users``).
        var users: Int32 = -1
        /// The head of the list of the lowerings that used the variable's definition (in
        /// ``EvaluationPlan/dependents``; see `EvaluationPlan+Dependents.swift`).
        var dependents: Int32 = -1

        /// The order of a variable that has none yet.
        static var unordered: Int32 { .min }
    }

    /// The identity a free node holds: a type's, which no variable can share.
    private static var freeNode: ObjectIdentifier { ObjectIdentifier(EvaluationPlan.self) }

    /// Node numbers by variable identity, for the variables whose hint belongs to another node
    /// (see ``node(of:)-(Variable)``): most variables are never in it.
    private(set) var nodeOf = IdentityMap()
    /// The orders of variables whose node was freed (no definition mentions them now), so that
    /// one mentioned again keeps its order, as when orders had a table of their own.
    private var parkedOrders = IdentityMap()
    var nodes: [Node] = []
    /// Each node's definition's constant (0 for an input), beside ``values`` for the sweep.
    var constants: [Double] = []
    private var freeNodes: [Int32] = []
    /// Nodes read from the tableau before a sweep: mentioned by a definition, not defined.
    private(set) var inputs: [Int32] = []
    /// Every node's value after the last ``run(readingInputs:)``; 0 for free nodes.
    var values: [Double] = []
    /// The defined variables whose value may have moved since the layout engine last took them:
    /// those a sweep changed and those whose definition came or went (see `ValueLog.swift`).
    var valueLog = ValueLog()

    /// Whether the next sweep evaluates everything: the order changed since the last one (or
    /// there was none).
    var needsFullSweep = true
    /// Definitions to evaluate at the next sweep whatever their inputs did: added, re-ranked,
    /// or their constant moved since the last sweep.
    var pendingDefinitions: [Int32] = []
    /// Nodes that became inputs since the last sweep (new, or their definition removed): their
    /// value is read from the tableau at the next sweep.
    var pendingInputs: [Int32] = []
    /// For each node, the nodes of the definitions that read it (the list heads are
    /// ``Node/users``): the sweep follows them to what a change reaches, and the definitions to
    /// the aliases and raises of `Definitions+Aliases.swift` and `Definitions.swift`.
    var users = ListPool<Int32>()
    /// For each defined variable, the lowerings that used its definition (the list heads are
    /// ``Node/dependents``, or parked once the node is freed).
    var dependents = DependentLists()
    /// The definitions an incremental sweep has queued, by rank.
    var sweepQueue = RankQueue()
    /// How many queued definitions make the current incremental sweep a full one.
    var sweepLimit = 0
    /// Entries placed into the sweep order by merges so far (see ``prepare()``).
    private(set) var placements = 0
    /// Reader entries incremental sweeps followed so far (tests count work).
    var readerEntriesFollowed = 0

    /// Entries queued since the last ``prepare()``.
    var queuedCount: Int { queued.count }

    /// Whether ``prepare()`` has entries to drop or merge.
    var needsPreparing: Bool { !queued.isEmpty || deadInOrder > 0 }

    /// The value of `node` after the last sweep.
    @inline(__always)
    func value(ofNode node: Int32) -> Double { values[Int(node)] }

    /// Whether `node` is the node of `variable` and holds its definition: a check that a node
    /// number kept by a reader (see ``Solver/ValueHint``) still means what it meant.
    @inline(__always)
    func isDefinedNode(_ node: Int32, of variable: ObjectIdentifier) -> Bool {
        Int(node) < nodes.count && nodes[Int(node)].liveSerial != 0 && nodes[Int(node)].variable == variable
    }

    /// Appends a term (its source node and coefficient) of the definition the next
    /// ``add(node:termCount:constant:rank:)`` adds.
    ///
    /// Term by term rather than through a closure handed to `add`: the closure captured the
    /// definition's terms, retaining and releasing them for every definition.
    @inline(__always)
    mutating func appendTerm(source: Int32, coefficient: Double) {
        termSource.append(source)
        termCoefficient.append(coefficient)
    }

    /// Adds the definition `node = Σ terms + constant` ranked `rank`, its terms the last
    /// `termCount` appended (``appendTerm(source:coefficient:)``), taking over one reference to
    /// `node` and to each term's node (see ``reference(_:node:)``).
    mutating func add(node: Int32, termCount: Int, constant: Double, rank: Int32) {
        removeInput(node)
        valueLog.note(nodes[Int(node)].variable)
        let start = Int32(termSource.count - termCount)
        let serial = takeSerial()
        // The node's four fields written through one access: a write per field checked the
        // array's uniqueness for each (four of a definition's two dozen checks).
        modifyInPlace(&nodes[Int(node)]) { node in
            node.termStart = start
            node.termCount = Int32(termCount)
            node.liveSerial = serial
            node.rank = rank
        }
        liveTerms += termCount
        for term in Int(start)..<termSource.count { users.append(node, to: &nodes[Int(termSource[term])].users) }
        constants[Int(node)] = constant
        queue(Entry(node: node, rank: rank, serial: serial, termStart: start, termCount: Int32(termCount)))
    }

    /// Where the terms of the live definition of `node` are in the pool (``termSource``,
    /// ``termCoefficient``), in the definition's order.
    @inline(__always)
    func terms(ofDefinition node: Int32) -> Range<Int> {
        let start = Int(nodes[Int(node)].termStart)
        return start..<(start + Int(nodes[Int(node)].termCount))
    }

    /// The node of term `index` of the live definition of `node`.
    @inline(__always)
    func termNode(_ index: Int, ofDefinition node: Int32) -> Int32 {
        termSource[terms(ofDefinition: node).lowerBound + index]
    }

    /// Removes the definition of `node`.
    mutating func remove(node: Int32) {
        // Its variable is now read from the tableau (or reads 0), maybe at another value.
        valueLog.note(nodes[Int(node)].variable)
        nodes[Int(node)].liveSerial = 0
        // Counted even when the entry is still queued: the count only says that `prepare()`
        // has work, and a queued entry is dropped the same way.
        deadInOrder += 1
        let start = Int(nodes[Int(node)].termStart)
        let count = Int(nodes[Int(node)].termCount)
        liveTerms -= count
        nodes[Int(node)].termCount = 0
        constants[Int(node)] = 0
        for term in start..<(start + count) {
            // Unlinked before the source may be released (and its node reused).
            users.remove(node, from: &nodes[Int(termSource[term])].users)
            release(termSource[term])
        }
        insertInput(node)
        release(node)
    }

    /// Moves the constant of `node`'s definition (no change to the order).
    mutating func setConstant(of node: Int32, to constant: Double) {
        constants[Int(node)] = constant
        pendingDefinitions.append(node)
    }

    /// Gives the definition of `node` a new rank (its variable was raised; see `Definitions.raise`).
    mutating func rerank(node: Int32, to rank: Int32) {
        guard nodes[Int(node)].liveSerial != 0 else { return }
        deadInOrder += 1
        enqueue(node, rank: rank)
    }

    /// Drops dead entries and merges queued ones into the sweep order (one pass over the order,
    /// plus sorting the queue), and compacts the term pool when it is mostly garbage. Only a
    /// full sweep needs the order; an incremental one follows the readers by rank.
    mutating func prepare() {
        guard needsPreparing else { return }
        placements += queued.count
        order = merged()
        queued.removeAll(keepingCapacity: true)
        deadInOrder = 0
        if termSource.count > 2 * liveTerms + 4096 { compactTerms() }
    }

    /// Whether the entries waiting to be merged are many enough to merge now (keeping the
    /// queue and the dead entries within a fraction of the order).
    var shouldPrepare: Bool { queued.count + deadInOrder > order.count / 4 + 1024 }

    /// The live entries of ``order`` with the live queued ones merged in by rank.
    private func merged() -> [Entry] {
        func isLive(_ entry: Entry) -> Bool { nodes[Int(entry.node)].liveSerial == entry.serial }
        // Filtered into room for all of them: `filter` grew its result by doubling (16 times
        // in a 1,000-row stack's first layout).
        var live: [Entry] = []
        live.reserveCapacity(queued.count)
        for entry in queued where isLive(entry) { live.append(entry) }
        let fresh = Self.sortedByRank(live)
        var merged: [Entry] = []
        merged.reserveCapacity(order.count + fresh.count)
        var next = 0
        for entry in order where isLive(entry) {
            while next < fresh.count, fresh[next].rank < entry.rank {
                merged.append(fresh[next])
                next += 1
            }
            merged.append(entry)
        }
        merged.append(contentsOf: fresh[next...])
        return merged
    }

    /// Writes every definition's value into ``values``, after reading each input's value from
    /// the tableau: after the first sweep, only the definitions that were added or that read a
    /// value that moved (see `EvaluationPlan+Incremental.swift`). Returns how many definitions
    /// were evaluated and whether a value evaluated is not finite.
    mutating func run(tableau: inout Tableau) -> (evaluated: Int, sawNonFinite: Bool) {
        // A small plan sweeps in full: following the changes has a fixed cost (the queue, the
        // changed rows' lookups) that a few dozen multiply-adds do not repay (kiwi's enaml
        // dialog, 60-odd definitions, read 13 % slower per resize).
        guard needsFullSweep || order.count + queuedCount < Self.smallestIncrementalPlan else {
            return sweepChanges(tableau: &tableau)
        }
        return sweepAll(tableau: &tableau)
    }

    /// Plans with fewer definitions than this always sweep in full.
    static let smallestIncrementalPlan = 128

    /// Reads every input and evaluates every definition, in the order (merged first).
    mutating func sweepAll(tableau: inout Tableau) -> (evaluated: Int, sawNonFinite: Bool) {
        prepare()
        // Emptied only when not empty: emptying an array costs about a hundred instructions,
        // as much as a small dialog's whole sweep.
        // A first layout lists every definition and input: that capacity is let go.
        if !pendingDefinitions.isEmpty { pendingDefinitions.removeAll(keepingCapacity: pendingDefinitions.count < 4096) }
        if !pendingInputs.isEmpty { pendingInputs.removeAll(keepingCapacity: pendingInputs.count < 4096) }
        for node in inputs { values[Int(node)] = inputValue(of: node, tableau: &tableau) }
        tableau.clearChangedRows()
        // Listing what a full sweep moved would cost a comparison per definition; a full sweep
        // follows a change that moved most values anyway.
        valueLog.forget()
        // The sweep is the whole cost of reading a large layout after a change; buffer pointers
        // drop the bounds checks from its inner loop (every index was produced by `add`).
        order.withUnsafeBufferPointer { order in
            termSource.withUnsafeBufferPointer { sources in
                termCoefficient.withUnsafeBufferPointer { coefficients in
                    constants.withUnsafeBufferPointer { constants in
                        values.withUnsafeMutableBufferPointer { values in
                            for entry in order {
                                var total = constants[Int(entry.node)]
                                var term = Int(entry.termStart)
                                let end = term + Int(entry.termCount)
                                while term < end {
                                    total += coefficients[term] * values[Int(sources[term])]
                                    term += 1
                                }
                                values[Int(entry.node)] = total
                            }
                        }
                    }
                }
            }
        }
        needsFullSweep = false
        return (order.count, values.contains { !$0.isFinite })
    }

    /// The tableau's value of input `node`'s variable, through the symbol it had last time.
    @inline(__always)
    mutating func inputValue(of node: Int32, tableau: inout Tableau) -> Double {
        let symbol = nodes[Int(node)].symbol
        let variable = nodes[Int(node)].variable
        if symbol >= 0, tableau.isSymbol(symbol, of: variable) { return tableau.value(of: symbol) }
        guard let found = tableau.symbol(of: variable) else { return 0 }
        nodes[Int(node)].symbol = found
        return tableau.value(of: found)
    }

    /// The first definition's node (in sweep order) that reads a defined node not swept before
    /// it; `nil` when the order is sound. For the debug self-checks.
    func misorderedNode() -> Int32? {
        var swept = Set<Int32>()
        for entry in order {
            let terms = Int(entry.termStart)..<Int(entry.termStart + entry.termCount)
            for term in terms where nodes[Int(termSource[term])].liveSerial != 0 && !swept.contains(termSource[term]) {
                return entry.node
            }
            swept.insert(entry.node)
        }
        return nil
    }
}

extension EvaluationPlan {
    /// Queues a live entry for `node` with a fresh serial (any older entry of it goes dead).
    private mutating func enqueue(_ node: Int32, rank: Int32) {
        let serial = takeSerial()
        let (termStart, termCount) = modifyInPlace(&nodes[Int(node)]) { node in
            node.liveSerial = serial
            node.rank = rank
            return (node.termStart, node.termCount)
        }
        queue(Entry(node: node, rank: rank, serial: serial, termStart: termStart, termCount: termCount))
    }

    /// A fresh serial for a live entry (never 0, which marks an input).
    private mutating func takeSerial() -> UInt32 {
        let serial = nextSerial
        nextSerial &+= 1
        if nextSerial == 0 { nextSerial = 1 }
        return serial
    }

    /// Queues `entry`, live from now on, for the next ``prepare()`` and sweep.
    private mutating func queue(_ entry: Entry) {
        pendingDefinitions.append(entry.node)
        queued.append(entry)
    }

    /// Makes room for about `count` more variables' nodes (a large batch of constraints), with
    /// half more for what follows: reserved exactly, the first definition a change added
    /// after a first layout copied every node to grow the arrays (see
    /// `IdentityTable.reserveCapacity(_:)`), and a quarter more was short of the 100-cell feed's
    /// first layout, whose stacks' guides bring its nodes to 5.2 a view, not 4 (the arrays were
    /// copied at 7,510 nodes of 7,842). Room the arrays never use is never touched; the table
    /// of variables, written when laid out, gets room for `count`.
    mutating func reserveCapacity(forVariables count: Int) {
        let needed = nodes.count + count
        guard needed > nodes.capacity else { return }
        let room = Swift.max(needed + needed / 2, 2 * nodes.capacity)
        nodes.reserveCapacity(room)
        constants.reserveCapacity(room)
        values.reserveCapacity(room)
    }

    /// Makes room for about `count` more definitions queued before the next sweep (a large
    /// batch): grown by doubling, the queue and the pending list copied 30,000 entries through
    /// a 1,000-row stack's first layout.
    mutating func reserveCapacity(forDefinitions count: Int) {
        // Raised definitions are queued again: a quarter more.
        queued.reserveCapacity(queued.count + count + count / 4)
        pendingDefinitions.reserveCapacity(pendingDefinitions.count + count)
        // A definition reads 1.0–1.8 terms on average in the first layouts measured (stack
        // trees, nested stacks, feeds), and each term is one cell in its node's list of users.
        let terms = termSource.count + 2 * count
        termSource.reserveCapacity(terms)
        termCoefficient.reserveCapacity(terms)
        users.reserveCapacity(terms)
    }

    /// The node of `variable`: −1 when no definition defines or mentions it.
    ///
    /// A confined variable's ``Variable/nodeHint`` (a layout item's, see
    /// ``Variable/isConfined``) is written once, by the first plan that gives it a node, and
    /// never changed: that plan finds it through the hint (one load and comparison, where the
    /// inserts into ``nodeOf`` were 3.7 % of the 1,000-row `fill` tree's first layout in
    /// `perf`) and keeps no entry for it. Any plan trusts a hint only when its own node there
    /// holds the variable: then the variable has that node, whoever wrote the hint. A variable
    /// whose hint does not check out (another solver's, a node this plan freed and gave to
    /// another variable since, or a shared variable another plan looked up last) is in
    /// ``nodeOf``, where it was put when it got its node. As nothing rewrites a confined
    /// variable's hint, a copy of the plan restored after a failed change still finds every
    /// variable it holds: a hint that checked out when the copy was made still does.
    @inline(__always)
    func node(of variable: Variable) -> Int32 { node(of: ObjectIdentifier(variable), hint: variable.nodeHint) }

    /// ``node(of:)-(Variable)`` for the variable with identity `id`, which must be alive (every
    /// identity the definitions ask about is of a variable a constraint or the caller holds).
    @inline(__always)
    func node(of id: ObjectIdentifier) -> Int32 { node(of: id, hint: Variable.nodeHint(of: id)) }

    /// The node of the variable `id` whose ``Variable/nodeHint`` is `hint`.
    @inline(__always)
    private func node(of id: ObjectIdentifier, hint: Int32) -> Int32 {
        // No plan ever gave it a node, so no table holds it either.
        guard hint >= 0 else { return -1 }
        if Int(hint) < nodes.count, nodes[Int(hint)].variable == id { return hint }
        return nodeOf.count > 0 ? nodeOf[id] ?? -1 : -1
    }

    /// The node of the variable `lent` (whose node is `node`, or −1 when it had none when the
    /// caller looked), made (as an input, unless `isDefinedNext`: the caller defines it at once)
    /// if it has none; one more reference to it. The variable's ``Variable/nodeHint`` is set to it.
    ///
    /// Inlined for a known node, the usual case (a definition's terms mostly name variables
    /// other definitions have named): only making a node is a call.
    @inline(__always)
    mutating func reference(_ lent: Unmanaged<Variable>, node known: Int32, isDefinedNext: Bool = false) -> Int32 {
        if known >= 0 {
            nodes[Int(known)].references += 1
            return known
        }
        return referenceUnknown(lent, isDefinedNext: isDefinedNext)
    }

    /// ``reference(_:node:isDefinedNext:)`` for a variable whose node the caller did not know.
    @inline(never)
    private mutating func referenceUnknown(_ lent: Unmanaged<Variable>, isDefinedNext: Bool) -> Int32 {
        let variable = ObjectIdentifier(lent.takeUnretainedValue())
        let fresh = freeNodes.last ?? Int32(nodes.count)
        let (hint, isConfined) = lent._withUnsafeGuaranteedRef { ($0.nodeHint, $0.isConfined) }
        let node: Int32
        if hint < 0 && isConfined {
            // Never given a node by any plan: the hint is this node's from now on, and no table
            // entry is needed (see ``node(of:)-(Variable)``).
            lent._withUnsafeGuaranteedRef { $0.nodeHint = fresh }
            node = fresh
        } else if hint >= 0, Int(hint) < nodes.count, nodes[Int(hint)].variable == variable {
            nodes[Int(hint)].references += 1
            return hint
        } else {
            let (found, isNew) = nodeOf.value(for: variable, insertingIfAbsent: fresh)
            // A shared variable's hint is only a shortcut: the last plan to look it up sets it.
            if !isConfined { lent._withUnsafeGuaranteedRef { $0.nodeHint = found } }
            guard isNew else {
                nodes[Int(found)].references += 1
                return found
            }
            node = found
        }
        var made = Node(variable: variable)
        if parkedOrders.count > 0, let order = parkedOrders[variable] {
            parkedOrders[variable] = nil
            made.order = order
        }
        if freeNodes.isEmpty {
            nodes.append(made)
            constants.append(0)
            values.append(0)
        } else {
            freeNodes.removeLast()
            nodes[Int(node)] = made
        }
        // A node about to be defined (a new definition's own variable) would be an input only
        // until ``add(node:termCount:constant:rank:)`` removes it again.
        if !isDefinedNext { insertInput(node) }
        return node
    }

    /// The order of `variable`, whose node is `node` (−1: none); `nil` when it has none.
    @inline(__always)
    func order(of variable: ObjectIdentifier, node: Int32) -> Int32? {
        if node >= 0 {
            let order = nodes[Int(node)].order
            return order == Node.unordered ? nil : order
        }
        return parkedOrders.count > 0 ? parkedOrders[variable] : nil
    }

    /// Sets the order of `variable`, whose node is `node` (−1: none).
    @inline(__always)
    mutating func setOrder(_ order: Int32, of variable: ObjectIdentifier, node: Int32) {
        if node >= 0 {
            nodes[Int(node)].order = order
        } else {
            parkedOrders[variable] = order
        }
    }

    /// One reference fewer to `node`; frees it when nothing refers to it.
    private mutating func release(_ node: Int32) {
        nodes[Int(node)].references -= 1
        guard nodes[Int(node)].references == 0 else { return }
        removeInput(node)
        let variable = nodes[Int(node)].variable
        // A variable found through its hint has no entry; its hint stops checking out below.
        if nodeOf.count > 0 { nodeOf[variable] = nil }
        if nodes[Int(node)].order != Node.unordered { parkedOrders[variable] = nodes[Int(node)].order }
        if nodes[Int(node)].dependents >= 0 { dependents.park(nodes[Int(node)].dependents, of: variable) }
        values[Int(node)] = 0
        // A free node belongs to no variable, so a reader's old node number no longer checks out.
        nodes[Int(node)] = Node(variable: Self.freeNode)
        freeNodes.append(node)
    }

    private mutating func insertInput(_ node: Int32) {
        guard nodes[Int(node)].inputPosition < 0 else { return }
        nodes[Int(node)].inputPosition = Int32(inputs.count)
        inputs.append(node)
        pendingInputs.append(node)
    }

    private mutating func removeInput(_ node: Int32) {
        let position = Int(nodes[Int(node)].inputPosition)
        guard position >= 0 else { return }
        let last = inputs.removeLast()
        if position < inputs.count {
            inputs[position] = last
            nodes[Int(last)].inputPosition = Int32(position)
        }
        nodes[Int(node)].inputPosition = -1
    }

    /// Copies the live definitions' terms into a fresh pool, in sweep order (removals leave
    /// garbage behind; a pool in sweep order also reads memory front to back).
    private mutating func compactTerms() {
        var sources: [Int32] = []
        var coefficients: [Double] = []
        sources.reserveCapacity(liveTerms)
        coefficients.reserveCapacity(liveTerms)
        for index in order.indices {
            let start = Int(order[index].termStart)
            let end = start + Int(order[index].termCount)
            order[index].termStart = Int32(sources.count)
            nodes[Int(order[index].node)].termStart = Int32(sources.count)
            sources.append(contentsOf: termSource[start..<end])
            coefficients.append(contentsOf: termCoefficient[start..<end])
        }
        termSource = sources
        termCoefficient = coefficients
    }
}

// Dependents: for each definition, the lowerings that went through it, listed in its node.
//
// Why. A lowering records every definition it substituted, so that removing a definition finds
// the constraints to lower again (`Definitions.dependentWeights(of:)`). The lists were keyed by
// the definition's variable in an identity table: one insert per use, and in a first layout's
// table of thousands of variables each was a cache miss (2.4 % of a 1,000-row stack's time
// samples, the largest identity table left after the thirty-seventh round). The expansion that
// makes a use has just read the definition's node, so the list's head is kept there.
//
// Freed nodes. A node is freed when no definition mentions its variable any more, which can
// happen before the lowerings that used its old definition are gone (they wait for the batch's
// new constraints, see `Solver+Definitions.swift`). Its list is then parked by the variable's
// identity, as its order is, and stays parked until it is empty: appends and removals look at
// the parked lists first (there are seldom any), so a variable's list is either parked or in
// the node it had when the list began, never both. A lowering keeps the node of each use (see
// `DefinitionUse`), because the variable itself may be gone by the time the lowering is
// removed; that node still holds the list whenever the list is not parked.
//
// Identities. As before, whoever lists a lowering keeps the definition's variable alive while
// the list is not empty (a lowering holds the definitions it went through), so no address is
// reused while it keys a parked list.

/// The lists of lowerings by definition: the cells, and the heads of lists whose node was freed.
struct DependentLists {
    /// Every list's cells; a list's head is its node's ``EvaluationPlan/Node/dependents`` or
    /// its entry in ``parked``.
    var pool = ListPool<ObjectIdentifier>()
    /// The heads of lists whose node was freed while they were not empty, by variable identity.
    private(set) var parked = IdentityMap()

    /// Parks the list whose head is `head`, of the variable with identity `variable` whose node
    /// is being freed.
    mutating func park(_ head: Int32, of variable: ObjectIdentifier) {
        #if TRELLIS_INVARIANTS
            assert(parked[variable] == nil, "a variable's list both parked and in its node")
        #endif
        parked[variable] = head
    }

    /// The head of the parked list of `variable`, if it has one.
    @inline(__always)
    func parkedHead(of variable: ObjectIdentifier) -> Int32? {
        parked.count > 0 ? parked[variable] : nil
    }

    /// Sets the head of the parked list of `variable`, dropping it once the list is empty.
    mutating func setParkedHead(_ head: Int32, of variable: ObjectIdentifier) {
        parked[variable] = head >= 0 ? head : nil
    }
}

extension EvaluationPlan {
    /// Lists the lowering of the constraint with identity `member` under the definition of the
    /// variable with identity `variable`, whose node is `node` (the variable is defined, so it
    /// has one).
    @inline(__always)
    mutating func appendDependent(_ member: ObjectIdentifier, to variable: ObjectIdentifier, node: Int32) {
        if var head = dependents.parkedHead(of: variable) {
            dependents.pool.append(member, to: &head)
            dependents.setParkedHead(head, of: variable)
            return
        }
        #if TRELLIS_INVARIANTS
            assert(nodes[Int(node)].variable == variable, "a dependent listed under another variable's node")
        #endif
        dependents.pool.append(member, to: &nodes[Int(node)].dependents)
    }

    /// Removes the lowering `member` from the list of `variable`, whose node was `node` when the
    /// lowering was listed.
    mutating func removeDependent(_ member: ObjectIdentifier, from variable: ObjectIdentifier, node: Int32) {
        if var head = dependents.parkedHead(of: variable) {
            dependents.pool.remove(member, from: &head)
            dependents.setParkedHead(head, of: variable)
            return
        }
        // Not parked, so the list is still in the node it began in (see above).
        guard Int(node) < nodes.count, nodes[Int(node)].variable == variable else { return }
        dependents.pool.remove(member, from: &nodes[Int(node)].dependents)
    }

    /// Calls `body` with each lowering listed under `variable`, whose node is `node` (−1: none
    /// now), in the order they were listed.
    @inline(__always)
    func forEachDependent(of variable: ObjectIdentifier, node: Int32, _ body: (ObjectIdentifier) -> Void) {
        if let head = dependents.parkedHead(of: variable) {
            dependents.pool.forEach(from: head, body)
        } else if node >= 0 {
            dependents.pool.forEach(from: nodes[Int(node)].dependents, body)
        }
    }
}

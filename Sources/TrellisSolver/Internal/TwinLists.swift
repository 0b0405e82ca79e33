/// The twins of each group's first constraint, in the order they joined (see
/// `Tableau+Twins.swift`): the earliest left takes the group over when the first one goes.
///
/// A `Dictionary` of arrays hashed each owner with seeded SipHash and grew each list 1 → 2 → 4:
/// 0.9 % of a 1,000-row stack's first layout, whose 1,000 groups (a row's item heights, one
/// variable once the alignment is substituted) have four twins each. Here owners are found
/// through an ``IdentityMap`` and a list starts with room for four; a list left empty is
/// reused.
struct TwinLists {
    /// The index in ``lists`` of each owner's list.
    private var listOfOwner = IdentityMap()
    private var lists: [[ObjectIdentifier]] = []
    /// Indices of emptied lists, for reuse.
    private var free: [Int32] = []

    /// The room a new list starts with.
    private static let initialCapacity = 4

    /// Appends `twin` to the list of `owner`.
    mutating func append(_ twin: ObjectIdentifier, to owner: ObjectIdentifier) {
        let fresh = free.last ?? Int32(lists.count)
        let (index, isNew) = listOfOwner.value(for: owner, insertingIfAbsent: fresh)
        if isNew {
            if free.isEmpty {
                lists.append([])
            } else {
                free.removeLast()
            }
            lists[Int(index)].reserveCapacity(Self.initialCapacity)
        }
        lists[Int(index)].append(twin)
    }

    /// Removes `twin` from the list of `owner`, keeping the others' order; forgets the list
    /// once it is empty.
    mutating func remove(_ twin: ObjectIdentifier, from owner: ObjectIdentifier) {
        guard let index = listOfOwner[owner] else { return }
        // A twin is listed once, and twins mostly leave oldest first: the search stops at the
        // front. A filter over the whole list cost about 9 instructions a twin per removal, so
        // a stack that lost its first of 1,000 rows (each row's spanner pull a twin of the
        // others, all removed) spent 9 M instructions here.
        if let position = lists[Int(index)].firstIndex(of: twin) { lists[Int(index)].remove(at: position) }
        if lists[Int(index)].isEmpty { release(owner, at: index) }
    }

    /// Takes the whole list of `owner` (empty when it has none).
    mutating func removeList(of owner: ObjectIdentifier) -> [ObjectIdentifier] {
        guard let index = listOfOwner[owner] else { return [] }
        var taken: [ObjectIdentifier] = []
        swap(&taken, &lists[Int(index)])
        release(owner, at: index)
        return taken
    }

    /// Gives `owner` the list `twins` (it has none).
    mutating func setList(_ twins: [ObjectIdentifier], of owner: ObjectIdentifier) {
        for twin in twins { append(twin, to: owner) }
    }

    /// Every twin listed, for the tableau's self-checks.
    var listedTwins: [ObjectIdentifier] { lists.flatMap { $0 } }

    private mutating func release(_ owner: ObjectIdentifier, at index: Int32) {
        listOfOwner[owner] = nil
        lists[Int(index)] = []
        free.append(index)
    }
}

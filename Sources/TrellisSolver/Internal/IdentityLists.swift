/// For each key object (by identity), a short list of object identities, all lists in one
/// pool of cells: who uses a variable's value, which lowerings went through a definition.
///
/// A table of arrays allocated an array for every key and reallocated it as it grew: in a
/// stack's first layout, one allocation for nearly every term of every definition (about 5 % of
/// the instructions). Here a list is a chain of cells in one array, and a removed cell is
/// reused. A list keeps the order of a table of arrays exactly (appended at the end; a removed
/// member takes the last member's place), so walks over it meet members in the same order. A
/// member is listed at most once under a key (debug builds check).
///
/// Like ``IdentityMap`` it holds no references: whoever owns a list's members keeps its key
/// alive while the list is not empty (a definition's terms hold the variables it uses, a
/// lowering holds the definitions it went through), so no address is reused while it is a key.
struct IdentityLists {
    /// One member of one list.
    private struct Cell {
        var member: ObjectIdentifier
        /// The next cell of the list, or −1. In a free cell, the next free cell.
        var next: Int32
        /// The previous cell of the list; in its first cell, its last cell (so a walk backwards
        /// from the first cell's `previous` ends at the first cell).
        var previous: Int32
    }

    /// The first cell of each key's list; a key with an empty list is absent.
    private var heads = IdentityMap()
    private var cells: [Cell] = []
    /// The first free cell, or −1.
    private var free: Int32 = -1

    /// Makes room for about `keys` more keys, so that a large batch of appends does not
    /// rehash the table of list heads step by step.
    mutating func reserveCapacity(keys: Int) {
        heads.reserveCapacity(heads.count + keys)
    }

    /// Whether the list of the key with identity `key` is empty.
    func isEmpty(_ key: ObjectIdentifier) -> Bool { heads[key] == nil }

    /// Appends `member` to the list of `key`.
    mutating func append(_ member: ObjectIdentifier, to key: ObjectIdentifier) {
        let cell = claimCell(member)
        let (head, inserted) = heads.value(for: key, insertingIfAbsent: cell)
        if inserted {
            cells[Int(cell)].previous = cell
        } else {
            let last = cells[Int(head)].previous
            #if TRELLIS_INVARIANTS
                assert(!members(of: key).contains(member), "a member listed twice under one key")
            #endif
            cells[Int(last)].next = cell
            cells[Int(cell)].previous = last
            cells[Int(head)].previous = cell
        }
    }

    /// Removes `member` from the list of `key` (the list's last member takes its place), and
    /// the key once its list is empty.
    ///
    /// The search runs from the end: a member removed soon after it was appended (a row hidden
    /// and shown again re-adds its constraints, which are then the last users of a stack's
    /// shared variables) is found at once, where a search from the front walked every member,
    /// a hundred on a 100-row stack's centre line. A member is listed once per key, so which
    /// end the search starts from does not change the result.
    mutating func remove(_ member: ObjectIdentifier, from key: ObjectIdentifier) {
        guard let head = heads[key] else { return }
        let last = cells[Int(head)].previous
        var found = last
        while cells[Int(found)].member != member {
            if found == head { return }
            found = cells[Int(found)].previous
        }
        if found != last { cells[Int(found)].member = cells[Int(last)].member }
        if last == head {
            heads[key] = nil
        } else {
            let beforeLast = cells[Int(last)].previous
            cells[Int(beforeLast)].next = -1
            cells[Int(head)].previous = beforeLast
        }
        releaseCell(last)
    }

    /// Calls `body` with each member of the list of `key`, in order.
    func forEach(of key: ObjectIdentifier, _ body: (ObjectIdentifier) -> Void) {
        guard var cell = heads[key] else { return }
        while cell >= 0 {
            body(cells[Int(cell)].member)
            cell = cells[Int(cell)].next
        }
    }

    /// The list of `key`, in order.
    func members(of key: ObjectIdentifier) -> [ObjectIdentifier] {
        var result: [ObjectIdentifier] = []
        forEach(of: key) { result.append($0) }
        return result
    }

    private mutating func claimCell(_ member: ObjectIdentifier) -> Int32 {
        guard free >= 0 else {
            cells.append(Cell(member: member, next: -1, previous: -1))
            return Int32(cells.count - 1)
        }
        let cell = free
        free = cells[Int(cell)].next
        cells[Int(cell)] = Cell(member: member, next: -1, previous: -1)
        return cell
    }

    private mutating func releaseCell(_ cell: Int32) {
        cells[Int(cell)].next = free
        free = cell
    }
}

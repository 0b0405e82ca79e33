/// For each key object (by identity), a short list of object identities, all lists in one
/// pool of cells: who uses a variable's value, which lowerings went through a definition.
///
/// A table of arrays allocated an array for every key and reallocated it as it grew: in a
/// stack's first layout, one allocation for nearly every term of every definition (about 5 % of
/// the instructions). Here a list is a chain of cells in one array, and a removed cell is
/// reused. A list keeps the order of a table of arrays exactly (appended at the end; a removed
/// member takes the last member's place), so walks over it meet members in the same order.
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
        /// In a list's first cell, its last cell (unused in the others).
        var last: Int32
    }

    /// The first cell of each key's list; a key with an empty list is absent.
    private var heads = IdentityMap()
    private var cells: [Cell] = []
    /// The first free cell, or −1.
    private var free: Int32 = -1

    /// Whether the list of the key with identity `key` is empty.
    func isEmpty(_ key: ObjectIdentifier) -> Bool { heads[key] == nil }

    /// Appends `member` to the list of `key`.
    mutating func append(_ member: ObjectIdentifier, to key: ObjectIdentifier) {
        let cell = claimCell(member)
        let (head, inserted) = heads.value(for: key, insertingIfAbsent: cell)
        if inserted {
            cells[Int(cell)].last = cell
        } else {
            cells[Int(cells[Int(head)].last)].next = cell
            cells[Int(head)].last = cell
        }
    }

    /// Removes `member` from the list of `key` (the list's last member takes its place), and
    /// the key once its list is empty.
    mutating func remove(_ member: ObjectIdentifier, from key: ObjectIdentifier) {
        guard let head = heads[key] else { return }
        var found: Int32 = -1, beforeLast: Int32 = -1, cell = head
        while true {
            if found < 0, cells[Int(cell)].member == member { found = cell }
            let next = cells[Int(cell)].next
            if next < 0 { break }
            beforeLast = cell
            cell = next
        }
        guard found >= 0 else { return }
        let last = cell
        if found != last { cells[Int(found)].member = cells[Int(last)].member }
        if beforeLast < 0 {
            heads[key] = nil
        } else {
            cells[Int(beforeLast)].next = -1
            cells[Int(head)].last = beforeLast
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
            cells.append(Cell(member: member, next: -1, last: -1))
            return Int32(cells.count - 1)
        }
        let cell = free
        free = cells[Int(cell)].next
        cells[Int(cell)] = Cell(member: member, next: -1, last: -1)
        return cell
    }

    private mutating func releaseCell(_ cell: Int32) {
        cells[Int(cell)].next = free
        free = cell
    }
}

/// Short lists of members, all in one pool of cells; each list is known by its head, a cell
/// number the owner keeps wherever suits it (the evaluation plan keeps a variable's list of
/// users and its definition's list of dependents in its node, a dependents' list whose node
/// was freed in an identity map).
///
/// A table of arrays allocated an array for every key and reallocated it as it grew: in a
/// stack's first layout, one allocation for nearly every term of every definition (about 5 % of
/// the instructions). Here a list is a chain of cells in one array, and a removed cell is
/// reused. Members are appended at the end and keep their order when others are removed. A
/// member is listed at most once in a list (debug builds check).
///
/// The type itself asks nothing of `Member`; only appending and removing need `Equatable`.
/// With the requirement on the type, the run time checked the conformance when it first built
/// the type's metadata: 1.3 million instructions, once per process, in its first layout.
struct ListPool<Member> {
    /// One member of one list.
    private struct Cell {
        var member: Member
        /// The next cell of the list, or −1. In a free cell, the next free cell.
        var next: Int32
        /// The previous cell of the list; in its first cell, its last cell (so a walk backwards
        /// from the first cell's `previous` ends at the first cell).
        var previous: Int32
    }

    private var cells: [Cell] = []
    /// The first free cell, or −1.
    private var free: Int32 = -1

    /// The head of an empty list.
    static var empty: Int32 { -1 }

    /// The cell the next append claims: the head a new list gets.
    var nextCell: Int32 { free >= 0 ? free : Int32(cells.count) }

    /// Calls `body` with each member of the list whose head is `head`, in order.
    @inline(__always)
    func forEach(from head: Int32, _ body: (Member) -> Void) {
        var cell = head
        while cell >= 0 {
            body(cells[Int(cell)].member)
            cell = cells[Int(cell)].next
        }
    }

    /// The member in `cell`, for a walk that may stop early: from a list's head, through
    /// ``cell(after:)`` until −1.
    @inline(__always)
    func member(at cell: Int32) -> Member { cells[Int(cell)].member }

    /// The cell after `cell` in its list, or −1 at the end.
    @inline(__always)
    func cell(after cell: Int32) -> Int32 { cells[Int(cell)].next }

    /// The members of the list whose head is `head`, in order.
    func members(from head: Int32) -> [Member] {
        var result: [Member] = []
        forEach(from: head) { result.append($0) }
        return result
    }

    /// Makes room for `count` cells in all.
    mutating func reserveCapacity(_ count: Int) {
        if count > cells.capacity { cells.reserveCapacity(count) }
    }

    private mutating func claimCell(_ member: Member) -> Int32 {
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

extension ListPool where Member: Equatable {
    /// Appends `member` to the list whose head is `head` (``empty`` for a new list).
    mutating func append(_ member: Member, to head: inout Int32) {
        let cell = claimCell(member)
        guard head >= 0 else {
            cells[Int(cell)].previous = cell
            head = cell
            return
        }
        let last = cells[Int(head)].previous
        #if TRELLIS_INVARIANTS
            assert(!members(from: head).contains(member), "a member listed twice in one list")
        #endif
        cells[Int(last)].next = cell
        cells[Int(cell)].previous = last
        cells[Int(head)].previous = cell
    }

    /// Removes `member` from the list whose head is `head`, keeping the others in order;
    /// `head` becomes ``empty`` once the list is (else it stays the same cell).
    ///
    /// The search runs from both ends at once. A member removed soon after it was appended (a
    /// row hidden and shown again re-adds its constraints, which are then the last users of a
    /// stack's shared variables) is found at the end; members removed oldest first (a stack
    /// that lost its first row drops every other row's alignment, each a user of the first
    /// row's `minX`) are found at the front. Searching from the end alone, with the last member
    /// taking the removed one's place, walked the whole list for each of those: 12.8 M
    /// instructions for 1,000 rows. A member is listed once, so where the search starts does
    /// not change the result.
    mutating func remove(_ member: Member, from head: inout Int32) {
        guard head >= 0 else { return }
        var front = head
        var back = cells[Int(head)].previous
        var found: Int32
        while true {
            if cells[Int(back)].member == member {
                found = back
                break
            }
            if cells[Int(front)].member == member {
                found = front
                break
            }
            // Every cell from `front` to `back` is checked once they meet.
            if front == back || cells[Int(front)].next == back { return }
            front = cells[Int(front)].next
            back = cells[Int(back)].previous
        }
        let last = cells[Int(head)].previous
        if found == head {
            let second = cells[Int(head)].next
            guard second >= 0 else {
                head = Self.empty
                releaseCell(found)
                return
            }
            // The head cell stays the list's head: it takes the second member, whose cell goes.
            cells[Int(head)].member = cells[Int(second)].member
            found = second
        }
        if found == last {
            let beforeLast = cells[Int(last)].previous
            cells[Int(beforeLast)].next = -1
            cells[Int(head)].previous = beforeLast
        } else {
            let before = cells[Int(found)].previous
            let after = cells[Int(found)].next
            cells[Int(before)].next = after
            cells[Int(after)].previous = before
        }
        releaseCell(found)
    }
}

/// The active constraints of one view or item, in activation order, with O(1) removal.
///
/// A window holds every constraint between its direct subviews, and a stack or a spanning guide
/// every constraint its items share: thousands of entries. Removing one by scanning
/// (`removeAll { $0 === constraint }`) made removing half of a 2,000-view layout quadratic.
/// Here a deactivated constraint stays in the list as a stale entry, recognised by its
/// activation count, and the list is compacted once stale entries outnumber live ones, so each
/// removal costs O(1) amortised and the order of the live entries never changes.
struct ConstraintList {
    /// One listed constraint and its activation count when listed.
    ///
    /// A struct, not a tuple: compacting destroys the entries it drops, and an array of tuples
    /// destroys each through the runtime's generic tuple witness: compacting a stack's list
    /// (which hiding rows of a 100-row stack does about every fourth hide) took 7,300
    /// instructions instead of 13,200.
    private struct Entry {
        let constraint: LayoutConstraint
        let activation: Int
    }

    /// Entries in activation order; an entry is live while its constraint is still in the
    /// activation it was appended in (see ``isLive(_:)``).
    private var entries: [Entry] = []
    /// The number of live entries (32 bits, so that ``expected`` fits beside it: the list stays
    /// 16 bytes in every item).
    private var liveCount: Int32 = 0
    /// Constraints announced by ``expect(_:)`` and not yet appended: the next append makes room
    /// for them all at once.
    private var expected: Int32 = 0

    /// The number of live entries.
    var count: Int { Int(liveCount) }

    /// Whether no live entry is left.
    var isEmpty: Bool { count == 0 }

    /// Appends a constraint that was just activated.
    mutating func append(_ constraint: LayoutConstraint) {
        if expected > 0 {
            // The room announced: a stack's items take five to eight of its constraints each
            // in an aligned stack, and regrowing 4 → 8 (→ 16 for the stack itself) was
            // 2,400 copies of lists in the 100-cell feed's first layout.
            let needed = entries.count + Int(expected)
            if needed > entries.capacity { entries.reserveCapacity(needed) }
            expected = 0
        } else if entries.capacity == 0 {
            // Most items take part in a handful of constraints: one block for the first four
            // instead of regrowing 1 → 2 → 4.
            entries.reserveCapacity(4)
        }
        entries.append(Entry(constraint: constraint, activation: constraint.activation))
        liveCount += 1
    }

    /// Announces that `count` more constraints are about to be appended (a stack's new
    /// constraints on one of its items, counted as the stack makes them), so that the next
    /// append makes room for all of them.
    mutating func expect(_ count: Int) {
        expected = Int32(clamping: Int(expected) + count)
    }

    /// Makes room for `count` more entries: a container about to take a batch of constraints
    /// (a stack's first generation, two dozen for a row of five) gets one block of the right
    /// size instead of regrowing 4 → 8 → 16 → 32 through it.
    mutating func reserveCapacity(adding count: Int) {
        let needed = entries.count + count
        if needed > entries.capacity { entries.reserveCapacity(needed) }
    }

    /// Records that one live entry's constraint was just deactivated: its entry is stale now and
    /// stays until the next compaction.
    mutating func removeDeactivated() {
        liveCount -= 1
        if entries.count > 2 * count + 16 { compact() }
    }

    /// The room the list has, for tests of how it grows.
    var capacity: Int { entries.capacity }

    /// The live constraints, in activation order.
    var constraints: [LayoutConstraint] {
        if entries.count == count { return entries.map(\.constraint) }
        return entries.compactMap { Self.isLive($0) ? $0.constraint : nil }
    }

    /// Calls `body` with each live constraint, in activation order, without building an array.
    func forEach(_ body: (LayoutConstraint) throws -> Void) rethrows {
        for entry in entries where Self.isLive(entry) { try body(entry.constraint) }
    }

    /// Whether an entry still stands for an active constraint: the constraint was not
    /// deactivated (and perhaps re-activated, which appends a new entry) since.
    private static func isLive(_ entry: Entry) -> Bool {
        entry.constraint.activeFlag && entry.constraint.activation == entry.activation
    }

    /// Drops the stale entries.
    private mutating func compact() {
        entries.removeAll { !Self.isLive($0) }
        liveCount = Int32(entries.count)
    }
}

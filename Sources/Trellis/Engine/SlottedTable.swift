import TrellisSolver

/// Where an object's record is in the one ``SlottedTable`` that keeps its place in the object
/// itself: that table's identity and the record's index, or ``none``.
struct TableSlot {
    /// The address of the table (0: none).
    var table: UInt
    var index: Int32

    static var none: TableSlot { TableSlot(table: 0, index: -1) }
}

/// An object a ``SlottedTable`` can find its record by without hashing: it keeps the record's
/// place in ``tableSlot``. An object is the key of one kind of table (a constraint of the
/// engine's installed records, a view of its intrinsic-size records), so one field serves.
protocol SlotKeeping: AnyObject {
    /// Where the one table that claimed it keeps its record (see ``SlottedTable``).
    var tableSlot: TableSlot { get set }
}

/// A record of a ``SlottedTable``, which names (and holds) its key.
protocol SlottedRecord {
    associatedtype Key: SlotKeeping
    /// The object the record is for.
    var key: Key { get }
}

/// Records by key object, each record's index kept in its key (``SlotKeeping/tableSlot``).
///
/// The engine looks its records up as it touches their keys: a constraint when it is queued
/// and added, a view when its intrinsic size is synced. In a hash table each lookup and insert
/// was a likely cache miss (a table as large as the layout, probed at scattered places): about
/// 3 % of a 1,000-row stack's first layout in cycles for the installed constraints (perf), and
/// 1.1 % for the views' intrinsic sizes. Here the index is a field of the key the engine is
/// touching anyway, and records are appended to one array. A key is in one table nearly always;
/// while it is in two (its view moved to another window, and the old window has not laid out
/// since), the second table keeps its index in a hash table instead.
///
/// A class, so that a table is never copied: two copies would both claim the keys' slots.
/// Iteration order is insertion order changed by removals (swap-remove), as for
/// `IdentityTable`; nothing iterates it where order shows.
final class SlottedTable<Record: SlottedRecord> {
    /// The records; each key's record is at its slot's index.
    #if TRELLIS_INVARIANTS
        private(set) var values: [Record] = []
        /// Indices of the keys whose slot field another table holds.
        private var overflow = IdentityMap()
    #else
        // Read and written for every record added or removed, never across a call: release
        // builds skip the run-time exclusivity check (as for the engine's tables).
        @exclusivity(unchecked) private(set) var values: [Record] = []
        @exclusivity(unchecked) private var overflow = IdentityMap()
    #endif

    /// This table's identity in the keys' slots.
    private var identity: UInt { UInt(bitPattern: ObjectIdentifier(self)) }

    deinit {
        // Keys outlive the table: give their slots back, so another table may use them. Owners
        // empty their tables first (``removeAll()``): a deinit runs the class's unspecialized
        // generic code, which copied each record through its value witness to read its key.
        giveSlotsBack()
    }

    /// Gives every key's slot back and empties the table. Owners call it before the table
    /// goes, from code that knows the record type, so that the walk is specialized (through the
    /// deinit's walk, the whole process of the `many-optional` benchmark took 0.85 M more).
    func removeAll() {
        giveSlotsBack()
        values.removeAll()
        if overflow.count > 0 { overflow.removeAll() }
    }

    /// Clears the slot of every key whose slot this table holds.
    private func giveSlotsBack() {
        let identity = self.identity
        for index in values.indices where values[index].key.tableSlot.table == identity {
            values[index].key.tableSlot = .none
        }
    }

    /// The number of records.
    var count: Int { values.count }

    /// Makes room for `count` records in all, and an eighth more for the changes that follow
    /// (room never used is never touched): reserved exactly, the first change after a 1,000-row
    /// stack's first layout that added before it dropped copied every record to grow the array
    /// (900,000 instructions once), unless the allocator's rounding happened to leave room.
    func reserveCapacity(_ count: Int) {
        values.reserveCapacity(count + count / 8)
    }

    /// The record of `key`, if it has one here.
    subscript(key: Record.Key) -> Record? {
        index(of: key).map { values[$0] }
    }

    /// Whether `key` has a record here.
    func contains(_ key: Record.Key) -> Bool { index(of: key) != nil }

    /// Stores `record` for its key, replacing the one there. The record is taken over
    /// (`__owned`) and its key read in place: borrowed, storing it retained its references,
    /// and naming its key retained that once more.
    func set(_ record: __owned Record) {
        if let index = index(of: record.key) {
            values[index] = record
            return
        }
        let index = Int32(values.count)
        if record.key.tableSlot.table == 0 {
            record.key.tableSlot = TableSlot(table: identity, index: index)
        } else {
            overflow[ObjectIdentifier(record.key)] = index
        }
        values.append(record)
    }

    /// Changes the record of `key` in place, if it has one; returns whether it had.
    @discardableResult
    func modify(_ key: Record.Key, _ body: (inout Record) -> Void) -> Bool {
        guard let index = index(of: key) else { return false }
        body(&values[index])
        return true
    }

    /// Removes the record of `key` and returns it; the last record takes its place.
    @discardableResult
    func removeValue(for key: Record.Key) -> Record? {
        guard let index = index(of: key) else { return nil }
        let record = values[index]
        let last = values.count - 1
        if index != last {
            values.swapAt(index, last)
            place(values[index].key, at: index)
        }
        values.removeLast()
        if key.tableSlot.table == identity {
            key.tableSlot = .none
        } else {
            overflow[ObjectIdentifier(key)] = nil
        }
        return record
    }

    /// The index of `key`'s record, if it has one here.
    @inline(__always)
    private func index(of key: Record.Key) -> Int? {
        let slot = key.tableSlot
        if slot.table == identity { return Int(slot.index) }
        guard overflow.count > 0, let index = overflow[ObjectIdentifier(key)] else { return nil }
        return Int(index)
    }

    /// Records that `key`'s record moved to `index`.
    private func place(_ key: Record.Key, at index: Int) {
        if key.tableSlot.table == identity {
            key.tableSlot.index = Int32(index)
        } else {
            overflow[ObjectIdentifier(key)] = Int32(index)
        }
    }
}

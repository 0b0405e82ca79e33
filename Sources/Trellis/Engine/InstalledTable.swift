import TrellisSolver

/// Where a constraint's record is in the one ``InstalledTable`` that keeps its place in the
/// constraint itself: that table's identity and the record's index, or ``none``.
struct InstalledSlot {
    /// The address of the table (0: none).
    var table: UInt
    var index: Int32

    static var none: InstalledSlot { InstalledSlot(table: 0, index: -1) }
}

/// The engine's records of the constraints it installed, by constraint.
///
/// Every constraint a layout adds is looked up here when it is queued and stored when it is
/// added: in a hash table, both were a likely cache miss (a table as large as the layout, probed
/// at scattered places), about 3 % of a 1,000-row stack's first layout in cycles (perf). Here a
/// record's index is kept in its constraint (``LayoutConstraint/installedSlot``), which the
/// engine is touching anyway, and records are appended to one array. A constraint is in one
/// engine nearly always; while it is in two (its view moved to another window, and the old
/// window has not laid out since), the second table keeps its index in a hash table instead.
///
/// A class, so that a table is never copied: two copies would both claim the constraints'
/// slots. Iteration order is insertion order changed by removals (swap-remove), as for
/// `IdentityTable`; nothing iterates it where order shows.
final class InstalledTable {
    /// The records; each constraint's record is at its slot's index.
    #if TRELLIS_INVARIANTS
        private(set) var values: [LayoutEngine.Installed] = []
        /// Indices of the constraints whose slot field another table holds.
        private var overflow = IdentityMap()
    #else
        // Read and written by every constraint added or removed, never across a call: release
        // builds skip the run-time exclusivity check (as for the engine's tables).
        @exclusivity(unchecked) private(set) var values: [LayoutEngine.Installed] = []
        @exclusivity(unchecked) private var overflow = IdentityMap()
    #endif

    /// This table's identity in the constraints' slots.
    private var identity: UInt { UInt(bitPattern: ObjectIdentifier(self)) }

    deinit {
        // Constraints outlive the table: give their slots back, so another table may use them.
        let identity = self.identity
        for record in values where record.constraint.installedSlot.table == identity {
            record.constraint.installedSlot = .none
        }
    }

    /// The number of records.
    var count: Int { values.count }

    /// Makes room for `count` records in all.
    func reserveCapacity(_ count: Int) {
        values.reserveCapacity(count)
    }

    /// The record of `constraint`, if it is installed here.
    subscript(constraint: LayoutConstraint) -> LayoutEngine.Installed? {
        index(of: constraint).map { values[$0] }
    }

    /// Whether `constraint` is installed here.
    func contains(_ constraint: LayoutConstraint) -> Bool { index(of: constraint) != nil }

    /// Stores `record` for its constraint, replacing the one there. The record is taken over
    /// (`__owned`) and its constraint read in place: borrowed, storing it retained both of its
    /// references, and naming its constraint retained that once more.
    func set(_ record: __owned LayoutEngine.Installed) {
        if let index = index(of: record.constraint) {
            values[index] = record
            return
        }
        let index = Int32(values.count)
        if record.constraint.installedSlot.table == 0 {
            record.constraint.installedSlot = InstalledSlot(table: identity, index: index)
        } else {
            overflow[ObjectIdentifier(record.constraint)] = index
        }
        values.append(record)
    }

    /// Removes the record of `constraint` and returns it; the last record takes its place.
    @discardableResult
    func removeValue(for constraint: LayoutConstraint) -> LayoutEngine.Installed? {
        guard let index = index(of: constraint) else { return nil }
        let record = values[index]
        let last = values.count - 1
        if index != last {
            values.swapAt(index, last)
            place(values[index].constraint, at: index)
        }
        values.removeLast()
        if constraint.installedSlot.table == identity {
            constraint.installedSlot = .none
        } else {
            overflow[ObjectIdentifier(constraint)] = nil
        }
        return record
    }

    /// The index of `constraint`'s record, if it has one here.
    @inline(__always)
    private func index(of constraint: LayoutConstraint) -> Int? {
        let slot = constraint.installedSlot
        if slot.table == identity { return Int(slot.index) }
        guard overflow.count > 0, let index = overflow[ObjectIdentifier(constraint)] else { return nil }
        return Int(index)
    }

    /// Records that `constraint`'s record moved to `index`.
    private func place(_ constraint: LayoutConstraint, at index: Int) {
        if constraint.installedSlot.table == identity {
            constraint.installedSlot.index = Int32(index)
        } else {
            overflow[ObjectIdentifier(constraint)] = Int32(index)
        }
    }
}

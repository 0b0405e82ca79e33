/// The tableau's records by their constraint's identity: an ``IdentityTable`` whose values hold
/// their keys, found first through the constraint's ``LinearConstraint/entryHint``.
///
/// A constraint the library made (``LinearConstraint/isConfined``) claims its record's place
/// when it first enters, as its lowering does in the definitions, and never enters the index.
/// In a first layout every intrinsic size and every row a stack's alignment adds is such a
/// record (10,000 in a 1,000-row stack's), and the index's probe for each was a likely cache
/// miss in a table of tens of thousands of slots. Other constraints, and records a removal
/// moved, are in the index as before.
///
/// Every lookup goes through the hint, so that a claimed record is never missed: a table
/// without one would not find it. Lookups by identity alone (``index(ofLive:)``) read the hint
/// through the identity, which must therefore name a live constraint. The tableau asks only
/// about identities it holds for records it keeps: a symbol's owner (`Tableau.owners`, cleared
/// or handed to the heir when the record goes), a group's owner (`Tableau.twinGroups`,
/// forgotten or handed over likewise) and a group's twins (`Tableau.twinsOfOwner`, each
/// removed with its twin), and each record holds its constraint.
struct RecordTable {
    private var table = IdentityTable<LinearConstraint, ConstraintRecord>(valuesHoldKeys: true)

    /// The records, in the table's order (insertion order changed by removals). Changed in
    /// place by index (`records.values[index].weight += 1`).
    var values: [ConstraintRecord] {
        get { table.values }
        _modify { yield &table.values }
    }

    /// The number of records.
    var count: Int { table.count }

    /// The index of the table (for tests: claimed records have no entry in it).
    var indexedCount: Int { table.slots.count }

    /// Where the record of `constraint` is in ``values``, if it has one.
    @inline(__always)
    func index(of constraint: LinearConstraint) -> Int? {
        table.index(id: ObjectIdentifier(constraint), hint: constraint.entryHint)
    }

    /// Where the record of the live constraint with identity `id` is (see the type's
    /// description for which identities the tableau may ask about).
    @inline(__always)
    func index(ofLive id: ObjectIdentifier) -> Int? {
        table.index(id: id, hint: LinearConstraint.entryHint(of: id))
    }

    /// The record of `constraint`, copied out.
    @inline(__always)
    subscript(constraint: LinearConstraint) -> ConstraintRecord? {
        index(of: constraint).map { table.values[$0] }
    }

    /// The record of the live constraint with identity `id`, copied out.
    @inline(__always)
    subscript(live id: ObjectIdentifier) -> ConstraintRecord? {
        index(ofLive: id).map { table.values[$0] }
    }

    /// Runs `body` on the record of the live constraint `id` in place; returns whether there
    /// was one.
    @inline(__always) @discardableResult
    mutating func update(live id: ObjectIdentifier, _ body: (inout ConstraintRecord) -> Void) -> Bool {
        guard let index = index(ofLive: id) else { return false }
        body(&table.values[index])
        return true
    }

    /// Runs `body` on the record of `constraint` in place; returns whether there was one.
    @inline(__always) @discardableResult
    mutating func update(_ constraint: LinearConstraint, _ body: (inout ConstraintRecord) -> Void) -> Bool {
        guard let index = index(of: constraint) else { return false }
        body(&table.values[index])
        return true
    }

    /// Stores `record` under its constraint, replacing the constraint's record if it has one;
    /// a confined constraint entering for the first time claims the place and writes its hint.
    mutating func set(_ record: consuming ConstraintRecord) {
        // Lent: the record holds the constraint, and it moves into the table with it.
        let key = Unmanaged.passUnretained(record.constraint)
        let (hint, mayClaim) = key._withUnsafeGuaranteedRef { ($0.entryHint, $0.isConfined) }
        if let claimed = table.set(record, forLent: key, hint: hint, mayClaim: mayClaim) {
            key._withUnsafeGuaranteedRef { $0.entryHint = claimed }
        }
    }

    /// Removes the record of the live constraint `id`, if it has one.
    mutating func remove(live id: ObjectIdentifier) {
        guard let index = index(ofLive: id) else { return }
        table.removeKey(id, at: index)
    }

    /// Makes room for `count` records in all. The index is left to grow as unclaimed records
    /// enter it (see ``IdentityTable/reserveCapacity(_:indexing:)``).
    mutating func reserveCapacity(_ count: Int) {
        table.reserveCapacity(count, indexing: false)
    }
}

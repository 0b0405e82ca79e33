/// The dependents ``Definitions/dependentWeights(of:)`` found, each once with its summed weight,
/// in the order found.
///
/// A struct passed `inout` rather than locals captured by a nested function: captured, the list
/// and its index went through the run-time exclusivity checks on every access (14,000
/// `swift_beginAccess` calls when a 1,000-row stack's first row goes).
struct DependentWeights {
    private(set) var list: [(constraint: LinearConstraint, weight: Double)] = []
    /// Where each dependent sits in `list` once it holds more than ``scanLimit`` (a removal
    /// usually finds one or two, found again by a scan).
    private var positions: IdentityMap?

    /// The most dependents found again by scanning.
    private static let scanLimit = 16

    /// Adds `weight` to `constraint`'s entry (identity `id`), making one if it has none.
    mutating func add(_ constraint: LinearConstraint, id: ObjectIdentifier, weight: Double) {
        if let at = position(of: id) {
            list[at].weight += weight
            return
        }
        list.append((constraint, weight))
        if positions != nil {
            positions?[id] = Int32(list.count - 1)
        } else if list.count > Self.scanLimit {
            var map = IdentityMap()
            for (index, entry) in list.enumerated() { map[ObjectIdentifier(entry.constraint)] = Int32(index) }
            positions = map
        }
    }

    private func position(of id: ObjectIdentifier) -> Int? {
        if let positions { return positions[id].map(Int.init) }
        return list.firstIndex { ObjectIdentifier($0.constraint) == id }
    }
}

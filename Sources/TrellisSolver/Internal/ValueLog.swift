// Which variables' values may have moved since a reader last asked: what lets a layout engine
// keep every item's frame and reread only the frames a change reached (see
// `Solver+ValueChanges.swift`).
//
// Why. Reading a frame from the solver costs about 130 instructions (four values, each through
// a checked hint); after hiding one row of a 6,001-view stack tree, reading every frame was
// 1.2 M of the op's 1.5 M instructions, though fewer than a tenth of the frames moved. The
// tableau lists the rows that move anyway (`Tableau+ChangedRows.swift`) and the definitions'
// sweep knows which definitions it changed, so the log costs one append per change.
//
// The log may only say too much: it lists an identity whenever its value *may* have moved, and
// when it cannot keep up (a new, rebuilt or restored tableau, a rollback, a full sweep, more
// entries than `limit`) it says "unknown" and a reader treats every value as moved.

/// Identities of external variables whose value may have moved since the last ``take(into:)``.
struct ValueLog {
    /// The listed identities, maybe repeated.
    private(set) var ids: [ObjectIdentifier] = []
    /// Whether any value may have moved without being listed. A new log knows nothing yet.
    private(set) var isUnknown = true

    /// Past this many entries, "every value moved" is cheaper for a reader than the list.
    static let limit = 4096

    /// Whether there is nothing to take: no entry, and not unknown.
    @inline(__always)
    var isClear: Bool { !isUnknown && ids.isEmpty }

    /// Lists `id` as maybe moved.
    @inline(__always)
    mutating func note(_ id: ObjectIdentifier) {
        guard !isUnknown else { return }
        guard ids.count < Self.limit else { return forget() }
        ids.append(id)
    }

    /// Stops listing: every value may have moved until the next ``take(into:)``.
    mutating func forget() {
        isUnknown = true
        if !ids.isEmpty { ids.removeAll(keepingCapacity: true) }
    }

    /// Appends the listed identities to `out` and empties the log; returns `false` (appending
    /// nothing) when the log is unknown.
    mutating func take(into out: inout [ObjectIdentifier]) -> Bool {
        let known = !isUnknown
        if known { out.append(contentsOf: ids) }
        isUnknown = false
        if !ids.isEmpty { ids.removeAll(keepingCapacity: ids.count <= 256) }
        return known
    }
}

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
// What is listed is the moved variable's observer (see `Variable.observer`), looked up when the
// change happens: the variable is alive then (the tableau or the definitions hold it), while by
// the time the reader asks it may be gone. Variables without an observer are not listed.
//
// The log may only say too much: it lists an observer whenever a value *may* have moved, and
// when it cannot keep up (a new, rebuilt or restored tableau, a rollback, a full sweep, more
// entries than `limit`) it says "unknown" and a reader treats every value as moved.

/// The observers of variables whose value may have moved since the last ``take(into:)``.
struct ValueLog {
    /// The listed observers, maybe repeated; retained until taken.
    private(set) var observers: [AnyObject] = []
    /// Whether any value may have moved without being listed. A new log knows nothing yet.
    private(set) var isUnknown = true

    /// Past this many entries, "every value moved" is cheaper for a reader than the list.
    static let limit = 1024

    /// Lists the observer of the variable with identity `id`, which must be alive, as moved.
    @inline(__always)
    mutating func note(_ id: ObjectIdentifier) {
        guard !isUnknown, let observer = Self.observer(of: id) else { return }
        guard observers.count < Self.limit else { return forget() }
        observers.append(consume observer)
    }

    /// The observer of the live variable with identity `id`, read without retaining the variable.
    @inline(__always)
    private static func observer(of id: ObjectIdentifier) -> AnyObject? {
        guard let address = UnsafeRawPointer(bitPattern: UInt(bitPattern: id)) else { return nil }
        return Unmanaged<Variable>.fromOpaque(address)._withUnsafeGuaranteedRef { $0.observer }
    }

    /// Stops listing: every value may have moved until the next ``take(into:)``.
    mutating func forget() {
        isUnknown = true
        if !observers.isEmpty { observers.removeAll(keepingCapacity: true) }
    }

    /// Appends the listed observers to `out` and empties the log; returns `false` (appending
    /// nothing) when the log is unknown.
    mutating func take(into out: inout [AnyObject]) -> Bool {
        let known = !isUnknown
        isUnknown = false
        guard !observers.isEmpty else { return known }
        if known, out.isEmpty {
            // Handed over whole: copying retained and released every entry.
            swap(&out, &observers)
        } else {
            if known { out.append(contentsOf: observers) }
            observers.removeAll(keepingCapacity: true)
        }
        return known
    }
}

// Which variables' values may have moved since a reader last asked: what lets a layout engine
// keep every item's frame and reread only the frames a change reached (see
// `Solver+ValueChanges.swift`).
//
// Why. Reading a frame from the solver costs about 130 instructions (four values, each through
// a checked hint); after hiding one row of a 6,001-view stack tree, reading every frame was
// 1.2 M of the op's 1.5 M instructions, though fewer than a tenth of the frames moved. The
// tableau lists the rows that move anyway (`Tableau+ChangedRows.swift`) and the definitions'
// sweep knows which definitions it changed, so telling costs one call per change.
//
// The moved variable's observer (see `Variable.observer`) is told when the change happens: the
// variable is alive then (the tableau or the definitions hold it), and so is its observer (it
// clears the field before it goes). Listing the observers for the reader to collect later
// retained each one until then, and collecting them was a tenth of the reference counting of
// hiding a row of a 100-row stack. Variables without an observer cost nothing.
//
// The observers may be told too much: whenever a value *may* have moved. When the log cannot
// keep up (a new, rebuilt or restored tableau, a rollback, a full sweep, more notes than
// `limit`) it says "unknown" and a reader treats every value as moved.

/// Whether the log kept up since the last ``take()``; the observers of the variables whose
/// value may have moved are told as it happens.
struct ValueLog {
    /// How many values were noted since the last ``take()``.
    private(set) var count = 0
    /// Whether any value may have moved without its observer being told. A new log knows
    /// nothing yet.
    private(set) var isUnknown = true

    /// How the observers are told (the solver's ``Solver/valueObserver``); none are without it.
    var observer: ValueObserver?

    /// Past this many notes, "every value moved" is cheaper for a reader than being told each.
    static let limit = 1024

    /// Tells the observer of the variable with identity `id`, which must be alive, that its
    /// value may have moved.
    @inline(__always)
    mutating func note(_ id: ObjectIdentifier) {
        guard !isUnknown else { return }
        guard count < Self.limit else { return forget() }
        count += 1
        if let observer, let object = Self.observer(of: id) { observer.tell(object) }
    }

    /// The object attached to the live variable with identity `id`, read without retaining
    /// either.
    @inline(__always)
    private static func observer(of id: ObjectIdentifier) -> UnsafeMutableRawPointer? {
        guard let address = UnsafeRawPointer(bitPattern: UInt(bitPattern: id)) else { return nil }
        return Unmanaged<Variable>.fromOpaque(address)._withUnsafeGuaranteedRef { $0.observer }
    }

    /// Stops telling: every value may have moved until the next ``take()``.
    mutating func forget() { isUnknown = true }

    /// Starts over; returns `false` when some value may have moved untold since the last take.
    mutating func take() -> Bool {
        let known = !isUnknown
        isUnknown = false
        count = 0
        return known
    }
}

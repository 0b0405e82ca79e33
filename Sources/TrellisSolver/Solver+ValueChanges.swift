// Which values moved: lets a reader that keeps values (the layout engine keeps every item's
// frame) reread only what a change reached. See `Internal/ValueLog.swift` for how the tableau
// and the definitions list them, and "Solver internals" for the rules.

extension Solver {
    /// Moves on whenever a value may have moved: every operation that may change one ends by
    /// moving it (see ``finishOperation(endingBatch:)``). A reader that keeps values compares it with the
    /// serial it saw after its last ``takeValueChanges()``, or sets ``onValuesMayMove``
    /// to be told.
    package var valueSerial: UInt64 { storedValueSerial }

    /// Moves ``valueSerial`` and tells ``onValuesMayMove``: every operation that may change a
    /// value ends here.
    ///
    /// The listener is told once per take: until the next ``takeValueChanges()`` it already
    /// knows that something may have moved. Calling it after every operation cost two
    /// retains and releases of its context per constraint added (58,000 of each in a
    /// 1,000-row stack's first layout).
    @inline(__always)
    func valuesMayMove() {
        storedValueSerial &+= 1
        guard !hasToldValuesMayMove, onValuesMayMove != nil else { return }
        hasToldValuesMayMove = true
        onValuesMayMove?()
    }

    /// Finishes pending work (telling the observers of what it moves), then starts listening
    /// afresh; returns `false` when some value may have moved without its variable's
    /// ``Variable/observer`` being told since the last call.
    ///
    /// Observers are told as values move, and may be told too much (a value that came back, or
    /// the same one twice), never too little: between two calls that return `true`, a variable
    /// whose observer was not told reads the value it read at the first. The first call after
    /// the solver was made, restored or rolled back returns `false`. Compare ``valueSerial``
    /// with the one seen after the last call to know whether there is anything to take.
    ///
    /// - Complexity: O(1) beyond the pending work.
    package func takeValueChanges() -> Bool {
        finishPendingWork()
        let definitionsKnown = definitions.takeValueLog()
        let tableauKnown = tableau.valueLog.take()
        // After the pending work, which may have told the listener again.
        hasToldValuesMayMove = false
        return tableauKnown && definitionsKnown
    }
}

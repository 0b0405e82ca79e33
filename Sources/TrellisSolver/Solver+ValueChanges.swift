// Which values moved: lets a reader that keeps values (the layout engine keeps every item's
// frame) reread only what a change reached. See `Internal/ValueLog.swift` for how the tableau
// and the definitions list them, and "Solver internals" for the rules.

extension Solver {
    /// Moves on whenever a value may have moved: every operation that may change one ends by
    /// moving it (see ``finishOperation()``). A reader that keeps values compares it with the
    /// serial it saw after its last ``takeValueChanges(into:)``, or sets ``onValuesMayMove``
    /// to be told.
    package var valueSerial: UInt64 { storedValueSerial }

    /// Moves ``valueSerial`` and tells ``onValuesMayMove``: every operation that may change a
    /// value ends here.
    @inline(__always)
    func valuesMayMove() {
        storedValueSerial &+= 1
        onValuesMayMove?()
    }

    /// Finishes pending work, then appends to `observers` the ``Variable/observer`` of every
    /// variable whose value may have moved since the last call, and forgets them; returns
    /// `false` (the list is then incomplete) when any value may have moved.
    ///
    /// The list may say too much (an observer listed whose variable's value came back, or
    /// listed twice), never too little: a variable whose observer is not listed reads the value
    /// it read at the last call. The first call after the solver was made, restored or rolled
    /// back returns `false`. Compare ``valueSerial`` with the one seen after the last call to
    /// know whether there is anything to take.
    ///
    /// - Complexity: O(entries) beyond the pending work.
    package func takeValueChanges(into observers: inout [AnyObject]) -> Bool {
        finishPendingWork()
        // The definitions' list first: usually the longer, it is handed over without copying.
        let definitionsKnown = definitions.takeValueLog(into: &observers)
        let tableauKnown = tableau.valueLog.take(into: &observers)
        return tableauKnown && definitionsKnown
    }
}

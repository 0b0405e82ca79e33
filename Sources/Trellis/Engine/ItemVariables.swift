import TrellisSolver

/// The four unknowns of a view or guide: its frame in its parent's bounds, `minX`, `minY`,
/// `width`, `height` (see `LayoutEngine+Lowering.swift` for how constraints between items in
/// different parents are expressed over them), and where the solver last found their values.
final class ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// Where the solver last found each value (see `Solver.ValueHint`): reading a frame through
    /// them skips four hash lookups. Only frame reads touch them, never overlapping, so release
    /// builds skip the run-time exclusivity check (as for `View.subviews`).
    #if TRELLIS_INVARIANTS
        var hints = Solver.FourHints()
    #else
        @exclusivity(unchecked) var hints = Solver.FourHints()
    #endif

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// Names `observer` (the item these variables belong to) as each variable's observer.
    func attach(_ observer: ValueObserver) {
        minX.observer = observer
        minY.observer = observer
        width.observer = observer
        height.observer = observer
    }

    /// Clears each variable's observer: the variables may outlive their item (a solver still
    /// holding them), and their observer is unretained.
    func detach() {
        minX.observer = nil
        minY.observer = nil
        width.observer = nil
        height.observer = nil
    }

    /// The four variables' identities, for reading a frame by identity.
    @inline(__always)
    var identities: (ObjectIdentifier, ObjectIdentifier, ObjectIdentifier, ObjectIdentifier) {
        (ObjectIdentifier(minX), ObjectIdentifier(minY), ObjectIdentifier(width), ObjectIdentifier(height))
    }
}

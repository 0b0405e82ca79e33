import TrellisSolver

/// The four unknowns of a view or guide: its frame in its parent's bounds, `minX`, `minY`,
/// `width`, `height` (see `LayoutEngine+Lowering.swift` for how constraints between items in
/// different parents are expressed over them), and the frame last read from them.
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
    /// The frame last read from the solver, current while ``cacheEpoch`` is the engine's epoch
    /// (see `FrameCache.swift`); touched only by frame reads and when the solver tells this
    /// object, the variables' observer, that one of them may have moved.
    #if TRELLIS_INVARIANTS
        var cachedFrame = Rect.zero
        var cacheEpoch: UInt64 = 0
    #else
        @exclusivity(unchecked) var cachedFrame = Rect.zero
        @exclusivity(unchecked) var cacheEpoch: UInt64 = 0
    #endif

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
        minX.observer = self
        minY.observer = self
        width.observer = self
        height.observer = self
    }

    // The variables may outlive this object (a solver still holding them): their unretained
    // observer must not.
    deinit {
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

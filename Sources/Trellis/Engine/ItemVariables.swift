import TrellisSolver

/// The four unknowns of a view or guide: its frame in its parent's bounds, `minX`, `minY`,
/// `width`, `height` (see `LayoutEngine+Lowering.swift` for how constraints between items in
/// different parents are expressed over them).
final class ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// The four variables' identities, for reading a frame without reference counting (this
    /// object keeps the variables alive).
    let identities: (minX: ObjectIdentifier, minY: ObjectIdentifier, width: ObjectIdentifier, height: ObjectIdentifier)
    /// Where the solver last found each value (see `Solver.ValueHint`): reading a frame through
    /// them skips four hash lookups. Only frame reads touch them, never overlapping, so release
    /// builds skip the run-time exclusivity check (as for `View.subviews`).
    #if TRELLIS_INVARIANTS
        var hints = Solver.FourHints()
    #else
        @exclusivity(unchecked) var hints = Solver.FourHints()
    #endif
    /// The frame last read from the solver, valid while ``cacheEpoch`` checks out (see
    /// `LayoutEngine+FrameCache.swift`); touched only by frame reads, like ``hints``.
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
        identities = (ObjectIdentifier(minX), ObjectIdentifier(minY), ObjectIdentifier(width), ObjectIdentifier(height))
    }
}


import TrellisSolver

// Frames kept between layouts: reading every frame after a change rereads only the items whose
// variables the change reached, as UIKit's engine tells only the views whose frames moved.
//
// Why. A frame read from the solver costs about 130 instructions. Hiding one row of a
// 6,001-view stack tree moves the frames of the rows below it (their leaves keep theirs, being
// placed in their row's bounds), yet reading every frame was 1.2 M of the op's 1.5 M
// instructions. Each item's variables name the item as their observer; the solver
// tells the observer of each variable whose value may have moved as it happens (see
// `Solver+ValueChanges.swift`), which marks exactly those items' kept frames stale. The solver
// calls back whenever a value may move, which sets `needsTake`: the next read first lets the
// solver finish its pending work (and tell what that moves), so a read of a kept frame is two
// loads and a comparison inside the frame getter.
// When the solver has lost track (a new, rebuilt or restored tableau, a full sweep of the
// definitions), a new epoch starts and no kept frame is trusted.
//
// Epochs start at a random value per engine, so an item that moves between windows never
// matches another engine's epoch by accident; the frames read are the same either way, only
// the time to read them differs. Debug builds compare every kept frame they hand out with the
// solver's.

/// The epoch of the kept frames, and what the solver last said moved.
struct FrameCache {
    /// The current epoch: a kept frame stamped with it is current.
    private(set) var epoch = UInt64.random(in: 1 << 40 ..< 1 << 62)
    /// Whether a value may have moved since the solver's list was last taken: set by the
    /// solver's ``Solver/onValuesMayMove`` (a flag of this module, so a frame read checks it
    /// with one load instead of a call into the solver).
    var needsTake = true
    /// Frames read from the solver (not kept) so far: tests count the rereads a change causes.
    private(set) var solverReads = 0

    /// Lets the solver finish its pending work, which tells the observers of what it moves
    /// (marking their kept frames stale); trusts no kept frame when the solver lost track.
    mutating func takeChanges(from solver: Solver) {
        let known = solver.takeValueChanges()
        // After the take: finishing the solver's pending work calls back and sets it again.
        needsTake = false
        if !known { forgetAll() }
    }

    /// Trusts no kept frame: the next read of every item goes to the solver.
    mutating func forgetAll() { epoch &+= 1 }

    /// `item`'s kept frame when it is current: nothing moved since the last take, and it was
    /// read in this epoch and not listed since. `mutating` only so that the engine's stored
    /// cache is read in place: a non-mutating call copied the struct and retained its array on
    /// every frame read.
    @inline(__always)
    mutating func keptFrame(of item: LayoutItem) -> Rect? {
        !needsTake && item.cacheEpoch == epoch ? item.cachedFrame : nil
    }

    /// Keeps `frame` as `item`'s frame for this epoch.
    @inline(__always)
    mutating func keep(_ frame: Rect, for item: LayoutItem) {
        item.cachedFrame = frame
        item.cacheEpoch = epoch
        solverReads &+= 1
    }
}

extension LayoutItem {
    /// The item as its variables' observer (``Variable/observer``), unretained, as the solver
    /// requires: the item clears it in `deinit`.
    var observerObject: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// How an engine's solver tells an item (its variables' observer) that one of its four
    /// values may have moved: the item marks its kept frame stale.
    static let frameObserver = ValueObserver { object in
        Unmanaged<LayoutItem>.fromOpaque(object)._withUnsafeGuaranteedRef { $0.cacheEpoch = 0 }
    }
}

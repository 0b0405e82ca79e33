import TrellisSolver

// Frames kept between layouts: reading every frame after a change rereads only the items whose
// variables the change reached, as UIKit's engine tells only the views whose frames moved.
//
// Why. A frame read from the solver costs about 130 instructions. Hiding one row of a
// 6,001-view stack tree moves the frames of the rows below it (their leaves keep theirs, being
// placed in their row's bounds), yet reading every frame was 1.2 M of the op's 1.5 M
// instructions. The solver lists the variables whose value may have moved (see
// `Solver+ValueChanges.swift`); each list starts a new epoch, and an item's kept frame is good
// for the epoch it was read in, or for the next one when none of its four variables is listed.
//
// Listed variables go into a bit filter (a few instructions a test; a false positive only costs
// a reread). An unknown list skips an epoch, so nothing kept is trusted. Epochs start at a
// random value per engine, so an item that moves between windows never matches another
// engine's epoch; the values read are the same either way, only the time to read them differs.
// Debug builds compare every kept frame they hand out with the solver's.

/// The epoch counter and the filter of the last epoch's changes.
struct FrameCache {
    /// The current epoch: a kept frame read in it is current.
    private(set) var epoch = UInt64.random(in: 1 << 40 ..< 1 << 62)
    /// The variables listed as moved when ``epoch`` began.
    private var filter = ChangeFilter()
    /// Scratch for the solver's list (kept to reuse its storage).
    private var changed: [ObjectIdentifier] = []
    /// The solver's ``Solver/valueSerial`` when its list was last taken: while it has not moved,
    /// no value has.
    private(set) var solverSerial = UInt64.max
    /// Frames read from the solver (not kept) so far: tests count the rereads a change causes.
    private(set) var solverReads = 0

    /// Past this many listed variables, starting afresh costs less than filtering.
    static let filterLimit = 2048

    /// Takes the solver's list of moved values and starts a new epoch when anything moved.
    mutating func takeChanges(from solver: Solver) {
        changed.removeAll(keepingCapacity: changed.count <= Self.filterLimit)
        let known = solver.takeValueChanges(into: &changed)
        solverSerial = solver.valueSerial
        if known, changed.isEmpty { return }
        // Skipping an epoch leaves no item at `epoch - 1`: every kept frame is reread.
        guard known, changed.count <= Self.filterLimit else { return forgetAll() }
        epoch &+= 1
        filter.rebuild(with: changed)
    }

    /// Trusts no kept frame: the next read of every item goes to the solver.
    mutating func forgetAll() { epoch &+= 2 }

    /// `variables`' kept frame when it is current; renews it for this epoch when it was read in
    /// the last one and none of its variables moved since.
    /// `mutating` only so that the engine's stored cache is read in place: a non-mutating call
    /// copied the struct and retained its arrays on every frame read.
    @inline(__always)
    mutating func keptFrame(of variables: ItemVariables) -> Rect? {
        let kept = variables.cacheEpoch
        if kept == epoch { return variables.cachedFrame }
        guard kept == epoch &- 1, !filter.mayContainAny(of: variables.identities) else { return nil }
        variables.cacheEpoch = epoch
        return variables.cachedFrame
    }

    /// Keeps `frame` as `variables`' frame for this epoch.
    @inline(__always)
    mutating func keep(_ frame: Rect, for variables: ItemVariables) {
        variables.cachedFrame = frame
        variables.cacheEpoch = epoch
        solverReads &+= 1
    }
}

/// A set of identities that may say yes wrongly but never no wrongly: one bit per hashed
/// identity, with at least 128 bits per member, so that an item's four tests say yes wrongly
/// about once in 32 (at 16 bits a member, a quarter of the unchanged items were reread).
struct ChangeFilter {
    private var words: [UInt64] = []
    /// 64 minus the number of index bits (63 until the first rebuild: index 0 or 1 of no word,
    /// never tested, since no item is kept at the epoch before the first filtered one).
    private var shift: UInt64 = 63

    /// Holds exactly the bits of `ids`.
    mutating func rebuild(with ids: [ObjectIdentifier]) {
        var bits = 4096
        while bits < ids.count * 128 { bits *= 2 }
        shift = UInt64(64 - bits.trailingZeroBitCount)
        if words.count == bits / 64 {
            for index in words.indices { words[index] = 0 }
        } else {
            words = [UInt64](repeating: 0, count: bits / 64)
        }
        for id in ids {
            let bit = index(of: id)
            words[Int(bit >> 6)] |= 1 << (bit & 63)
        }
    }

    /// Whether any of the four identities may be a member.
    @inline(__always)
    func mayContainAny(
        of ids: (minX: ObjectIdentifier, minY: ObjectIdentifier, width: ObjectIdentifier, height: ObjectIdentifier)
    ) -> Bool {
        words.withUnsafeBufferPointer { words in
            Self.test(ids.minX, words, shift) || Self.test(ids.minY, words, shift)
                || Self.test(ids.width, words, shift) || Self.test(ids.height, words, shift)
        }
    }

    @inline(__always)
    private static func test(_ id: ObjectIdentifier, _ words: UnsafeBufferPointer<UInt64>, _ shift: UInt64) -> Bool {
        let bit = index(of: id, shift: shift)
        return words[Int(bit >> 6)] & (1 << (bit & 63)) != 0
    }

    @inline(__always)
    private func index(of id: ObjectIdentifier) -> UInt64 { Self.index(of: id, shift: shift) }

    /// Fibonacci hashing: the top bits of the address times 2⁶⁴/φ.
    @inline(__always)
    private static func index(of id: ObjectIdentifier, shift: UInt64) -> UInt64 {
        (UInt64(UInt(bitPattern: id)) &* 0x9E37_79B9_7F4A_7C15) &>> shift
    }
}

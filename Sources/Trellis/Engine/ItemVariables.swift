import TrellisSolver

/// The four unknowns of a view or guide: its frame in its parent's bounds, `minX`, `minY`,
/// `width`, `height` (see `LayoutEngine+Lowering.swift` for how constraints between items in
/// different parents are expressed over them).
///
/// A struct stored in its item, not an object of its own: lowering reads an item's variables
/// for nearly every term of every constraint, and through an object each read retained and
/// released it; stored in the item, they are one object fewer per item (0.15 KB of memory per
/// view, 0.35 % of a first layout's instructions). Read the variable wanted in place
/// (`item.variables.width`); a copy of the whole struct retains all four.
struct ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(name: String) {
        minX = Variable(name, part: .minX)
        minY = Variable(name, part: .minY)
        width = Variable(name, part: .width)
        height = Variable(name, part: .height)
    }

    /// Names `observer` (the item these variables belong to) as each variable's observer.
    func attach(_ observer: UnsafeMutableRawPointer) {
        minX.setObserver(observer)
        minY.setObserver(observer)
        width.setObserver(observer)
        height.setObserver(observer)
    }

    /// Clears each variable's observer: the variables may outlive their item (a solver still
    /// holding them), and their observer is unretained.
    func detach() {
        minX.setObserver(nil)
        minY.setObserver(nil)
        width.setObserver(nil)
        height.setObserver(nil)
    }

    /// The four variables' identities, for reading a frame by identity.
    @inline(__always)
    var identities: (ObjectIdentifier, ObjectIdentifier, ObjectIdentifier, ObjectIdentifier) {
        (ObjectIdentifier(minX), ObjectIdentifier(minY), ObjectIdentifier(width), ObjectIdentifier(height))
    }
}

/// Where the solver last found each of an item's four values (see `Solver.ValueHint`), kept
/// in the item (``LayoutItem/valueHints``) beside its variables.
typealias ValueHints = Solver.FourHints

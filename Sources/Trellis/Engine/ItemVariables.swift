import TrellisSolver

/// The four unknowns of a view or guide, in **window** coordinates: `minX`, `minY`, `width`,
/// `height`.
///
/// Window coordinates make every attribute of every item a short linear expression, whichever
/// common ancestor a constraint is evaluated in (see `LayoutEngine+Lowering.swift`), and a
/// frame in superview coordinates is one subtraction away.
final class ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// The four variables' identities, for reading a frame without reference counting (this
    /// object keeps the variables alive).
    let identities: (minX: ObjectIdentifier, minY: ObjectIdentifier, width: ObjectIdentifier, height: ObjectIdentifier)

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
        identities = (ObjectIdentifier(minX), ObjectIdentifier(minY), ObjectIdentifier(width), ObjectIdentifier(height))
    }
}

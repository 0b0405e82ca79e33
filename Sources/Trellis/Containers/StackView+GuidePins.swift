// Determined positions for a stack's own guides.
//
// UIKit constrains each internal guide on one axis only: a `UISV-alignment-spanner` across the
// stack's axis, a `UISV-distributing` gap guide and a `UISV-spanning-guide` along it. The other
// axis is left to the solver, so every such guide counts as ambiguous and its frame is whatever
// the solver happened to pick. Trellis pins that other axis to the canvas (the stack's bounds,
// or its margins): the spanner lies along the whole stack, a gap guide spans the stack across.
//
// The pins are required equalities on variables nothing else mentions (only the stack's own
// generated constraints use these guides), so they can neither conflict nor move any other
// frame; the solver keeps them out of the tableau as definitions (aliases of the canvas's
// edge and length), so they cost no pivots.

extension StackView {
    /// Pins `guide`'s leading edge and length along the axis to the canvas's.
    func pinAlongAxis(_ guide: LayoutGuide, to canvas: LayoutItem, in recipe: inout some ConstraintSink) {
        recipe.add(.guidePin, guide, leadAttribute, .equal, canvas)
        recipe.add(.guidePin, guide, lengthAttribute, .equal, canvas)
    }

    /// Pins `guide`'s edge and length across the axis to the canvas's.
    func pinAcrossAxis(_ guide: LayoutGuide, to canvas: LayoutItem, in recipe: inout some ConstraintSink) {
        recipe.add(.guidePin, guide, crossMinAttribute, .equal, canvas)
        recipe.add(.guidePin, guide, crossLengthAttribute, .equal, canvas)
    }
}

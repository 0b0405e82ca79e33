// Placing an item inside an area along one axis, and collapsing a hidden one: the constraints
// overlays, flows and grids share.

/// The attributes of one axis: the low edge, the high edge, the centre and the length.
struct PlacementAxis {
    let min: LayoutConstraint.Attribute
    let max: LayoutConstraint.Attribute
    let mid: LayoutConstraint.Attribute
    let length: LayoutConstraint.Attribute

    static let horizontal = PlacementAxis(min: .leading, max: .trailing, mid: .centerX, length: .width)
    static let vertical = PlacementAxis(min: .top, max: .bottom, mid: .centerY, length: .height)
}

/// The identifiers one container gives its placement constraints (`<container>-edge`,
/// `-containment`, `-alignment`).
struct PlacementNames {
    let edge: GeneratedName
    let containment: GeneratedName
    let alignment: GeneratedName

    static let overlay = PlacementNames(edge: .overlayEdge, containment: .overlayContainment, alignment: .overlayAlignment)
    static let grid = PlacementNames(edge: .gridEdge, containment: .gridContainment, alignment: .gridAlignment)
}

extension ConstraintRecipe {
    /// `item` inside `area` along `axis`, `low` and `high` in from its edges: each edge exactly
    /// there (`names.edge`) or at least that far inside (`names.containment`), and, when
    /// `centered`, the centres equal (`names.alignment`).
    mutating func place(
        _ item: LayoutItem, in area: LayoutItem, along axis: PlacementAxis, lowIsExact: Bool, highIsExact: Bool,
        centered: Bool, low: Double = 0, high: Double = 0, names: PlacementNames
    ) {
        add(lowIsExact ? names.edge : names.containment, item, axis.min,
            lowIsExact ? .equal : .greaterThanOrEqual, area, constant: low)
        add(highIsExact ? names.edge : names.containment, item, axis.max,
            highIsExact ? .equal : .lessThanOrEqual, area, constant: -high)
        if centered { add(names.alignment, item, axis.mid, .equal, area) }
    }

    /// A hidden item of a container: its position pinned to (`x`, `y`) and its size 0 at 999.999,
    /// like a stack's `UISV-hiding`, so a required size of the item's own wins without a conflict.
    mutating func collapse(
        _ item: LayoutItem, x: (LayoutItem, LayoutConstraint.Attribute), y: (LayoutItem, LayoutConstraint.Attribute),
        identifier: GeneratedName
    ) {
        add(identifier, item, x.1, .equal, x.0)
        add(identifier, item, y.1, .equal, y.0)
        add(identifier, item, .width, constant: 0, priority: 999.999)
        add(identifier, item, .height, constant: 0, priority: 999.999)
    }
}

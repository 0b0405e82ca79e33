/// One item attribute, holding the item weakly as UIKit's constraints do: a constraint never keeps
/// a view alive, and a released item makes the constraint inert. (Through the item's
/// ``ItemHandle`` rather than a `weak` reference, which would slow every retain of the item.)
struct ItemAttribute {
    let handle: ItemHandle
    let attribute: LayoutConstraint.Attribute

    init(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute) {
        self.handle = item.handle
        self.attribute = attribute
    }

    /// The item's name, for messages even after the item is released (see ``ItemHandle``).
    /// Not copied here: every generated constraint makes two of these, and copying the name
    /// read it through a run-time exclusivity check and retained it.
    var itemName: String { handle.itemName }

    /// The item, or `nil` once it was released.
    var item: LayoutItem? { handle.item }

    /// `red.leading`.
    var name: String { "\(itemName).\(attribute)" }
}

/// One side of a constraint: an item's attribute, or the signed distance between two location
/// attributes on one axis (``LayoutXAxisAnchor/anchorWithOffset(to:)``), which is a size.
enum AnchorTerm {
    case attribute(ItemAttribute)
    case offset(from: ItemAttribute, to: ItemAttribute)

    /// Whether the term is a position (a distance between positions is a size).
    var isLocation: Bool {
        if case .attribute(let part) = self { return part.attribute.isLocation }
        return false
    }

    /// Calls `body` with the item attributes the term reads, in order.
    @inline(__always)
    func forEachPart(_ body: (ItemAttribute) -> Void) {
        switch self {
        case .attribute(let part): body(part)
        case .offset(let from, let to):
            body(from)
            body(to)
        }
    }

    /// `red.top`, or `(blue.leading - red.trailing)` for an offset.
    var name: String {
        switch self {
        case .attribute(let part): part.name
        case .offset(let from, let to): "(\(to.name) - \(from.name))"
        }
    }
}

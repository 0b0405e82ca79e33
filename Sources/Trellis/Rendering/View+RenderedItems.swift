/// One item of a hierarchy as Trellis's printouts list it: frame tables, wireframes and SVG walk
/// the same items in the same order.
struct RenderedItem {
    /// The view or layout guide.
    let item: LayoutItem
    /// The nesting depth below the root (0 for the root; a guide is one deeper than its view).
    let depth: Int
    /// Whether the item is a layout guide (``View/layoutGuides``) rather than a view.
    let isGuide: Bool
    /// Whether the item is a view with ``View/isHidden`` set.
    let isHidden: Bool
    /// Whether the item is hidden or lies inside a hidden view (a guide counts as inside its
    /// owning view): what a picture leaves out, as UIKit does not draw a hidden view's subviews.
    let isInvisible: Bool
}

extension View {
    /// This view and everything below it in hierarchy order: depth first, subviews in
    /// ``subviews`` order, a view's own layout guides (not the system guides) after its subviews.
    ///
    /// - Complexity: O(*n*) in the number of views and guides.
    var renderedItems: [RenderedItem] { renderedItems(includingInternalGuides: false) }

    /// ``renderedItems``, with containers' internal guides (``LayoutGuide/isInternal``) when
    /// `includingInternalGuides` is true.
    func renderedItems(includingInternalGuides: Bool) -> [RenderedItem] {
        var items: [RenderedItem] = []
        collectRenderedItems(depth: 0, insideHidden: false, internalGuides: includingInternalGuides, into: &items)
        return items
    }

    private func collectRenderedItems(
        depth: Int, insideHidden: Bool, internalGuides: Bool, into items: inout [RenderedItem]
    ) {
        let invisible = insideHidden || isHidden
        items.append(RenderedItem(item: self, depth: depth, isGuide: false, isHidden: isHidden, isInvisible: invisible))
        for subview in subviews {
            subview.collectRenderedItems(
                depth: depth + 1, insideHidden: invisible, internalGuides: internalGuides, into: &items)
        }
        for guide in layoutGuides where internalGuides || !guide.isInternal {
            items.append(RenderedItem(item: guide, depth: depth + 1, isGuide: true, isHidden: false, isInvisible: invisible))
        }
    }
}

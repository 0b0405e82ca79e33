/// The solved layout of a hierarchy as an SVG picture worth looking at: boxes, label text in its
/// lines, names that do not overlap, and the constraints as dimension lines.
///
/// What is drawn, in paint order (depth first, subviews in order, as in the ``FrameTable``):
/// - **Views** as outlined, lightly filled rectangles coloured by depth; a view with zero width or
///   height as a line, one with both zero as a dot. Hidden views and everything inside them are
///   left out. A view's own layout guides are dashed rectangles.
/// - **Labels** with their text in the lines the layout broke it into (``Label/textLayout``),
///   at the label's font size, each line stretched to the width the text model measured; lines
///   that fall below a label crushed shorter than its text are drawn faded.
/// - **Scroll views**: the content area (``ScrollView/contentLayoutGuide``) as a dashed
///   rectangle with its size, the scroll view's frame as the visible window, and the content
///   outside that window faded.
/// - **Broken and ambiguous items** outlined in red (a required constraint on them had to be
///   broken) or dashed orange (the constraints leave the frame undetermined), with a `!` or `?`
///   badge.
/// - **Constraints** (with ``showsConstraints``): each one that relates visible items as a
///   dimension line. A distance between two parallel edges, centres or baselines is a line
///   with end ticks between them, labelled with the distance the constraint asks for (`8`,
///   `≥ 8`, `×0.4 +0`) and ` @750` when it is optional; two positions that coincide are an
///   alignment line along them. A width or height is a line along the item (`16`,
///   `= star1.width`). Colours say how the constraint stands: red-pink when it holds, dashed
///   orange when an optional one does not, thick red when a required one is broken. The
///   constraints Trellis makes itself (stack views' `UISV-*`, the margins' and safe area's
///   edges, scroll views' guides) are left out unless ``showsGeneratedConstraints`` is set;
///   then they are drawn dotted purple.
/// - **Names** last, on top: inside their item, in a corner or along an edge where nothing
///   else is drawn, when they fit; otherwise in a column beside the picture with a leader line
///   to the item. No two names overlap.
///
/// The canvas is cropped (``Crop``) to the content: the items below the root (a window's empty
/// space is left out), the scroll views' content areas and the dimension lines, plus a 16 pt
/// border. One SVG unit is one point, and coordinates are the frames' window coordinates minus
/// the root's origin, so the numbers in the file are the numbers in the frame table.
///
/// ```swift
/// window.layoutIfNeeded()
/// let svg = window.svg(showingConstraints: true)   // write it to a .svg file
/// ```
///
/// Output is deterministic: the same layout gives the same text.
public struct SVGDrawing: CustomStringConvertible {
    /// Which part of the layout the canvas shows.
    public enum Crop {
        /// Everything below the root, plus a 16 pt border (the default): an empty window does
        /// not dwarf its content, and content outside the root is still shown.
        case content
        /// The root's frame, plus a 16 pt border.
        case root
        /// One item's frame (a view or a guide of the drawn hierarchy), plus a 16 pt border;
        /// what lies outside is cut off. An item outside the hierarchy crops to the content.
        case item(LayoutItem)
    }

    /// Whether ``render()`` draws the constraints as dimension lines (default `false`).
    public var showsConstraints: Bool
    /// Whether the constraints Trellis generates (stack views' `UISV-*`, the system guides'
    /// edges, scroll and list views' own, collapse-on-hide's) are drawn too (default `false`).
    public var showsGeneratedConstraints: Bool
    /// What the canvas shows (default ``Crop/content``).
    public var crop: Crop

    /// The layout drawn.
    let snapshot: LayoutSnapshot
    /// For the ``Inspector``: items and constraints carry `data-` attributes, and every
    /// drawable constraint is drawn, classed so the page can show or hide it.
    var isInteractive = false

    /// Reads the layout of `root` and everything below it, as of the last layout.
    ///
    /// - Parameters:
    ///   - root: usually the window; any view draws itself and its subviews.
    ///   - showsConstraints: whether to draw the constraints as dimension lines.
    ///   - showsGeneratedConstraints: whether to draw the constraints Trellis generates too.
    ///   - crop: what the canvas shows.
    /// - Complexity: as ``LayoutSnapshot/init(_:of:)``, which finds the ambiguous items.
    public init(root: View, showsConstraints: Bool = false, showsGeneratedConstraints: Bool = false, crop: Crop = .content) {
        self.init(LayoutSnapshot(of: root), showsConstraints: showsConstraints,
                  showsGeneratedConstraints: showsGeneratedConstraints, crop: crop)
    }

    /// Draws a snapshot taken earlier.
    public init(_ snapshot: LayoutSnapshot, showsConstraints: Bool = false, showsGeneratedConstraints: Bool = false,
                crop: Crop = .content) {
        self.snapshot = snapshot
        self.showsConstraints = showsConstraints
        self.showsGeneratedConstraints = showsGeneratedConstraints
        self.crop = crop
    }

    /// The SVG document, every line ending in `"\n"`.
    ///
    /// - Complexity: O(*n*² + *c* · *n*) in the items and constraints drawn: each name and
    ///   each dimension label is checked against what is already placed.
    public func render() -> String {
        var scene = SVGScene(drawing: self)
        return scene.render()
    }

    /// The rendered document, the same text as ``render()``.
    public var description: String { render() }
}

extension View {
    /// This view and the visible views below it as an SVG document (see ``SVGDrawing``).
    ///
    /// ```swift
    /// window.layoutIfNeeded()
    /// let svg = window.svg(showingConstraints: true)   // write it to a .svg file
    /// let card = window.svg(crop: .item(cardView))      // only the card
    /// ```
    public func svg(showingConstraints: Bool = false, includingGenerated: Bool = false,
                    crop: SVGDrawing.Crop = .content) -> String {
        SVGDrawing(root: self, showsConstraints: showingConstraints, showsGeneratedConstraints: includingGenerated,
                   crop: crop).render()
    }
}

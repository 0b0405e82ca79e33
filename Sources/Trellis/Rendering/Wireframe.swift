/// The solved frames of a hierarchy drawn as boxes in the terminal: a picture to look at next to
/// the ``FrameTable``.
///
/// Every visible view is a box with its name on the top border, nested boxes inside their
/// parents. The root's frame fills the drawing: its width is scaled to ``columns`` terminal
/// columns, and because a terminal cell is about twice as tall as it is wide, one row stands for
/// twice as many points as one column, so shapes keep their proportions. With
/// *s* = (columns − 1) / root width, a point at window position (*x*, *y*) lands in column
/// round((*x* − root *x*) · *s*) and row round((*y* − root *y*) · *s* / 2), rounding halves away
/// from zero; a box's borders sit on the cells of its edges.
///
/// A 100 × 50 window with two 35 × 30 views at x 10 and 55, y 10, drawn 21 columns wide
/// (*s* = 0.2: x 10, 45, 55, 90 → columns 2, 9, 11, 18; y 10, 40 → rows 1, 4):
///
/// ```text
/// ┌window─────────────┐
/// │ ┌red───┐ ┌blue──┐ │
/// │ │      │ │      │ │
/// │ │      │ │      │ │
/// │ └──────┘ └──────┘ │
/// └───────────────────┘
/// ```
///
/// The rules:
/// - Paint order is hierarchy order (depth first, subviews in order, as in the ``FrameTable``):
///   a later box covers what is behind it, so a subview covers its parent and a later sibling
///   an earlier one. Where borders meet, the cell shows the junction (`├`, `┬`, `┼`).
/// - Hidden views (``View/isHidden``) and everything inside them are left out, like layout guides.
/// - A view that is zero cells wide or tall is drawn as a line (`─`, `│`), and one that is zero
///   cells in both directions as a `•` marker: nothing with a frame disappears.
/// - Names are cut with `…` to fit the border and counted in display columns (``DisplayWidth``),
///   so Japanese and Chinese names take two columns per character. A name hidden by the boxes
///   in front of it moves to the first visible stretch of the box's bottom border long enough
///   for it, else of its top border, else to the longest such stretch (cut); when the borders
///   are covered too, it is listed under the drawing after `covered:`.
/// - Anything outside the root's frame is clipped. The drawing has at most ``maximumRows`` rows.
/// - ``Style/ascii`` draws with `+`, `-`, `|`, `*` and `~` only.
///
/// Output is deterministic: the same frames give the same text.
public struct Wireframe: CustomStringConvertible {
    /// The characters a wireframe is drawn with.
    public enum Style: Hashable, Sendable {
        /// Unicode box-drawing characters: `┌─┐│└┘` and junctions, `•` for a point, `…` to cut names.
        case boxDrawing
        /// ASCII only: `+` for corners and junctions, `-`, `|`, `*` for a point, `~` to cut names.
        case ascii
    }

    /// One box to draw.
    struct Box {
        let name: String
        let frame: Rect
    }

    /// The most rows a drawing has; a taller root is cut at the bottom.
    public static let maximumRows = 1000

    /// The width of the drawing in terminal columns (at least 2; smaller values draw 2 wide).
    public var columns: Int
    /// The characters to draw with (default ``Style/boxDrawing``).
    public var style: Style

    /// The root's frame in window coordinates: the area the drawing covers.
    let bounds: Rect
    /// The visible views in paint order, frames in window coordinates.
    let boxes: [Box]

    /// Reads the frames of `root` and the visible views below it, as of the last layout.
    ///
    /// - Parameters:
    ///   - root: usually the window; any view draws itself and its subviews.
    ///   - columns: the width of the drawing in terminal columns.
    ///   - style: box-drawing characters or plain ASCII.
    public init(root: View, columns: Int = 80, style: Style = .boxDrawing) {
        self.columns = columns
        self.style = style
        bounds = root.frameInWindow.standardized
        boxes = root.renderedItems.compactMap { entry in
            guard !entry.isGuide, !entry.isInvisible else { return nil }
            return Box(name: entry.item.name, frame: entry.item.frameInWindow.standardized)
        }
    }

    /// The drawing as text, every line ending in `"\n"`, followed by a `covered:` line when
    /// some names could not be shown.
    ///
    /// - Complexity: O(*c* · *r* + *n* · *a*): the cells of the drawing, plus the area in cells
    ///   of each of the *n* boxes.
    public func render() -> String {
        var painter = WireframePainter(bounds: bounds, columns: max(2, columns), style: style)
        for (index, box) in boxes.enumerated() { painter.paint(box, index: index) }
        let covered = painter.placeCoveredLabels(names: boxes.map(\.name))
        var text = painter.canvas.render(style)
        if !covered.isEmpty {
            text += "covered: " + covered.map { Self.printable(boxes[$0].name) }.joined(separator: ", ") + "\n"
        }
        return text
    }

    /// The rendered drawing, the same text as ``render()``.
    public var description: String { render() }

    /// `name` as labels print it: control characters as `?`, zero-width characters dropped.
    private static func printable(_ name: String) -> String {
        String(WireframePainter.cut(name, toColumns: Int.max, style: .ascii).characters.map(\.0))
    }
}

extension View {
    /// This view and the visible views below it drawn as boxes, `columns` terminal columns wide
    /// (see ``Wireframe``).
    ///
    /// ```swift
    /// window.layoutIfNeeded()
    /// print(window.wireframe(columns: 60), terminator: "")
    /// ```
    public func wireframe(columns: Int = 80, style: Wireframe.Style = .boxDrawing) -> String {
        Wireframe(root: self, columns: columns, style: style).render()
    }
}

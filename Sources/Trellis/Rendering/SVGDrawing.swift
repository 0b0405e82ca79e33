/// The solved frames of a hierarchy as an SVG image: boxes, names and, optionally, the
/// constraints between them, for documentation, reviews and bug reports.
///
/// The image is flat: one element per visible view in hierarchy order (depth first, subviews in
/// order, as in the ``FrameTable``), so later views paint over earlier ones just as in the
/// ``Wireframe``. Coordinates are the views' frames in window coordinates, shifted so that the
/// root's origin is (0, 0); one SVG unit is one point, and the image is the root's size. Each
/// view is a `rect` outlined and lightly filled in a colour picked by its depth, followed by a
/// `text` with its name 2 pt right of its left edge and 10 pt below its top. A view with zero
/// width or height is a `line`, one with both zero a `circle` of radius 2. Hidden views and
/// everything inside them are left out, like layout guides.
///
/// With ``showsConstraints`` set, every active constraint installed in the hierarchy that
/// relates two visible items (views, or guides of visible views) adds a dashed red `line`
/// between its two anchors and a `text` at the line's middle with its constant (preceded by
/// `≤ ` or `≥ ` for an inequality and by `×m ` when the multiplier is not 1). An anchor is the
/// middle of the edge it names (`leading` is the middle of the leading edge, `top` the middle of
/// the top edge, baselines the middle of the baseline), the centre for `centerX`, `centerY`,
/// `width` and `height`, and the same on the margins' rectangle for margin attributes.
///
/// Numbers use ``NumberFormat``; names are XML-escaped (`&`, `<`, `>`, `"`, `'`; control
/// characters become `?`). The output depends only on the layout, so tests compare it verbatim:
///
/// ```xml
/// <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50" font-family="monospace" font-size="10">
///   <rect x="0" y="0" width="100" height="50" fill="#4a90d9" fill-opacity="0.1" stroke="#4a90d9"/>
///   <text x="2" y="10">window</text>
///   <rect x="10" y="10" width="35" height="30" fill="#7ed321" fill-opacity="0.1" stroke="#7ed321"/>
///   <text x="12" y="20">red</text>
/// </svg>
/// ```
public struct SVGDrawing: CustomStringConvertible {
    /// One view to draw.
    struct Shape {
        let name: String
        let frame: Rect
        let depth: Int
    }

    /// One constraint to draw: its two anchors (in the root's coordinates) and its label.
    struct ConstraintLine {
        let from: Point
        let to: Point
        let label: String
    }

    /// Whether ``render()`` draws the constraints (default `false`).
    public var showsConstraints: Bool

    /// The root's size: the image's size.
    let size: Size
    /// The visible views in paint order, frames in the root's coordinates.
    let shapes: [Shape]
    /// The constraints between visible items, in ``ConstraintTable`` order.
    let constraintLines: [ConstraintLine]

    /// The outline colours, by depth (repeating after the last).
    static let palette = ["#4a90d9", "#7ed321", "#f5a623", "#bd10e0", "#50e3c2", "#9b9b9b"]

    /// Reads the frames (and constraints) of `root` and the visible views below it, as of the
    /// last layout.
    ///
    /// - Parameters:
    ///   - root: usually the window; any view draws itself and its subviews.
    ///   - showsConstraints: whether to draw the constraints between the views.
    public init(root: View, showsConstraints: Bool = false) {
        self.showsConstraints = showsConstraints
        let bounds = root.frameInWindow.standardized
        let origin = bounds.origin
        size = Size(width: bounds.width, height: bounds.height)
        let items = root.renderedItems
        shapes = items.compactMap { entry in
            guard !entry.isGuide, !entry.isInvisible else { return nil }
            let frame = entry.item.frameInWindow.standardized
            guard [frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy(\.isFinite) else { return nil }
            return Shape(name: entry.item.name,
                         frame: Rect(x: frame.minX - origin.x, y: frame.minY - origin.y,
                                     width: frame.width, height: frame.height),
                         depth: entry.depth)
        }
        constraintLines = Self.constraintLines(of: items, origin: origin)
    }

    /// The SVG document, every line ending in `"\n"`.
    ///
    /// - Complexity: O(*n* + *c*) in the number of views and constraints drawn.
    public func render() -> String {
        let (width, height) = (SVGMarkup.number(size.width), SVGMarkup.number(size.height))
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\" font-family=\"monospace\" font-size=\"10\">\n"
        for shape in shapes { text += Self.markup(for: shape) }
        if showsConstraints {
            for line in constraintLines { text += Self.markup(for: line) }
        }
        return text + "</svg>\n"
    }

    /// The rendered document, the same text as ``render()``.
    public var description: String { render() }

    /// A view's outline (rect, line or circle) and name.
    private static func markup(for shape: Shape) -> String {
        let colour = palette[shape.depth % palette.count]
        let frame = shape.frame
        let style = "fill=\"\(colour)\" fill-opacity=\"0.1\" stroke=\"\(colour)\""
        let outline: String
        if frame.width == 0 && frame.height == 0 {
            outline = SVGMarkup.element("circle", [("cx", frame.minX), ("cy", frame.minY), ("r", 2)], style)
        } else if frame.width == 0 || frame.height == 0 {
            outline = SVGMarkup.element(
                "line", [("x1", frame.minX), ("y1", frame.minY), ("x2", frame.maxX), ("y2", frame.maxY)],
                "stroke=\"\(colour)\"")
        } else {
            outline = SVGMarkup.element(
                "rect", [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)], style)
        }
        return outline + SVGMarkup.text(shape.name, x: frame.minX + 2, y: frame.minY + 10, style: nil)
    }

    /// A constraint's dashed line and label.
    private static func markup(for line: ConstraintLine) -> String {
        let colour = "#d0021b"
        let middle = Point(x: (line.from.x + line.to.x) / 2, y: (line.from.y + line.to.y) / 2)
        return SVGMarkup.element(
            "line", [("x1", line.from.x), ("y1", line.from.y), ("x2", line.to.x), ("y2", line.to.y)],
            "stroke=\"\(colour)\" stroke-dasharray=\"3 2\"")
            + SVGMarkup.text(line.label, x: middle.x + 2, y: middle.y - 2, style: "fill=\"\(colour)\" font-size=\"8\"")
    }
}

extension View {
    /// This view and the visible views below it as an SVG document (see ``SVGDrawing``).
    ///
    /// ```swift
    /// try window.layoutIfNeeded()
    /// let svg = window.svg(showingConstraints: true)   // write it to a .svg file
    /// ```
    public func svg(showingConstraints: Bool = false) -> String {
        SVGDrawing(root: self, showsConstraints: showingConstraints).render()
    }
}

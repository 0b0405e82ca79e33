/// The work of one ``SVGDrawing/render()``: which items are visible and where, the canvas, the
/// dimension lines and the names, then the markup in paint order.
struct SVGScene {
    let snapshot: LayoutSnapshot
    let drawing: SVGDrawing
    /// Each item's frame in drawing coordinates (window coordinates minus the root's origin);
    /// `nil` for items left out (hidden, inside a hidden view, non-finite).
    let frames: [Rect?]
    /// For each item, the index just past the last item of its subtree.
    let subtreeEnds: [Int]
    /// The root's origin in window coordinates.
    let origin: Point
    /// The part of the drawing the picture shows, before the name columns are added.
    var canvas = Rect.zero
    var dimensions: [DimensionLine] = []
    var placer = LabelPlacer()
    var names: [PlacedName] = []

    /// The border around the cropped content.
    static let padding = 16.0

    init(drawing: SVGDrawing) {
        self.drawing = drawing
        snapshot = drawing.snapshot
        let root = snapshot.rootFrame.standardized
        origin = Point(x: root.minX.isFinite ? root.minX : 0, y: root.minY.isFinite ? root.minY : 0)
        let origin = self.origin
        frames = snapshot.items.map { item in
            let frame = item.frameInWindow.standardized
            guard !item.isInvisible, [frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy(\.isFinite)
            else { return nil }
            return frame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        subtreeEnds = Self.subtreeEnds(of: snapshot.items)
    }

    /// The index past each item's subtree: the next item no deeper than it.
    private static func subtreeEnds(of items: [LayoutSnapshot.Item]) -> [Int] {
        var ends = Array(repeating: items.count, count: items.count)
        var open: [Int] = []
        for (index, item) in items.enumerated() {
            while let last = open.last, items[last].depth >= item.depth {
                ends[last] = index
                open.removeLast()
            }
            open.append(index)
        }
        return ends
    }

    /// The whole document.
    mutating func render() -> String {
        dimensions = makeDimensions()
        canvas = croppedCanvas()
        placeNames()
        placeDimensionLabels()
        let view = names.reduce(canvas) { $0.union($1.box) }
        let size = "width=\"\(SVGMarkup.number(view.width))\" height=\"\(SVGMarkup.number(view.height))\""
        let box = [view.minX, view.minY, view.width, view.height].map(SVGMarkup.number).joined(separator: " ")
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) viewBox=\"\(box)\" "
            + "font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" font-size=\"10\">\n"
        text += SVGMarkup.element("rect", [("x", view.minX), ("y", view.minY), ("width", view.width),
                                           ("height", view.height)], "fill=\"#ffffff\"")
        text += paintItems()
        text += paintMarks()
        text += paintDimensions()
        text += paintNames()
        return text + "</svg>\n"
    }

    // MARK: Canvas

    /// The drawing's area for the crop: the content (or the root, or one item) plus the border.
    func croppedCanvas() -> Rect {
        let root = frames.first.flatMap { $0 } ?? .zero
        switch drawing.crop {
        case .root:
            return root.insetBy(dx: -Self.padding, dy: -Self.padding)
        case .item(let item):
            let id = ObjectIdentifier(item)
            if let found = snapshot.items.firstIndex(where: { $0.objectID == id }), let frame = frames[found] {
                return frame.insetBy(dx: -Self.padding, dy: -Self.padding)
            }
        case .content:
            break
        }
        var content: Rect?
        for index in frames.indices.dropFirst() where snapshot.items[index].kind != .systemGuide {
            guard let frame = frames[index], drawsShape(index), !snapshot.items[index].isGenerated else { continue }
            content = content.map { $0.union(frame) } ?? frame
            if let area = contentArea(of: index) { content = content.map { $0.union(area) } }
        }
        for line in dimensions where line.isShown(in: drawing) {
            content = content.map { $0.union(line.extent) } ?? line.extent
        }
        return (content ?? root).insetBy(dx: -Self.padding, dy: -Self.padding)
    }

    /// Whether the item is drawn: visible views and guides, stack views' own guides only with
    /// the generated constraints (or for the inspector, which hides them with CSS), system
    /// guides only when a drawn constraint mentions them, and never a scroll view's content and
    /// frame guides (its content area and frame show them).
    func drawsShape(_ index: Int) -> Bool {
        guard frames[index] != nil else { return false }
        let item = snapshot.items[index]
        if item.isScrollGuide { return false }
        if item.isGenerated { return drawing.showsGeneratedConstraints || drawing.isInteractive }
        guard item.kind == .systemGuide else { return true }
        return dimensions.contains { $0.isShown(in: drawing) && $0.items.contains(index) }
    }

    /// A scroll view's content area in drawing coordinates.
    func contentArea(of index: Int) -> Rect? {
        guard let scroll = snapshot.items[index].scroll else { return nil }
        let area = scroll.contentFrameInWindow.standardized
        guard [area.minX, area.minY, area.maxX, area.maxY].allSatisfy(\.isFinite) else { return nil }
        return area.offsetBy(dx: -origin.x, dy: -origin.y)
    }
}

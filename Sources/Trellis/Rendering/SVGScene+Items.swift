// The items: boxes, guides, label text, scroll views' content areas, and the marks on broken
// and ambiguous items.

extension SVGScene {
    /// The outline colours of views below the root, by depth (repeating after the last).
    static let palette = ["#1c7ed6", "#2f9e44", "#e8590c", "#7048e8", "#0c8599", "#5c940d"]
    /// The root's outline.
    static let rootColour = "#495057"
    static let guideColour = "#868e96"
    static let scrollColour = "#0c8599"
    static let ambiguousColour = "#f08c00"
    static let brokenColour = "#e03131"

    static func colour(depth: Int) -> String {
        depth == 0 ? rootColour : palette[(depth - 1) % palette.count]
    }

    /// Every drawn item in paint order; a scroll view's content outside its frame is faded once
    /// its subtree is drawn.
    func paintItems() -> String {
        var text = ""
        var openScrolls: [Int] = []
        for index in snapshot.items.indices {
            while let last = openScrolls.last, subtreeEnds[last] <= index {
                text += fade(scroll: last)
                openScrolls.removeLast()
            }
            guard drawsShape(index) else { continue }
            text += group(index, paint(index))
            if snapshot.items[index].scroll != nil { openScrolls.append(index) }
        }
        for scroll in openScrolls.reversed() { text += fade(scroll: scroll) }
        return text
    }

    /// `content` wrapped in a group naming the item, for the inspector (classed `generated`
    /// for a stack view's own guide); as is otherwise.
    func group(_ index: Int, _ content: String) -> String {
        guard drawing.isInteractive else { return content }
        let generated = snapshot.items[index].isGenerated ? " class=\"generated\"" : ""
        return "  <g data-item=\"\(index)\"\(generated)>\n" + content + "  </g>\n"
    }

    private func paint(_ index: Int) -> String {
        guard let frame = frames[index] else { return "" }
        let item = snapshot.items[index]
        if item.isGuide {
            let dash = item.kind == .guide ? "4 3" : "2 3"
            return Self.outline(frame, "fill=\"none\" stroke=\"\(Self.guideColour)\" stroke-dasharray=\"\(dash)\"")
        }
        let colour = Self.colour(depth: item.depth)
        let fill = item.depth == 0 ? "fill=\"#f8f9fa\"" : "fill=\"\(colour)\" fill-opacity=\"0.08\""
        var text = Self.outline(frame, "\(fill) stroke=\"\(colour)\"")
        if let area = contentArea(of: index) {
            text += SVGMarkup.element(
                "rect", [("x", area.minX), ("y", area.minY), ("width", area.width), ("height", area.height)],
                "fill=\"none\" stroke=\"\(Self.scrollColour)\" stroke-dasharray=\"6 3\"")
        }
        if let content = item.text { text += Self.paint(content, in: frame, height: item.frame.size.height) }
        return text
    }

    /// A rectangle, or a line for a flat one, or a dot for an empty one.
    static func outline(_ frame: Rect, _ style: String) -> String {
        if frame.width == 0 && frame.height == 0 {
            return SVGMarkup.element("circle", [("cx", frame.minX), ("cy", frame.minY), ("r", 2)], style)
        }
        if frame.width == 0 || frame.height == 0 {
            let stroke = style.split(separator: " ").filter { !$0.hasPrefix("fill") }.joined(separator: " ")
            return SVGMarkup.element(
                "line", [("x1", frame.minX), ("y1", frame.minY), ("x2", frame.maxX), ("y2", frame.maxY)], stroke)
        }
        return SVGMarkup.element(
            "rect", [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)], style)
    }

    /// A label's lines at their baselines, each stretched to its measured width. Lines whose
    /// bottom falls below the label's frame (a label crushed shorter than its text, `height`
    /// being the signed height) are faded.
    private static func paint(_ content: LayoutSnapshot.Text, in frame: Rect, height: Double) -> String {
        guard !content.lines.isEmpty else { return "" }
        var text = "  <g font-family=\"sans-serif\" font-size=\"\(SVGMarkup.number(content.fontSize))\" fill=\"#212529\">\n"
        for (index, line) in content.lines.enumerated() {
            let bottom = Double(index + 1) * content.lineHeight
            var extra = ""
            if line.width > 0 {
                extra += " textLength=\"\(SVGMarkup.number(line.width))\" lengthAdjust=\"spacingAndGlyphs\""
            }
            if bottom > height + 0.5 { extra += " fill-opacity=\"0.3\"" }
            text += "  " + SVGMarkup.text(line.text, x: frame.minX + line.x, y: frame.minY + line.baseline,
                                          style: extra.isEmpty ? nil : String(extra.dropFirst()))
        }
        return text + "  </g>\n"
    }

    /// The text lines of every drawn label as rectangles, for keeping names off them.
    func textBoxes() -> [Rect] {
        var boxes: [Rect] = []
        for index in snapshot.items.indices {
            guard let frame = frames[index], let content = snapshot.items[index].text else { continue }
            for (row, line) in content.lines.enumerated() where line.width > 0 {
                boxes.append(Rect(x: frame.minX + line.x, y: frame.minY + Double(row) * content.lineHeight,
                                  width: line.width, height: content.lineHeight))
            }
        }
        return boxes
    }

    /// Fades what a scroll view's subtree draws outside its frame, and outlines the frame as
    /// the visible window.
    private func fade(scroll index: Int) -> String {
        guard let frame = frames[index] else { return "" }
        var outer = contentArea(of: index) ?? frame
        for inner in (index + 1)..<subtreeEnds[index] { if let found = frames[inner] { outer = outer.union(found) } }
        outer = outer.union(frame)
        func loop(_ rect: Rect) -> String {
            let numbers = [rect.minX, rect.minY, rect.width, rect.height, -rect.width].map(SVGMarkup.number)
            return "M\(numbers[0]) \(numbers[1]) h\(numbers[2]) v\(numbers[3]) h\(numbers[4]) Z"
        }
        var text = "  <path d=\"\(loop(outer)) \(loop(frame))\" fill=\"#ffffff\" fill-opacity=\"0.6\" fill-rule=\"evenodd\"/>\n"
        text += SVGMarkup.element(
            "rect", [("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height)],
            "fill=\"none\" stroke=\"\(Self.scrollColour)\" stroke-width=\"2\"")
        return group(index, text)
    }

    /// Red outlines and `!` badges on broken items, dashed orange outlines and `?` badges on
    /// ambiguous ones.
    func paintMarks() -> String {
        var text = ""
        for index in snapshot.items.indices where drawsShape(index) {
            guard let frame = frames[index], let mark = Self.mark(of: snapshot.items[index]) else { continue }
            let dash = mark.symbol == "?" ? " stroke-dasharray=\"5 3\"" : ""
            var shape = Self.outline(frame, "fill=\"none\" stroke=\"\(mark.colour)\" stroke-width=\"2\"\(dash)")
            let badge = Self.badgeCentre(of: frame)
            shape += SVGMarkup.element("circle", [("cx", badge.x), ("cy", badge.y), ("r", 6)], "fill=\"\(mark.colour)\"")
            shape += SVGMarkup.text(mark.symbol, x: badge.x, y: badge.y + 3.5,
                                    style: "fill=\"#ffffff\" text-anchor=\"middle\" font-weight=\"bold\"")
            text += group(index, shape)
        }
        return text
    }

    /// `!` in red for a broken item (it wins), `?` in orange for an ambiguous one.
    static func mark(of item: LayoutSnapshot.Item) -> (symbol: String, colour: String)? {
        if item.isBroken { return ("!", brokenColour) }
        return item.ambiguity.isEmpty ? nil : ("?", ambiguousColour)
    }

    /// Where a mark's badge sits: on the item's top-right corner.
    static func badgeCentre(of frame: Rect) -> Point {
        Point(x: frame.maxX, y: frame.minY)
    }
}

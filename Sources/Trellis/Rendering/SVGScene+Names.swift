// Names without overlap: inside the item where nothing else is drawn, else in a column beside
// the picture with a leader line.

/// Keeps the rectangles already taken by text, so that nothing is written over anything else.
struct LabelPlacer {
    private(set) var taken: [Rect] = []

    /// Whether `box` overlaps nothing taken (touching is fine).
    func isFree(_ box: Rect) -> Bool {
        !taken.contains { $0.intersects(box) }
    }

    mutating func take(_ box: Rect) { taken.append(box) }
}

/// A name as drawn: its box, and for a name beside the picture the leader line to its item.
struct PlacedName {
    let item: Int
    let text: String
    let box: Rect
    let leader: (from: Point, to: Point)?
}

extension SVGScene {
    /// The height of a name's box; names are 10 pt monospace.
    static let nameHeight = 12.0
    /// The gap between the canvas and the name columns.
    static let gutterGap = 12.0

    /// A name's box size: about 6.1 pt per terminal column, plus 2 pt each side.
    static func nameSize(_ text: String) -> Size {
        Size(width: Double(DisplayWidth.of(text)) * 6.1 + 4, height: nameHeight)
    }

    /// Places every drawn item's name (and each scroll view's content caption) inside its item
    /// when a free spot fits it, else just outside it when that is free, the rest in columns
    /// left and right of the canvas.
    mutating func placeNames() {
        for box in textBoxes() { placer.take(box) }
        for index in snapshot.items.indices where drawsShape(index) {
            guard let frame = frames[index], Self.mark(of: snapshot.items[index]) != nil else { continue }
            let badge = Self.badgeCentre(of: frame)
            placer.take(Rect(x: badge.x - 6, y: badge.y - 6, width: 12, height: 12))
        }
        var outside: [(item: Int, text: String, area: Rect)] = []
        for index in snapshot.items.indices where drawsShape(index) {
            guard let frame = frames[index] else { continue }
            var captions = [(snapshot.items[index].name, frame)]
            if let area = contentArea(of: index) {
                let size = "\(NumberFormat.string(for: area.width)) × \(NumberFormat.string(for: area.height))"
                captions.append(("\(snapshot.items[index].name) content \(size)", area))
            }
            for (text, area) in captions {
                guard let visible = area.insetBy(dx: -0.5, dy: -0.5).intersection(canvas) else { continue }
                if let box = insideSpot(for: text, in: visible, item: index)
                    ?? besideSpot(for: text, around: area, item: index) {
                    placer.take(box)
                    names.append(PlacedName(item: index, text: text, box: box, leader: nil))
                } else {
                    outside.append((index, text, visible))
                }
            }
        }
        let left = outside.filter { $0.area.midX < canvas.midX }
        let right = outside.filter { $0.area.midX >= canvas.midX }
        names += Self.column(left, onRight: false, canvas: canvas)
        names += Self.column(right, onRight: true, canvas: canvas)
    }

    /// The first free spot for `text` inside `area`: the top-left corner, then along the top
    /// edge, the bottom edge, and rows between, clear of taken text and of the views drawn
    /// over the item.
    private func insideSpot(for text: String, in area: Rect, item: Int) -> Rect? {
        let size = Self.nameSize(text)
        let room = area.insetBy(dx: 1.5, dy: 1.5)
        guard room.width >= size.width, room.height >= size.height else { return nil }
        let covering = coveringFrames(of: item, in: area)
        let lastX = room.maxX - size.width, lastY = room.maxY - size.height
        let xs = Self.steps(from: room.minX, to: lastX, count: 12)
        let ys = [room.minY, lastY] + Self.steps(from: room.minY, to: lastY, count: 8).dropFirst().dropLast()
        for y in ys {
            for x in xs {
                let box = Rect(x: x, y: y, width: size.width, height: size.height)
                if placer.isFree(box) && !covering.contains(where: { $0.intersects(box) }) { return box }
            }
        }
        return nil
    }

    /// A spot just outside the item: above its top-left corner, above its top-right corner,
    /// below its bottom-left corner; inside the canvas (the root's may stand outside it, except
    /// when cropped to an item),
    /// clear of taken text and of every view but the item's ancestors.
    private func besideSpot(for text: String, around area: Rect, item: Int) -> Rect? {
        let size = Self.nameSize(text)
        let candidates = [
            Rect(x: area.minX, y: area.minY - size.height - 1, width: size.width, height: size.height),
            Rect(x: area.maxX - size.width, y: area.minY - size.height - 1, width: size.width, height: size.height),
            Rect(x: area.minX, y: area.maxY + 1, width: size.width, height: size.height),
        ]
        let blocking = snapshot.items.indices.compactMap { index -> Rect? in
            guard index != item, !snapshot.items[index].isGuide, !contains(index, item) else { return nil }
            return frames[index]
        }
        // The root's name may stand above or below the canvas cropped to the content or the
        // root, which then grows.
        var isItemCrop = false
        if case .item = drawing.crop { isItemCrop = true }
        return candidates.first { box in
            (item == 0 && !isItemCrop || canvas.contains(box)) && placer.isFree(box) && !blocking.contains { $0.intersects(box) }
        }
    }

    /// `count + 1` evenly spaced values from `start` to `end` (just `start` when they are equal).
    static func steps(from start: Double, to end: Double, count: Int) -> [Double] {
        guard end > start else { return [start] }
        return (0...count).map { start + (end - start) * Double($0) / Double(count) }
    }

    /// The frames of the views drawn after `item` that overlap `area`: its subviews and what
    /// lies on top of it. Flat views count as 1 pt thick.
    private func coveringFrames(of item: Int, in area: Rect) -> [Rect] {
        var result: [Rect] = []
        for index in snapshot.items.indices.dropFirst(item + 1) where !snapshot.items[index].isGuide {
            guard let frame = frames[index] else { continue }
            let solid = Rect(x: frame.minX - 0.5, y: frame.minY - 0.5, width: frame.width + 1, height: frame.height + 1)
            if solid.intersects(area) { result.append(solid) }
        }
        return result
    }

    /// Names stacked in a column beside the canvas, each as near its item's middle height as
    /// the others allow (overlapping runs are centred on their items), with leader lines.
    static func column(_ entries: [(item: Int, text: String, area: Rect)], onRight: Bool, canvas: Rect) -> [PlacedName] {
        let sorted = entries.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.area, rhs.element.area)
            if a.midY != b.midY { return a.midY < b.midY }
            if a.midX != b.midX { return a.midX < b.midX }
            return lhs.offset < rhs.offset
        }.map(\.element)
        let tops = stackedTops(desired: sorted.map { $0.area.midY - nameHeight / 2 })
        return zip(sorted, tops).map { entry, top in
            let size = nameSize(entry.text)
            let x = onRight ? canvas.maxX + gutterGap : canvas.minX - gutterGap - size.width
            let box = Rect(x: x, y: top, width: size.width, height: size.height)
            let end = Point(x: onRight ? box.minX - 2 : box.maxX + 2, y: box.midY)
            let area = entry.area
            let start: Point
            if end.y < area.minY {
                start = Point(x: area.midX, y: area.minY)
            } else if end.y > area.maxY {
                start = Point(x: area.midX, y: area.maxY)
            } else {
                start = Point(x: onRight ? area.maxX : area.minX, y: end.y)
            }
            return PlacedName(item: entry.item, text: entry.text, box: box, leader: (start, end))
        }
    }

    /// Tops for boxes of ``nameHeight`` that do not overlap, in order, each run of touching
    /// boxes placed so that its offsets from the desired tops sum to zero.
    static func stackedTops(desired: [Double]) -> [Double] {
        var runs: [(top: Double, desired: [Double])] = []
        for value in desired {
            var run = (top: value, desired: [value])
            while let last = runs.last, last.top + Double(last.desired.count) * nameHeight > run.top {
                runs.removeLast()
                let merged = last.desired + run.desired
                let shifted = merged.enumerated().map { $0.element - Double($0.offset) * nameHeight }
                run = (shifted.reduce(0, +) / Double(merged.count), merged)
            }
            runs.append(run)
        }
        return runs.flatMap { run in run.desired.indices.map { run.top + Double($0) * nameHeight } }
    }

    /// The leader lines, then the names, with a white halo so they read over lines.
    func paintNames() -> String {
        var text = ""
        for name in names {
            guard let leader = name.leader else { continue }
            var line = SVGMarkup.element(
                "line", [("x1", leader.from.x), ("y1", leader.from.y), ("x2", leader.to.x), ("y2", leader.to.y)],
                "stroke=\"#868e96\" stroke-width=\"0.75\"")
            line += SVGMarkup.element("circle", [("cx", leader.from.x), ("cy", leader.from.y), ("r", 1.5)],
                                      "fill=\"#868e96\"")
            text += group(name.item, line)
        }
        text += "  <g fill=\"#212529\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\">\n"
        for name in names {
            text += group(name.item, "  " + SVGMarkup.text(name.text, x: name.box.minX + 2, y: name.box.minY + 9.5, style: nil))
        }
        return text + "  </g>\n"
    }
}

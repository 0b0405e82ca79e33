// Constraints as dimension lines: a distance between two positions as a line with end ticks
// across the gap, a length as a line along the item, coinciding positions as an alignment line.

/// One constraint as drawn, in drawing coordinates.
struct DimensionLine {
    /// The constraint's index in the snapshot.
    let constraint: Int
    let items: [Int]
    let isGenerated: Bool
    let state: ConstraintTable.State
    /// The measured span; for an alignment line, the line itself.
    let from: Point
    let to: Point
    /// Whether the two positions coincide: a line along them, without ticks.
    let isAlignment: Bool
    /// Thin lines from the span's end to an item it does not touch.
    let extensions: [(from: Point, to: Point)]
    let label: String
    /// Where the label went; `nil` when there was no room for it.
    var labelBox: Rect?

    /// Whether the line runs horizontally (it measures along x).
    var isHorizontal: Bool { from.y == to.y && from.x != to.x }

    /// The rectangle the line and its extensions cover.
    var extent: Rect {
        var points = [from, to]
        for line in extensions { points += [line.from, line.to] }
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// Whether a drawing with these options shows the line.
    func isShown(in drawing: SVGDrawing) -> Bool {
        drawing.showsConstraints && (!isGenerated || drawing.showsGeneratedConstraints)
    }
}

extension SVGScene {
    /// The dimension lines of the constraints between drawn items, in constraint order: the
    /// ones the options show, or every drawable one for the inspector.
    func makeDimensions() -> [DimensionLine] {
        guard drawing.showsConstraints || drawing.isInteractive else { return [] }
        var lines: [DimensionLine] = []
        var lengthsSoFar: [Int: Int] = [:]
        let text = textBoxes()
        for (index, constraint) in snapshot.constraints.enumerated() {
            guard let shape = constraint.shape, let first = frames[shape.firstItem] else { continue }
            if !drawing.isInteractive && constraint.isGenerated && !drawing.showsGeneratedConstraints { continue }
            let geometry: (from: Point, to: Point, alignment: Bool, extensions: [(from: Point, to: Point)])
            switch shape.form {
            case .length:
                let key = shape.firstItem * 2 + (shape.axis == .horizontal ? 0 : 1)
                let slot = lengthsSoFar[key, default: 0]
                lengthsSoFar[key] = slot + 1
                let (from, to) = Self.lengthLine(of: first, along: shape.axis, slot: slot)
                geometry = (from, to, false, [])
            case .spacing(let firstPosition, let secondPosition):
                guard let second = shape.secondItem, let secondFrame = frames[second] else { continue }
                if shape.isMultiplied {
                    geometry = Self.positionMark(at: firstPosition - offset(shape.axis), on: first, axis: shape.axis)
                    break
                }
                geometry = spacingLine(
                    first: (shape.firstItem, first, firstPosition - offset(shape.axis)),
                    second: (second, secondFrame, secondPosition - offset(shape.axis)), axis: shape.axis,
                    isCentre: shape.isCentre, avoiding: lines, text: text)
            }
            lines.append(DimensionLine(
                constraint: index, items: constraint.items, isGenerated: constraint.isGenerated,
                state: constraint.state, from: geometry.from, to: geometry.to, isAlignment: geometry.alignment,
                extensions: geometry.extensions, label: shape.label))
        }
        return lines
    }

    /// The root's origin along `axis`: window positions minus it are drawing positions.
    private func offset(_ axis: Axis) -> Double { axis == .horizontal ? origin.x : origin.y }

    /// A length's line: along the item, 6 pt inside its far edge when the item is at least
    /// 20 pt deep, else 6 pt outside; further lengths on the same side 8 pt further in (or out).
    static func lengthLine(of frame: Rect, along axis: Axis, slot: Int) -> (Point, Point) {
        let step = 6 + 8 * Double(slot)
        switch axis {
        case .horizontal:
            let y = frame.height >= 20 ? frame.maxY - step : frame.maxY + step
            return (Point(x: frame.minX, y: y), Point(x: frame.maxX, y: y))
        case .vertical:
            let x = frame.width >= 20 ? frame.maxX - step : frame.maxX + step
            return (Point(x: x, y: frame.minY), Point(x: x, y: frame.maxY))
        }
    }

    /// A distance between two positions on `axis`, drawn across the gap where the two items
    /// face each other: across the inner item when one contains the other (a view in its
    /// superview or the superview's guide), else across the stretch both items span, else
    /// across the first item with an extension line to the second. Within that stretch the
    /// line goes through the middle, or as near it as keeps it off label text and off the
    /// lines already drawn along the same axis. Positions that coincide give an alignment line
    /// along the shared edge, or for centres two short marks past the ends of the items.
    private func spacingLine(
        first: (index: Int, frame: Rect, position: Double), second: (index: Int, frame: Rect, position: Double),
        axis: Axis, isCentre: Bool, avoiding drawn: [DimensionLine], text: [Rect]
    ) -> (from: Point, to: Point, alignment: Bool, extensions: [(from: Point, to: Point)]) {
        let across = axis == .horizontal ? Axis.vertical : .horizontal
        let a = Self.span(of: first.frame, along: across), b = Self.span(of: second.frame, along: across)
        let inner: (lo: Double, hi: Double)? =
            contains(second.index, first.index) ? a : contains(first.index, second.index) ? b : nil
        func point(_ along: Double, _ cross: Double) -> Point {
            axis == .horizontal ? Point(x: along, y: cross) : Point(x: cross, y: along)
        }
        if abs(first.position - second.position) < 0.01 {
            let (lo, hi) = inner.map { ($0.lo, $0.hi) } ?? (min(a.lo, b.lo), max(a.hi, b.hi))
            guard isCentre else { return (point(first.position, lo - 6), point(first.position, hi + 6), true, []) }
            // Centres: a short mark past each end, so the line does not cross the item.
            return (point(first.position, lo - 10), point(first.position, lo + 2), true,
                    [(point(first.position, hi - 2), point(first.position, hi + 10))])
        }
        let overlap = (lo: max(a.lo, b.lo), hi: min(a.hi, b.hi))
        let stretch = inner ?? (overlap.lo <= overlap.hi ? overlap : a)
        let along = (min(first.position, second.position), max(first.position, second.position))
        let cross = Self.freeCross(in: stretch, along: along, axis: axis, avoiding: drawn, text: text)
        var extensions: [(from: Point, to: Point)] = []
        if inner == nil && overlap.lo > overlap.hi {
            let edge = b.hi < cross ? b.hi : b.lo
            extensions.append((point(second.position, edge), point(second.position, cross)))
        }
        return (point(second.position, cross), point(first.position, cross), false, extensions)
    }

    /// The cross position nearest the middle of `stretch` (in 6 pt steps) where a line spanning
    /// `along` crosses no text box and runs at least 4 pt from every drawn line along the same
    /// axis that it would overlap; the middle when there is none.
    static func freeCross(
        in stretch: (lo: Double, hi: Double), along: (Double, Double), axis: Axis, avoiding drawn: [DimensionLine],
        text: [Rect]
    ) -> Double {
        let middle = (stretch.lo + stretch.hi) / 2
        let reach = Int(((stretch.hi - stretch.lo) / 2 - 2) / 6)
        let offsets = reach > 0 ? (1...reach).flatMap { [Double($0) * 6, -Double($0) * 6] } : []
        for cross in [middle] + offsets.map({ middle + $0 }) {
            let clearOfText = !text.contains { box in
                let (boxAlong, boxCross) = axis == .horizontal
                    ? ((box.minX, box.maxX), (box.minY, box.maxY)) : ((box.minY, box.maxY), (box.minX, box.maxX))
                return boxCross.0 < cross && cross < boxCross.1 && boxAlong.0 < along.1 && along.0 < boxAlong.1
            }
            let clearOfLines = !drawn.contains { line in
                guard !line.isAlignment, line.isHorizontal == (axis == .horizontal) else { return false }
                let (lineAlong, lineCross) = axis == .horizontal
                    ? ((min(line.from.x, line.to.x), max(line.from.x, line.to.x)), line.from.y)
                    : ((min(line.from.y, line.to.y), max(line.from.y, line.to.y)), line.from.x)
                return abs(lineCross - cross) < 4 && lineAlong.0 < along.1 && along.0 < lineAlong.1
            }
            if clearOfText && clearOfLines { return cross }
        }
        return middle
    }

    /// A multiplied position: a short mark across the item's top (or leading) edge at the
    /// position, without ticks, for the label to sit beside.
    static func positionMark(at position: Double, on frame: Rect, axis: Axis)
        -> (from: Point, to: Point, alignment: Bool, extensions: [(from: Point, to: Point)]) {
        switch axis {
        case .horizontal: (Point(x: position, y: frame.minY - 10), Point(x: position, y: frame.minY + 4), true, [])
        case .vertical: (Point(x: frame.minX - 10, y: position), Point(x: frame.minX + 4, y: position), true, [])
        }
    }

    /// The interval a rectangle covers along `axis`.
    static func span(of frame: Rect, along axis: Axis) -> (lo: Double, hi: Double) {
        axis == .horizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
    }

    /// Whether item `outer` encloses item `inner`: it is an ancestor of it, or a guide of one
    /// of its ancestors (or of itself).
    func contains(_ outer: Int, _ inner: Int) -> Bool {
        let items = snapshot.items
        let owner = items[outer].isGuide ? items[outer].parent : nil
        var current = items[inner].parent
        if let owner, owner == inner { return true }
        while let index = current {
            if index == outer || index == owner { return true }
            current = items[index].parent
        }
        return false
    }
}

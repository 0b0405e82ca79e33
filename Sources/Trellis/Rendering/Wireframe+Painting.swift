/// Paints a ``Wireframe``'s boxes onto a ``WireframeCanvas``: scaling, borders, interiors, lines
/// for flat views, markers, and labels.
struct WireframePainter {
    /// Where a box's name was written, to check afterwards whether it is still visible.
    private struct Label {
        let box: Int
        let row: Int
        let columns: Range<Int>
    }

    /// A box in cells: its edges' columns and rows (inclusive), possibly outside the canvas.
    private struct CellRect {
        let left: Int, top: Int, right: Int, bottom: Int
    }

    private(set) var canvas: WireframeCanvas
    private let bounds: Rect
    /// Columns per point; rows per point is half of it.
    private let scale: Double
    private let style: Wireframe.Style
    /// Each painted box's cells, by box index (`nil` for boxes with non-finite frames).
    private var rects: [Int: CellRect] = [:]
    private var labels: [Int: Label] = [:]

    init(bounds: Rect, columns: Int, style: Wireframe.Style) {
        self.bounds = bounds
        self.style = style
        let width = bounds.width
        let columnsPerPoint = width > 0 && width.isFinite ? Double(columns - 1) / width : 0
        // A subnormal width would make the scale infinite; such a root draws at zero scale.
        scale = columnsPerPoint.isFinite ? columnsPerPoint : 0
        let height = bounds.height.isFinite ? bounds.height * scale / 2 : 0
        let rows = min(Wireframe.maximumRows, Int(Self.rounded(min(height, Double(Wireframe.maximumRows)))) + 1)
        canvas = WireframeCanvas(width: columns, height: rows)
    }

    /// Paints one box over what is already there, with its name on its top border.
    mutating func paint(_ box: Wireframe.Box, index: Int) {
        let frame = box.frame
        guard [frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy(\.isFinite) else { return }
        let rect = CellRect(left: column(frame.minX), top: row(frame.minY), right: column(frame.maxX), bottom: row(frame.maxY))
        rects[index] = rect
        typealias C = WireframeCanvas
        if rect.left == rect.right && rect.top == rect.bottom {
            canvas.put(style == .ascii ? "*" : "•", columns: 1, rect.top, rect.left, owner: index)
            return
        }
        if rect.top == rect.bottom {
            for column in rect.left...rect.right {
                canvas.draw(C.horizontal, keeping: C.vertical, rect.top, column, owner: index)
            }
            labels[index] = write(box.name, row: rect.top, from: rect.left + 1, through: rect.right - 1, owner: index)
            return
        }
        if rect.left == rect.right {
            for row in rect.top...rect.bottom {
                canvas.draw(C.vertical, keeping: C.horizontal, row, rect.left, owner: index)
            }
            return
        }
        paintBox(rect, owner: index)
        labels[index] = write(box.name, row: rect.top, from: rect.left + 1, through: rect.right - 1, owner: index)
    }

    /// Moves names covered by later boxes to their box's bottom border where that is still
    /// visible, and returns the indices of the boxes whose names could not be shown.
    ///
    /// - Parameter names: every box's name, by box index.
    mutating func placeCoveredLabels(names: [String]) -> [Int] {
        var covered: [Int] = []
        for index in labels.keys.sorted() {
            guard let label = labels[index], !isVisible(label) else { continue }
            // Restore the border under what is left of the covered name.
            for column in label.columns where canvas.cell(label.row, column)?.owner == index {
                canvas.draw(WireframeCanvas.horizontal, keeping: 0, label.row, column, owner: index)
            }
            guard let rect = rects[index], index < names.count, let moved = bottomLabel(names[index], rect, index: index)
            else {
                covered.append(index)
                continue
            }
            labels[index] = moved
        }
        return covered
    }

    /// Writes `name` on the first stretch of the box's bottom border, then of its top border,
    /// that still shows this box's plain border and fits the whole name; failing that, cut to
    /// the longest such stretch of at least two columns. `nil` when there is none.
    private mutating func bottomLabel(_ name: String, _ rect: CellRect, index: Int) -> Label? {
        let needed = Self.cut(name, toColumns: Int.max, style: style).columns
        var longest: (row: Int, columns: Range<Int>)?
        for row in [rect.bottom, rect.top] {
            for run in borderRuns(row: row, from: rect.left + 1, through: rect.right - 1, owner: index) {
                if run.count >= needed {
                    return write(name, row: row, from: run.lowerBound, through: run.upperBound - 1, owner: index)
                }
                if run.count >= 2 && run.count > longest?.columns.count ?? 0 { longest = (row, run) }
            }
        }
        guard let longest else { return nil }
        return write(name, row: longest.row, from: longest.columns.lowerBound,
                     through: longest.columns.upperBound - 1, owner: index)
    }

    /// The stretches of `row` between `first` and `last` (clipped to the canvas) whose cells
    /// are still plain horizontal border painted by `owner`, left to right.
    private func borderRuns(row: Int, from first: Int, through last: Int, owner: Int) -> [Range<Int>] {
        guard row >= 0, row < canvas.height else { return [] }
        var runs: [Range<Int>] = []
        var start: Int?
        let end = min(last, canvas.width - 1)
        var column = max(first, 0)
        while column <= end + 1 {
            let cell = column <= end ? canvas.cell(row, column) : nil
            let usable = cell.map { $0.owner == owner && $0.text == nil && !$0.isContinuation
                && $0.lines == WireframeCanvas.horizontal } ?? false
            if usable, start == nil { start = column }
            if !usable, let begin = start {
                runs.append(begin..<column)
                start = nil
            }
            column += 1
        }
        return runs
    }

    /// Whether every cell of a label still belongs to its box.
    private func isVisible(_ label: Label) -> Bool {
        label.columns.allSatisfy { canvas.cell(label.row, $0)?.owner == label.box }
    }

    /// Clears the interior of a box and draws its border, keeping the lines that reach it from outside.
    private mutating func paintBox(_ rect: CellRect, owner: Int) {
        typealias C = WireframeCanvas
        let (left, top, right, bottom) = (rect.left, rect.top, rect.right, rect.bottom)
        // Only the part inside the canvas matters; clamping keeps huge boxes cheap.
        let rows = max(top + 1, 0)..<min(bottom, canvas.height)
        let columns = max(left + 1, 0)..<min(right, canvas.width)
        for row in rows { for column in columns { canvas.clear(row, column, owner: owner) } }
        for column in columns {
            canvas.draw(C.horizontal, keeping: C.up, top, column, owner: owner)
            canvas.draw(C.horizontal, keeping: C.down, bottom, column, owner: owner)
        }
        for row in rows {
            canvas.draw(C.vertical, keeping: C.left, row, left, owner: owner)
            canvas.draw(C.vertical, keeping: C.right, row, right, owner: owner)
        }
        canvas.draw(C.down | C.right, keeping: C.up | C.left, top, left, owner: owner)
        canvas.draw(C.down | C.left, keeping: C.up | C.right, top, right, owner: owner)
        canvas.draw(C.up | C.right, keeping: C.down | C.left, bottom, left, owner: owner)
        canvas.draw(C.up | C.left, keeping: C.down | C.right, bottom, right, owner: owner)
    }

    /// Writes `name`, cut to fit, in the columns `first...last` (clipped to the canvas) of `row`.
    private mutating func write(_ name: String, row: Int, from first: Int, through last: Int, owner: Int) -> Label? {
        let start = max(first, 0), end = min(last, canvas.width - 1)
        guard row >= 0, row < canvas.height, end >= start else { return nil }
        let (characters, used) = Self.cut(name, toColumns: end - start + 1, style: style)
        guard used > 0 else { return nil }
        var column = start
        for (character, width) in characters {
            canvas.put(character, columns: width, row, column, owner: owner)
            column += width
        }
        return Label(box: owner, row: row, columns: start..<(start + used))
    }

    /// The characters of `name` that fit in `limit` columns, each with its width, with `…` (or
    /// `~`) as the last when the name is cut; control characters print as `?`, zero-width ones
    /// are dropped.
    static func cut(_ name: String, toColumns limit: Int, style: Wireframe.Style)
        -> (characters: [(Character, Int)], columns: Int) {
        let all: [(Character, Int)] = name.compactMap { character in
            if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return ("?", 1)
            }
            let width = DisplayWidth.columns(of: character)
            return width == 0 ? nil : (character, min(width, 2))
        }
        let total = all.reduce(0) { $0 + $1.1 }
        if total <= limit { return (all, total) }
        guard limit > 0 else { return ([], 0) }
        var kept: [(Character, Int)] = []
        var used = 0
        for (character, width) in all {
            guard used + width <= limit - 1 else { break }
            kept.append((character, width))
            used += width
        }
        kept.append((style == .ascii ? "~" : "…", 1))
        return (kept, used + 1)
    }

    /// The column of window position `x`, clamped to one cell beyond each side of the canvas.
    private func column(_ x: Double) -> Int {
        Int(Self.rounded(clamp((x - bounds.minX) * scale, to: Double(canvas.width))))
    }

    /// The row of window position `y`, clamped to one cell beyond each side of the canvas.
    private func row(_ y: Double) -> Int {
        Int(Self.rounded(clamp((y - bounds.minY) * scale / 2, to: Double(canvas.height))))
    }

    private func clamp(_ value: Double, to limit: Double) -> Double {
        value.isNaN ? -1 : min(max(value, -1), limit)
    }

    /// Rounds half away from zero.
    private static func rounded(_ value: Double) -> Double { value.rounded(.toNearestOrAwayFromZero) }
}

/// The character grid a ``Wireframe`` paints on: each cell holds either a piece of text or the
/// line segments that meet in it, and remembers which box painted it last.
///
/// Lines are kept as segments (up, down, left, right) rather than characters, so where two
/// borders meet the cell shows the right junction (`┬`, `├`, `┼`) whatever the paint order.
struct WireframeCanvas {
    /// One cell of the grid.
    struct Cell {
        /// The character written here (a label or a marker); `nil` for lines or blank.
        var text: Character?
        /// Whether the cell is the right half of a double-width character written one to the left.
        var isContinuation = false
        /// The line segments through the cell, a union of ``up``, ``down``, ``left``, ``right``.
        var lines: UInt8 = 0
        /// The index of the box that painted the cell last; −1 for none.
        var owner = -1
    }

    static let up: UInt8 = 1, down: UInt8 = 2, left: UInt8 = 4, right: UInt8 = 8
    static let vertical = up | down, horizontal = left | right

    let width: Int
    let height: Int
    private(set) var cells: [Cell]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }

    /// The cell at `row`, `column`, or `nil` outside the grid.
    func cell(_ row: Int, _ column: Int) -> Cell? {
        guard row >= 0, row < height, column >= 0, column < width else { return nil }
        return cells[row * width + column]
    }

    /// Empties a cell (a box's interior covering what was behind it). Outside the grid: nothing.
    mutating func clear(_ row: Int, _ column: Int, owner: Int) {
        guard row >= 0, row < height, column >= 0, column < width else { return }
        cells[row * width + column] = Cell(owner: owner)
    }

    /// Draws `lines` into a cell, keeping only the segments in `keeping` of what was there (a
    /// border keeps the lines that reach it from outside its box and cuts those inside).
    mutating func draw(_ lines: UInt8, keeping: UInt8, _ row: Int, _ column: Int, owner: Int) {
        guard let old = cell(row, column) else { return }
        let kept = old.text == nil && !old.isContinuation ? old.lines & keeping : 0
        cells[row * width + column] = Cell(lines: kept | lines, owner: owner)
    }

    /// Writes one character; a double-width one also claims the next cell. Outside the grid:
    /// nothing.
    mutating func put(_ character: Character, columns: Int, _ row: Int, _ column: Int, owner: Int) {
        guard cell(row, column) != nil else { return }
        cells[row * width + column] = Cell(text: character, owner: owner)
        if columns == 2, cell(row, column + 1) != nil {
            cells[row * width + column + 1] = Cell(isContinuation: true, owner: owner)
        }
    }

    /// The grid as text, one line per row, trailing spaces removed, every line ending in `"\n"`.
    ///
    /// A double-width character whose right half was painted over, and a right half whose
    /// character was, print as a space, so every line keeps its width.
    func render(_ style: Wireframe.Style) -> String {
        var text = ""
        for row in 0..<height {
            var line = ""
            var column = 0
            while column < width {
                let cell = cells[row * width + column]
                if let character = cell.text {
                    let wide = DisplayWidth.columns(of: character) == 2
                    let pairedHalf = self.cell(row, column + 1)?.isContinuation == true
                    if !wide {
                        line.append(character)
                    } else if pairedHalf {
                        line.append(character)
                        column += 1
                    } else {
                        line.append(" ")
                    }
                } else if cell.isContinuation {
                    line.append(" ")
                } else {
                    line.append(Self.character(for: cell.lines, style: style))
                }
                column += 1
            }
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        return text
    }

    /// The box-drawing (or ASCII) character for a set of line segments.
    static func character(for lines: UInt8, style: Wireframe.Style) -> Character {
        let hasVertical = lines & vertical != 0, hasHorizontal = lines & horizontal != 0
        switch style {
        case .ascii:
            if hasVertical && hasHorizontal { return "+" }
            if hasVertical { return "|" }
            return hasHorizontal ? "-" : " "
        case .boxDrawing:
            if !hasVertical { return hasHorizontal ? "─" : " " }
            if !hasHorizontal { return "│" }
            return boxJunctions[Int(lines)]
        }
    }

    /// Junctions indexed by segments (up 1, down 2, left 4, right 8); only mixed entries are used.
    private static let boxJunctions: [Character] = [
        " ", "│", "│", "│", "─", "┘", "┐", "┤", "─", "└", "┌", "├", "─", "┴", "┬", "┼",
    ]
}

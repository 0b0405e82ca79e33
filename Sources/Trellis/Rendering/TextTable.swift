/// A plain-text table with a header row, aligned columns and optional hierarchy indentation: the
/// base of every table Trellis prints.
///
/// Columns are sized by ``DisplayWidth``, so Japanese and Chinese text lines up with Latin text in
/// a terminal; columns are separated by two spaces; no line has trailing spaces; every line,
/// including the last, ends with `"\n"`. The output depends only on the table's contents, so tests
/// can compare it verbatim.
///
/// A row's ``Row/depth`` indents its first cell by two spaces per level, to show a hierarchy:
///
/// ```swift
/// var table = TextTable(columns: [
///     .init("name"),
///     .init("x", alignment: .right),
///     .init("width", alignment: .right),
/// ])
/// table.append(["window", "0", "320"])
/// table.append(["見出し", "16", "288"], depth: 1)
/// table.append(["button", "16", "44.5"], depth: 1)
/// print(table.render(), terminator: "")
/// ```
///
/// prints
///
/// ```text
/// name       x  width
/// window     0    320
///   見出し  16    288
///   button  16   44.5
/// ```
///
/// Rows may have fewer cells than there are columns (the rest are blank) or more (the extra
/// columns get an empty title and left alignment), so no cell is ever dropped. Control characters
/// in cells are escaped (`\n`, `\r`, `\t`, others as `\u{1B}`) so every row stays on one line.
public struct TextTable: Hashable, Sendable {
    /// Where a cell's text sits within its column.
    public enum Alignment: Hashable, Sendable {
        /// Text starts at the column's left edge; use for names and other text.
        case left
        /// Text ends at the column's right edge; use for numbers so their digits line up.
        case right
    }

    /// A column: its title in the header row and the alignment of its cells.
    public struct Column: Hashable, Sendable {
        /// The text in the header row.
        public var title: String
        /// How the header and the cells sit within the column.
        public var alignment: Alignment

        /// Creates a column with a title and an alignment (left unless given).
        ///
        /// ```swift
        /// TextTable.Column("height", alignment: .right)
        /// ```
        public init(_ title: String, alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }
    }

    /// One row of cells below the header.
    public struct Row: Hashable, Sendable {
        /// The cell texts, one per column from the left.
        public var cells: [String]
        /// The nesting level of the row; its first cell is indented by two spaces per level.
        /// Negative values count as zero.
        public var depth: Int

        /// Creates a row from its cells, at `depth` levels of indentation (none unless given).
        public init(_ cells: [String], depth: Int = 0) {
            self.cells = cells
            self.depth = depth
        }
    }

    /// The columns, left to right; their titles form the header row.
    public var columns: [Column]
    /// The rows below the header, top to bottom.
    public var rows: [Row]

    /// Creates a table with the given columns and rows.
    public init(columns: [Column], rows: [Row] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// Adds a row of cells at the bottom, at `depth` levels of indentation.
    ///
    /// ```swift
    /// table.append(["label", "16", "20"], depth: 2)
    /// ```
    public mutating func append(_ cells: [String], depth: Int = 0) {
        rows.append(Row(cells, depth: depth))
    }

    /// The table as text: the header line (when there are columns), then one line per row.
    ///
    /// A table with no columns and no rows renders as the empty string.
    ///
    /// - Complexity: O(*n*) in the total length of the cells.
    public func render() -> String {
        let header = columns.isEmpty ? nil : columns.map { Self.escaped($0.title) }
        let body = rows.map { row in
            row.cells.enumerated().map { index, cell in
                index == 0 ? Self.indentation(row.depth) + Self.escaped(cell) : Self.escaped(cell)
            }
        }
        let lines = (header.map { [$0] } ?? []) + body
        let columnCount = lines.reduce(columns.count) { max($0, $1.count) }
        var widths = Array(repeating: 0, count: columnCount)
        for cells in lines {
            for (index, cell) in cells.enumerated() {
                widths[index] = max(widths[index], DisplayWidth.of(cell))
            }
        }
        let alignments = (0..<columnCount).map { index in
            index < columns.count ? columns[index].alignment : .left
        }
        var text = ""
        for cells in lines {
            text += Self.line(cells, widths: widths, alignments: alignments)
            text += "\n"
        }
        return text
    }

    /// One line: each cell padded to its column's width, joined by two spaces, trailing spaces
    /// removed (a short last cell or blank trailing cells would otherwise leave them).
    private static func line(_ cells: [String], widths: [Int], alignments: [Alignment]) -> String {
        var line = ""
        for (index, width) in widths.enumerated() {
            let cell = index < cells.count ? cells[index] : ""
            let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(cell)))
            if index > 0 { line += "  " }
            switch alignments[index] {
            case .left: line += cell + padding
            case .right: line += padding + cell
            }
        }
        while line.last == " " { line.removeLast() }
        return line
    }

    /// Two spaces per level of `depth`; nothing for zero or negative depths.
    private static func indentation(_ depth: Int) -> String {
        String(repeating: "  ", count: max(0, depth))
    }

    /// `text` with control characters spelled as Swift escapes, so a cell never breaks its line
    /// or moves the terminal cursor.
    private static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension TextTable: CustomStringConvertible {
    /// The rendered table, the same text as ``render()``.
    public var description: String {
        render()
    }
}

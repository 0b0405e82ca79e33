/// A view that aligns views in rows and columns, with `NSGridView`'s model: Trellis's
/// `NSGridView`.
///
/// Each cell holds at most one content view. Columns are as wide as their widest content and rows
/// as tall as their tallest (or a fixed ``Column/width`` / ``Row/height``), ``columnSpacing`` and
/// ``rowSpacing`` apart. Where content sits in its cell is its placement, looked up from the cell,
/// then its column (x) or row (y), then the grid (``xPlacement``, ``yPlacement``); rows can line
/// their content up by baseline (``rowAlignment``). Cells merge
/// into one area (``mergeCells(inHorizontalRange:verticalRange:)``), and hidden rows and columns
/// collapse like hidden stack items: no size, no spacing.
///
/// Like ``StackView`` the grid owns no frames of its own making: it writes generated constraints
/// (identifiers `TRELLIS-grid-canvas`, `-spacing`, `-fit`, `-size`, `-hiding`, `-edge`,
/// `-containment`, `-alignment`, `-baseline`, `-merged`) over one guide per row and per column, and a change
/// replaces only the constraints that differ.
///
/// ```swift
/// let form = GridView(views: [
///     [nameLabel, nameField],
///     [mailLabel, mailField],
///     [nil, sendButton],
/// ])
/// form.columnSpacing = 8
/// form.column(at: 0).xPlacement = .trailing   // labels against their fields
/// ```
///
/// When the grid is larger than its content, or a merged cell needs more room than its rows or
/// columns give, the later row or column grows first (each fits its content at a priority that
/// falls with its index), so the layout is never ambiguous.
public final class GridView: View {
    /// The rows, top to bottom.
    public private(set) var rows: [Row] = []
    /// The columns, leading to trailing.
    public private(set) var columns: [Column] = []
    /// The cells, row by row: `cells[row][column]`.
    var cells: [[Cell]] = []
    /// Merged areas, in the order they were merged.
    var mergedAreas: [(columns: Range<Int>, rows: Range<Int>)] = []

    /// The default placement of content across its column (default ``Placement/leading``).
    public var xPlacement: Placement = .leading { didSet { if xPlacement != oldValue { setNeedsGrid() } } }
    /// The default placement of content across its row (default ``Placement/top``).
    public var yPlacement: Placement = .top { didSet { if yPlacement != oldValue { setNeedsGrid() } } }
    /// Whether rows line their content up by baseline unless a row says otherwise (default
    /// ``RowAlignment/none``).
    public var rowAlignment: RowAlignment = .none { didSet { if rowAlignment != oldValue { setNeedsGrid() } } }

    /// The gap between neighbouring visible columns (default 0). A negative or non-finite value
    /// keeps the previous one and records a diagnostic.
    public var columnSpacing: Double {
        get { storedColumnSpacing }
        set {
            guard newValue != storedColumnSpacing, accepts(newValue, "column spacing") else { return }
            storedColumnSpacing = newValue
            setNeedsGrid()
        }
    }

    /// The gap between neighbouring visible rows (default 0). A negative or non-finite value
    /// keeps the previous one and records a diagnostic.
    public var rowSpacing: Double {
        get { storedRowSpacing }
        set {
            guard newValue != storedRowSpacing, accepts(newValue, "row spacing") else { return }
            storedRowSpacing = newValue
            setNeedsGrid()
        }
    }

    var storedColumnSpacing = 0.0
    var storedRowSpacing = 0.0
    var rowGuides: [LayoutGuide] = []
    var columnGuides: [LayoutGuide] = []
    var mergedGuides: [LayoutGuide] = []
    /// Suspends regeneration while a batch of changes is made.
    var gridSuspended = 0
    /// The generated constraints currently active, in recipe order, and what each says.
    var generatedKeys: [GeneratedKey] = []
    var generatedList: [LayoutConstraint] = []

    /// Creates a grid from rows of views, like `NSGridView(views:)`: `nil` is an empty cell, and
    /// short rows are padded with empty cells to the longest row's length. Each view becomes a
    /// subview; a view given twice ends up in the later of its cells (a view is in one cell at most).
    public init(views: [[View?]] = [], name: String = "grid") {
        super.init(name: name)
        batch {
            let columnCount = views.map(\.count).max() ?? 0
            for _ in 0..<columnCount { appendColumn() }
            for row in views { addRow(with: row) }
        }
    }

    /// Creates an empty grid with the given name.
    public override convenience init(name: String = "grid") {
        self.init(views: [], name: name)
    }

    /// The number of rows.
    public var numberOfRows: Int { rows.count }
    /// The number of columns.
    public var numberOfColumns: Int { columns.count }

    /// The row at `index`; `nil` outside `0..<numberOfRows`.
    public func row(at index: Int) -> Row? { rows.indices.contains(index) ? rows[index] : nil }
    /// The column at `index`; `nil` outside `0..<numberOfColumns`.
    public func column(at index: Int) -> Column? { columns.indices.contains(index) ? columns[index] : nil }
    /// The cell at (`column`, `row`); `nil` outside the grid.
    public func cell(atColumnIndex column: Int, rowIndex row: Int) -> Cell? {
        guard rows.indices.contains(row), columns.indices.contains(column) else { return nil }
        return cells[row][column]
    }

    /// Appends a row holding `views` (`nil` for an empty cell); the grid gains columns if the row
    /// is longer than the others. Returns the new row.
    @discardableResult
    public func addRow(with views: [View?]) -> Row {
        var result: Row?
        batch {
            while columns.count < views.count { appendColumn() }
            let row = Row(grid: self)
            rows.append(row)
            var line: [Cell] = []
            for index in columns.indices {
                let cell = Cell(grid: self)
                if index < views.count, let view = views[index] { place(view, in: cell) }
                line.append(cell)
            }
            cells.append(line)
            result = row
        }
        return result ?? Row(grid: self)
    }

    /// Appends an empty column (one empty cell per row) and returns it.
    @discardableResult
    public func addColumn() -> Column {
        var result: Column?
        batch { result = appendColumn() }
        return result ?? Column(grid: self)
    }

    @discardableResult
    private func appendColumn() -> Column {
        let column = Column(grid: self)
        columns.append(column)
        for index in cells.indices { cells[index].append(Cell(grid: self)) }
        setNeedsGrid()
        return column
    }

    /// Puts `view` into `cell` (as a subview), replacing the cell's previous content, which is
    /// removed from the grid. A view already in another cell moves.
    func place(_ view: View, in cell: Cell) {
        for line in cells { for other in line where other.contentView === view && other !== cell { other.storedContent = nil } }
        if let old = cell.storedContent, old !== view { old.removeFromSuperview() }
        if view.superview !== self {
            addSubview(view)
            guard view.superview === self else { return }
        }
        cell.storedContent = view
        setNeedsGrid()
    }

    override func didRemoveSubview(_ subview: View) {
        for line in cells { for cell in line where cell.contentView === subview { cell.storedContent = nil } }
        setNeedsGrid()
    }

    /// Runs `body` with regeneration suspended, then regenerates once.
    func batch(_ body: () -> Void) {
        gridSuspended += 1
        body()
        gridSuspended -= 1
        setNeedsGrid()
    }

    /// Regenerates the constraints unless a batch is under way.
    func setNeedsGrid() {
        guard gridSuspended == 0 else { return }
        updateGeneratedConstraints()
    }
}

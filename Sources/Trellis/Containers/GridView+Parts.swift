// Rows, columns, cells and placements: `NSGridRow`, `NSGridColumn`, `NSGridCell`.

extension GridView {
    /// Where content sits across its column (x) or row (y), like `NSGridCell.Placement`.
    public enum Placement: Hashable, Sendable {
        /// Use the next level's placement: cell → column or row → grid.
        case inherited
        /// Only keep the content inside its cell; position it with constraints of your own.
        case none
        /// At the leading (x) or top (y) edge of the cell.
        case leading
        /// At the trailing (x) or bottom (y) edge of the cell.
        case trailing
        /// Centred in the cell.
        case center
        /// Spanning the cell.
        case fill

        /// The same as ``leading``, for rows.
        public static var top: Placement { .leading }
        /// The same as ``trailing``, for rows.
        public static var bottom: Placement { .trailing }
    }

    /// How the content of a row lines up vertically besides its placement, like
    /// `NSGridRow.Alignment`.
    public enum RowAlignment: Hashable, Sendable {
        /// Use the grid's ``GridView/rowAlignment``.
        case inherited
        /// Each cell by its own placement.
        case none
        /// The first baselines of the row's cells line up.
        case firstBaseline
        /// The last baselines of the row's cells line up.
        case lastBaseline
    }

    /// One row of a grid, like `NSGridRow`.
    public final class Row {
        /// The grid, through its handle rather than a weak reference (see ``ItemHandle``).
        private let gridHandle: ItemHandle
        var grid: GridView? { gridHandle.item as? GridView }
        init(grid: GridView) { self.gridHandle = grid.handle }

        /// The placement of this row's content across the row (default ``Placement/inherited``:
        /// the grid's ``GridView/yPlacement``).
        public var yPlacement: Placement = .inherited { didSet { if yPlacement != oldValue { grid?.setNeedsGrid() } } }
        /// A fixed height, or `nil` (the default) for as tall as the tallest content. A negative or
        /// non-finite height is refused with a diagnostic.
        public var height: Double? {
            get { storedHeight }
            set {
                guard newValue != storedHeight, grid?.accepts(newValue, "height of a row") ?? true else { return }
                storedHeight = newValue
                grid?.setNeedsGrid()
            }
        }
        /// Whether the row collapses: zero height, no spacing, its content collapsed to zero size.
        public var isHidden = false { didSet { if isHidden != oldValue { grid?.setNeedsGrid() } } }
        /// Whether the row's content lines up by baseline (default ``RowAlignment/inherited``:
        /// the grid's ``GridView/rowAlignment``).
        public var rowAlignment: RowAlignment = .inherited {
            didSet { if rowAlignment != oldValue { grid?.setNeedsGrid() } }
        }
        var storedHeight: Double?
    }

    /// One column of a grid, like `NSGridColumn`.
    public final class Column {
        /// The grid, through its handle rather than a weak reference (see ``ItemHandle``).
        private let gridHandle: ItemHandle
        var grid: GridView? { gridHandle.item as? GridView }
        init(grid: GridView) { self.gridHandle = grid.handle }

        /// The placement of this column's content across the column (default
        /// ``Placement/inherited``: the grid's ``GridView/xPlacement``).
        public var xPlacement: Placement = .inherited { didSet { if xPlacement != oldValue { grid?.setNeedsGrid() } } }
        /// A fixed width, or `nil` (the default) for as wide as the widest content. A negative or
        /// non-finite width is refused with a diagnostic.
        public var width: Double? {
            get { storedWidth }
            set {
                guard newValue != storedWidth, grid?.accepts(newValue, "width of a column") ?? true else { return }
                storedWidth = newValue
                grid?.setNeedsGrid()
            }
        }
        /// Whether the column collapses: zero width, no spacing, its content collapsed to zero size.
        public var isHidden = false { didSet { if isHidden != oldValue { grid?.setNeedsGrid() } } }
        var storedWidth: Double?
    }

    /// One cell of a grid, like `NSGridCell`.
    public final class Cell {
        /// The grid, through its handle rather than a weak reference (see ``ItemHandle``).
        private let gridHandle: ItemHandle
        var grid: GridView? { gridHandle.item as? GridView }
        init(grid: GridView) { self.gridHandle = grid.handle }

        /// The view in the cell, or `nil`. Setting a view makes it a subview of the grid (moving it
        /// out of another cell); setting `nil` removes the previous view from the grid.
        public var contentView: View? {
            get { storedContent }
            set {
                guard let grid else { return }
                if let newValue {
                    grid.place(newValue, in: self)
                } else if let old = storedContent {
                    storedContent = nil
                    old.removeFromSuperview()
                }
            }
        }
        /// The placement across the column, overriding the column's (default ``Placement/inherited``).
        public var xPlacement: Placement = .inherited { didSet { if xPlacement != oldValue { grid?.setNeedsGrid() } } }
        /// The placement across the row, overriding the row's (default ``Placement/inherited``).
        public var yPlacement: Placement = .inherited { didSet { if yPlacement != oldValue { grid?.setNeedsGrid() } } }
        var storedContent: View?
    }

    /// Merges the cells in the given column and row ranges into one area, like
    /// `NSGridView.mergeCells(inHorizontalRange:verticalRange:)`: the top leading cell's content
    /// spans it (placed with that cell's placements, its column's and row's), and the content of
    /// the other cells is collapsed to zero size. A range outside the grid, an empty one, or one
    /// overlapping an area merged before is refused with a diagnostic.
    public func mergeCells(inHorizontalRange columnRange: Range<Int>, verticalRange rowRange: Range<Int>) {
        let inside = !columnRange.isEmpty && !rowRange.isEmpty && columnRange.lowerBound >= 0
            && rowRange.lowerBound >= 0 && columnRange.upperBound <= columns.count && rowRange.upperBound <= rows.count
        let overlaps = mergedAreas.contains { $0.columns.overlaps(columnRange) && $0.rows.overlaps(rowRange) }
        guard inside, !overlaps else {
            let why = inside ? "it overlaps cells merged before" : "it is empty or outside the \(columns.count) × \(rows.count) grid"
            recordDiagnostic(.invalidMerge(
                grid: name, columns: "\(columnRange.lowerBound)..<\(columnRange.upperBound)",
                rows: "\(rowRange.lowerBound)..<\(rowRange.upperBound)", reason: why))
            return
        }
        guard columnRange.count > 1 || rowRange.count > 1 else { return }
        mergedAreas.append((columnRange, rowRange))
        setNeedsGrid()
    }

    /// Whether a length (a spacing, a fixed width or height) is finite and not negative;
    /// records a diagnostic when it is not.
    func accepts(_ value: Double?, _ what: String) -> Bool {
        guard let value else { return true }
        guard value.isFinite else {
            recordDiagnostic(.nonFiniteValue("The \(what) of `\(name)`"))
            return false
        }
        guard value >= 0 else {
            recordDiagnostic(.negativeSize("The \(what) of `\(name)`, \(value),"))
            return false
        }
        return true
    }
}

/// A vertically scrolling list of self-sizing rows, like a plain-style `UITableView` with
/// `rowHeight = automaticDimension` (spec §11), in one section or in several with headers and
/// footers.
///
/// A row is any view; ``reloadData(rowCount:rowProvider:)`` says how many there are and how to
/// make the view of a row (the `cellForRowAt` of a data source). A row's height is what Auto
/// Layout says its content needs at the list's width:
/// `systemLayoutSizeFitting(Size(width: listWidth, height: 0), withHorizontalFittingPriority: .required,
/// verticalFittingPriority: .fittingSizeLevel)`. Rows stack from the top of the content with
/// no gaps; the ``ScrollView/contentSize`` is the list's width by the sum of the heights.
///
/// Only the rows that intersect the visible rect (the bounds, grown by ``preparationMargin``
/// above and below) are made, measured and placed as real subviews, at every
/// ``View/layoutIfNeeded()``; every other row counts as ``estimatedRowHeight`` until it is
/// measured, and a measured row keeps its height (without its view) when it scrolls away.
/// When estimates above the first visible row are replaced by measured heights, the
/// ``ScrollView/contentOffset`` moves by the difference, so that row stays where it was on
/// screen. Inserting, deleting, hiding or re-measuring rows updates the content size and the
/// rows below in O(log n) (O(n) to shift the arrays on insert and delete) and measures nothing
/// else.
///
/// ```swift
/// let list = ListView(name: "list")
/// window.addSubview(list)
/// LayoutConstraint.activate([ /* pin the list's edges to the window */ ])
/// try list.reloadData(rowCount: messages.count) { row in MessageRow(messages[row]) }
/// window.layoutIfNeeded()
/// list.visibleRows               // [0, 1, …]: the rows on screen, made and measured
/// list.contentOffset.y = 400
/// window.layoutIfNeeded()    // the rows now on screen are made and measured
/// ```
///
/// ``reloadData(sectionRowCounts:header:footer:rowProvider:)`` makes sections instead: each is
/// its header, its rows and its footer, stacked in that order, and rows are addressed by
/// ``IndexPath`` as well as by their index counted over all sections.
///
/// Each placed row view is held by four required constraints on the list, named as UIKit
/// names them: `UIView-Encapsulated-Layout-Left`, `-Top`, `-Width` and `-Height`. See
/// <doc:Lists> for the model and where it departs from UITableView.
public final class ListView: ScrollView {
    /// Makes the view of a row; called when the row comes into the prepared area (and again
    /// after it left it). Return a view not shown for another row.
    public typealias RowProvider = (_ row: Int) -> View

    /// A placed item (a row, header or footer: see `ListSections.swift`): its view and the two
    /// constraints whose constants move (the others hold its left edge and width, and leave
    /// with the view).
    struct PlacedRow {
        /// The item, not the row: the two differ in a list with headers or footers.
        var row: Int
        let view: View
        let top: LayoutConstraint
        let height: LayoutConstraint
    }

    /// The height a row counts as until it is measured (default 44).
    ///
    /// Changing it changes every unmeasured row (O(n)); the first visible row stays where it is
    /// on screen. A value that is not finite and greater than 0 keeps the previous one and
    /// records a ``LayoutError``.
    public var estimatedRowHeight: Double {
        get { heights.estimate }
        set {
            guard newValue.isFinite else {
                recordDiagnostic(.nonFiniteValue("The estimated row height \(newValue) of `\(name)`"))
                return
            }
            guard newValue > 0 else {
                recordDiagnostic(.negativeSize("The estimated row height \(newValue) of `\(name)` (it must be above 0)"))
                return
            }
            guard newValue != heights.estimate else { return }
            heights.setEstimate(newValue)
        }
    }

    /// How far above and below the visible rect rows are made and measured in advance
    /// (default 100). A negative or non-finite value keeps the previous one and records a
    /// ``LayoutError``.
    public var preparationMargin: Double {
        get { storedPreparationMargin }
        set {
            guard newValue.isFinite else {
                recordDiagnostic(.nonFiniteValue("The preparation margin \(newValue) of `\(name)`"))
                return
            }
            guard newValue >= 0 else {
                recordDiagnostic(.negativeSize("The preparation margin \(newValue) of `\(name)`"))
                return
            }
            storedPreparationMargin = newValue
        }
    }

    /// The number of rows over all sections, hidden ones included.
    public var rowCount: Int { sections.rowCount }

    /// The number of rows, section headers and footers whose height has been measured (the
    /// others count as ``estimatedRowHeight``). O(n).
    public var measuredRowCount: Int { heights.measuredCount }

    /// How many times a row, header or footer has been measured since the list was created (a
    /// measure of the work done, for tests and benchmarks).
    public internal(set) var rowMeasurementCount = 0

    /// The heights of the items: rows, headers and footers, in the order of `sections`.
    var heights = RowHeights(count: 0, estimate: 44)
    /// Where the rows, headers and footers are among the items.
    var sections = ListSections(rowCounts: [0])
    /// Makes the view of a row, by index path.
    var rowProvider: ((IndexPath) -> View)?
    /// Makes the views of section headers and footers.
    var headerProvider: SectionViewProvider?
    var footerProvider: SectionViewProvider?
    /// The items with views in the list, ascending.
    var placed: [PlacedRow] = []
    /// The item ``scrollToRow(_:at:)`` scrolled to, and the offset it set then.
    struct ScrollTarget {
        let row: Int
        let position: ScrollPosition
        let offset: Point
    }

    /// The last ``scrollToRow(_:at:)``, until the next row layout.
    var scrollTarget: ScrollTarget?
    /// The width the measured heights are for.
    var measuredWidth: Double?
    /// The bounds size used by the last row layout, `nil` before the first.
    var lastRowLayoutSize: Size?
    /// `contentLayoutGuide.height == ` the sum of the row heights.
    lazy var contentHeight: LayoutConstraint = {
        let constraint = contentLayoutGuide.heightAnchor.constraint(equalToConstant: 0)
        constraint.identifier = "ListView-contentHeight"
        return constraint
    }()
    private var storedPreparationMargin = 100.0

    /// Registered cell classes and cells waiting for reuse (see `ListView+Reuse.swift`).
    var reuseQueue = CellReuseQueue()
    /// The row changes collected by an open ``performBatchUpdates(_:completion:)`` or
    /// ``beginUpdates()`` (see `ListView+BatchUpdates.swift`).
    var rowBatch: RowBatch?

    /// Creates an empty list.
    ///
    /// - Parameter name: the name frame tables and messages use.
    public override init(name: String = "list") {
        super.init(name: name)
        contentHeight.install(in: self)
        let width = contentLayoutGuide.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor)
        width.identifier = "ListView-contentWidth"
        width.install(in: self)
    }

    /// Replaces every row: `rowCount` rows, made by `rowProvider`, none measured.
    ///
    /// The views of the old rows leave the list; the rows on screen are made and measured at
    /// the next ``View/layoutIfNeeded()``. The content offset is kept.
    ///
    /// ```swift
    /// try list.reloadData(rowCount: items.count) { row in
    ///     let label = Label(items[row], name: "row\(row)")
    ///     label.numberOfLines = 0
    ///     return label
    /// }
    /// ```
    ///
    /// - Throws: ``LayoutError/negativeSize(_:)`` for a negative count; the list is unchanged.
    /// - Complexity: O(n) for n rows.
    public func reloadData(rowCount: Int, rowProvider: @escaping RowProvider) throws(LayoutError) {
        guard rowCount >= 0 else { throw .negativeSize("The row count \(rowCount) of `\(name)`") }
        replaceSections(ListSections(rowCounts: [rowCount]), rows: { rowProvider($0.row) }, header: nil, footer: nil)
    }

    /// Replaces the sections, their providers and every height; the views of the old items
    /// leave the list.
    func replaceSections(
        _ newSections: ListSections, rows: @escaping (IndexPath) -> View,
        header: SectionViewProvider?, footer: SectionViewProvider?
    ) {
        removeAllPlacedRows()
        sections = newSections
        rowProvider = rows
        headerProvider = header
        footerProvider = footer
        heights = RowHeights(count: newSections.itemCount, estimate: heights.estimate)
    }

    /// Makes and measures every row, header and footer again with the current providers,
    /// keeping the counts.
    ///
    /// - Complexity: O(n).
    public func reloadData() {
        removeAllPlacedRows()
        heights.invalidateAll()
    }

    /// The view of `row` if it is placed in the list (on screen or within the margin), like
    /// `cellForRow(at:)`; `nil` otherwise.
    public func view(forRow row: Int) -> View? {
        guard row >= 0, row < rowCount else { return nil }
        return placedView(ofItem: sections.item(flatRow: row))
    }

    /// The rows that have views in the list, ascending: the visible rows and those within
    /// ``preparationMargin`` of them (counted over all sections).
    public var preparedRows: [Int] { placed.compactMap { sections.flatRow(ofItem: $0.row) } }

    /// The view of `item` if it is placed.
    func placedView(ofItem item: Int) -> View? {
        placedIndex(of: item).map { placed[$0].view }
    }

    /// The index in ``placed`` of item `row`, if it is placed. O(log k).
    func placedIndex(of row: Int) -> Int? {
        var low = 0
        var high = placed.count
        while low < high {
            let mid = (low + high) / 2
            if placed[mid].row < row { low = mid + 1 } else { high = mid }
        }
        return low < placed.count && placed[low].row == row ? low : nil
    }

    /// Throws unless `row` (counted over all sections) is in `0..<rowCount` (or `0...rowCount`
    /// when `inserting`).
    func checkRow(_ row: Int, inserting: Bool = false) throws(LayoutError) {
        let limit = inserting ? rowCount + 1 : rowCount
        guard row >= 0, row < limit else { throw .rowOutOfRange(list: name, row: row, rowCount: rowCount) }
    }
}

/// The solved frames of a hierarchy as a plain-text table: what tests compare and people read.
///
/// One row per view and layout guide in hierarchy order: depth first, subviews in ``View/subviews``
/// order, a view's guides after its subviews. Guides a container makes for itself (a stack
/// view's `UISV-…` guides, ``LayoutGuide/isInternal``) are left out unless asked for with
/// ``init(root:showingInternalGuides:)``. Names are indented two spaces per level and guides
/// are marked `(guide)`. The columns are the frame in the parent's coordinates (`x`, `y`,
/// `width`, `height`; a guide's parent is its owning view) and the origin in window coordinates
/// (`window x`, `window y`; the size is the same in both). A `flags` column appears only when some
/// row has a flag: `hidden` (``View/isHidden``), `ambiguous` (the constraints leave the frame
/// undetermined; only in tables made with ``init(root:markingAmbiguity:)``) and `broken` (a
/// required constraint on the item had to be broken, see ``Window/conflictReports``). Numbers
/// use ``NumberFormat``. For example:
///
/// ```text
/// item               x   y  width  height  window x  window y  flags
/// window             0   0    393     852         0         0
///   red             20  20  172.5     812        20        20
///   blue         200.5  20  172.5     812     200.5        20  hidden
///   gap (guide)  192.5  20      8       0     192.5        20
/// ```
///
/// (Columns are aligned by display width, so Japanese names line up too.)
///
/// With ``showsText`` set, two more columns describe each ``Label``: `lines`, the number of lines
/// its text takes at its solved width, and `text`, its text quoted and shortened to
/// ``textColumnWidth`` terminal columns with "…" (`nil` for no text):
///
/// ```text
/// item       x   y  width  height  window x  window y  lines  text
/// window     0   0    393     852         0         0
///   dd[0]   16  59  168.5   122.4        16        59      6  "春はあけぼの。やうや…"
/// ```
public struct FrameTable: CustomStringConvertible {
    /// One item's row.
    public struct Row: Hashable, Sendable {
        /// The item's name, with ` (guide)` after a layout guide's.
        public var name: String
        /// The nesting depth (0 for the root).
        public var depth: Int
        /// The frame in the parent's coordinates.
        public var frame: Rect
        /// The frame in window coordinates.
        public var frameInWindow: Rect
        /// `hidden`, `ambiguous`, `broken`, in that order, when they apply.
        public var flags: [String]
        /// For a ``Label``: its text (`nil` for a label without text, and for other items).
        public var text: String? = nil
        /// For a ``Label``: the number of lines its text takes at its solved width; `nil` for
        /// other items.
        public var lineCount: Int? = nil
    }

    /// The rows in hierarchy order.
    public let rows: [Row]

    /// Whether ``render()`` adds the `lines` and `text` columns for labels (default `false`).
    public var showsText = false

    /// The most terminal columns (``DisplayWidth``) a label's text takes in the `text` column,
    /// quotes and "…" included (default 24).
    public var textColumnWidth = 24

    /// Reads the frames of `root` and everything below it, leaving out containers' internal
    /// guides (a stack view's `UISV-…` guides).
    public init(root: View) {
        self.rows = Self.rows(of: root, ambiguous: [], internalGuides: false)
    }

    /// Reads the frames of `root` and everything below it; with `showingInternalGuides`, also
    /// the guides containers make for their own constraints (``LayoutGuide/isInternal``: a
    /// stack view's `UISV-alignment-spanner` and `UISV-distributing` guides).
    ///
    /// ```swift
    /// print(FrameTable(root: window, showingInternalGuides: true))
    /// ```
    public init(root: View, showingInternalGuides: Bool) {
        self.rows = Self.rows(of: root, ambiguous: [], internalGuides: showingInternalGuides)
    }

    /// Reads the frames of `root` and everything below it and, when `markingAmbiguity` is true,
    /// flags the items whose frames the constraints do not determine (as ``Window/ambiguousItems()``
    /// finds them: a full solve of a scratch copy plus a few probes per item of the table, so it
    /// is opt-in).
    ///
    /// - Throws: ``LayoutError/solverFailure(_:)`` only when the solver itself fails.
    public init(root: View, markingAmbiguity: Bool) throws(LayoutError) {
        var ambiguous = Set<ObjectIdentifier>()
        if markingAmbiguity, let window = root.window {
            // Only the items of this table are probed.
            let items = root.subtree.flatMap { view in [view as LayoutItem] + view.layoutGuides }
            for found in try window.engine.ambiguity(of: items) { ambiguous.insert(ObjectIdentifier(found.item)) }
        }
        self.rows = Self.rows(of: root, ambiguous: ambiguous, internalGuides: false)
    }

    /// A table of rows read earlier (the ``Inspector`` compares states with it).
    init(rows: [Row]) {
        self.rows = rows
    }

    private static func rows(of root: View, ambiguous: Set<ObjectIdentifier>, internalGuides: Bool) -> [Row] {
        root.renderedItems(includingInternalGuides: internalGuides).map { entry in
            let name = entry.isGuide ? "\(entry.item.name) (guide)" : entry.item.name
            return row(for: entry.item, name: name, depth: entry.depth, hidden: entry.isHidden, ambiguous: ambiguous)
        }
    }

    private static func row(
        for item: LayoutItem, name: String, depth: Int, hidden: Bool, ambiguous: Set<ObjectIdentifier>
    ) -> Row {
        var flags: [String] = []
        if hidden { flags.append("hidden") }
        if ambiguous.contains(ObjectIdentifier(item)) { flags.append("ambiguous") }
        if item.hierarchyView?.window?.engine.isBroken(item) == true { flags.append("broken") }
        var row = Row(name: name, depth: depth, frame: item.frame, frameInWindow: item.frameInWindow, flags: flags)
        if let label = item as? Label {
            row.text = label.text
            row.lineCount = label.textLayout.lines.count
        }
        return row
    }

    /// The table as text, every line ending in `"\n"`.
    public func render() -> String {
        let hasFlags = rows.contains { !$0.flags.isEmpty }
        var columns: [TextTable.Column] = [.init("item")]
        for title in ["x", "y", "width", "height", "window x", "window y"] {
            columns.append(.init(title, alignment: .right))
        }
        let hasText = showsText && rows.contains { $0.lineCount != nil }
        if hasText { columns += [.init("lines", alignment: .right), .init("text")] }
        if hasFlags { columns.append(.init("flags")) }
        var table = TextTable(columns: columns)
        for row in rows {
            let numbers = [
                row.frame.origin.x, row.frame.origin.y, row.frame.size.width, row.frame.size.height,
                row.frameInWindow.origin.x, row.frameInWindow.origin.y,
            ]
            var cells = [row.name] + numbers.map(NumberFormat.string(for:))
            if hasText {
                cells.append(row.lineCount.map(String.init) ?? "")
                cells.append(row.lineCount == nil ? "" : Self.shortened(row.text, toColumns: textColumnWidth))
            }
            if hasFlags { cells.append(row.flags.joined(separator: " ")) }
            table.append(cells, depth: row.depth)
        }
        return table.render()
    }

    /// The rendered table, the same text as ``render()``.
    public var description: String { render() }

    /// `text` in quotes, cut with "…" so that it takes at most `columns` terminal columns;
    /// `nil` for no text. Newlines are shown as `⏎`.
    static func shortened(_ text: String?, toColumns columns: Int) -> String {
        guard let text else { return "nil" }
        let flat = String(text.map { $0 == "\n" || $0 == "\r\n" ? "⏎" : $0 })
        let quoted = "\"" + flat + "\""
        guard DisplayWidth.of(quoted) > columns else { return quoted }
        // Room for the opening quote, the ellipsis and the closing quote.
        var kept = ""
        var used = 3
        for character in flat {
            let width = DisplayWidth.columns(of: character)
            guard used + width <= columns else { break }
            kept.append(character)
            used += width
        }
        return "\"" + kept + "…\""
    }
}

extension View {
    /// The frames of this view and everything below it as a ``FrameTable``, rendered.
    ///
    /// ```swift
    /// window.layoutIfNeeded()
    /// print(window.frameTable(), terminator: "")
    /// print(window.frameTable(showingText: true), terminator: "")  // with labels' lines and text
    /// ```
    public func frameTable(showingText: Bool = false) -> String {
        var table = FrameTable(root: self)
        table.showsText = showingText
        return table.render()
    }

    /// The frames of this view and everything below it, rendered, with the `ambiguous` flag on
    /// the items whose frames the constraints do not determine when `markingAmbiguity` is true:
    /// ``FrameTable/init(root:markingAmbiguity:)`` without `try`.
    ///
    /// Nothing here can fail but the solver itself; if it does, the table is printed without
    /// ambiguity flags and the error is recorded in ``Window/diagnostics``.
    ///
    /// ```swift
    /// print(window.frameTable(markingAmbiguity: true), terminator: "")
    /// ```
    public func frameTable(showingText: Bool = false, markingAmbiguity: Bool) -> String {
        var table: FrameTable
        do {
            table = try FrameTable(root: self, markingAmbiguity: markingAmbiguity)
        } catch {
            recordDiagnostic(error)
            table = FrameTable(root: self)
        }
        table.showsText = showingText
        return table.render()
    }
}

// The row API by index path, as UITableView spells it, for lists with sections. Each call turns
// its index paths into items (`ListSections.swift`) and shares the item-based steps with the
// API that counts rows over all sections (`ListView+Geometry.swift`, `ListView+Updates.swift`).

extension ListView {
    /// The view of the row at `indexPath` if it is placed, like `cellForRow(at:)`; `nil`
    /// otherwise and for an index path outside the list.
    public func view(forRowAt indexPath: IndexPath) -> View? {
        guard (try? checkIndexPath(indexPath)) != nil else { return nil }
        return placedView(ofItem: sections.item(row: indexPath.row, section: indexPath.section))
    }

    /// The rectangle of the row at `indexPath` in the content, like `rectForRow(at:)`.
    ///
    /// - Throws: ``LayoutError/indexPathOutOfRange(list:section:row:rowCount:)``.
    /// - Complexity: O(log n).
    public func rect(forRowAt indexPath: IndexPath) throws(LayoutError) -> Rect {
        try checkIndexPath(indexPath)
        return rect(ofItem: sections.item(row: indexPath.row, section: indexPath.section))
    }

    /// The index path of the row counted `row` over all sections.
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)``.
    /// - Complexity: O(log s) for s sections.
    public func indexPath(forRow row: Int) throws(LayoutError) -> IndexPath {
        try checkRow(row)
        return sections.indexPath(flatRow: row)
    }

    /// The index path of the row whose rect holds `point`, like `indexPathForRow(at:)`; `nil`
    /// outside the rows and on headers and footers.
    ///
    /// - Complexity: O(log n).
    public func indexPathForRow(at point: Point) -> IndexPath? {
        row(at: point).map(sections.indexPath(flatRow:))
    }

    /// The index paths of the unhidden rows in the visible rect, ascending, like
    /// `indexPathsForVisibleRows`.
    ///
    /// - Complexity: O(log n + k log s) for k rows.
    public var indexPathsForVisibleRows: [IndexPath] {
        visibleRows.map(sections.indexPath(flatRow:))
    }

    /// Sets the content offset so that the row at `indexPath` is at `position`, like
    /// `scrollToRow(at:at:animated:)`; see ``scrollToRow(_:at:)``.
    ///
    /// - Throws: ``LayoutError/indexPathOutOfRange(list:section:row:rowCount:)``.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition) throws(LayoutError) {
        try checkIndexPath(indexPath)
        scroll(toItem: sections.item(row: indexPath.row, section: indexPath.section), at: position)
    }

    /// Inserts rows so that they end up at `indexPaths` (after the insertion, in any order;
    /// repeats count once), like `insertRows(at:with:)`: a row may go at the end of its
    /// section, and into an empty one.
    ///
    /// ```swift
    /// groups[1].append("New")
    /// try list.insertRows(at: [ListView.IndexPath(row: groups[1].count - 1, section: 1)])
    /// ```
    ///
    /// - Throws: ``LayoutError/indexPathOutOfRange(list:section:row:rowCount:)`` when a row is
    ///   outside its section's rows after the insertion; nothing changes then.
    /// - Complexity: O(n + k·m + m·s); nothing is measured.
    public func insertRows(at indexPaths: [IndexPath]) throws(LayoutError) {
        let sorted = Array(Set(indexPaths)).sorted()
        try checkInsertion(sorted, into: sections.rowCounts)
        let items = sorted.map { insertItem(row: $0.row, section: $0.section) }
        heights.insert(items)
    }

    /// Throws unless inserting rows at `sorted` (ascending, distinct, counted after the
    /// insertion) into sections of `rowCounts` rows puts each inside its section.
    func checkInsertion(_ sorted: [IndexPath], into rowCounts: [Int]) throws(LayoutError) {
        var added: [Int: Int] = [:]
        for indexPath in sorted { added[indexPath.section, default: 0] += 1 }
        for indexPath in sorted {
            let (section, row) = (indexPath.section, indexPath.row)
            let count = section >= 0 && section < rowCounts.count ? rowCounts[section] : 0
            guard section >= 0, section < rowCounts.count, row >= 0, row < count + added[section, default: 0] else {
                throw .indexPathOutOfRange(list: name, section: section, row: row, rowCount: count)
            }
        }
    }

    /// Deletes the rows at `indexPaths` (before the deletion, in any order; repeats count
    /// once), like `deleteRows(at:with:)`. Their views leave the list now.
    ///
    /// - Throws: ``LayoutError/indexPathOutOfRange(list:section:row:rowCount:)``; nothing
    ///   changes then.
    /// - Complexity: O(n + k·m + m·s); nothing is measured.
    public func deleteRows(at indexPaths: [IndexPath]) throws(LayoutError) {
        let sorted = Array(Set(indexPaths)).sorted()
        for indexPath in sorted { try checkIndexPath(indexPath) }
        deleteItems(sorted.map { (sections.item(row: $0.row, section: $0.section), $0.section) })
    }

    /// Makes and measures the rows at `indexPaths` again, like `reloadRows(at:with:)`; see
    /// ``reloadRows(at:)-([Int])``.
    ///
    /// - Throws: ``LayoutError/indexPathOutOfRange(list:section:row:rowCount:)``; nothing
    ///   changes then.
    /// - Complexity: O(m log n).
    public func reloadRows(at indexPaths: [IndexPath]) throws(LayoutError) {
        for indexPath in indexPaths { try checkIndexPath(indexPath) }
        for indexPath in indexPaths { reloadItem(sections.item(row: indexPath.row, section: indexPath.section)) }
    }

    /// Makes and measures `section`'s header and footer again, like `reloadSections(_:with:)`
    /// does for them (its rows: ``reloadRows(at:)-([ListView.IndexPath])``).
    ///
    /// - Throws: ``LayoutError/sectionOutOfRange(list:section:sectionCount:)``; nothing changes
    ///   then.
    public func reloadHeaderAndFooter(inSection section: Int) throws(LayoutError) {
        try checkSection(section)
        if let item = sections.headerItem(section) { reloadItem(item) }
        if let item = sections.footerItem(section) { reloadItem(item) }
    }
}

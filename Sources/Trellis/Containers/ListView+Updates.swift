// Changing rows without reloading: insert, delete, reload, re-measure, hide. Each touches only
// the rows it names: the heights of the others stay measured, and the rows below move through
// the prefix sums (`ListView+RowHeights.swift`). Views and constraints change at the next
// layout, except that views of deleted, reloaded and hidden rows leave the list at once.
//
// As in UITableView, the content offset is kept: rows inserted or deleted above the visible
// rect move what is on screen.
//
// Rows here are counted over all sections; `ListView+IndexPaths.swift` has the same by index
// path. Both come down to the item-based steps at the end of this file.

extension ListView {
    /// Inserts rows so that they end up at `rows` (indexes after the insertion, in any order;
    /// repeats count once), like `insertRows(at:with:)`. The provider must already answer for
    /// the new indexes. New rows count as ``estimatedRowHeight`` until they are measured.
    ///
    /// With several sections, a row inserted where a row is now joins that row's section, and
    /// one inserted after the last row joins the last section; to add a row at the end of
    /// another section (or to an empty one), use ``insertRows(at:)-([ListView.IndexPath])``.
    ///
    /// ```swift
    /// messages.insert(newMessage, at: 0)
    /// try list.insertRows(at: [0])
    /// ```
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)`` when an index is outside
    ///   `0..<rowCount + rows.count`; nothing changes then.
    /// - Complexity: O(n + k·m) for n rows, m inserted and k placed; nothing is measured.
    public func insertRows(at rows: [Int]) throws(LayoutError) {
        let sorted = Array(Set(rows)).sorted()
        let finalCount = rowCount + sorted.count
        for row in sorted where row < 0 || row >= finalCount || sections.sectionCount == 0 {
            throw .rowOutOfRange(list: name, row: row, rowCount: rowCount)
        }
        var items: [Int] = []
        for row in sorted {
            let section = row < rowCount ? sections.section(ofFlatRow: row) : sections.sectionCount - 1
            items.append(insertItem(row: row - sections.flatRow(row: 0, section: section), section: section))
        }
        heights.insert(items)
    }

    /// Deletes `rows` (indexes before the deletion, in any order; repeats count once), like
    /// `deleteRows(at:with:)`. Their views leave the list now; the rows below move up.
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)`` when an index is outside
    ///   `0..<rowCount`; nothing changes then.
    /// - Complexity: O(n + k·m); nothing is measured.
    public func deleteRows(at rows: [Int]) throws(LayoutError) {
        let sorted = Array(Set(rows)).sorted()
        for row in sorted { try checkRow(row) }
        deleteItems(sorted.map { (sections.item(flatRow: $0), sections.section(ofFlatRow: $0)) })
    }

    /// Makes and measures `rows` again, like `reloadRows(at:with:)`: their views leave the list
    /// now, and each counts as ``estimatedRowHeight`` until the provider's new view is measured
    /// (at the next layout if it is on screen).
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)``; nothing changes then.
    /// - Complexity: O(m log n).
    public func reloadRows(at rows: [Int]) throws(LayoutError) {
        for row in rows { try checkRow(row) }
        for row in rows { reloadItem(sections.item(flatRow: row)) }
    }

    /// Measures `rows` again at the next layout, keeping their views: call it after changing a
    /// placed row's content (a label's text), like `beginUpdates()`/`endUpdates()`. A row not
    /// placed counts as ``estimatedRowHeight`` until it is.
    ///
    /// ```swift
    /// (list.view(forRow: 3) as? Label)?.text = "A longer text that now needs two lines"
    /// try list.invalidateRowHeights(at: [3])
    /// window.layoutIfNeeded()   // row 3 is measured again; rows 4… move; nothing else is measured
    /// ```
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)``; nothing changes then.
    /// - Complexity: O(m log n).
    public func invalidateRowHeights(at rows: [Int]) throws(LayoutError) {
        for row in rows { try checkRow(row) }
        for row in rows { heights.invalidate(sections.item(flatRow: row)) }
    }

    /// Hides or shows `row`: a hidden row takes no height and has no view (so it is never
    /// visible); it keeps its measured height for when it shows again.
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)``; nothing changes then.
    /// - Complexity: O(log n).
    public func setRowHidden(_ hidden: Bool, at row: Int) throws(LayoutError) {
        try checkRow(row)
        setItemHidden(hidden, sections.item(flatRow: row))
    }

    /// Whether `row` is hidden (``setRowHidden(_:at:)``).
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)``.
    public func isRowHidden(_ row: Int) throws(LayoutError) -> Bool {
        try checkRow(row)
        return heights.isHidden(sections.item(flatRow: row))
    }

    /// Whether `row`'s height has been measured (otherwise it counts as ``estimatedRowHeight``).
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)``.
    public func isRowHeightMeasured(_ row: Int) throws(LayoutError) -> Bool {
        try checkRow(row)
        return heights.isMeasured(sections.item(flatRow: row))
    }

    /// Adds a row at `row` of `section` (at most its row count) to the sections and moves the
    /// placed items after it down one; returns its item. The caller inserts the heights of all
    /// the new items at once (O(n) for the batch).
    func insertItem(row: Int, section: Int) -> Int {
        let item = sections.item(row: row, section: section)
        sections.insertRow(inSection: section)
        for index in placed.indices where placed[index].row >= item { placed[index].row += 1 }
        return item
    }

    /// Deletes the row items `items` (ascending, distinct, each with its section): their views
    /// leave the list, the items after them move up.
    func deleteItems(_ items: [(item: Int, section: Int)]) {
        for entry in items { removePlacedRow(entry.item) }
        for entry in items.reversed() {
            for index in placed.indices where placed[index].row > entry.item { placed[index].row -= 1 }
            sections.removeRow(fromSection: entry.section)
        }
        heights.remove(items.map(\.item))
    }

    /// Drops `item`'s view and measurement, so the provider makes and measures it again.
    func reloadItem(_ item: Int) {
        removePlacedRow(item)
        heights.invalidate(item)
    }

    /// Hides or shows `item`, dropping its view when hidden.
    func setItemHidden(_ hidden: Bool, _ item: Int) {
        heights.setHidden(item, hidden)
        if hidden { removePlacedRow(item) }
    }
}

// Changing rows without reloading: insert, delete, reload, re-measure, hide. Each touches only
// the rows it names: the heights of the others stay measured, and the rows below move through
// the prefix sums (`ListView+RowHeights.swift`). Views and constraints change at the next
// layout, except that views of deleted, reloaded and hidden rows leave the list at once.
//
// As in UITableView, the content offset is kept: rows inserted or deleted above the visible
// rect move what is on screen.

extension ListView {
    /// Inserts rows so that they end up at `rows` (indexes after the insertion, in any order;
    /// repeats count once), like `insertRows(at:with:)`. The provider must already answer for
    /// the new indexes. New rows count as ``estimatedRowHeight`` until they are measured.
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
        for row in sorted where row < 0 || row >= finalCount {
            throw .rowOutOfRange(list: name, row: row, rowCount: rowCount)
        }
        for inserted in sorted {
            for index in placed.indices where placed[index].row >= inserted { placed[index].row += 1 }
        }
        heights.insert(sorted)
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
        for row in sorted { removePlacedRow(row) }
        for deleted in sorted.reversed() {
            for index in placed.indices where placed[index].row > deleted { placed[index].row -= 1 }
        }
        heights.remove(sorted)
    }

    /// Makes and measures `rows` again, like `reloadRows(at:with:)`: their views leave the list
    /// now, and each counts as ``estimatedRowHeight`` until the provider's new view is measured
    /// (at the next layout if it is on screen).
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)``; nothing changes then.
    /// - Complexity: O(m log n).
    public func reloadRows(at rows: [Int]) throws(LayoutError) {
        for row in rows { try checkRow(row) }
        for row in rows {
            removePlacedRow(row)
            heights.invalidate(row)
        }
    }

    /// Measures `rows` again at the next layout, keeping their views: call it after changing a
    /// placed row's content (a label's text), like `beginUpdates()`/`endUpdates()`. A row not
    /// placed counts as ``estimatedRowHeight`` until it is.
    ///
    /// ```swift
    /// (list.view(forRow: 3) as? Label)?.text = "A longer text that now needs two lines"
    /// try list.invalidateRowHeights(at: [3])
    /// try window.layoutIfNeeded()   // row 3 is measured again; rows 4… move; nothing else is measured
    /// ```
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)``; nothing changes then.
    /// - Complexity: O(m log n).
    public func invalidateRowHeights(at rows: [Int]) throws(LayoutError) {
        for row in rows { try checkRow(row) }
        for row in rows { heights.invalidate(row) }
    }

    /// Hides or shows `row`: a hidden row takes no height and has no view (so it is never
    /// visible); it keeps its measured height for when it shows again.
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)``; nothing changes then.
    /// - Complexity: O(log n).
    public func setRowHidden(_ hidden: Bool, at row: Int) throws(LayoutError) {
        try checkRow(row)
        heights.setHidden(row, hidden)
        if hidden { removePlacedRow(row) }
    }

    /// Whether `row` is hidden (``setRowHidden(_:at:)``).
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)``.
    public func isRowHidden(_ row: Int) throws(LayoutError) -> Bool {
        try checkRow(row)
        return heights.isHidden(row)
    }

    /// Whether `row`'s height has been measured (otherwise it counts as ``estimatedRowHeight``).
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)``.
    public func isRowHeightMeasured(_ row: Int) throws(LayoutError) -> Bool {
        try checkRow(row)
        return heights.isMeasured(row)
    }
}

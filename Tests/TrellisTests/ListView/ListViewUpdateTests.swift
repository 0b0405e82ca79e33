import Testing
@testable import Trellis

// 1,000 rows of 15 characters (60.8 measured, 50 estimated) in a 200 × 300 window, margin 0:
// the first layout measures and places rows 0…4 (ListViewEstimateTests); row 5 starts at 304.

@Suite("ListView insert, delete, reload")
struct ListViewUpdateTests {
    @Test("inserting a row measures only the new row; the rows below move down by its height")
    func insert() throws {
        let (window, list, rows) = try makeList(Array(repeating: wide(15), count: 1000), estimate: 50)
        try window.layoutIfNeededOrThrow()
        let oldRow2 = try #require(list.view(forRow: 2))
        rows.texts.insert(wide(25), at: 2)
        try list.insertRows(at: [2])
        #expect(list.rowCount == 1001)
        try window.layoutIfNeededOrThrow()
        // New row 2 is 81.2 tall: tops 0, 60.8, 121.6, 202.8, 263.6 (rows 0…4 visible); old row 4,
        // now 5, starts at 324.4, outside. Only the new row was measured.
        #expect(list.rowMeasurementCount == 5 + 1)
        #expect(list.view(forRow: 3) === oldRow2)
        expectFrame(oldRow2, 0, 202.8, 200, 60.8)
        expectFrame(try #require(list.view(forRow: 2)), 0, 121.6, 200, 81.2)
        // 5 × 60.8 + 81.2 + 995 × 50.
        #expect(near(list.contentSize.height, 304 + 81.2 + 49_750))
    }

    @Test("deleting rows moves the rows below up without measuring them")
    func delete() throws {
        let (window, list, rows) = try makeList(Array(repeating: wide(15), count: 1000), estimate: 50)
        try window.layoutIfNeededOrThrow()
        let oldRow3 = try #require(list.view(forRow: 3))
        let oldRow0 = try #require(list.view(forRow: 0))
        rows.texts.removeSubrange(0...1)
        try list.deleteRows(at: [1, 0])
        #expect(oldRow0.superview == nil)
        try window.layoutIfNeededOrThrow()
        // Old rows 2…4 (measured) are now 0…2 at 0, 60.8, 121.6. Old rows 5 and 6, now 3 and 4,
        // are estimates at 182.4 and then (row 3 measured) 243.2: both measured, none of the
        // others; row 5 then starts at 304, outside.
        #expect(list.rowMeasurementCount == 5 + 2)
        #expect(list.view(forRow: 1) === oldRow3)
        expectFrame(oldRow3, 0, 60.8, 200, 60.8)
        #expect(list.visibleRows == [0, 1, 2, 3, 4])
        // 5 measured rows (304) + 993 × 50.
        #expect(near(list.contentSize.height, 304 + 49_650))
    }

    @Test("resizing one row re-measures only that row; later rows move by the difference")
    func resizeOneRow() throws {
        let (window, list, rows) = try makeList(Array(repeating: wide(15), count: 1000), estimate: 50)
        try window.layoutIfNeededOrThrow()
        let label = try #require(list.view(forRow: 0)?.subviews.first as? Label)
        label.text = wide(25)
        rows.texts[0] = wide(25)
        try list.invalidateRowHeights(at: [0])
        try window.layoutIfNeededOrThrow()
        // Row 0 grows from 60.8 to 81.2 (+20.4): row 4's top goes from 243.2 to 263.6, row 5's
        // to 324.4, still outside. One measurement.
        #expect(list.rowMeasurementCount == 5 + 1)
        expectFrame(try #require(list.view(forRow: 4)), 0, 263.6, 200, 60.8)
        #expect(near(list.contentSize.height, 50_054 + 20.4))
    }

    @Test("reloading a row asks the provider for a new view and measures it")
    func reload() throws {
        let (window, list, rows) = try makeList([wide(5), wide(15), wide(25)])
        try window.layoutIfNeededOrThrow()
        let old = try #require(list.view(forRow: 1))
        rows.texts[1] = wide(5)
        try list.reloadRows(at: [1])
        #expect(old.superview == nil)
        try window.layoutIfNeededOrThrow()
        // Row 1 becomes 40.4: row 2 moves up to 80.8.
        #expect(list.view(forRow: 1) !== old)
        expectFrame(try #require(list.view(forRow: 2)), 0, 80.8, 200, 81.2)
        #expect(list.rowMeasurementCount == 4)
        #expect(near(list.contentSize.height, 40.4 + 40.4 + 81.2))
    }

    @Test("reloadData replaces every row")
    func reloadData() throws {
        let (window, list, _) = try makeList([wide(5), wide(15), wide(25)])
        try window.layoutIfNeededOrThrow()
        try list.reloadData(rowCount: 2) { index in
            let view = View(name: "fixed\(index)")
            view.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 30)
            return view
        }
        try window.layoutIfNeededOrThrow()
        #expect(list.subviews.map(\.name) == ["fixed0", "fixed1"])
        #expect(list.contentSize.height == 60)
    }

    @Test("bad row indexes throw and change nothing")
    func badIndexes() throws {
        let (window, list, _) = try makeList([wide(5), wide(15), wide(25)])
        try window.layoutIfNeededOrThrow()
        #expect(throws: LayoutError.rowOutOfRange(list: "list", row: 3, rowCount: 3)) { try list.rect(forRow: 3) }
        #expect(throws: LayoutError.rowOutOfRange(list: "list", row: 5, rowCount: 3)) { try list.insertRows(at: [0, 5]) }
        #expect(throws: LayoutError.rowOutOfRange(list: "list", row: -1, rowCount: 3)) { try list.deleteRows(at: [0, -1]) }
        #expect(throws: LayoutError.rowOutOfRange(list: "list", row: 3, rowCount: 3)) { try list.reloadRows(at: [3]) }
        #expect(throws: LayoutError.rowOutOfRange(list: "list", row: 9, rowCount: 3)) { try list.setRowHidden(true, at: 9) }
        #expect(throws: LayoutError.rowOutOfRange(list: "list", row: 3, rowCount: 3)) { try list.scrollToRow(3, at: .top) }
        #expect(throws: LayoutError.negativeSize("The row count -1 of `list`")) {
            try list.reloadData(rowCount: -1) { _ in View() }
        }
        #expect(list.rowCount == 3)
        #expect(list.preparedRows == [0, 1, 2])
        let message = LayoutError.rowOutOfRange(list: "list", row: 3, rowCount: 3).description
        #expect(message.hasPrefix("Row 3 is out of range for `list`, which has 3 rows"))
    }
}

@Suite("ListView bad row views")
struct ListViewBadRowViewTests {
    @Test("a provider that returns one view for every row: the first row shows it, the others empty views")
    func sameViewTwice() throws {
        let (window, list, _) = try makeList([])
        let shared = View(name: "shared")
        shared.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 30)
        try list.reloadData(rowCount: 3) { _ in shared }
        try window.layoutIfNeededOrThrow()
        // Row 0 shows `shared` (30 tall); rows 1 and 2 get empty views, 0 tall (no constraints).
        #expect(list.subviews.map(\.name) == ["shared", "list.row1", "list.row2"])
        #expect(list.contentSize.height == 30)
        #expect(window.diagnostics == [
            .invalidRowView(list: "list", row: 1, view: "shared"),
            .invalidRowView(list: "list", row: 2, view: "shared"),
        ])
    }

    @Test("a provider that returns the list's own window is refused")
    func ancestor() throws {
        let (window, list, _) = try makeList([])
        try list.reloadData(rowCount: 1) { _ in window }
        try window.layoutIfNeededOrThrow()
        #expect(list.subviews.map(\.name) == ["list.row0"])
        #expect(window.diagnostics == [.invalidRowView(list: "list", row: 0, view: "window")])
    }
}

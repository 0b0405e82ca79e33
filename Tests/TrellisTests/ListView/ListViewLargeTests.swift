import Testing
@testable import Trellis

// Rows of fixed height: a view with a height constraint of 30 + (row mod 3) × 10 installed on
// itself, so rows are 30, 40, 50, 30, 40, 50, …; three rows take 120.

/// A list of `count` fixed-height rows in a 200 × 300 window (estimate 44, margin 0).
func makeFixedList(count: Int) throws -> (Window, ListView) {
    let (window, list, _) = try makeList([])
    try list.reloadData(rowCount: count) { row in
        let view = View(name: "row\(row)")
        view.heightAnchor.constraint(equalToConstant: 30 + Double(row % 3) * 10).isActive = true
        return view
    }
    return (window, list)
}

@Suite("ListView with many rows")
struct ListViewLargeTests {
    @Test("100,000 rows: the first screen measures only what it shows; the last row is found by its estimate")
    func hundredThousand() throws {
        let (window, list) = try makeFixedList(count: 100_000)
        try window.layoutIfNeededOrThrow()
        // Tops 0, 30, 70, 120, 150, 190, 240, 270 (row 7, 40 tall, ends at 310): rows 0…7.
        #expect(list.visibleRows == Array(0...7))
        #expect(list.rowMeasurementCount == 8)
        // 8 measured rows: 2 × 120 + 30 + 40 = 310; 99,992 × 44 = 4,399,648.
        #expect(near(list.contentSize.height, 4_399_958))
        try list.scrollToRow(99_999, at: .bottom)
        try window.layoutIfNeededOrThrow()
        // Row 99,999 (99,999 mod 3 = 0: 30 tall) ends at the bottom of the screen.
        expectWindowFrame(try #require(list.view(forRow: 99_999)), 0, 270, 200, 30)
        #expect(list.visibleRows.last == 99_999)
        #expect(list.rowMeasurementCount < 30)
    }

    @Test("hiding rows off screen changes the content size and measures nothing")
    func hideOffscreen() throws {
        let (window, list) = try makeFixedList(count: 1000)
        try window.layoutIfNeededOrThrow()
        let height = list.contentSize.height
        for row in [500, 501, 502] { try list.setRowHidden(true, at: row) }
        try window.layoutIfNeededOrThrow()
        // Three estimated rows (44 each) no longer count.
        #expect(near(list.contentSize.height, height - 132))
        #expect(list.rowMeasurementCount == 8)
    }

    @Test("hidden rows at the top: the first visible row is the first shown one, at 0")
    func hiddenAtTop() throws {
        let (window, list) = try makeFixedList(count: 20)
        for row in 0..<5 { try list.setRowHidden(true, at: row) }
        try window.layoutIfNeededOrThrow()
        // Rows 5 (50), 6 (30), 7 (40), 8 (50), … from 0: 5…11 start at 0, 50, 80, 120, 170, 200, 240;
        // row 12 starts at 290, inside; row 13 at 320.
        #expect(list.visibleRows == Array(5...12))
        expectFrame(try #require(list.view(forRow: 5)), 0, 0, 200, 50)
        #expect(list.row(at: Point(x: 1, y: 0)) == 5)
        #expect(list.subviews.count == 8)
    }

    @Test("right to left: rows still fill the list's width")
    func rightToLeft() throws {
        let window = Window(size: Size(width: 200, height: 300), layoutDirection: .rightToLeft)
        let list = ListView(name: "list")
        window.addSubview(list)
        try LayoutConstraint.activateOrThrow(list.constraintsPinningEdges(to: window))
        let texts = RowTexts([wide(5), wide(15)])
        try list.reloadData(rowCount: 2) { texts.makeRow($0) }
        try window.layoutIfNeededOrThrow()
        expectFrame(try #require(list.view(forRow: 1)), 0, 40.4, 200, 60.8)
        // The label is 15 from the trailing (left) edge and the leading (right) edge alike.
        expectFrame(try #require(list.view(forRow: 1)?.subviews.first), 15, 10, 170, 40.8)
    }
}

import Testing
@testable import Trellis

@Suite("ListView scrolling")
struct ListViewScrollingTests {
    @Test("scrolling one screen places the rows now on screen and takes the others out")
    func scrollOneScreen() throws {
        // 100 rows of 5 characters: 40.4 tall once measured, estimate 40.
        let (window, list, _) = try makeList(Array(repeating: wide(5), count: 100), estimate: 40)
        try window.layoutIfNeededOrThrow()
        // Estimates: rows 0…7 meet [0, 300) (row 7 at 280); measured, row 7 is at 282.8. 8 rows.
        #expect(list.visibleRows == Array(0...7))
        #expect(list.rowMeasurementCount == 8)
        list.contentOffset = Point(x: 0, y: 300)
        try window.layoutIfNeededOrThrow()
        // Row k ≥ 8 has top 323.2 + (k − 8) × 40 before: 300 is in row 7 (282.8…323.2), the
        // anchor, 17.2 above the top. [300, 600) meets rows 7…14 (row 14 at 563.2); rows 8…14 are
        // measured (7), and being below the anchor they leave the offset alone; row 14's top
        // becomes 323.2 + 6 × 40.4 = 565.6, still inside, and row 15 starts at 606.
        #expect(list.contentOffset.y == 300)
        #expect(list.visibleRows == Array(7...14))
        #expect(list.rowMeasurementCount == 8 + 7)
        #expect(list.subviews.map(\.name) == (7...14).map { "row\($0)" })
        expectWindowFrame(try #require(list.view(forRow: 7)), 0, -17.2, 200, 40.4)
        #expect(list.row(at: Point(x: 10, y: 300)) == 7)
        #expect(list.row(at: Point(x: 10, y: 323.3)) == 8)
        #expect(list.row(at: Point(x: 10, y: -1)) == nil)
        #expect(list.row(at: Point(x: 250, y: 10)) == nil)
    }

    @Test("scrolling back shows measured rows again without measuring them")
    func scrollBack() throws {
        let (window, list, _) = try makeList(Array(repeating: wide(5), count: 100), estimate: 40)
        try window.layoutIfNeededOrThrow()
        list.contentOffset = Point(x: 0, y: 300)
        try window.layoutIfNeededOrThrow()
        list.contentOffset = Point(x: 0, y: 0)
        try window.layoutIfNeededOrThrow()
        #expect(list.visibleRows == Array(0...7))
        #expect(list.rowMeasurementCount == 15)
        expectWindowFrame(try #require(list.view(forRow: 7)), 0, 7 * 40.4, 200, 40.4)
    }

    @Test("scrollToRow holds the row at its position while the rows around it are measured")
    func scrollToRow() throws {
        let (window, list, _) = try makeList(Array(repeating: wide(5), count: 100), estimate: 40, margin: 50)
        try window.layoutIfNeededOrThrow()
        // Rows 0…8 measured (the first screen plus 50): row 50's estimated top is
        // 9 × 40.4 + 41 × 40 = 2003.6.
        #expect(list.rowMeasurementCount == 9)
        try list.scrollToRow(50, at: .top)
        #expect(near(list.contentOffset.y, 2003.6))
        try window.layoutIfNeededOrThrow()
        // The rows within 50 pt above row 50 (48 and 49) grew by 0.4 each: row 50 is at 2004.4,
        // and so is the offset, which puts it at the top of the screen.
        #expect(near(list.contentOffset.y, 2004.4))
        expectWindowFrame(try #require(list.view(forRow: 50)), 0, 0, 200, 40.4)
        #expect(list.visibleRows.first == 50)
        try list.scrollToRow(99, at: .bottom)
        try window.layoutIfNeededOrThrow()
        // Its bottom at the bottom of the screen, whatever the rows above it were measured at.
        expectWindowFrame(try #require(list.view(forRow: 99)), 0, 300 - 40.4, 200, 40.4)
        #expect(near(list.contentOffset.y, list.contentSize.height - 300))
        try list.scrollToRow(98, at: .none)  // visible: nothing moves
        #expect(near(list.contentOffset.y, list.contentSize.height - 300))
    }
}

import Testing
@testable import Trellis

// 1,000 rows of 15 characters: each 60.8 tall once measured (ListViewTesting.swift), 50 until
// then (the estimate). The window is 200 × 300. Rows are measured one at a time, each time the
// first unmeasured row inside the prepared rect.

@Suite("ListView estimates and offset stability")
struct ListViewEstimateTests {
    @Test("only the rows on screen are measured; the others count as the estimate")
    func onlyVisibleRowsMeasured() throws {
        let (window, list, _) = try makeList(Array(repeating: wide(15), count: 1000), estimate: 50)
        try window.layoutIfNeededOrThrow()
        // Rows are measured one at a time, top down, while the next one starts inside [0, 300):
        // measured tops 0, 60.8, 121.6, 182.4, 243.2; row 5 then starts at 304, outside.
        // 5 measurements; rows 0…4 placed.
        #expect(list.rowMeasurementCount == 5)
        #expect(list.measuredRowCount == 5)
        #expect(list.visibleRows == [0, 1, 2, 3, 4])
        #expect(list.preparedRows == [0, 1, 2, 3, 4])
        #expect(list.subviews.count == 5)
        // 5 × 60.8 + 995 × 50 = 304 + 49,750.
        #expect(near(list.contentSize.height, 50_054))
        #expect(list.contentOffset == Point(x: 0, y: 0))
        #expect(try !list.isRowHeightMeasured(5))
        #expect(approximatelyEqual(try list.rect(forRow: 5), Rect(x: 0, y: 304, width: 200, height: 50)))
        // A second layout with nothing changed measures nothing.
        try window.layoutIfNeededOrThrow()
        #expect(list.rowMeasurementCount == 5)
    }

    @Test("measuring rows below the first visible row leaves the offset alone")
    func belowAnchor() throws {
        let (window, list, _) = try makeList(Array(repeating: wide(15), count: 1000), estimate: 50)
        try window.layoutIfNeededOrThrow()
        list.contentOffset = Point(x: 0, y: 5000)
        try window.layoutIfNeededOrThrow()
        // Row k ≥ 5 has top 304 + (k − 5) × 50 before: 5000 falls in row 98 (top 4954), 46 above
        // the visible top. Measured one by one, rows 98…103 start at 4954, 5014.8, …, 5258;
        // row 104 would start at 5318.8, outside [5000, 5300). Row 98's own top does not move,
        // so neither does the offset.
        #expect(list.contentOffset.y == 5000)
        #expect(list.visibleRows == Array(98...103))
        #expect(list.rowMeasurementCount == 5 + 6)
        expectWindowFrame(try #require(list.view(forRow: 98)), 0, -46, 200, 60.8)
        expectWindowFrame(try #require(list.view(forRow: 103)), 0, -46 + 5 * 60.8, 200, 60.8)
    }

    @Test("estimates replaced above the first visible row move the offset so that row stays put on screen")
    func aboveAnchor() throws {
        let (window, list, _) = try makeList(Array(repeating: wide(15), count: 1000), estimate: 50, margin: 100)
        try window.layoutIfNeededOrThrow()
        // First screen with a 100-pt margin, [−100, 400): rows 0…6 (row 6 at 364.8; row 7 would
        // start at 425.6). 7 measured.
        #expect(list.rowMeasurementCount == 7)
        list.contentOffset = Point(x: 0, y: 5000)
        try window.layoutIfNeededOrThrow()
        // Before: row k ≥ 7 has top 425.6 + (k − 7) × 50; 5000 is in row 98 (top 4975.6), 24.4
        // above the visible top. The prepared rect [4900, 5400) starts in row 96 (top 4875.6).
        // Measuring row 96 (+10.8) moves row 98 to 4986.4 and the offset to 4986.4 + 24.4 =
        // 5010.8; row 97 (+10.8) to 4997.2 and 5021.6. Then, below the anchor, rows 98…104 (top
        // 4997.2 + 6 × 60.8 = 5362) inside [4921.6, 5421.6); row 105 would start at 5422.8.
        // 9 measured.
        #expect(near(list.contentOffset.y, 5021.6))
        #expect(list.rowMeasurementCount == 7 + 9)
        // Row 98 is still 24.4 above the top of the screen.
        expectWindowFrame(try #require(list.view(forRow: 98)), 0, -24.4, 200, 60.8)
        #expect(list.preparedRows == Array(96...104))
    }

    @Test("changing the estimate moves the unmeasured rows and keeps the first visible row on screen")
    func changeEstimate() throws {
        let (window, list, _) = try makeList(Array(repeating: wide(15), count: 100), estimate: 50)
        try window.layoutIfNeededOrThrow()
        // 5 measured (304) + 95 × 50 = 5054.
        #expect(near(list.contentSize.height, 5054))
        list.estimatedRowHeight = 100
        try window.layoutIfNeededOrThrow()
        #expect(near(list.contentSize.height, 304 + 9500))
        #expect(list.rowMeasurementCount == 5)
        list.estimatedRowHeight = 0
        list.estimatedRowHeight = .nan
        #expect(list.estimatedRowHeight == 100)
        #expect(window.diagnostics.count == 2)
    }
}

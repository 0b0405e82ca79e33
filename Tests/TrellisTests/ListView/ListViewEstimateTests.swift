import Testing
@testable import Trellis

// 1,000 rows of 15 characters: each 60.8 tall once measured (ListViewTesting.swift), 50 until
// then (the estimate). The window is 200 × 300.

@Suite("ListView estimates and offset stability")
struct ListViewEstimateTests {
    @Test("only the rows on screen are measured; the others count as the estimate")
    func onlyVisibleRowsMeasured() throws {
        let (window, list, _) = try makeList(Array(repeating: wide(15), count: 1000), estimate: 50)
        try window.layoutIfNeeded()
        // Round 1: with estimates, rows 0…5 (tops 0, 50, …, 250) meet [0, 300): measured.
        // Measured tops are 0, 60.8, 121.6, 182.4, 243.2 and 304, so row 5 leaves [0, 300):
        // round 2 finds nothing new. 6 measurements; rows 0…4 placed.
        #expect(list.rowMeasurementCount == 6)
        #expect(list.measuredRowCount == 6)
        #expect(list.visibleRows == [0, 1, 2, 3, 4])
        #expect(list.preparedRows == [0, 1, 2, 3, 4])
        #expect(list.subviews.count == 5)
        // 6 × 60.8 + 994 × 50 = 364.8 + 49,700.
        #expect(near(list.contentSize.height, 50_064.8))
        #expect(list.contentOffset == Point(x: 0, y: 0))
        #expect(try !list.isRowHeightMeasured(6))
        #expect(approximatelyEqual(try list.rect(forRow: 6), Rect(x: 0, y: 364.8, width: 200, height: 50)))
        // A second layout with nothing changed measures nothing.
        try window.layoutIfNeeded()
        #expect(list.rowMeasurementCount == 6)
    }

    @Test("measuring rows below the first visible row leaves the offset alone")
    func belowAnchor() throws {
        let (window, list, _) = try makeList(Array(repeating: wide(15), count: 1000), estimate: 50)
        try window.layoutIfNeeded()
        list.contentOffset = Point(x: 0, y: 5000)
        try window.layoutIfNeeded()
        // Row k ≥ 6 has top 364.8 + (k − 6) × 50 before: 5000 falls in row 98 (top 4964.8),
        // 35.2 above the visible top. Rows 98…104 meet [5000, 5300) with estimates; measured,
        // row 104's top becomes 4964.8 + 6 × 60.8 = 5329.6, outside. Row 98's own top does not
        // move, so neither does the offset.
        #expect(list.contentOffset.y == 5000)
        #expect(list.visibleRows == Array(98...103))
        #expect(list.rowMeasurementCount == 6 + 7)
        expectWindowFrame(try #require(list.view(forRow: 98)), 0, -35.2, 200, 60.8)
        expectWindowFrame(try #require(list.view(forRow: 103)), 0, -35.2 + 5 * 60.8, 200, 60.8)
    }

    @Test("estimates replaced above the first visible row move the offset so that row stays put on screen")
    func aboveAnchor() throws {
        let (window, list, _) = try makeList(Array(repeating: wide(15), count: 1000), estimate: 50, margin: 100)
        try window.layoutIfNeeded()
        // First screen with a 100-pt margin: [−100, 400) → rows 0…7 with estimates (top 350);
        // measured, row 6's top is 364.8 and row 7's 425.6: round 2 adds nothing. 8 measured.
        #expect(list.rowMeasurementCount == 8)
        list.contentOffset = Point(x: 0, y: 5000)
        try window.layoutIfNeeded()
        // Before: row k ≥ 8 has top 486.4 + (k − 8) × 50; 5000 is in row 98 (top 4986.4), 13.6
        // above the visible top. Prepared rect [4900, 5400): rows 96 (top 4886.4) … 106 (5386.4):
        // 11 rows measured. Rows 96 and 97 lie above row 98 and grow by 10.8 each, so row 98's top
        // becomes 4986.4 + 21.6 = 5008 and the offset 5008 + 13.6 = 5021.6. Round 2: [4921.6,
        // 5421.6) holds rows 96 (4886.4 … 4947.2) … 104 (top 4886.4 + 8 × 60.8 = 5372.8), all
        // measured; rows 105 and 106 were measured but now lie below, without views.
        #expect(near(list.contentOffset.y, 5021.6))
        #expect(list.rowMeasurementCount == 8 + 11)
        // Row 98 is still 13.6 above the top of the screen.
        expectWindowFrame(try #require(list.view(forRow: 98)), 0, -13.6, 200, 60.8)
        #expect(list.preparedRows == Array(96...104))
    }

    @Test("changing the estimate moves the unmeasured rows and keeps the first visible row on screen")
    func changeEstimate() throws {
        let (window, list, _) = try makeList(Array(repeating: wide(15), count: 100), estimate: 50)
        try window.layoutIfNeeded()
        // 6 measured (364.8) + 94 × 50 = 5064.8.
        #expect(near(list.contentSize.height, 5064.8))
        list.estimatedRowHeight = 100
        try window.layoutIfNeeded()
        #expect(near(list.contentSize.height, 364.8 + 9400))
        #expect(list.rowMeasurementCount == 6)
        list.estimatedRowHeight = 0
        list.estimatedRowHeight = .nan
        #expect(list.estimatedRowHeight == 100)
        #expect(window.diagnostics.count == 2)
    }
}

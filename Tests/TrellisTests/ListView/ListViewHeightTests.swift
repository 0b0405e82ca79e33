import Testing
@testable import Trellis

@Suite("ListView row heights")
struct ListViewHeightTests {
    @Test("rows of wrapping labels take the heights their lines need, stacked from the top")
    func heightsFromLines() throws {
        // 5, 15, 25 and 0 characters: 40.4, 60.8, 81.2 and 20 (ListViewTesting.swift).
        // Tops 0, 40.4, 101.2, 182.4; content height 202.4, less than the 300-pt window.
        let (window, list, _) = try makeList([wide(5), wide(15), wide(25), ""])
        try window.layoutIfNeededOrThrow()
        let expected: [(top: Double, height: Double)] = [(0, 40.4), (40.4, 60.8), (101.2, 81.2), (182.4, 20)]
        for (row, (top, height)) in expected.enumerated() {
            let view = try #require(list.view(forRow: row))
            expectFrame(view, 0, top, 200, height)
            #expect(approximatelyEqual(try list.rect(forRow: row), Rect(x: 0, y: top, width: 200, height: height)))
        }
        // The labels inside: 170 wide, 20.4 per line.
        let label = try #require(list.view(forRow: 2)?.subviews.first)
        expectFrame(label, 15, 10, 170, 61.2)
        #expect(near(list.contentSize.height, 202.4))
        #expect(list.contentSize.width == 200)
        #expect(list.visibleRows == [0, 1, 2, 3])
        #expect(list.measuredRowCount == 4)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("systemLayoutSizeFitting wraps a multi-line label at the width it is given (two solves)")
    func fittingWrapsLabels() throws {
        // Unwrapped, 25 characters are 425 × 20.4; at a required width of 200 the label is 170
        // wide: 3 lines, so the row is 10 + 61.2 + 10 = 81.2. A detached row, no window.
        let row = RowTexts([wide(25)]).makeRow(0)
        let size = row.systemLayoutSizeFitting(
            Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 200)
        #expect(near(size.height, 81.2))
        // Compressed, nothing narrows it: one line, 425 + 30 wide.
        #expect(approximatelyEqual(
            Rect(origin: .zero, size: row.systemLayoutSizeFitting(View.layoutFittingCompressedSize)),
            Rect(x: 0, y: 0, width: 455, height: 40.4)))
    }

    @Test("a row is measured at the list's width: a wider window re-measures the placed rows")
    func widthChange() throws {
        // At 300 wide the label is 270: 15 characters (255 pt) fit on a line, 16 do not.
        // 15 → 1 line → 40.4; 25 → 2 lines → 60.8.
        let (window, list, _) = try makeList([wide(15), wide(25)])
        try window.layoutIfNeededOrThrow()
        #expect(near(list.contentSize.height, 60.8 + 81.2))
        window.size = Size(width: 300, height: 300)
        try window.layoutIfNeededOrThrow()
        #expect(near(list.contentSize.height, 40.4 + 60.8))
        expectFrame(try #require(list.view(forRow: 1)), 0, 40.4, 300, 60.8)
        #expect(list.rowMeasurementCount == 4)
    }

    @Test("hidden rows take no height, have no view and are not visible; showing restores the measured height")
    func hiddenRows() throws {
        let (window, list, _) = try makeList([wide(5), wide(15), wide(25)])
        try window.layoutIfNeededOrThrow()
        try list.setRowHidden(true, at: 1)
        #expect(try list.isRowHidden(1))
        try window.layoutIfNeededOrThrow()
        // 40.4 + 0 + 81.2.
        #expect(near(list.contentSize.height, 121.6))
        #expect(list.visibleRows == [0, 2])
        #expect(list.view(forRow: 1) == nil)
        #expect(try list.rect(forRow: 1) == Rect(x: 0, y: 40.4, width: 200, height: 0))
        expectFrame(try #require(list.view(forRow: 2)), 0, 40.4, 200, 81.2)
        try list.setRowHidden(false, at: 1)
        try window.layoutIfNeededOrThrow()
        #expect(near(list.contentSize.height, 40.4 + 60.8 + 81.2))
        expectFrame(try #require(list.view(forRow: 2)), 0, 101.2, 200, 81.2)
        // Three measurements at the start; showing row 1 again did not measure it.
        #expect(list.rowMeasurementCount == 3)
    }
}

@Suite("ListView in the hierarchy")
struct ListViewHierarchyTests {
    @Test("a list moved to a wider window measures its rows again at the new width")
    func movedToAnotherWindow() throws {
        let (window, list, _) = try makeList([wide(15), wide(25)])
        try window.layoutIfNeededOrThrow()
        let wider = Window(size: Size(width: 300, height: 300))
        wider.addSubview(list)
        try LayoutConstraint.activateOrThrow([
            list.leadingAnchor.constraint(equalTo: wider.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: wider.trailingAnchor),
            list.topAnchor.constraint(equalTo: wider.topAnchor),
            list.bottomAnchor.constraint(equalTo: wider.bottomAnchor),
        ])
        try wider.layoutIfNeededOrThrow()
        // At 300 the label is 270 wide, 15 characters a line: 1 and 2 lines, 40.4 and 60.8.
        #expect(near(list.contentSize.height, 40.4 + 60.8))
        expectFrame(try #require(list.view(forRow: 1)), 0, 40.4, 300, 60.8)
        // Two rows measured at 200, then again at 300 only.
        #expect(list.rowMeasurementCount == 4)
        #expect(wider.diagnostics.isEmpty)
    }

    @Test("the content size is ambiguous in neither axis")
    func noAmbiguity() throws {
        let (window, list, _) = try makeList([wide(5), wide(15)])
        try window.layoutIfNeededOrThrow()
        #expect(try list.ambiguousScrollableContentAxes().isEmpty)
        #expect(try window.ambiguousItems().isEmpty)
    }
}

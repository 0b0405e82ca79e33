import Testing
@testable import Trellis

// `moveRow(at:to:)`, alone and in batches, on the one-section lists of ListViewTesting: a row of
// 5 wide characters is 40.4 tall, 15 → 60.8, 25 → 81.2, in a 200 × 300 window (every row fits on
// screen, so every row is measured at the first layout).

@Suite("ListView: moveRow(at:to:)")
struct ListViewMoveRowTests {
    @Test("a moved row keeps its measured height: the rows between close up, nothing is measured again")
    func moveKeepsTheHeight() throws {
        let (window, list, rows) = try makeList([wide(5), wide(15), wide(25)])
        window.layoutIfNeeded()
        let measured = list.rowMeasurementCount
        // A B C → B C A.
        rows.texts = [wide(15), wide(25), wide(5)]
        list.moveRow(at: path(0), to: path(2))
        window.layoutIfNeeded()
        // B 60.8 at 0, C 81.2 at 60.8, A 40.4 at 142.
        try expectRows(list, [(0, 60.8), (60.8, 81.2), (142, 40.4)])
        #expect(list.rowMeasurementCount == measured)
        #expect(list.cellForRow(at: path(2))?.name == "row2")
        #expect(window.diagnostics.isEmpty)
    }

    @Test("the height travels with the row, not with the index: a row whose data was not updated keeps its old height")
    func heightTravelsWithTheRow() throws {
        let (window, list, _) = try makeList([wide(5), wide(15), wide(25)])
        window.layoutIfNeeded()
        // C (81.2) moves to the top; the texts stay as they were, so only the carried heights
        // can give C's 81.2 at row 0 and A's 40.4 at row 1.
        list.moveRow(at: path(2), to: path(0))
        window.layoutIfNeeded()
        try expectRows(list, [(0, 81.2), (81.2, 40.4), (121.6, 60.8)])
    }

    @Test("a hidden row stays hidden where it moves")
    func hiddenRowMoves() throws {
        let (window, list, rows) = try makeList([wide(5), wide(15), wide(25)])
        window.layoutIfNeeded()
        try list.setRowHidden(true, at: 0)
        rows.texts = [wide(15), wide(5), wide(25)]
        list.moveRow(at: path(0), to: path(1))
        #expect(try list.isRowHidden(1))
        #expect(try !list.isRowHidden(0))
        window.layoutIfNeeded()
        // B 60.8 at 0, A hidden (0 tall) at 60.8, C 81.2 at 60.8.
        try expectRows(list, [(0, 60.8), (60.8, 0), (60.8, 81.2)])
    }

    @Test("in a batch a move's source counts before it and its destination after it, beside deletions and insertions")
    func moveInABatch() throws {
        let (window, list, rows) = try makeList([wide(5), wide(15), wide(25), wide(5)])
        window.layoutIfNeeded()
        let measured = list.rowMeasurementCount
        // A B C D: delete A (row 0 before), move B (row 1 before) to row 2 (after), insert X
        // (25 characters) at row 0 (after). Leaving: A and B → C D; arriving in order of their
        // new rows: X at 0 → X C D, B at 2 → X C B D.
        rows.texts = [wide(25), wide(25), wide(15), wide(5)]
        var completed: Bool?
        list.performBatchUpdates({
            list.moveRow(at: path(1), to: path(2))
            list.insertRows(at: [path(0)], with: .automatic)
            list.deleteRows(at: [path(0)], with: .automatic)
        }, completion: { completed = $0 })
        #expect(completed == true)
        window.layoutIfNeeded()
        // X 81.2 at 0, C 81.2 at 81.2, B 60.8 at 162.4, D 40.4 at 223.2; only X was measured.
        try expectRows(list, [(0, 81.2), (81.2, 81.2), (162.4, 60.8), (223.2, 40.4)])
        #expect(list.rowMeasurementCount == measured + 1)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("moving a row the batch also deletes, reloads or moves is recorded, and the batch changes nothing")
    func conflictingMoves() throws {
        let (window, list, _) = try makeList([wide(5), wide(15), wide(25)])
        window.layoutIfNeeded()
        var results: [Bool] = []
        list.performBatchUpdates({
            list.deleteRows(at: [path(1)], with: .fade)
            list.moveRow(at: path(1), to: path(0))
        }, completion: { results.append($0) })
        list.performBatchUpdates({
            list.reloadRows(at: [path(0)], with: .fade)
            list.moveRow(at: path(0), to: path(2))
        }, completion: { results.append($0) })
        list.performBatchUpdates({
            list.moveRow(at: path(0), to: path(2))
            list.moveRow(at: path(1), to: path(2))
        }, completion: { results.append($0) })
        list.performBatchUpdates({
            list.moveRow(at: path(0), to: path(1))
            list.insertRows(at: [path(1)], with: .fade)
        }, completion: { results.append($0) })
        #expect(results == [false, false, false, false])
        #expect(window.diagnostics == [
            .conflictingRowUpdates(list: "list", section: 0, row: 1, reason: "moved and deleted"),
            .conflictingRowUpdates(list: "list", section: 0, row: 0, reason: "moved and reloaded"),
            .conflictingRowUpdates(list: "list", section: 0, row: 2, reason: "the destination of two moves"),
            .conflictingRowUpdates(list: "list", section: 0, row: 1, reason: "the destination of a move and inserted"),
        ])
        window.layoutIfNeeded()
        try expectRows(list, [(0, 40.4), (40.4, 60.8), (101.2, 81.2)])
    }

    /// Sections [A, B] and [C] with `SectionTitle` headers (36.4) and 10-pt footers
    /// (ListViewSectionTests): B moves to the end of section 1.
    @Test("a row moves across sections: both sections' counts change and it keeps its height")
    func moveAcrossSections() throws {
        let (window, list, texts) = try makeSectionList([[wide(5), wide(15)], [wide(25)]])
        window.layoutIfNeeded()
        let measured = list.rowMeasurementCount
        texts.texts = [[wide(5)], [wide(25), wide(15)]]
        list.moveRow(at: ListView.IndexPath(row: 1, section: 0), to: ListView.IndexPath(row: 1, section: 1))
        #expect(list.numberOfRows(inSection: 0) == 1 && list.numberOfRows(inSection: 1) == 2)
        window.layoutIfNeeded()
        // header0 0–36.4, A 36.4 (40.4), footer0 76.8–86.8, header1 86.8–123.2, C 123.2 (81.2),
        // B 204.4 (60.8), footer1 265.2–275.2.
        let rects = try [(0, 0), (1, 0), (1, 1)].map { try list.rect(forRowAt: ListView.IndexPath(row: $0.1, section: $0.0)) }
        let expected: [(Double, Double)] = [(36.4, 40.4), (123.2, 81.2), (204.4, 60.8)]
        for (rect, want) in zip(rects, expected) {
            #expect(near(rect.minY, want.0) && near(rect.height, want.1), "\(rect) != \(want)")
        }
        #expect(near(list.contentSize.height, 275.2))
        #expect(list.rowMeasurementCount == measured)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("an index path outside the list is recorded by moveRow(at:to:) and thrown by moveRowOrThrow(at:to:)")
    func outOfRange() throws {
        let (window, list, _) = try makeList([wide(5), wide(15)])
        window.layoutIfNeeded()
        list.moveRow(at: path(2), to: path(0))
        // The destination counts after the move: two rows, so row 2 is past the end.
        #expect(throws: LayoutError.indexPathOutOfRange(list: "list", section: 0, row: 2, rowCount: 1)) {
            try list.moveRowOrThrow(at: path(0), to: path(2))
        }
        #expect(window.diagnostics == [.indexPathOutOfRange(list: "list", section: 0, row: 2, rowCount: 2)])
        window.layoutIfNeeded()
        try expectRows(list, [(0, 40.4), (40.4, 60.8)])
    }
}

import Testing
@testable import Trellis

// UITableView's spellings of row changes (`insertRows(at:with:)`, …) and its batch updates, on
// the one-section lists of ListViewTesting: a row of 5 wide characters is 40.4 tall, 15 → 60.8,
// 25 → 81.2, in a 200 × 300 window (every row fits on screen, so every row is measured).

@Suite("ListView: UITableView's row-change spellings and batch updates")
struct ListViewBatchUpdateTests {
    @Test("a batch deletes by the index paths before it and inserts by those after it, whatever the call order")
    func batchOrder() throws {
        let (window, list, rows) = try makeList([wide(5), wide(15), wide(25)])
        window.layoutIfNeeded()
        // A B C → B X C: X (5 characters) goes to row 1 after the batch; A leaves from row 0.
        rows.texts = [wide(15), wide(5), wide(25)]
        let viewOfB = try #require(list.cellForRow(at: path(1)))
        var completed: Bool?
        list.performBatchUpdates({
            list.insertRows(at: [path(1)], with: .automatic)
            list.deleteRows(at: [path(0)], with: .automatic)
        }, completion: { completed = $0 })
        #expect(completed == true)
        // B's view is row 0's now; the new row 1 has none until the next layout. (Inserting
        // first, as called, would have made row 0 the new row and left B at row 1.)
        #expect(list.cellForRow(at: path(0)) === viewOfB)
        #expect(list.cellForRow(at: path(1)) == nil)
        window.layoutIfNeeded()
        // B 60.8 at 0, X 40.4 at 60.8, C 81.2 at 101.2.
        try expectRows(list, [(0, 60.8), (60.8, 40.4), (101.2, 81.2)])
        #expect(near(list.contentSize.height, 182.4))
        #expect(window.diagnostics.isEmpty)
    }

    @Test("a reload in a batch names its row before the batch")
    func batchReloadUsesIndexesBeforeTheBatch() throws {
        let (window, list, rows) = try makeList([wide(5), wide(15), wide(25)])
        window.layoutIfNeeded()
        // Delete A (row 0) and reload C (row 2 before the batch, 1 after), now 5 characters.
        rows.texts = [wide(15), wide(5)]
        list.performBatchUpdates {
            list.deleteRows(at: [path(0)], with: .fade)
            list.reloadRows(at: [path(2)], with: .fade)
        }
        window.layoutIfNeeded()
        try expectRows(list, [(0, 60.8), (60.8, 40.4)])
    }

    @Test("an invalid batch changes nothing, reports false and records the index path")
    func invalidBatchChangesNothing() throws {
        let (window, list, _) = try makeList([wide(5), wide(15), wide(25)])
        window.layoutIfNeeded()
        var completed: Bool?
        list.performBatchUpdates({
            list.deleteRows(at: [path(0)], with: .automatic)
            // After deleting one of three rows, row 3 is past the end even with this insertion.
            list.insertRows(at: [path(3)], with: .automatic)
        }, completion: { completed = $0 })
        #expect(completed == false)
        #expect(list.rowCount == 3)
        #expect(window.diagnostics == [.indexPathOutOfRange(list: "list", section: 0, row: 3, rowCount: 2)])
        window.layoutIfNeeded()
        try expectRows(list, [(0, 40.4), (40.4, 60.8), (101.2, 81.2)])
    }

    @Test("beginUpdates and endUpdates nest; the outermost end applies")
    func beginEndNest() throws {
        let (window, list, rows) = try makeList([wide(5), wide(15), wide(25)])
        window.layoutIfNeeded()
        rows.texts = [wide(5), wide(25)]
        list.beginUpdates()
        list.beginUpdates()
        list.deleteRows(at: [path(1)], with: .none)
        list.endUpdates()
        #expect(list.rowCount == 3)
        list.endUpdates()
        #expect(list.rowCount == 2)
        list.endUpdates()  // no open batch: nothing happens
        window.layoutIfNeeded()
        try expectRows(list, [(0, 40.4), (40.4, 81.2)])
    }

    @Test("outside a batch the with: spellings apply at once; a bad index path is recorded, nothing changes")
    func spellingsOutsideABatch() throws {
        let (window, list, rows) = try makeList([wide(5), wide(15)])
        window.layoutIfNeeded()
        rows.texts = [wide(5), wide(15), wide(25)]
        list.insertRows(at: [path(2)], with: .bottom)
        #expect(list.rowCount == 3)
        list.deleteRows(at: [path(7)], with: .top)
        #expect(list.rowCount == 3)
        #expect(window.diagnostics == [.indexPathOutOfRange(list: "list", section: 0, row: 7, rowCount: 3)])
        window.layoutIfNeeded()
        try expectRows(list, [(0, 40.4), (40.4, 60.8), (101.2, 81.2)])
        #expect(list.cellForRow(at: path(2))?.name == "row2")
    }

    @Test("rectForRow(at:) and scrollToRow(at:at:animated:) do not throw")
    func rectAndScroll() throws {
        let (window, list, _) = try makeList([wide(25), wide(25), wide(25), wide(25), wide(25)], height: 100)
        window.layoutIfNeeded()
        // Row 2 of five 81.2-pt rows: y 162.4.
        list.scrollToRow(at: path(2), at: .top, animated: true)
        window.layoutIfNeeded()
        #expect(near(list.contentOffset.y, 162.4))
        #expect(near(list.rectForRow(at: path(2)).minY, 162.4))
        #expect(list.rectForRow(at: path(9)) == .zero)
        list.scrollToRow(at: path(9), at: .top, animated: false)
        #expect(near(list.contentOffset.y, 162.4))
        #expect(window.diagnostics == [
            .indexPathOutOfRange(list: "list", section: 0, row: 9, rowCount: 5),
            .indexPathOutOfRange(list: "list", section: 0, row: 9, rowCount: 5),
        ])
    }
}

// UITableView's own spellings of the row changes, which do not throw, and its batch updates.
//
// UIKit raises an exception for an index path outside the table; these calls record the error in
// the window's diagnostics, log it, and change nothing, as the other non-throwing calls of
// Trellis do (`numberOfRows(inSection:)`, `activate`). The throwing forms without `with:` stay for
// code that wants the error at the call.
//
// A batch (`performBatchUpdates(_:completion:)`, or `beginUpdates()` … `endUpdates()`) collects
// the insertions, deletions, reloads and moves made through these spellings and applies them
// together as UITableView does, whatever order they were made in: reloads, deletions and the
// sources of moves name rows by their index paths before the batch, insertions and the
// destinations of moves by theirs after it. Reloads go first (they move no row), then the rows
// deleted or moved away leave, then the rows inserted or moved in arrive, in order of their new
// index paths. A moved row keeps its measured height and whether it is hidden. The whole batch is
// checked first; an invalid one changes nothing.

extension ListView {
    /// How UITableView animates a row change. A list without a screen changes at once whatever
    /// is asked; the parameter is there so that calls such as `insertRows(at:with:)` port
    /// unchanged.
    public enum RowAnimation: Sendable, Equatable {
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// Inserts rows so that they end up at `indexPaths`, as UITableView's `insertRows(at:with:)`:
    /// see ``insertRows(at:)-([ListView.IndexPath])``. Inside a batch, the index paths count after
    /// the batch's deletions and insertions.
    ///
    /// An index path outside its section (after the insertion) is recorded as
    /// ``LayoutError/indexPathOutOfRange(list:section:row:rowCount:)`` in ``Window/diagnostics``
    /// and logged, and nothing changes (UIKit raises an exception).
    ///
    /// ```swift
    /// messages.append(newMessage)
    /// let last = ListView.IndexPath(row: messages.count - 1, section: 0)
    /// list.insertRows(at: [last], with: .automatic)
    /// ```
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        guard rowBatch == nil else {
            rowBatch?.insertions += indexPaths
            return
        }
        recording { () throws(LayoutError) in try insertRows(at: indexPaths) }
    }

    /// Deletes the rows at `indexPaths`, as UITableView's `deleteRows(at:with:)`: see
    /// ``deleteRows(at:)-([ListView.IndexPath])``. Inside a batch, the index paths count before
    /// it. An index path outside the list is recorded and logged, and nothing changes.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        guard rowBatch == nil else {
            rowBatch?.deletions += indexPaths
            return
        }
        recording { () throws(LayoutError) in try deleteRows(at: indexPaths) }
    }

    /// Makes and measures the rows at `indexPaths` again, as UITableView's
    /// `reloadRows(at:with:)`: see ``reloadRows(at:)-([ListView.IndexPath])``. Inside a batch,
    /// the index paths count before it. An index path outside the list is recorded and logged,
    /// and nothing changes.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        guard rowBatch == nil else {
            rowBatch?.reloads += indexPaths
            return
        }
        recording { () throws(LayoutError) in try reloadRows(at: indexPaths) }
    }

    /// Moves the row at `indexPath` so that it ends up at `newIndexPath`, as UITableView's
    /// `moveRow(at:to:)`: the rows between close up and open, and the moved row keeps its
    /// measured height (it is not measured again) and whether it is hidden. Update your data
    /// first, as for UIKit: the provider makes the row's view at its new index path when it is
    /// next placed (UIKit moves the cell itself; here the old view leaves the list). Inside a
    /// batch, `indexPath` counts before the batch and `newIndexPath` after it.
    ///
    /// An index path outside the list is recorded as
    /// ``LayoutError/indexPathOutOfRange(list:section:row:rowCount:)`` in ``Window/diagnostics``
    /// and logged, and nothing changes (UIKit raises an exception); so is moving a row that the
    /// same batch deletes, reloads or moves already
    /// (``LayoutError/conflictingRowUpdates(list:section:row:reason:)``).
    ///
    /// ```swift
    /// let task = tasks.remove(at: 0)
    /// tasks.insert(task, at: 3)
    /// list.moveRow(at: ListView.IndexPath(row: 0, section: 0), to: ListView.IndexPath(row: 3, section: 0))
    /// ```
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        guard rowBatch == nil else {
            rowBatch?.moves.append(RowMove(from: indexPath, to: newIndexPath))
            return
        }
        recording { () throws(LayoutError) in try moveRowOrThrow(at: indexPath, to: newIndexPath) }
    }

    /// ``moveRow(at:to:)`` for code that wants the error at the call; outside a batch only
    /// (inside one it is applied at once, as a batch of its own).
    ///
    /// - Throws: ``LayoutError/indexPathOutOfRange(list:section:row:rowCount:)`` when either
    ///   index path is outside the list (`newIndexPath` counted after the move); nothing
    ///   changes then.
    /// - Complexity: O(n) for n rows; nothing is measured.
    public func moveRowOrThrow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(LayoutError) {
        var batch = RowBatch()
        batch.moves = [RowMove(from: indexPath, to: newIndexPath)]
        try apply(batch)
    }

    /// Scrolls so that the row at `indexPath` is at `position`, as UITableView's
    /// `scrollToRow(at:at:animated:)`: see ``scrollToRow(at:at:)``; `animated` changes nothing.
    /// An index path outside the list is recorded and logged, and the offset is kept.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        recording { () throws(LayoutError) in try scrollToRow(at: indexPath, at: position) }
    }

    /// The rectangle of the row at `indexPath` in the content, as UITableView's
    /// `rectForRow(at:)`: see ``rect(forRowAt:)``. For an index path outside the list it is
    /// ``Rect/zero``, with the error recorded and logged.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        recording { () throws(LayoutError) in try rect(forRowAt: indexPath) } ?? .zero
    }

    /// The view of the row at `indexPath` if it is placed, as UITableView's `cellForRow(at:)`
    /// (any view: cast it to your cell class as UIKit code does); `nil` otherwise.
    public func cellForRow(at indexPath: IndexPath) -> View? {
        view(forRowAt: indexPath)
    }

    /// Runs `updates` and applies the insertions, deletions and reloads it made (through the
    /// `with:` spellings) together, as UITableView's `performBatchUpdates(_:completion:)`:
    /// deletions and reloads by their index paths before the batch, insertions by theirs after
    /// it, in any order. `completion` is called at once with `true`, or `false` when the batch
    /// was invalid: then nothing changed and the error is in ``Window/diagnostics``.
    ///
    /// ```swift
    /// let first = ListView.IndexPath(row: 0, section: 0), third = ListView.IndexPath(row: 2, section: 0)
    /// list.performBatchUpdates({
    ///     list.deleteRows(at: [first], with: .fade)   // counted before the batch
    ///     list.insertRows(at: [third], with: .fade)   // counted after it
    /// })
    /// ```
    ///
    /// Batches nest: an inner one joins the outer, which applies everything when it ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        let applied = endBatch()
        completion?(applied ?? true)
    }

    /// Opens a batch, as UITableView's `beginUpdates()`: the row changes up to the matching
    /// ``endUpdates()`` are applied together (see ``performBatchUpdates(_:completion:)``).
    public func beginUpdates() {
        rowBatch = rowBatch ?? RowBatch()
        rowBatch?.depth += 1
    }

    /// Closes the batch ``beginUpdates()`` opened and applies it when it is the outermost one.
    /// Without an open batch it does nothing.
    public func endUpdates() {
        endBatch()
    }

    /// Closes one level of the open batch; applies it when that was the outermost level.
    /// Returns whether it applied (`nil` while an outer level is still open, or without a batch).
    @discardableResult
    private func endBatch() -> Bool? {
        guard var batch = rowBatch else { return nil }
        batch.depth -= 1
        guard batch.depth == 0 else {
            rowBatch = batch
            return nil
        }
        rowBatch = nil
        return recording { () throws(LayoutError) in try apply(batch) } != nil
    }

    /// Checks the whole batch, then applies its reloads, then its removals (deletions and the
    /// sources of moves), then its arrivals (insertions and the destinations of moves).
    private func apply(_ batch: RowBatch) throws(LayoutError) {
        let deletions = Array(Set(batch.deletions)).sorted()
        let insertions = Array(Set(batch.insertions)).sorted()
        for indexPath in batch.reloads + deletions + batch.moves.map(\.from) { try checkIndexPath(indexPath) }
        try checkMoves(batch.moves, deletions: deletions, reloads: batch.reloads, insertions: insertions)
        let removals = (deletions + batch.moves.map(\.from)).sorted()
        let arrivals = (insertions + batch.moves.map(\.to)).sorted()
        var countsAfterRemovals = sections.rowCounts
        for indexPath in removals { countsAfterRemovals[indexPath.section] -= 1 }
        try checkInsertion(arrivals, into: countsAfterRemovals)
        try reloadRows(at: batch.reloads)
        // What each moved row takes along, by where it arrives.
        var carried: [IndexPath: RowHeights.Carried] = [:]
        for move in batch.moves {
            carried[move.to] = heights.carried(sections.item(row: move.from.row, section: move.from.section))
        }
        deleteItems(removals.map { (sections.item(row: $0.row, section: $0.section), $0.section) })
        let items = arrivals.map { insertItem(row: $0.row, section: $0.section) }
        heights.insert(items, carrying: arrivals.map { carried[$0] })
    }

    /// Throws unless each move's source is moved once and neither deleted nor reloaded, and
    /// each destination is taken by one move and no insertion (UIKit raises an exception for
    /// each of these).
    private func checkMoves(
        _ moves: [RowMove], deletions: [IndexPath], reloads: [IndexPath], insertions: [IndexPath]
    ) throws(LayoutError) {
        var sources = Set(deletions), destinations = Set(insertions)
        let reloaded = Set(reloads)
        for move in moves {
            let (from, to) = (move.from, move.to)
            if reloaded.contains(from) {
                throw .conflictingRowUpdates(list: name, section: from.section, row: from.row, reason: "moved and reloaded")
            }
            guard sources.insert(from).inserted else {
                let reason = deletions.contains(from) ? "moved and deleted" : "moved twice"
                throw .conflictingRowUpdates(list: name, section: from.section, row: from.row, reason: reason)
            }
            guard destinations.insert(to).inserted else {
                let reason = insertions.contains(to) ? "the destination of a move and inserted" : "the destination of two moves"
                throw .conflictingRowUpdates(list: name, section: to.section, row: to.row, reason: reason)
            }
        }
    }

    /// Runs a throwing call for a non-throwing spelling: an error is logged and recorded in the
    /// diagnostics (where UIKit raises an exception), and the result is `nil`.
    @discardableResult
    func recording<Result>(_ body: () throws(LayoutError) -> Result) -> Result? {
        do {
            return try body()
        } catch {
            LayoutLog.emit("[Trellis] \(error)")
            recordDiagnostic(error)
            return nil
        }
    }
}

/// The row changes an open batch has collected, by index path as they were given.
struct RowBatch {
    /// How many `beginUpdates()` are open.
    var depth = 0
    var insertions: [ListView.IndexPath] = []
    var deletions: [ListView.IndexPath] = []
    var reloads: [ListView.IndexPath] = []
    var moves: [RowMove] = []
}

/// One `moveRow(at:to:)` of a batch: its source counted before the batch, its destination after.
struct RowMove {
    let from: ListView.IndexPath
    let to: ListView.IndexPath
}

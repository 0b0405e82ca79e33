// UITableView's own spellings of the row changes, which do not throw, and its batch updates.
//
// UIKit raises an exception for an index path outside the table; these calls record the error in
// the window's diagnostics, log it, and change nothing, as the other non-throwing calls of
// Trellis do (`numberOfRows(inSection:)`, `activate`). The throwing forms without `with:` stay for
// code that wants the error at the call.
//
// A batch (`performBatchUpdates(_:completion:)`, or `beginUpdates()` … `endUpdates()`) collects
// the insertions, deletions and reloads made through these spellings and applies them together
// as UITableView does, whatever order they were made in: reloads and deletions name rows by
// their index paths before the batch, insertions by theirs after it. Reloads go first (they move
// no row), then deletions, then insertions. The whole batch is checked first; an invalid one
// changes nothing.

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

    /// Checks the whole batch, then applies its reloads, deletions and insertions in that order.
    private func apply(_ batch: RowBatch) throws(LayoutError) {
        let deletions = Array(Set(batch.deletions)).sorted()
        let insertions = Array(Set(batch.insertions)).sorted()
        for indexPath in batch.reloads + deletions { try checkIndexPath(indexPath) }
        var countsAfterDeletions = sections.rowCounts
        for indexPath in deletions { countsAfterDeletions[indexPath.section] -= 1 }
        try checkInsertion(insertions, into: countsAfterDeletions)
        try reloadRows(at: batch.reloads)
        try deleteRows(at: deletions)
        try insertRows(at: insertions)
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
}

import Testing

@testable import Trellis

/// The engine keeps each view's intrinsic-size record in a ``SlottedTable``, whose place is a
/// field of the view. A view moved to another window is in two engines' tables until the old
/// window lays out again: the second keeps its record in its hash table, and both must answer.
@Suite("Intrinsic-size records across windows")
struct IntrinsicTableTests {
    /// Puts `view` in `window` at (`x`, `y`), with nothing else sizing it.
    private func place(_ view: View, in window: Window, x: Double, y: Double) throws {
        view.removeFromSuperview()
        window.addSubview(view)
        try LayoutConstraint.activateOrThrow([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: x),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: y),
        ])
    }

    @Test("a view moved before its old window lays out again is sized by its intrinsic size in both")
    func movedBetweenWindows() throws {
        let first = Window(size: Size(width: 300, height: 300))
        let second = Window(size: Size(width: 300, height: 300))
        let view = View(name: "badge")
        view.intrinsicContentSize = Size(width: 40, height: 20)
        let stay = View(name: "stay")
        stay.intrinsicContentSize = Size(width: 7, height: 9)
        try place(stay, in: first, x: 0, y: 0)
        try place(view, in: first, x: 10, y: 20)
        try first.layoutIfNeededOrThrow()
        #expect(view.frame == Rect(x: 10, y: 20, width: 40, height: 20))
        #expect(first.engine.intrinsics[view]?.view === view && view.tableSlot.table != 0)

        // Moved: the first engine still holds its record (and the view's slot), so the second
        // keeps the view's place in its hash table.
        try place(view, in: second, x: 50, y: 60)
        try second.layoutIfNeededOrThrow()
        #expect(view.frame == Rect(x: 50, y: 60, width: 40, height: 20))
        #expect(first.engine.intrinsics[view] != nil && second.engine.intrinsics[view] != nil)

        // The first window lays out: it drops the record and gives the slot back; `stay`, the
        // record that took the dropped one's place, is still found.
        try first.layoutIfNeededOrThrow()
        #expect(first.engine.intrinsics[view] == nil && first.engine.intrinsics.count == 1)
        #expect(first.engine.intrinsics[stay]?.record.horizontal?.value == 7)
        #expect(view.tableSlot.table == 0)

        // A new size reaches the second engine's record through its hash table.
        view.intrinsicContentSize = Size(width: 64, height: 32)
        try second.layoutIfNeededOrThrow()
        #expect(view.frame == Rect(x: 50, y: 60, width: 64, height: 32))
        #expect(second.engine.intrinsics[view]?.record.horizontal?.value == 64)
        #expect(stay.frame == Rect(x: 0, y: 0, width: 7, height: 9))
    }

    @Test("an engine that goes gives its views' slots back")
    func releasesSlots() throws {
        let view = View(name: "badge")
        view.intrinsicContentSize = Size(width: 12, height: 8)
        var window: Window? = Window(size: Size(width: 100, height: 100))
        if let window {
            try place(view, in: window, x: 0, y: 0)
            try window.layoutIfNeededOrThrow()
        }
        #expect(view.tableSlot.table != 0)
        view.removeFromSuperview()
        window = nil
        #expect(view.tableSlot.table == 0)
    }
}

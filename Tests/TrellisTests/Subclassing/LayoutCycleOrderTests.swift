import Testing
@testable import Trellis

@Suite("Layout cycle order: tree order, as UIKit")
struct LayoutCycleOrderTests {
    /// window ─ a ─ a1 ─ a1x
    ///        │   └ a2
    ///        └ b ─ b1
    /// `b` joins the window before `a`, which is inserted in front of it, and `b1` before `a2`,
    /// so the order views joined differs from tree order.
    func tree(_ log: CallLog) -> Window {
        let window = Window(size: Size(width: 100, height: 100))
        let views = ["a", "a1", "a1x", "a2", "b", "b1"].map { Recorder($0, log: log) }
        let (a, a1, a1x, a2, b, b1) = (views[0], views[1], views[2], views[3], views[4], views[5])
        window.addSubview(b)
        b.addSubview(b1)
        window.insertSubview(a, at: 0)
        a.addSubview(a1)
        a1.addSubview(a1x)
        a.addSubview(a2)
        return window
    }

    @Test("layoutSubviews runs top-down in tree order: a superview before its subviews, siblings in subview order")
    func layoutSubviewsPreorder() throws {
        let log = CallLog()
        let window = tree(log)
        try window.layoutIfNeededOrThrow()
        let laidOut = log.calls.filter { $0.hasPrefix("layoutSubviews") }.map { $0.split(separator: " ")[1] }
        #expect(laidOut == ["a", "a1", "a1x", "a2", "b", "b1"])
    }

    @Test("updateConstraints runs bottom-up in tree order: subviews (in subview order) before their superview")
    func updateConstraintsPostorder() throws {
        let log = CallLog()
        let window = tree(log)
        try window.layoutIfNeededOrThrow()
        let updated = log.calls.filter { $0.hasPrefix("updateConstraints") }.map { $0.split(separator: " ")[1] }
        #expect(updated == ["a1x", "a1", "a2", "a", "b1", "b"])
    }
}

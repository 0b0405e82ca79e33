// UIKit's hierarchy notifications (`willMove(toSuperview:)`, `didMoveToWindow()`, …) around one
// change of a view's superview, in UIKit's order:
//
//     old superview's willRemoveSubview(_:)          (when it had one)
//     willMove(toSuperview:)
//     willMove(toWindow:)    on each view of the subtree, superviews first (when the window changes)
//     — the change —
//     didMoveToWindow()      on each view of the subtree, superviews first (when the window changes)
//     didMoveToSuperview()
//     new superview's didAddSubview(_:)              (when it has one)
//
// Logs of UIKit's removal show `willMoveToSuperview:`, `willMoveToWindow:`, `didMoveToWindow`,
// `didMoveToSuperview` in that order; adding mirrors it. Where `willRemoveSubview(_:)` falls is
// not documented: first, before anything moves, is Trellis's choice. Only views of subclasses
// are called (Trellis's own views do nothing in these methods), so building a tree of plain
// views pays one test per view.

/// One change of `view`'s superview, and the notifications around it.
struct HierarchyMove {
    let view: View
    let oldSuperview: View?
    let newSuperview: View?
    /// Whether the subtree leaves or joins a window (compared by identity, nothing retained).
    let changesWindow: Bool

    init(of view: View, to newSuperview: View?) {
        self.view = view
        oldSuperview = view.superview
        self.newSuperview = newSuperview
        changesWindow = view.windowIdentity != newSuperview?.windowIdentity
    }

    /// The notifications before the change.
    func willMove() {
        if let oldSuperview, oldSuperview.observesLayoutCycle { oldSuperview.willRemoveSubview(view) }
        if view.observesLayoutCycle { view.willMove(toSuperview: newSuperview) }
        if changesWindow { Self.sendWillMove(toWindow: newSuperview?.window, below: view) }
    }

    /// The notifications after the change.
    func didMove() {
        if changesWindow { Self.sendDidMoveToWindow(below: view) }
        if view.observesLayoutCycle { view.didMoveToSuperview() }
        if let newSuperview, newSuperview.observesLayoutCycle { newSuperview.didAddSubview(view) }
    }

    /// `willMove(toWindow:)` to `view` and every view below it, superviews first, in subview
    /// order. Two plain recursions rather than one taking a closure (callgrind, remove-readd:
    /// the notifications add 1,117 instructions to each view added to a window, 1,388 with
    /// the closure).
    private static func sendWillMove(toWindow newWindow: Window?, below view: View) {
        if view.observesLayoutCycle { view.willMove(toWindow: newWindow) }
        for subview in view.subviews { sendWillMove(toWindow: newWindow, below: subview) }
    }

    /// `didMoveToWindow()` to `view` and every view below it, superviews first.
    private static func sendDidMoveToWindow(below view: View) {
        if view.observesLayoutCycle { view.didMoveToWindow() }
        for subview in view.subviews { sendDidMoveToWindow(below: subview) }
    }
}

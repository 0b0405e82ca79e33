import Testing
@testable import Trellis

/// The engine keeps every item's frame and rereads from the solver only those a change reached
/// (see `FrameCache.swift`). Debug builds also compare every kept frame handed out with the
/// solver's, so every other test checks that what is kept is current; these count the rereads.
@Suite("Frames are kept between layouts")
struct FrameCacheTests {
    /// Every view in `window`'s hierarchy, the window excluded.
    func everyView(in window: Window) -> [View] {
        var views: [View] = [], stack = window.subviews
        while let view = stack.popLast() {
            views.append(view)
            stack.append(contentsOf: view.subviews)
        }
        return views
    }

    /// Frames read from the solver while reading every frame of `views`.
    func solverReads(reading views: [View], in window: Window) -> Int {
        let before = window.engine.frameCache.solverReads
        for view in views { _ = view.frame }
        return window.engine.frameCache.solverReads - before
    }

    @Test("reading every frame twice reads each from the solver once")
    func readTwice() throws {
        let (window, _) = try WorkGrowthTests().stackTree(10, alignment: .fill)
        try window.layoutIfNeededOrThrow()
        let views = everyView(in: window)
        // The page, 10 rows, 50 boxes.
        #expect(views.count == 61)
        #expect(solverReads(reading: views, in: window) == 61)
        #expect(solverReads(reading: views, in: window) == 0)
        // A layout with nothing to do keeps them all.
        try window.layoutIfNeededOrThrow()
        #expect(solverReads(reading: views, in: window) == 0)
    }

    @Test("hiding one row of 40 rereads the frames that moved, not all 241")
    func hideRereads() throws {
        let (window, rows) = try WorkGrowthTests().stackTree(40, alignment: .fill)
        try window.layoutIfNeededOrThrow()
        let views = everyView(in: window)
        _ = solverReads(reading: views, in: window)
        rows[20].isHidden = true
        try window.layoutIfNeededOrThrow()
        let reads = solverReads(reading: views, in: window)
        // What moved: the 19 rows below move up 28 (each row's boxes keep their frames in their
        // row), the hidden row and its 5 boxes become 0 tall, and the page is 28 shorter: 26
        // frames, and the solver lists exactly those items. Without kept frames all 241 were
        // read from the solver.
        #expect(rows[21].frame.minY == 20 * 28 && rows[20].frame.height == 0)
        #expect(reads == 26, "\(reads) frames reread")
    }

    @Test("an item observes its own variables, and stops when it goes while they stay")
    func observerLifetime() {
        // The variables' observer is unretained: a solver may hold the variables after their
        // item is gone, and must then find no observer rather than a dangling one.
        var view: View? = View(name: "short-lived")
        let variables = view?.variables
        let all = [variables?.minX, variables?.minY, variables?.width, variables?.height].compactMap { $0 }
        #expect(all.count == 4)
        let address = view.map { Unmanaged.passUnretained($0).toOpaque() }
        #expect(all.allSatisfy { $0.observer == address })
        view = nil
        #expect(all.allSatisfy { $0.observer == nil })
    }

    /// Puts `view` in `window` at (`x`, `y`) and lays the window out.
    func place(_ view: View, in window: Window, x: Double, y: Double) throws {
        view.removeFromSuperview()
        window.addSubview(view)
        try LayoutConstraint.activateOrThrow([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: x),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: y),
        ])
        try window.layoutIfNeededOrThrow()
    }

    @Test("a view moved to another window reads its frame there")
    func movesBetweenWindows() throws {
        let first = Window(size: Size(width: 300, height: 300))
        let second = Window(size: Size(width: 300, height: 300))
        let view = View(name: "moving")
        // The size constraints are the view's own and stay; those to a window go with it.
        try LayoutConstraint.activateOrThrow([
            view.widthAnchor.constraint(equalToConstant: 30),
            view.heightAnchor.constraint(equalToConstant: 40),
        ])
        try place(view, in: first, x: 10, y: 20)
        #expect(view.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        try place(view, in: second, x: 50, y: 60)
        #expect(view.frame == Rect(x: 50, y: 60, width: 30, height: 40))
        // And back: the first window's engine must not hand out what it kept before.
        try place(view, in: first, x: 1, y: 2)
        #expect(view.frame == Rect(x: 1, y: 2, width: 30, height: 40))
    }
}

import Testing
@testable import Trellis

@Suite("View hierarchy")
struct HierarchyTests {
    @Test("addSubview appends, insertSubview clamps its index, re-adding a subview moves it to the front")
    func ordering() {
        let window = Window(size: Size(width: 10, height: 10))
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        window.addSubview(a)
        window.insertSubview(b, at: 0)
        window.insertSubview(c, at: 99)  // clamped to the end, as UIKit does
        #expect(window.subviews.map(\.name) == ["b", "a", "c"])
        window.addSubview(b)
        #expect(window.subviews.map(\.name) == ["a", "c", "b"])
        #expect(b.superview === window && b.window === window)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("a subview cycle or a window as subview keeps the hierarchy and records a diagnostic")
    func cycles() {
        let window = Window(size: Size(width: 10, height: 10))
        let outer = View(name: "outer"), inner = View(name: "inner")
        window.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(outer)
        outer.addSubview(outer)
        inner.addSubview(Window(size: .zero, name: "other"))
        #expect(outer.superview === window && inner.superview === outer && inner.subviews.isEmpty)
        #expect(window.diagnostics == [
            .subviewCycle(view: "outer", superview: "inner"),
            .subviewCycle(view: "outer", superview: "outer"),
            .windowAsSubview(window: "other", superview: "inner"),
        ])
    }

    @Test("errors recorded outside a window move to the window's diagnostics when the tree joins it")
    func pendingDiagnostics() {
        let card = View(name: "card")
        card.intrinsicContentSize = Size(width: .nan, height: 1)
        #expect(card.intrinsicContentSize.width == View.noIntrinsicMetric)  // previous value kept
        let window = Window(size: Size(width: 10, height: 10))
        window.addSubview(card)
        #expect(window.diagnostics.count == 1)
        #expect(window.diagnostics.first?.description.contains("card") == true)
    }

    @Test("isHidden changes nothing about layout")
    func hiddenKeepsLayout() throws {
        let (window, red, blue) = makeRedBlue()
        try LayoutConstraint.activateOrThrow(seedConstraints(window: window, red: red, blue: blue))
        red.isHidden = true
        try window.layoutIfNeededOrThrow()
        expectFrame(red, 20, 20, 172.5, 812)
        expectFrame(blue, 200.5, 20, 172.5, 812)
    }

    @Test("removeFromSuperview deactivates constraints crossing the subtree, keeps those inside, and re-adding restores nothing")
    func removal() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let card = View(name: "card"), title = View(name: "title"), other = View(name: "other")
        window.addSubview(card)
        window.addSubview(other)
        card.addSubview(title)
        let crossing = [
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            title.widthAnchor.constraint(equalTo: other.widthAnchor),
        ]
        let inside = [
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            title.heightAnchor.constraint(equalToConstant: 20),
        ]
        let unrelated = other.widthAnchor.constraint(equalToConstant: 60)
        try LayoutConstraint.activateOrThrow(crossing + inside + [unrelated])
        try window.layoutIfNeededOrThrow()
        expectFrame(title, 4, 4, 60, 20)
        card.removeFromSuperview()
        #expect(crossing.allSatisfy { !$0.isActive })
        #expect(inside.allSatisfy { $0.isActive } && unrelated.isActive)
        #expect(card.frame == Rect(x: 10, y: 10, width: 100, height: 50))  // last layout's frame is kept
        window.addSubview(card)
        #expect(crossing.allSatisfy { !$0.isActive })
        try window.layoutIfNeededOrThrow()
        // Back in the window with only its inner constraints: size 100 × 50 from `inside`; title
        // 4 pt inside it; title's width is free again (its old link to `other` is gone).
        #expect(card.frame.size == Size(width: 100, height: 50))
        #expect(title.frame.origin == Point(x: 4, y: 4))
        #expect(window.engine.solver.constraints.count == 2 + inside.count + 1)
    }

    @Test("removing a layout guide deactivates its constraints")
    func guideRemoval() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let guide = LayoutGuide(name: "g")
        window.addLayoutGuide(guide)
        let pin = guide.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5)
        try LayoutConstraint.activateOrThrow([pin])
        try window.layoutIfNeededOrThrow()
        #expect(guide.layoutFrame.size.width == 50)
        window.removeLayoutGuide(guide)
        #expect(!pin.isActive && guide.owningView == nil && window.layoutGuides.isEmpty)
        try window.layoutIfNeededOrThrow()
        #expect(window.engine.solver.constraints.count == 2)
    }

    @Test("a subtree moved to another window takes its inner constraints along")
    func moveBetweenWindows() throws {
        let first = Window(size: Size(width: 100, height: 100), name: "first")
        let second = Window(size: Size(width: 100, height: 100), name: "second")
        let box = View(name: "box")
        first.addSubview(box)
        try LayoutConstraint.activateOrThrow([box.widthAnchor.constraint(equalToConstant: 30)])
        try first.layoutIfNeededOrThrow()
        second.addSubview(box)
        try first.layoutIfNeededOrThrow()
        try second.layoutIfNeededOrThrow()
        #expect(first.engine.solver.constraints.count == 2)
        #expect(second.engine.solver.constraints.count == 3)
        #expect(box.frame.size.width == 30)
    }
}

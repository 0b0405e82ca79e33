import Testing
@testable import Trellis

@Suite("Pinning all four edges")
struct PinningEdgesTests {
    @Test("insets move the edges inwards; leading and trailing follow the layout direction")
    func insets() throws {
        // 300 × 200 window, insets top 10, leading 20, bottom 30, trailing 40: the view is
        // 300 − 20 − 40 = 240 wide and 200 − 10 − 30 = 160 tall at y 10; at x 20 left to right,
        // at x 40 (the trailing inset is on the left) right to left.
        for (direction, x) in [(LayoutDirection.leftToRight, 20.0), (.rightToLeft, 40.0)] {
            let window = Window(size: Size(width: 300, height: 200), layoutDirection: direction)
            let view = View(name: "view")
            window.addSubview(view)
            let insets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
            let constraints = view.constraintsPinningEdges(to: window, insets: insets)
            #expect(constraints.map(\.firstAttribute) == [.leading, .trailing, .top, .bottom])
            #expect(constraints.allSatisfy { !$0.isActive })
            try LayoutConstraint.activateOrThrow(constraints)
            try window.layoutIfNeededOrThrow()
            expectFrame(view, x, 10, 240, 160)
        }
    }

    @Test("the constraints name the caller's line")
    func location() {
        let window = Window(size: Size(width: 10, height: 10))
        let view = View(name: "view")
        window.addSubview(view)
        let line = #line + 1
        let constraints = view.constraintsPinningEdges(to: window)
        #expect(constraints.allSatisfy { $0.line == line })
    }
}

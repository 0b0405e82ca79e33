import Testing
@testable import Trellis

@Suite("convert(_:to:) and convert(_:from:) between views' bounds")
struct CoordinateConversionTests {
    /// A 400 × 400 window; `container` at (100, 50); inside it a 150 × 150 scroll view at
    /// (10, 10) scrolled 30 down; inside the scroll view's content `child`, 20 × 20 at (5, 40);
    /// `other`, 10 × 10, at (300, 300) in the window.
    private func scene() throws -> (window: Window, container: View, scroll: ScrollView, child: View, other: View) {
        let window = Window(size: Size(width: 400, height: 400))
        let container = View(name: "container")
        let scroll = ScrollView(name: "scroll")
        let child = View(name: "child")
        let other = View(name: "other")
        window.addSubview(container)
        container.addSubview(scroll)
        scroll.addSubview(child)
        window.addSubview(other)
        try LayoutConstraint.activateOrThrow(
            placement(of: container, in: window, x: 100, y: 50, width: 200, height: 200)
                + placement(of: scroll, in: container, x: 10, y: 10, width: 150, height: 150)
                + placement(of: child, in: scroll, x: 5, y: 40, width: 20, height: 20)
                + placement(of: other, in: window, x: 300, y: 300, width: 10, height: 10) + [
                    scroll.contentLayoutGuide.widthAnchor.constraint(equalToConstant: 150),
                    scroll.contentLayoutGuide.heightAnchor.constraint(equalToConstant: 600),
                ])
        scroll.contentOffset = Point(x: 0, y: 30)
        try window.layoutIfNeededOrThrow()
        return (window, container, scroll, child, other)
    }

    @Test("a point goes up through each frame origin minus each bounds origin (a scroll view's offset)")
    func pointsUpAndDown() throws {
        let (window, container, scroll, child, other) = try scene()
        #expect(child.frame == Rect(x: 5, y: 40, width: 20, height: 20))
        let point = Point(x: 1, y: 2)
        // x: 1 + 5 + 10 + 100; y: 2 + 40 − 30 + 10 + 50.
        #expect(child.convert(point, to: nil) == Point(x: 116, y: 72))
        #expect(child.convert(point, to: window) == Point(x: 116, y: 72))
        #expect(child.convert(point, to: container) == Point(x: 16, y: 22))
        // In the scroll view's bounds (origin at its content offset): 1 + 5, 2 + 40.
        #expect(child.convert(point, to: scroll) == Point(x: 6, y: 42))
        #expect(child.convert(point, to: other) == Point(x: -184, y: -228))
        #expect(child.convert(Point(x: 116, y: 72), from: nil) == point)
        #expect(other.convert(point, from: child) == Point(x: -184, y: -228))
        #expect(container.convert(Point(x: 16, y: 22), to: child) == point)
    }

    @Test("a rectangle keeps its size")
    func rectangles() throws {
        let (_, container, _, child, _) = try scene()
        #expect(child.convert(child.bounds, to: container) == Rect(x: 15, y: 20, width: 20, height: 20))
        #expect(child.convert(Rect(x: 15, y: 20, width: 20, height: 20), from: container) == child.bounds)
    }
}

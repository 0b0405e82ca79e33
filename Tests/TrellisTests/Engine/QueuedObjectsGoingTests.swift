import Testing

@testable import Trellis

/// The engine's queues hold constraints and views unretained (``MarkedQueue``): one the app lets
/// go while it waits for a layout, or while the last layout's constraints are kept for an
/// overflow search, must be left out, never read.
@Suite("Queued constraints and views the app lets go")
struct QueuedObjectsGoingTests {
    /// Adds a view `box` holding a view `inner` to `window`, each placed by four active
    /// constraints; returns them with `inner`'s four, which `box` holds.
    private func addBox(to window: Window) throws -> (box: View, inner: View, inside: [LayoutConstraint]) {
        let box = View(name: "box"), inner = View(name: "inner")
        box.addSubview(inner)
        window.addSubview(box)
        let inside = placement(of: inner, in: box, x: 1, y: 2, width: 3, height: 4)
        try LayoutConstraint.activateOrThrow(placement(of: box, in: window, x: 5, y: 6, width: 7, height: 8) + inside)
        return (box, inner, inside)
    }

    @Test("constraints activated, deactivated and released before the layout are never installed")
    func constraintsGoingBeforeTheLayout() throws {
        let (window, red, blue) = makeRedBlue(width: 300, height: 200)
        try LayoutConstraint.activateOrThrow(placement(of: red, in: window, x: 10, y: 20, width: 30, height: 40))
        weak var firstGone: LayoutConstraint?
        do {
            // Forty, so that blue's lists drop their stale entries, and with them the last
            // references to the first ones.
            for index in 0..<40 {
                let constraint = blue.widthAnchor.constraint(equalToConstant: Double(500 + index))
                constraint.isActive = true
                constraint.isActive = false
                if index == 0 { firstGone = constraint }
            }
        }
        #expect(firstGone == nil)
        try LayoutConstraint.activateOrThrow(placement(of: blue, in: window, x: 50, y: 60, width: 70, height: 80))
        try window.layoutIfNeededOrThrow()
        expectFrame(red, 10, 20, 30, 40)
        expectFrame(blue, 50, 60, 70, 80)
        #expect(window.diagnostics.isEmpty)
        // The 8 placements; none of the forty.
        #expect(window.engine.installed.count == 8)
    }

    @Test("a subtree queued and released before the layout is left out")
    func subtreeGoingBeforeTheLayout() throws {
        let (window, red, blue) = makeRedBlue(width: 300, height: 200)
        try LayoutConstraint.activateOrThrow(
            placement(of: red, in: window, x: 10, y: 20, width: 30, height: 40)
                + placement(of: blue, in: window, x: 50, y: 60, width: 70, height: 80))
        try window.layoutIfNeededOrThrow()
        weak var goneView: View?
        weak var goneConstraint: LayoutConstraint?
        do {
            let (box, inner, inside) = try addBox(to: window)
            // Queues the view too.
            inner.intrinsicContentSize = Size(width: 9, height: 9)
            box.removeFromSuperview()
            goneView = inner
            goneConstraint = inside[0]
        }
        #expect(goneView == nil)
        #expect(goneConstraint == nil)
        try window.layoutIfNeededOrThrow()
        expectFrame(red, 10, 20, 30, 40)
        expectFrame(blue, 50, 60, 70, 80)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("constraints a layout took out, released before the overflow search that reads that layout's constraints")
    func takenOutConstraintsGoingBeforeTheOverflowSearch() throws {
        let (window, a, b) = makeRedBlue(width: 300, height: 200)
        let width = a.widthAnchor.constraint(equalToConstant: 30)
        try LayoutConstraint.activateOrThrow([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor), a.topAnchor.constraint(equalTo: window.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), width,
            b.leadingAnchor.constraint(equalTo: window.leadingAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.heightAnchor.constraint(equalToConstant: 10),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 10),
        ])
        weak var goneConstraint: LayoutConstraint?
        do {
            let (box, _, inside) = try addBox(to: window)
            try window.layoutIfNeededOrThrow()
            expectFrame(b, 0, 10, 300, 10)
            // The next layout takes the box's constraints out, and lists them with its own.
            box.removeFromSuperview()
            // 10 × 1e308 overflows when b's width is evaluated, which the first frame read does.
            width.isActive = false
            a.intrinsicContentSize = Size(width: 1e308, height: View.noIntrinsicMetric)
            try window.layoutIfNeededOrThrow()
            goneConstraint = inside[0]
        }
        // Released with the box before any frame is read.
        #expect(goneConstraint == nil)
        for item in [a, b] as [View] {
            let frame = item.frame
            let finite = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(item.name): \(frame)")
        }
        #expect(window.diagnostics.contains { if case .nonFiniteResult = $0 { true } else { false } })
    }
}

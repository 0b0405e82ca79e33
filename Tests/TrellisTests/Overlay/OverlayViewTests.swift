import Testing
import TrellisTesting
@testable import Trellis

@Suite("Overlay views")
struct OverlayViewTests {
    /// A window with an overlay pinned to (10, 10) and, when `size` is given, that size.
    func makeOverlay(
        size: Size? = Size(width: 200, height: 100), direction: LayoutDirection = .leftToRight
    ) -> (Window, OverlayView) {
        let window = Window(size: Size(width: 400, height: 300), layoutDirection: direction)
        let overlay = OverlayView(name: "overlay")
        window.addSubview(overlay)
        LayoutConstraint.activate {
            overlay.leadingAnchor == window.leadingAnchor + 10
            overlay.topAnchor == window.topAnchor + 10
            if let size { overlay.sizeAnchors == size }
        }
        return (window, overlay)
    }

    /// A plain view with an intrinsic size.
    func box(_ name: String, _ width: Double, _ height: Double) -> View {
        let view = View(name: name)
        view.intrinsicContentSize = Size(width: width, height: height)
        return view
    }

    @Test("fill pins the four edges with insets; leading and trailing insets flip right to left")
    func fill() throws {
        for (direction, x) in [(LayoutDirection.leftToRight, 8.0), (.rightToLeft, 16.0)] {
            let (window, overlay) = makeOverlay(direction: direction)
            let background = View(name: "background")
            overlay.addLayer(background, placement: .fill(insets: DirectionalEdgeInsets(top: 4, leading: 8, bottom: 12, trailing: 16)))
            try window.layoutIfNeededOrThrow()
            // 200 − 8 − 16 = 176 wide, 100 − 4 − 12 = 84 tall, at y 4; x 8, or 16 when the
            // trailing inset is on the left.
            expectFrame(background, x, 4, 176, 84)
            #expect(overlay.generatedConstraints.map(\.description) == [
                "TRELLIS-overlay-edge: background.leading == overlay.leading + 8",
                "TRELLIS-overlay-edge: background.trailing == overlay.trailing - 16",
                "TRELLIS-overlay-edge: background.top == overlay.top + 4",
                "TRELLIS-overlay-edge: background.bottom == overlay.bottom - 12",
                "TRELLIS-overlay-fit: overlay.width == 0 @49",
                "TRELLIS-overlay-fit: overlay.height == 0 @49",
            ])
            expectNoAmbiguity(in: window)
        }
    }

    @Test("an overlay placed only by its position is sized by its layers; a hidden layer collapses and stops sizing it")
    func sizedByLayers() throws {
        let (window, overlay) = makeOverlay(size: nil)
        let label = box("label", 100, 40)
        let icon = box("icon", 60, 80)
        overlay.addLayer(label)
        overlay.addLayer(icon, placement: .center(margins: DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)))
        // Width: label fills it, so it is label's 100 (hugging and compression agree); icon needs
        // 60 + 10 + 10 = 80 ≤ 100. Height: icon needs 80 + 20 = 100 at its compression
        // resistance (750), which beats label's hugging (250, wants 40): 100. icon keeps 60 × 80,
        // centred: (20, 10).
        expectLayout(of: window, record: .never, matches: """
            item        x   y  width  height  window x  window y
            window      0   0    400     300         0         0
              overlay  10  10    100     100        10        10
                label   0   0    100     100        10        10
                icon   20  10     60      80        30        20
            """)
        icon.isHidden = true
        // icon is a point at the centre; only label sizes the overlay: 100 × 40, centre (50, 20).
        expectLayout(of: window, record: .never, matches: """
            item        x   y  width  height  window x  window y  flags
            window      0   0    400     300         0         0
              overlay  10  10    100      40        10        10
                label   0   0    100      40        10        10
                icon   50  20      0       0        60        30  hidden
            """)
        expectNoAmbiguity(in: window)
    }

    @Test("aspect fit: the largest box of the ratio inside the margins, centred, and again after a resize")
    func aspectFit() throws {
        let (window, overlay) = makeOverlay(size: nil)
        let size = LayoutConstraint.activate { overlay.sizeAnchors == Size(width: 300, height: 200) }
        let photo = View(name: "photo")
        overlay.addLayer(photo, placement: .aspectFit(ratio: 2, margins: DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)))
        try window.layoutIfNeededOrThrow()
        // Inside the margins: 280 × 180. width = 2 × height ≤ 280 → height ≤ 140 < 180: 280 × 140,
        // centred: x (300 − 280) / 2 = 10, y (200 − 140) / 2 = 30.
        expectFrame(photo, 10, 30, 280, 140)
        size[1].constant = 100
        try window.layoutIfNeededOrThrow()
        // 280 × 80: height 80, width 160 ≤ 280; x (300 − 160) / 2 = 70, y 10.
        expectFrame(photo, 70, 10, 160, 80)
        expectNoAmbiguity(in: window)
    }

    @Test("edge alignments: a badge at the top trailing corner, mirrored right to left")
    func corner() throws {
        for (direction, x) in [(LayoutDirection.leftToRight, 176.0), (.rightToLeft, 4.0)] {
            let (window, overlay) = makeOverlay(direction: direction)
            let badge = box("badge", 20, 20)
            overlay.addLayer(badge, placement: OverlayView.Placement(
                horizontal: .trailing, vertical: .top, margins: DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)))
            try window.layoutIfNeededOrThrow()
            // Trailing 4 in from 200: x 200 − 4 − 20 = 176 (4 from the left edge right to left); top 4.
            expectFrame(badge, x, 4, 20, 20)
        }
    }

    @Test("a new placement replaces only that layer's constraints; the same placement changes nothing")
    func incremental() throws {
        let (window, overlay) = makeOverlay()
        let back = View(name: "back"), badge = box("badge", 20, 20)
        overlay.addLayer(back)
        overlay.addLayer(badge, placement: .center())
        try window.layoutIfNeededOrThrow()
        let before = overlay.generatedConstraints
        overlay.setPlacement(.center(), of: badge)
        let unchanged = overlay.generatedConstraints.elementsEqual(before, by: ===)
        #expect(unchanged)
        overlay.setPlacement(OverlayView.Placement(horizontal: .leading, vertical: .center), of: badge)
        let after = overlay.generatedConstraints
        let kept = after.filter { constraint in before.contains { $0 === constraint } }
        // back's 4 edges and the 2 fit constraints stay; of badge's 6 (4 containment, 2 centre)
        // the vertical three stay and so does the trailing containment; the leading containment
        // and the horizontal centre give way to one leading edge.
        #expect(kept.count == 4 + 2 + 3 + 1)
        #expect(after.count == 4 + 5 + 2)
        try window.layoutIfNeededOrThrow()
        expectFrame(badge, 0, 40, 20, 20)
    }

    @Test("bad placements keep the previous one and are recorded; removing a layer's view drops it")
    func badInputAndRemoval() throws {
        let (window, overlay) = makeOverlay()
        let badge = box("badge", 20, 20)
        overlay.addLayer(badge, placement: .center())
        overlay.setPlacement(.aspectFit(ratio: 0), of: badge)
        overlay.addLayer(View(name: "bad"), placement: .fill(insets: DirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)))
        #expect(overlay.placement(of: badge) == .center())
        #expect(overlay.layers.map(\.name) == ["badge"])
        #expect(window.diagnostics == [
            .nonFiniteValue("The placement center/center ratio 0 of `badge` in `overlay`"),
            .nonFiniteValue("The placement fill/fill margins (nan, 0, 0, 0) of `bad` in `overlay`"),
        ])
        try window.layoutIfNeededOrThrow()
        expectFrame(badge, 90, 40, 20, 20)
        badge.removeFromSuperview()
        #expect(overlay.layers.isEmpty)
        #expect(overlay.generatedConstraints.map(\.identifier) == ["TRELLIS-overlay-fit", "TRELLIS-overlay-fit"])
    }

    @Test("the hierarchy builder makes the views of a block filling layers")
    func builder() throws {
        let (window, overlay) = makeOverlay()
        let back = View(name: "back"), front = View(name: "front")
        overlay { back; front }
        #expect(overlay.layers.map(\.name) == ["back", "front"])
        try window.layoutIfNeededOrThrow()
        expectFrame(front, 0, 0, 200, 100)
    }
}

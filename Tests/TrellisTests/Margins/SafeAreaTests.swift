import Testing
@testable import Trellis

@Suite("Safe area (spec §4.2)")
struct SafeAreaTests {
    /// An iPhone-like 393 × 852 window with a status bar (59) and a home indicator (34), and a
    /// full-width `band` `height` tall at `y`.
    func makeBand(y: Double, height: Double) throws -> (Window, View) {
        let window = Window(size: Size(width: 393, height: 852),
                            safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let band = View(name: "band")
        window.addSubview(band)
        try LayoutConstraint.activateOrThrow([
            band.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            band.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            band.topAnchor.constraint(equalTo: window.topAnchor, constant: y),
            band.heightAnchor.constraint(equalToConstant: height),
        ])
        return (window, band)
    }

    @Test("the window's safe-area guide is its bounds inset by the safe-area insets")
    func windowGuide() throws {
        let (window, _) = try makeBand(y: 0, height: 10)
        let guide = window.safeAreaLayoutGuide
        try window.layoutIfNeededOrThrow()
        expectFrame(guide, 0, 59, 393, 759)  // 852 − 59 − 34
        #expect(window.constraints.suffix(4).map { $0.identifier ?? "" } == [
            "UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-top",
            "UIViewSafeAreaLayoutGuide-right", "UIViewSafeAreaLayoutGuide-bottom",
        ])
    }

    @Test("a subview's safe area is its overlap with the window's: the status bar reaches 39 pt into a view at y 20")
    func subviewOverlapTop() throws {
        let (window, band) = try makeBand(y: 20, height: 100)
        let guide = band.safeAreaLayoutGuide
        try window.layoutIfNeededOrThrow()
        // top = 59 − 20 = 39; bottom edge 120 is above 852 − 34 = 818 → 0.
        #expect(band.safeAreaInsets == EdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        expectFrame(guide, 0, 39, 393, 61)
    }

    @Test("a view at the bottom takes the home indicator; a view inside the safe area has no insets")
    func subviewOverlapBottomAndNone() throws {
        let (window, band) = try makeBand(y: 800, height: 52)
        let guide = band.safeAreaLayoutGuide
        try window.layoutIfNeededOrThrow()
        // bottom edge 852 − (852 − 34) = 34, capped by nothing; top 59 − 800 < 0 → 0.
        expectFrame(guide, 0, 0, 393, 18)
        let (middleWindow, middle) = try makeBand(y: 300, height: 100)
        try middleWindow.layoutIfNeededOrThrow()
        #expect(middle.safeAreaInsets == .zero)
    }

    @Test("insets never exceed the view: a view wholly under the status bar has a zero-height guide")
    func clampedToExtent() throws {
        let (window, band) = try makeBand(y: 10, height: 20)
        let guide = band.safeAreaLayoutGuide
        try window.layoutIfNeededOrThrow()
        // 59 − 10 = 49 > height 20 → top inset 20; guide (0, 20, 393, 0).
        expectFrame(guide, 0, 20, 393, 0)
    }

    @Test("changing the window's safe area re-lays out by moving constants, not rebuilding")
    func incrementalChange() throws {
        let window = Window(size: Size(width: 393, height: 852),
                            safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let header = View(name: "header")
        window.addSubview(header)
        try LayoutConstraint.activateOrThrow([
            header.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
        ])
        try window.layoutIfNeededOrThrow()
        expectFrame(header, 0, 59, 393, 44)
        let solverConstraints = window.engine.solver.constraints.count
        // Landscape: notch on the left, no status bar.
        window.size = Size(width: 852, height: 393)
        window.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        try window.layoutIfNeededOrThrow()
        expectFrame(header, 59, 0, 734, 44)  // 852 − 118
        #expect(window.engine.solver.constraints.count == solverConstraints)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("negative or non-finite safe-area insets keep the previous ones and are reported")
    func badInsets() {
        let window = Window(size: Size(width: 100, height: 100))
        window.safeAreaInsets = EdgeInsets(top: -1, left: 0, bottom: 0, right: 0)
        window.safeAreaInsets = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        #expect(window.safeAreaInsets == .zero)
        #expect(window.diagnostics.count == 2)
    }
}

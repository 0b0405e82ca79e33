@testable import Trellis

/// A container inset 20 pt on each side of a window (so its width is the window's minus 40),
/// 100 pt from the top and 50 pt tall, holding `count` views 30 pt tall at its top.
struct DistributionFixture {
    let window: Window
    let container: View
    let views: [View]

    init(windowWidth: Double, count: Int, rightToLeft: Bool = false, intrinsicWidth: Double? = nil) throws {
        window = Window(size: Size(width: windowWidth, height: 800))
        container = View(name: "container")
        if rightToLeft { container.semanticContentAttribute = .forceRightToLeft }
        window.addSubview(container)
        var views: [View] = []
        for index in 0..<count {
            let view = View(name: "v\(index + 1)")
            if let intrinsicWidth { view.intrinsicContentSize = Size(width: intrinsicWidth, height: View.noIntrinsicMetric) }
            container.addSubview(view)
            views.append(view)
        }
        self.views = views
        try LayoutConstraint.activateOrThrow([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            container.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            container.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            container.heightAnchor.constraint(equalToConstant: 50),
        ] + views.flatMap { [
            $0.topAnchor.constraint(equalTo: container.topAnchor),
            $0.heightAnchor.constraint(equalToConstant: 30),
        ] })
    }

    /// Lays out and answers each view's x and width in the container.
    func xs() throws -> [Double] {
        try window.layoutIfNeededOrThrow()
        return views.map(\.frame.minX)
    }

    func widths() throws -> [Double] {
        try window.layoutIfNeededOrThrow()
        return views.map(\.frame.width)
    }
}

/// Whether two lists agree within `tolerance` (multipliers are clamped to 0.00001, which moves a
/// flush first view by 0.000005 × W: at most 0.005 pt for W ≤ 1000).
func close(_ lhs: [Double], _ rhs: [Double], tolerance: Double = 0.01) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance }
}

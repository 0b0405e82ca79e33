import Testing
@testable import Trellis

/// A view that logs `safeAreaInsetsDidChange()` with the insets it sees then, and
/// `layoutMarginsDidChange()` with its margins.
private final class InsetWatcher: View {
    var calls: [String] = []

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        let insets = safeAreaInsets
        calls.append("safe area \(insets.top) \(insets.left) \(insets.bottom) \(insets.right)")
    }

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        calls.append("margins \(layoutMargins.top) \(layoutMargins.left)")
    }
}

@Suite("safeAreaInsetsDidChange() and layoutMarginsDidChange()")
struct SafeAreaAndMarginNotificationTests {
    @Test("called when the solve moves the view into or out of the unsafe edges, after the solve")
    func safeAreaChanges() throws {
        // A 393 × 852 window with 47 unsafe at the top and 34 at the bottom.
        let window = Window(size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let header = InsetWatcher(name: "header")
        let middle = InsetWatcher(name: "middle")
        window.addSubview(header)
        window.addSubview(middle)
        let top = header.topAnchor.constraint(equalTo: window.topAnchor)
        try LayoutConstraint.activateOrThrow(
            [top] + [
                header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                header.widthAnchor.constraint(equalToConstant: 393),
                header.heightAnchor.constraint(equalToConstant: 100),
            ] + placement(of: middle, in: window, x: 0, y: 300, width: 100, height: 100))
        try window.layoutIfNeededOrThrow()
        // The header's top 47 points are unsafe; the middle view is clear of both edges.
        #expect(header.calls == ["safe area 47.0 0.0 0.0 0.0"])
        #expect(middle.calls.isEmpty)

        try window.layoutIfNeededOrThrow()
        #expect(header.calls.count == 1)  // nothing moved: not called again

        top.constant = 20  // 27 points still unsafe
        try window.layoutIfNeededOrThrow()
        top.constant = 60  // clear
        try window.layoutIfNeededOrThrow()
        #expect(header.calls == ["safe area 47.0 0.0 0.0 0.0", "safe area 27.0 0.0 0.0 0.0", "safe area 0.0 0.0 0.0 0.0"])

        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 500, right: 0)  // 352 unsafe at the bottom
        try window.layoutIfNeededOrThrow()
        // The middle view (300 to 400) now ends 48 points into the bottom edge.
        #expect(middle.calls == ["safe area 0.0 0.0 48.0 0.0"])
    }

    @Test("a constraint changed in safeAreaInsetsDidChange() is solved in the same layoutIfNeeded()")
    func changeInTheHook() throws {
        final class Bar: View {
            var height: LayoutConstraint?
            override func safeAreaInsetsDidChange() {
                super.safeAreaInsetsDidChange()
                height?.constant = 44 + safeAreaInsets.bottom
            }
        }
        let window = Window(size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let bar = Bar(name: "bar")
        window.addSubview(bar)
        let height = bar.heightAnchor.constraint(equalToConstant: 44)
        bar.height = height
        try LayoutConstraint.activateOrThrow([
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            height,
        ])
        try window.layoutIfNeededOrThrow()
        // 44 tall first: 34 unsafe, so 78 tall, its top at 852 − 78.
        #expect(bar.frame == Rect(x: 0, y: 774, width: 393, height: 78))
    }

    @Test("layoutMarginsDidChange() when the margins are set to different ones")
    func marginChanges() {
        let view = InsetWatcher(name: "card")
        view.layoutMargins = EdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
        view.layoutMargins = EdgeInsets(top: 12, left: 20, bottom: 12, right: 20)  // the same: not called
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 20, bottom: 12, trailing: 20)
        #expect(view.calls == ["margins 12.0 20.0", "margins 4.0 20.0"])
    }
}

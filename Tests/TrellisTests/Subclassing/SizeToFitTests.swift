import Testing
@testable import Trellis

/// A view whose `sizeThatFits(_:)` answers a fixed size (or a bad one).
final class FixedFitView: View {
    var answer = Size(width: 100, height: 44)
    override func sizeThatFits(_ size: Size) -> Size { answer }
}

@Suite("sizeToFit")
struct SizeToFitTests {
    @Test("a label placed by frame takes its one-line text size, keeping its origin")
    func label() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let badge = Label("New", name: "badge")
        badge.translatesAutoresizingMaskIntoConstraints = true
        window.addSubview(badge)
        badge.frame = Rect(x: 8, y: 8, width: 0, height: 0)
        badge.sizeToFit()
        try window.layoutIfNeededOrThrow()
        // 3 narrow characters of 17 pt: 3 × 8.5 = 25.5 wide, 1.2 × 17 = 20.4 tall.
        #expect(badge.frame == Rect(x: 8, y: 8, width: 25.5, height: 20.4))
    }

    @Test("before any layout it fits the frame just set: a multi-line label wraps at its width")
    func wrapsAtFrameJustSet() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let label = Label(String(repeating: "あ", count: 5), name: "label")
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = true
        window.addSubview(label)
        label.frame = Rect(x: 0, y: 10, width: 51, height: 0)
        label.sizeToFit()
        try window.layoutIfNeededOrThrow()
        // 51 / 17 = 3 wide characters a line: 2 lines, 3 × 17 = 51 wide, 2 × 20.4 tall.
        #expect(label.frame == Rect(x: 0, y: 10, width: 51, height: 40.8))
    }

    @Test("a subclass's sizeThatFits decides; a plain view keeps its size")
    func subclassAndPlain() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let fixed = FixedFitView(frame: Rect(x: 5, y: 6, width: 1, height: 1))
        let plain = View(frame: Rect(x: 20, y: 30, width: 50, height: 60))
        window.addSubview(fixed)
        window.addSubview(plain)
        fixed.sizeToFit()
        plain.sizeToFit()
        try window.layoutIfNeededOrThrow()
        #expect(fixed.frame == Rect(x: 5, y: 6, width: 100, height: 44))
        #expect(plain.frame == Rect(x: 20, y: 30, width: 50, height: 60))
        plain.sizeToFit()
        try window.layoutIfNeededOrThrow()
        #expect(plain.frame == Rect(x: 20, y: 30, width: 50, height: 60))
    }

    @Test("a non-finite or negative answer keeps the frame and records a diagnostic")
    func badAnswer() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let view = FixedFitView(frame: Rect(x: 5, y: 6, width: 10, height: 20))
        view.name = "fixed"
        window.addSubview(view)
        view.answer = Size(width: .infinity, height: 1)
        view.sizeToFit()
        view.answer = Size(width: -1, height: 1)
        view.sizeToFit()
        try window.layoutIfNeededOrThrow()
        #expect(view.frame == Rect(x: 5, y: 6, width: 10, height: 20))
        #expect(window.diagnostics.count == 2)
        #expect(window.diagnostics.allSatisfy { $0.description.contains("`fixed`") })
    }

    @Test("a view placed by constraints keeps the frame its constraints give")
    func constrained() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let view = FixedFitView(name: "fixed")
        window.addSubview(view)
        try LayoutConstraint.activateOrThrow(view.constraintsPinningEdges(to: window))
        view.sizeToFit()
        try window.layoutIfNeededOrThrow()
        #expect(view.frame == Rect(x: 0, y: 0, width: 300, height: 300))
    }
}

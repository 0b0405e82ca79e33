import Testing
@testable import Trellis

/// A view keeps its last frame when its window is released, as a `UIView` does.
@Suite("Frames outlive their window")
struct FramesOutliveWindowTests {
    /// card at (20, 30, 200 × 100) in a 393 × 852 window; inner at (10, 5, 50 × 40) in card; a
    /// guide `gap` owned by card at (60, 0, 8 × 100).
    private func makeReleasedCard() throws -> (card: View, inner: View, gap: LayoutGuide, window: Weak<Window>) {
        let window = Window(size: Size(width: 393, height: 852))
        let card = View(name: "card")
        let inner = View(name: "inner")
        let gap = LayoutGuide(name: "gap")
        window.addSubview(card)
        card.addSubview(inner)
        card.addLayoutGuide(gap)
        try LayoutConstraint.activateOrThrow([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 50),
            inner.heightAnchor.constraint(equalToConstant: 40),
            gap.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 8),
            gap.topAnchor.constraint(equalTo: card.topAnchor),
            gap.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        return (card, inner, gap, Weak(window))
    }

    @Test("views and guides keep frame and frameInWindow after the window is released")
    func keepFrames() throws {
        let (card, inner, gap, window) = try makeReleasedCard()
        #expect(window.object == nil)
        #expect(card.window == nil && inner.window == nil)
        // card was the window's subview: its frame is its rectangle in the old window's space.
        #expect(card.frame == Rect(x: 20, y: 30, width: 200, height: 100))
        #expect(card.frameInWindow == Rect(x: 20, y: 30, width: 200, height: 100))
        #expect(inner.frame == Rect(x: 10, y: 5, width: 50, height: 40))
        #expect(inner.frameInWindow == Rect(x: 30, y: 35, width: 50, height: 40))
        #expect(gap.frame == Rect(x: 60, y: 0, width: 8, height: 100))
        #expect(gap.frameInWindow == Rect(x: 80, y: 30, width: 8, height: 100))
    }

    @Test("a view from a released window joins a new window and lays out there")
    func rejoin() throws {
        let (card, inner, _, _) = try makeReleasedCard()
        let window = Window(size: Size(width: 320, height: 480))
        window.addSubview(card)
        try LayoutConstraint.activateOrThrow([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            card.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(card.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(inner.frameInWindow == Rect(x: 10, y: 5, width: 50, height: 40))
        #expect(window.diagnostics.isEmpty)
    }
}

/// A weak reference, to see that a window really was released.
final class Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

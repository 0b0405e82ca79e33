import Testing
@testable import Trellis

/// A view whose ornament (a shadow, a badge) lies outside its alignment rectangle, as UIKit code
/// overrides `alignmentRectInsets`.
private final class Ornamented: View {
    var insets: EdgeInsets
    var natural: Size?

    init(_ name: String, insets: EdgeInsets, natural: Size? = nil) {
        self.insets = insets
        self.natural = natural
        super.init(name: name)
    }

    override var alignmentRectInsets: EdgeInsets { insets }
    override var intrinsicContentSize: Size { natural ?? super.intrinsicContentSize }
}

@Suite("alignmentRectInsets: constraints place the alignment rectangle, the frame takes the ornament")
struct AlignmentRectTests {
    /// A shadow 4 pt right and below.
    static let shadow = EdgeInsets(top: 0, left: 0, bottom: 4, right: 4)
    /// A badge sticking out 6 pt above and to the right.
    static let badge = EdgeInsets(top: 6, left: 0, bottom: 0, right: 6)

    @Test("the constraints' rectangle is the alignment rectangle; the frame grows by the insets; siblings align to it")
    func framesAroundTheAlignmentRectangle() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let button = Ornamented("button", insets: Self.shadow)
        let next = View(name: "next")
        window.addSubview(button)
        window.addSubview(next)
        try LayoutConstraint.activateOrThrow(placement(of: button, in: window, x: 20, y: 30, width: 100, height: 50) + [
            next.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 10),
            next.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 10),
            next.widthAnchor.constraint(equalToConstant: 10),
            next.heightAnchor.constraint(equalToConstant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        // Alignment (20, 30, 100, 50); frame 4 wider and taller.
        #expect(button.frame == Rect(x: 20, y: 30, width: 104, height: 54))
        #expect(button.bounds == Rect(x: 0, y: 0, width: 104, height: 54))
        #expect(button.alignmentRect(forFrame: button.frame) == Rect(x: 20, y: 30, width: 100, height: 50))
        #expect(button.frame(forAlignmentRect: Rect(x: 20, y: 30, width: 100, height: 50)) == button.frame)
        // 20 + 100 + 10 and 30 + 50 + 10: the shadow is not in the way.
        #expect(next.frame == Rect(x: 130, y: 90, width: 10, height: 10))
        #expect(window.diagnostics.isEmpty)
    }

    @Test("inside the view its own edges and its margins are the alignment rectangle's")
    func ownEdgesInside() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let card = Ornamented("card", insets: Self.badge)
        let content = View(name: "content")
        let inset = View(name: "inset")
        let marker = View(name: "marker")
        window.addSubview(card)
        card.addSubview(content)
        card.addSubview(inset)
        window.addSubview(marker)
        try LayoutConstraint.activateOrThrow(placement(of: card, in: window, x: 20, y: 30, width: 100, height: 50)
            + content.constraintsPinningEdges(to: card) + [
                // Across levels: content's bottom carried up through the card's bounds.
                marker.topAnchor.constraint(equalTo: content.bottomAnchor, constant: 10),
                marker.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                marker.widthAnchor.constraint(equalToConstant: 10),
                marker.heightAnchor.constraint(equalToConstant: 10),
                inset.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                inset.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                inset.widthAnchor.constraint(equalToConstant: 10),
                inset.heightAnchor.constraint(equalToConstant: 10),
            ])
        try window.layoutIfNeededOrThrow()
        // The card's frame: 6 above and 6 to the right of (20, 30, 100, 50).
        #expect(card.frame == Rect(x: 20, y: 24, width: 106, height: 56))
        // Its bounds start at the frame, so the alignment rectangle is at (0, 6) in them.
        #expect(content.frame == Rect(x: 0, y: 6, width: 100, height: 50))
        #expect(content.frameInWindow == Rect(x: 20, y: 30, width: 100, height: 50))
        // 30 + 50 + 10.
        #expect(marker.frame == Rect(x: 0, y: 90, width: 10, height: 10))
        // The margins (8 each) are measured from the alignment rectangle: (0 + 8, 6 + 8).
        #expect(inset.frame == Rect(x: 8, y: 14, width: 10, height: 10))
    }

    @Test("the intrinsic size and the fitting size: the rectangle's, the frame around it")
    func intrinsicAndFittingSizes() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let button = Ornamented("button", insets: Self.shadow, natural: Size(width: 80, height: 40))
        window.addSubview(button)
        try LayoutConstraint.activateOrThrow([
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(button.frame == Rect(x: 20, y: 20, width: 84, height: 44))
        #expect(button.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 84, height: 44))
    }

    @Test("right to left: the own leading edge is the alignment rectangle's right edge")
    func rightToLeft() throws {
        let window = Window(size: Size(width: 400, height: 400), layoutDirection: .rightToLeft)
        // Insets 5 left and 15 right: the frame is 120 wide around a 100-wide rectangle.
        let card = Ornamented("card", insets: EdgeInsets(top: 0, left: 5, bottom: 0, right: 15))
        let child = View(name: "child")
        window.addSubview(card)
        card.addSubview(child)
        try LayoutConstraint.activateOrThrow([
            card.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: window.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
            child.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: card.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(card.frame == Rect(x: 15, y: 0, width: 120, height: 50))
        // The rectangle's right edge is 5 + 100 = 105 in the card's bounds; 10 before it, the
        // child's right edge is at 95, so it starts at 75.
        #expect(child.frame == Rect(x: 75, y: 0, width: 20, height: 20))
    }

    @Test("a view placed by frame keeps its frame; its subview placed by frame too, and it stretches with it")
    func placedByFrame() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let card = Ornamented("card", insets: Self.badge)
        card.translatesAutoresizingMaskIntoConstraints = true
        card.frame = Rect(x: 20, y: 24, width: 106, height: 56)
        let bar = View(frame: Rect(x: 5, y: 10, width: 96, height: 10))
        bar.name = "bar"
        bar.autoresizingMask = [.flexibleWidth]
        window.addSubview(card)
        card.addSubview(bar)
        try window.layoutIfNeededOrThrow()
        #expect(card.frame == Rect(x: 20, y: 24, width: 106, height: 56))
        #expect(card.alignmentRect(forFrame: card.frame) == Rect(x: 20, y: 30, width: 100, height: 50))
        #expect(bar.frame == Rect(x: 5, y: 10, width: 96, height: 10))
        // The card's frame 100 wider: the bar keeps 5 on each side of the 206-wide bounds.
        card.frame = Rect(x: 20, y: 24, width: 206, height: 56)
        try window.layoutIfNeededOrThrow()
        #expect(card.frame == Rect(x: 20, y: 24, width: 206, height: 56))
        #expect(bar.frame == Rect(x: 5, y: 10, width: 196, height: 10))
        #expect(window.diagnostics.isEmpty)
    }

    @Test("new insets are read at invalidateIntrinsicContentSize(); insets that are not finite count as none")
    func changingInsets() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let card = Ornamented("card", insets: Self.shadow)
        let content = View(name: "content")
        window.addSubview(card)
        card.addSubview(content)
        try LayoutConstraint.activateOrThrow(placement(of: card, in: window, x: 20, y: 30, width: 100, height: 50)
            + content.constraintsPinningEdges(to: card))
        try window.layoutIfNeededOrThrow()
        #expect(content.frame == Rect(x: 0, y: 0, width: 100, height: 50))

        card.insets = Self.badge
        card.invalidateIntrinsicContentSize()
        try window.layoutIfNeededOrThrow()
        #expect(card.frame == Rect(x: 20, y: 24, width: 106, height: 56))
        #expect(content.frame == Rect(x: 0, y: 6, width: 100, height: 50))

        card.insets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        card.invalidateIntrinsicContentSize()
        try window.layoutIfNeededOrThrow()
        #expect(card.frame == Rect(x: 20, y: 30, width: 100, height: 50))
        #expect(content.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(window.diagnostics == [.nonFiniteValue("The alignmentRectInsets of `card` (using none)")])
    }
}

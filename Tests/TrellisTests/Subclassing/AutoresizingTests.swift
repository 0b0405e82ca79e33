import Testing
@testable import Trellis

@Suite("translatesAutoresizingMaskIntoConstraints")
struct AutoresizingTests {
    @Test("a view made with init(frame:) is placed by its frame; names come from the class")
    func placedByFrame() throws {
        let window = Window(size: Size(width: 300, height: 200))
        let badge = View(frame: Rect(x: 20, y: 40, width: 100, height: 30))
        #expect(badge.translatesAutoresizingMaskIntoConstraints)
        #expect(badge.name == "View")
        window.addSubview(badge)
        try window.layoutIfNeededOrThrow()
        #expect(badge.frame == Rect(x: 20, y: 40, width: 100, height: 30))
        badge.frame = Rect(x: 5, y: 6, width: 7, height: 8)
        try window.layoutIfNeededOrThrow()
        #expect(badge.frame == Rect(x: 5, y: 6, width: 7, height: 8))
        // The window grows; a mask of none keeps the frame (h=--& v=--&).
        window.size = Size(width: 400, height: 300)
        try window.layoutIfNeededOrThrow()
        #expect(badge.frame == Rect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test("the generated constraints are identified as UIKit's, in its h=--& v=--& notation")
    func identifiers() {
        let window = Window(size: Size(width: 300, height: 200))
        let badge = View(frame: Rect(x: 20, y: 40, width: 100, height: 30))
        badge.name = "badge"
        window.addSubview(badge)
        // Positions are installed on the superview, sizes on the view (nearest common ancestors).
        #expect(window.constraints.map(\.description) == [
            "NSAutoresizingMaskLayoutConstraint h=--& v=--&: badge.left == window.left + 20",
            "NSAutoresizingMaskLayoutConstraint h=--& v=--&: badge.top == window.top + 40",
        ])
        #expect(badge.constraints.map(\.description) == [
            "NSAutoresizingMaskLayoutConstraint h=--& v=--&: badge.width == 100",
            "NSAutoresizingMaskLayoutConstraint h=--& v=--&: badge.height == 30",
        ])
    }

    @Test("flexible parts share a change of the superview's size in proportion to their lengths")
    func flexibleMask() throws {
        // A 300 × 200 window; the view at x 20, width 100 (right margin 180), y 40, height 30
        // (bottom margin 130). Width and right margin flexible: Δ = +100 is split 100 : 180.
        let window = Window(size: Size(width: 300, height: 200))
        try window.layoutIfNeededOrThrow()
        let view = View(frame: Rect(x: 20, y: 40, width: 100, height: 30))
        view.autoresizingMask = [.flexibleWidth, .flexibleRightMargin, .flexibleTopMargin]
        window.addSubview(view)
        try window.layoutIfNeededOrThrow()
        #expect(view.frame == Rect(x: 20, y: 40, width: 100, height: 30))
        window.size = Size(width: 580, height: 370)
        try window.layoutIfNeededOrThrow()
        // Width: 100 + 280 × 100/280 = 200. Top margin alone is flexible: 40 + 170 = 210.
        #expect(view.frame == Rect(x: 20, y: 210, width: 200, height: 30))
        #expect(window.constraints.first?.identifier == "NSAutoresizingMaskLayoutConstraint h=-&& v=&--")
    }

    @Test("a flexible width alone fills the superview minus the fixed margins")
    func flexibleWidth() throws {
        let window = Window(size: Size(width: 300, height: 200))
        try window.layoutIfNeededOrThrow()
        let bar = View(frame: Rect(x: 10, y: 0, width: 280, height: 44))
        bar.autoresizingMask = .flexibleWidth
        window.addSubview(bar)
        window.size = Size(width: 500, height: 200)
        try window.layoutIfNeededOrThrow()
        #expect(bar.frame == Rect(x: 10, y: 0, width: 480, height: 44))
    }

    @Test("inside a superview placed by frame and not laid out yet, the reference is the frame set")
    func superviewPlacedByFrameBeforeLayout() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let card = View(frame: Rect(x: 20, y: 24, width: 106, height: 56))
        let bar = View(frame: Rect(x: 5, y: 10, width: 96, height: 10))
        bar.autoresizingMask = .flexibleWidth
        window.addSubview(card)
        card.addSubview(bar)
        try window.layoutIfNeededOrThrow()
        // The card is 106 wide from the start: the bar keeps its frame (it was 202 wide, its
        // reference read from the empty solved frame).
        #expect(bar.frame == Rect(x: 5, y: 10, width: 96, height: 10))
        card.frame = Rect(x: 20, y: 24, width: 206, height: 56)
        try window.layoutIfNeededOrThrow()
        #expect(bar.frame == Rect(x: 5, y: 10, width: 196, height: 10))
    }

    @Test("a frame that conflicts with a required constraint is reported like UIKit's")
    func conflict() throws {
        let window = Window(size: Size(width: 300, height: 200))
        let badge = View(frame: Rect(x: 20, y: 40, width: 100, height: 30))
        badge.name = "badge"
        window.addSubview(badge)
        try LayoutConstraint.activateOrThrow([badge.widthAnchor.constraint(equalToConstant: 50)])
        try window.layoutIfNeededOrThrow()
        guard case .unsatisfiable(let broken, let conflicting)? = window.diagnostics.first else {
            Issue.record("expected a conflict, got \(window.diagnostics)")
            return
        }
        #expect(broken == "badge.width == 50")
        #expect(conflicting.contains("NSAutoresizingMaskLayoutConstraint h=--& v=--&: badge.width == 100"))
    }

    @Test("turning translation off removes the constraints; views from init(name:) default to off")
    func turningOff() throws {
        let window = Window(size: Size(width: 300, height: 200))
        let badge = View(frame: Rect(x: 20, y: 40, width: 100, height: 30))
        window.addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        #expect(window.constraints.isEmpty)
        #expect(!View().translatesAutoresizingMaskIntoConstraints)
        let plain = View()
        plain.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        window.addSubview(plain)
        #expect(window.constraints.isEmpty)
        plain.translatesAutoresizingMaskIntoConstraints = true
        try window.layoutIfNeededOrThrow()
        #expect(plain.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("a bad frame is reported and the previous one kept")
    func badFrame() throws {
        let window = Window(size: Size(width: 300, height: 200))
        let badge = View(frame: Rect(x: 20, y: 40, width: 100, height: 30))
        badge.name = "badge"
        window.addSubview(badge)
        badge.frame = Rect(x: .infinity, y: 0, width: 1, height: 1)
        badge.frame = Rect(x: 0, y: 0, width: -1, height: 1)
        try window.layoutIfNeededOrThrow()
        #expect(badge.frame == Rect(x: 20, y: 40, width: 100, height: 30))
        #expect(window.diagnostics.count == 2)
    }
}

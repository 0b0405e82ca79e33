import Testing
@testable import Trellis

/// A composite view that names a subview for its baselines, as UIKit code overrides
/// `forFirstBaselineLayout` / `forLastBaselineLayout`.
private final class Card: View {
    var firstBaselineView: View?
    var lastBaselineView: View?
    override var forFirstBaselineLayout: View { firstBaselineView ?? super.forFirstBaselineLayout }
    override var forLastBaselineLayout: View { lastBaselineView ?? super.forLastBaselineLayout }
}

/// A view with baselines at fixed offsets (tests use explicit offsets, spec stackview.md §6).
private func texty(_ name: String, first: Double, last: Double) -> View {
    let view = View(name: name)
    view.firstBaselineOffsetFromTop = first
    view.lastBaselineOffsetFromBottom = last
    return view
}

/// Adds `view` to `parent` and returns its ``placement(of:in:x:y:width:height:)``.
private func place(_ view: View, in parent: View, x: Double, y: Double, width: Double, height: Double) -> [LayoutConstraint] {
    parent.addSubview(view)
    return placement(of: view, in: parent, x: x, y: y, width: width, height: height)
}

@Suite("forFirstBaselineLayout / forLastBaselineLayout: a baseline another view stands for")
struct BaselineLayoutViewTests {
    /// A 200 × 100 card at y = 100 holding `title` (baselines 12 below its top, 4 above its
    /// bottom) at y = 30 inside it, 20 tall: the title's first baseline is at 100 + 30 + 12 = 142
    /// in the window, its last at 100 + 30 + 20 − 4 = 146. A tag (baselines 5 and 3, 10 tall)
    /// is free to move vertically.
    private struct Scene {
        let window = Window(size: Size(width: 400, height: 400))
        let card = Card(name: "card")
        let title = texty("title", first: 12, last: 4)
        let tag = texty("tag", first: 5, last: 3)
        var constraints: [LayoutConstraint] = []

        init() {
            constraints = place(card, in: window, x: 0, y: 100, width: 200, height: 100)
                + place(title, in: card, x: 10, y: 30, width: 100, height: 20)
            window.addSubview(tag)
            constraints += [
                tag.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 300),
                tag.widthAnchor.constraint(equalToConstant: 50),
                tag.heightAnchor.constraint(equalToConstant: 10),
            ]
        }

        func activate(_ extra: LayoutConstraint) throws {
            try LayoutConstraint.activateOrThrow(constraints + [extra])
            try window.layoutIfNeededOrThrow()
        }
    }

    @Test("without an override a view without text answers its top edge; with one, the subview's baseline")
    func firstBaselineOfASubview() throws {
        let plain = Scene()
        try plain.activate(plain.tag.firstBaselineAnchor.constraint(equalTo: plain.card.firstBaselineAnchor))
        // The card's own top (100): tag.top + 5 = 100.
        #expect(plain.tag.frame.origin.y == 95)

        let scene = Scene()
        scene.card.firstBaselineView = scene.title
        try scene.activate(scene.tag.firstBaselineAnchor.constraint(equalTo: scene.card.firstBaselineAnchor))
        // tag.top + 5 = 142.
        #expect(scene.tag.frame == Rect(x: 300, y: 137, width: 50, height: 10))
        #expect(scene.window.diagnostics.isEmpty)
    }

    @Test("overriding forLastBaselineLayout alone moves the first baseline too (UIKit's default chain)")
    func lastBaselineOverrideServesBoth() throws {
        let scene = Scene()
        scene.card.lastBaselineView = scene.title
        let other = texty("other", first: 6, last: 2)
        scene.window.addSubview(other)
        try LayoutConstraint.activateOrThrow([
            other.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor, constant: 300),
            other.widthAnchor.constraint(equalToConstant: 40),
            other.heightAnchor.constraint(equalToConstant: 20),
            other.lastBaselineAnchor.constraint(equalTo: scene.card.lastBaselineAnchor),
        ])
        try scene.activate(scene.tag.firstBaselineAnchor.constraint(equalTo: scene.card.firstBaselineAnchor))
        // First: tag.top + 5 = 142. Last: other.bottom − 2 = 146, so other.bottom = 148, top 128.
        #expect(scene.tag.frame.origin.y == 137)
        #expect(other.frame == Rect(x: 300, y: 128, width: 40, height: 20))
    }

    @Test("the answer is followed down while each view answers another")
    func chainIsFollowed() throws {
        let scene = Scene()
        // outer (at 0, 100 in the card) → card's title. The outer box wraps the card.
        let outer = Card(name: "outer")
        scene.window.addSubview(outer)
        scene.card.removeFromSuperview()
        var constraints = place(outer, in: scene.window, x: 0, y: 50, width: 300, height: 300)
        constraints += place(scene.card, in: outer, x: 0, y: 50, width: 200, height: 100)
        constraints += place(scene.title, in: scene.card, x: 10, y: 30, width: 100, height: 20)
        outer.firstBaselineView = scene.card
        scene.card.firstBaselineView = scene.title
        try LayoutConstraint.activateOrThrow(constraints)
        try scene.activate(scene.tag.firstBaselineAnchor.constraint(equalTo: outer.firstBaselineAnchor))
        // title's baseline: 50 + 50 + 30 + 12 = 142; tag.top = 137.
        #expect(scene.tag.frame.origin.y == 137)
    }

    @Test("an answer outside the view is reported by name and the view's own baseline is used")
    func answerOutsideTheViewIsReported() throws {
        let scene = Scene()
        let stranger = View(name: "stranger")
        scene.window.addSubview(stranger)
        scene.card.firstBaselineView = stranger
        try scene.activate(scene.tag.firstBaselineAnchor.constraint(equalTo: scene.card.firstBaselineAnchor))
        #expect(scene.tag.frame.origin.y == 95)
        let expected = LayoutError.baselineViewOutsideView(view: "card", answer: "stranger", property: "forFirstBaselineLayout")
        #expect(scene.window.diagnostics.contains(expected))
        #expect(expected.description.contains("`card`.forFirstBaselineLayout answered `stranger`"))
    }

    @Test("a new baseline offset below the view moves the constraint at the next layout")
    func baselineOffsetChangeIsFollowed() throws {
        let scene = Scene()
        scene.card.firstBaselineView = scene.title
        try scene.activate(scene.tag.firstBaselineAnchor.constraint(equalTo: scene.card.firstBaselineAnchor))
        scene.title.firstBaselineOffsetFromTop = 16
        scene.window.layoutIfNeeded()
        // 100 + 30 + 16 = 146; tag.top = 141.
        #expect(scene.tag.frame.origin.y == 141)
    }

    @Test("the subview leaving and coming back is followed, with the outside answer reported meanwhile")
    func subviewLeavingAndReturning() throws {
        let scene = Scene()
        scene.card.firstBaselineView = scene.title
        try scene.activate(scene.tag.firstBaselineAnchor.constraint(equalTo: scene.card.firstBaselineAnchor))
        #expect(scene.tag.frame.origin.y == 137)

        scene.title.removeFromSuperview()
        scene.window.layoutIfNeeded()
        // The card's own top again: 95.
        #expect(scene.tag.frame.origin.y == 95)
        #expect(scene.window.diagnostics.contains(
            .baselineViewOutsideView(view: "card", answer: "title", property: "forFirstBaselineLayout")))

        // Back at y = 60 inside the card: 100 + 60 + 12 = 172; tag.top = 167.
        LayoutConstraint.activate(place(scene.title, in: scene.card, x: 10, y: 60, width: 100, height: 20))
        scene.window.layoutIfNeeded()
        #expect(scene.tag.frame.origin.y == 167)
    }

    @Test("a baseline view inside a scroll view follows the content offset")
    func baselineViewInsideAScrollView() throws {
        let scene = Scene()
        scene.title.removeFromSuperview()
        // The card holds a scroll view filling it; the title sits 30 down its content.
        let scroll = ScrollView(name: "scroll")
        var constraints = place(scroll, in: scene.card, x: 0, y: 0, width: 200, height: 100)
        constraints += place(scene.title, in: scroll, x: 10, y: 30, width: 100, height: 20)
        constraints += [
            scroll.contentLayoutGuide.widthAnchor.constraint(equalToConstant: 200),
            scroll.contentLayoutGuide.heightAnchor.constraint(equalToConstant: 500),
        ]
        try LayoutConstraint.activateOrThrow(constraints)
        scene.card.firstBaselineView = scene.title
        try scene.activate(scene.tag.firstBaselineAnchor.constraint(equalTo: scene.card.firstBaselineAnchor))
        #expect(scene.tag.frame.origin.y == 137)
        // Scrolled 10 down, the title's baseline is at 132 in the window: tag.top = 127.
        scroll.contentOffset = Point(x: 0, y: 10)
        scene.window.layoutIfNeeded()
        #expect(scene.tag.frame.origin.y == 127)
    }

    @Test("a constraint on a stack's baseline uses the arranged subview it vends, and follows a hide")
    func stackVendsItsBaseline() throws {
        let window = Window(size: Size(width: 400, height: 400))
        // A vertical stack at y = 40: a (30 tall, baselines 10 / 6) then b (50 tall, 20 / 8), 10 apart.
        let a = texty("a", first: 10, last: 6)
        let b = texty("b", first: 20, last: 8)
        let stack = StackView(arrangedSubviews: [a, b], name: "stack")
        stack.axis = .vertical
        stack.spacing = 10
        let tag = texty("tag", first: 5, last: 3)
        window.addSubview(stack)
        window.addSubview(tag)
        try LayoutConstraint.activateOrThrow([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            stack.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 30),
            b.heightAnchor.constraint(equalToConstant: 50),
            tag.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 300),
            tag.widthAnchor.constraint(equalToConstant: 50),
            tag.heightAnchor.constraint(equalToConstant: 10),
            tag.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        // a's first baseline: 40 + 10 = 50; tag.top = 45.
        #expect(stack.forFirstBaselineLayout === a)
        #expect(stack.forLastBaselineLayout === b)
        #expect(tag.frame.origin.y == 45)

        a.isHidden = true
        window.layoutIfNeeded()
        // b is the first visible item, at the stack's top: 40 + 20 = 60; tag.top = 55.
        #expect(stack.forFirstBaselineLayout === b)
        #expect(b.frame.origin.y == 0)
        #expect(tag.frame.origin.y == 55)
    }

    @Test("a baseline-aligned stack aligns an arranged view by the subview it names")
    func stackAlignmentFollowsTheOverride() throws {
        let window = Window(size: Size(width: 400, height: 400))
        // Item 0: 20 tall, first baseline 10. Item 1: a 60-tall card whose title (baseline 12)
        // sits 30 below its top.
        let first = texty("first", first: 10, last: 4)
        first.intrinsicContentSize = Size(width: 50, height: 20)
        let card = Card(name: "card")
        card.intrinsicContentSize = Size(width: 80, height: 60)
        let title = texty("title", first: 12, last: 4)
        LayoutConstraint.activate(place(title, in: card, x: 0, y: 30, width: 80, height: 20))
        card.firstBaselineView = title
        let stack = StackView(arrangedSubviews: [first, card], name: "stack")
        stack.alignment = .firstBaseline
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        try window.layoutIfNeededOrThrow()
        // Baselines coincide (spec §2.1): first's at 0 + 10 in the stack, the title's at
        // card.y + 30 + 12, so card.y = −32 (it sticks out above: the stack's top is item 0's).
        #expect(first.frame.origin.y == 0)
        #expect(card.frame.origin.y == -32)
        #expect(window.diagnostics.isEmpty)
    }
}

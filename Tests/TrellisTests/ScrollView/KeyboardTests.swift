import Testing
@testable import Trellis

@Suite("Keyboard layout guide and avoidance")
struct KeyboardTests {
    @Test("the guide's top follows the safe-area bottom while hidden and the keyboard while shown")
    func keyboardGuide() throws {
        let window = Window(size: Size(width: 320, height: 480), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        let guide = window.keyboardLayoutGuide
        try window.layoutIfNeededOrThrow()
        // Hidden: top = 480 − 34 = 446, down to the window's bottom.
        expectFrame(guide, 0, 446, 320, 34)
        window.keyboardFrame = Rect(x: 0, y: 264, width: 320, height: 216)
        try window.layoutIfNeededOrThrow()
        expectFrame(guide, 0, 264, 320, 216)
        window.keyboardFrame = nil
        try window.layoutIfNeededOrThrow()
        expectFrame(guide, 0, 446, 320, 34)
        window.keyboardFrame = Rect(x: 0, y: .infinity, width: 320, height: 216)
        #expect(window.keyboardFrame == nil)
        #expect(window.diagnostics.count == 1)
    }

    @Test("a view constrained to the keyboard guide shrinks above the keyboard")
    func constrainedToGuide() throws {
        let window = Window(size: Size(width: 320, height: 480))
        let scroll = ScrollView(name: "scroll")
        window.addSubview(scroll)
        try LayoutConstraint.activateOrThrow([
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: window.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        expectFrame(scroll, 0, 0, 320, 480)  // no safe area: the guide starts at the bottom
        window.keyboardFrame = Rect(x: 0, y: 264, width: 320, height: 216)
        try window.layoutIfNeededOrThrow()
        expectFrame(scroll, 0, 0, 320, 264)  // 480 − 216
    }

    @Test("seed 004 recipe: bottom inset = keyboard overlap, then scroll the focused field into view")
    func keyboardAvoidance() throws {
        let (window, scroll, _, fields) = try makeVerticalForm()
        expectWindowFrame(fields[2], 0, 460, 320, 200)
        #expect(scroll.keyboardOverlap == 0)
        // Show a 216-pt keyboard: it covers 480 − 264 = 216 of the scroll view.
        window.keyboardFrame = Rect(x: 0, y: 264, width: 320, height: 216)
        try window.layoutIfNeededOrThrow()
        #expect(scroll.keyboardOverlap == 216)
        scroll.contentInset.bottom = scroll.keyboardOverlap
        // max y = 680 + 216 − 480 = 416.
        #expect(scroll.maximumContentOffset == Point(x: 0, y: 416))
        // The focused field3 (460…660) must end above 480 − 216 = 264: offset 660 − 264 = 396.
        scroll.scrollRectToVisible(fields[2].frame)
        #expect(scroll.contentOffset == Point(x: 0, y: 396))
        try window.layoutIfNeededOrThrow()
        // On screen 460 − 396 = 64 … 264: its bottom touches the keyboard's top.
        expectWindowFrame(fields[2], 0, 64, 320, 200)
        // Hide: restore the inset; the offset is now past the maximum 200 (UIKit clamps when the
        // user scrolls; the recipe clamps explicitly).
        window.keyboardFrame = nil
        scroll.contentInset.bottom = 0
        scroll.contentOffset = scroll.clampedContentOffset(scroll.contentOffset)
        try window.layoutIfNeededOrThrow()
        #expect(scroll.contentOffset == Point(x: 0, y: 200))
        expectWindowFrame(fields[2], 0, 260, 320, 200)
    }

    @Test("a keyboard that misses the view does not overlap it")
    func keyboardMissesView() throws {
        let window = Window(size: Size(width: 320, height: 480))
        let top = View(name: "top")
        window.addSubview(top)
        try LayoutConstraint.activateOrThrow([
            top.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            top.topAnchor.constraint(equalTo: window.topAnchor),
            top.widthAnchor.constraint(equalToConstant: 320),
            top.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.keyboardFrame = Rect(x: 0, y: 264, width: 320, height: 216)
        try window.layoutIfNeededOrThrow()
        #expect(top.keyboardOverlap == 0)
        // The view's guide collapses to its bottom edge: top inset 100 − 0.
        let guide = top.keyboardLayoutGuide
        try window.layoutIfNeededOrThrow()
        expectFrame(guide, 0, 100, 320, 0)
    }
}

import Testing
@testable import Trellis

/// A correct layout records no warning.
@Suite("No false warnings")
struct NoFalseWarningTests {
    @Test("a chat bubble (numberOfLines 0, width <= 250) shrinks to its widest line without a warning")
    func chatBubble() throws {
        let window = Window(size: Size(width: 393, height: 852))
        // 20 wide characters of 17 pt: 340 unwrapped. At 250, 14 fit a line (238): 春はあけぼの。やうやう白くな
        // / りゆく山ぎは, so the label hugs to 238 × 2 lines of 20.4, as UIKit's does.
        let bubble = Label("春はあけぼの。やうやう白くなりゆく山ぎは", name: "bubble")
        bubble.numberOfLines = 0
        window.addSubview(bubble)
        try LayoutConstraint.activateOrThrow([
            bubble.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            bubble.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            bubble.widthAnchor.constraint(lessThanOrEqualToConstant: 250),
        ])
        try window.layoutIfNeededOrThrow()
        expectFrame(bubble, 16, 20, 238, 40.8)
        #expect(bubble.textLayout.lines.count == 2)
        #expect(window.diagnostics.isEmpty)
        try window.layoutIfNeededOrThrow()
        expectFrame(bubble, 16, 20, 238, 40.8)
        #expect(window.diagnostics.isEmpty)
    }
    // A label whose width truly depends on its height is still reported: TwoPassLayoutTests.square.
}

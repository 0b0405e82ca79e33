import Testing
@testable import Trellis

/// Issues 8 and 9 meet here: a multi-line label arranged in a stack view gets its height from the
/// two-pass layout at the width the stack gives it.
@Suite("A multi-line label in a stack view")
struct StackViewLabelTests {
    @Test("the label wraps at the stack's width and the next item follows its wrapped height")
    func wrapsAtStackWidth() throws {
        // 20 wide characters at 17 pt = 340 unwrapped. The stack is 200 wide with fill alignment,
        // so the label is 200 wide: 11 characters per line (187 ≤ 200 < 204), giving
        // "春はあけぼの。やうやう" and "白くなりゆく山ぎは" — 2 lines, 2 × 20.4 = 40.8 tall.
        // The second item (intrinsic 50 × 10, stretched to 200 by fill) sits at 40.8 + 8 = 48.8,
        // and the stack is 48.8 + 10 = 58.8 tall.
        let window = Window(size: Size(width: 393, height: 852))
        let label = Label(name: "label")
        label.text = "春はあけぼの。やうやう白くなりゆく山ぎは"
        label.numberOfLines = 0
        let box = View(name: "box")
        box.intrinsicContentSize = Size(width: 50, height: 10)
        let stack = StackView(arrangedSubviews: [label, box], name: "stack")
        stack.axis = .vertical
        stack.spacing = 8
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
            stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(label.textLayout.lines.map(\.text) == ["春はあけぼの。やうやう", "白くなりゆく山ぎは"])
        expectFrame(label, 0, 0, 200, 40.8)
        expectFrame(box, 0, 48.8, 200, 10)
        expectFrame(stack, 20, 30, 200, 58.8)
    }
}

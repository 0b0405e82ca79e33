import Testing
@testable import Trellis

@Suite("ScrollView with multi-line labels")
struct ScrollViewLabelTests {
    @Test("a content view of wrapping labels: the content height follows the wrapped lines")
    func wrappingLabels() throws {
        let (window, scroll, content) = try makeScrollWindow(width: 200, height: 100)
        // 20 wide characters (17 pt each, 340 pt) and 30 (510 pt); lines are 20.4 pt tall.
        let first = Label("春はあけぼの。やうやう白くなりゆく山ぎは", name: "first")
        let second = Label(String(repeating: "あ", count: 30), name: "second")
        var constraints = pinToContentGuide(content, in: scroll)
        constraints.append(content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor))
        for label in [first, second] {
            label.numberOfLines = 0
            content.addSubview(label)
            constraints += [
                label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 15),
                label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -15),
            ]
        }
        constraints += [
            first.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: 10),
        ]
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
        // Label width 200 − 2 × 15 = 170: 10 characters a line, so 2 and 3 lines:
        // 40.8 and 61.2 pt. Content height 10 + 40.8 + 8 + 61.2 + 10 = 130.
        expectFrame(first, 15, 10, 170, 40.8)
        expectFrame(second, 15, 58.8, 170, 61.2)
        #expect(abs(scroll.contentSize.height - 130) < 1e-9)
        #expect(scroll.contentSize.width == 200)
        #expect(abs(scroll.maximumContentOffset.y - 30) < 1e-9)  // 130 − 100
        scroll.contentOffset = Point(x: 0, y: 30)
        try window.layoutIfNeededOrThrow()
        expectWindowFrame(second, 15, 28.8, 170, 61.2)  // 58.8 − 30
        #expect(window.diagnostics.isEmpty)
    }
}

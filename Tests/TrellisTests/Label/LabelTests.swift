import Testing
@testable import Trellis

@Suite("Label: intrinsic size, collapse, baselines, bad input")
struct LabelTests {
    /// A window with `label` pinned at (20, 100) and nothing else: its size is its intrinsic size.
    func pinned(_ label: Label) throws -> Window {
        let window = Window(size: Size(width: 393, height: 852))
        window.addSubview(label)
        try LayoutConstraint.activateOrThrow([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        return window
    }

    @Test("a new label has the UILabel defaults")
    func defaults() {
        let label = Label()
        #expect(label.text == nil)
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.numberOfLines == 1)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(label.name == "label")
        #expect(label.intrinsicContentSize == Size(width: 0, height: 0))
    }

    @Test("a one-line label is as wide as its text: 5 narrow characters of 8.5 pt and 2 wide of 17")
    func singleLine() throws {
        let label = Label("Hello春夏")
        #expect(label.intrinsicContentSize == Size(width: 76.5, height: 20.4))  // 5 × 8.5 + 2 × 17
        let window = try pinned(label)
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 20, 100, 76.5, 20.4)
    }

    @Test("text = nil and text = \"\" give (0, 0), collapsing a content-sized label (seed 004)")
    func collapse() throws {
        let label = Label("トルツメ", name: "tag")
        let below = View(name: "below")
        let window = try pinned(label)
        window.addSubview(below)
        try LayoutConstraint.activateOrThrow([
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 50),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 20, 100, 68, 20.4)  // 4 × 17
        expectFrame(below, 20, 128.4, 50, 10)  // 100 + 20.4 + 8
        label.text = nil
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 20, 100, 0, 0)
        expectFrame(below, 20, 108, 50, 10)
        label.text = "トルツメ"
        try window.layoutIfNeededOrThrow()
        expectFrame(below, 20, 128.4, 50, 10)
        label.text = ""
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 20, 100, 0, 0)
    }

    @Test("changing the font, line count or line break mode re-measures at the next layout")
    func invalidation() throws {
        let label = Label("ab\ncd")  // one line, truncating the tail: "ab…", 3 × 8.5 = 25.5 wide
        let window = try pinned(label)
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 20, 100, 25.5, 20.4)
        label.lineBreakMode = .byWordWrapping  // the second line is dropped silently: "ab", 17
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 20, 100, 17, 20.4)
        label.font = .systemFont(ofSize: 10)  // 2 × 5 = 10 by 12
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 20, 100, 10, 12)
        label.numberOfLines = 0  // the explicit newline makes two lines
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 20, 100, 10, 24)
    }

    @Test("an explicit preferredMaxLayoutWidth wraps the intrinsic size at that width")
    func preferredWidth() throws {
        let label = Label("春はあけぼの。やうやう白く")
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 90  // 5 × 17 = 85 a line
        // 春はあけぼ / の。やうや / う白く: 3 lines, widest 85.
        #expect(label.intrinsicContentSize.width == 85)
        #expect(abs(label.intrinsicContentSize.height - 61.2) < 1e-9)
        let window = try pinned(label)
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 20, 100, 85, 61.2)
        #expect(label.textLayout.plainText == "春はあけぼ\nの。やうや\nう白く")
    }

    @Test("baselines: 0.9 × s below the top and 0.3 × s above the bottom, whatever the line count")
    func baselines() throws {
        let window = Window(size: Size(width: 393, height: 852))
        let title = Label("春はあけぼの。やうやう白く", name: "title")
        title.numberOfLines = 0
        title.preferredMaxLayoutWidth = 90  // 3 lines: 61.2 tall
        let small = Label("夏", name: "small")
        small.font = .systemFont(ofSize: 10)  // first baseline 9, last 3 above the bottom of 12
        let mark = View(name: "mark")
        for view in [title, small, mark] { window.addSubview(view) }
        try LayoutConstraint.activateOrThrow([
            title.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            title.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            small.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor),
            mark.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            mark.topAnchor.constraint(equalTo: title.firstBaselineAnchor),
            mark.widthAnchor.constraint(equalToConstant: 1),
            mark.heightAnchor.constraint(equalToConstant: 1),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(title.firstBaselineOffsetFromTop == 15.3)
        #expect(title.lastBaselineOffsetFromBottom == 5.1)
        // title's last baseline: 100 + 61.2 − 5.1 = 156.1 = 100 + 15.3 + 2 × 20.4.
        // small's top: 156.1 − 9 = 147.1.
        expectFrame(small, 93, 147.1, 10, 12)
        expectFrame(mark, 0, 115.3, 1, 1)
        small.font = .systemFont(ofSize: 20)  // first baseline 18: top 138.1
        try window.layoutIfNeededOrThrow()
        expectFrame(small, 93, 138.1, 20, 24)
    }

    @Test("bad values keep the previous ones and are recorded")
    func badInput() {
        let window = Window(size: Size(width: 100, height: 100))
        let label = Label("a", name: "tag")
        window.addSubview(label)
        label.numberOfLines = -1
        label.preferredMaxLayoutWidth = -5
        label.preferredMaxLayoutWidth = .nan
        #expect(label.numberOfLines == 1)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(window.diagnostics.count == 3)
        #expect(window.diagnostics.first == .negativeSize("The number of lines -1 of `tag`"))
    }

    @Test("a single-line label narrower than its text draws it truncated with an ellipsis")
    func truncatedDrawing() throws {
        let label = Label("Hello world")  // 11 × 8.5 = 93.5 wide
        let window = try pinned(label)
        try LayoutConstraint.activateOrThrow([label.widthAnchor.constraint(equalToConstant: 50)])
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 20, 100, 50, 20.4)
        // "Hello" (42.5) + "…" (8.5) = 51 > 50, so "Hell…" (42.5).
        #expect(label.textLayout.plainText == "Hell…")
    }
}

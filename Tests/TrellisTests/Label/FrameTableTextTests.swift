import Testing
@testable import Trellis

@Suite("Frame table: the lines and text columns of labels")
struct FrameTableTextTests {
    @Test("labels show their line count and quoted, shortened text; other rows stay blank")
    func columns() throws {
        let window = Window(size: Size(width: 200, height: 100))
        let title = Label("春はあけぼの。やうやう白くなりゆく山ぎは", name: "春")  // 20 wide: 340 pt
        title.numberOfLines = 0
        let empty = Label(name: "empty")
        let box = View(name: "box")
        for view in [title, empty, box] { window.addSubview(view) }
        try LayoutConstraint.activateOrThrow([
            title.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            title.widthAnchor.constraint(equalToConstant: 170),  // 10 a line: 2 lines
            title.topAnchor.constraint(equalTo: window.topAnchor),
            empty.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            empty.topAnchor.constraint(equalTo: title.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 1),
            box.heightAnchor.constraint(equalToConstant: 1),
        ])
        try window.layoutIfNeededOrThrow()
        // The text column is at most 24 terminal columns: the quotes and "…" take 3, so 10 wide
        // characters (20 columns) fit and the 11th would not.
        #expect(window.frameTable(showingText: true) == """
            item     x     y  width  height  window x  window y  lines  text
            window   0     0    200     100         0         0
              春     0     0    170    40.8         0         0      2  "春はあけぼの。やうや…"
              empty  0  40.8      0       0         0      40.8      0  nil
              box    0     0      1       1         0         0

            """)
        #expect(!window.frameTable().contains("lines"))
    }

    @Test("short text is quoted whole; newlines show as ⏎; the width limit is adjustable")
    func shortening() {
        #expect(FrameTable.shortened("Hi", toColumns: 24) == "\"Hi\"")
        #expect(FrameTable.shortened("a\nb", toColumns: 24) == "\"a⏎b\"")
        #expect(FrameTable.shortened("", toColumns: 24) == "\"\"")
        #expect(FrameTable.shortened(nil, toColumns: 24) == "nil")
        // 8 columns: quote + 5 + "…" + quote; two wide characters take 4, a third would make 9.
        #expect(FrameTable.shortened("abcdefgh", toColumns: 8) == "\"abcde…\"")
        #expect(FrameTable.shortened("春夏秋冬", toColumns: 8) == "\"春夏…\"")
    }

    @Test("a table without labels has no text columns even when asked for them")
    func noLabels() throws {
        let window = Window(size: Size(width: 10, height: 10))
        var table = FrameTable(root: window)
        table.showsText = true
        #expect(table.render() == "item    x  y  width  height  window x  window y\nwindow  0  0     10      10         0         0\n")
    }
}

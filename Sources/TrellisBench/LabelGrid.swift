// label-grid (issue 25): N multi-line labels in rows of four (horizontal stacks, fillEqually,
// spacing 8) inside a vertical stack (spacing 8) in a window-filling scroll view; the stack is
// pinned to the content layout guide and as wide as the frame layout guide.
//
// Closed form. At window width W every label is Wl = (W − 3 × 8) / 4 wide (fillEqually is
// required, so the text never decides a width) at x = c(Wl + 8) for column c. Label i says
// "word" k_i = 1 + (7i mod 13) times; wrapped at Wl it takes ⌈k / m⌉ lines, m = the most words
// a line holds, (5m − 1) × 8.5 ≤ Wl (``wrappedLines(words:width:)``): m = 2 at W = 393, 5 at
// W = 852. A row is as tall as its tallest label (fill alignment: the tallest label's
// compression resistance beats the others' hugging), lines × 20.4, and every label of the row
// gets that height; rows are 8 apart from y = 0, and the content size is the stack's:
// W × (Σ row heights + 8 × (rows − 1)).
// Changes: rotate swaps the window between 393 × 852 and 852 × 393; text gives label N/2
// k + 10 words (and back).

import Trellis

/// The grid of labels, built but not laid out.
final class LabelGrid: BenchLayout {
    static let columns = 4
    let window: Window
    let scroll: ScrollView
    let stack: StackView
    let rows: [StackView]
    let labels: [Label]
    let change: String

    static func wordCount(_ i: Int, changed: Bool) -> Int { 1 + (7 * i) % 13 + (changed ? 10 : 0) }

    init(labelCount: Int, change: String) throws {
        self.change = change
        window = Window(size: Size(width: narrowWidth, height: windowHeight), name: "window")
        scroll = ScrollView(name: "scroll")
        var labels: [Label] = []
        var rows: [StackView] = []
        for start in stride(from: 0, to: labelCount, by: Self.columns) {
            let rowLabels = (start..<min(start + Self.columns, labelCount)).map { i -> Label in
                let label = Label(words(Self.wordCount(i, changed: false)), name: "label\(i)")
                label.numberOfLines = 0
                return label
            }
            let row = StackView(arrangedSubviews: rowLabels, name: "row\(rows.count)")
            row.axis = .horizontal
            row.distribution = .fillEqually
            row.spacing = 8
            rows.append(row)
            labels += rowLabels
        }
        stack = StackView(arrangedSubviews: rows, name: "grid")
        stack.axis = .vertical
        stack.spacing = 8
        window.addSubview(scroll)
        scroll.addSubview(stack)
        try LayoutConstraint.activateOrThrow(scrollingConstraints(window: window, scroll: scroll, content: stack))
        self.rows = rows
        self.labels = labels
    }

    /// Applies op k's change: odd k changes, even k restores.
    func apply(_ k: Int) {
        let on = k % 2 == 1
        if change == "rotate" {
            window.size = on ? Size(width: windowHeight, height: narrowWidth) : Size(width: narrowWidth, height: windowHeight)
        } else {
            let middle = labels.count / 2
            labels[middle].text = words(Self.wordCount(middle, changed: on))
        }
    }

    func verify(afterChanges changes: Int) throws {
        let on = changes % 2 == 1
        let what = "label-grid \(change) after \(changes) changes"
        let width = change == "rotate" && on ? windowHeight : narrowWidth
        try expect(window.size.width == width, "\(what): window width \(window.size.width)")
        let labelWidth = (width - 8 * Double(Self.columns - 1)) / Double(Self.columns)
        var y = 0.0
        for (r, row) in rows.enumerated() {
            let range = (r * Self.columns)..<min((r + 1) * Self.columns, labels.count)
            let lines = range.map { i in
                wrappedLines(words: Self.wordCount(i, changed: on && change == "text" && i == labels.count / 2),
                             width: labelWidth)
            }
            let height = Double(lines.max()!) * lineHeight()
            try expectFrame(row, Rect(x: 0, y: y, width: width, height: height), what)
            for (c, i) in range.enumerated() {
                try expectFrame(labels[i], Rect(x: Double(c) * (labelWidth + 8), y: y, width: labelWidth, height: height), what)
            }
            y += height + 8
        }
        let contentHeight = y - 8
        let size = scroll.contentSize
        try expect(abs(size.width - width) < 1e-6 && abs(size.height - contentHeight) < 1e-6 * max(1, contentHeight),
                   "\(what): content size \(size), expected \(width) × \(contentHeight)")
    }
}

/// label-grid at N labels: order first, rotate or text.
func runLabelGrid(_ n: Int, _ order: String, _ budget: Double) throws -> Measurement {
    let build = { try LabelGrid(labelCount: n, change: order) }
    if order == "first" { return try runFirstLayout(items: n, budget, build: build) }
    return try runLayoutChange(items: n, budget, build: build) { grid, k in grid.apply(k) }
}

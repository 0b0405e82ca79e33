import Testing
@testable import Trellis

// The rows of these tests: a view holding one multi-line label inset 15 pt left and right and
// 10 pt top and bottom. In a list 200 pt wide the label is 200 − 2 × 15 = 170 pt wide. With the
// default font (`systemFont(ofSize: 17)`, DefaultTextMeasurer) every wide character (あ)
// advances 17 pt, so exactly 170 / 17 = 10 fit on a line, and a line is 1.2 × 17 = 20.4 pt tall.
// A row of n wide characters therefore has ⌈n / 10⌉ lines and is 10 + 20.4 × lines + 10 tall:
//     5 characters → 1 line → 40.4     15 → 2 lines → 60.8     25 → 3 lines → 81.2
//     empty text → the label is 0 × 0 → 20

/// `count` wide characters.
func wide(_ count: Int) -> String { String(repeating: "あ", count: count) }

/// The texts of a list's rows, changed by tests before they insert or reload rows.
final class RowTexts {
    var texts: [String]
    init(_ texts: [String]) { self.texts = texts }

    /// A row view: `row\(index)` holding `label\(index)`, the label inset (15, 10, 15, 10).
    func makeRow(_ index: Int) -> View {
        let row = View(name: "row\(index)")
        let label = Label(texts[index], name: "label\(index)")
        label.numberOfLines = 0
        row.addSubview(label)
        do {
            try LayoutConstraint.activateOrThrow([
                label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 15),
                label.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -15),
                label.topAnchor.constraint(equalTo: row.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -10),
            ])
        } catch {
            Issue.record("row \(index): \(error)")
        }
        return row
    }
}

/// A list filling a `width` × `height` window, its rows made from `texts`, margin 0 unless given.
func makeList(
    _ texts: [String], width: Double = 200, height: Double = 300, estimate: Double = 44, margin: Double = 0
) throws -> (Window, ListView, RowTexts) {
    let window = Window(size: Size(width: width, height: height))
    let list = ListView(name: "list")
    list.estimatedRowHeight = estimate
    list.preparationMargin = margin
    window.addSubview(list)
    try LayoutConstraint.activateOrThrow(list.constraintsPinningEdges(to: window))
    let rows = RowTexts(texts)
    try list.reloadData(rowCount: texts.count) { [rows] index in rows.makeRow(index) }
    return (window, list, rows)
}

/// Whether two numbers agree to 1e-9 (sums of row heights carry rounding in the last bits).
func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

/// Row `row` of section 0.
func path(_ row: Int) -> ListView.IndexPath { ListView.IndexPath(row: row, section: 0) }

/// Each row's (top, height) in a one-section list, after a layout.
func rowRects(_ list: ListView) throws -> [(Double, Double)] {
    try (0..<list.rowCount).map { row in
        let rect = try list.rect(forRowAt: path(row))
        return (rect.minY, rect.height)
    }
}

/// Expects a one-section list's rows at `expected` (top, height) pairs, within 1e-9.
func expectRows(_ list: ListView, _ expected: [(Double, Double)], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let rects = try rowRects(list)
    #expect(rects.count == expected.count, sourceLocation: sourceLocation)
    for (got, want) in zip(rects, expected) {
        #expect(near(got.0, want.0) && near(got.1, want.1), "\(got) != \(want)", sourceLocation: sourceLocation)
    }
}

import Testing
@testable import Trellis

@Suite("Wireframe")
struct WireframeTests {
    /// 100 × 50 at 21 columns: s = 20 / 100 = 0.2 columns per point and 0.1 rows per point, so
    /// x 10, 45, 55, 90 → columns 2, 9, 11, 18 and y 10, 40 → rows 1, 4; 50 pt tall → 6 rows.
    func sideBySide() throws -> Window {
        let window = pictureWindow()
        try place(View(name: "red"), in: window, 10, 10, 35, 30)
        try place(View(name: "blue"), in: window, 55, 10, 35, 30)
        try window.layoutIfNeededOrThrow()
        return window
    }

    @Test("two views side by side, box-drawing and ASCII")
    func sideBySideBoxes() throws {
        let window = try sideBySide()
        #expect(window.wireframe(columns: 21) == """
            ┌window─────────────┐
            │ ┌red───┐ ┌blue──┐ │
            │ │      │ │      │ │
            │ │      │ │      │ │
            │ └──────┘ └──────┘ │
            └───────────────────┘

            """)
        #expect(window.wireframe(columns: 21, style: .ascii) == """
            +window-------------+
            | +red---+ +blue--+ |
            | |      | |      | |
            | |      | |      | |
            | +------+ +------+ |
            +-------------------+

            """)
    }

    @Test("borders on the same column meet in junctions")
    func sharedEdge() throws {
        let window = pictureWindow()
        // x 50 → column 10 for red's right edge and blue's left edge.
        try place(View(name: "red"), in: window, 10, 10, 40, 30)
        try place(View(name: "blue"), in: window, 50, 10, 40, 30)
        try window.layoutIfNeededOrThrow()
        #expect(window.wireframe(columns: 21) == """
            ┌window─────────────┐
            │ ┌red────┬blue───┐ │
            │ │       │       │ │
            │ │       │       │ │
            │ └───────┴───────┘ │
            └───────────────────┘

            """)
    }

    @Test("a subview covers its parent; the parent's covered name moves to its bottom border")
    func nestedAndCovered() throws {
        let window = pictureWindow()
        let card = try place(View(name: "card"), in: window, 10, 10, 80, 30)
        // inner: window (10, 10, 40, 20) → columns 2…10, rows 1…3; card: columns 2…18, rows 1…4.
        try place(View(name: "inner"), in: card, 0, 0, 40, 20)
        try window.layoutIfNeededOrThrow()
        #expect(window.wireframe(columns: 21) == """
            ┌window─────────────┐
            │ ┌inner──┬───────┐ │
            │ │       │       │ │
            │ ├───────┘       │ │
            │ └card───────────┘ │
            └───────────────────┘

            """)
    }

    @Test("a name covered at the top and the bottom is listed under the drawing")
    func coveredBothWays() throws {
        let window = pictureWindow()
        let outer = try place(View(name: "outer"), in: window, 10, 10, 80, 30)
        try place(View(name: "top"), in: outer, 0, 0, 80, 10)      // rows 1…2
        try place(View(name: "bottom"), in: outer, 0, 20, 80, 10)  // rows 3…4
        try window.layoutIfNeededOrThrow()
        #expect(window.wireframe(columns: 21) == """
            ┌window─────────────┐
            │ ┌top────────────┐ │
            │ ├───────────────┤ │
            │ ├bottom─────────┤ │
            │ └───────────────┘ │
            └───────────────────┘
            covered: outer

            """)
    }

    @Test("later siblings cover earlier ones; cut lines end in junctions on the front border")
    func overlap() throws {
        let window = pictureWindow()
        // back: columns 2…12, rows 1…3; front: columns 8…18, rows 2…4.
        try place(View(name: "back"), in: window, 10, 10, 50, 20)
        try place(View(name: "front"), in: window, 40, 20, 50, 20)
        try window.layoutIfNeededOrThrow()
        #expect(window.wireframe(columns: 21) == """
            ┌window─────────────┐
            │ ┌back─────┐       │
            │ │     ┌front────┐ │
            │ └─────┤         │ │
            │       └─────────┘ │
            └───────────────────┘

            """)
    }

    @Test("hidden views and their subviews are skipped; flat views are lines, empty ones markers")
    func hiddenAndZeroSize() throws {
        let window = pictureWindow()
        let gone = try place(View(name: "gone"), in: window, 10, 10, 30, 30)
        try place(View(name: "kid"), in: gone, 5, 5, 10, 10)
        gone.isHidden = true
        try place(View(name: "line"), in: window, 10, 20, 50, 0)   // row 2, columns 2…12
        try place(View(name: "dot"), in: window, 80, 40, 0, 0)     // row 4, column 16
        try place(View(name: "bar"), in: window, 90, 10, 0, 20)    // column 18, rows 1…3
        try window.layoutIfNeededOrThrow()
        #expect(window.wireframe(columns: 21) == """
            ┌window─────────────┐
            │                 │ │
            │ ─line──────     │ │
            │                 │ │
            │               •   │
            └───────────────────┘

            """)
        #expect(window.wireframe(columns: 21, style: .ascii).contains("|               *   |"))
    }

    @Test("Japanese names take two columns each and are cut by display width")
    func wideNames() throws {
        let window = pictureWindow()
        try place(View(name: "見出し"), in: window, 10, 10, 25, 30)  // columns 2…7: 4 for the name
        try place(View(name: "本文"), in: window, 45, 10, 45, 30)    // columns 9…18
        try window.layoutIfNeededOrThrow()
        // 見出し is 6 columns; 4 fit: 見 (2) + … (1), then the border.
        #expect(window.wireframe(columns: 21) == """
            ┌window─────────────┐
            │ ┌見…─┐ ┌本文────┐ │
            │ │    │ │        │ │
            │ │    │ │        │ │
            │ └────┘ └────────┘ │
            └───────────────────┘

            """)
    }

    @Test("the vertical scale is half the horizontal one")
    func scaling() throws {
        let window = try sideBySide()
        // 41 columns: s = 0.4, 50 pt → round(50 × 0.2) + 1 = 11 rows, each 41 columns wide.
        let lines = window.wireframe(columns: 41).split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines.allSatisfy { DisplayWidth.of($0) == 41 })
        // red: x 10 → column 4, x 45 → 18; y 10 → row 2.
        #expect(lines[2].hasPrefix("│   ┌red──────────┐"))
        // A portrait 100 × 200 window 11 columns wide: s = 0.1, round(200 × 0.05) + 1 = 11 rows.
        #expect(pictureWindow(width: 100, height: 200).wireframe(columns: 11).split(separator: "\n").count == 11)
    }

    @Test("degenerate input draws something small instead of trapping")
    func degenerate() throws {
        // Two columns at least: s = 1 / 100, 50 pt → round(0.25) + 1 = 1 row, so the window is a line.
        #expect(pictureWindow().wireframe(columns: 0) == "──\n")
        #expect(pictureWindow(width: 0, height: 0).wireframe(columns: 3) == "•\n")
        // A subnormal width would give an infinite scale: everything lands in column 0.
        #expect(pictureWindow(width: .leastNonzeroMagnitude, height: 1).wireframe(columns: 3) == "•\n")
        let tall = pictureWindow(width: 1, height: 1_000_000)
        #expect(tall.wireframe(columns: 3).split(separator: "\n").count == Wireframe.maximumRows)
        let window = pictureWindow()
        try place(View(name: "a\nb"), in: window, -1000, 10, 1e9, 30)
        try window.layoutIfNeededOrThrow()
        // Both side borders lie off the canvas; the top border (row 1) runs across it, cutting the
        // window's sides into ┴, and the name starts at column 0 with its newline shown as ?.
        #expect(window.wireframe(columns: 21).split(separator: "\n")[1] == "a?b─────────────────┴")
    }
}

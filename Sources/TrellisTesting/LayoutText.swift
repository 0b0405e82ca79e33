import Trellis

/// The text the layout assertions compare: frame tables and diff tables with chosen columns, in
/// Trellis's number style, with floating-point noise rounded away.
///
/// Every number is first rounded to a millionth of a point, so a value the solver computes as
/// `0.000499999…` instead of `0.0005` still prints `0.001`; with a display `scale` it is then
/// rounded to the nearest 1 / `scale` point (half away from zero), as a screen of that scale would
/// place it. Then `NumberFormat` prints it (at most three decimals, never `-0`).
struct LayoutText {
    var columns: FrameColumns = .standard
    /// Pixels per point to round to, or `nil` for Trellis's three decimals.
    var scale: Double?

    /// The most terminal columns a label's text takes in the `text` column.
    static let textColumnWidth = 24

    /// `value` rounded as described above and printed.
    func number(_ value: Double) -> String {
        NumberFormat.string(for: rounded(value))
    }

    /// `value` to a millionth of a point, then to the display scale.
    func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        var result = value
        let micro = (value * 1e6).rounded(.toNearestOrAwayFromZero) / 1e6
        if micro.isFinite { result = micro }
        if let scale {
            let snapped = (result * scale).rounded(.toNearestOrAwayFromZero) / scale
            if snapped.isFinite { result = snapped }
        }
        return result
    }

    /// `(x, y, width, height)`, as `Rect` prints itself.
    func rect(_ rect: Rect) -> String {
        let parts = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(number)
        return "(" + parts.joined(separator: ", ") + ")"
    }

    /// The frame table of `root` and everything below it.
    func frameTable(of root: View) -> String {
        frameTable(FrameTable(root: root))
    }

    /// The rows of `table` with the chosen columns.
    func frameTable(_ frames: FrameTable) -> String {
        let hasText = frames.rows.contains { $0.lineCount != nil }
        let showsLines = columns.contains(.lines) && hasText
        let showsText = columns.contains(.text) && hasText
        let showsFlags = columns.contains(.flags) && frames.rows.contains { !$0.flags.isEmpty }
        var titles: [TextTable.Column] = [.init("item")]
        if columns.contains(.origin) { titles += [.init("x", alignment: .right), .init("y", alignment: .right)] }
        if columns.contains(.size) {
            titles += [.init("width", alignment: .right), .init("height", alignment: .right)]
        }
        if columns.contains(.windowOrigin) {
            titles += [.init("window x", alignment: .right), .init("window y", alignment: .right)]
        }
        if showsLines { titles.append(.init("lines", alignment: .right)) }
        if showsText { titles.append(.init("text")) }
        if showsFlags { titles.append(.init("flags")) }
        var table = TextTable(columns: titles)
        for row in frames.rows {
            var cells = [row.name]
            if columns.contains(.origin) { cells += [number(row.frame.origin.x), number(row.frame.origin.y)] }
            if columns.contains(.size) { cells += [number(row.frame.size.width), number(row.frame.size.height)] }
            if columns.contains(.windowOrigin) {
                cells += [number(row.frameInWindow.origin.x), number(row.frameInWindow.origin.y)]
            }
            if showsLines { cells.append(row.lineCount.map(String.init) ?? "") }
            if showsText { cells.append(row.lineCount == nil ? "" : Self.shortened(row.text)) }
            if showsFlags { cells.append(row.flags.joined(separator: " ")) }
            table.append(cells, depth: row.depth)
        }
        return table.render()
    }

    /// `diff` as `DiffTable` prints it, with this style's numbers.
    func diffTable(_ diff: DiffTable) -> String {
        var table = TextTable(columns: [.init("item"), .init("before"), .init("after"), .init("change")])
        for row in diff.rows {
            let changes = self.changes(row)
            guard !diff.changesOnly || !changes.isEmpty else { continue }
            table.append(
                [row.name, row.before.map(rect) ?? "", row.after.map(rect) ?? "", changes.joined(separator: ", ")],
                depth: row.depth)
        }
        return table.render()
    }

    /// What changed in a diff row: `x -70`, `width +20`, `added`, `removed`; each difference
    /// taken between the rounded values, so noise never shows up as a change.
    func changes(_ row: DiffTable.Row) -> [String] {
        guard let before = row.before else { return ["added"] }
        guard let after = row.after else { return ["removed"] }
        let pairs = [
            ("x", before.origin.x, after.origin.x), ("y", before.origin.y, after.origin.y),
            ("width", before.size.width, after.size.width), ("height", before.size.height, after.size.height),
        ]
        return pairs.compactMap { name, old, new in
            let delta = number(rounded(new) - rounded(old))
            guard delta != "0" else { return nil }
            return delta.hasPrefix("-") ? "\(name) \(delta)" : "\(name) +\(delta)"
        }
    }

    /// `text` in quotes, cut with "…" to at most ``textColumnWidth`` terminal columns; `nil` for
    /// no text; newlines shown as `⏎` (as `FrameTable` shows them).
    static func shortened(_ text: String?) -> String {
        guard let text else { return "nil" }
        let flat = String(text.map { $0 == "\n" || $0 == "\r\n" ? "⏎" : $0 })
        let quoted = "\"" + flat + "\""
        guard DisplayWidth.of(quoted) > textColumnWidth else { return quoted }
        var kept = ""
        var used = 3  // the two quotes and the ellipsis
        for character in flat {
            let width = DisplayWidth.of(String(character))
            guard used + width <= textColumnWidth else { break }
            kept.append(character)
            used += width
        }
        return "\"" + kept + "…\""
    }
}

import Trellis

/// Seed 004's table: rows of a number label and a text (the seed's `UITextView`, here a
/// multi-line label) whose height follows the text, `UITableView.automaticDimension`.
struct SeedList {
    /// The seed's `displayList`.
    static let items = [("1", "hoge\nhoge\nhoge"), ("2", "fuga\nfuga"), ("3", "piyo"), ("4", "a\naa\naaa")]

    let window: Window
    let list: ListView

    /// A window-filling list of `count` rows cycling through the seed's four items.
    init(count: Int = SeedList.items.count, size: Size = Size(width: 320, height: 480), estimate: Double = 44) throws {
        window = Window(size: size)
        list = ListView(name: "table")
        list.estimatedRowHeight = estimate
        window.addSubview(list)
        try LayoutConstraint.activateOrThrow(list.constraintsPinningEdges(to: window))
        try list.reloadData(rowCount: count) { row in SeedList.cell(row) }
    }

    /// The seed's cell: the number 16 pt from the leading edge, the text 8 pt after it and 16 pt
    /// from the trailing edge, both 11 pt below the top; the text's bottom 11 pt above the
    /// cell's, the number's at least 11 pt above it. The number hugs at 251, so the text takes
    /// the rest of the width.
    static func cell(_ row: Int) -> View {
        let (number, text) = items[row % items.count]
        let cell = View(name: "cell\(row)")
        let numberLabel = Label(number, name: "number\(row)")
        numberLabel.setContentHuggingPriority(251, for: .horizontal)
        let textLabel = Label(text, name: "text\(row)")
        textLabel.numberOfLines = 0
        cell.addSubview(numberLabel)
        cell.addSubview(textLabel)
        LayoutConstraint.activate([
            numberLabel.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            numberLabel.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            cell.bottomAnchor.constraint(greaterThanOrEqualTo: numberLabel.bottomAnchor, constant: 11),
            textLabel.leadingAnchor.constraint(equalTo: numberLabel.trailingAnchor, constant: 8),
            cell.trailingAnchor.constraint(equalTo: textLabel.trailingAnchor, constant: 16),
            textLabel.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            cell.bottomAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: 11),
        ])
        return cell
    }
}

extension Pages {
    /// Seed 004's self-sizing table: four rows whose heights follow their text, then the same
    /// rows repeated 1,000 times to show estimates, offset stability and what is measured, then
    /// the four rows in two sections with headers and footers.
    static let list = Page(
        name: "list",
        summary: "seed 004: a self-sizing list (rows follow their text), estimates replaced with the offset kept, sections",
        snapshots: {
            guard let seed = try? SeedList(), (try? seed.window.layoutIfNeededOrThrow()) != nil else { return [] }
            return [Snapshot("seed", seed.window)]
        }
    ) {
        var output = "Seed 004's table in a 320 × 480 window: each row is a number and a multi-line text;\n"
        output += "row height = 11 + 20.4 × lines + 11 (systemFont 17: lines are 20.4 tall)\n\n"
        do {
            let seed = try SeedList()
            try seed.window.layoutIfNeededOrThrow()
            output += rowTable(seed.list, rows: Array(0..<seed.list.rowCount))
            output += "contentSize \(seed.list.contentSize)   (83.2 + 62.8 + 42.4 + 83.2)\n\n"
            output += seed.window.frameTable()
            output += "\n" + (try estimates())
            output += "\n" + (try listSections())
        } catch {
            output += "error: \(error)\n"
        }
        return output
    }

    /// The rows' texts, lines, heights and tops.
    private static func rowTable(_ list: ListView, rows: [Int]) -> String {
        var table = TextTable(columns: [
            .init("row", alignment: .right), .init("text"), .init("lines", alignment: .right),
            .init("y", alignment: .right), .init("height", alignment: .right),
        ])
        for row in rows {
            guard let rect = try? list.rect(forRow: row) else { continue }
            let text = SeedList.items[row % SeedList.items.count].1
            let lines = text.split(separator: "\n").count
            table.append([
                String(row), text.split(separator: "\n").joined(separator: "⏎"), String(lines),
                NumberFormat.string(for: rect.minY), NumberFormat.string(for: rect.height),
            ])
        }
        return table.render()
    }

    /// 1,000 rows with a 44-pt estimate: the first screen, a jump to row 500, a scroll up.
    private static func estimates() throws -> String {
        let seed = try SeedList(count: 1000)
        let list = seed.list
        try seed.window.layoutIfNeededOrThrow()
        var output = "The same four rows repeated: 1,000 rows, estimatedRowHeight 44, preparation margin 100\n"
        output += "first screen: rows \(range(list.visibleRows)) visible, \(list.measuredRowCount) measured "
        output += "(all that meet −100…580), contentSize height \(NumberFormat.string(for: list.contentSize.height))"
        output += "   (2 × 271.6 + 83.2 measured + 991 × 44)\n"
        try list.scrollToRow(500, at: .top)
        output += "scrollToRow(500, at: .top): offset \(NumberFormat.string(for: list.contentOffset.y)) from the estimates"
        output += "   (626.4 + 491 × 44)\n"
        try seed.window.layoutIfNeededOrThrow()
        let row500 = try list.rect(forRow: 500)
        output += "after layout: offset \(NumberFormat.string(for: list.contentOffset.y)), row 500 at y "
        output += "\(NumberFormat.string(for: row500.minY)) (on screen \(NumberFormat.string(for: row500.minY - list.contentOffset.y))), "
        output += "rows \(range(list.visibleRows)) visible, \(list.measuredRowCount) measured\n"
        output += "   (rows 497…499, above it within the margin, replaced 44 by 62.8, 42.4, 83.2: +56.4)\n"
        list.contentOffset.y -= 200
        let anchor = list.row(at: Point(x: 0, y: list.contentOffset.y)) ?? 0
        let before = try list.rect(forRow: anchor).minY - list.contentOffset.y
        try seed.window.layoutIfNeededOrThrow()
        let after = try list.rect(forRow: anchor).minY - list.contentOffset.y
        output += "contentOffset.y −= 200: row \(anchor) is at the top, \(NumberFormat.string(for: before)) on screen; "
        output += "rows above it measured, the offset moves to \(NumberFormat.string(for: list.contentOffset.y)) "
        output += "and row \(anchor) stays at \(NumberFormat.string(for: after))\n"
        output += "   (rows 494 and 495 replaced 44 by 42.4 and 83.2: +37.6)\n"
        output += rowTable(list, rows: Array(list.visibleRows.prefix(4)))
        return output
    }

    /// `a…b` for a non-empty ascending list of rows.
    private static func range(_ rows: [Int]) -> String {
        guard let first = rows.first, let last = rows.last else { return "none" }
        return "\(first)…\(last)"
    }
}

// The self-sizing list workload (issue 12): a window-filling list of n rows, each a view holding
// one multi-line label of 1 to 3 lines. Measures the first screen (build, reload, first layout)
// and scrolling one screen, which makes and measures the rows that come into view.

import Trellis

/// A 393 × 852 window filled by a list of `rowCount` rows; row i's label (inset 16 and 11)
/// says "Message i:" and then "lorem ipsum " 1 + i mod 7 times.
final class ListRows {
    let window: Window
    let list: ListView

    init(rowCount: Int) throws {
        window = Window(size: Size(width: 393, height: 852), name: "window")
        list = ListView(name: "list")
        window.addSubview(list)
        try LayoutConstraint.activateOrThrow(list.constraintsPinningEdges(to: window))
        try list.reloadData(rowCount: rowCount) { row in
            let cell = View(name: "row\(row)")
            let label = Label(
                "Message \(row): " + String(repeating: "lorem ipsum ", count: 1 + row % 7), name: "label\(row)")
            label.numberOfLines = 0
            cell.addSubview(label)
            // The provider cannot throw; these four constraints are valid by construction.
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
                label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
            ])
            return cell
        }
    }

    /// Checks that the rows on screen are placed where their rects say, that rows are 1 to 3
    /// lines tall (11 + 20.4 × lines + 11), and that only rows near the screen were measured.
    func verify(_ what: String) throws {
        let visible = list.visibleRows
        try expect(!visible.isEmpty, "\(what): no visible rows")
        for row in visible {
            let rect = try list.rect(forRow: row)
            guard let view = list.view(forRow: row) else { throw CheckFailure(description: "\(what): row \(row) has no view") }
            try expect(abs(view.frame.minY - rect.minY) < 1e-6, "\(what): row \(row) at \(view.frame.minY), rect \(rect)")
            let lines = (rect.height - 22) / 20.4
            try expect(abs(lines - lines.rounded()) < 1e-6 && (1...3).contains(Int(lines.rounded())),
                       "\(what): row \(row) is \(rect.height) tall")
        }
        try expect(list.preparedRows.count < 100, "\(what): \(list.preparedRows.count) rows prepared")
    }
}

/// list-first: one op = build the list of n rows and lay out the first screen.
func runListFirst(_ n: Int, _ budget: Double) throws -> Measurement {
    var loop = OpLoop(budgetSeconds: budget)
    var last: ListRows?
    while loop.more {
        last = nil
        last = try loop.time { () throws -> ListRows in
            let rows = try ListRows(rowCount: n)
            try rows.window.layoutIfNeededOrThrow()
            return rows
        }
    }
    if let last {
        try last.verify("list-first")
        try expect(last.list.visibleRows.first == 0, "list-first: first visible row \(last.list.visibleRows)")
        try expect(last.list.measuredRowCount < 100, "list-first: \(last.list.measuredRowCount) rows measured")
    }
    return loop.finish()
}

/// list-scroll: one op = move the offset down one screen (852 pt) and lay out, making and
/// measuring the rows that come into view; back to the top before the end of the content.
func runListScroll(_ n: Int, _ budget: Double) throws -> Measurement {
    let rows = try ListRows(rowCount: n)
    let setup = try measureNanoseconds { try rows.window.layoutIfNeededOrThrow() }
    var loop = OpLoop(budgetSeconds: budget)
    while loop.more {
        let list = rows.list
        var next = list.contentOffset.y + 852
        if next + 2 * 852 > list.contentSize.height { next = 0 }
        try loop.time {
            list.contentOffset = Point(x: 0, y: next)
            try rows.window.layoutIfNeededOrThrow()
        }
    }
    try rows.verify("list-scroll")
    return loop.finish(setupNanoseconds: setup)
}

/// list-first's memory: one list built and laid out in a child process, per row.
func measureListFirst(_ n: Int) throws -> MemoryGrowth? {
    try measureBuild(constraints: n) { () throws -> ListRows in
        let rows = try ListRows(rowCount: n)
        try rows.window.layoutIfNeededOrThrow()
        return rows
    }
}

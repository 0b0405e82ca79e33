// The stack-view workload (issue 9): a vertical stack of horizontal stacks of five labels.

import Trellis

/// A vertical stack (spacing 8) pinned to the window's top, leading and trailing edges, holding
/// `rows` horizontal stacks (spacing 8, fill) of five labels each.
final class StackRows {
    let window: Window
    let page: StackView
    let rows: [StackView]

    init(rowCount: Int) throws {
        window = Window(size: Size(width: 393, height: 852), name: "rows")
        var rows: [StackView] = []
        for row in 0..<rowCount {
            let labels = (0..<5).map { column -> View in
                let label = Label(name: "l\(row)_\(column)")
                label.text = "Cell \(row).\(column)"
                return label
            }
            let stack = StackView(arrangedSubviews: labels, name: "row\(row)")
            stack.axis = .horizontal
            stack.spacing = 8
            rows.append(stack)
        }
        page = StackView(arrangedSubviews: rows, name: "page")
        page.axis = .vertical
        page.spacing = 8
        window.addSubview(page)
        try LayoutConstraint.activateOrThrow([
            page.topAnchor.constraint(equalTo: window.topAnchor),
            page.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            page.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        self.rows = rows
    }
}

/// stack-first: one op = build the stacks and lay them out.
func runStackFirst(_ n: Int, _ budget: Double) throws -> Measurement {
    var loop = OpLoop(budgetSeconds: budget)
    var last: StackRows?
    while loop.more {
        last = try loop.time { () throws -> StackRows in
            let rows = try StackRows(rowCount: n)
            try rows.window.layoutIfNeededOrThrow()
            return rows
        }
    }
    // 17 pt labels are 20.4 tall; rows are 8 apart, so row i starts at 28.4·i.
    if let last, n > 1 {
        let top = last.rows[n - 1].frameInWindow.minY
        try expect(abs(top - 28.4 * Double(n - 1)) < 1e-6, "stack-first: last row at \(top)")
    }
    return loop.finish()
}

/// stack-change: one op = toggle one row's isHidden (order "hide") or the window width
/// (order "resize"), then lay out.
func runStackChange(_ n: Int, _ change: String, _ budget: Double) throws -> Measurement {
    let rows = try StackRows(rowCount: n)
    try rows.window.layoutIfNeededOrThrow()
    var loop = OpLoop(budgetSeconds: budget)
    var k = 0
    while loop.more {
        k += 1
        try loop.time {
            if change == "hide" {
                rows.rows[n / 2].isHidden.toggle()
            } else {
                rows.window.size = Size(width: k % 2 == 0 ? 393 : 430, height: 852)
            }
            try rows.window.layoutIfNeededOrThrow()
        }
    }
    return loop.finish()
}

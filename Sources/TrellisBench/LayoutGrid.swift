// The layout-model workloads (issue 5): a window of rows of ten views chained by their leading
// edges, each sized by its intrinsic content size. They measure the engine on top of the solver:
// a first layout, then the incremental changes an app makes all the time.

import Trellis

/// `rows × 10` views: in row i, view j has intrinsic size (40 + 10·(j mod 5)) × 30, its top at
/// 8 + 40·i and its leading 8 pt after the previous view's trailing edge (the first one 8 pt from
/// the window); the last view's trailing edge stays 8 pt inside the window.
final class LayoutGrid {
    static let columns = 10
    let window: Window
    let views: [View]
    /// Row 0's first leading constraint, whose constant the constant workload changes.
    let firstLeading: LayoutConstraint
    /// Row 0's first top constraint, which the toggle workload deactivates and reactivates.
    let firstTop: LayoutConstraint
    let constraintCount: Int

    static func intrinsicWidth(column: Int) -> Double { 40 + 10 * Double(column % 5) }

    /// Builds the hierarchy and activates every constraint; does not lay out. With `builders`
    /// the same views and constraints, in the same order, come from the hierarchy builder and
    /// `LayoutConstraint.activate { … }` with expressions (builder-grid, issue 30).
    init(viewCount: Int, builders: Bool = false) throws {
        let rows = max(1, viewCount / Self.columns)
        window = Window(size: Size(width: 1000, height: 8 + 40 * Double(rows)), name: "grid")
        let grid = (0..<rows).map { row in
            (0..<Self.columns).map { column in
                let view = View(name: "v\(row)_\(column)")
                view.intrinsicContentSize = Size(width: Self.intrinsicWidth(column: column), height: 30)
                return view
            }
        }
        let constraints = builders
            ? Self.activateWithBuilders(grid, in: window) : try Self.activateWithAnchors(grid, in: window)
        views = grid.flatMap { $0 }
        firstTop = constraints[0]
        firstLeading = constraints[1]
        // Two inequalities per axis per view from the intrinsic size (hugging and compression).
        constraintCount = constraints.count + 4 * views.count
    }

    /// The grid's constraints made with the anchor API and activated with `activate([…])`.
    private static func activateWithAnchors(_ grid: [[View]], in window: Window) throws -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        for (row, views) in grid.enumerated() {
            var previous: View?
            for view in views {
                window.addSubview(view)
                constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor, constant: 8 + 40 * Double(row)))
                if let previous {
                    constraints.append(view.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8))
                } else {
                    constraints.append(view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8))
                }
                previous = view
            }
            if let previous {
                constraints.append(previous.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -8))
            }
        }
        try LayoutConstraint.activateOrThrow(constraints)
        return constraints
    }

    /// The same constraints written with the builders.
    private static func activateWithBuilders(_ grid: [[View]], in window: Window) -> [LayoutConstraint] {
        window.addSubviews {
            for views in grid { views }
        }
        return LayoutConstraint.activate {
            for (row, views) in grid.enumerated() {
                for (column, view) in views.enumerated() {
                    view.topAnchor == window.topAnchor + (8 + 40 * Double(row))
                    if column == 0 {
                        view.leadingAnchor == window.leadingAnchor + 8
                    } else {
                        view.leadingAnchor == views[column - 1].trailingAnchor + 8
                    }
                }
                if let last = views.last { last.trailingAnchor <= window.trailingAnchor - 8 }
            }
        }
    }

    /// The first row's frames and the last row's top match the closed form.
    func verify(leading: Double = 8) throws {
        var x = leading
        for column in 0..<Self.columns {
            let frame = views[column].frameInWindow
            try expect(abs(frame.minX - x) < 1e-9, "layout grid: view 0_\(column) x \(frame.minX), expected \(x)")
            try expect(abs(frame.width - Self.intrinsicWidth(column: column)) < 1e-9, "layout grid: view 0_\(column) width")
            x += Self.intrinsicWidth(column: column) + 8
        }
        let lastRow = views.count / Self.columns - 1
        let top = views[lastRow * Self.columns].frameInWindow.minY
        try expect(abs(top - (8 + 40 * Double(lastRow))) < 1e-9, "layout grid: last row top \(top)")
    }
}

/// layout-first: one op = build the hierarchy, activate its constraints and lay it out.
func runLayoutFirst(_ n: Int, _ budget: Double) throws -> Measurement {
    var loop = OpLoop(budgetSeconds: budget)
    var last: LayoutGrid?
    while loop.more {
        let grid = try loop.time { () throws -> LayoutGrid in
            let grid = try LayoutGrid(viewCount: n)
            try grid.window.layoutIfNeededOrThrow()
            return grid
        }
        last = grid
    }
    try last?.verify()
    return loop.finish(constraintsPerOp: last?.constraintCount)
}

/// layout-constant, layout-resize, layout-toggle: one op = one change plus `layoutIfNeeded()`.
func runLayoutChange(_ n: Int, _ change: String, _ budget: Double) throws -> Measurement {
    let grid = try LayoutGrid(viewCount: n)
    try grid.window.layoutIfNeededOrThrow()
    var loop = OpLoop(budgetSeconds: budget)
    var k = 0
    while loop.more {
        k += 1
        try loop.time {
            switch change {
            case "constant":
                grid.firstLeading.constant = k % 2 == 0 ? 8 : 12
            case "resize":
                grid.window.size = Size(width: k % 2 == 0 ? 1000 : 900, height: grid.window.size.height)
            default:
                LayoutConstraint.deactivate([grid.firstTop])
                try grid.window.layoutIfNeededOrThrow()
                try LayoutConstraint.activateOrThrow([grid.firstTop])
            }
            try grid.window.layoutIfNeededOrThrow()
        }
    }
    try grid.verify(leading: change == "constant" && k % 2 == 1 ? 12 : 8)
    return loop.finish()
}

/// layout-first's memory: one grid built and laid out in a child process.
func measureLayoutFirst(_ n: Int) throws -> MemoryGrowth? {
    var count = 0
    return try measureBuild(constraints: 6 * n) { () throws -> LayoutGrid in
        let grid = try LayoutGrid(viewCount: n)
        try grid.window.layoutIfNeededOrThrow()
        count = grid.constraintCount
        return grid
    }.map { growth in
        MemoryGrowth(
            residentBytesPerConstraint: growth.residentBytesPerConstraint * Double(6 * n) / Double(max(1, count)),
            peakResidentBytes: growth.peakResidentBytes)
    }
}

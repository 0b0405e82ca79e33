// flat-grid (issue 25): the layout-first grid (LayoutGrid: N direct subviews of the window in rows
// of ten, chained by leading constraints, sized by intrinsic sizes) timed like the rest of the
// layout suite, layoutIfNeeded() and the frame reads alone, so it lines up with Yoga's flat wrap grid
// (Scripts/yoga-bench). layout-first and layout-change keep timing build and layout together.
//
// Closed form: view j of row r is at x = 8 + Σ_{j' < j} (w_{j'} + 8) (+ 4 in row 0 while the
// constant change is on: its first leading constant is 12 instead of 8), y = 8 + 40r, with its
// intrinsic size w_j × 30, w_j = 40 + 10(j mod 5). The window width (1000, or 900 while the
// resize change is on) only bounds the rows' trailing edges (≤ width − 8), which never bind.

import Trellis

/// A LayoutGrid and the change it toggles.
final class FlatGrid: BenchLayout {
    let grid: LayoutGrid
    let change: String
    var window: Window { grid.window }

    init(viewCount: Int, change: String, builders: Bool = false) throws {
        grid = try LayoutGrid(viewCount: viewCount, builders: builders)
        self.change = change
    }

    /// Applies op k's change: odd k changes, even k restores.
    func apply(_ k: Int) {
        let on = k % 2 == 1
        if change == "constant" {
            grid.firstLeading.constant = on ? 12 : 8
        } else {
            window.size = Size(width: on ? 900 : 1000, height: window.size.height)
        }
    }

    func verify(afterChanges changes: Int) throws {
        let on = changes % 2 == 1
        let what = "flat-grid \(change) after \(changes) changes"
        for (index, view) in grid.views.enumerated() {
            let (row, column) = index.quotientAndRemainder(dividingBy: LayoutGrid.columns)
            var x = 8.0 + (on && change == "constant" && row == 0 ? 4 : 0)
            for j in 0..<column { x += LayoutGrid.intrinsicWidth(column: j) + 8 }
            let frame = Rect(x: x, y: 8 + 40 * Double(row), width: LayoutGrid.intrinsicWidth(column: column), height: 30)
            try expectFrame(view, frame, what)
        }
    }
}

/// flat-grid at N views: order first, resize or constant.
func runFlatGrid(_ n: Int, _ order: String, _ budget: Double) throws -> Measurement {
    let build = { try FlatGrid(viewCount: n, change: order) }
    if order == "first" { return try runFirstLayout(items: n, budget, build: build) }
    return try runLayoutChange(items: n, budget, build: build) { grid, k in grid.apply(k) }
}

/// builder-grid (issue 30) at N views: flat-grid's layout built with the anchor API or with the
/// builders. `anchors-first`/`builders-first` time `layoutIfNeeded()` alone (the builders must
/// cost nothing there); `anchors-build`/`builders-build` time building, activating and laying out.
func runBuilderGrid(_ n: Int, _ order: String, _ budget: Double) throws -> Measurement {
    let builders = order.hasPrefix("builders")
    guard order.hasSuffix("-build") else {
        return try runFirstLayout(items: n, budget) { try FlatGrid(viewCount: n, change: "first", builders: builders) }
    }
    var loop = OpLoop(budgetSeconds: budget)
    var last: FlatGrid?
    while loop.more {
        last = nil  // the previous tree's teardown, outside the timed region
        last = try loop.time { () throws -> FlatGrid in
            let grid = try FlatGrid(viewCount: n, change: "first", builders: builders)
            try grid.window.layoutIfNeededOrThrow()
            return grid
        }
    }
    try last!.verify(afterChanges: 0)
    return loop.finish(itemsPerOp: n)
}

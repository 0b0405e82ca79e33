// remove-readd (issue 25): rows of ten views pinned with constraints; half the rows are removed
// with removeFromSuperview() and added back with their constraints re-activated.
//
// Closed form (the LayoutGrid shape): in row r, view j has intrinsic size (40 + 10(j mod 5)) × 30,
// its top at 8 + 40r and its leading 8 after the previous view's trailing edge (the first one
// 8 from the window): x_j = 8 + Σ_{j' < j} (w_{j'} + 8); the last view's trailing edge stays
// ≤ 8 inside the 1000-wide window. Rows do not interact, so removing the odd rows leaves the even
// rows where they were, and re-adding restores every frame.
//
// Orders: remove: one op = removeFromSuperview() of every view of the odd rows (N/2 views, which
// deactivates every constraint they take part in) plus layoutIfNeeded() and the frame reads (see
// LayoutSuite.swift); the re-add and its
// layout run untimed after it. readd: the removal and its layout run untimed, one op = addSubview
// of those views, activate their saved constraints, layoutIfNeeded().

import Trellis

/// The grid of removable rows, built but not laid out.
final class RemovableGrid: BenchLayout {
    static let columns = 10
    let window: Window
    /// `rows[r][j]`: view j of row r; `rowConstraints[r]`: that row's constraints.
    let rows: [[View]]
    let rowConstraints: [[LayoutConstraint]]
    var removed = false

    init(viewCount: Int) throws {
        let rowCount = max(1, viewCount / Self.columns)
        window = Window(size: Size(width: 1000, height: 8 + 40 * Double(rowCount)), name: "window")
        var rows: [[View]] = []
        var rowConstraints: [[LayoutConstraint]] = []
        for r in 0..<rowCount {
            var row: [View] = []
            var constraints: [LayoutConstraint] = []
            for j in 0..<Self.columns {
                let view = View(name: "v\(r)_\(j)")
                view.intrinsicContentSize = Size(width: LayoutGrid.intrinsicWidth(column: j), height: 30)
                window.addSubview(view)
                constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor, constant: 8 + 40 * Double(r)))
                let after = row.last?.trailingAnchor ?? window.leadingAnchor
                constraints.append(view.leadingAnchor.constraint(equalTo: after, constant: 8))
                row.append(view)
            }
            constraints.append(row.last!.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -8))
            rows.append(row)
            rowConstraints.append(constraints)
        }
        try LayoutConstraint.activateOrThrow(rowConstraints.flatMap { $0 })
        self.rows = rows
        self.rowConstraints = rowConstraints
    }

    var oddRows: StrideTo<Int> { stride(from: 1, to: rows.count, by: 2) }

    func removeHalf() {
        for r in oddRows { for view in rows[r] { view.removeFromSuperview() } }
        removed = true
    }

    func addBack() throws {
        for r in oddRows { for view in rows[r] { window.addSubview(view) } }
        try LayoutConstraint.activateOrThrow(oddRows.flatMap { rowConstraints[$0] })
        removed = false
    }

    /// Checks the current state (the change count is not needed: `removed` says which).
    func verify(afterChanges _: Int) throws {
        let what = "remove-readd (\(removed ? "half removed" : "all present"))"
        for (r, row) in rows.enumerated() {
            if removed && r % 2 == 1 {
                try expect(row.allSatisfy { $0.superview == nil }, "\(what): row \(r) still in the window")
                continue
            }
            var x = 8.0
            for (j, view) in row.enumerated() {
                let width = LayoutGrid.intrinsicWidth(column: j)
                try expectFrame(view, Rect(x: x, y: 8 + 40 * Double(r), width: width, height: 30), what)
                x += width + 8
            }
        }
    }
}

/// remove-readd at N views: order remove or readd.
func runRemoveReadd(_ n: Int, _ order: String, _ budget: Double) throws -> Measurement {
    var built: RemovableGrid?
    let setup = try measureNanoseconds {
        built = try RemovableGrid(viewCount: n)
        try built!.window.layoutIfNeededOrThrow()
    }
    let grid = built!
    try grid.verify(afterChanges: 0)
    var loop = OpLoop(budgetSeconds: budget)
    while loop.more {
        if order == "remove" {
            try loop.time {
                grid.removeHalf()
                try layOutAndReadFrames(grid.window)
            }
            if loop.samples.count == 1 { try grid.verify(afterChanges: 1) }
            try grid.addBack()
            try grid.window.layoutIfNeededOrThrow()
        } else {
            grid.removeHalf()
            try grid.window.layoutIfNeededOrThrow()
            if loop.samples.isEmpty { try grid.verify(afterChanges: 1) }
            try loop.time {
                try grid.addBack()
                try layOutAndReadFrames(grid.window)
            }
        }
    }
    try grid.verify(afterChanges: 0)
    return loop.finish(setupNanoseconds: setup, itemsPerOp: n)
}

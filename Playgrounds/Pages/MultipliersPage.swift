import Trellis

extension Pages {
    /// Seed 002 (spec §2.5): six 30 pt views spread with equal gaps by
    /// `view_k.centerX == m_k × window.centerX + c_k`, flush, with an 8 pt margin and with inset
    /// spacing, then the same row after the window grows.
    static let multipliers = Page(
        name: "multipliers",
        summary: "seed 002: six equal views spread by centerX multipliers; margins, inset spacing, resizing",
        snapshots: {
            [("flush", Distribution.Ends.flush), ("margin", .inset(8)), ("inset-spacing", .equalToGaps)]
                .compactMap { name, ends in
                    let row = MultiplierRow()
                    guard let constraints = try? Distribution.equalGapsByMultipliers(
                              row.views, along: .horizontal, in: row.window, size: 30, ends: ends),
                          (try? LayoutConstraint.activateOrThrow(constraints + row.verticals)) != nil,
                          (try? row.window.layoutIfNeededOrThrow()) != nil
                    else { return nil }
                    return Snapshot(name, row.window)
                }
        }
    ) {
        var output = "view_k.centerX == m_k × window.centerX + c_k, six 30 pt views in a 320 pt window (seed 002)\n"
        output += "m_0 = 0 is raised to 0.00001 (PureLayout), printed as 1e-05: view1 sits 0.000005 × 320 = 0.0016 off\n"
        let cases: [(String, Distribution.Ends)] = [
            ("Flush: m_k = 2k/5, c_k = (1 − m_k)·15; gaps (320 − 180)/5 = 28", .flush),
            ("8 pt margin: m_k = 2k/5, c_k = (1 − m_k)·(15 + 8); gaps (320 − 16 − 180)/5 = 24.8", .inset(8)),
            ("Inset spacing: m_k = (2k+2)/7, c_k = (m_k − 1)·15; gaps and ends (320 − 180)/7 = 20", .equalToGaps),
        ]
        for (title, ends) in cases {
            output += "\n\(title)\n"
            let row = MultiplierRow()
            do {
                let constraints = try Distribution.equalGapsByMultipliers(
                    row.views, along: .horizontal, in: row.window, size: 30, ends: ends)
                output += constraints.filter { $0.firstAttribute == .centerX }.map { "  \($0)\n" }.joined()
                try LayoutConstraint.activateOrThrow(constraints + row.verticals)
                try row.window.layoutIfNeededOrThrow()
                output += row.window.frameTable()
                output += row.window.wireframe(columns: 65)
                if ends == .flush {
                    let before = FrameTable(root: row.window)
                    row.window.size = Size(width: 480, height: 100)
                    try row.window.layoutIfNeededOrThrow()
                    output += "\nThe window grows to 480: centre_k = 2k/5 × 240 + (1 − 2k/5)·15 = 90k + 15, gaps 60\n"
                    output += DiffTable(before: before, after: FrameTable(root: row.window)).render()
                }
            } catch {
                output += "error: \(error)\n"
            }
        }
        return output
    }
}

/// A 320 × 100 window with six views named `view1`…`view6`, 30 pt tall at y 20.
private struct MultiplierRow {
    let window = Window(size: Size(width: 320, height: 100))
    let views = (1...6).map { View(name: "view\($0)") }

    init() {
        for view in views { window.addSubview(view) }
    }

    var verticals: [LayoutConstraint] {
        views.flatMap { [$0.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                         $0.heightAnchor.constraint(equalToConstant: 30)] }
    }
}

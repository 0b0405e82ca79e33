// The "Changes" view: for every pair of states, the frames that differ as a table (the
// `DiffTable` rows) and as a picture.

extension Inspector {
    /// A `<div class="diff">` per ordered pair of states (earlier → later), the first shown.
    func diffs() -> String {
        guard snapshots.count > 1 else { return "" }
        var html = "<div id=\"diffs\">\n<p class=\"pick\">from <select id=\"diff-from\"></select> "
            + "to <select id=\"diff-to\"></select></p>\n"
        for from in snapshots.indices {
            for to in snapshots.indices where to > from {
                html += diff(from: from, to: to)
            }
        }
        return html + "</div>\n"
    }

    /// The frame table rows of a snapshot: views and their own guides, as ``FrameTable`` lists them.
    static func frameTable(of snapshot: LayoutSnapshot) -> FrameTable {
        FrameTable(rows: snapshot.items.filter { $0.kind != .systemGuide }.map { item in
            FrameTable.Row(name: item.isGuide ? "\(item.name) (guide)" : item.name, depth: item.depth,
                           frame: item.frame, frameInWindow: item.frameInWindow, flags: [])
        })
    }

    private func diff(from: Int, to: Int) -> String {
        let table = DiffTable(before: Self.frameTable(of: snapshots[from]), after: Self.frameTable(of: snapshots[to]))
        let title = SVGMarkup.escaped(snapshots[from].name) + " → " + SVGMarkup.escaped(snapshots[to].name)
        var html = "<div class=\"diff\" data-from=\"\(from)\" data-to=\"\(to)\">\n<h2>\(title)</h2>\n"
        html += DiffPicture(rows: table.rows).render()
        let changed = table.rows.filter { !$0.changes.isEmpty }.count
        html += "<p class=\"summary\">\(changed) of \(table.rows.count) items changed.</p>\n"
        html += "<table class=\"diff-table\">\n<thead><tr><th>item</th><th>before</th><th>after</th><th>change</th></tr></thead>\n<tbody>\n"
        for row in table.rows {
            let changes = row.changes.joined(separator: ", ")
            let kind = row.changes.first.map { $0 == "added" || $0 == "removed" ? $0 : "changed" }
            html += "<tr\(kind.map { " class=\"\($0)\"" } ?? "")><td style=\"padding-left: \(Double(row.depth) * 1.2 + 0.4)em\">"
            html += SVGMarkup.escaped(row.name) + "</td><td>" + (row.before?.description ?? "")
            html += "</td><td>" + (row.after?.description ?? "") + "</td><td>" + SVGMarkup.escaped(changes) + "</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n"
    }
}

/// Two states' frames in one picture: unchanged items in grey, moved or resized ones dashed
/// where they were and orange where they are, added ones green, removed ones dashed red; the
/// names of what changed where they fit. Containers' own guides (stack views' `UISV-`, flows'
/// and grids' `TRELLIS-`) are left out.
struct DiffPicture {
    let rows: [DiffTable.Row]

    func render() -> String {
        let finite = { (rect: Rect?) -> Rect? in
            guard let rect = rect?.standardized,
                  [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy(\.isFinite) else { return nil }
            return rect
        }
        let content = rows.dropFirst().flatMap { [finite($0.before), finite($0.after)].compactMap { $0 } }
        let fallback = rows.first.flatMap { finite($0.after) ?? finite($0.before) } ?? .zero
        let canvas = (content.dropFirst().reduce(content.first ?? fallback) { $0.union($1) })
            .insetBy(dx: -SVGScene.padding, dy: -SVGScene.padding)
        let box = [canvas.minX, canvas.minY, canvas.width, canvas.height].map(SVGMarkup.number).joined(separator: " ")
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"diff-picture\" width=\"\(SVGMarkup.number(canvas.width))\" "
            + "height=\"\(SVGMarkup.number(canvas.height))\" viewBox=\"\(box)\" "
            + "font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" font-size=\"10\">\n"
        svg += SVGMarkup.element("rect", [("x", canvas.minX), ("y", canvas.minY), ("width", canvas.width),
                                          ("height", canvas.height)], "fill=\"#ffffff\"")
        var placer = LabelPlacer()
        var names = ""
        for (index, row) in rows.enumerated() {
            let (before, after) = (finite(row.before), finite(row.after))
            let changes = row.changes
            // Containers' own guides would only clutter the picture; the table lists them.
            if row.name.hasPrefix("UISV-") || row.name.hasPrefix("TRELLIS-") { continue }
            if index == 0 || changes.isEmpty {
                if let after { svg += SVGScene.outline(after, "fill=\"none\" stroke=\"\(index == 0 ? "#495057" : "#ced4da")\"") }
                continue
            }
            if let before {
                let colour = changes == ["added"] ? "#2f9e44" : changes == ["removed"] ? "#e03131" : "#868e96"
                svg += SVGScene.outline(before, "fill=\"none\" stroke=\"\(colour)\" stroke-dasharray=\"4 3\"")
            }
            if let after {
                let colour = changes == ["added"] ? "#2f9e44" : "#f08c00"
                svg += SVGScene.outline(after, "fill=\"\(colour)\" fill-opacity=\"0.12\" stroke=\"\(colour)\"")
            }
            guard let place = after ?? before else { continue }
            let size = SVGScene.nameSize(row.name)
            let label = Rect(x: place.minX + 1.5, y: place.minY + 1.5, width: size.width, height: size.height)
            guard placer.isFree(label) else { continue }
            placer.take(label)
            names += "  " + SVGMarkup.text(row.name, x: label.minX + 2, y: label.minY + 9.5, style: nil)
        }
        svg += "  <g fill=\"#212529\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\">\n"
        return svg + names + "  </g>\n</svg>\n"
    }
}

import Trellis

extension Pages {
    /// Seed 000, "a step list with Auto Layout": the four seasons of the Pillow Book in
    /// multi-line labels, staggered left and right of a column of dots, on an iPhone
    /// (393 × 852, safe area 59 top, 34 bottom). The labels wrap in two passes; the list is
    /// pulled up by `dd[3].bottom == safeArea.top` at 700, below the labels' compression
    /// resistance (750), and then at 760, above it, which crushes the labels.
    static let seasons = Page(
        name: "seasons",
        summary: "seed 000: a staggered step list of multi-line Japanese labels; shrink priority 700 vs 760",
        snapshots: {
            [LayoutPriority(700), LayoutPriority(760)].compactMap { priority in
                let list = StepList(shrinkPriority: priority)
                guard (try? list.activate()) != nil, (try? list.window.layoutIfNeededOrThrow()) != nil else { return nil }
                return Snapshot("priority-\(priority)", list.window)
            }
        }
    ) {
        var output = "A step list: dots and multi-line labels, staggered (seed 000)\n"
        for priority in [LayoutPriority(700), LayoutPriority(760)] {
            let list = StepList(shrinkPriority: priority)
            output += "\ndd[3].bottom == safeArea.top @\(NumberFormat.string(for: Double(priority.rawValue)))\n"
            do {
                try list.activate()
                try list.window.layoutIfNeededOrThrow()
                output += list.window.frameTable(showingText: true)
                if priority.rawValue < 750 {
                    output += "\n" + list.labels.map(wrappedLines).joined(separator: "\n")
                } else {
                    output += "\nAt 760 the pull beats the labels' compression resistance (750): their heights go\n"
                        + "below zero (nothing in Auto Layout keeps a size non-negative) until dd[3].bottom\n"
                        + "reaches the safe area's top; the dots keep their required 24 × 24 and overlap.\n"
                }
            } catch {
                output += "error: \(error)\n"
            }
            output += list.window.diagnostics.map { "diagnostic: \($0)\n" }.joined()
        }
        return output
    }

    /// A label's lines as it draws them, in a box as wide as the label: one text line per line.
    private static func wrappedLines(of label: Label) -> String {
        let layout = label.textLayout
        let width = NumberFormat.string(for: label.bounds.size.width)
        var output = "\(label.name): \(layout.lines.count) lines in \(width) pt\n"
        for line in layout.lines {
            output += "  |\(line.text)| \(NumberFormat.string(for: line.width))\n"
        }
        return output
    }
}

/// The article's view controller: four dots (`pp`, 24 × 24) and four labels (`dd`,
/// `numberOfLines = 0`), with its constraints in its order.
private struct StepList {
    static let texts = [
        "春はあけぼの。やうやう白くなりゆく山ぎは、すこしあかりて、紫だちたる 雲のほそくたなびきたる。",
        "夏は夜。月のころはさらなり。やみもなほ、蛍の多く飛びちがひたる。また、 ただ一つ二つなど、ほのかにうち光りて行くもをかし。"
            + "雨など降るもをかし。",
        "秋は夕暮れ。夕日のさして山の端いと近うなりたるに、烏の寝どころへ行く とて、三つ四つ、二つ三つなど、飛びいそぐさへあはれなり。"
            + "まいて雁などの つらねたるが、いと小さく見ゆるはいとをかし。日入りはてて、風の音、虫の 音など、はたいふべきにあらず。",
        "冬はつとめて。雪の降りたるはいふべきにもあらず、霜のいと白きも、また さらでもいと寒きに、火など急ぎおこして、炭もて渡るも"
            + "いとつきづきし。 昼になりて、ぬるくゆるびもていけば、火桶の火も白き灰がちになりてわろし",
    ]

    let window = Window(size: Size(width: 393, height: 852),
                        safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let dots = (0..<4).map { View(name: "pp[\($0)]") }
    let labels = (0..<4).map { Label(StepList.texts[$0], name: "dd[\($0)]") }
    let shrinkPriority: LayoutPriority

    init(shrinkPriority: LayoutPriority) {
        self.shrinkPriority = shrinkPriority
        for label in labels { label.numberOfLines = 0 }
        for dot in dots { window.addSubview(dot) }
        for label in labels { window.addSubview(label) }
    }

    func activate() throws(LayoutError) {
        let (pp, dd) = (dots, labels)
        let readable = window.readableContentGuide
        let safe = window.safeAreaLayoutGuide
        var constraints: [LayoutConstraint] = []
        for i in 0..<4 { constraints.append(pp[i].centerYAnchor.constraint(equalTo: dd[i].centerYAnchor)) }
        for i in 0..<4 {
            constraints.append(pp[i].widthAnchor.constraint(equalToConstant: 24))
            constraints.append(pp[i].heightAnchor.constraint(equalToConstant: 24))
        }
        for i in 0..<3 { constraints.append(pp[i].centerXAnchor.constraint(equalTo: pp[i + 1].centerXAnchor)) }
        for i in 0..<3 { constraints.append(dd[i].widthAnchor.constraint(equalTo: dd[i + 1].widthAnchor)) }
        for i in 0..<2 {
            constraints += [
                dd[i * 2].leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                dd[i * 2].trailingAnchor.constraint(equalTo: pp[i * 2].leadingAnchor),
                dd[i * 2 + 1].leadingAnchor.constraint(equalTo: pp[i * 2 + 1].trailingAnchor),
                dd[i * 2 + 1].trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            ]
        }
        for i in 0..<3 {
            constraints.append(pp[i].bottomAnchor.constraint(lessThanOrEqualTo: dd[i + 1].topAnchor))
            constraints.append(dd[i].bottomAnchor.constraint(lessThanOrEqualTo: pp[i + 1].topAnchor))
        }
        constraints.append(dd[0].topAnchor.constraint(equalTo: safe.topAnchor))
        let shrink = dd[3].bottomAnchor.constraint(equalTo: safe.topAnchor)
        shrink.priority = shrinkPriority
        constraints.append(shrink)
        try LayoutConstraint.activateOrThrow(constraints)
    }
}

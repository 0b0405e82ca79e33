import Trellis

/// A section title as UIKit code writes one: a label on the content view's margins
/// (`UITableViewHeaderFooterView`), reused by identifier.
final class SectionTitleView: TableViewHeaderFooterView {
    let title = Label(name: "titleLabel")

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(title)
        LayoutConstraint.activate(title.constraintsPinningEdges(to: contentView.layoutMarginsGuide))
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        title.text = nil
    }
}

extension Pages {
    /// Seed 004's four rows in two sections, each with a header and a footer.
    static func listSections() throws -> String {
        let window = Window(size: Size(width: 320, height: 480))
        let list = ListView(name: "table")
        window.addSubview(list)
        try LayoutConstraint.activateOrThrow(list.constraintsPinningEdges(to: window))
        list.register(SectionTitleView.self, forHeaderFooterViewReuseIdentifier: "title")
        let names = ["A", "B"]
        func title(_ text: String, name: String) -> View? {
            let view = list.dequeueReusableHeaderFooterView(withIdentifier: "title") as? SectionTitleView
            view?.name = name
            view?.title.text = text
            return view
        }
        try list.reloadData(
            sectionRowCounts: [2, 2],
            header: { section in title("Section \(names[section])", name: "header\(section)") },
            footer: { section in title("End of \(names[section])", name: "footer\(section)") }
        ) { indexPath in SeedList.cell(indexPath.section * 2 + indexPath.row) }
        try window.layoutIfNeededOrThrow()

        var output = "The same rows in two sections (sectionRowCounts [2, 2]), each with a header and a footer:\n"
        output += "a SectionTitleView is one 20.4-pt line on its content view's margins, 8 + 20.4 + 8 = 36.4 tall\n\n"
        var table = TextTable(columns: [
            .init("section", alignment: .right), .init("item"), .init("y", alignment: .right),
            .init("height", alignment: .right),
        ])
        for section in 0..<list.numberOfSections {
            var rects = [("header", list.rectForHeader(inSection: section))]
            for row in 0..<(list.numberOfRows(inSection: section)) {
                rects.append(("row \(row)", try list.rect(forRowAt: ListView.IndexPath(row: row, section: section))))
            }
            rects.append(("footer", list.rectForFooter(inSection: section)))
            for (item, rect) in rects {
                table.append([String(section), item, NumberFormat.string(for: rect.minY), NumberFormat.string(for: rect.height)])
            }
        }
        output += table.render()
        output += "contentSize \(list.contentSize)   (2 × 36.4 + 83.2 + 62.8 + 2 × 36.4 + 42.4 + 83.2 + 2 × 36.4)\n"
        output += "indexPathsForVisibleRows \(list.indexPathsForVisibleRows)\n\n"
        output += window.frameTable()
        return output
    }
}

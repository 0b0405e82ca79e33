import Testing
@testable import Trellis

// Sections in a 200 × 300 window, margin 0, rows as in ListViewTesting (a label inset 15/10:
// 5 wide characters → 40.4, 15 → 60.8, 25 → 81.2). A header is a `SectionTitle`: one line of
// 17-pt text (20.4) on its content view's margins, 8 above and below and 16 at the sides, so
// 8 + 20.4 + 8 = 36.4 tall, its label 200 − 2 × 16 = 168 wide. A footer is a view with a
// required height of 10.

/// A header as UIKit code writes one: a label on the content view's margins.
final class SectionTitle: TableViewHeaderFooterView {
    let title = Label(name: "title")
    var reused = 0

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(title)
        LayoutConstraint.activate(title.constraintsPinningEdges(to: contentView.layoutMarginsGuide))
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reused += 1
        title.text = nil
    }
}

/// A footer 10 tall.
func footer(_ section: Int) -> View {
    let view = View(name: "footer\(section)")
    view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    return view
}

/// The texts of a sectioned list's rows, by section.
final class SectionTexts {
    var texts: [[String]]
    init(_ texts: [[String]]) { self.texts = texts }

    func makeRow(_ path: ListView.IndexPath) -> View {
        RowTexts([texts[path.section][path.row]]).makeRow(0)
    }
}

/// A 200-wide list of `texts` by section, with `SectionTitle` headers and 10-pt footers.
func makeSectionList(
    _ texts: [[String]], height: Double = 300, estimate: Double = 44, footers: Bool = true
) throws -> (Window, ListView, SectionTexts) {
    let window = Window(size: Size(width: 200, height: height))
    let list = ListView(name: "list")
    list.estimatedRowHeight = estimate
    list.preparationMargin = 0
    window.addSubview(list)
    try LayoutConstraint.activateOrThrow(list.constraintsPinningEdges(to: window))
    list.register(SectionTitle.self, forHeaderFooterViewReuseIdentifier: "title")
    let rows = SectionTexts(texts)
    try list.reloadData(
        sectionRowCounts: texts.map(\.count),
        header: { [unowned list] section in
            let header = list.dequeueReusableHeaderFooterView(withIdentifier: "title") as? SectionTitle
            header?.title.text = "Section \(section)"
            return header
        },
        footer: footers ? { footer($0) } : nil
    ) { [rows] path in rows.makeRow(path) }
    return (window, list, rows)
}

@Suite("ListView sections, headers and footers")
struct ListViewSectionTests {
    @Test("each section stacks its header, rows and footer; headers size themselves like cells")
    func stacking() throws {
        let (window, list, _) = try makeSectionList([[wide(5), wide(15)], [wide(25)]])
        try window.layoutIfNeededOrThrow()
        // Header 0 36.4 at 0; rows 40.4 at 36.4 and 60.8 at 76.8; footer 10 at 137.6; header 1
        // 36.4 at 147.6; row 81.2 at 184; footer 10 at 265.2; 275.2 in all.
        let expected: [(String, Double, Double)] = [
            ("title", 0, 36.4), ("row0", 36.4, 40.4), ("row0", 76.8, 60.8), ("footer0", 137.6, 10),
            ("title", 147.6, 36.4), ("row0", 184, 81.2), ("footer1", 265.2, 10),
        ]
        #expect(list.subviews.map(\.name) == expected.map(\.0))
        for (view, (_, y, height)) in zip(list.subviews, expected) { expectFrame(view, 0, y, 200, height) }
        let header = try #require(list.headerView(forSection: 0) as? SectionTitle)
        expectFrame(header.title, 16, 8, 168, 20.4)
        #expect(header.title.text == "Section 0")
        #expect(near(list.contentSize.height, 275.2))
        #expect(list.numberOfSections == 2)
        #expect(list.numberOfRows(inSection: 0) == 2)
        #expect(list.rowCount == 3)
    }

    @Test("rects and lookups by section and index path")
    func rects() throws {
        let (window, list, _) = try makeSectionList([[wide(5), wide(15)], [wide(25)]])
        try window.layoutIfNeededOrThrow()
        let path = ListView.IndexPath(row: 1, section: 0)
        #expect(approximatelyEqual(try list.rect(forRowAt: path), Rect(x: 0, y: 76.8, width: 200, height: 60.8)))
        #expect(approximatelyEqual(list.rectForHeader(inSection: 1), Rect(x: 0, y: 147.6, width: 200, height: 36.4)))
        #expect(approximatelyEqual(list.rectForFooter(inSection: 0), Rect(x: 0, y: 137.6, width: 200, height: 10)))
        #expect(approximatelyEqual(list.rect(forSection: 1), Rect(x: 0, y: 147.6, width: 200, height: 127.6)))
        // Rows counted over all sections: row 2 is section 1's row 0.
        #expect(approximatelyEqual(try list.rect(forRow: 2), Rect(x: 0, y: 184, width: 200, height: 81.2)))
        #expect(try list.indexPath(forRow: 2) == ListView.IndexPath(row: 0, section: 1))
        #expect(list.view(forRow: 2) === list.view(forRowAt: ListView.IndexPath(row: 0, section: 1)))
        #expect(list.visibleRows == [0, 1, 2])
        #expect(list.indexPathsForVisibleRows.map(\.description) == ["[0, 0]", "[0, 1]", "[1, 0]"])
        // Headers and footers hold no row.
        #expect(list.row(at: Point(x: 10, y: 140)) == nil)
        #expect(list.row(at: Point(x: 10, y: 10)) == nil)
        #expect(list.indexPathForRow(at: Point(x: 10, y: 190)) == ListView.IndexPath(row: 0, section: 1))
    }

    @Test("a header provider returning nil leaves the section without a header, asked once")
    func nilHeader() throws {
        let window = Window(size: Size(width: 200, height: 300))
        let list = ListView(name: "list")
        list.preparationMargin = 0
        window.addSubview(list)
        try LayoutConstraint.activateOrThrow(list.constraintsPinningEdges(to: window))
        var asked = 0
        try list.reloadData(sectionRowCounts: [1, 1], header: { section in
            asked += 1
            return section == 0 ? nil : footer(section)
        }) { _ in RowTexts([wide(5)]).makeRow(0) }
        try window.layoutIfNeededOrThrow()
        try window.layoutIfNeededOrThrow()
        // Section 0: no header (0), row 40.4 at 0; section 1: header 10 at 40.4, row at 50.4.
        #expect(asked == 2)
        #expect(list.headerView(forSection: 0) == nil)
        #expect(approximatelyEqual(list.rectForHeader(inSection: 0), Rect(x: 0, y: 0, width: 200, height: 0)))
        #expect(approximatelyEqual(try list.rect(forRowAt: .init(row: 0, section: 1)), Rect(x: 0, y: 50.4, width: 200, height: 40.4)))
        #expect(list.subviews.count == 3)
        // Without footers a footer's rect is 0 tall at the section's end.
        #expect(approximatelyEqual(list.rectForFooter(inSection: 0), Rect(x: 0, y: 40.4, width: 200, height: 0)))
    }

    @Test("headers whose sections scroll away are reused, after prepareForReuse")
    func headerReuse() throws {
        // 20 sections of one 40.4 row each: header + row + footer = 86.8 a section. 100 tall:
        // section 0 and the header of section 1 (86.8…123.2) show.
        let (window, list, _) = try makeSectionList(Array(repeating: [wide(5)], count: 20), height: 100)
        try window.layoutIfNeededOrThrow()
        let first = list.subviews.compactMap { $0 as? SectionTitle }
        #expect(first.count == 2)
        list.contentOffset = Point(x: 0, y: 600)
        try window.layoutIfNeededOrThrow()
        let now = list.subviews.compactMap { $0 as? SectionTitle }
        #expect(!now.isEmpty)
        #expect(now.allSatisfy { header in first.contains { $0 === header } || header.reused == 0 })
        #expect(first.filter { header in now.contains { $0 === header } }.allSatisfy { $0.reused == 1 })
        #expect(now.contains { header in first.contains { $0 === header } })
        #expect(now.allSatisfy { $0.title.text?.hasPrefix("Section ") == true })
    }

    @Test("inserting by index path: at a section's end and into an empty section")
    func insertByIndexPath() throws {
        let (window, list, rows) = try makeSectionList([[wide(5)], []], footers: false)
        try window.layoutIfNeededOrThrow()
        // Before: header 0 (36.4), row 40.4 at 36.4, header 1 at 76.8; 113.2 in all.
        #expect(near(list.contentSize.height, 113.2))
        rows.texts[0].append(wide(15))
        rows.texts[1].append(wide(25))
        try list.insertRows(at: [.init(row: 0, section: 1), .init(row: 1, section: 0)])
        #expect(list.numberOfRows(inSection: 0) == 2)
        #expect(list.numberOfRows(inSection: 1) == 1)
        try window.layoutIfNeededOrThrow()
        // After: header 0 at 0, rows at 36.4 (40.4) and 76.8 (60.8), header 1 at 137.6, its row
        // 81.2 at 174; 255.2 in all. Only the two new rows were measured.
        #expect(list.rowMeasurementCount == 3 + 2)
        #expect(approximatelyEqual(try list.rect(forRowAt: .init(row: 1, section: 0)), Rect(x: 0, y: 76.8, width: 200, height: 60.8)))
        #expect(approximatelyEqual(list.rectForHeader(inSection: 1), Rect(x: 0, y: 137.6, width: 200, height: 36.4)))
        let row = try #require(list.view(forRowAt: .init(row: 0, section: 1)))
        expectFrame(row, 0, 174, 200, 81.2)
        #expect(near(list.contentSize.height, 255.2))
    }

    @Test("deleting by index path and by row counted over all sections")
    func delete() throws {
        let (window, list, rows) = try makeSectionList([[wide(5), wide(15)], [wide(25)]])
        try window.layoutIfNeededOrThrow()
        rows.texts[0].remove(at: 0)
        try list.deleteRows(at: [ListView.IndexPath(row: 0, section: 0)])
        rows.texts[1].remove(at: 0)
        try list.deleteRows(at: [1])  // section 1's row 0, counted over all sections
        try window.layoutIfNeededOrThrow()
        // Header 0 at 0, row 60.8 at 36.4, footer at 97.2, header 1 at 107.2, footer at 143.6.
        #expect(list.numberOfRows(inSection: 0) == 1)
        #expect(list.numberOfRows(inSection: 1) == 0)
        #expect(list.rowMeasurementCount == 7)
        #expect(list.subviews.map(\.name) == ["title", "row0", "footer0", "title", "footer1"])
        expectFrame(try #require(list.footerView(forSection: 1)), 0, 143.6, 200, 10)
        #expect(near(list.contentSize.height, 153.6))
    }

    @Test("a row inserted by its index over all sections joins the section of the row it displaces")
    func insertByFlatRow() throws {
        let (window, list, rows) = try makeSectionList([[wide(5)], [wide(5)]], footers: false)
        try window.layoutIfNeededOrThrow()
        rows.texts[1].insert(wide(15), at: 0)
        try list.insertRows(at: [1])
        try window.layoutIfNeededOrThrow()
        // Row 1 was section 1's row 0, so the new row is section 1's row 0; the old one is row 1.
        #expect(list.numberOfRows(inSection: 1) == 2)
        #expect(try list.indexPath(forRow: 1) == ListView.IndexPath(row: 0, section: 1))
        // Header 0, row 40.4 at 36.4, header 1 at 76.8, new row 60.8 at 113.2, old row at 174.
        #expect(approximatelyEqual(try list.rect(forRow: 2), Rect(x: 0, y: 174, width: 200, height: 40.4)))
    }

    @Test("scrolling to an index path lands exactly once the rows around it are measured")
    func scrollToIndexPath() throws {
        let (window, list, _) = try makeSectionList(Array(repeating: [wide(15), wide(15)], count: 30), estimate: 50)
        try window.layoutIfNeededOrThrow()
        try list.scrollToRow(at: .init(row: 1, section: 10), at: .top)
        try window.layoutIfNeededOrThrow()
        let rect = try list.rect(forRowAt: .init(row: 1, section: 10))
        #expect(near(rect.minY, list.contentOffset.y))
        #expect(near(rect.height, 60.8))
        #expect(list.indexPathsForVisibleRows.first == ListView.IndexPath(row: 1, section: 10))
    }

    @Test("bad sections and index paths throw or are recorded, and change nothing")
    func badInput() throws {
        let (window, list, _) = try makeSectionList([[wide(5)], [wide(5)]])
        try window.layoutIfNeededOrThrow()
        // UIKit's section queries do not throw: out of range they answer 0 and record the error.
        let lines = LogLines()
        LayoutLog.$sink.withValue({ lines.append($0) }) {
            #expect(list.rect(forSection: 2) == .zero)
            #expect(list.rectForHeader(inSection: -1) == .zero && list.rectForFooter(inSection: 2) == .zero)
            #expect(list.numberOfRows(inSection: 2) == 0)
        }
        #expect(window.diagnostics == [
            .sectionOutOfRange(list: "list", section: 2, sectionCount: 2),
            .sectionOutOfRange(list: "list", section: -1, sectionCount: 2),
            .sectionOutOfRange(list: "list", section: 2, sectionCount: 2),
            .sectionOutOfRange(list: "list", section: 2, sectionCount: 2),
        ])
        #expect(lines.all.count == 4)
        #expect(throws: LayoutError.indexPathOutOfRange(list: "list", section: 1, row: 1, rowCount: 1)) {
            try list.rect(forRowAt: .init(row: 1, section: 1))
        }
        #expect(throws: LayoutError.indexPathOutOfRange(list: "list", section: 0, row: 2, rowCount: 1)) {
            try list.insertRows(at: [.init(row: 2, section: 0)])
        }
        #expect(throws: LayoutError.indexPathOutOfRange(list: "list", section: 5, row: 0, rowCount: 0)) {
            try list.deleteRows(at: [.init(row: 0, section: 5)])
        }
        #expect(throws: LayoutError.negativeSize("The row count -1 of section 1 of `list`")) {
            try list.reloadData(sectionRowCounts: [1, -1]) { _ in View() }
        }
        #expect(list.numberOfSections == 2 && list.rowCount == 2)
        #expect(list.headerView(forSection: -1) == nil && list.view(forRow: -1) == nil)
        #expect(list.dequeueReusableHeaderFooterView(withIdentifier: "unknown") == nil)
        let message = LayoutError.indexPathOutOfRange(list: "list", section: 0, row: 2, rowCount: 1).description
        #expect(message.contains("Row 2 of section 0") && message.contains("`list`"))
    }

    @Test("cells dequeued by index path size themselves in their section")
    func cellsByIndexPath() throws {
        let window = Window(size: Size(width: 320, height: 300))
        let list = ListView(name: "list")
        window.addSubview(list)
        try LayoutConstraint.activateOrThrow(list.constraintsPinningEdges(to: window))
        list.register(ContactCell.self, forCellReuseIdentifier: "contact")
        try list.reloadData(sectionRowCounts: [1, 1], footer: { footer($0) }) { [unowned list] path in
            let cell = list.dequeueReusableCell(withIdentifier: "contact", for: path)
            (cell as? ContactCell)?.nameLabel.text = "Ann"
            return cell
        }
        try window.layoutIfNeededOrThrow()
        // Cells 42.4 tall (ContactCell: 11 + 20.4 + 11), footers 10: the second cell at 52.4.
        let cell = try #require(list.view(forRowAt: .init(row: 0, section: 1)) as? ContactCell)
        expectFrame(cell, 0, 52.4, 320, 42.4)
        expectFrame(cell.nameLabel, 16, 11, 288, 20.4)
    }

    @Test("plain header and footer views, and a button's title label, never take part in the layout cycle")
    func builtInHeaders() throws {
        let window = Window(size: Size(width: 200, height: 300))
        let list = ListView(name: "list")
        window.addSubview(list)
        try LayoutConstraint.activateOrThrow(list.constraintsPinningEdges(to: window))
        try list.reloadData(sectionRowCounts: [1], header: { _ in TableViewHeaderFooterView(reuseIdentifier: nil) }) { _ in
            View(name: "row")
        }
        try window.layoutIfNeededOrThrow()
        #expect(list.headerView(forSection: 0) is TableViewHeaderFooterView)
        #expect(window.engine.cycleViews.isEmpty)
        #expect(try #require(Button().titleLabel).observesLayoutCycle == false)
    }

    @Test("reloading a section's header and footer makes and measures them again")
    func reloadHeaderAndFooter() throws {
        let window = Window(size: Size(width: 200, height: 300))
        let list = ListView(name: "list")
        window.addSubview(list)
        try LayoutConstraint.activateOrThrow(list.constraintsPinningEdges(to: window))
        var headerHeight = 10.0
        try list.reloadData(sectionRowCounts: [1, 1], header: { section in
            let header = View(name: "header\(section)")
            header.heightAnchor.constraint(equalToConstant: headerHeight).isActive = true
            return header
        }) { _ in RowTexts([wide(5)]).makeRow(0) }
        try window.layoutIfNeededOrThrow()
        // 10 + 40.4 per section: section 1's row at 60.4.
        #expect(approximatelyEqual(try list.rect(forRow: 1), Rect(x: 0, y: 60.4, width: 200, height: 40.4)))
        headerHeight = 30
        try list.reloadHeaderAndFooter(inSection: 0)
        try window.layoutIfNeededOrThrow()
        // Section 0's header is 30 now, section 1's still 10: 30 + 40.4 + 10 = 80.4.
        #expect(approximatelyEqual(try list.rect(forRow: 1), Rect(x: 0, y: 80.4, width: 200, height: 40.4)))
        #expect(approximatelyEqual(list.rectForHeader(inSection: 0), Rect(x: 0, y: 0, width: 200, height: 30)))
        #expect(throws: LayoutError.sectionOutOfRange(list: "list", section: 2, sectionCount: 2)) {
            try list.reloadHeaderAndFooter(inSection: 2)
        }
    }

    @Test("a header provider returning a view already in the list records a diagnostic")
    func invalidHeaderView() throws {
        let window = Window(size: Size(width: 200, height: 300))
        let list = ListView(name: "list")
        window.addSubview(list)
        try LayoutConstraint.activateOrThrow(list.constraintsPinningEdges(to: window))
        let shared = footer(0)
        try list.reloadData(sectionRowCounts: [1, 1], header: { _ in shared }) { _ in RowTexts([wide(5)]).makeRow(0) }
        try window.layoutIfNeededOrThrow()
        #expect(window.diagnostics.contains(.invalidSectionView(list: "list", section: 1, kind: "header", view: "footer0")))
        // Section 0's header is the shared view (10), section 1's is empty (0): row 0 at 10,
        // row 1 at 10 + 40.4 = 50.4.
        #expect(approximatelyEqual(try list.rect(forRow: 1), Rect(x: 0, y: 50.4, width: 200, height: 40.4)))
        #expect(approximatelyEqual(list.rectForHeader(inSection: 1), Rect(x: 0, y: 50.4, width: 200, height: 0)))
    }
}

import Testing
@testable import Trellis

/// A contact cell as UIKit code writes it: a label on the content view's margins.
final class ContactCell: TableViewCell {
    let nameLabel = Label(name: "nameLabel")
    var reused = 0

    required init(style: TableViewCell.Style, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            nameLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reused += 1
        nameLabel.text = nil
    }
}

@Suite("TableViewCell in a ListView")
struct TableViewCellTests {
    func makeList(rows: Int, height: Double = 300) -> (Window, ListView) {
        let window = Window(size: Size(width: 320, height: height))
        let list = ListView(name: "list")
        list.preparationMargin = 0
        window.addSubview(list)
        LayoutConstraint.activate([
            list.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            list.topAnchor.constraint(equalTo: window.topAnchor),
            list.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        list.register(ContactCell.self, forCellReuseIdentifier: "contact")
        try? list.reloadData(rowCount: rows) { [unowned list] row in
            let cell = list.dequeueReusableCell(withIdentifier: "contact", for: row)
            (cell as? ContactCell)?.nameLabel.text = "Ann"
            return cell
        }
        return (window, list)
    }

    @Test("a cell sizes itself through its content view's margins: 11 above and below, 16 at the sides")
    func selfSizing() throws {
        let (window, list) = makeList(rows: 2)
        try window.layoutIfNeededOrThrow()
        // One 17-pt line (20.4) + 11 + 11 = 42.4 tall; the label is 320 − 2 × 16 = 288 wide.
        guard let cell = list.subviews.first as? ContactCell else {
            Issue.record("no cell placed")
            return
        }
        #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 42.4))
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 320, height: 42.4))
        #expect(cell.nameLabel.frame == Rect(x: 16, y: 11, width: 288, height: 20.4))
        #expect(list.contentSize.width == 320 && abs(list.contentSize.height - 84.8) < 1e-9)
    }

    @Test("in a regular width the content view's side margins are 20")
    func regularMargins() throws {
        let (window, list) = makeList(rows: 1)
        window.horizontalSizeClass = .regular
        try window.layoutIfNeededOrThrow()
        let cell = try #require(list.subviews.first as? ContactCell)
        #expect(cell.nameLabel.frame == Rect(x: 20, y: 11, width: 280, height: 20.4))
    }

    @Test("cells whose rows scroll away are reused, after prepareForReuse")
    func reuse() throws {
        // 100 tall: rows 0…2 (tops 0, 42.4, 84.8) are on screen.
        let (window, list) = makeList(rows: 50, height: 100)
        try window.layoutIfNeededOrThrow()
        let first = Set(list.subviews.map(ObjectIdentifier.init))
        #expect(first.count == 3)
        list.contentOffset = Point(x: 0, y: 1000)
        try window.layoutIfNeededOrThrow()
        // Rows 3… are estimated at 44 until measured, so which rows show depends on the
        // estimates; whichever they are, rows 0…2 left and their three cells show new rows.
        let now = list.subviews.compactMap { $0 as? ContactCell }
        #expect(!list.visibleRows.contains(0))
        #expect(first.isSubset(of: Set(now.map(ObjectIdentifier.init))))
        #expect(now.filter { first.contains(ObjectIdentifier($0)) }.allSatisfy { $0.reused == 1 })
        #expect(now.allSatisfy { $0.nameLabel.text == "Ann" })
    }

    @Test("an unregistered identifier gives a plain cell and a diagnostic")
    func unregistered() {
        let window = Window(size: Size(width: 100, height: 100))
        let list = ListView(name: "list")
        window.addSubview(list)
        let cell = list.dequeueReusableCell(withIdentifier: "missing", for: 0)
        #expect(type(of: cell) == TableViewCell.self)
        #expect(window.diagnostics == [.unregisteredReuseIdentifier(list: "list", identifier: "missing")])
    }
}

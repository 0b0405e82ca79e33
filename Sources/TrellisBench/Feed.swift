// feed and feed-box (issue 25): N social-feed cells of 15 views each, in a vertical stack
// (spacing 0) in a window-filling scroll view (stack pinned to the content layout guide, as wide
// as the frame layout guide).
//
// One cell, a vertical stack (spacing 8, fill alignment):
//   header   horizontal stack, spacing 8, center alignment:
//            avatar 40 × 40 | names: vertical stack, spacing 2 (name, date) | more 24 × 24
//            (avatar and more hug at 750, so names takes the slack: width W − 80)
//   body     feed: multi-line label, "word" × k_i, k_i = 3 + (7i mod 31); feed-box: a view of
//            intrinsic height 20(1 + i mod 4), no intrinsic width
//   photo    intrinsic height 200, no intrinsic width
//   actions  horizontal stack, equalSpacing, center alignment: four buttons of intrinsic
//            40 × 30, 48 × 32, 56 × 30, 64 × 28
//   separator  intrinsic height 1
// Views: cell, header, avatar, names, name, date, more, body, photo, actions, 4 buttons,
// separator = 15.
//
// Closed form at window width W (every cell, and every item of a cell, is W wide: fill alignment):
// - names: name is 20.4 tall (label, 17 pt) or 20 (box), date 15.6 (label, 13 pt) or 16 (box),
//   so names is 38 tall either way, at x = 48, y = 1 in the 40-pt header; more at x = W − 24, y = 8.
// - body height B: feed: ⌈k / m⌉ × 20.4 with m words a line, (5m − 1) × 8.5 ≤ W (m = 9 at 393,
//   10 at 430); feed-box: 20(1 + i mod 4).
// - actions: 32 tall (the tallest button); buttons keep their sizes, the three equal gaps are
//   (W − 208) / 3, each button centred: y offsets 1, 0, 1, 2.
// - cell height = 40 + 8 + B + 8 + (200 + 8 if the photo is visible) + 32 + 8 + 1; cells are
//   stacked from y = 0 without spacing, and the content size is W × Σ cell heights.
// Changes (cell N/2): hide toggles the photo's isHidden; text (feed) gives the body k + 9 words;
// intrinsic (feed-box) makes the body 20 pt taller; resize toggles the window width 393 ↔ 430.

import Trellis

/// One cell's views, in the order the checks read them.
struct FeedCell {
    let cell, header, avatar, names, name, date, more, body, photo, actions, separator: View
    let buttons: [View]
}

/// The feed, built but not laid out.
final class Feed: BenchLayout {
    static let buttonSizes = [Size(width: 40, height: 30), Size(width: 48, height: 32),
                              Size(width: 56, height: 30), Size(width: 64, height: 28)]
    let window: Window
    let scroll: ScrollView
    let stack: StackView
    let cells: [FeedCell]
    let kind: LeafKind
    let change: String
    var middle: Int { cells.count / 2 }

    static func wordCount(_ i: Int, changed: Bool) -> Int { 3 + (7 * i) % 31 + (changed ? 9 : 0) }
    static func boxBodyHeight(_ i: Int, changed: Bool) -> Double { 20 * Double(1 + i % 4) + (changed ? 20 : 0) }

    init(cellCount: Int, kind: LeafKind, change: String) throws {
        self.kind = kind
        self.change = change
        window = Window(size: Size(width: narrowWidth, height: windowHeight), name: "window")
        scroll = ScrollView(name: "scroll")
        let cells = (0..<cellCount).map { Self.makeCell($0, kind: kind) }
        stack = StackView(arrangedSubviews: cells.map(\.cell), name: "feed")
        stack.axis = .vertical
        window.addSubview(scroll)
        scroll.addSubview(stack)
        try LayoutConstraint.activateOrThrow(scrollingConstraints(window: window, scroll: scroll, content: stack))
        self.cells = cells
    }

    /// A plain view with an intrinsic size (−1: none on that axis).
    static func box(_ name: String, _ width: Double, _ height: Double) -> View {
        let view = View(name: name)
        view.intrinsicContentSize = Size(width: width, height: height)
        return view
    }

    static func makeCell(_ i: Int, kind: LeafKind) -> FeedCell {
        let none = View.noIntrinsicMetric
        let avatar = box("avatar\(i)", 40, 40)
        let more = box("more\(i)", 24, 24)
        avatar.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        more.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let name: View, date: View, body: View
        switch kind {
        case .label:
            name = Label("User \(i)", name: "name\(i)")
            let dateLabel = Label("\(i) min ago", name: "date\(i)")
            dateLabel.font = .systemFont(ofSize: 13)
            date = dateLabel
            let bodyLabel = Label(words(wordCount(i, changed: false)), name: "body\(i)")
            bodyLabel.numberOfLines = 0
            body = bodyLabel
        case .box:
            name = box("name\(i)", 120, 20)
            date = box("date\(i)", 80, 16)
            body = box("body\(i)", none, boxBodyHeight(i, changed: false))
        }
        let names = StackView(arrangedSubviews: [name, date], name: "names\(i)")
        names.axis = .vertical
        names.spacing = 2
        let header = StackView(arrangedSubviews: [avatar, names, more], name: "header\(i)")
        header.axis = .horizontal
        header.spacing = 8
        header.alignment = .center
        let buttons = buttonSizes.enumerated().map { box("button\(i)_\($0.offset)", $0.element.width, $0.element.height) }
        let actions = StackView(arrangedSubviews: buttons, name: "actions\(i)")
        actions.axis = .horizontal
        actions.distribution = .equalSpacing
        actions.alignment = .center
        actions.spacing = 8
        let photo = box("photo\(i)", none, 200)
        let separator = box("separator\(i)", none, 1)
        let cell = StackView(arrangedSubviews: [header, body, photo, actions, separator], name: "cell\(i)")
        cell.axis = .vertical
        cell.spacing = 8
        return FeedCell(cell: cell, header: header, avatar: avatar, names: names, name: name, date: date, more: more,
                        body: body, photo: photo, actions: actions, separator: separator, buttons: buttons)
    }

    /// Applies op k's change: odd k changes, even k restores.
    func apply(_ k: Int) {
        let on = k % 2 == 1
        switch change {
        case "hide": cells[middle].photo.isHidden = on
        case "resize": window.size = Size(width: on ? wideWidth : narrowWidth, height: windowHeight)
        case "text": (cells[middle].body as! Label).text = words(Self.wordCount(middle, changed: on))
        default:
            cells[middle].body.intrinsicContentSize = Size(
                width: View.noIntrinsicMetric, height: Self.boxBodyHeight(middle, changed: on))
        }
    }

    func verify(afterChanges changes: Int) throws {
        let on = changes % 2 == 1
        let what = "feed\(kind == .box ? "-box" : "") \(change) after \(changes) changes"
        let width = change == "resize" && on ? wideWidth : narrowWidth
        try expect(window.size.width == width, "\(what): window width \(window.size.width)")
        var y = 0.0
        for (i, cell) in cells.enumerated() {
            let changed = on && i == middle
            y += try verifyCell(cell, i, y: y, width: width, changed: changed, what)
        }
        let size = scroll.contentSize
        try expect(abs(size.width - width) < 1e-6 && abs(size.height - y) < 1e-6 * max(1, y),
                   "\(what): content size \(size), expected \(width) × \(y)")
    }

    /// Checks cell i at `y` and returns its height.
    private func verifyCell(_ c: FeedCell, _ i: Int, y: Double, width: Double, changed: Bool, _ what: String) throws -> Double {
        let bodyHeight = switch kind {
        case .label: Double(wrappedLines(words: Self.wordCount(i, changed: changed && change == "text"), width: width)) * lineHeight()
        case .box: Self.boxBodyHeight(i, changed: changed && change == "intrinsic")
        }
        let photoShown = !(changed && change == "hide")
        let (nameHeight, dateHeight) = kind == .label ? (lineHeight(), lineHeight(13)) : (20.0, 16.0)
        try expectFrame(c.header, Rect(x: 0, y: y, width: width, height: 40), what)
        try expectFrame(c.avatar, Rect(x: 0, y: y, width: 40, height: 40), what)
        try expectFrame(c.names, Rect(x: 48, y: y + 1, width: width - 80, height: 38), what)
        try expectFrame(c.name, Rect(x: 48, y: y + 1, width: width - 80, height: nameHeight), what)
        try expectFrame(c.date, Rect(x: 48, y: y + 1 + nameHeight + 2, width: width - 80, height: dateHeight), what)
        try expectFrame(c.more, Rect(x: width - 24, y: y + 8, width: 24, height: 24), what)
        var itemY = y + 48
        try expectFrame(c.body, Rect(x: 0, y: itemY, width: width, height: bodyHeight), what)
        itemY += bodyHeight + 8
        if photoShown {
            try expectFrame(c.photo, Rect(x: 0, y: itemY, width: width, height: 200), what)
            itemY += 208
        }
        try expectFrame(c.actions, Rect(x: 0, y: itemY, width: width, height: 32), what)
        let gap = (width - 208) / 3
        var x = 0.0
        for (button, size) in zip(c.buttons, Self.buttonSizes) {
            try expectFrame(button, Rect(x: x, y: itemY + (32 - size.height) / 2, width: size.width, height: size.height), what)
            x += size.width + gap
        }
        itemY += 40
        try expectFrame(c.separator, Rect(x: 0, y: itemY, width: width, height: 1), what)
        let height = itemY + 1 - y
        try expectFrame(c.cell, Rect(x: 0, y: y, width: width, height: height), what)
        return height
    }
}

/// feed(-box) at N cells: order first, hide, text (feed), intrinsic (feed-box) or resize.
func runFeed(_ n: Int, _ order: String, kind: LeafKind, _ budget: Double) throws -> Measurement {
    let build = { try Feed(cellCount: n, kind: kind, change: order) }
    if order == "first" { return try runFirstLayout(items: n, budget, build: build) }
    return try runLayoutChange(items: n, budget, build: build) { feed, k in feed.apply(k) }
}

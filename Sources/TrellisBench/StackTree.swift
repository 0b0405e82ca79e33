// stack-tree and stack-tree-box (issue 25): a vertical page stack (spacing 8) of N horizontal row
// stacks (spacing 8, fill distribution, fill alignment) of five leaves, at four page alignments,
// timed at the first layout and at one change of each kind.
//
// Closed form. Leaf j of row i has a natural size w(i, j) × h(i):
//   label leaves ("R<i> C<j>", 17 pt): w = 8.5 × characters (DefaultTextMeasurer: 0.5 × size per
//     ASCII character), h = 20.4 (line height 1.2 × 17);
//   box leaves (plain views with an intrinsic size, the Yoga twin): w = 30 + 10j + 2(i mod 5),
//     h = 20 + 4(i mod 3).
// A row's natural width is R(i) = Σ_j w(i, j) + 4 × s, the row spacing s = 8 (10 after the spacing
// change). Every leaf size is chosen so that R(i) ≤ 389 < 393 (the narrow window) for every
// i < 10,000 and after the intrinsic, text or spacing change, so no row is ever compressed.
// - Rows are h(i) tall (fill alignment in the row; every leaf of a row has the same height) and
//   stacked 8 apart from the page's top, which is pinned at the top constraint's constant c:
//   visible row i is at y = c + Σ_{visible k < i} (h(k) + 8). The hidden row takes no space and
//   no spacing (UISV-hiding + the chain over visible items).
// - Page width P: the window width W for fill, leading and center (pinned leading and trailing);
//   for fit (pinned top and leading only, leading alignment) the widest visible row,
//   max R(i): the spanning guide's fit @51 pulls the page to it.
// - Row i: fill → x = 0, width P; leading and fit → x = 0, width R(i) (its leaves' hugging keeps it
//   at its natural width); center → x = (P − R(i)) / 2, width R(i).
// - Leaves: at row width L ≥ R(i) the lowest-index leaf absorbs the slack (equal hugging, the
//   tie rule of stackview.md §0.3), so leaf 0 is w(i, 0) + L − R(i) wide and the others keep w;
//   x advances by width + s from the row's x.
// Changes (each op toggles; the row or leaf changed is the middle one, i = N / 2):
//   hide: the middle row's isHidden; resize: the window width 393 ↔ 430; intrinsic (box): leaf
//   (N/2, 2) 20 pt wider; text (label): leaf (N/2, 2)'s text gains " x" (2 characters, 17 pt);
//   constant: the page's top constraint 0 ↔ 10; spacing: every row's spacing 8 ↔ 10 (one bulk
//   change of N stacks: the row's natural width grows by 4 × 2, still ≤ 389); compact: every
//   row's last leaf hidden (one bulk change of N stacks: a row's natural width loses that leaf
//   and a gap; hidden leaves are not checked, as the hidden row of `hide` is not); dequeue: the
//   first row removed from the page (`removeFromSuperview`, as a feed drops its oldest item)
//   and inserted again at index 0 (every other row is aligned to the first, so the page
//   regenerates all of its alignment constraints either way; rows then start at row 1).

import Trellis

/// How the page stack places its rows across its width.
enum PageAlignment: String, CaseIterable {
    /// Every row stretched to the page's width (`alignment = .fill`).
    case fill
    /// Rows at their natural widths, at the leading edge.
    case leading
    /// Rows at their natural widths, centred.
    case center
    /// `leading`, with the page pinned by its top and leading edges only: as wide as its widest row.
    case fit
}

/// What the rows of a stack tree (and the other layouts of the suite) are made of.
enum LeafKind {
    /// Labels with text: measured by the text model.
    case label
    /// Plain views with a fixed intrinsic size: the twin of a Yoga tree with fixed-size leaves.
    case box
}

/// A one-change-at-a-time toggle of the stack tree.
enum StackTreeChange: String {
    case first, hide, resize, intrinsic, text, constant, spacing, compact, dequeue
}

/// The page of rows, built but not laid out.
final class StackTree: BenchLayout {
    let window: Window
    let page: StackView
    let rows: [StackView]
    /// `leaves[i][j]`: leaf j of row i.
    let leaves: [[View]]
    let top: LayoutConstraint
    let alignment: PageAlignment
    let kind: LeafKind
    let change: StackTreeChange
    var middle: Int { rows.count / 2 }

    init(rowCount: Int, alignment: PageAlignment, kind: LeafKind, change: StackTreeChange) throws {
        self.alignment = alignment
        self.kind = kind
        self.change = change
        window = Window(size: Size(width: narrowWidth, height: windowHeight), name: "window")
        var rows: [StackView] = []
        var leaves: [[View]] = []
        for i in 0..<rowCount {
            let rowLeaves = (0..<5).map { j -> View in
                switch kind {
                case .label:
                    return Label(Self.text(i, j, changed: false), name: "l\(i)_\(j)")
                case .box:
                    let view = View(name: "b\(i)_\(j)")
                    view.intrinsicContentSize = Size(width: Self.boxWidth(i, j, changed: false), height: Self.boxHeight(i))
                    return view
                }
            }
            let row = StackView(arrangedSubviews: rowLeaves, name: "row\(i)")
            row.axis = .horizontal
            row.spacing = 8
            rows.append(row)
            leaves.append(rowLeaves)
        }
        page = StackView(arrangedSubviews: rows, name: "page")
        page.axis = .vertical
        page.spacing = 8
        page.alignment = switch alignment {
        case .fill: .fill
        case .leading, .fit: .leading
        case .center: .center
        }
        window.addSubview(page)
        top = page.topAnchor.constraint(equalTo: window.topAnchor)
        var constraints = [top, page.leadingAnchor.constraint(equalTo: window.leadingAnchor)]
        if alignment != .fit { constraints.append(page.trailingAnchor.constraint(equalTo: window.trailingAnchor)) }
        try LayoutConstraint.activateOrThrow(constraints)
        self.rows = rows
        self.leaves = leaves
    }

    static func text(_ i: Int, _ j: Int, changed: Bool) -> String { "R\(i) C\(j)" + (changed ? " x" : "") }
    static func boxWidth(_ i: Int, _ j: Int, changed: Bool) -> Double {
        30 + 10 * Double(j) + 2 * Double(i % 5) + (changed ? 20 : 0)
    }
    static func boxHeight(_ i: Int) -> Double { 20 + 4 * Double(i % 3) }

    /// Applies op k's change: odd k changes, even k restores.
    func apply(_ k: Int) {
        let on = k % 2 == 1
        switch change {
        case .first: break
        case .hide: rows[middle].isHidden = on
        case .resize: window.size = Size(width: on ? wideWidth : narrowWidth, height: windowHeight)
        case .intrinsic:
            leaves[middle][2].intrinsicContentSize = Size(width: Self.boxWidth(middle, 2, changed: on), height: Self.boxHeight(middle))
        case .text: (leaves[middle][2] as! Label).text = Self.text(middle, 2, changed: on)
        case .constant: top.constant = on ? 10 : 0
        case .spacing: for row in rows { row.spacing = rowSpacing(changed: on) }
        case .compact: for row in leaves { row[4].isHidden = on }
        case .dequeue:
            if on { rows[0].removeFromSuperview() } else { page.insertArrangedSubview(rows[0], at: 0) }
        }
    }

    /// Leaf (i, j)'s natural width after `changed` toggles.
    func naturalWidth(_ i: Int, _ j: Int, changed: Bool) -> Double {
        let isChanged = changed && i == middle && j == 2 && (change == .intrinsic || change == .text)
        switch kind {
        case .label: return Double(Self.text(i, j, changed: isChanged).count) * asciiAdvance()
        case .box: return Self.boxWidth(i, j, changed: isChanged)
        }
    }

    /// Every row's spacing after `changed` toggles.
    func rowSpacing(changed: Bool) -> Double { changed && change == .spacing ? 10 : 8 }

    /// How many leaves of each row are visible after `changed` toggles.
    func visibleLeaves(changed: Bool) -> Int { changed && change == .compact ? 4 : 5 }

    func naturalHeight(_ i: Int) -> Double { kind == .label ? lineHeight() : Self.boxHeight(i) }

    func verify(afterChanges changes: Int) throws {
        let on = changes % 2 == 1
        let what = "stack-tree\(kind == .box ? "-box" : "") \(alignment.rawValue)-\(change.rawValue) after \(changes) changes"
        let c = change == .constant && on ? 10.0 : 0
        if change == .resize {
            try expect(window.size.width == (on ? wideWidth : narrowWidth), "\(what): window width \(window.size.width)")
        }
        let visible = rows.indices.filter { !(change == .hide && on && $0 == middle) && !(change == .dequeue && on && $0 == 0) }
        let spacing = rowSpacing(changed: on)
        let leafCount = visibleLeaves(changed: on)
        let natural = rows.indices.map { i in
            (0..<leafCount).reduce(Double(leafCount - 1) * spacing) { $0 + naturalWidth(i, $1, changed: on) }
        }
        let pageWidth = alignment == .fit ? visible.map { natural[$0] }.max()! : window.size.width
        let pageHeight = visible.reduce(0.0) { $0 + naturalHeight($1) } + 8 * Double(visible.count - 1)
        try expectFrame(page, Rect(x: 0, y: c, width: pageWidth, height: pageHeight), what)
        var y = c
        for i in visible {
            let height = naturalHeight(i)
            let rowWidth = alignment == .fill ? pageWidth : natural[i]
            var x = alignment == .center ? (pageWidth - rowWidth) / 2 : 0
            try expectFrame(rows[i], Rect(x: x, y: y, width: rowWidth, height: height), what)
            for j in 0..<leafCount {
                let width = naturalWidth(i, j, changed: on) + (j == 0 ? rowWidth - natural[i] : 0)
                try expectFrame(leaves[i][j], Rect(x: x, y: y, width: width, height: height), what)
                x += width + spacing
            }
            y += height + 8
        }
    }
}

/// The orders of stack-tree and stack-tree-box: `<alignment>-<change>`.
func stackTreeOrders(kind: LeafKind) -> [String] {
    let changes: [StackTreeChange] = [
        .first, .hide, .resize, kind == .box ? .intrinsic : .text, .constant, .spacing, .compact, .dequeue,
    ]
    return PageAlignment.allCases.flatMap { alignment in changes.map { "\(alignment.rawValue)-\($0.rawValue)" } }
}

/// stack-tree(-box) at N rows and one order.
func runStackTree(_ n: Int, _ order: String, kind: LeafKind, _ budget: Double) throws -> Measurement {
    let parts = order.split(separator: "-", maxSplits: 1).map(String.init)
    guard parts.count == 2, let alignment = PageAlignment(rawValue: parts[0]),
        let change = StackTreeChange(rawValue: parts[1])
    else { throw CheckFailure(description: "stack-tree: bad order \(order)") }
    let build = { try StackTree(rowCount: n, alignment: alignment, kind: kind, change: change) }
    if change == .first { return try runFirstLayout(items: n, budget, build: build) }
    return try runLayoutChange(items: n, budget, build: build) { tree, k in tree.apply(k) }
}

import Testing
import TrellisTesting
@testable import Trellis

@Suite("Grid views")
struct GridViewTests {
    /// A plain view with an intrinsic size.
    static func box(_ name: String, _ width: Double, _ height: Double) -> View {
        let view = View(name: name)
        view.intrinsicContentSize = Size(width: width, height: height)
        return view
    }

    /// A settings form: a title over two label–field rows and a button, column spacing 10, row
    /// spacing 6, the grid placed at (20, 20) in a 400 × 300 window and sized by its content.
    final class Form {
        let window = Window(size: Size(width: 400, height: 300))
        let title = box("title", 200, 24)
        let label1 = box("label1", 60, 20), field1 = box("field1", 150, 30)
        let label2 = box("label2", 90, 20), field2 = box("field2", 100, 30)
        let button = box("button", 80, 40)
        let grid: GridView

        init(withTitle: Bool = false) {
            var rows: [[View?]] = [[label1, field1], [label2, field2], [nil, button]]
            if withTitle { rows.insert([title, nil], at: 0) }
            grid = GridView(views: rows, name: "grid")
            grid.columnSpacing = 10
            grid.rowSpacing = 6
            window.addSubview(grid)
            LayoutConstraint.activate {
                grid.leadingAnchor == window.leadingAnchor + 20
                grid.topAnchor == window.topAnchor + 20
            }
        }
    }

    @Test("columns as wide as their widest content, rows as tall as their tallest, spacing between; leading/top placement")
    func sizing() throws {
        let form = Form()
        // Column 0: max(60, 90) = 90; column 1: max(150, 100, 80) = 150; width 90 + 10 + 150 = 250.
        // Rows: 30, 30, 40 at y 0, 36, 72; height 112. Content at each cell's top leading corner.
        expectLayout(of: form.window, record: .never, matches: """
            item                               x   y  width  height  window x  window y
            window                             0   0    400     300         0         0
              grid                            20  20    250     112        20        20
                label1                         0   0     60      20        20        20
                field1                       100   0    150      30       120        20
                label2                         0  36     90      20        20        56
                field2                       100  36    100      30       120        56
                button                       100  72     80      40       120        92
                TRELLIS-grid-column (guide)    0   0     90     112        20        20
                TRELLIS-grid-column (guide)  100   0    150     112       120        20
                TRELLIS-grid-row (guide)       0   0    250      30        20        20
                TRELLIS-grid-row (guide)       0  36    250      30        20        56
                TRELLIS-grid-row (guide)       0  72    250      40        20        92
            """)
        expectNoAmbiguity(in: form.window)
    }

    @Test("placement resolves cell, then column or row, then grid")
    func placements() throws {
        let form = Form()
        form.grid.column(at: 0)?.xPlacement = .trailing
        form.grid.row(at: 0)?.yPlacement = .center
        form.grid.cell(atColumnIndex: 1, rowIndex: 2)?.xPlacement = .center
        form.grid.cell(atColumnIndex: 1, rowIndex: 1)?.xPlacement = .fill
        form.grid.yPlacement = .bottom
        try form.window.layoutIfNeededOrThrow()
        // Labels against the 90-wide column's trailing edge: 90 − 60 = 30 and 0. Row 0 centres
        // (30 − 20) / 2 = 5; field1 is as tall as the row. Other rows use the grid's bottom: label2
        // at 36 + 30 − 20 = 46. The button is centred in column 1: 100 + (150 − 80) / 2 = 135,
        // bottom of row 2: 72. field2 fills its 150-wide column.
        expectFrame(form.label1, 30, 5, 60, 20)
        expectFrame(form.field1, 100, 0, 150, 30)
        expectFrame(form.label2, 0, 46, 90, 20)
        expectFrame(form.field2, 100, 36, 150, 30)
        expectFrame(form.button, 135, 72, 80, 40)
        expectNoAmbiguity(in: form.window)
    }

    @Test("a merged cell spans its columns; content wider than them widens the last column")
    func merged() throws {
        let form = Form(withTitle: true)
        form.grid.mergeCells(inHorizontalRange: 0..<2, verticalRange: 0..<1)
        form.grid.cell(atColumnIndex: 0, rowIndex: 0)?.xPlacement = .center
        try form.window.layoutIfNeededOrThrow()
        // The title's area is 90 + 10 + 150 = 250 wide: x (250 − 200) / 2 = 25. Rows 24, 30, 30, 40.
        expectFrame(form.title, 25, 0, 200, 24)
        expectFrame(form.label1, 0, 30, 60, 20)
        expectFrame(form.grid, 20, 20, 250, 24 + 6 + 30 + 6 + 30 + 6 + 40)   // 142
        form.title.intrinsicContentSize = Size(width: 300, height: 24)
        try form.window.layoutIfNeededOrThrow()
        // 300 > 250: the later column (its fit priority is the lower) takes the 50 more: 200.
        expectFrame(form.title, 0, 0, 300, 24)
        expectFrame(form.field1, 100, 30, 150, 30)
        expectFrame(form.grid, 20, 20, 300, 142)
        expectNoAmbiguity(in: form.window)
    }

    @Test("hidden rows and columns collapse with their spacing; their content becomes a zero-size point")
    func hiding() throws {
        let form = Form()
        form.grid.row(at: 1)?.isHidden = true
        try form.window.layoutIfNeededOrThrow()
        // Rows 30, 0, 40: the hidden row sits at 30 with no spacing, row 2 at 30 + 6 = 36; height
        // 76. Column 0 is now 60 wide (label1 only): column 1 at 70. Row 1's content collapses
        // to its cells' top leading corners, (0, 30) and (70, 30).
        expectFrame(form.grid, 20, 20, 220, 76)
        expectFrame(form.label2, 0, 30, 0, 0)
        expectFrame(form.field2, 70, 30, 0, 0)
        expectFrame(form.button, 70, 36, 80, 40)
        form.grid.column(at: 0)?.isHidden = true
        try form.window.layoutIfNeededOrThrow()
        // Column 1 alone, at 0: 150 wide.
        expectFrame(form.grid, 20, 20, 150, 76)
        expectFrame(form.field1, 0, 0, 150, 30)
        expectFrame(form.label1, 0, 0, 0, 0)
        form.grid.row(at: 1)?.isHidden = false
        form.grid.column(at: 0)?.isHidden = false
        try form.window.layoutIfNeededOrThrow()
        expectFrame(form.grid, 20, 20, 250, 112)
        expectNoAmbiguity(in: form.window)
    }

    @Test("a fixed column width and row height; a grid sized from outside gives the extra room to the last column and row")
    func fixedAndStretched() throws {
        let form = Form()
        form.grid.column(at: 0)?.width = 120
        form.grid.row(at: 2)?.height = 50
        try form.window.layoutIfNeededOrThrow()
        // Column 1 at 120 + 10 = 130; row 2 is 50 tall: height 30 + 6 + 30 + 6 + 50 = 122.
        expectFrame(form.grid, 20, 20, 280, 122)
        expectFrame(form.button, 130, 72, 80, 40)
        LayoutConstraint.activate { form.grid.sizeAnchors == Size(width: 360, height: 200) }
        try form.window.layoutIfNeededOrThrow()
        // Column 1 takes 360 − 120 − 10 = 230. Row 2 is fixed at 50, so of the fitting rows the
        // later, row 1, takes the extra height: 200 − 30 − 6 − 6 − 50 = 108; row 2 at
        // 36 + 108 + 6 = 150. Content keeps its leading/top placement.
        expectFrame(form.field1, 130, 0, 150, 30)
        expectFrame(form.field2, 130, 36, 100, 30)
        expectFrame(form.button, 130, 150, 80, 40)
        expectNoAmbiguity(in: form.window)
    }

    @Test("bad input: spacing, lengths and merges are refused with diagnostics and nothing changes")
    func badInput() throws {
        let form = Form()
        form.grid.columnSpacing = -1
        form.grid.row(at: 0)?.height = .nan
        form.grid.mergeCells(inHorizontalRange: 0..<3, verticalRange: 0..<1)
        form.grid.mergeCells(inHorizontalRange: 0..<2, verticalRange: 0..<2)
        form.grid.mergeCells(inHorizontalRange: 1..<2, verticalRange: 1..<3)
        #expect(form.grid.columnSpacing == 10 && form.grid.row(at: 0)?.height == nil)
        #expect(form.window.diagnostics.count == 4)
        #expect(form.window.diagnostics.last == .invalidMerge(
            grid: "grid", columns: "1..<2", rows: "1..<3", reason: "it overlaps cells merged before"))
        #expect(form.grid.cell(atColumnIndex: 5, rowIndex: 0) == nil)
        try form.window.layoutIfNeededOrThrow()
        // The 2 × 2 merge: label1 spans columns 0–1 and rows 0–1; the covered field1, label2 and
        // field2 collapse. Column 0 holds nothing else: 0 wide, column 1 at 10 (button, 80 wide).
        // Rows 0 and 1 must give label1 20 with 6 between: the later row grows first, so row 0 is
        // 0 tall and row 1 is 14, at 6; field2 collapses at (10, 6).
        expectFrame(form.label1, 0, 0, 60, 20)
        expectFrame(form.field2, 10, 6, 0, 0)
        expectNoAmbiguity(in: form.window)
    }

    @Test("content: replacing a cell's view removes the old one; removing a view empties its cell")
    func content() throws {
        let form = Form()
        let other = GridViewTests.box("other", 40, 10)
        form.grid.cell(atColumnIndex: 0, rowIndex: 2)?.contentView = other
        #expect(other.superview === form.grid)
        form.grid.cell(atColumnIndex: 0, rowIndex: 0)?.contentView = nil
        #expect(form.label1.superview == nil)
        form.field1.removeFromSuperview()
        #expect(form.grid.cell(atColumnIndex: 1, rowIndex: 0)?.contentView == nil)
        try form.window.layoutIfNeededOrThrow()
        // Row 0 is empty: 0 tall; row 1 at 6, row 2 at 6 + 30 + 6 = 42; column 0: max(90, 40).
        expectFrame(form.label2, 0, 6, 90, 20)
        expectFrame(other, 0, 42, 40, 10)
        expectNoAmbiguity(in: form.window)
    }

    @Test("rows aligned by first baseline: baselines meet, the row is as tall as the group, the first cell's placement positions it in a taller row")
    func baselines() throws {
        func label(_ text: String, _ size: Double) -> Label {
            let label = Label(text, name: text)
            label.font = .systemFont(ofSize: size)
            return label
        }
        // 10 pt: 12 tall, first baseline 9 down; 20 pt: 24 tall, baseline 18 down.
        let name1 = label("Name", 10), big1 = label("Big", 20), name2 = label("Nom", 10), big2 = label("Grand", 20)
        let window = Window(size: Size(width: 300, height: 200))
        let grid = GridView(views: [[name1, big1], [name2, big2]])
        grid.rowAlignment = .firstBaseline
        grid.row(at: 1)?.height = 40
        grid.row(at: 1)?.yPlacement = .bottom
        window.addSubview(grid)
        LayoutConstraint.activate {
            grid.leadingAnchor == window.leadingAnchor
            grid.topAnchor == window.topAnchor
        }
        try window.layoutIfNeededOrThrow()
        // Row 0: Name's top is Big's + 18 − 9 = 9; the group spans 24, so the row is 24 tall and Big
        // sits at its top. Row 1 (fixed 40, at 24): the group may sit anywhere from 0 to 16 down;
        // Nom, the first cell, wants its bottom at the row's (49): 16 + 9 + 12 = 37 is the closest,
        // so Grand at 24 + 16 = 40, Nom at 49. Columns: 20 (Name) and 50 (Grand, 5 × 10).
        expectFrame(name1, 0, 9, 20, 12)
        expectFrame(big1, 20, 0, 30, 24)
        expectFrame(big2, 20, 40, 50, 24)
        expectFrame(name2, 0, 49, 15, 12)
        expectFrame(grid, 0, 0, 70, 64)
        expectNoAmbiguity(in: window)
    }
}

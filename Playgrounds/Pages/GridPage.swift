import Trellis

extension Pages {
    /// Issue 30: a settings form in a grid view (NSGridView's model): a merged, centred title,
    /// labels against their fields, a hidden row, then the grid stretched to the window's width.
    static let grid = Page(
        name: "grid",
        summary: "a settings grid: merged title, trailing labels, a hidden row collapsing, stretched to the window",
        // Two pictures (each costs an ambiguity probe per item in the picture tests): before and after.
        snapshots: {
            SettingsGrid.states.filter { $0.0 != "stretched" }.compactMap { name, change in
                let form = SettingsGrid()
                change(form)
                guard (try? form.window.layoutIfNeededOrThrow()) != nil else { return nil }
                return Snapshot(name, form.window)
            }
        }
    ) {
        var output = """
            GridView(views: [[title, nil], [Name, nameField], [E-mail, mailField], [Notifications, toggle], [nil, save]])
            at (16, 16) in a 320 × 240 window; column spacing 8, row spacing 6; title merged over both columns and
            centred; column 0 .trailing; the grid's yPlacement .center; the fields' cells .fill.
            Labels in 10-pt system font (5 pt a character, 12 tall): Name 20, E-mail 30, Notifications 65, Settings 40;
            fields 160 × 24, toggle 40 × 24, save 80 × 30.

            """
        let steps = [
            "Column 0 is 65 (Notifications), column 1 160 (the fields): 65 + 8 + 160 = 233 wide. Rows 12, 24, 24, 24, 30 at\n"
                + "0, 18, 48, 78, 108: 138 tall. The title is centred over 233: (233 − 40) / 2 = 96.5. Labels end at 65\n"
                + "(Name at 45) and sit (24 − 12) / 2 = 6 down their rows.",
            "Row 3 hidden: it collapses with its spacing (save moves up to 72 + 6 = 78), its label and toggle become points,\n"
                + "and column 0 shrinks to E-mail's 30: fields at 38, title at (198 − 40) / 2 = 79.",
            "Row 3 shown again and the grid pinned 16 from the window's trailing edge: 288 wide. Widening column 1 would\n"
                + "stretch the filled fields against their hugging (250); widening column 0 only costs its fit (about 50), so\n"
                + "column 0 takes the 55: 288 − 8 − 160 = 120, labels end at 120 (Name at 100), fields at 128. The title centres\n"
                + "at (288 − 40) / 2 = 124. (Fields with hugging below 49.5 would stretch instead.)",
        ]
        let form = SettingsGrid()
        for (index, (name, change)) in SettingsGrid.states.enumerated() {
            change(form)
            output += "\n\(name): \(steps[index])\n"
            do {
                try form.window.layoutIfNeededOrThrow()
                output += form.window.frameTable()
            } catch {
                output += "error: \(error)\n"
            }
        }
        return output
    }
}

/// The grid page's settings form.
private final class SettingsGrid {
    /// The page's states in order, each as the change from the previous one.
    static let states: [(String, @Sendable (SettingsGrid) -> Void)] = [
        ("form", { _ in }),
        ("row-hidden", { $0.grid.row(at: 3)?.isHidden = true }),
        ("stretched", { form in
            form.grid.row(at: 3)?.isHidden = false
            form.stretch.isActive = true
        }),
    ]

    let window = Window(size: Size(width: 320, height: 240))
    let grid: GridView
    let stretch: LayoutConstraint

    init() {
        func label(_ text: String) -> Label {
            let label = Label(text, name: text)
            label.font = .systemFont(ofSize: 10)
            return label
        }
        func box(_ name: String, _ width: Double, _ height: Double) -> View {
            let view = View(name: name)
            view.intrinsicContentSize = Size(width: width, height: height)
            return view
        }
        grid = GridView(views: [
            [label("Settings"), nil],
            [label("Name"), box("nameField", 160, 24)],
            [label("E-mail"), box("mailField", 160, 24)],
            [label("Notifications"), box("toggle", 40, 24)],
            [nil, box("save", 80, 30)],
        ], name: "grid")
        grid.columnSpacing = 8
        grid.rowSpacing = 6
        grid.yPlacement = .center
        grid.column(at: 0)?.xPlacement = .trailing
        grid.mergeCells(inHorizontalRange: 0..<2, verticalRange: 0..<1)
        grid.cell(atColumnIndex: 0, rowIndex: 0)?.xPlacement = .center
        grid.cell(atColumnIndex: 1, rowIndex: 1)?.xPlacement = .fill
        grid.cell(atColumnIndex: 1, rowIndex: 2)?.xPlacement = .fill
        window.addSubview(grid)
        stretch = grid.trailingAnchor == window.trailingAnchor - 16
        LayoutConstraint.activate {
            grid.leadingAnchor == window.leadingAnchor + 16
            grid.topAnchor == window.topAnchor + 16
        }
    }
}

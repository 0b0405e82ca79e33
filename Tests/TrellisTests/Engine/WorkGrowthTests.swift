import Testing
@testable import Trellis
@testable import TrellisSolver

/// Guards the cost of layouts and changes by counting the solver's work (pivots, tableau rows
/// rewritten, definitions expanded), never by timing: a change that regresses to work
/// proportional to the layout (or worse) fails here, at sizes that run in milliseconds.
@Suite("Work grows with what changes, not with the layout")
struct WorkGrowthTests {
    /// The work `change` makes `window`'s next layout do (and reading `view`'s frame after it).
    func work(of change: () -> Void, in window: Window, reading view: View? = nil) throws -> SolverWork {
        let before = window.layoutWork
        change()
        try window.layoutIfNeededOrThrow()
        _ = view?.frame
        return (window.layoutWork - before).solver
    }

    /// `depth` vertical stacks, each holding a label and the next stack.
    func nestedStacks(_ depth: Int) throws -> (Window, [Label]) {
        let window = Window(size: Size(width: 393, height: 852))
        var inner: StackView?
        var labels: [Label] = []
        for level in (0..<depth).reversed() {
            let label = Label("Level \(level)", name: "label\(level)")
            labels.insert(label, at: 0)
            let stack = StackView(arrangedSubviews: inner.map { [label, $0] } ?? [label], name: "stack\(level)")
            stack.axis = .vertical
            stack.spacing = 4
            inner = stack
        }
        guard let outer = inner else { throw LayoutError.solverFailure("no stack") }
        window.addSubview(outer)
        try LayoutConstraint.activateOrThrow([
            outer.topAnchor.constraint(equalTo: window.topAnchor),
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            outer.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        return (window, labels)
    }

    @Test("stacks nested 40 and 80 deep: first layout expands definitions in proportion to depth")
    func nestedFirstLayout() throws {
        var perLevel: [Double] = []
        for depth in [40, 80] {
            let (window, _) = try nestedStacks(depth)
            let work = try self.work(of: {}, in: window)
            perLevel.append(Double(work.definitionsExpanded + work.rowsRewritten) / Double(depth))
        }
        // Through each alias chain once, not link by link (that was depth² expansions).
        #expect(perLevel[1] <= perLevel[0] * 1.1, "\(perLevel)")
    }

    @Test("hiding the innermost label of nested stacks does the same work at depth 40 and 80")
    func nestedHide() throws {
        var works: [SolverWork] = []
        for depth in [40, 80] {
            let (window, labels) = try nestedStacks(depth)
            try window.layoutIfNeededOrThrow()
            works.append(try work(of: { labels[depth - 1].isHidden = true }, in: window))
            // Hiding collapses the innermost label: 4 less spacing and 20.4 less height above it.
            #expect(abs(labels[0].superview!.frame.height - (Double(depth - 1) * (20.4 + 4))) < 1e-6)
        }
        #expect(works[0] == works[1], "\(works)")
    }

    /// A vertical stack of `count` rows, each four multi-line labels sharing the width equally.
    func labelGrid(_ count: Int) throws -> (Window, [Label]) {
        let window = Window(size: Size(width: 393, height: 852))
        var labels: [Label] = []
        var rows: [StackView] = []
        for row in 0..<count {
            let rowLabels = (0..<4).map { column -> Label in
                let label = Label(String(repeating: "word ", count: 1 + (row * 4 + column) % 9), name: "l\(row)_\(column)")
                label.numberOfLines = 0
                return label
            }
            let stack = StackView(arrangedSubviews: rowLabels, name: "row\(row)")
            stack.distribution = .fillEqually
            stack.spacing = 8
            rows.append(stack)
            labels += rowLabels
        }
        let grid = StackView(arrangedSubviews: rows, name: "grid")
        grid.axis = .vertical
        grid.spacing = 8
        window.addSubview(grid)
        try LayoutConstraint.activateOrThrow([
            grid.topAnchor.constraint(equalTo: window.topAnchor),
            grid.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            grid.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        return (window, labels)
    }

    @Test("a new text in a grid of 40 or 160 labels re-measures one label, and gives a fresh layout's frames")
    func labelText() throws {
        var works: [SolverWork] = []
        for rows in [10, 40] {
            let (window, labels) = try labelGrid(rows)
            try window.layoutIfNeededOrThrow()
            let changed = labels.count / 2
            let text = String(repeating: "longer ", count: 12)
            works.append(try work(of: { labels[changed].text = text }, in: window))
            // The same grid built with the new text from the start lays out identically.
            let (fresh, freshLabels) = try labelGrid(rows)
            freshLabels[changed].text = text
            try fresh.layoutIfNeededOrThrow()
            for (label, expected) in zip(labels, freshLabels) {
                let (a, b) = (label.frame, expected.frame)
                let close = [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
                #expect(close, "\(label.name): \(a) vs \(b)")
            }
        }
        // A few pivots for the one label's new height and its row's, at either size (re-measuring
        // every label twice was two constant moves per label).
        for work in works { #expect(work.pivots <= 6 && work.rowsRewritten <= 8, "\(works)") }
    }

    /// A vertical stack of `count` rows of five boxes (`boxWidth(column)` wide, 20 tall), the
    /// outer stack aligned `alignment`, pinned by its top and leading edges (and its trailing
    /// edge when `pinsTrailing`).
    func stackTree(
        _ count: Int, alignment: StackView.Alignment, distribution: StackView.Distribution = .fill,
        boxWidth: (Int) -> Double = { 40 + Double($0) }, pinsTrailing: Bool = false
    ) throws -> (Window, [StackView]) {
        let window = Window(size: Size(width: 393, height: 852))
        let rows = (0..<count).map { row -> StackView in
            let boxes = (0..<5).map { column -> View in
                let box = View(name: "b\(row)_\(column)")
                box.intrinsicContentSize = Size(width: boxWidth(column), height: 20)
                return box
            }
            let stack = StackView(arrangedSubviews: boxes, name: "row\(row)")
            stack.spacing = 8
            return stack
        }
        let page = StackView(arrangedSubviews: rows, name: "page")
        page.axis = .vertical
        page.spacing = 8
        page.alignment = alignment
        page.distribution = distribution
        window.addSubview(page)
        var pins = [page.topAnchor.constraint(equalTo: window.topAnchor), page.leadingAnchor.constraint(equalTo: window.leadingAnchor)]
        if pinsTrailing { pins.append(page.trailingAnchor.constraint(equalTo: window.trailingAnchor)) }
        try LayoutConstraint.activateOrThrow(pins)
        return (window, rows)
    }

    /// Every frame, in window coordinates and subtree order, of a stack tree of `count` rows
    /// laid out once.
    func freshFrames(_ count: Int, alignment: StackView.Alignment, pinsTrailing: Bool = false) throws -> [Rect] {
        let (fresh, _) = try stackTree(count, alignment: alignment, pinsTrailing: pinsTrailing)
        fresh.engine.solver.checksInvariants = false
        try fresh.layoutIfNeededOrThrow()
        return fresh.subtree.map(\.frameInWindow)
    }

    /// Every frame of the stack tree `window` holds, in window coordinates, against the same
    /// tree built with `change` made to every row before its first layout (a fresh solve, which
    /// never runs the incremental paths a change takes).
    func expectFramesOfAFreshTree(
        like window: Window, rows count: Int, alignment: StackView.Alignment, change: (StackView) -> Void,
        _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (fresh, freshRows) = try stackTree(count, alignment: alignment)
        fresh.engine.solver.checksInvariants = false
        freshRows.forEach(change)
        try fresh.layoutIfNeededOrThrow()
        #expect(window.subtree.map(\.frameInWindow) == fresh.subtree.map(\.frameInWindow), comment, sourceLocation: sourceLocation)
    }

    @Test("hiding and showing one row 120 times: the last toggle's sweep follows as many readers as the second's")
    func repeatedToggles() throws {
        let (window, rows) = try stackTree(20, alignment: .leading)
        try window.layoutIfNeededOrThrow()
        let solver = window.engine.solver
        var followed: [Int] = []
        for toggle in 1...120 {
            let before = solver.definitionWork.readerEntriesFollowed
            rows[10].isHidden = toggle % 2 == 1
            try window.layoutIfNeededOrThrow()
            _ = rows[19].frame
            followed.append(solver.definitionWork.readerEntriesFollowed - before)
        }
        // Toggle 2 shows the row (as every even toggle does). A removed definition used to
        // leave its reader entries in the lists of the rows it read, so every toggle walked
        // more of them: 120 toggles in, the show followed over a hundred entries more.
        #expect(followed[119] == followed[1], "\(followed[1]) then \(followed[119])")
        #expect(followed[118] == followed[2], "\(followed[2]) then \(followed[118])")
        #expect(followed[1] > 0)
    }

    @Test("hiding one row of a 20- or 80-row stack does the same tableau and evaluation-order work")
    func stackHide() throws {
        var works: [SolverWork] = []
        for count in [20, 80] {
            let (window, rows) = try stackTree(count, alignment: .fill)
            try window.layoutIfNeededOrThrow()
            _ = rows[0].frame
            // Reading a frame evaluates the definitions, bringing their evaluation order up to date.
            works.append(
                try work(of: { rows[count / 2].isHidden = true }, in: window, reading: rows[count - 1]))
        }
        #expect(works[0].pivots == works[1].pivots && works[0].rowsRewritten == works[1].rowsRewritten, "\(works)")
        // The hidden row's `UISV-spacing-hidden` pin is its top's only constraint: an optional
        // definition. Lowered into the tableau, it expanded the chain of every row above
        // (19 definitions at 20 rows, 63 at 80).
        #expect(works.allSatisfy { $0.definitionsExpanded <= 2 }, "\(works)")
        // Re-sorting every definition after a structural change (before the plan was kept up
        // to date) placed all of them: hundreds here, growing with the rows.
        #expect(works[0].definitionsOrdered == works[1].definitionsOrdered, "\(works)")
        // Reading the frames evaluates one definition per row that moved up (each row's top
        // reads the row above), 30 more at 80 rows than at 20, and a few for the hidden row:
        // not every definition (a full sweep evaluated hundreds, growing with the rows).
        #expect(works[1].definitionsEvaluated - works[0].definitionsEvaluated == 30, "\(works)")
        #expect(works[0].definitionsEvaluated <= 20 / 2 + 8, "\(works)")
    }

    @Test(
        "hiding and showing one row regenerates the same recipe entries in a stack of 10 and of 40 rows",
        arguments: [(StackView.Distribution.fill, StackView.Alignment.fill), (.fill, .leading), (.fillEqually, .center)])
    func stackHideRegeneration(distribution: StackView.Distribution, alignment: StackView.Alignment) throws {
        var works: [StackView.ArrangementWork] = []
        for count in [10, 40] {
            let (window, rows) = try stackTree(count, alignment: alignment, distribution: distribution)
            // What is counted here is the stack's work; the solver's self-checks would triple the time.
            window.engine.solver.checksInvariants = false
            try window.layoutIfNeededOrThrow()
            let page = try #require(rows[0].superview as? StackView)
            let hidden = count / 2
            let before = page.arrangementWork
            rows[hidden].isHidden = true
            try window.layoutIfNeededOrThrow()
            // Rows are 20 tall and 8 apart: the rows below the hidden one move up by 28, and the
            // hidden row is 0 tall, half a gap (4) below the row above it (UISV-spacing-hidden @50).
            #expect(rows[hidden + 1].frame.minY == Double(hidden) * 28)
            #expect(rows[hidden].frame.minY == Double(hidden) * 28 - 4 && rows[hidden].frame.height == 0)
            #expect(page.frame.height == Double(count - 1) * 28 - 8)
            rows[hidden].isHidden = false
            try window.layoutIfNeededOrThrow()
            #expect(rows[hidden + 1].frame.minY == Double(hidden + 1) * 28)
            #expect(page.frame.height == Double(count) * 28 - 8)
            works.append(page.arrangementWork - before)
        }
        // A full regeneration builds and compares every row's constraints: 4× the work at 4× the rows.
        #expect(works[0] == works[1] && works[1].generated > 0, "\(works)")
    }

    @Test("a centred stack tree of 40 or 80 rows walks as many more users' closures than a filled one")
    func centredStackRaises() throws {
        // Each centred row is placed from the page's width, so once that width has more users
        // than the raise limit (16) every later row's raise of it is refused. Walked each time,
        // the centred tree walked one closure more per row (60 rows: 119 against the filled
        // tree's 61); refused from memory, it walks only the first rows' more (77 against 61).
        var extra: [Int] = []
        for rows in [40, 80] {
            var walks: [Int] = []
            for alignment in [StackView.Alignment.fill, .center] {
                let (window, _) = try stackTree(rows, alignment: alignment, pinsTrailing: true)
                window.engine.solver.checksInvariants = false
                try window.layoutIfNeededOrThrow()
                walks.append(window.engine.solver.definitionWork.raiseWalks)
            }
            #expect(walks[0] >= rows - 5, "every filled row's raise walks once: \(walks)")
            extra.append(walks[1] - walks[0])
        }
        #expect(extra[0] <= 20 && extra[1] == extra[0], "\(extra)")
    }

    @Test("a leading stack sized by its content: first layout rewrites rows in proportion to the rows")
    func contentSizedStack() throws {
        var perRow: [Double] = []
        for count in [20, 80] {
            let (window, rows) = try stackTree(count, alignment: .leading)
            let work = try self.work(of: {}, in: window)
            // Every row is as wide as its content: five boxes of 40…44 pt, 8 pt apart.
            let contentWidth: Double = 40 + 41 + 42 + 43 + 44 + 4 * 8
            #expect(rows[count - 1].frame.width == contentWidth)
            perRow.append(Double(work.rowsRewritten) / Double(count))
        }
        // Adding the weak constraints first started every row at width 0, and widening them one
        // at a time rewrote the spanner's row in every other: 3.7× the rows per row at 4× the size.
        #expect(perRow[1] <= 1.5 * perRow[0], "rows rewritten per stack row: \(perRow)")
    }

    /// A `.leading` stack sized by its widest row, each row's first box made wider than the
    /// last row's in one layout (row i's becomes 41 + i wide): taken one by one, each row became
    /// the widest in turn and pivoted, rewriting every row that mentions the stack's width
    /// (19 pivots and 380 rows rewritten at 20 rows, 79 and 6,320 at 80). Moved together,
    /// they are repaired by one pivot. The stack is then as wide as the last row: its first box
    /// 41 + (n − 1), the other four 41 + 42 + 43 + 44, and four gaps of 8.
    @Test("new intrinsic sizes for every row of a content-sized stack: one pivot, not one per row")
    func bulkIntrinsicChangesInAContentSizedStack() throws {
        for rows in [20, 80] {
            let (window, stacks) = try stackTree(rows, alignment: .leading)
            try window.layoutIfNeededOrThrow()
            let work = try work(of: {
                for (index, row) in stacks.enumerated() {
                    row.arrangedSubviews[0].intrinsicContentSize = Size(width: 41 + Double(index), height: 20)
                }
            }, in: window)
            #expect(work.pivots <= 2, "\(rows) rows: \(work)")
            #expect(work.rowsRewritten <= 2 * rows, "\(rows) rows: \(work)")
            let page = try #require(stacks.first?.superview)
            #expect(page.frame.width == 41 + Double(rows - 1) + 41 + 42 + 43 + 44 + 4 * 8)
        }
    }

    /// The same stack, every box given a new width and height in one layout (as a new text
    /// size gives every label). A row's boxes are as tall as the row, so their heights are
    /// identical rows (twins), which cannot wait with the widths to be repaired together: they
    /// ended each run, and the widths were repaired row by row, each row pivoting through the
    /// others (19 pivots and 400 rows rewritten at 20 rows for `.leading`; `.trailing` 419 at
    /// 20 rows and 6,479 with 79 pivots at 80). They now move after the widths are repaired.
    /// Boxes 30…34 wide and 22 tall, 8 apart.
    @Test("new widths and heights for every box of a content-sized stack: no pivot", arguments: [StackView.Alignment.leading, .trailing])
    func bulkSizeChangesInAContentSizedStack(alignment: StackView.Alignment) throws {
        for rows in [20, 80] {
            let (window, stacks) = try stackTree(rows, alignment: alignment)
            window.engine.solver.checksInvariants = false
            try window.layoutIfNeededOrThrow()
            let resize: (StackView) -> Void = { row in
                for (column, box) in row.arrangedSubviews.enumerated() {
                    box.intrinsicContentSize = Size(width: 30 + Double(column), height: 22)
                }
            }
            let work = try work(of: { stacks.forEach(resize) }, in: window)
            #expect(work.pivots <= 2, "\(rows) rows: \(work)")
            #expect(work.rowsRewritten <= 2 * rows, "\(rows) rows: \(work)")
            let page = try #require(stacks.first?.superview)
            #expect(page.frame.size == Size(width: 30 + 31 + 32 + 33 + 34 + 4 * 8, height: Double(rows) * 30 - 8))
            try expectFramesOfAFreshTree(like: window, rows: rows, alignment: alignment, change: resize)
        }
    }

    /// Removing the first row of a stack sized by its widest row: every other row is aligned to
    /// the first, so the stack regenerates every alignment constraint. The rows' containment
    /// and spanner constraints, rewritten through the old alignment, came back into the tableau
    /// at once, each on its own row's `minX`, before the new alignment could define those again:
    /// the spanner's pull to every row became a separate tied row and the optimisation walked
    /// them (917 → 3,437 → 52,157 rows rewritten at 40 → 80 → 320 rows for `.leading`, about
    /// 11 n per row). Now they wait for the regenerated constraints, as in a first layout, and
    /// their rows stay in the tableau: lowered through the new alignment they come out the same.
    /// Every row but the removed one and the new first keeps two rows (its containment and the
    /// spanner's pull); each is rewritten once when the removed row's own rows leave (its
    /// slack is in all of them), so rows rewritten grow by one a row, pivots not at all.
    /// The page is 242 wide (40 + 41 + 42 + 43 + 44 + 4 × 8) and n − 1 rows of 20 tall, 8 apart.
    @Test("removing the first row of a content-sized stack: rows kept, pivots independent of the rows", arguments: [StackView.Alignment.leading, .trailing])
    func removingTheFirstRowOfAContentSizedStack(alignment: StackView.Alignment) throws {
        var works: [SolverWork] = []
        for rows in [10, 40] {
            let (window, stacks) = try stackTree(rows, alignment: alignment)
            window.engine.solver.checksInvariants = false
            try window.layoutIfNeededOrThrow()
            works.append(try work(of: { stacks[0].removeFromSuperview() }, in: window))
            let page = try #require(stacks[1].superview)
            #expect(page.frame.size == Size(width: 242, height: Double(rows - 1) * 28 - 8))
            #expect(stacks[1...].map(\.frame) == (0..<(rows - 1)).map { Rect(x: 0, y: Double($0) * 28, width: 242, height: 20) })
            #expect(window.subtree.map(\.frameInWindow) == (try freshFrames(rows - 1, alignment: alignment)))
        }
        for (work, rows) in zip(works, [10, 40]) {
            #expect(work.rowsKept == 2 * (rows - 2), "\(work)")
            #expect(work.rowsRewritten <= rows + 10, "\(work)")
        }
        #expect(works[1].pivots <= max(20, 2 * works[0].pivots), "\(works)")
    }

    /// Removing the first row of a `.leading` or `.center` stack pinned to the window: the
    /// first row's connection to the stack's leading edge (or centre) is a tableau row whose
    /// marker every row's containment mentions. Past 64 rows that marker was frozen, so removing
    /// the row rebuilt the tableau, every kept row with it (rows kept 0 at 80 rows, rows
    /// rewritten and reinstalled growing with the rows). The oldest crowded markers now keep
    /// their columns: no rebuild, two rows kept for every row but the removed one and the new
    /// first, rows rewritten linear, pivots independent of the rows. Rows are 242 wide
    /// (40 + 41 + 42 + 43 + 44 + 4 × 8) and 20 tall, 28 apart, at x = 0 (`.leading`) or
    /// (393 − 242) / 2 = 75.5 (`.center`).
    @Test("removing the first row of a leading or centred stack: no rebuild, rows kept", arguments: [StackView.Alignment.leading, .center])
    func removingTheFirstRowOfAnAlignedStack(alignment: StackView.Alignment) throws {
        var works: [SolverWork] = []
        for rows in [10, 80] {
            let (window, stacks) = try stackTree(rows, alignment: alignment, pinsTrailing: true)
            window.engine.solver.checksInvariants = false
            try window.layoutIfNeededOrThrow()
            let work = try work(of: { stacks[0].removeFromSuperview() }, in: window)
            works.append(work)
            #expect(work.tableauRebuilds == 0 && work.rowsKept == 2 * (rows - 2), "\(rows) rows: \(work)")
            #expect(work.rowsRewritten <= 4 * rows + 10, "\(rows) rows: \(work)")
            let x = alignment == .leading ? 0 : 75.5
            #expect(stacks[1...].map(\.frame) == (0..<(rows - 1)).map { Rect(x: x, y: Double($0) * 28, width: 242, height: 20) })
            #expect(window.subtree.map(\.frameInWindow) == (try freshFrames(rows - 1, alignment: alignment, pinsTrailing: true)))
        }
        #expect(works[1].pivots <= max(20, works[0].pivots + 4), "\(works)")
    }

    /// Inserting a row back at the top of a `.fill` stack pinned to the window. The row's own
    /// arrangement was queued when it joined, before the page regenerated, so it reached the
    /// solver first and defined the row's width through its content; the page's alignment then
    /// made every other row's width a tableau row through it, and each row's content was
    /// lowered again (pivots 9 / 39, no row kept, at 10 / 40 rows). Queued after the page's
    /// regeneration, as in a first layout, every other row keeps its row and nothing pivots.
    /// Rows are 393 wide and 20 tall, 28 apart; the first box takes the slack, 191 wide.
    @Test("inserting a row at the top of a fill stack: rows kept, no pivots")
    func insertingTheFirstRowOfAFillStack() throws {
        for rows in [10, 40] {
            let (window, stacks) = try stackTree(rows, alignment: .fill, pinsTrailing: true)
            window.engine.solver.checksInvariants = false
            try window.layoutIfNeededOrThrow()
            let page = try #require(stacks[0].superview as? StackView)
            stacks[0].removeFromSuperview()
            try window.layoutIfNeededOrThrow()
            let work = try work(of: { page.insertArrangedSubview(stacks[0], at: 0) }, in: window)
            #expect(work.pivots <= 2 && work.rowsKept == rows - 1 && work.rowsRewritten <= 15, "\(rows) rows: \(work)")
            #expect(stacks.map(\.frame) == (0..<rows).map { Rect(x: 0, y: Double($0) * 28, width: 393, height: 20) })
            #expect(stacks.allSatisfy { $0.arrangedSubviews[0].frame.width == 191 })
            // The row is now the page's last subview: compared by name.
            let (fresh, _) = try stackTree(rows, alignment: .fill, pinsTrailing: true)
            fresh.engine.solver.checksInvariants = false
            try fresh.layoutIfNeededOrThrow()
            func framesByName(_ window: Window) -> [String: Rect] {
                Dictionary(uniqueKeysWithValues: window.subtree.map { ($0.name, $0.frameInWindow) })
            }
            #expect(framesByName(window) == framesByName(fresh))
        }
    }

    /// Removing the first row of a `.fill` stack pinned to the window: every other row's
    /// alignment is made again against the new first row, and the new first row's connection to
    /// the stack's trailing edge re-roots onto the width all rows share. That row's `minX` had
    /// just been defined again (an alias of 0, ordered above everything) and blocked it, so the
    /// connection went into the tableau and every row's content was lowered through that width:
    /// no kept row matched, and each was taken out with a pivot (20 / 51 pivots at 10 / 40 rows).
    /// Folding the alias, the connection defines the shared width as in a first layout, and
    /// every row but the new first keeps its row. Rows are 393 wide (the window), 20 tall, 8
    /// apart; the first box, with the lowest hugging, takes the slack: 393 − 4 × 8 − 170 = 191.
    @Test("removing the first row of a fill stack: rows kept, pivots independent of the rows")
    func removingTheFirstRowOfAFillStack() throws {
        var works: [SolverWork] = []
        for rows in [10, 40] {
            let (window, stacks) = try stackTree(rows, alignment: .fill, pinsTrailing: true)
            window.engine.solver.checksInvariants = false
            try window.layoutIfNeededOrThrow()
            let work = try work(of: { stacks[0].removeFromSuperview() }, in: window)
            works.append(work)
            #expect(work.rowsKept >= rows - 2, "\(work)")
            #expect(work.rowsRewritten <= 5, "\(work)")
            #expect(stacks[1...].map(\.frame) == (0..<(rows - 1)).map { Rect(x: 0, y: Double($0) * 28, width: 393, height: 20) })
            #expect(stacks[1...].allSatisfy { $0.arrangedSubviews[0].frame.width == 191 })
            #expect(window.subtree.map(\.frameInWindow) == (try freshFrames(rows - 1, alignment: .fill, pinsTrailing: true)))
        }
        #expect(works[1].pivots <= max(20, works[0].pivots + 4), "\(works)")
    }

    /// The same stack, every row given a new spacing in one layout, row i's 8 + i. A stack
    /// moves its spacing constraints' constants in place, and the engine hands the moves to the
    /// solver together. Before, each row's spacing constraints were removed and made again, and
    /// each row then became the widest in turn and pivoted (47 pivots and 713 rows rewritten at
    /// 20 rows for spacings 8 + i / 4; 100 and 2,350 at 80, with a rebuild). The stack is as
    /// wide as its last row: boxes 40 + 41 + 42 + 43 + 44 and four gaps of 8 + (n − 1).
    @Test("new spacing for every row of a content-sized stack: one pivot, not one per row")
    func bulkSpacingChangesInAContentSizedStack() throws {
        for rows in [20, 80] {
            let (window, stacks) = try stackTree(rows, alignment: .leading)
            try window.layoutIfNeededOrThrow()
            let work = try work(of: {
                for (index, row) in stacks.enumerated() { row.spacing = 8 + Double(index) }
            }, in: window)
            #expect(work.pivots <= 2, "\(rows) rows: \(work)")
            #expect(work.rowsRewritten <= 2 * rows, "\(rows) rows: \(work)")
            #expect(work.constraintsAdded == 0 && work.constraintsRemoved == 0, "\(rows) rows: \(work)")
            let page = try #require(stacks.first?.superview)
            #expect(page.frame.width == 210 + 4 * (8 + Double(rows - 1)))
            let last = try #require(stacks.last).arrangedSubviews
            #expect(last.map(\.frame.minX) == (0..<5).map { j in Double(j * 40 + j * (j - 1) / 2 + j * (8 + rows - 1)) })
        }
    }

    /// One change made to every row of a `.leading` stack sized by its widest row, in one
    /// layout, and the page's width after it: five boxes 40…44 wide, 8 apart (242), then
    static let bulkRowChanges: [(name: String, change: @Sendable (StackView) -> Void, pageWidth: Double)] = [
        // the last box hidden (UISV-hiding): four boxes and three gaps;
        ("hide the last view", { $0.arrangedSubviews[4].isHidden = true }, 40 + 41 + 42 + 43 + 3 * 8),
        ("remove the last view", { $0.arrangedSubviews[4].removeFromSuperview() }, 40 + 41 + 42 + 43 + 3 * 8),
        // a 10-wide box in front: six boxes, five gaps;
        ("insert a view in front", { row in
            let box = View(name: "\(row.name)_new")
            box.intrinsicContentSize = Size(width: 10, height: 20)
            row.insertArrangedSubview(box, at: 0)
        }, 10 + 40 + 41 + 42 + 43 + 44 + 5 * 8),
        // the first box held at 30 by a required width;
        ("a width constraint on the first view", {
            $0.arrangedSubviews[0].widthAnchor.constraint(equalToConstant: 30).isActive = true
        }, 30 + 41 + 42 + 43 + 44 + 4 * 8),
        // the boxes stacked, all stretched (row alignment `fill`) to the widest, which compression
        // resistance (750) wins over the others' hugging (250);
        ("axis vertical", { $0.axis = .vertical }, 44),
        // 4 pt margins on both sides of the content (not widened by the safe area: most rows
        // lie below the window);
        ("margins", { row in
            row.insetsLayoutMarginsFromSafeArea = false
            row.layoutMargins = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
            row.isLayoutMarginsRelativeArrangement = true
        }, 242 + 8),
        // gaps of at least the spacing, which at the natural width they are.
        ("distribution equalSpacing", { $0.distribution = .equalSpacing }, 242),
    ]

    /// The same change in every row of a `.leading` stack sized by its widest row (the rows are
    /// alike, so all of them tie for widest), in one layout. Each change removes and adds
    /// constraints in every row. The solver broke ties between pivot rows towards the oldest
    /// row: each removal moved the stack's widest-row bookkeeping to the next row, whose
    /// removal then rewrote every row again (hiding the last view: 729 rows rewritten at 20
    /// rows, 10,119 at 80; adding a width constraint: 556 and 7,036; at 10 and 40 rows every
    /// change here grew 7–13×). Ties now go to the shortest row, then the newest (see
    /// `PivotCandidate` in the solver). Every frame is checked against the same layout built
    /// with the change already made.
    @Test("one change to every row of a content-sized stack rewrites rows in proportion to the rows", arguments: 0..<7)
    func bulkRowChangesInAContentSizedStack(kind: Int) throws {
        let (name, change, pageWidth) = Self.bulkRowChanges[kind]
        var rewritten: [Int] = []
        for count in [10, 40] {
            let (window, rows) = try stackTree(count, alignment: .leading)
            // The solver's self-checks would triple the time; the fresh layout checks the frames.
            window.engine.solver.checksInvariants = false
            try window.layoutIfNeededOrThrow()
            let work = try work(of: { rows.forEach(change) }, in: window)
            rewritten.append(work.rowsRewritten)
            let page = try #require(rows[0].superview)
            #expect(page.frame.width == pageWidth, "\(name)")
            try expectFramesOfAFreshTree(like: window, rows: count, alignment: .leading, change: change, "\(name)")
        }
        #expect(rewritten[1] <= 5 * rewritten[0], "\(name): rows rewritten at 10 and 40 rows: \(rewritten)")
    }

    @Test("one intrinsic-size change in a 20- or 80-row stack re-evaluates the same definitions")
    func intrinsicChangeSweep() throws {
        var evaluated: [Int] = []
        for count in [20, 80] {
            let (window, rows) = try stackTree(count, alignment: .leading)
            try window.layoutIfNeededOrThrow()
            _ = rows[0].frame
            let middle = rows[count / 2].arrangedSubviews
            let before = window.layoutWork.solver.definitionsEvaluated
            middle[2].intrinsicContentSize = Size(width: 52, height: 20)
            try window.layoutIfNeededOrThrow()
            // The changed row: 40, 41, 52, 43, 44 wide, 8 apart; every other row as built.
            let expectedX: [Double] = [0, 48, 97, 157, 208]
            #expect(middle.map(\.frame.minX) == expectedX)
            let changedWidth: Double = 40 + 41 + 52 + 43 + 44 + 4 * 8
            let builtWidth: Double = 40 + 41 + 42 + 43 + 44 + 4 * 8
            #expect(rows[count / 2].frame.width == changedWidth)
            #expect(rows[count - 1].frame.width == builtWidth)
            evaluated.append(window.layoutWork.solver.definitionsEvaluated - before)
            // Debug builds check every incremental sweep against a full one.
            #expect(window.engine.solver.invariantViolations == [])
        }
        // Only the definitions that read a moved value (the row's later boxes): a full sweep
        // evaluated every definition, four times as many at four times the rows.
        #expect(evaluated[0] == evaluated[1] && evaluated[0] > 0 && evaluated[0] < 40, "\(evaluated)")
    }

    @Test("1,000 identical optional constraints on one width share one row")
    func identicalConstraints() throws {
        let window = Window(size: Size(width: 393, height: 852))
        let view = View(name: "v")
        window.addSubview(view)
        var constraints: [LayoutConstraint] = []
        for _ in 0..<1000 {
            let wide = view.widthAnchor.constraint(equalToConstant: 10)
            wide.priority = .defaultLow
            let none = view.widthAnchor.constraint(equalToConstant: 0)
            none.priority = LayoutPriority(251)
            constraints += [wide, none]
        }
        try LayoutConstraint.activateOrThrow(constraints)
        let work = try self.work(of: {}, in: window)
        // 251 beats every 250: the width is 0, missing 10 a thousand times at 250.
        #expect(view.frame.width == 0)
        #expect(window.engine.solver.objective.first { $0.priority == Priority(250) }?.value == 10_000)
        #expect(work.pivots <= 4 && work.rowsRewritten <= 8, "\(work)")
    }

    @Test("stretched rows of boxes: the first layout starts at the optimum, without a pivot")
    func stretchedRowsNeedNoPivot() throws {
        // Twelve rows of five boxes, 30 + 10j wide (j = 0…4), 8 apart: 32 + 250 = 282 pt of a
        // 393-pt row. The leftover 111 pt go to box 0, whose hugging is the weakest (a stack
        // biases each later item's hugging up by 0.0001, stackview.md §0.3). The row of
        // errors each row ends with takes box 0's overshoot as its subject, which is already
        // optimal; taking the newest error instead cost one pivot per row.
        let (window, rows) = try stackTree(
            12, alignment: .fill, boxWidth: { 30 + 10 * Double($0) }, pinsTrailing: true)
        let firstBoxes = rows.map { $0.arrangedSubviews[0] }
        let lastBoxes = rows.map { $0.arrangedSubviews[4] }
        let work = try self.work(of: {}, in: window)
        for i in 0..<12 {
            #expect(rows[i].frame == Rect(x: 0, y: 28 * Double(i), width: 393, height: 20))
            // Frames in the row's coordinates. 141 + 40 + 50 + 60 + 4 × 8 = 323: the last box
            // starts there and is 70 wide.
            #expect(firstBoxes[i].frame == Rect(x: 0, y: 0, width: 141, height: 20))
            #expect(lastBoxes[i].frame == Rect(x: 323, y: 0, width: 70, height: 20))
        }
        #expect(work.pivots == 0, "\(work)")
    }
}

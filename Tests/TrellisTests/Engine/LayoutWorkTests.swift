import Testing
@testable import Trellis

/// `Window.layoutWork` and `Window.work(of:)`: what a change cost, counted, never timed.
@Suite("Layout work counters")
struct LayoutWorkTests {
    /// `red` pinned 20 pt from the window's top and leading edges, 100 × 50.
    func pinnedView() throws -> (Window, View, [LayoutConstraint]) {
        let window = Window(size: Size(width: 393, height: 852))
        let red = View(name: "red")
        window.addSubview(red)
        let pins = [
            red.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            red.widthAnchor.constraint(equalToConstant: 100),
            red.heightAnchor.constraint(equalToConstant: 50),
        ]
        try LayoutConstraint.activateOrThrow(pins)
        try window.layoutIfNeededOrThrow()
        return (window, red, pins)
    }

    @Test("a layout with nothing changed does no work")
    func nothingChanged() throws {
        let (window, _, _) = try pinnedView()
        #expect(try window.work {} == LayoutWork())
    }

    @Test("a new constant is one constant moved in place: nothing added, removed or generated")
    func constantChange() throws {
        let (window, red, pins) = try pinnedView()
        let work = try window.work { pins[0].constant = 30 }
        #expect(work.solves == 1 && work.solver.constantsMoved == 1, "\(work)")
        #expect(work.solver.constraintsAdded == 0 && work.solver.constraintsRemoved == 0, "\(work)")
        #expect(work.constraintsGenerated == 0 && work.intrinsicSizeChanges == 0, "\(work)")
        #expect(red.frame.minY == 30)
    }

    @Test("deactivating and activating a constraint remove and add one")
    func activation() throws {
        let (window, red, pins) = try pinnedView()
        var work = try window.work { pins[2].isActive = false }
        #expect(work.solver.constraintsRemoved == 1 && work.solver.constraintsAdded == 0, "\(work)")
        let wider = red.widthAnchor.constraint(equalToConstant: 150)
        work = try window.work { wider.isActive = true }
        #expect(work.solver.constraintsAdded == 1 && work.solver.constraintsRemoved == 0, "\(work)")
        #expect(red.frame.width == 150)
    }

    @Test("a label's intrinsic size enters per axis; a new text of the same height moves one")
    func intrinsicSizes() throws {
        let window = Window(size: Size(width: 393, height: 852))
        let label = Label("Hi", name: "title")
        window.addSubview(label)
        let first = try window.work {
            try LayoutConstraint.activateOrThrow([
                label.topAnchor.constraint(equalTo: window.topAnchor),
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            ])
        }
        // A one-line label has an intrinsic width and height: two axes added.
        #expect(first.intrinsicSizeChanges == 2 && first.solves == 1, "\(first)")
        let height = label.frame.height
        let retitled = try window.work { label.text = "Hello" }
        // One line either way: only the width moves.
        #expect(retitled.intrinsicSizeChanges == 1 && retitled.solver.constraintsAdded == 0, "\(retitled)")
        #expect(label.frame.height == height)
    }

    @Test("a frame is computed once after a layout; reading it again hands out the kept one")
    func framesComputed() throws {
        let (window, red, pins) = try pinnedView()
        // `pinnedView` laid out without reading anything.
        var work = try window.work {
            _ = red.frame
            _ = red.frame
        }
        #expect(work.framesComputed == 1, "\(work)")
        work = try window.work { _ = red.frame }
        #expect(work.framesComputed == 0, "\(work)")
        pins[1].constant = 40
        try window.layoutIfNeededOrThrow()
        work = try window.work { _ = red.frame }
        #expect(work.framesComputed == 1 && red.frame.minX == 40, "\(work)")
    }

    /// `WorkGrowthTests`' stack tree: `count` rows of five boxes 40…44 × 20, 8 apart, laid out.
    func stackOfRows(_ count: Int) throws -> (Window, [StackView]) {
        let (window, rows) = try WorkGrowthTests().stackTree(count, alignment: .fill)
        try window.layoutIfNeededOrThrow()
        return (window, rows)
    }

    @Test("hiding a row of a stack of 10 or of 40 rows does the same work")
    func hideIsLocal() throws {
        var works: [LayoutWork] = []
        for count in [10, 40] {
            let (window, rows) = try stackOfRows(count)
            works.append(try window.work { rows[5].isHidden = true })
            // Rows 20 tall, 8 apart: the row after the hidden one moves up into its place.
            #expect(rows[6].frame.minY == 5 * 28)
        }
        // The hidden row's generated constraints change (3 made, 2 dropped) and nothing else;
        // only whether one of them is lowered through a definition (which variable the first
        // layout chose to define) may differ between the sizes.
        #expect(works.allSatisfy { $0.solver.definitionsExpanded <= 2 }, "\(works)")
        var comparable = works
        for index in comparable.indices { comparable[index].solver.definitionsExpanded = 0 }
        #expect(comparable[0] == comparable[1], "\(works)")
        #expect(works[0].constraintsGenerated == 3 && works[0].solver.constraintsRemoved == 2, "\(works[0])")
    }

    @Test("a first layout generates every stack's constraints and adds each view's intrinsic size")
    func firstLayoutCounts() throws {
        let (window, _) = try stackOfRows(4)
        let work = window.layoutWork
        // Twenty boxes with an intrinsic width and height each.
        #expect(work.intrinsicSizeChanges == 40, "\(work)")
        // stackview.md §1–2, a stack of n items aligned `.fill`: two canvas connections on the
        // main axis, n − 1 spacings, 2(n − 1) alignments to the first item on the cross axis and
        // the first item's two cross-axis canvas connections: 16 for a row of five, 13 for the
        // page of four rows.
        #expect(work.constraintsGenerated == 4 * 16 + 13 && work.solves == 1, "\(work)")
        // Everything the stacks generated, the two pins and the intrinsic sizes reached the solver
        // (the window's own size adds two more).
        #expect(work.solver.constraintsAdded == work.constraintsGenerated + 2 + 40 + 2, "\(work)")
        // Every one of those generated constraints and pins is a required equality over variables
        // the tableau does not hold yet: each is kept as a definition, none is a row ("Solver
        // internals"). The tableau holds the 40 intrinsic sizes and the window's size, at the
        // optimum from the start.
        #expect(work.solver.definitionsInstalled == 77 + 2 && work.solver.pivots == 0, "\(work)")
        // The first layout is one batch into a solver with no optional constraint yet: its
        // objective is built once at the end, not cell by cell as each intrinsic size arrives.
        #expect(work.solver.objectiveUpdates == 0, "\(work)")
    }

    @Test("the description names every counter, the engine's first; sums and differences are counter by counter")
    func description() {
        var work = LayoutWork()
        work.solves = 1
        work.framesComputed = 3
        work.textsLaidOut = 4
        work.solver.pivots = 2
        #expect(
            work.description
                == "solves 1, generated 0, intrinsic sizes 0, frames computed 3, texts laid out 4; solver: added 0, removed 0, "
                + "constants moved 0, pivots 2, rows rewritten 0, rebuilds 0, definitions installed 0, expanded 0, "
                + "ordered 0, evaluated 0, reinstalled 0, rows kept 0, objective updates 0")
        #expect((work - work) == LayoutWork())
        let doubled = work + work
        #expect(doubled.solves == 2 && doubled.framesComputed == 6 && doubled.textsLaidOut == 8 && doubled.solver.pivots == 4)
        #expect(doubled - work == work)
    }
}

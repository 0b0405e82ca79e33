import TrellisSolver

/// Counts of what a window's layouts have done: for tests that check how the cost of a change
/// grows with the layout, without timing anything.
///
/// Every counter only grows. ``Window/work(of:)`` runs a change and the layout after it and
/// returns the difference; compare it for two sizes of the same layout. Work that does not
/// depend on the size (the same counts for a stack of 20 rows and of 200) touched only what
/// changed.
///
/// ```swift
/// let small = try feed(cells: 20), large = try feed(cells: 200)
/// let hideSmall = try small.window.work { small.cells[10].isHidden = true }
/// let hideLarge = try large.window.work { large.cells[100].isHidden = true }
/// #expect(hideLarge.constraintsGenerated == hideSmall.constraintsGenerated)
/// #expect(hideLarge.solver.rowsRewritten == hideSmall.solver.rowsRewritten)
/// ```
///
/// Expect the same counts at both sizes, or counts within a step or two: which variable an
/// equality came to define can differ between two sizes of a layout, and with it whether a
/// later constraint is expanded through a definition.
///
/// The engine's own counts sit beside the solver's (``solver``, a `SolverWork` of
/// `TrellisSolver`). Each counts what the engine handed on, so a counter that grows with the
/// layout points at the part that did: containers regenerating, intrinsic sizes re-measured,
/// frames recomputed, or the solver's rows and definitions.
public struct LayoutWork: Sendable, Equatable, CustomStringConvertible {
    /// Times a layout handed queued changes to the solver. A layout with nothing queued hands
    /// over nothing; multi-line labels of automatic width take a second pass.
    public var solves = 0
    /// Constraints stacks, grids, flows and overlays made for their items (after a change,
    /// only those around what changed).
    public var constraintsGenerated = 0
    /// Intrinsic sizes handed to the solver, per view and axis: added, moved to a new value or
    /// removed (new hugging or compression priorities remove the old and add the new).
    public var intrinsicSizeChanges = 0
    /// Frames computed from the solver's values when read. A frame read again with nothing
    /// moved since is handed out as it was and not counted.
    public var framesComputed = 0
    /// Texts laid out for labels (wrapped at a width to size them). A label keeps its last two
    /// layouts, so a layout that asks again for a width it just used does not count.
    public var textsLaidOut = 0
    /// What the window's solver did (`SolverWork`, documented in `TrellisSolver`).
    public var solver = SolverWork()

    /// No work.
    public init() {}

    /// The counts of `lhs` minus those of `rhs`: the work between two readings.
    public static func - (lhs: LayoutWork, rhs: LayoutWork) -> LayoutWork {
        var result = lhs.combined(with: rhs, -)
        result.solver = lhs.solver - rhs.solver
        return result
    }

    /// The counts of both added: the work of several changes together.
    public static func + (lhs: LayoutWork, rhs: LayoutWork) -> LayoutWork {
        var result = lhs.combined(with: rhs, +)
        result.solver = lhs.solver + rhs.solver
        return result
    }

    /// One line, the engine's counters and then the solver's: `solves 1, generated 12, …`.
    public var description: String {
        "solves \(solves), generated \(constraintsGenerated), intrinsic sizes \(intrinsicSizeChanges), "
            + "frames computed \(framesComputed), texts laid out \(textsLaidOut); solver: \(solver)"
    }

    /// The engine's counters of `self` combined with those of `other` by `operation` (the
    /// solver's part left empty).
    private func combined(with other: LayoutWork, _ operation: (Int, Int) -> Int) -> LayoutWork {
        var result = LayoutWork()
        for path in Self.engineCounters { result[keyPath: path] = operation(self[keyPath: path], other[keyPath: path]) }
        return result
    }

    /// The engine's own counters.
    private static let engineCounters: [WritableKeyPath<LayoutWork, Int> & Sendable] = [
        \.solves, \.constraintsGenerated, \.intrinsicSizeChanges, \.framesComputed, \.textsLaidOut,
    ]
}

extension Window {
    /// What this window's layouts have done since it was created (see ``LayoutWork``).
    public var layoutWork: LayoutWork {
        var work = engine.counted
        work.solver = engine.solver.work
        return work
    }

    /// The work `change` and the layout after it take: ``layoutWork`` after `change()` and
    /// ``View/layoutIfNeeded()``, minus before. Frames read inside `change` count; frames read
    /// after it do not. Whatever was queued before the call is laid out and counted with the
    /// change, so lay the window out first to count the change alone.
    ///
    /// ```swift
    /// window.layoutIfNeeded()
    /// let work = try window.work { title.text = "Longer title" }
    /// #expect(work.constraintsGenerated == 0 && work.solver.pivots <= 2)
    /// ```
    ///
    /// - Throws: what `change` throws, or ``LayoutError/solverFailure(_:)`` from the layout.
    public func work(of change: () throws -> Void) throws -> LayoutWork {
        let before = layoutWork
        try change()
        try layoutIfNeededOrThrow()
        return layoutWork - before
    }
}

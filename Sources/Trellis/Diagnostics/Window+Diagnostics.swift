// The diagnostics a window answers: conflicts in full, ambiguity, and UIKit's trace.

extension Window {
    /// Every required conflict the engine resolved by breaking a constraint, oldest first: the
    /// full form of the ``LayoutError/unsatisfiable(constraint:conflicting:)`` entries of
    /// ``diagnostics`` (one report per entry, in the same order).
    ///
    /// ```swift
    /// window.layoutIfNeeded()
    /// if let report = window.conflictReports.last { print(report.uikitLog) }
    /// ```
    public var conflictReports: [ConflictReport] { engine.conflictReports }

    /// The views and guides whose frames the constraints do not determine, in hierarchy order
    /// (the order of ``FrameTable``), each with its free unknowns.
    ///
    /// Reflects the last ``View/layoutIfNeeded()``. Ambiguity never produces a warning on its own, in
    /// UIKit or here; ask for it.
    ///
    /// ```swift
    /// for item in try window.ambiguousItems() {
    ///     print("AMBIGUOUS LAYOUT for \(item)")   // AMBIGUOUS LAYOUT for red.minX, red.Width
    /// }
    /// ```
    ///
    /// How: a scratch copy of the solver is pulled, one unknown at a time, up and then down by a
    /// constraint at a priority below every priority in use. Priorities are lexicographic, so the
    /// pull can only choose among solutions that are equally good at every real level; an unknown
    /// that moves is free. The live layout is never touched.
    ///
    /// - Throws: ``LayoutError/solverFailure(_:)`` only when the solver itself fails.
    /// - Complexity: one full solve of the system (like a first layout) plus at most eight
    ///   incremental probes per item, so use it in tests and debugging, not in every layout.
    public func ambiguousItems() throws(LayoutError) -> [AmbiguousItem] {
        try engine.ambiguity(of: layoutItems)
    }

    /// Moves every ambiguous item to another valid solution, so that two frame tables show the
    /// freedom; calling it again moves them back (UIKit's `exerciseAmbiguityInLayout()`).
    ///
    /// Each free unknown is pulled 100 pt (or as far as the constraints allow) in a direction it
    /// can move, all at once, so the result is one consistent layout.
    ///
    /// The alternative is held by constraints at a priority below every priority in use, so no
    /// determined frame changes. The next ``View/layoutIfNeeded()`` drops them, and the engine then
    /// keeps whichever valid solution it reaches.
    ///
    /// ```swift
    /// let before = FrameTable(root: window)
    /// try window.exerciseAmbiguity()
    /// print(DiffTable(before: before, after: FrameTable(root: window)))
    /// ```
    ///
    /// - Returns: whether anything was ambiguous (and so moved).
    /// - Throws: ``LayoutError/solverFailure(_:)`` only when the solver itself fails.
    @discardableResult
    public func exerciseAmbiguity() throws(LayoutError) -> Bool {
        try engine.exerciseAmbiguity(of: layoutItems)
    }

    /// UIKit's `_autolayoutTrace`: one line per view (and guide), indented `|   ` per level,
    /// `•` before the window (the engine's host) and `*` before everything laid out by
    /// constraints, `- AMBIGUOUS LAYOUT for …` after an ambiguous item:
    ///
    /// ```text
    /// •window
    /// |   *red
    /// |   *blue- AMBIGUOUS LAYOUT for blue.minX, blue.Width
    /// ```
    ///
    /// - Throws: ``LayoutError/solverFailure(_:)`` only when the solver itself fails.
    public func autolayoutTrace() throws(LayoutError) -> String {
        let ambiguous = try ambiguousItems()
        var text = ""
        for (item, depth) in layoutItemsWithDepth {
            let prefix = item === self ? "•" : "*"
            let name = item is LayoutGuide ? "\(item.name) (guide)" : item.name
            text += String(repeating: "|   ", count: depth) + prefix + name
            if let found = ambiguous.first(where: { $0.item === item }) {
                text += "- AMBIGUOUS LAYOUT for \(found)"
            }
            text += "\n"
        }
        return text
    }

    /// Every view and guide of the window in ``FrameTable`` order.
    var layoutItems: [LayoutItem] { layoutItemsWithDepth.map(\.item) }

    /// Every view and guide with its depth: depth first, a view's guides after its subviews.
    var layoutItemsWithDepth: [(item: LayoutItem, depth: Int)] {
        var result: [(item: LayoutItem, depth: Int)] = []
        func visit(_ view: View, _ depth: Int) {
            result.append((view, depth))
            for subview in view.subviews { visit(subview, depth + 1) }
            for guide in view.layoutGuides { result.append((guide, depth + 1)) }
        }
        visit(self, 0)
        return result
    }
}

extension View {
    /// Moves this view to another frame its constraints allow, when they allow more than one:
    /// UIKit's `exerciseAmbiguityInLayout()`, for the debugger. Does nothing to a determined view
    /// and outside a window; it does not throw (a solver failure, a bug, is recorded in
    /// ``Window/diagnostics`` and logged). ``Window/exerciseAmbiguity()`` exercises every
    /// ambiguous item at once and says whether anything moved.
    ///
    /// ```swift
    /// if card.hasAmbiguousLayout { card.exerciseAmbiguityInLayout() }
    /// ```
    public func exerciseAmbiguityInLayout() {
        guard let window, window !== self else { return }
        window.recordingFailure(of: { () throws(LayoutError) in _ = try window.engine.exerciseAmbiguity(of: [self]) })
    }
}

extension LayoutItem {
    /// Whether the constraints leave this item's frame undetermined (UIKit's `hasAmbiguousLayout`),
    /// as of the last ``View/layoutIfNeeded()``; `false` outside a window.
    ///
    /// See ``Window/ambiguousItems()`` for the method, its cost and which unknowns are free. A
    /// solver failure (a bug) is recorded in ``Window/diagnostics`` and answers `false`.
    public var hasAmbiguousLayout: Bool {
        guard let window = hierarchyView?.window, window !== self else { return false }
        do {
            return try !window.engine.ambiguity(of: [self]).isEmpty
        } catch {
            window.diagnostics.append(error)
            return false
        }
    }

    /// The active constraints that can change this item's frame along `axis`, directly or
    /// through other items, in the order they entered the engine (UIKit's
    /// `constraintsAffectingLayout(for:)`), as of the last ``View/layoutIfNeeded()``.
    ///
    /// Intrinsic-size constraints and the window's own size are not ``LayoutConstraint``s and
    /// are not listed; ``ConstraintTable`` shows them.
    ///
    /// - Complexity: O(*c* · *t*) in the engine's constraints *c* of at most *t* terms each.
    public func constraintsAffectingLayout(for axis: Axis) -> [LayoutConstraint] {
        guard let window = hierarchyView?.window else { return [] }
        return window.engine.constraintsAffecting(self, along: axis)
    }
}

import TrellisSolver

/// The window's own constraints: its size equal to `Window.size`, required. A resize moves the two size constants in place (`updateConstant`), which the solver
/// re-solves incrementally; nothing is rebuilt.
struct WindowRecord {
    let width: LinearConstraint
    let height: LinearConstraint
    var size: Size
}

extension LayoutEngine {
    /// Adds the window's constraints on the first layout.
    func installWindowIfNeeded() throws(SolverError) {
        guard windowRecord == nil else { return }
        let own = window.variables
        let size = window.size
        let record = WindowRecord(
            width: LinearConstraint(LinearExpression(terms: [(own.width, 1)], constant: -size.width), .equal),
            height: LinearConstraint(LinearExpression(terms: [(own.height, 1)], constant: -size.height), .equal),
            size: size)
        // Only the size: every item's origin is relative to its parent, so nothing reads the
        // window's own origin.
        let pinned = [(record.width, "\(window.name).width"), (record.height, "\(window.name).height")]
        // The size moves on every resize: declared first, it stays in the tableau (a resize is
        // one shift) and keeps its markers, so the first resize after a large layout is not a
        // rebuild.
        solver.expectConstantChanges(of: record.width)
        solver.expectConstantChanges(of: record.height)
        for (constraint, text) in pinned {
            sequence += 1
            owners[constraint] = (.window(text), sequence)
            try addToSolver(constraint)
            solver.expectConstantChanges(of: constraint)
        }
        windowRecord = record
    }

    /// Moves the window's size constants to the current size.
    func applyWindowSize() throws(SolverError) {
        guard var record = windowRecord, record.size != window.size else { return }
        let size = window.size
        if record.size.width != size.width { try move(record.width, to: -size.width) }
        if record.size.height != size.height { try move(record.height, to: -size.height) }
        record.size = size
        windowRecord = record
    }
}

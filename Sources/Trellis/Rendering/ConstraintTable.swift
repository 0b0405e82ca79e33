/// Every active constraint of a hierarchy with its priority, whether it holds, and by how much it
/// misses when it does not: the table to read when a layout is not what you expected.
///
/// Rows go view by view in hierarchy order (depth first, subviews in order); for each view, first
/// the constraints installed on it (whose nearest common ancestor it is) in activation order, then
/// its intrinsic-size constraints (content hugging and compression resistance, horizontal first).
/// Columns: `constraint` (the one-line form without identifier and priority), `priority`, `holds` (`yes`,
/// `no` for an optional constraint the layout gives up on, `broken` for a required one broken
/// after a conflict, `pending` when no layout has run since it was activated) and `error` (how far
/// it misses, only when it does). An `identifier` column appears only when some constraint has
/// one, and a `location` column (`#fileID:#line` of the creating code) when asked for.
///
/// ```text
/// constraint                                priority  holds   error
/// red.leading == window.leading                 1000  yes
/// blue.leading == red.trailing                  1000  yes
/// blue.trailing == window.trailing              1000  yes
/// red.width <= 50 (content hugging)              250  no        200
/// red.width >= 50 (compression resistance)       750  yes
/// blue.width <= 50 (content hugging)             251  yes
/// blue.width >= 50 (compression resistance)      750  yes
/// ```
public struct ConstraintTable: CustomStringConvertible {
    /// Whether a constraint holds at the current layout.
    public enum State: Hashable, Sendable {
        /// It holds (to within 1e-9).
        case holds
        /// An optional constraint the layout does not satisfy, and by how much it misses.
        case violated(Double)
        /// A required constraint broken after a conflict (see ``Window/conflictReports``), and by
        /// how much it misses.
        case broken(Double)
        /// Active, but no layout has run since it was activated.
        case pending
    }

    /// One constraint's row.
    public struct Row: Hashable, Sendable {
        /// `blue.leading == red.trailing + 8`, or `red.width <= 50 (content hugging)`.
        public var constraint: String
        /// The constraint's ``LayoutConstraint/identifier``.
        public var identifier: String?
        /// The priority.
        public var priority: LayoutPriority
        /// Whether it holds.
        public var state: State
        /// Where the constraint was created (`nil` for intrinsic-size constraints).
        public var location: String?
    }

    /// The rows, in the order described above.
    public let rows: [Row]
    /// Whether ``render()`` prints the `location` column.
    public var showsLocations: Bool

    /// Reads the constraints of `root` and everything below it, as of the last layout.
    ///
    /// - Parameters:
    ///   - root: usually the window.
    ///   - showsLocations: whether to print where each constraint was created.
    public init(root: View, showsLocations: Bool = false) {
        let engine = root.window?.engine
        var rows: [Row] = []
        for view in root.subtree {
            for constraint in view.constraints {
                let state = engine.map { State($0.status(of: constraint)) } ?? .pending
                rows.append(Row(
                    constraint: constraint.equation, identifier: constraint.identifier,
                    priority: constraint.priority, state: state, location: constraint.location))
            }
            for part in engine?.intrinsicStatuses(of: view) ?? [] {
                rows.append(Row(constraint: part.text, identifier: nil, priority: part.priority,
                                state: State(part.status), location: nil))
            }
        }
        self.rows = rows
        self.showsLocations = showsLocations
    }

    /// The table as text, every line ending in `"\n"`.
    public func render() -> String {
        let hasIdentifiers = rows.contains { $0.identifier != nil }
        var columns: [TextTable.Column] = [
            .init("constraint"), .init("priority", alignment: .right),
            .init("holds"), .init("error", alignment: .right),
        ]
        if hasIdentifiers { columns.append(.init("identifier")) }
        if showsLocations { columns.append(.init("location")) }
        var table = TextTable(columns: columns)
        for row in rows {
            var cells = [row.constraint, row.priority.description, row.state.holdsText, row.state.errorText]
            if hasIdentifiers { cells.append(row.identifier ?? "") }
            if showsLocations { cells.append(row.location ?? "") }
            table.append(cells)
        }
        return table.render()
    }

    /// The rendered table, the same text as ``render()``.
    public var description: String { render() }
}

extension ConstraintTable.State {
    init(_ status: ConstraintStatus) {
        switch status {
        case .holds: self = .holds
        case .violated(let error): self = .violated(error)
        case .broken(let error): self = .broken(error)
        case .pending: self = .pending
        }
    }

    var holdsText: String {
        switch self {
        case .holds: "yes"
        case .violated: "no"
        case .broken: "broken"
        case .pending: "pending"
        }
    }

    var errorText: String {
        switch self {
        case .violated(let error), .broken(let error): NumberFormat.string(for: error)
        case .holds, .pending: ""
        }
    }
}

extension View {
    /// Every active constraint of this view and everything below it as a ``ConstraintTable``,
    /// rendered.
    ///
    /// ```swift
    /// window.layoutIfNeeded()
    /// print(window.constraintTable(), terminator: "")
    /// ```
    public func constraintTable() -> String { ConstraintTable(root: self).render() }
}

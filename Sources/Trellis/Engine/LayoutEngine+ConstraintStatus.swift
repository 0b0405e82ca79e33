import TrellisSolver

// How well each constraint holds at the current solution, in the model's words, for
// `ConstraintTable`.

/// Whether a constraint holds at the current solution and, if not, by how much it misses.
enum ConstraintStatus: Hashable {
    /// Satisfied (to within 1e-9).
    case holds
    /// An optional constraint the solution does not satisfy; the amount it misses by.
    case violated(Double)
    /// A required constraint kept broken after a conflict; the amount it misses by.
    case broken(Double)
    /// Active, but not in the solver yet (no layout since it was activated).
    case pending
}

/// One intrinsic-size constraint of a view, as the table lists it.
struct IntrinsicStatus {
    /// `red.width <= 50 (content hugging)`.
    let text: String
    let priority: LayoutPriority
    let status: ConstraintStatus
}

extension LayoutEngine {
    /// How `constraint` stands at the current solution.
    func status(of constraint: LayoutConstraint) -> ConstraintStatus {
        guard let record = installed[constraint] else { return .pending }
        return status(of: record.lowered)
    }

    /// The intrinsic-size constraints of `view` in the solver, in slot order (horizontal hugging,
    /// horizontal compression resistance, then vertical).
    func intrinsicStatuses(of view: View) -> [IntrinsicStatus] {
        guard let axes = intrinsics[view]?.record.axes else { return [] }
        var result: [IntrinsicStatus] = []
        for (axis, record) in zip([Axis.horizontal, .vertical], axes) {
            guard let record else { continue }
            for hugging in [true, false] {
                let slot = IntrinsicSlot(axis: axis, hugging: hugging)
                let size = axis == .horizontal ? "width" : "height"
                let relation = hugging ? "<=" : ">="
                let kind = hugging ? "content hugging" : "compression resistance"
                let text = "\(view.name).\(size) \(relation) \(NumberFormat.string(for: record.value)) (\(kind))"
                let priority = hugging ? record.hugging : record.compression
                result.append(IntrinsicStatus(text: text, priority: priority, status: status(of: record, slot, view)))
            }
        }
        return result
    }

    /// How one side of an axis's intrinsic size holds: a merged row is read from the size itself
    /// (only the side it misses on is violated).
    private func status(of record: IntrinsicAxisRecord, _ slot: IntrinsicSlot, _ view: View) -> ConstraintStatus {
        guard record.isMerged else { return status(of: record.constraints[slot.isHugging ? 0 : 1]) }
        let variable = slot.axis == .horizontal ? view.variables.width : view.variables.height
        let excess = solver.value(of: variable) - record.value
        let error = slot.isHugging ? max(0, excess) : max(0, -excess)
        return error > 1e-9 ? .violated(error) : .holds
    }

    private func status(of lowered: LinearConstraint) -> ConstraintStatus {
        let error = solver.violation(of: lowered) ?? 0
        if solver.isBroken(lowered) { return error > 1e-9 ? .broken(error) : .holds }
        return error > 1e-9 ? .violated(error) : .holds
    }
}

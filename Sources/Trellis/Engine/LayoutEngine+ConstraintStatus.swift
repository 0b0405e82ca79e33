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
        guard let record = installed[ObjectIdentifier(constraint)] else { return .pending }
        return status(of: record.lowered)
    }

    /// The intrinsic-size constraints of `view` in the solver, in slot order (horizontal hugging,
    /// horizontal compression resistance, then vertical).
    func intrinsicStatuses(of view: View) -> [IntrinsicStatus] {
        guard let parts = intrinsics[ObjectIdentifier(view)]?.parts else { return [] }
        return zip(IntrinsicSlot.allCases, parts).compactMap { slot, part in
            guard let part else { return nil }
            let size = slot.axis == .horizontal ? "width" : "height"
            let relation = slot.isHugging ? "<=" : ">="
            let kind = slot.isHugging ? "content hugging" : "compression resistance"
            let text = "\(view.name).\(size) \(relation) \(NumberFormat.string(for: part.value)) (\(kind))"
            return IntrinsicStatus(text: text, priority: part.priority, status: status(of: part.lowered))
        }
    }

    private func status(of lowered: LinearConstraint) -> ConstraintStatus {
        let error = solver.violation(of: lowered) ?? 0
        if solver.isBroken(lowered) { return error > 1e-9 ? .broken(error) : .holds }
        return error > 1e-9 ? .violated(error) : .holds
    }
}

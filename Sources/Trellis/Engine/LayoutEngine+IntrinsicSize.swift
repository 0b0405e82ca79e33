import TrellisSolver

/// One of the four constraints an intrinsic content size can give a view.
enum IntrinsicSlot: Int, CaseIterable {
    case horizontalHugging, horizontalCompression, verticalHugging, verticalCompression

    var axis: Axis { rawValue < 2 ? .horizontal : .vertical }
    var isHugging: Bool { rawValue % 2 == 0 }

    /// `red.width <= 100 @250 (content hugging)`.
    func describe(_ view: View, value: Double, priority: Priority) -> String {
        let size = axis == .horizontal ? "width" : "height"
        let relation = isHugging ? "<=" : ">="
        let priority = priority.isRequired ? "" : " @\(NumberFormat.string(for: Double(priority.value)))"
        let kind = isHugging ? "content hugging" : "compression resistance"
        return "\(view.name).\(size) \(relation) \(NumberFormat.string(for: value))\(priority) (\(kind))"
    }
}

/// The intrinsic-size constraints of one view currently in the solver.
struct IntrinsicRecord {
    struct Part {
        let lowered: LinearConstraint
        var value: Double
        let priority: LayoutPriority
    }

    var parts: [Part?] = Array(repeating: nil, count: IntrinsicSlot.allCases.count)
}

// Intrinsic content size → two inequalities per axis (spec §5): `size <= intrinsic` at the
// hugging priority and `size >= intrinsic` at compression resistance. A new size moves the
// constants in place; a new priority replaces the constraint (priorities are part of a solver
// constraint's identity).
extension LayoutEngine {
    /// Brings a view's intrinsic-size constraints in line with the view.
    func syncIntrinsicSize(of view: View) throws(SolverError) {
        let inWindow = view.window === window
        for slot in IntrinsicSlot.allCases {
            let desired = inWindow ? wanted(view, slot) : nil
            let current = intrinsics[ObjectIdentifier(view)]?.parts[slot.rawValue]
            switch (current, desired) {
            case (nil, nil):
                continue
            case (_?, nil):
                try removeIntrinsic(view, slot)
            case (nil, let wanted?):
                try addIntrinsic(view, slot, value: wanted.value, priority: wanted.priority)
            case (let part?, let wanted?) where part.priority != wanted.priority:
                try removeIntrinsic(view, slot)
                try addIntrinsic(view, slot, value: wanted.value, priority: wanted.priority)
            case (let part?, let wanted?) where part.value != wanted.value:
                intrinsics[ObjectIdentifier(view)]?.parts[slot.rawValue]?.value = wanted.value
                try move(part.lowered, to: -wanted.value)
            default:
                continue
            }
        }
        if intrinsics[ObjectIdentifier(view)]?.parts.allSatisfy({ $0 == nil }) == true {
            intrinsics[ObjectIdentifier(view)] = nil
        }
    }

    /// The value and priority a slot should have, or `nil` when the axis has no intrinsic metric.
    private func wanted(_ view: View, _ slot: IntrinsicSlot) -> (value: Double, priority: LayoutPriority)? {
        let size = view.intrinsicContentSize
        let value = slot.axis == .horizontal ? size.width : size.height
        guard value >= 0 else { return nil }
        var priority =
            slot.isHugging
            ? view.contentHuggingPriority(for: slot.axis) : view.contentCompressionResistancePriority(for: slot.axis)
        if let bias = view.intrinsicPriorityBias, bias.axis == slot.axis, priority.rawValue < 999 {
            priority = LayoutPriority(min(priority.rawValue + bias.amount, 999))
        }
        return (value, priority)
    }

    private func addIntrinsic(_ view: View, _ slot: IntrinsicSlot, value: Double, priority: LayoutPriority) throws(SolverError) {
        let variable = slot.axis == .horizontal ? view.variables.width : view.variables.height
        let lowered = LinearConstraint(
            LinearExpression(terms: [(variable, 1)], constant: -value),
            slot.isHugging ? .lessThanOrEqual : .greaterThanOrEqual, priority: Priority(priority.rawValue))
        sequence += 1
        owners[ObjectIdentifier(lowered)] = (.intrinsic(view, slot), sequence)
        var record = intrinsics[ObjectIdentifier(view)] ?? IntrinsicRecord()
        record.parts[slot.rawValue] = IntrinsicRecord.Part(lowered: lowered, value: value, priority: priority)
        intrinsics[ObjectIdentifier(view)] = record
        try addToSolver(lowered)
    }

    func removeIntrinsic(_ view: View, _ slot: IntrinsicSlot) throws(SolverError) {
        guard let part = intrinsics[ObjectIdentifier(view)]?.parts[slot.rawValue] else { return }
        intrinsics[ObjectIdentifier(view)]?.parts[slot.rawValue] = nil
        owners[ObjectIdentifier(part.lowered)] = nil
        try solver.removeConstraint(part.lowered)
    }
}

import TrellisSolver

// Turning the solver's `Conflict` (lowered constraints) into a `ConflictReport` in the model's
// words, at the moment the conflict happens (constants may change later).

extension LayoutEngine {
    /// The report for a conflict the solver just resolved by breaking `conflict.constraint`.
    func report(for conflict: Conflict) -> ConflictReport {
        let members = (conflict.conflicting + [conflict.constraint]).sorted { lhs, rhs in
            (owner(of: lhs)?.sequence ?? Int.max) < (owner(of: rhs)?.sequence ?? Int.max)
        }
        // While a resize is being applied, the record still holds the previous size.
        let resizing = windowRecord.map { $0.size != window.size } ?? false
        let resized = resizing && conflict.conflicting.contains { lowered in
            lowered === windowRecord?.width || lowered === windowRecord?.height
        }
        let reason =
            resized
            ? "the window's size changed, and the window's size is never broken; of the others it is the newest"
            : "it is the newest constraint of the set (added or changed last)"
        return ConflictReport(constraints: members.map(entry), broken: entry(for: conflict.constraint), reason: reason)
    }

    /// One member of a conflicting set.
    private func entry(for lowered: LinearConstraint) -> ConflictReport.Entry {
        let text = describe(lowered)
        guard let owner = owner(of: lowered)?.owner else {
            return .init(description: text, uikitDescription: "<LinearConstraint \(text)>", location: nil)
        }
        switch owner {
        case .constraint(let constraint):
            return .init(
                description: constraint.description, uikitDescription: constraint.uikitDescription,
                location: constraint.location)
        case .intrinsic(let view, let slot):
            let value = NumberFormat.string(for: -(solver.constant(of: lowered) ?? lowered.expression.constant))
            let size = slot.axis == .horizontal ? "width" : "height"
            let relation = slot.isHugging ? "<=" : ">="
            let kind = slot.isHugging ? "Hug" : "CompressionResistance"
            let priority = NumberFormat.string(for: Double(lowered.priority.value))
            let uikit =
                "<ContentSizeLayoutConstraint \(view.name).\(size) \(relation) \(value) \(kind):\(priority)   (active)>"
            return .init(description: text, uikitDescription: uikit, location: nil)
        case .window(let label):
            let constant = NumberFormat.string(for: -(solver.constant(of: lowered) ?? lowered.expression.constant))
            let attribute = label.split(separator: ".").last.map(String.init) ?? label
            let identifier = "Window-Encapsulated-Layout-" + Self.capitalized(attribute)
            let uikit = "<LayoutConstraint '\(identifier)' \(label) == \(constant)   (active)>"
            return .init(description: text, uikitDescription: uikit, location: nil)
        }
    }

    /// `width` → `Width`, as UIKit names `UIView-Encapsulated-Layout-Width`.
    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}

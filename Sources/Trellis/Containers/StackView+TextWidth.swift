// Multi-line text in a horizontal stack (spec §2.5). A wrapping label's width is otherwise
// decided by compression resistance against its neighbours, and every width is as good as any
// other to the solver: the stack bounds each multi-line label by an equal share of its length.

extension StackView {
    /// `UISV-text-width-disambiguation`, the current UIKit form: with `k` visible multi-line
    /// labels, `label.width ≤ (1/k) × canvas.width − spacing × (k − 1)/k`, the `j`-th at
    /// `950 + j × min(25/k, 1)`. Horizontal stacks with ``Distribution/fill``,
    /// ``Distribution/equalSpacing`` or ``Distribution/equalCentering`` only.
    func addTextWidthDisambiguation(to recipe: inout some ConstraintSink, canvas: LayoutItem) {
        guard axis == .horizontal, [.fill, .equalSpacing, .equalCentering].contains(distribution) else { return }
        let labels = arrangedSubviews.filter { !$0.isHidden && ($0 as? Label)?.isMultiline == true }
        guard !labels.isEmpty else { return }
        let count = Double(labels.count)
        let base = spacingInPoints
        let step = min(25 / count, 1)
        for (index, label) in labels.enumerated() {
            let priority = min(950 + Float(Double(index) * step), 1000)
            recipe.add(.textWidthDisambiguation, label, .width, .lessThanOrEqual, canvas, .width,
                       multiplier: 1 / count, constant: -base * (count - 1) / count, priority: priority)
        }
    }
}

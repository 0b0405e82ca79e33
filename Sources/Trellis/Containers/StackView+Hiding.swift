// Hidden arranged subviews (spec §3): zero length along the axis at 999.999, out of the
// spacing chain, placed at priority 50 next to their visible neighbours.

extension StackView {
    /// `UISV-hiding` and `UISV-spacing-hidden` for every hidden item; with no visible item, the
    /// canvas connects to a spanning guide fitted to 0 at 0.001.
    func addHiding(to recipe: inout ConstraintRecipe, relation: LayoutConstraint.Relation, canvas: LayoutItem) {
        let items = arrangedSubviews
        let visible = items.filter { !$0.isHidden }
        var previousVisible: View?
        var spanner: LayoutGuide?
        if visible.isEmpty, !items.isEmpty {
            let guide = guide(&mainSpanner, name: "UISV-spanning-guide")
            spanner = guide
            pinAcrossAxis(guide, to: canvas, in: &recipe)
            recipe.add("UISV-canvas-connection", canvas, leadAttribute, .equal, guide)
            recipe.add("UISV-canvas-connection", canvas, trailAttribute, .equal, guide)
            recipe.add("UISV-spanning-fit", guide, lengthAttribute, constant: 0, priority: 0.001)
        }
        for (index, item) in items.enumerated() {
            guard item.isHidden else {
                previousVisible = item
                continue
            }
            recipe.add("UISV-hiding", item, lengthAttribute, constant: 0, priority: 999.999)
            let nextVisible = items[(index + 1)...].first { !$0.isHidden }
            if let guide = spanner {
                recipe.add("UISV-spacing-hidden", item, leadAttribute, relation, guide, priority: 50)
            } else if let previous = previousVisible {
                let constant = nextVisible == nil ? 0 : hiddenHalfSpacing(after: previous)
                recipe.add("UISV-spacing-hidden", item, leadAttribute, relation, previous, trailAttribute,
                           constant: constant, priority: 50)
            } else if let next = nextVisible {
                recipe.add("UISV-spacing-hidden", next, leadAttribute, relation, item, trailAttribute, priority: 50)
            }
        }
    }

    /// Half the gap after the visible item `previous` (the system spacing for ``spacingUseSystem``).
    private func hiddenHalfSpacing(after previous: View) -> Double {
        points(of: spacing(after: previous)) / 2
    }
}

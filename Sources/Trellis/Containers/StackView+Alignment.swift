// The aligned arrangement (spec §2): alignment constraints from item 0 to every item,
// ambiguity suppression, the spanning guide around visible items and the canvas connections.

extension StackView {
    /// How a stack places its items across its axis, like `UIStackView.Alignment`.
    public enum Alignment: Hashable, Sendable, CaseIterable {
        /// Items span the whole cross extent.
        case fill
        /// Items sit at the leading edge (vertical stacks) or the top (horizontal ones: ``top``).
        case leading
        /// Horizontal stacks: items share their first baselines. Vertical stacks: like ``leading``.
        case firstBaseline
        /// Items are centred across the axis.
        case center
        /// Items sit at the trailing edge (vertical stacks) or the bottom (``bottom``).
        case trailing
        /// Horizontal stacks: items share their last baselines. Vertical stacks: like ``trailing``.
        case lastBaseline

        /// The same as ``leading``: items at the top of a horizontal stack.
        public static var top: Alignment { .leading }
        /// The same as ``trailing``: items at the bottom of a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }

    /// The alignment as it acts on this stack's axis (baselines act as edges in a vertical stack).
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    /// Adds the cross-axis constraints of the current alignment.
    func addAlignment(to recipe: inout ConstraintRecipe, canvas: LayoutItem) {
        let items = arrangedSubviews
        let alignment = effectiveAlignment
        guard let first = items.first else {
            recipe.add("UISV-fix-for-app-bug-ambiguity", self, .height, constant: 0, priority: 1)
            return
        }
        for item in items.dropFirst() { addAlignment(to: &recipe, first, item, alignment) }
        if alignment != .fill {
            for item in items {
                recipe.add("UISV-ambiguity-suppression", item, crossLengthAttribute, constant: 0, priority: 25)
            }
        }
        let visible = items.filter { !$0.isHidden }
        if visible.isEmpty {
            let guide = guide(&crossSpanner, name: "UISV-alignment-spanner")
            pinAlongAxis(guide, to: canvas, in: &recipe)
            recipe.add("UISV-canvas-connection", canvas, crossMinAttribute, .equal, guide)
            recipe.add("UISV-canvas-connection", canvas, crossMaxAttribute, .equal, guide)
            recipe.add("UISV-spanning-fit", guide, crossLengthAttribute, constant: 0, priority: 0.001)
            return
        }
        let holdsMin = alignment == .fill || alignment == .leading
        let holdsMax = alignment == .fill || alignment == .trailing
        if items.count == 1 {
            recipe.add("UISV-canvas-connection", canvas, crossMinAttribute, holdsMin ? .equal : .lessThanOrEqual, first)
            recipe.add("UISV-canvas-connection", canvas, crossMaxAttribute, holdsMax ? .equal : .greaterThanOrEqual,
                       first)
            if alignment == .center { recipe.add("UISV-canvas-connection", canvas, crossMidAttribute, .equal, first) }
            if !holdsMin || !holdsMax {
                recipe.add("UISV-canvas-fit", canvas, crossLengthAttribute, constant: 0, priority: 49)
            }
            return
        }
        guard alignment != .fill else {
            recipe.add("UISV-canvas-connection", canvas, crossMinAttribute, .equal, first)
            recipe.add("UISV-canvas-connection", canvas, crossMaxAttribute, .equal, first)
            return
        }
        let spanner = guide(&crossSpanner, name: "UISV-alignment-spanner")
        pinAlongAxis(spanner, to: canvas, in: &recipe)
        for item in visible {
            if holdsMin {
                recipe.add("UISV-spanning-boundary", spanner, crossMinAttribute, .equal, item, priority: 999.5)
            } else {
                recipe.add("UISV-spanning-boundary", spanner, crossMinAttribute, .lessThanOrEqual, item)
            }
            if holdsMax {
                recipe.add("UISV-spanning-boundary", spanner, crossMaxAttribute, .equal, item, priority: 999.5)
            } else {
                recipe.add("UISV-spanning-boundary", spanner, crossMaxAttribute, .greaterThanOrEqual, item)
            }
        }
        recipe.add("UISV-spanning-fit", spanner, crossLengthAttribute, constant: 0, priority: 51)
        switch alignment {
        case .leading:
            recipe.add("UISV-canvas-connection", canvas, crossMinAttribute, .equal, first)
            recipe.add("UISV-canvas-connection", canvas, crossMaxAttribute, .equal, spanner)
        case .trailing:
            recipe.add("UISV-canvas-connection", canvas, crossMinAttribute, .equal, spanner)
            recipe.add("UISV-canvas-connection", canvas, crossMaxAttribute, .equal, first)
        case .center:
            recipe.add("UISV-canvas-connection", canvas, crossMinAttribute, .equal, spanner)
            recipe.add("UISV-canvas-connection", canvas, crossMaxAttribute, .equal, spanner)
            recipe.add("UISV-canvas-connection", canvas, crossMidAttribute, .equal, first)
        case .firstBaseline:
            recipe.add("UISV-canvas-connection", canvas, crossMinAttribute, .lessThanOrEqual, first)
            recipe.add("UISV-canvas-connection", canvas, crossMaxAttribute, .equal, spanner)
            recipe.add("UISV-canvas-fit", canvas, crossLengthAttribute, constant: 0, priority: 49)
        case .lastBaseline:
            recipe.add("UISV-canvas-connection", canvas, crossMinAttribute, .equal, spanner)
            recipe.add("UISV-canvas-connection", canvas, crossMaxAttribute, .greaterThanOrEqual, first)
            recipe.add("UISV-canvas-fit", canvas, crossLengthAttribute, constant: 0, priority: 49)
        case .fill:
            break
        }
    }

    /// `UISV-alignment` between item 0 and `item` (hidden ones included).
    private func addAlignment(to recipe: inout ConstraintRecipe, _ first: View, _ item: View, _ alignment: Alignment) {
        switch alignment {
        case .fill:
            recipe.add("UISV-alignment", first, crossMinAttribute, .equal, item)
            recipe.add("UISV-alignment", first, crossMaxAttribute, .equal, item)
        case .leading:
            recipe.add("UISV-alignment", first, crossMinAttribute, .equal, item)
        case .trailing:
            recipe.add("UISV-alignment", first, crossMaxAttribute, .equal, item)
        case .center:
            recipe.add("UISV-alignment", first, crossMidAttribute, .equal, item)
        case .firstBaseline, .lastBaseline:
            let isFirst = alignment == .firstBaseline
            let target = StackView.baselineView(of: item, first: isFirst)
            if target == nil {
                let edge: LayoutConstraint.Attribute = isFirst ? .top : .bottom
                recipe.add("UISV-alignment", first, edge, .equal, item, edge)
            } else {
                let (firstItem, firstAttribute) = StackView.baselineTarget(of: first, first: isFirst)
                let (itemView, itemAttribute) = StackView.baselineTarget(of: item, first: isFirst)
                recipe.add("UISV-alignment", firstItem, firstAttribute, .equal, itemView, itemAttribute)
            }
        }
    }
}

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
    func addAlignment(to recipe: inout StackRecipe, canvas: LayoutItem) {
        let items = arrangedSubviews
        let alignment = effectiveAlignment
        var head = RecipePart<GeneratedSpec>()
        guard let first = items.first else {
            head.add(.fixForAppBugAmbiguity, self, .height, constant: 0, priority: 1)
            return recipe.set(.alignmentHead, head)
        }
        var aligned = RecipePart<GeneratedSpec>(stride: alignment == .fill ? 2 : 1, sparse: false, itemCount: items.count)
        var suppression = RecipePart<GeneratedSpec>(stride: 1, sparse: alignment == .fill, itemCount: items.count)
        let crossLength = crossLengthAttribute
        // Lent: a `for` loop retained and released each item.
        items.forEachUnretainedIndexed { index, item in
            aligned.group(item: index) { if index > 0 { addAlignment(to: &$0, first, item, alignment) } }
            guard alignment != .fill else { return }
            suppression.group(item: index) {
                $0.add(.ambiguitySuppression, item, crossLength, constant: 0, priority: 25)
            }
        }
        recipe.set(.alignment, aligned)
        recipe.set(.suppression, suppression)
        var tail = RecipePart<GeneratedSpec>()
        if let spanner = addAlignmentEnds(head: &head, tail: &tail, canvas: canvas, first: first) {
            var boundaries = RecipePart<GeneratedSpec>(stride: 2, sparse: false, itemCount: items.count)
            addBoundaryGroups(0...(items.count - 1), spanner: spanner, into: &boundaries)
            recipe.set(.boundaries, boundaries)
        }
        recipe.set(.alignmentHead, head)
        recipe.set(.alignmentTail, tail)
    }

    /// The canvas connections across the axis (`head`, before the boundaries, and `tail`, after
    /// them); returns the spanning guide when the visible items' boundaries go on one.
    private func addAlignmentEnds(
        head: inout RecipePart<GeneratedSpec>, tail: inout RecipePart<GeneratedSpec>, canvas: LayoutItem, first: View
    ) -> LayoutGuide? {
        let alignment = effectiveAlignment
        if !arrangedSubviews.contains(where: { !$0.isHidden }) {
            let guide = guide(&crossSpanner, name: "UISV-alignment-spanner")
            pinAlongAxis(guide, to: canvas, in: &head)
            head.add(.canvasConnection, canvas, crossMinAttribute, .equal, guide)
            head.add(.canvasConnection, canvas, crossMaxAttribute, .equal, guide)
            head.add(.spanningFit, guide, crossLengthAttribute, constant: 0, priority: 0.001)
            return nil
        }
        let holdsMin = alignment == .fill || alignment == .leading
        let holdsMax = alignment == .fill || alignment == .trailing
        if arrangedSubviews.count == 1 {
            head.add(.canvasConnection, canvas, crossMinAttribute, holdsMin ? .equal : .lessThanOrEqual, first)
            head.add(.canvasConnection, canvas, crossMaxAttribute, holdsMax ? .equal : .greaterThanOrEqual, first)
            if alignment == .center { head.add(.canvasConnection, canvas, crossMidAttribute, .equal, first) }
            if !holdsMin || !holdsMax {
                head.add(.canvasFit, canvas, crossLengthAttribute, constant: 0, priority: 49)
            }
            return nil
        }
        guard alignment != .fill else {
            head.add(.canvasConnection, canvas, crossMinAttribute, .equal, first)
            head.add(.canvasConnection, canvas, crossMaxAttribute, .equal, first)
            return nil
        }
        let spanner = guide(&crossSpanner, name: "UISV-alignment-spanner")
        pinAlongAxis(spanner, to: canvas, in: &head)
        tail.add(.spanningFit, spanner, crossLengthAttribute, constant: 0, priority: 51)
        switch alignment {
        case .leading:
            tail.add(.canvasConnection, canvas, crossMinAttribute, .equal, first)
            tail.add(.canvasConnection, canvas, crossMaxAttribute, .equal, spanner)
        case .trailing:
            tail.add(.canvasConnection, canvas, crossMinAttribute, .equal, spanner)
            tail.add(.canvasConnection, canvas, crossMaxAttribute, .equal, first)
        case .center:
            tail.add(.canvasConnection, canvas, crossMinAttribute, .equal, spanner)
            tail.add(.canvasConnection, canvas, crossMaxAttribute, .equal, spanner)
            tail.add(.canvasConnection, canvas, crossMidAttribute, .equal, first)
        case .firstBaseline:
            tail.add(.canvasConnection, canvas, crossMinAttribute, .lessThanOrEqual, first)
            tail.add(.canvasConnection, canvas, crossMaxAttribute, .equal, spanner)
            tail.add(.canvasFit, canvas, crossLengthAttribute, constant: 0, priority: 49)
        case .lastBaseline:
            tail.add(.canvasConnection, canvas, crossMinAttribute, .equal, spanner)
            tail.add(.canvasConnection, canvas, crossMaxAttribute, .greaterThanOrEqual, first)
            tail.add(.canvasFit, canvas, crossLengthAttribute, constant: 0, priority: 49)
        case .fill:
            break
        }
        return spanner
    }

    /// Appends the `UISV-spanning-boundary` groups of the items in `bounds` (two per visible
    /// item, on `spanner`): equal at 999.5 on the aligned edge, required inequalities otherwise.
    func addBoundaryGroups(_ bounds: ClosedRange<Int>, spanner: LayoutGuide, into part: inout RecipePart<GeneratedSpec>) {
        let alignment = effectiveAlignment
        let holdsMin = alignment == .leading, holdsMax = alignment == .trailing
        let (crossMin, crossMax) = (crossMinAttribute, crossMaxAttribute)
        let items = arrangedSubviews
        for index in bounds {
            // Lent (the array holds it): bound to a variable, each item was retained and released.
            Unmanaged.passUnretained(items[index])._withUnsafeGuaranteedRef { item in
                part.group(item: index) { part in
                    guard !item.isHidden else { return }
                    if holdsMin {
                        part.add(.spanningBoundary, spanner, crossMin, .equal, item, priority: 999.5)
                    } else {
                        part.add(.spanningBoundary, spanner, crossMin, .lessThanOrEqual, item)
                    }
                    if holdsMax {
                        part.add(.spanningBoundary, spanner, crossMax, .equal, item, priority: 999.5)
                    } else {
                        part.add(.spanningBoundary, spanner, crossMax, .greaterThanOrEqual, item)
                    }
                }
            }
        }
    }

    /// `UISV-alignment` between item 0 and `item` (hidden ones included).
    private func addAlignment(to recipe: inout some ConstraintSink, _ first: View, _ item: View, _ alignment: Alignment) {
        switch alignment {
        case .fill:
            recipe.add(.alignment, first, crossMinAttribute, .equal, item)
            recipe.add(.alignment, first, crossMaxAttribute, .equal, item)
        case .leading:
            recipe.add(.alignment, first, crossMinAttribute, .equal, item)
        case .trailing:
            recipe.add(.alignment, first, crossMaxAttribute, .equal, item)
        case .center:
            recipe.add(.alignment, first, crossMidAttribute, .equal, item)
        case .firstBaseline, .lastBaseline:
            let isFirst = alignment == .firstBaseline
            let target = StackView.baselineView(of: item, first: isFirst)
            if target == nil {
                let edge: LayoutConstraint.Attribute = isFirst ? .top : .bottom
                recipe.add(.alignment, first, edge, .equal, item, edge)
            } else {
                let (firstItem, firstAttribute) = StackView.baselineTarget(of: first, first: isFirst)
                let (itemView, itemAttribute) = StackView.baselineTarget(of: item, first: isFirst)
                recipe.add(.alignment, firstItem, firstAttribute, .equal, itemView, itemAttribute)
            }
        }
    }
}

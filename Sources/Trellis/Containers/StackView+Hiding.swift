// Hidden arranged subviews (spec §3): zero length along the axis at 999.999, out of the
// spacing chain, placed at priority 50 next to their visible neighbours.

extension StackView {
    /// The main-axis groups of a run of items (see ``addItemGroups(_:after:into:)``).
    struct MainAxisGroups {
        /// `UISV-hiding` and `UISV-spacing-hidden` per hidden item.
        var hiding = RecipePart<GeneratedSpec>(stride: 2, sparse: true)
        /// `UISV-spacing` per visible item after the first.
        var spacing: RecipePart<GeneratedSpec>
        /// `UISV-fill-equally` per visible item after the first, when filling equally.
        var equalLengths: RecipePart<GeneratedSpec>
        /// The relation of the spacing (`≥` for the equal* distributions).
        let relation: LayoutConstraint.Relation
        /// The first visible item (what `UISV-fill-equally` refers to).
        let firstVisible: View?
        /// The spanning guide hidden items are placed on when every item is hidden.
        let spanner: LayoutGuide?

        /// Groups for every item (`dense`), or only for the items that have constraints.
        init(of stack: StackView, dense: Bool, firstVisible: View?, spanner: LayoutGuide?) {
            let itemCount = dense ? stack.arrangedSubviews.count : 0
            spacing = RecipePart(stride: 1, sparse: !dense, itemCount: itemCount)
            equalLengths = RecipePart(
                stride: 1, sparse: !dense || stack.distribution != .fillEqually, itemCount: itemCount)
            relation = stack.mainAxisRelation
            self.firstVisible = firstVisible
            self.spanner = spanner
        }
    }

    /// The relation of the spacing between visible items: `≥` for the equal* distributions.
    var mainAxisRelation: LayoutConstraint.Relation {
        distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
    }

    /// Appends the main-axis groups of the items in `bounds`: for a hidden item `UISV-hiding`
    /// and `UISV-spacing-hidden`, for a visible one `UISV-spacing` after the visible item before
    /// it and, filling equally, `UISV-fill-equally`. `previous` is the last visible item before
    /// `bounds`; what follows `bounds` does not matter when it ends at a visible item or at the
    /// last item.
    ///
    /// - Complexity: O(`bounds.count`): a run of hidden items finds its next visible item once.
    func addItemGroups(_ bounds: ClosedRange<Int>, after previous: View?, into groups: inout MainAxisGroups) {
        let items = arrangedSubviews
        let (relation, first, spanner) = (groups.relation, groups.firstVisible, groups.spanner)
        let fillsEqually = distribution == .fillEqually
        // The items lent (the array holds them): bound to variables, each visible item was
        // retained and released twice, as the item and as the previous one.
        var previous = previous.map { Unmanaged.passUnretained($0) }
        var index = bounds.lowerBound
        while index <= bounds.upperBound {
            let lent = Unmanaged.passUnretained(items[index])
            guard lent._withUnsafeGuaranteedRef({ $0.isHidden }) else {
                lent._withUnsafeGuaranteedRef { item in
                    groups.spacing.group(item: index) { part in
                        previous?._withUnsafeGuaranteedRef { previous in
                            addSpacing(to: &part, .spacing, previous, item, relation, spacing(after: previous))
                        }
                    }
                    groups.equalLengths.group(item: index) { part in
                        if fillsEqually, let first, item !== first { addEqualLength(of: item, to: first, in: &part) }
                    }
                }
                previous = lent
                index += 1
                continue
            }
            var end = index
            while end <= bounds.upperBound, items[end].isHidden { end += 1 }
            let next = end <= bounds.upperBound ? items[end] : nil
            let before = previous?.takeUnretainedValue()
            for hidden in index..<end {
                groups.hiding.group(item: hidden) { part in
                    addHiding(of: items[hidden], previous: before, next: next, spanner: spanner, relation, to: &part)
                }
                groups.spacing.appendEmptyGroup(item: hidden)
                groups.equalLengths.appendEmptyGroup(item: hidden)
            }
            index = end
        }
    }

    /// `UISV-hiding` and `UISV-spacing-hidden` of the hidden `item` between the visible items
    /// `previous` and `next` (either may be missing); with every item hidden, on `spanner`.
    private func addHiding(
        of item: View, previous: View?, next: View?, spanner: LayoutGuide?, _ relation: LayoutConstraint.Relation,
        to recipe: inout some ConstraintSink
    ) {
        recipe.add(.hiding, item, lengthAttribute, constant: 0, priority: 999.999)
        if let spanner {
            recipe.add(.spacingHidden, item, leadAttribute, relation, spanner, priority: 50)
        } else if let previous {
            let constant = next == nil ? 0 : hiddenHalfSpacing(after: previous)
            recipe.add(.spacingHidden, item, leadAttribute, relation, previous, trailAttribute,
                       constant: constant, priority: 50)
        } else if let next {
            recipe.add(.spacingHidden, next, leadAttribute, relation, item, trailAttribute, priority: 50)
        }
    }

    /// With no visible item, the canvas connects to a spanning guide fitted to 0 at 0.001;
    /// returns the guide.
    func addAllHiddenSpanner(to recipe: inout some ConstraintSink, canvas: LayoutItem) -> LayoutGuide {
        let guide = guide(&mainSpanner, name: "UISV-spanning-guide")
        pinAcrossAxis(guide, to: canvas, in: &recipe)
        recipe.add(.canvasConnection, canvas, leadAttribute, .equal, guide)
        recipe.add(.canvasConnection, canvas, trailAttribute, .equal, guide)
        recipe.add(.spanningFit, guide, lengthAttribute, constant: 0, priority: 0.001)
        return guide
    }

    /// Half the gap after the visible item `previous` (the system spacing for ``spacingUseSystem``).
    private func hiddenHalfSpacing(after previous: View) -> Double {
        points(of: spacing(after: previous)) / 2
    }
}

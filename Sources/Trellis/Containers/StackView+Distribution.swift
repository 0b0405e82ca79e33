// The ordered arrangement (spec §1): canvas connections, the spacing chain over visible
// items, and what each distribution adds along the axis.

extension StackView {
    /// How a stack shares its length among its items, like `UIStackView.Distribution`.
    public enum Distribution: Hashable, Sendable, CaseIterable {
        /// Items keep their lengths; the lowest-hugging item stretches, the lowest-compression
        /// one shrinks (ties: lowest index first).
        case fill
        /// Every visible item has the first visible item's length.
        case fillEqually
        /// Items share the length in proportion to their intrinsic lengths, with UIKit's
        /// behaviour when there is spacing: the last visible item absorbs the error.
        case fillProportionally
        /// Items keep their lengths; the gaps between them are equal and at least ``spacing``.
        case equalSpacing
        /// The centres of the items are equally spaced; gaps are at least ``spacing``.
        case equalCentering
        /// Beyond UIKit: proportional lengths that hold exactly. The gaps (custom spacings
        /// included) are taken out of the length first and the rest is shared in proportion to
        /// the intrinsic lengths: `item.len == P / ΣP × (canvas.len − gaps)`.
        case fillProportionallyExact
    }

    /// The gap after visible item `view`: its custom spacing, or ``spacing``, rounded to the
    /// display scale.
    func spacing(after view: View) -> Double {
        roundedToScale(customSpacings[ObjectIdentifier(view)] ?? storedSpacing)
    }

    /// ``spacing`` in points: the system spacing for ``spacingUseSystem``, else rounded to the
    /// display scale. What the proportional denominator and the text-width shares subtract.
    var spacingInPoints: Double { points(of: roundedToScale(storedSpacing)) }

    /// A gap from ``spacing(after:)`` in points: the system spacing for ``spacingUseSystem``.
    func points(of gap: Double) -> Double {
        gap == StackView.spacingUseSystem ? systemSpacing : gap
    }

    /// `value` rounded to the window's display scale, `round(value × scale) / scale` (spec §0.3‑5);
    /// ``spacingUseSystem`` is kept as the marker it is.
    func roundedToScale(_ value: Double) -> Double {
        guard value != StackView.spacingUseSystem else { return value }
        let scale = window?.displayScale ?? Window.defaultDisplayScale
        return (value * scale).rounded() / scale
    }

    /// Adds the main-axis constraints of the current distribution: the hidden items, the
    /// canvas connections, the spacing and what the distribution adds.
    func addDistribution(to recipe: inout StackRecipe, canvas: LayoutItem) {
        let items = arrangedSubviews
        let first = items.first { !$0.isHidden }, last = items.last { !$0.isHidden }
        var allHidden = RecipePart<GeneratedSpec>()
        let spanner = first == nil && !items.isEmpty ? addAllHiddenSpanner(to: &allHidden, canvas: canvas) : nil
        var groups = MainAxisGroups(of: self, dense: true, firstVisible: first, spanner: spanner)
        if !items.isEmpty { addItemGroups(0...(items.count - 1), after: nil, into: &groups) }
        var ends = RecipePart<GeneratedSpec>()
        if let first, let last { addEnds(to: &ends, canvas: canvas, first: first, last: last) }
        var others = RecipePart<GeneratedSpec>()
        if first != nil {
            switch distribution {
            case .fill, .fillEqually:
                break
            case .fillProportionally:
                addFillProportionally(to: &others, canvas: canvas)
            case .fillProportionallyExact:
                addFillProportionallyExact(to: &others, canvas: canvas)
            case .equalSpacing, .equalCentering:
                addEqualGaps(to: &others, canvas: canvas)
            }
        }
        recipe.set(.allHidden, allHidden)
        recipe.set(.hiding, groups.hiding)
        recipe.set(.ends, ends)
        recipe.set(.spacing, groups.spacing)
        recipe.set(.equalLengths, groups.equalLengths)
        recipe.set(.distribution, others)
    }

    /// `UISV-canvas-connection` along the axis: the canvas's ends to the first and last visible items.
    func addEnds(to recipe: inout some ConstraintSink, canvas: LayoutItem, first: View, last: View) {
        recipe.add(.canvasConnection, canvas, leadAttribute, .equal, first)
        recipe.add(.canvasConnection, canvas, trailAttribute, .equal, last)
    }

    /// `next.lead relation previous.trail + s`, with baselines for a baseline-relative vertical
    /// stack and the system-spacing form for ``spacingUseSystem``.
    func addSpacing(
        to recipe: inout some ConstraintSink, _ identifier: GeneratedName, _ previous: View, _ next: View,
        _ relation: LayoutConstraint.Relation, _ value: Double
    ) {
        // The items passed on as they came: bound to variables that the baseline case
        // reassigns, both were retained and released for every spacing of every stack.
        if axis == .vertical, isBaselineRelativeArrangement {
            let (firstItem, firstAttribute) = StackView.baselineTarget(of: next, first: true)
            let (secondItem, secondAttribute) = StackView.baselineTarget(of: previous, first: false)
            addSpacing(to: &recipe, identifier, firstItem, firstAttribute, relation, secondItem, secondAttribute, value)
        } else {
            addSpacing(to: &recipe, identifier, next, leadAttribute, relation, previous, trailAttribute, value)
        }
    }

    /// ``addSpacing(to:_:_:_:_:_:)`` between the two edges the spacing runs between.
    private func addSpacing(
        to recipe: inout some ConstraintSink, _ identifier: GeneratedName,
        _ firstItem: View, _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
        _ secondItem: View, _ secondAttribute: LayoutConstraint.Attribute, _ value: Double
    ) {
        if value == StackView.spacingUseSystem {
            recipe.add(identifier, firstItem, firstAttribute, relation, secondItem, secondAttribute,
                       constant: systemSpacing, systemSpacing: 1)
        } else {
            recipe.add(identifier, firstItem, firstAttribute, relation, secondItem, secondAttribute, constant: value)
        }
    }

    /// `UISV-fill-equally`: every visible item as long as the first visible one.
    func addFillEqually(to recipe: inout some ConstraintSink, _ visible: [View]) {
        guard let first = visible.first else { return }
        for item in visible.dropFirst() { addEqualLength(of: item, to: first, in: &recipe) }
    }

    /// `UISV-fill-equally` of one item: as long as `first`.
    func addEqualLength(of item: View, to first: View, in recipe: inout some ConstraintSink) {
        recipe.add(.fillEqually, item, lengthAttribute, .equal, first)
    }

    /// `UISV-distributing` gap guides between visible neighbours (edges for equal spacing,
    /// centres for equal centering), their equal lengths, and `UISV-canvas-fit` at 49.
    func addEqualGaps(to recipe: inout some ConstraintSink, canvas: LayoutItem) {
        let centering = distribution == .equalCentering
        let edgeLead = centering ? midAttribute : trailAttribute
        let edgeTrail = centering ? midAttribute : leadAttribute
        var pairs: [(index: Int, previous: View, next: View)] = []
        var previous: (Int, View)?
        for (index, item) in arrangedSubviews.enumerated() where !item.isHidden {
            if let (previousIndex, previousItem) = previous { pairs.append((previousIndex, previousItem, item)) }
            previous = (index, item)
        }
        for (gap, pair) in pairs.enumerated() {
            let guide = gapGuide(gap)
            pinAcrossAxis(guide, to: canvas, in: &recipe)
            recipe.add(.distributingEdge, guide, leadAttribute, .equal, pair.previous, edgeLead)
            recipe.add(.distributingEdge, guide, trailAttribute, .equal, pair.next, edgeTrail)
            if gap > 0 {
                let priority: Float = centering ? Float(max(150 - pair.index, 50)) : 1000
                recipe.add(.fillEqually, guide, lengthAttribute, .equal, gapGuide(0), priority: priority)
            }
        }
        recipe.add(.canvasFit, canvas, lengthAttribute, constant: 0, priority: 49)
    }
}

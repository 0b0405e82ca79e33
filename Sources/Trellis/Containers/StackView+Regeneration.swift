// Bringing a stack's generated constraints up to date: a full regeneration after any change of
// the stack, or, when only items were hidden or shown, a regeneration of just the item groups
// those changes reach (`StackRecipe.swift` lays the recipe out in item groups).
//
// Hiding one row of a 1,000-row stack used to rebuild and compare the whole recipe, several
// thousand constraints, to change about six: 5.5 of the 13.5 million instructions of that hide.

extension StackView {
    /// The most item visibility changes one update handles by item groups; more regenerate fully.
    static let hiddenChangeLimit = 32

    /// Replaces the generated constraints by what the recipe wants now, touching only the
    /// difference: by item groups when only items' visibility changed since the last update
    /// (``updateHiddenItems(_:)``), else by a full regeneration.
    func updateGeneratedConstraints() {
        let changed = changedHiddenItems
        let full = needsFullArrangement
        changedHiddenItems = []
        needsFullArrangement = false
        if full || !updateHiddenItems(changed) { regenerateAllConstraints() }
        (superview as? StackView)?.arrangedContentDidChange(of: self)
    }

    /// Builds the whole recipe and makes the active constraints match it
    /// (``StackParts/replace(with:count:shift:work:)``).
    func regenerateAllConstraints() {
        updateTieBreaks()
        let hadGuides = hasGeneratedGuides
        let recipe = makeRecipe(canvas: canvas)
        // Counted once: a count walks every slot of every part.
        let count = recipe.count
        arrangementWork.generated += count
        let shift = generatedItems.map { ItemShift(old: $0, new: arrangedSubviews.map(ObjectIdentifier.init)) }
        generatedItems = nil
        // The window's set of seen keys, kept by its engine for every stack's regeneration.
        let added =
            cachedEngineReference?._withUnsafeGuaranteedRef { engine in
                generated.replace(with: recipe, count: count, shift: shift, keys: &engine.recipeKeys, work: &arrangementWork)
            } ?? generated.replace(with: recipe, count: count, shift: shift, work: &arrangementWork)
        installGenerated(added)
        // Guides the recipe just made are each used by a constraint it made with them: only
        // guides from before can be left unused (a stack's first generation, 200 of the 100-cell
        // feed's, skips the scan of its constraints).
        if hadGuides {
            releaseUnusedGuides()
        } else {
            #if TRELLIS_INVARIANTS
                let made = (gapGuides.count, crossSpanner != nil, mainSpanner != nil)
                releaseUnusedGuides()
                assert(made == (gapGuides.count, crossSpanner != nil, mainSpanner != nil), "\(name): a new guide is unused")
            #endif
        }
        generatedInputs = currentInputs
    }

    /// Whether the stack has gap guides or spanners (see ``releaseUnusedGuides()``).
    var hasGeneratedGuides: Bool { !gapGuides.isEmpty || crossSpanner != nil || mainSpanner != nil }

    /// Everything the stack wants now, part by part.
    func makeRecipe(canvas: LayoutItem) -> StackRecipe {
        var recipe = StackRecipe()
        addDistribution(to: &recipe, canvas: canvas)
        addAlignment(to: &recipe, canvas: canvas)
        var textWidths = RecipePart<GeneratedSpec>()
        addTextWidthDisambiguation(to: &textWidths, canvas: canvas)
        recipe.set(.textWidth, textWidths)
        return recipe
    }

    /// The item the arrangement lays out in: the stack or its margins guide.
    var canvas: LayoutItem { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    /// Keeps the items the constraints were generated for before the first change to them
    /// since (see ``generatedItems``).
    func noteItemsChanging() {
        guard generatedItems == nil, generatedInputs != nil else { return }
        generatedItems = arrangedSubviews.map(ObjectIdentifier.init)
    }

    /// What the active constraints were generated for, beyond the stack's own properties (whose
    /// changes regenerate fully): the number of items and the display scale spacings are rounded to.
    struct GenerationInputs: Equatable {
        let itemCount: Int
        let displayScale: Double
    }

    /// The inputs as they are now.
    var currentInputs: GenerationInputs {
        GenerationInputs(itemCount: arrangedSubviews.count, displayScale: window?.displayScale ?? Window.defaultDisplayScale)
    }
}

extension StackView {
    /// Updates the constraints after the items in `changed` were hidden or shown (and nothing
    /// else changed): regenerates and compares only the item groups those changes reach, the
    /// run from the nearest unchanged visible item before each changed item to the nearest one
    /// after it, and the canvas connections to the first and last visible items.
    ///
    /// Returns `false`, having changed nothing, where a change reaches every item or the recipe
    /// reads more than the items' visibility: distributions other than `fill` and `fillEqually`
    /// (proportional lengths and gap guides depend on every visible item), `fillEqually` when
    /// the first visible item changes (every item refers to it), every item hidden before or
    /// after, baseline alignment or baseline-relative spacing (a nested stack's baseline view
    /// depends on its frames), a multi-line label whose text width share changes, and inputs
    /// that changed without marking the stack (the display scale). A full regeneration follows.
    ///
    /// - Complexity: O(run) per changed item plus one scan of the items to find its index.
    func updateHiddenItems(_ changed: [View]) -> Bool {
        guard !changed.isEmpty else { return true }
        guard regeneratesHiddenItemsByGroup, generatedInputs == currentInputs,
            let indices = arrangedIndices(of: changed), !changesTextWidths(indices),
            let first = arrangedSubviews.first(where: { !$0.isHidden }),
            let last = arrangedSubviews.last(where: { !$0.isHidden }), keepsSharedReferences(first: first)
        else { return false }
        var removed: [LayoutConstraint] = [], added: [LayoutConstraint] = []
        spliceItemGroups(affectedSpans(of: indices), first: first, last: last, removed: &removed, added: &added)
        LayoutConstraint.deactivate(removed)
        installGenerated(added)
        #if TRELLIS_INVARIANTS
            assert(matchesFullRegeneration(), "\(name): updating hidden items differs from a full regeneration")
        #endif
        return true
    }

    /// Whether what many groups refer to is as it was: some item was visible (the canvas
    /// connections existed), the first visible item of a `fillEqually` stack is the same, and
    /// the cross-axis spanner exists where the alignment needs one.
    private func keepsSharedReferences(first: View) -> Bool {
        guard let oldLead = generated[.ends].slots.first ?? nil else { return false }
        if distribution == .fillEqually, oldLead.key.second != ObjectIdentifier(first) { return false }
        return !spansAcross || crossSpanner != nil
    }

    /// Whether the visible items' boundaries go on a cross-axis spanner (some item visible).
    private var spansAcross: Bool { arrangedSubviews.count > 1 && effectiveAlignment != .fill }

    /// Regenerates the groups of the items in `spans` and the canvas connections to `first` and
    /// `last`, and splices them into the active constraints part by part, so that `added`
    /// comes in recipe order and `removed` in the order the constraints were listed.
    private func spliceItemGroups(
        _ spans: [AffectedSpan], first: View, last: View,
        removed: inout [LayoutConstraint], added: inout [LayoutConstraint]
    ) {
        let groups = spans.map { span in
            var groups = MainAxisGroups(of: self, dense: false, firstVisible: first, spanner: nil)
            addItemGroups(span.bounds, after: span.previous, into: &groups)
            return groups
        }
        func splice(_ part: StackRecipePart, items: ClosedRange<Int>?, _ recipe: RecipePart<GeneratedSpec>) {
            arrangementWork.generated += recipe.slots.count { $0 != nil }
            generated.splice(part, items: items, with: recipe, removed: &removed, added: &added, work: &arrangementWork)
        }
        // By index: pairing spans with groups through `zip` copied each group (six arrays
        // retained and released) three times.
        for index in spans.indices { splice(.hiding, items: spans[index].bounds, groups[index].hiding) }
        var ends = RecipePart<GeneratedSpec>()
        addEnds(to: &ends, canvas: canvas, first: first, last: last)
        splice(.ends, items: nil, ends)
        for index in spans.indices { splice(.spacing, items: spans[index].bounds, groups[index].spacing) }
        for index in spans.indices { splice(.equalLengths, items: spans[index].bounds, groups[index].equalLengths) }
        guard spansAcross, let spanner = crossSpanner else { return }
        for span in spans {
            var boundaries = RecipePart<GeneratedSpec>(stride: 2, sparse: true)
            addBoundaryGroups(span.bounds, spanner: spanner, into: &boundaries)
            splice(.boundaries, items: span.bounds, boundaries)
        }
    }

    /// Whether hiding and showing items can update by item groups (see ``updateHiddenItems(_:)``).
    private var regeneratesHiddenItemsByGroup: Bool {
        guard distribution == .fill || distribution == .fillEqually else { return false }
        if axis == .vertical { return !isBaselineRelativeArrangement }
        return alignment != .firstBaseline && alignment != .lastBaseline
    }

    /// The indices of `views` among the arranged subviews, ascending and without repeats;
    /// `nil` if one is no longer arranged.
    private func arrangedIndices(of views: [View]) -> [Int]? {
        var indices: [Int] = []
        for view in views {
            guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return nil }
            indices.append(index)
        }
        // Sorted, then repeats dropped in place: a `Set` round trip allocated two tables.
        indices.sort()
        var kept = 0
        for index in indices.indices where kept == 0 || indices[index] != indices[kept - 1] {
            indices[kept] = indices[index]
            kept += 1
        }
        indices.removeLast(indices.count - kept)
        return indices
    }

    /// Whether showing or hiding the items at `indices` changes the text-width shares of a
    /// horizontal stack's multi-line labels (their number).
    private func changesTextWidths(_ indices: [Int]) -> Bool {
        guard axis == .horizontal, distribution == .fill else { return false }
        return indices.contains { (arrangedSubviews[$0] as? Label)?.isMultiline == true }
    }

    /// The runs of items whose groups the changes at `indices` (ascending) reach, in order and
    /// disjoint, each with the visible item before it: from after the nearest visible unchanged
    /// item before a changed item (or the first item) through the nearest visible unchanged item
    /// after it (or the last item). Items outside keep their visible neighbours, so their groups
    /// stay as they are.
    private func affectedSpans(of indices: [Int]) -> [AffectedSpan] {
        let items = arrangedSubviews
        func isSettled(_ index: Int) -> Bool {
            guard !items[index].isHidden else { return false }
            let position = indices.firstIndex(notBelow: index)
            return position == indices.count || indices[position] != index
        }
        var spans: [AffectedSpan] = []
        for changed in indices {
            if let last = spans.last, last.bounds.contains(changed) { continue }
            var low = changed - 1
            while low >= 0, !isSettled(low) { low -= 1 }
            var high = changed + 1
            while high < items.count, !isSettled(high) { high += 1 }
            spans.append(AffectedSpan(bounds: (low + 1)...min(high, items.count - 1), previous: low >= 0 ? items[low] : nil))
        }
        return spans
    }

    #if TRELLIS_INVARIANTS
        /// Whether the active constraints are, in order, those a full regeneration would make
        /// (debug builds check every update by item groups).
        private func matchesFullRegeneration() -> Bool {
            let wanted = makeRecipe(canvas: canvas).entries.map(\.key)
            // A recipe listing a key twice keeps one constraint where it was; nothing to compare.
            guard Set(wanted).count == wanted.count else { return true }
            return wanted == generated.entries.map(\.key)
        }
    #endif
}

/// A run of arranged items whose groups a change reaches, with the visible item before it.
///
/// A struct, not a tuple: an array of tuples is destroyed through the runtime's generic tuple
/// witness, element by element and field by field.
struct AffectedSpan {
    let bounds: ClosedRange<Int>
    let previous: View?
}

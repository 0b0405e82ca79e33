// The flow's generated constraints for its current lines, applied as a difference (the stack's
// `ConstraintRecipe.replace`): a re-wrap that moves one item to the next line touches the
// constraints around that item and the lines' guides, not the rest.

extension FlowView {
    /// The flow's generated constraints that are active, in recipe order.
    var generatedConstraints: [LayoutConstraint] { generatedList }

    /// Replaces the generated constraints by those of the current ``lines``; returns whether
    /// any changed.
    func updateGeneratedConstraints() -> Bool {
        var recipe = ConstraintRecipe()
        var previousGuide: LayoutGuide?
        for (index, line) in lines.enumerated() {
            let guide = lineGuide(index)
            addLine(line.map { items[$0] }, guide: guide, below: previousGuide, to: &recipe)
            previousGuide = guide
        }
        if let last = previousGuide {
            recipe.add(.flowCanvas, self, .bottom, .equal, last)
        } else {
            recipe.add(.flowFit, self, .height, constant: 0, priority: 49)
        }
        for item in items where item.isHidden { addHiding(of: item, to: &recipe) }
        let before = generatedList.count
        let added = recipe.replace(&generatedList, keys: &generatedKeys)
        installGenerated(added)
        releaseLineGuides(keeping: lines.count)
        // Nothing added and as many as before: nothing was removed either.
        return !added.isEmpty || generatedList.count != before
    }

    /// One line: its guide spans the line's items (leading of the first to trailing of the
    /// last, top to the bottom of the tallest), sits below the previous line and inside the
    /// flow, aligned as ``lineAlignment`` says; items follow each other at ``itemSpacing``.
    private func addLine(_ line: [View], guide: LayoutGuide, below previous: LayoutGuide?, to recipe: inout ConstraintRecipe) {
        guard let first = line.first, let last = line.last else { return }
        if let previous {
            recipe.add(.flowLineSpacing, guide, .top, .equal, previous, .bottom, constant: storedLineSpacing)
        } else {
            recipe.add(.flowCanvas, guide, .top, .equal, self)
        }
        recipe.add(.flowLine, guide, .leading, .equal, first)
        recipe.add(.flowLine, guide, .trailing, .equal, last)
        recipe.add(.flowLine, guide, .height, constant: 0, priority: 51)
        recipe.add(.flowContainment, guide, .leading, .greaterThanOrEqual, self)
        recipe.add(.flowContainment, guide, .trailing, .lessThanOrEqual, self)
        switch lineAlignment {
        case .leading: recipe.add(.flowAlignment, guide, .leading, .equal, self)
        case .center: recipe.add(.flowAlignment, guide, .centerX, .equal, self)
        case .trailing: recipe.add(.flowAlignment, guide, .trailing, .equal, self)
        }
        for (previousItem, item) in zip(line, line.dropFirst()) {
            recipe.add(.flowSpacing, item, .leading, .equal, previousItem, .trailing, constant: storedItemSpacing)
        }
        for item in line { addVerticalAlignment(of: item, in: guide, to: &recipe) }
    }

    /// The item inside its line's height, at the top, centre or bottom.
    private func addVerticalAlignment(of item: View, in guide: LayoutGuide, to recipe: inout ConstraintRecipe) {
        let top: LayoutConstraint.Relation = itemAlignment == .top ? .equal : .greaterThanOrEqual
        let bottom: LayoutConstraint.Relation = itemAlignment == .bottom ? .equal : .lessThanOrEqual
        recipe.add(top == .equal ? .flowAlignment : .flowContainment, item, .top, top, guide)
        recipe.add(bottom == .equal ? .flowAlignment : .flowContainment, item, .bottom, bottom, guide)
        if itemAlignment == .center { recipe.add(.flowAlignment, item, .centerY, .equal, guide) }
    }

    /// A hidden item: a zero-size point at the flow's top leading corner.
    private func addHiding(of item: View, to recipe: inout ConstraintRecipe) {
        recipe.collapse(item, x: (self, .leading), y: (self, .top), identifier: .flowHiding)
    }

    /// The guide of line `index`, created on first use.
    private func lineGuide(_ index: Int) -> LayoutGuide {
        while lineGuides.count <= index {
            let guide = LayoutGuide(name: "TRELLIS-flow-line")
            addLayoutGuide(guide)
            lineGuides.append(guide)
        }
        return lineGuides[index]
    }

    /// Removes the guides of lines that no longer exist (no generated constraint uses them now).
    private func releaseLineGuides(keeping count: Int) {
        while lineGuides.count > count { removeLayoutGuide(lineGuides.removeLast()) }
    }
}

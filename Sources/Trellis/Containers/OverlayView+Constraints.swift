// The overlay's generated constraints: a recipe per layer and axis, applied as a difference to
// the active ones (the stack's `ConstraintRecipe.replace`), so changing one layer touches only
// that layer's constraints.

extension OverlayView {
    /// The overlay's generated constraints that are active, in recipe order.
    var generatedConstraints: [LayoutConstraint] { generatedList }

    /// Replaces the generated constraints by what the recipe wants now, touching only the
    /// difference. Overlays hold a handful of layers, so they regenerate at once on a change
    /// rather than waiting for the next layout as stacks do.
    func updateGeneratedConstraints() {
        var recipe = ConstraintRecipe()
        for layer in layers {
            guard let placement = placements[ObjectIdentifier(layer)] else { continue }
            if layer.isHidden {
                addHiding(of: layer, to: &recipe)
            } else {
                add(layer, placement.horizontal, .horizontal, placement.margins.leading, placement.margins.trailing,
                    to: &recipe)
                add(layer, placement.vertical, .vertical, placement.margins.top, placement.margins.bottom,
                    to: &recipe)
                if let ratio = placement.aspectRatio { addAspectFit(of: layer, ratio, placement.margins, to: &recipe) }
            }
        }
        recipe.add(.overlayFit, self, .width, constant: 0, priority: 49)
        recipe.add(.overlayFit, self, .height, constant: 0, priority: 49)
        let added = recipe.replace(&generatedList, keys: &generatedKeys)
        installGenerated(added)
    }

    /// One axis of a visible layer: the aligned edge (or centre) exactly, the other edges at
    /// least `low` and `high` inside the overlay.
    private func add(
        _ layer: View, _ alignment: Alignment, _ axis: PlacementAxis, _ low: Double, _ high: Double,
        to recipe: inout ConstraintRecipe
    ) {
        recipe.place(
            layer, in: self, along: axis, lowIsExact: alignment == .fill || alignment == .leading,
            highIsExact: alignment == .fill || alignment == .trailing, centered: alignment == .center,
            low: low, high: high, names: .overlay)
    }

    /// The aspect ratio (required) and the pull towards the largest box inside the margins
    /// (750 on both axes: the one that cannot be met gives way, leaving the box that fits).
    private func addAspectFit(
        of layer: View, _ ratio: Double, _ margins: DirectionalEdgeInsets, to recipe: inout ConstraintRecipe
    ) {
        recipe.add(.overlayAspect, layer, .width, .equal, layer, .height, multiplier: ratio)
        recipe.add(.overlayAspectFit, layer, .width, .equal, self,
                   constant: -(margins.leading + margins.trailing), priority: 750)
        recipe.add(.overlayAspectFit, layer, .height, .equal, self,
                   constant: -(margins.top + margins.bottom), priority: 750)
    }

    /// A hidden layer: a zero-size point at the overlay's centre.
    private func addHiding(of layer: View, to recipe: inout ConstraintRecipe) {
        recipe.collapse(layer, x: (self, .centerX), y: (self, .centerY), identifier: .overlayHiding)
    }
}

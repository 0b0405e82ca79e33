// Per-view traits: a view's trait collection is its window's with the overrides of its
// ancestors and its own applied, nearest last (UIKit 17's `traitOverrides`). Changing a view's
// overrides tells only its subtree: labels that adjust take their new font, a new direction
// re-resolves leading and trailing, and each subclass view whose traits changed hears
// `traitCollectionDidChange(_:)`, superviews first.

extension View {
    /// The traits this view is laid out with: its window's, with the ``traitOverrides`` of its
    /// ancestors and its own applied (the nearest wins); the defaults (`TraitCollection()`)
    /// with the overrides outside every window.
    ///
    /// ```swift
    /// if view.traitCollection.verticalSizeClass == .compact { stack.axis = .horizontal }
    /// ```
    ///
    /// - Complexity: O(*d*) for a view at depth *d*.
    public var traitCollection: TraitCollection {
        storedTraitOverrides.applied(to: inheritedTraits)
    }

    /// The traits this view inherits: its superview's, the window's at the root. Walks up
    /// once and applies the ancestors' overrides from the root down (no recursion, so deep
    /// hierarchies cannot exhaust the stack).
    private var inheritedTraits: TraitCollection {
        var ancestors: [View] = []
        var root: View = self
        while let parent = root.superview {
            ancestors.append(parent)
            root = parent
        }
        var traits = (root as? Window)?.currentTraits ?? TraitCollection()
        for ancestor in ancestors.reversed() where !ancestor.storedTraitOverrides.isEmpty {
            traits = ancestor.storedTraitOverrides.applied(to: traits)
        }
        return traits
    }

    /// The traits this view and its subviews use instead of the ones they inherit, UIKit 17's
    /// `traitOverrides` (default none).
    ///
    /// Changing them lays the subtree out again at the next ``layoutIfNeeded()``: labels inside
    /// with ``Label/adjustsFontForContentSizeCategory`` take the font of the new content size
    /// category, leading and trailing follow a new layout direction, cell and header content
    /// views take the margins of a new horizontal size class, and every view of a subclass in
    /// the subtree whose ``traitCollection`` changed is told with
    /// ``traitCollectionDidChange(_:)``, superviews first. Views outside the subtree are not
    /// told. The display scale is the window's alone (``Window/displayScale``).
    ///
    /// ```swift
    /// let preview = View(name: "preview")
    /// preview.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
    /// preview.traitOverrides.layoutDirection = .rightToLeft
    /// window.layoutIfNeeded()   // body labels inside at 28 pt, laid out right to left
    /// ```
    public var traitOverrides: TraitOverrides {
        get { storedTraitOverrides }
        set {
            let old = storedTraitOverrides
            guard newValue != old else { return }
            let inherited = inheritedTraits
            storedTraitOverrides = newValue
            if newValue.layoutDirection != old.layoutDirection { layoutDirectionDidChangeInSubtree() }
            guard window != nil else { return }
            notifyTraitChanges(from: old.applied(to: inherited), to: newValue.applied(to: inherited))
        }
    }

    /// Tells this subtree its traits went from `previous` to `current` at this view: adjusting
    /// labels take the new content size category, subclass views whose traits changed hear
    /// ``traitCollectionDidChange(_:)``. Each subview's traits are its parent's with its own
    /// overrides, carried down, so the walk is O(n) for n views.
    func notifyTraitChanges(from previous: TraitCollection, to current: TraitCollection) {
        var pending: [(view: View, previous: TraitCollection, current: TraitCollection)] = [(self, previous, current)]
        while let (view, previous, current) = pending.popLast() {
            guard previous != current else { continue }
            if previous.preferredContentSizeCategory != current.preferredContentSizeCategory, let label = view as? Label {
                label.adjustFontToContentSizeCategory(current.preferredContentSizeCategory)
            }
            if view.observesLayoutCycle { view.traitCollectionDidChange(previous) }
            for subview in view.subviews.reversed() {
                let overrides = subview.storedTraitOverrides
                pending.append((subview, overrides.applied(to: previous), overrides.applied(to: current)))
            }
        }
    }

    /// The content size category this view's ancestors (and it) override, the nearest's;
    /// `nil` when none does.
    var overriddenContentSizeCategory: ContentSizeCategory? {
        var view: View? = self
        while let current = view {
            if let category = current.storedTraitOverrides.preferredContentSizeCategory { return category }
            view = current.superview
        }
        return nil
    }
}

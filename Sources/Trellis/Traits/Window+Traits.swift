// The window's traits as one value, and what a change of them does: labels that follow the
// content size category take their new font, then every subclass's view whose traits changed
// hears about it (views whose overrides hide the change do not: `View+TraitOverrides.swift`).

extension Window {
    /// The window's traits as one value: its size classes, content size category, layout
    /// direction and display scale.
    var currentTraits: TraitCollection {
        TraitCollection(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            preferredContentSizeCategory: preferredContentSizeCategory, layoutDirection: layoutDirection,
            displayScale: displayScale)
    }

    /// Sets every trait at once (``horizontalSizeClass``, ``verticalSizeClass``,
    /// ``preferredContentSizeCategory``, ``layoutDirection`` and ``displayScale``) and reports
    /// the change once; the layout follows at the next ``View/layoutIfNeeded()``.
    ///
    /// ```swift
    /// window.size = Size(width: 852, height: 393)   // rotate an iPhone
    /// window.setTraitCollection(TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
    /// window.layoutIfNeeded()
    /// ```
    public func setTraitCollection(_ traits: TraitCollection) {
        isApplyingTraits = true
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection
        displayScale = traits.displayScale
        isApplyingTraits = false
        traitsDidChange()
    }

    /// Tells the hierarchy about changed traits, once per change (setting
    /// ``setTraitCollection(_:)`` changes several traits and reports them together).
    func traitsDidChange() {
        guard !isApplyingTraits else { return }
        let current = currentTraits
        let previous = reportedTraits
        guard current != previous else { return }
        reportedTraits = current
        notifyTraitChanges(from: storedTraitOverrides.applied(to: previous), to: storedTraitOverrides.applied(to: current))
    }

    /// Re-resolves every direction-dependent constraint after the layout direction changed.
    func layoutDirectionDidChange() {
        for view in subtree {
            view.updateCachedDirection()
            for constraint in view.constraints { engine.constraintDidChange(constraint) }
        }
        traitsDidChange()
    }
}

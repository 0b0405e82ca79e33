// Per-view layout direction: the window gives the default; a trait override of the layout
// direction or `semanticContentAttribute` overrides it for a subtree.

extension View {
    /// How this view's content relates to the layout direction (default ``SemanticContentAttribute/unspecified``).
    ///
    /// Changing it re-lowers, at the next layout, every constraint installed in this subtree:
    /// their leading and trailing may now mean the other edge.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { storedSemanticContentAttribute }
        set {
            guard newValue != storedSemanticContentAttribute else { return }
            storedSemanticContentAttribute = newValue
            layoutDirectionDidChangeInSubtree()
        }
    }

    /// Re-caches the direction of every view in this subtree and re-lowers their constraints at
    /// the next layout: their leading and trailing may now mean the other edge.
    func layoutDirectionDidChangeInSubtree() {
        guard let engine = window?.engine else { return }
        for view in subtree {
            view.updateCachedDirection()
            for constraint in view.constraints { engine.constraintDidChange(constraint) }
        }
    }

    /// The direction this view lays out leading to trailing, like UIKit's
    /// `effectiveUserInterfaceLayoutDirection`.
    ///
    /// ``SemanticContentAttribute/unspecified`` inherits the superview's direction (the window's
    /// ``Window/layoutDirection`` at the root), unless the view's ``traitOverrides`` set a
    /// layout direction; playback and spatial content and
    /// ``SemanticContentAttribute/forceLeftToRight`` are left to right;
    /// ``SemanticContentAttribute/forceRightToLeft`` is right to left. A constraint resolves its
    /// leading and trailing with the direction of the view it is installed on.
    ///
    /// - Complexity: O(1) in a window; O(*d*) for a view at depth *d* of a hierarchy outside one.
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        if let cachedDirection { return cachedDirection }
        var view: View? = self
        while let current = view {
            if let direction = View.userInterfaceLayoutDirection(for: current.storedSemanticContentAttribute) {
                return direction
            }
            if let direction = current.storedTraitOverrides.layoutDirection { return direction }
            if let window = current as? Window { return window.layoutDirection }
            view = current.superview
        }
        return .leftToRight
    }

    /// The direction `attribute` fixes, or `nil` for ``SemanticContentAttribute/unspecified``,
    /// which inherits.
    static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> LayoutDirection? {
        switch attribute {
        case .unspecified: nil
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}

extension View {
    /// Caches the effective direction of a view in a window from its own attribute and its
    /// superview's cached direction; the engine calls it top-down (superviews first).
    func updateCachedDirection() {
        guard let window = cachedWindow else {
            cachedDirection = nil
            return
        }
        cachedDirection = View.userInterfaceLayoutDirection(for: storedSemanticContentAttribute)
            ?? storedTraitOverrides.layoutDirection
            ?? (self === window ? window.layoutDirection : superview?.cachedDirection)
            ?? window.layoutDirection
    }
}

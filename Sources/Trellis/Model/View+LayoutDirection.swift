// Per-view layout direction: the window gives the default, `semanticContentAttribute` overrides it
// for a subtree.

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
            guard let engine = window?.engine else { return }
            for view in subtree {
                for constraint in view.constraints { engine.constraintDidChange(constraint) }
            }
        }
    }

    /// The direction this view lays out leading to trailing, like UIKit's
    /// `effectiveUserInterfaceLayoutDirection`.
    ///
    /// ``SemanticContentAttribute/unspecified`` inherits the superview's direction (the window's
    /// ``Window/layoutDirection`` at the root); playback and spatial content and
    /// ``SemanticContentAttribute/forceLeftToRight`` are left to right;
    /// ``SemanticContentAttribute/forceRightToLeft`` is right to left. A constraint resolves its
    /// leading and trailing with the direction of the view it is installed on.
    ///
    /// - Complexity: O(*d*) for a view at depth *d*.
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        var view: View? = self
        while let current = view {
            if let direction = View.userInterfaceLayoutDirection(for: current.storedSemanticContentAttribute) {
                return direction
            }
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

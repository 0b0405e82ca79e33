/// The traits a view sets for itself and its subviews, over those it inherits: UIKit 17's
/// `traitOverrides` (``View/traitOverrides``).
///
/// Each trait left `nil` is inherited from the superview (the window at the root); a trait set
/// here replaces it for the view and every subview that does not override it again.
///
/// ```swift
/// sidebar.traitOverrides.horizontalSizeClass = .compact
/// preview.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
/// preview.traitOverrides.preferredContentSizeCategory = nil   // inherit again
/// ```
public struct TraitOverrides: Hashable, Sendable {
    /// The horizontal size class, or `nil` to inherit it. It sets the side margins of
    /// ``TableViewCell`` and ``TableViewHeaderFooterView`` content views inside.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The vertical size class, or `nil` to inherit it.
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// The content size category, or `nil` to inherit it: labels inside that adjust their
    /// font (``Label/adjustsFontForContentSizeCategory``) follow it.
    public var preferredContentSizeCategory: ContentSizeCategory?
    /// The layout direction, or `nil` to inherit it: leading and trailing inside follow it
    /// (a view's own ``View/semanticContentAttribute`` still wins for that view).
    public var layoutDirection: LayoutDirection?

    /// No overrides: every trait inherited.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
        preferredContentSizeCategory: ContentSizeCategory? = nil, layoutDirection: LayoutDirection? = nil
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// Whether no trait is overridden.
    public var isEmpty: Bool { self == TraitOverrides() }

    /// `traits` with the overridden traits replaced.
    func applied(to traits: TraitCollection) -> TraitCollection {
        var result = traits
        if let horizontalSizeClass { result.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { result.verticalSizeClass = verticalSizeClass }
        if let preferredContentSizeCategory { result.preferredContentSizeCategory = preferredContentSizeCategory }
        if let layoutDirection { result.layoutDirection = layoutDirection }
        return result
    }
}

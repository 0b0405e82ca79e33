/// The environment a window's views are laid out in: UIKit's `UITraitCollection`.
///
/// A ``Window`` owns its traits (``Window/horizontalSizeClass``, …, or all at once with
/// ``Window/setTraitCollection(_:)``); every view in it reports them as ``View/traitCollection``. Changing a trait re-lays out at the next ``View/layoutIfNeeded()``
/// and calls ``View/traitCollectionDidChange(_:)`` on every view in the window, superviews
/// first. A view outside every window reports `TraitCollection()`, the defaults below.
///
/// ```swift
/// let window = Window(size: Size(width: 852, height: 393))
/// window.setTraitCollection(TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact))
/// ```
public struct TraitCollection: Hashable, Sendable {
    /// The horizontal size class (default `.compact`, an iPhone in portrait); it sets the
    /// window's ``Window/systemMinimumLayoutMargins``.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class (default `.regular`; an iPhone in landscape is `.compact`).
    /// Trellis's own views do not read it; your ``View/traitCollectionDidChange(_:)`` may.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The user's text size (default ``ContentSizeCategory/large``): labels with
    /// ``Label/adjustsFontForContentSizeCategory`` and a text-style font follow it.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// Whether leading means left or right throughout the window (default left to right).
    public var layoutDirection: LayoutDirection
    /// Pixels per point (default 3, an iPhone's); stack views round their spacing to it.
    public var displayScale: Double

    /// Creates a trait collection; every trait you leave out has its default.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .compact, verticalSizeClass: UserInterfaceSizeClass = .regular,
        preferredContentSizeCategory: ContentSizeCategory = .large, layoutDirection: LayoutDirection = .leftToRight,
        displayScale: Double = Window.defaultDisplayScale
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }
}

/// The user's preferred text size: UIKit's `UIContentSizeCategory`, from extra small to the
/// largest accessibility size. ``Font/preferredFont(forTextStyle:compatibleWith:)`` turns it
/// and a ``Font/TextStyle`` into a point size.
public enum ContentSizeCategory: Int, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium
    /// The default.
    case large
    case extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes (AX1–AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Orders categories from smallest to largest text.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}

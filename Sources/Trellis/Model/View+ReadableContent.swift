// The readable content guide (spec §4.3, UIKit's `_UIViewHorizontalLayoutMarginsAdjustedForReadableWidth`).

extension View {
    /// The readable width at the default text size: UIKit's body-font measure rounded up to a
    /// multiple of 8.
    static let readableContentWidth: Double = 672

    /// How much wider than ``readableContentWidth`` the safe width must be before the band is
    /// centred (UIKit's `ReadableWidthMinimumInsetThreshold`).
    static let readableWidthMinimumInsetThreshold: Double = 88

    /// A guide for text that should stay a comfortable line length: a band at most 672 pt wide.
    ///
    /// Vertically it follows the layout margins. Horizontally, when the safe width (the width
    /// minus the left and right safe-area insets) exceeds 672 by more than 88 pt, each side is
    /// inset by the largest of the safe-area inset, `floor((width − 672) / 2)` and the layout
    /// margin, which centres a 672-wide band; otherwise the guide is the margins guide.
    ///
    /// ```swift
    /// // iPad landscape, 1024 wide, regular: insets max(0, floor(352 / 2), 20) = 176 → 672 wide
    /// // iPhone, 393 wide: 393 − 672 < 88 → the margins, 16 each side
    /// label.leadingAnchor.constraint(equalTo: window.readableContentGuide.leadingAnchor)
    /// ```
    public var readableContentGuide: LayoutGuide { systemGuide(.readableContent) }

    /// The readable guide's insets, from the frames of the last layout.
    var readableContentInsets: EdgeInsets {
        let margins = resolvedLayoutMargins
        let safe = safeAreaInsets
        let width = bounds.size.width
        let safeWidth = max(width - (safe.left + safe.right), 0)
        guard safeWidth - View.readableContentWidth > View.readableWidthMinimumInsetThreshold else { return margins }
        let centred = ((width - View.readableContentWidth) / 2).rounded(.down)
        return EdgeInsets(
            top: margins.top, left: max(safe.left, centred, margins.left),
            bottom: margins.bottom, right: max(safe.right, centred, margins.right))
    }
}

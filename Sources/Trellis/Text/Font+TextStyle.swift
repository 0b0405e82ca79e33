// Weights and Dynamic Type text styles. The point sizes are Apple's, from the "Dynamic Type
// sizes" table of the Human Interface Guidelines (Typography → Specifications, iOS/iPadOS):
// one row per text style, one column per content size category. A measurement of UIKit in the
// iOS 13.3 simulator (github.com/temoki/UIKit_DynamicType) agrees in every cell but caption 2
// at AX5 (41 there); the HIG's 40 is kept (PortingFromUIKit.md, "Fonts and Dynamic Type").

extension Font {
    /// A font weight: UIKit's `UIFont.Weight`, with its raw values (−0.8 … 0.62).
    public struct Weight: Hashable, Sendable, Comparable {
        /// UIKit's raw value: 0 is regular, negative is lighter, positive is heavier.
        public var rawValue: Double

        /// Creates a weight from UIKit's raw value.
        public init(rawValue: Double) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// Orders weights from lightest to heaviest.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A Dynamic Type text style: UIKit's `UIFont.TextStyle`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// The point sizes from ``ContentSizeCategory/extraSmall`` to
        /// ``ContentSizeCategory/accessibilityExtraExtraExtraLarge`` (Apple's HIG table).
        var pointSizes: [Double] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        }

        /// The weight of the style: semibold for ``headline``, regular for the others.
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// The font of a text style at a content size category: UIKit's
    /// `preferredFont(forTextStyle:compatibleWith:)`, with Apple's point sizes.
    ///
    /// Without a trait collection the size is the default category's
    /// (``ContentSizeCategory/large``): Trellis has no process-wide setting. A label whose
    /// ``Label/adjustsFontForContentSizeCategory`` is `true` takes its window's category instead.
    ///
    /// | style | xS | S | M | **L** | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
    /// | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
    /// | largeTitle | 31 | 32 | 33 | 34 | 36 | 38 | 40 | 44 | 48 | 52 | 56 | 60 |
    /// | title1 | 25 | 26 | 27 | 28 | 30 | 32 | 34 | 38 | 43 | 48 | 53 | 58 |
    /// | title2 | 19 | 20 | 21 | 22 | 24 | 26 | 28 | 34 | 39 | 44 | 50 | 56 |
    /// | title3 | 17 | 18 | 19 | 20 | 22 | 24 | 26 | 31 | 37 | 43 | 49 | 55 |
    /// | headline (semibold), body | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
    /// | callout | 13 | 14 | 15 | 16 | 18 | 20 | 22 | 26 | 32 | 38 | 44 | 51 |
    /// | subheadline | 12 | 13 | 14 | 15 | 17 | 19 | 21 | 25 | 30 | 36 | 42 | 49 |
    /// | footnote | 12 | 12 | 12 | 13 | 15 | 17 | 19 | 23 | 27 | 33 | 38 | 44 |
    /// | caption1 | 11 | 11 | 11 | 12 | 14 | 16 | 18 | 22 | 26 | 32 | 37 | 43 |
    /// | caption2 | 11 | 11 | 11 | 11 | 13 | 15 | 17 | 20 | 24 | 29 | 34 | 40 |
    ///
    /// ```swift
    /// Font.preferredFont(forTextStyle: .body).size   // 17
    /// Font.preferredFont(forTextStyle: .body,
    ///                    compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityMedium)).size  // 28
    /// ```
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection? = nil) -> Font {
        let category = traits?.preferredContentSizeCategory ?? .large
        var font = systemFont(ofSize: style.pointSizes[category.rawValue], weight: style.weight)
        font.textStyle = style
        return font
    }
}

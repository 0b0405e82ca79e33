/// A font: a name, a point size and vertical metrics.
///
/// Trellis does not read font files. A font is a description that a ``TextMeasurer`` turns into
/// advances; its metrics are stored with it so that heights and baselines are known without a
/// text engine. The default model, ``systemFont(ofSize:)``, is fixed and documented so that
/// layouts print the same numbers on every platform:
///
/// | metric | value |
/// | --- | --- |
/// | advance of an East-Asian Wide or Fullwidth character | `s` |
/// | advance of any other character | `0.5 × s` |
/// | advance of combining marks and zero-width characters | `0` |
/// | ascender | `0.8 × s` |
/// | descender | `0.2 × s` |
/// | cap height | `0.7 × s` |
/// | line height | `1.2 × s` (the extra `0.2 × s` split evenly above and below) |
///
/// So a label of `n` lines is `n × 1.2 × s` tall, its first baseline is `0.9 × s` below its top
/// and its last baseline `0.3 × s` above its bottom. Advances are computed by
/// ``DefaultTextMeasurer``; see there for the exact character rules.
///
/// ```swift
/// let font = Font.systemFont(ofSize: 17)
/// font.lineHeight   // 20.4
/// ```
public struct Font: Sendable, Hashable {
    /// The name of the face; ``systemFont(ofSize:)`` uses `"system"`. A custom
    /// ``TextMeasurer`` may use it to pick its advance table.
    public var name: String
    /// The point size.
    public var size: Double
    /// The vertical metrics.
    public var metrics: FontMetrics
    /// The weight (default ``Weight/regular``). The model font's advances and metrics do not
    /// depend on it; a custom ``TextMeasurer`` may read it.
    public var weight: Weight = .regular
    /// The text style the font was made for by ``preferredFont(forTextStyle:compatibleWith:)``,
    /// else `nil`; a label that adjusts to the content size category re-resolves it.
    public var textStyle: TextStyle?

    /// Creates a font with explicit metrics, for use with a custom ``TextMeasurer``.
    public init(name: String, size: Double, metrics: FontMetrics) {
        self.name = name
        self.size = size
        self.metrics = metrics
    }

    /// The model system font of size `size`: ascender `0.8 × size`, descender `0.2 × size`,
    /// cap height `0.7 × size`, line height `1.2 × size`.
    public static func systemFont(ofSize size: Double) -> Font {
        systemFont(ofSize: size, weight: .regular)
    }

    /// The model system font of size `size` at `weight`: the metrics of
    /// ``systemFont(ofSize:)``, with the weight recorded.
    ///
    /// ```swift
    /// let title = Font.systemFont(ofSize: 22, weight: .semibold)
    /// ```
    public static func systemFont(ofSize size: Double, weight: Weight) -> Font {
        var font = modelFont(ofSize: size)
        font.weight = weight
        return font
    }

    /// The bold model system font of size `size`: UIKit's `boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    private static func modelFont(ofSize size: Double) -> Font {
        // Integer numerators over 5 or 10 give the double nearest to the exact value
        // (17 → ascender 13.6, not 0.8 × 17 = 13.600000000000001).
        Font(
            name: "system",
            size: size,
            metrics: FontMetrics(
                ascender: size * 4 / 5,
                descender: size / 5,
                capHeight: size * 7 / 10,
                lineHeight: size * 6 / 5
            )
        )
    }

    /// The font a label uses unless told otherwise: `systemFont(ofSize: 17)`.
    public static let defaultLabelFont = Font.systemFont(ofSize: 17)

    /// The distance from the baseline up to the top of the tallest glyphs.
    public var ascender: Double { metrics.ascender }
    /// The distance from the baseline down to the bottom of the deepest glyphs (non-negative).
    public var descender: Double { metrics.descender }
    /// The height of a capital letter above the baseline.
    public var capHeight: Double { metrics.capHeight }
    /// The height of one line box.
    public var lineHeight: Double { metrics.lineHeight }
}

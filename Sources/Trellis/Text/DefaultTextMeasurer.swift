/// The measurer that implements Trellis's fixed, documented text model.
///
/// For a font of size `s`, a grapheme cluster advances:
/// - `0` if every scalar in it is *zero-width*: a combining mark (General_Category Mn, Mc,
///   Me), a format character (Cf, e.g. U+200B ZERO WIDTH SPACE, U+200D ZERO WIDTH JOINER,
///   U+2060 WORD JOINER, U+FEFF, U+00AD SOFT HYPHEN), a control character (Cc, including tab),
///   or a line or paragraph separator (Zl, Zp);
/// - otherwise like its first scalar that is not zero-width: `s` if that scalar is East-Asian
///   Wide or Fullwidth (``EastAsianWidth/isWide``), `0.5 × s` for everything else (narrow,
///   halfwidth, ambiguous and neutral characters alike).
///
/// So `"e\u{301}"` (e + COMBINING ACUTE ACCENT) advances like `"e"`, `"👨‍👩‍👧"` like `"👨"` (Wide:
/// `s`), `"🇯🇵"` like its first regional indicator (Neutral: `0.5 × s`), and `"…"` (Ambiguous)
/// `0.5 × s`. The font's metrics are the ones stored with it (see ``Font/systemFont(ofSize:)``).
///
/// Nothing is rounded.
///
/// - Complexity: O(k log t) per cluster of k scalars, where t is the size of the East-Asian width
///   table; O(1) for ASCII.
public struct DefaultTextMeasurer: TextMeasurer {
    /// Creates the default measurer. It has no state.
    public init() {}

    /// The advance of `cluster` under the default model: `font.size`, `0.5 × font.size` or `0`.
    public func advance(of cluster: Character, in font: Font) -> Double {
        // Fast path: a one-byte cluster is ASCII, never wide, never a mark.
        if let ascii = cluster.asciiValue {
            return (0x20...0x7E).contains(ascii) ? 0.5 * font.size : 0
        }
        let scalars = cluster.unicodeScalars
        if let first = scalars.first, CommonWideScalars.contains(first.value) { return font.size }
        for scalar in scalars where !DefaultTextMeasurer.isZeroWidth(scalar) {
            return EastAsianWidth.of(scalar).isWide ? font.size : 0.5 * font.size
        }
        return 0
    }

    /// Whether the model gives `scalar` no advance of its own: combining marks, format and
    /// control characters, line and paragraph separators.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x7F { return scalar.value < 0x20 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark,
             .format, .control, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }
}

/// The vertical metrics of a font, in points.
///
/// All four values are distances, so all are non-negative. Unlike `UIFont.descender`, which is
/// negative, ``descender`` here is the distance from the baseline *down* to the bottom of the
/// glyphs.
///
/// A line box is ``lineHeight`` tall. The space it has beyond `ascender + descender` (the
/// *leading*) is split evenly above and below the glyphs, so the baseline of a line sits
/// ``baselineOffsetFromLineTop`` below the top of its line box.
public struct FontMetrics: Sendable, Hashable {
    /// The distance from the baseline up to the top of the tallest glyphs.
    public var ascender: Double
    /// The distance from the baseline down to the bottom of the deepest glyphs (non-negative).
    public var descender: Double
    /// The height of a capital letter above the baseline.
    public var capHeight: Double
    /// The height of one line box; consecutive lines' baselines are this far apart.
    public var lineHeight: Double

    /// Creates metrics from their four values, in points.
    public init(ascender: Double, descender: Double, capHeight: Double, lineHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
        self.lineHeight = lineHeight
    }

    /// The extra space of a line box beyond its glyphs: `lineHeight − ascender − descender`.
    public var leading: Double { lineHeight - ascender - descender }

    /// The distance from the top of a line box down to its baseline:
    /// half the ``leading`` plus the ``ascender``.
    ///
    /// For ``Font/systemFont(ofSize:)`` this is `0.1 × s + 0.8 × s = 0.9 × s`.
    public var baselineOffsetFromLineTop: Double { (lineHeight + ascender - descender) / 2 }

    /// The distance from the baseline of a line down to the bottom of its line box:
    /// the ``descender`` plus half the ``leading``.
    ///
    /// For ``Font/systemFont(ofSize:)`` this is `0.2 × s + 0.1 × s = 0.3 × s`.
    public var baselineOffsetFromLineBottom: Double { (lineHeight - ascender + descender) / 2 }
}

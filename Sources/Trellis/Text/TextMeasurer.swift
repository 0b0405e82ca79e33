/// Supplies the advances and metrics that line breaking and text sizing need.
///
/// A measurer answers two questions: how far one grapheme cluster advances the pen in a font,
/// and what the font's vertical metrics are. Everything else (line breaking, kinsoku,
/// truncation, sizes and baselines) is shared code in ``TextLayout``, so a plugged-in measurer —
/// a table of advances, or a platform text engine on Apple platforms — gets the same line
/// breaking rules without touching layout code.
///
/// ```swift
/// struct Monospaced: TextMeasurer {
///     func advance(of cluster: Character, in font: Font) -> Double { 0.6 * font.size }
/// }
/// let layout = TextLayout("Hello", font: .systemFont(ofSize: 10), measurer: Monospaced())
/// layout.width  // 30
/// ```
///
/// Implementations must be deterministic (the same cluster and font always give the same
/// advance) and return finite, non-negative advances; ``TextLayout`` treats anything else as 0.
public protocol TextMeasurer: Sendable {
    /// The horizontal advance of one grapheme cluster set in `font`, in points.
    ///
    /// Called once per cluster of the text being laid out (and once for the truncation
    /// ellipsis "…"), never for a line-breaking newline.
    func advance(of cluster: Character, in font: Font) -> Double

    /// The vertical metrics of `font`.
    ///
    /// The default implementation returns `font.metrics`.
    func metrics(of font: Font) -> FontMetrics
}

extension TextMeasurer {
    /// Returns `font.metrics`, the metrics stored with the font.
    public func metrics(of font: Font) -> FontMetrics { font.metrics }
}

extension TextMeasurer where Self == DefaultTextMeasurer {
    /// The measurer implementing the documented default model (see ``DefaultTextMeasurer``).
    public static var `default`: DefaultTextMeasurer { DefaultTextMeasurer() }
}

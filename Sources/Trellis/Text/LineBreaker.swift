/// Greedy line breaking shared by every ``TextMeasurer``.
///
/// The text is measured once, into one ``Cluster`` per grapheme cluster (advance and break
/// properties), then cut into lines left to right: each line takes clusters until the next one
/// would overflow, then ends at the last break opportunity seen on it (``BreakProperties``),
/// or — if it has none — just before the overflowing cluster. Advances are cached, so clusters
/// carried over to the next line are re-added, never re-measured.
///
/// Only the initializer is generic over the measurer: the breaking itself is concrete code that
/// every measurer shares.
///
/// - Complexity: O(n) measurer calls for n clusters, and O(n + w) additions, where w counts the
///   clusters carried over from one line to the next (at most one word per line).
struct LineBreaker {
    /// One grapheme cluster of the text: where it starts, how far it advances, how it breaks.
    struct Cluster {
        var utf8Offset: Int
        var advance: Double
        var properties: BreakProperties
    }

    /// A line as a range of clusters: `start..<inkEnd` are drawn and counted (trailing spaces
    /// excluded), `width` is their advance, and `next` is where the following line starts
    /// (after the trailing spaces, and past the newline when the line ended at one).
    struct Span {
        var start: Int
        var inkEnd: Int
        var width: Double
        var next: Int
    }

    /// Widths up to this much over the limit still fit, so that a width produced by a solver
    /// (e.g. 84.99999999999999 for 85) does not reflow text that was measured at that width.
    static var tolerance: Double { 1e-6 }

    let text: String
    let clusters: [Cluster]
    let maxWidth: Double
    let maxLines: Int
    let mode: LineBreakMode
    /// The advance of "…"; measured only in ``LineBreakMode/byTruncatingTail``.
    let ellipsisWidth: Double

    /// Measures `text` cluster by cluster. `maxWidth` must not be NaN or negative and
    /// `maxLines` must be positive (``TextLayout`` normalises both).
    init<Measurer: TextMeasurer>(text: String, font: Font, measurer: Measurer, maxWidth: Double,
                                 maxLines: Int, mode: LineBreakMode) {
        self.text = text
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.mode = mode
        var clusters: [Cluster] = []
        var offset = 0
        for character in text {
            let properties = BreakProperties(of: character)
            let advance = properties.kind == .newline
                ? 0 : LineBreaker.sanitized(measurer.advance(of: character, in: font))
            clusters.append(Cluster(utf8Offset: offset, advance: advance, properties: properties))
            offset += character.utf8.count
        }
        self.clusters = clusters
        ellipsisWidth = mode == .byTruncatingTail
            ? LineBreaker.sanitized(measurer.advance(of: LineBreaker.ellipsis, in: font)) : 0
    }

    /// A measurer's advance made safe to add: NaN, infinite and negative advances count as 0.
    static func sanitized(_ advance: Double) -> Double {
        advance.isFinite && advance > 0 ? advance : 0
    }

    /// Whether a run of width `width` fits in the line.
    func fits(_ width: Double) -> Bool {
        width <= maxWidth + LineBreaker.tolerance
    }

    /// Breaks the whole text into at most `maxLines` lines.
    ///
    /// - Returns: the lines, and whether any text was left out (dropped lines or an ellipsis).
    func lines() -> (lines: [TextLine], isTruncated: Bool) {
        var lines: [TextLine] = []
        var position = 0
        while position < clusters.count && lines.count < maxLines {
            let span = nextSpan(from: position)
            let isLastAllowed = lines.count == maxLines - 1
            if isLastAllowed && mode == .byTruncatingTail && span.next < clusters.count {
                lines.append(truncatedLine(from: position))
                return (lines, true)
            }
            lines.append(line(for: span))
            position = span.next
        }
        return (lines, position < clusters.count)
    }

    /// The longest line starting at cluster `start` that fits, ended at an explicit newline,
    /// at the last break opportunity, or — with no opportunity — before the overflowing cluster.
    func nextSpan(from start: Int) -> Span {
        var width = 0.0
        var ink = Span(start: start, inkEnd: start, width: 0, next: start)
        var lastBreak: Span?
        var index = start
        while index < clusters.count {
            let cluster = clusters[index]
            let properties = cluster.properties
            if properties.kind == .newline {
                ink.next = index + 1
                return ink
            }
            if index > start, BreakProperties.breakAllowed(
                between: clusters[index - 1].properties, and: properties, mode: mode) {
                lastBreak = ink
                lastBreak?.next = index
            }
            width += cluster.advance
            // Spaces hang: they never overflow and never count toward the line's width.
            if properties.kind != .space {
                if index > start && !fits(width) {
                    if let lastBreak { return lastBreak }
                    // No allowed break fits (a long word, or kinsoku that cannot be met):
                    // break by character, keeping at least one cluster on the line.
                    ink.next = index
                    return ink
                }
                ink.width = width
                ink.inkEnd = index + 1
            }
            index += 1
        }
        ink.next = clusters.count
        return ink
    }

    /// The line for `span`: its drawn text and width.
    func line(for span: Span) -> TextLine {
        TextLine(text: substring(from: span.start, to: span.inkEnd), width: span.width)
    }

    /// The text of clusters `from..<to`.
    func substring(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: clusters[start].utf8Offset)
        let upper = end < clusters.count
            ? utf8.index(utf8.startIndex, offsetBy: clusters[end].utf8Offset)
            : utf8.endIndex
        return String(text[lower..<upper])
    }
}

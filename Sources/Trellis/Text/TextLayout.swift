/// Text broken into lines, with its size and baselines: what a label needs for its intrinsic
/// content size, its baseline anchors and its drawing.
///
/// ```swift
/// let layout = TextLayout("春はあけぼの。やうやう白くなりゆく", font: .systemFont(ofSize: 17),
///                         numberOfLines: 0, maxWidth: 90)
/// print(layout.plainText)
/// // 春はあけぼ
/// // の。やうや
/// // う白くなり
/// // ゆく
/// layout.height                    // 81.6 (4 × 20.4)
/// layout.firstBaselineOffsetFromTop // 15.3 (0.9 × 17)
/// ```
///
/// Rules (see ``LineBreakMode`` and ``Kinsoku`` for breaking):
/// - `nil` and `""` lay out as no lines, ``size`` (0, 0), baselines 0.
/// - Explicit newlines end lines; a newline at the very end of the text adds no empty line,
///   two in a row make an empty line (`"a\n\nb"` is three lines, `"a\n"` one).
/// - A line's width excludes its trailing spaces; ``size`` is the widest line's width by
///   `lines.count × lineHeight`. Nothing is rounded.
/// - `numberOfLines` ≤ 0 means unlimited. A `maxWidth` of `.infinity` or NaN means unlimited;
///   a negative one counts as 0 (every line then holds one cluster).
/// - Widths that exceed `maxWidth` by no more than 10⁻⁶ pt still fit, so re-measuring at a
///   width the solver computed from a measurement gives the same lines.
public struct TextLayout: Sendable, Hashable {
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// The size of the text: the widest line's width by `lines.count × lineHeight`.
    /// This is a label's intrinsic content size; (0, 0) with no lines.
    public var size: Size
    /// The metrics the text was laid out with (from the measurer).
    public var metrics: FontMetrics
    /// Whether some of the text is not shown: lines beyond `numberOfLines` were dropped, or the
    /// last line was truncated with "…".
    public var isTruncated: Bool

    /// Lays out `text` in `font`.
    ///
    /// - Parameters:
    ///   - text: The text; `nil` and `""` give an empty layout.
    ///   - font: The font; a label's default is ``Font/defaultLabelFont``.
    ///   - numberOfLines: The most lines to produce; 0 (or less) means unlimited.
    ///   - lineBreakMode: How to wrap and cut (``LineBreakMode/byWordWrapping`` by default).
    ///   - maxWidth: The widest a line may be; `.infinity` (the default) means one line per
    ///     paragraph.
    ///   - measurer: Supplies advances and metrics (``DefaultTextMeasurer`` by default).
    /// - Complexity: O(n) for n grapheme clusters: each is measured once.
    public init<Measurer: TextMeasurer>(
        _ text: String?,
        font: Font = .defaultLabelFont,
        numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .byWordWrapping,
        maxWidth: Double = .infinity,
        measurer: Measurer = DefaultTextMeasurer()
    ) {
        let metrics = measurer.metrics(of: font)
        guard let text, !text.isEmpty else {
            self.init(lines: [], metrics: metrics, isTruncated: false)
            return
        }
        let breaker = LineBreaker(
            text: text,
            font: font,
            measurer: measurer,
            maxWidth: maxWidth.isNaN ? .infinity : max(0, maxWidth),
            maxLines: numberOfLines > 0 ? numberOfLines : Int.max,
            mode: lineBreakMode
        )
        let result = breaker.lines()
        self.init(lines: result.lines, metrics: metrics, isTruncated: result.isTruncated)
    }

    /// Creates a layout from lines already broken, computing its size.
    public init(lines: [TextLine], metrics: FontMetrics, isTruncated: Bool = false) {
        self.lines = lines
        self.metrics = metrics
        self.isTruncated = isTruncated
        size = Size(
            width: lines.reduce(0) { max($0, $1.width) },
            height: Double(lines.count) * metrics.lineHeight
        )
    }

    /// The width of the widest line (0 with no lines).
    public var width: Double { size.width }

    /// The height of all lines: `lines.count × lineHeight`.
    public var height: Double { size.height }

    /// The height of one line.
    public var lineHeight: Double { metrics.lineHeight }

    /// The distance from the top of the text down to the first line's baseline
    /// (`0.9 × s` for the system font of size `s`; 0 with no lines).
    public var firstBaselineOffsetFromTop: Double {
        lines.isEmpty ? 0 : metrics.baselineOffsetFromLineTop
    }

    /// The distance from the last line's baseline down to the bottom of the text
    /// (`0.3 × s` for the system font of size `s`; 0 with no lines).
    public var lastBaselineOffsetFromBottom: Double {
        lines.isEmpty ? 0 : metrics.baselineOffsetFromLineBottom
    }

    /// The distance from the top of the text down to the baseline of line `index`:
    /// `index × lineHeight + baselineOffsetFromLineTop`. Lines past the end continue the pattern.
    public func baselineOffset(ofLine index: Int) -> Double {
        Double(index) * metrics.lineHeight + metrics.baselineOffsetFromLineTop
    }

    /// The x offset of line `index` from the left of a box `width` wide: 0 for left alignment,
    /// `width − line width` for right, half that for center; ``TextAlignment/natural`` and
    /// ``TextAlignment/justified`` are left in ``LayoutDirection/leftToRight`` and right in
    /// ``LayoutDirection/rightToLeft``.
    ///
    /// ```swift
    /// let layout = TextLayout("ab", font: .systemFont(ofSize: 10))  // 10 wide
    /// layout.xOffset(ofLine: 0, inWidth: 50, alignment: .center)  // 20
    /// ```
    ///
    /// A line wider than the box gets a negative offset when right- or centre-aligned.
    /// An index outside ``lines`` gives 0.
    public func xOffset(ofLine index: Int, inWidth width: Double, alignment: TextAlignment,
                        layoutDirection: LayoutDirection = .leftToRight) -> Double {
        guard lines.indices.contains(index) else { return 0 }
        let free = width - lines[index].width
        switch alignment {
        case .left: return 0
        case .center: return free / 2
        case .right: return free
        case .natural, .justified: return layoutDirection == .rightToLeft ? free : 0
        }
    }

    /// The lines' text joined by newlines, one text line per line, to show where the breaks fell.
    ///
    /// ```swift
    /// TextLayout("Hello world", numberOfLines: 0, maxWidth: 50).plainText  // "Hello\nworld"
    /// ```
    public var plainText: String {
        lines.map(\.text).joined(separator: "\n")
    }
}

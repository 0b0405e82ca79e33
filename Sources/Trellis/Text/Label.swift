/// A view that shows text: Trellis's `UILabel`.
///
/// A label's ``View/intrinsicContentSize`` is the size of its text laid out by ``TextLayout``
/// with its ``font``, ``numberOfLines`` and ``lineBreakMode``, measured by its ``measurer``, so
/// constraints size it from its content. `nil` or empty ``text`` gives (0, 0), which collapses
/// a label whose size comes only from its content. Changing anything that affects the text's
/// size re-reads the intrinsic size at the next layout; the label owns its intrinsic size, so a
/// value set directly lasts only until the next such change or two-pass layout.
///
/// Which width the text is wrapped at for the intrinsic size:
/// - `numberOfLines == 1`: none; the text is one line as wide as it needs.
/// - an explicit ``preferredMaxLayoutWidth`` (> 0): that width, in one layout pass.
/// - otherwise (automatic, the default): the width the engine gives the label. As UIKit does,
///   ``View/layoutIfNeeded()`` then solves twice: first with the text unwrapped, then with
///   each such label re-measured at the width the first solve gave it. It does not solve a
///   third time; if a label's width still changes in the second solve (its width depends on
///   its own height) so that its text would wrap to another size, ``Window/diagnostics``
///   records ``LayoutError/unstableLabelWidths(_:)`` naming it. A label that only shrinks to
///   its widest line (a chat bubble hugging its text) keeps its lines and is not reported.
///
/// The baselines come from the font: the first is `0.9 × s` below the top and the last
/// `0.3 × s` above the bottom for ``Font/systemFont(ofSize:)`` of size `s`, so a label of
/// `n` lines at its intrinsic height has its last baseline `(n − 1) × 1.2 × s` below its first.
///
/// ```swift
/// let label = Label("春はあけぼの。やうやう白くなりゆく山ぎは", name: "spring")
/// label.numberOfLines = 0
/// window.addSubview(label)
/// LayoutConstraint.activate([
///     label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
///     label.widthAnchor.constraint(equalToConstant: 90),
///     label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
/// ])
/// window.layoutIfNeeded()
/// label.frame                   // (16, 20, 90, 81.6): 5 characters of 17 pt a line, 4 lines
/// print(label.textLayout.plainText)
/// // 春はあけぼ
/// // の。やうや
/// // う白くなり
/// // ゆく山ぎは
/// ```
open class Label: View {
    /// The text; `nil` (the default) and `""` measure as (0, 0).
    // Read for every measurement and only ever read or set whole (observers run after the
    // store): no run-time exclusivity check, as for the stored state below (about 80
    // instructions an access, six per text layout).
    @exclusivity(unchecked) public var text: String? {
        didSet { if text != oldValue { contentDidChange() } }
    }

    /// The font (default ``Font/defaultLabelFont``, `systemFont(ofSize: 17)`). Changing it
    /// changes the intrinsic size and the baselines.
    @exclusivity(unchecked) public var font: Font = .defaultLabelFont {
        didSet {
            guard font != oldValue else { return }
            updateBaselines()
            contentDidChange()
        }
    }

    /// The most lines to show (default 1); 0 means as many as the text needs. A negative value
    /// keeps the previous one and records a ``LayoutError``.
    public var numberOfLines: Int {
        get { storedNumberOfLines }
        set {
            guard newValue >= 0 else {
                recordDiagnostic(.negativeSize("The number of lines \(newValue) of `\(name)`"))
                return
            }
            guard newValue != storedNumberOfLines else { return }
            let wasMultiline = isMultiline
            storedNumberOfLines = newValue
            contentDidChange()
            // A horizontal stack bounds the widths of its multi-line labels (spec §2.5).
            if isMultiline != wasMultiline { (superview as? StackView)?.setNeedsArrangement() }
        }
    }

    /// The width a multi-line label wraps its text at to compute its intrinsic size; 0 (the
    /// default) means automatic: the width the engine gives the label (two layout passes).
    ///
    /// Ignored when ``numberOfLines`` is 1. A negative or non-finite value keeps the previous
    /// one and records a ``LayoutError``.
    public var preferredMaxLayoutWidth: Double {
        get { storedPreferredMaxLayoutWidth }
        set {
            guard newValue.isFinite else {
                recordDiagnostic(.nonFiniteValue("The preferred max layout width \(newValue) of `\(name)`"))
                return
            }
            guard newValue >= 0 else {
                recordDiagnostic(.negativeSize("The preferred max layout width \(newValue) of `\(name)`"))
                return
            }
            guard newValue != storedPreferredMaxLayoutWidth else { return }
            storedPreferredMaxLayoutWidth = newValue
            contentDidChange()
        }
    }

    /// How lines wrap and where text that does not fit is cut (default
    /// ``LineBreakMode/byTruncatingTail``, as `UILabel`).
    @exclusivity(unchecked) public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentDidChange() } }
    }

    /// Whether the label takes its window's content size category (UIKit's
    /// `adjustsFontForContentSizeCategory`, default `false`).
    ///
    /// When `true` and ``font`` came from ``Font/preferredFont(forTextStyle:compatibleWith:)``,
    /// the label's font becomes the font of that text style at the label's
    /// ``View/traitCollection`` content size category (the window's
    /// ``Window/preferredContentSizeCategory`` unless a ``View/traitOverrides`` above changes it)
    /// when the label joins a window and whenever the category changes. A font without a text
    /// style is kept.
    ///
    /// ```swift
    /// label.font = .preferredFont(forTextStyle: .body)
    /// label.adjustsFontForContentSizeCategory = true
    /// window.preferredContentSizeCategory = .extraExtraExtraLarge   // label.font.size == 23
    /// ```
    public var adjustsFontForContentSizeCategory = false {
        didSet {
            if adjustsFontForContentSizeCategory, let window {
                adjustFontToContentSizeCategory(window.preferredContentSizeCategory)
            }
        }
    }

    /// Where lines sit inside the label's width (default ``TextAlignment/natural``). It does not
    /// change the intrinsic size.
    public var textAlignment: TextAlignment = .natural

    /// Supplies advances and font metrics (default ``DefaultTextMeasurer``). Setting it
    /// re-measures the text and the baselines.
    public var measurer: any TextMeasurer = DefaultTextMeasurer() {
        didSet {
            updateBaselines()
            contentDidChange()
        }
    }

    @exclusivity(unchecked) private var storedNumberOfLines = 1
    @exclusivity(unchecked) private var storedPreferredMaxLayoutWidth: Double = 0
    /// The width the engine asked the label to wrap at in the second layout pass; `nil` in the
    /// first pass and outside a window.
    @exclusivity(unchecked) private(set) var engineWrapWidth: Double?
    /// Whether text, font or line settings changed since the engine last measured the label
    /// in two passes (a label that did not change keeps its wrapping, see
    /// `LayoutEngine+Labels.swift`).
    @exclusivity(unchecked) var contentChangedSinceLayout = true
    /// The last two measurements, so a two-pass layout that repeats itself does not re-measure.
    @exclusivity(unchecked) private var cache = LabelMeasurementCache()

    /// Creates a label.
    ///
    /// - Parameters:
    ///   - text: the text; `nil` gives an empty label.
    ///   - name: the name frame tables and messages use.
    public init(_ text: String? = nil, name: String = "label") {
        self.text = text
        super.init(name: name)
        updateBaselines()
        refreshIntrinsicSize()
    }

    /// Whether the label's intrinsic size depends on the width the engine gives it: more than
    /// one line and an automatic ``preferredMaxLayoutWidth``.
    public var needsTwoPassLayout: Bool {
        storedNumberOfLines != 1 && storedPreferredMaxLayoutWidth == 0
    }

    /// Whether the label may wrap onto more than one line (``numberOfLines`` is not 1).
    var isMultiline: Bool { storedNumberOfLines != 1 }

    /// The width the intrinsic size is wrapped at (`.infinity` for unwrapped).
    var intrinsicWrapWidth: Double {
        guard storedNumberOfLines != 1 else { return .infinity }
        if storedPreferredMaxLayoutWidth > 0 { return storedPreferredMaxLayoutWidth }
        return engineWrapWidth ?? .infinity
    }

    /// The text laid out at `width`, with this label's font, line limit, mode and measurer.
    ///
    /// - Complexity: O(n) for n grapheme clusters, except for the last two widths asked for,
    ///   which are cached until the text or its attributes change.
    public func textLayout(maxWidth width: Double) -> TextLayout {
        if let layout = cache.layout(at: width) { return layout }
        let layout = TextLayout(text, font: font, numberOfLines: storedNumberOfLines,
                                lineBreakMode: lineBreakMode, maxWidth: width, measurer: measurer)
        cache.store(layout, at: width)
        cachedEngineReference?._withUnsafeGuaranteedRef { $0.counted.textsLaidOut += 1 }
        return layout
    }

    /// The text as drawn in the label's current bounds: wrapped (or truncated) at its width,
    /// as of the last layout. ``TextLayout/plainText`` shows where the lines broke.
    public var textLayout: TextLayout { textLayout(maxWidth: bounds.size.width) }

    /// The size of the text wrapped at `size.width` (unwrapped when the width is 0 or less), as
    /// UIKit's `UILabel.sizeThatFits(_:)`; the height is not limited.
    ///
    /// ```swift
    /// label.sizeThatFits(Size(width: 90, height: 0))   // 5 wide characters a line
    /// ```
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width > 0 && size.width.isFinite ? size.width : .infinity
        return textLayout(maxWidth: width).size
    }

    /// Gives a text-style font the size of its style at `category` (the window's), or at the
    /// category the label's ancestors override, when the label adjusts.
    func adjustFontToContentSizeCategory(_ windowCategory: ContentSizeCategory) {
        guard adjustsFontForContentSizeCategory, let style = font.textStyle else { return }
        let category = overriddenContentSizeCategory ?? windowCategory
        font = .preferredFont(forTextStyle: style, compatibleWith: TraitCollection(preferredContentSizeCategory: category))
    }

    /// Sets the wrap width for the engine's second pass (`nil` for the first) and re-measures.
    func setEngineWrapWidth(_ width: Double?) {
        guard width != engineWrapWidth else { return }
        engineWrapWidth = width
        refreshIntrinsicSize()
    }

    /// Drops cached measurements and re-measures.
    private func contentDidChange() {
        cache = LabelMeasurementCache()
        contentChangedSinceLayout = true
        refreshIntrinsicSize()
        textOrFontDidChange()
    }

    /// Called after anything that changes the text's size changed; a button's title label
    /// tells its button here (`ButtonTitleLabel`).
    func textOrFontDidChange() {}

    /// Stores the size of the text at ``intrinsicWrapWidth`` as the intrinsic size, queuing it
    /// for the engine when it changed.
    private func refreshIntrinsicSize() {
        setComputedIntrinsicContentSize(textLayout(maxWidth: intrinsicWrapWidth).size)
    }

    /// Sets the baselines from the font's metrics.
    private func updateBaselines() {
        let metrics = measurer.metrics(of: font)
        firstBaselineOffsetFromTop = metrics.baselineOffsetFromLineTop
        lastBaselineOffsetFromBottom = metrics.baselineOffsetFromLineBottom
    }
}

/// The two text layouts of a label used last, keyed by the width they were wrapped at.
///
/// Least recently used goes first, not oldest stored: every layout of a multi-line label asks
/// for its unwrapped text and then for the text at its width, so the unwrapped layout is asked
/// for most often. Dropping the oldest dropped it whenever the width changed twice (a rotation
/// and back), and rotating back measured every label twice (callgrind, 100-label grid: 200
/// text layouts instead of 100).
struct LabelMeasurementCache {
    /// Most recently used last.
    private var entries: [(width: Double, layout: TextLayout)] = []

    /// The layout stored for `width`, if any, now the most recently used.
    mutating func layout(at width: Double) -> TextLayout? {
        guard let index = entries.firstIndex(where: { $0.width == width || ($0.width.isNaN && width.isNaN) }) else {
            return nil
        }
        if index != entries.count - 1 { entries.append(entries.remove(at: index)) }
        return entries[entries.count - 1].layout
    }

    /// Stores a layout as the most recently used, forgetting the least recently used when two
    /// are stored.
    mutating func store(_ layout: TextLayout, at width: Double) {
        if entries.count == 2 { entries.removeFirst() }
        entries.append((width, layout))
    }
}

/// A view that lays its items out in lines that wrap, like a tag cloud or
/// `UICollectionViewFlowLayout`: left to right (leading to trailing), a new line when the next
/// item does not fit, each line as tall as its tallest item, the flow as tall as its lines.
///
/// Wrapping is not a linear constraint, so the flow decides it and writes the result as
/// generated constraints (identifiers `TRELLIS-flow-spacing`, `-line`, `-line-spacing`,
/// `-alignment`, `-containment`, `-canvas`, `-hiding`, `-fit`; one `TRELLIS-flow-line` guide
/// per line). It measures its visible items (their intrinsic width, or the compressed fitting
/// width of an item with subviews), breaks them into lines at the width the last solve gave the
/// flow, and after each solve checks that width again: when it moved and the lines change, the
/// flow replaces the constraints that differ and the window solves once more, as a multi-line
/// label re-wraps. The first layout and a resize that re-wraps therefore cost two solves.
///
/// ```swift
/// let tags = FlowView(name: "tags")
/// tags.itemSpacing = 6
/// tags.lineSpacing = 4
/// for word in ["Swift", "Auto Layout", "Linux"] { tags.addItem(Label(word)) }
/// window.addSubview(tags)
/// LayoutConstraint.activate { tags.leadingAnchor == window.leadingAnchor + 16; … }
/// ```
///
/// The flow needs its width from outside (its edges or a width constraint); its height comes
/// from its lines. Placed only by its position, it is one line as wide as its items. Hidden items
/// collapse and leave no spacing; an item wider than the flow gets a line of its own and is
/// squeezed to the flow's width at its compression resistance.
///
/// - Complexity: a re-wrap measures each visible item once (a fitting solve for an item with
///   subviews) and only re-measures after an item's content, the items or the flow's settings
///   change; a width change alone re-breaks lines from the stored widths.
public final class FlowView: View {
    /// How the items of a line sit horizontally in the flow.
    public enum LineAlignment: Hashable, Sendable {
        /// Lines start at the leading edge.
        case leading
        /// Lines are centred.
        case center
        /// Lines end at the trailing edge.
        case trailing
    }

    /// How items sit vertically in a line taller than they are.
    public enum ItemAlignment: Hashable, Sendable {
        /// At the line's top.
        case top
        /// Centred in the line.
        case center
        /// At the line's bottom.
        case bottom
    }

    /// The items in reading order (hidden ones included). Each is also a subview.
    public private(set) var items: [View] = []

    /// The horizontal gap between neighbouring items of a line (default 8). A non-finite or
    /// negative value keeps the previous one and records a diagnostic.
    public var itemSpacing: Double {
        get { storedItemSpacing }
        set { setSpacing(&storedItemSpacing, newValue, "item spacing") }
    }

    /// The vertical gap between lines (default 8). A non-finite or negative value keeps the
    /// previous one and records a diagnostic.
    public var lineSpacing: Double {
        get { storedLineSpacing }
        set { setSpacing(&storedLineSpacing, newValue, "line spacing") }
    }

    /// Where each line sits horizontally (default ``LineAlignment/leading``).
    public var lineAlignment: LineAlignment = .leading { didSet { if lineAlignment != oldValue { setNeedsLines() } } }

    /// Where items sit vertically in their line (default ``ItemAlignment/top``).
    public var itemAlignment: ItemAlignment = .top { didSet { if itemAlignment != oldValue { setNeedsLines() } } }

    var storedItemSpacing = 8.0
    var storedLineSpacing = 8.0
    /// The measured width of each item, in ``items`` order (hidden ones too, so hiding needs no
    /// measuring); `nil` when the items must be measured again.
    var measuredWidths: [Double]?
    /// The width the current lines were broken at; `nil` before the first solve (one line).
    var wrapWidth: Double?
    /// The current lines: indices into ``items`` of the visible items of each line.
    var lines: [[Int]] = []
    /// Whether the generated constraints are out of date.
    var needsLines = true
    /// One guide per line, reused in order.
    var lineGuides: [LayoutGuide] = []
    /// The generated constraints currently active, in recipe order, and what each says.
    var generatedKeys: [GeneratedKey] = []
    var generatedList: [LayoutConstraint] = []

    /// Creates an empty flow.
    public override init(name: String = "flow") {
        super.init(name: name)
    }

    /// Appends `view` to ``items`` (and to ``View/subviews`` if needed); an item already in
    /// the flow moves to the end. Adding the flow itself or an ancestor is ignored with a
    /// diagnostic, as for ``View/addSubview(_:)``.
    public func addItem(_ view: View) {
        insertItem(view, at: items.count)
    }

    /// Inserts `view` into ``items`` at `index` (clamped to the valid range).
    public func insertItem(_ view: View, at index: Int) {
        items.removeAll { $0 === view }
        if view.superview !== self {
            addSubview(view)
            guard view.superview === self else { return }
        }
        items.insert(view, at: min(max(index, 0), items.count))
        view.addHiddenObserver(holding: self) { flow, _ in flow.setNeedsLines() }
        setNeedsMeasuring()
    }

    /// Removes `view` from ``items``; it stays a subview with no constraint from the flow.
    public func removeItem(_ view: View) {
        guard items.contains(where: { $0 === view }) else { return }
        items.removeAll { $0 === view }
        view.removeHiddenObserver(self)
        setNeedsMeasuring()
    }

    /// Measures the items again at the next layout: call it after a change inside an item that
    /// the flow cannot see (an item's own intrinsic size, its visibility and any intrinsic size
    /// inside it are seen).
    public func setNeedsMeasuring() {
        measuredWidths = nil
        setNeedsLines()
    }

    override func didRemoveSubview(_ subview: View) {
        removeItem(subview)
    }

    /// Marks the lines (and so the generated constraints) as out of date.
    func setNeedsLines() {
        needsLines = true
    }

    private func setSpacing(_ stored: inout Double, _ value: Double, _ what: String) {
        guard value.isFinite else { return recordDiagnostic(.nonFiniteValue("The \(what) of `\(name)`")) }
        guard value >= 0 else { return recordDiagnostic(.negativeSize("The \(what) \(value) of `\(name)`")) }
        guard value != stored else { return }
        stored = value
        setNeedsLines()
    }
}

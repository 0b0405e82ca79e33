/// An invisible rectangle that takes part in layout: Trellis's `UILayoutGuide`.
///
/// Use a guide instead of an empty spacer view, for example to keep equal gaps between views.
/// A guide belongs to the view it was added to (``owningView``) and its ``layoutFrame`` is in
/// that view's coordinates. Guides have the edge, centre and size anchors of views, but no
/// baselines and no margins.
///
/// ```swift
/// let gap = LayoutGuide(name: "gap")
/// window.addLayoutGuide(gap)
/// LayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: red.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: blue.leadingAnchor),
///     gap.widthAnchor.constraint(equalToConstant: 8),
/// ])
/// ```
public final class LayoutGuide: LayoutItem {
    /// The view this guide was added to.
    ///
    /// Unretained rather than weak (see `ItemHandle`): the view keeps its guides alive and
    /// clears their owning view when it is released.
    public internal(set) var owningView: View? {
        get { parentView }
        set { parentReference = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)`` before constraining it.
    ///
    /// - Parameter name: the name frame tables and messages use.
    public override init(name: String = "guide") {
        super.init(name: name)
    }

    /// Whether a container made this guide for its own generated constraints (a stack view's
    /// `UISV-alignment-spanner` and `UISV-distributing` guides): frame tables and pictures leave
    /// such guides out unless asked (``FrameTable/init(root:showingInternalGuides:)``).
    // Set once, read whole: no run-time exclusivity check (about 80 instructions per guide a
    // stack makes).
    @exclusivity(unchecked) public internal(set) var isInternal = false

    /// Whether this is one of its owning view's margins, safe-area or readable-content guides.
    var isSystemGuide: Bool {
        guard let owner = owningView else { return false }
        return owner.systemGuides.values.contains { $0.guide === self }
    }
    override var hierarchyView: View? { owningView }
    override var engineForReadsWhenNotCached: Unmanaged<LayoutEngine>? { owningView?.cachedEngineReference }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout.
    public var layoutFrame: Rect { frame }
}

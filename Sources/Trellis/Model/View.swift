/// A rectangle in a view hierarchy, positioned by constraints: Trellis's `UIView`.
///
/// Views form a tree (``subviews``, ``superview``) whose root is a ``Window``. Constraints
/// between views and ``LayoutGuide``s decide every frame; ``View/layoutIfNeeded()`` solves
/// them. A view may report an ``intrinsicContentSize``, which becomes content-hugging and
/// compression-resistance constraints.
///
/// ```swift
/// let window = Window(size: Size(width: 393, height: 852))
/// let card = View(name: "card")
/// window.addSubview(card)
/// LayoutConstraint.activate([
///     card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
///     card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
///     card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
///     card.heightAnchor.constraint(equalToConstant: 120),
/// ])
/// window.layoutIfNeeded()
/// card.frame  // (20, 20, 353, 120)
/// ```
///
/// Views are plain classes: use a hierarchy from one task at a time.
///
/// Subclass a view as you subclass `UIView`: override ``intrinsicContentSize``,
/// ``layoutSubviews()``, ``updateConstraints()``, ``sizeThatFits(_:)`` or
/// ``traitCollectionDidChange(_:)``. <doc:PortingFromUIKit> says when each is called.
///
/// ```swift
/// final class Avatar: View {
///     var diameter = 40.0 { didSet { invalidateIntrinsicContentSize() } }
///     override var intrinsicContentSize: Size { Size(width: diameter, height: diameter) }
/// }
/// ```
open class View: LayoutItem {
    /// The value of ``intrinsicContentSize`` on an axis where the view has no natural size: −1.
    public static let noIntrinsicMetric: Double = -1

    #if TRELLIS_INVARIANTS
        /// The view's children, back to front.
        public internal(set) var subviews: [View] = []
    #else
        /// The view's children, back to front.
        // Release builds skip the run-time exclusivity check on this property, as `Solver` does
        // for its state (the self-checking builds keep it): walking a layout to read its frames
        // spent 76 instructions per view in the runtime's access set, more than the read.
        @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    #endif

    /// The view this one is a subview of.
    ///
    /// Unretained rather than weak (a weak reference would put every view on the runtime's slow
    /// reference-counting path, see `ItemHandle`): the superview keeps its subviews alive and
    /// clears their `superview` when it is released.
    public internal(set) var superview: View? {
        get { parentView }
        set { parentReference = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// The window at the root of this view's hierarchy, kept by the window's engine as subtrees
    /// enter and leave it (see ``View/window``); a window is its own.
    ///
    /// Unretained: the engine clears it for a leaving subtree, and a window clears it for every
    /// view still in its hierarchy when it is released. Walking up to the root instead cost
    /// O(depth) on every constraint change, every frame read and every queued view, which made
    /// stacks nested 1,000 deep cubic.
    var cachedWindow: Window? {
        get { cachedWindowReference?.takeUnretainedValue() }
        set { cachedWindowReference = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// ``cachedWindow``, stored unretained: ``isInWindow(_:)`` compares its address without
    /// loading (and retaining) the window.
    private var cachedWindowReference: Unmanaged<Window>?

    /// Whether the view is in the window whose identity is `id` (syncing asks it of every
    /// queued constraint's container). Compared by identity: going through the public
    /// ``window`` and `===` cost about 45 instructions more per queued constraint, and the
    /// window's address is compared without loading (and retaining) the window.
    final func isInWindow(_ id: ObjectIdentifier) -> Bool {
        guard let window = cachedWindowReference else { return false }
        return UInt(bitPattern: window.toOpaque()) == UInt(bitPattern: id)
    }

    /// The address of ``cachedWindow`` (0 outside a window), for comparing two views' windows
    /// without loading either.
    final var windowIdentity: UInt {
        cachedWindowReference.map { UInt(bitPattern: $0.toOpaque()) } ?? 0
    }

    /// The engine of ``cachedWindow``, kept beside it under the same rules (read by frames).
    var cachedEngine: LayoutEngine? {
        get { cachedEngineReference?.takeUnretainedValue() }
        set { cachedEngineReference = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// The effective layout direction while the view is in a window: its own semantic content
    /// attribute's, else its superview's (set by the engine top-down as subtrees enter).
    var cachedDirection: LayoutDirection?

    /// Whether a proportional stack is an ancestor: only then does a change inside this view
    /// walk up to mark it (see `View+MeasuredContent.swift`).
    var insideMeasuringStack = false

    /// The layout guides this view owns, in the order they were added.
    // Read or changed whole, never across a call: no run-time exclusivity check (a stack adds
    // a guide to itself for every spanner and gap it makes).
    @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []

    /// A number your code can find the view by (``viewWithTag(_:)``), as UIKit's `tag`; 0
    /// unless set. Trellis itself never reads it.
    public var tag = 0

    /// Whether the view is hidden. Hiding changes nothing about layout (outside stack views): a
    /// hidden view keeps its frame and its constraints.
    // Read or set whole, never across a call, so it skips the run-time exclusivity check (a
    // stack reads every item's on each regeneration).
    @exclusivity(unchecked) public var isHidden = false {
        didSet { if isHidden != oldValue { notifyHiddenObservers() } }
    }

    /// Internal hook for containers that follow ``isHidden`` (stack views, collapse groups):
    /// each observer runs, in registration order, after the value changes. See
    /// `View+HiddenObservers.swift`.
    var hiddenObservers: [HiddenObserver] = []

    /// Called on the former superview after `subview` was removed from it (stack views forget
    /// their arranged subviews this way).
    func didRemoveSubview(_ subview: View) {}

    /// A tiny amount a stack view adds to this view's hugging and compression priorities on its
    /// axis, so ties between equal priorities resolve by arranged-subview index.
    var intrinsicPriorityBias: (axis: Axis, amount: Float)? {
        // Only the priorities move: no stack that measures this view's length needs to know.
        didSet { withWindowEngine { $0.intrinsicContentSizeDidChange(of: self) } }
    }

    /// The active constraints whose nearest common ancestor is this view, in activation order
    /// (UIKit's `constraints`: where each constraint is installed).
    public var constraints: [LayoutConstraint] { installedConstraints.constraints }

    #if TRELLIS_INVARIANTS
        /// The constraints installed here, with O(1) removal (see ``ConstraintList``).
        var installedConstraints = ConstraintList()
    #else
        /// The constraints installed here, with O(1) removal (see ``ConstraintList``).
        // Release builds skip the run-time exclusivity check, as for ``subviews``: every
        // activation and deactivation updates it.
        @exclusivity(unchecked) var installedConstraints = ConstraintList()
    #endif

    /// Where the engine of the view's window keeps its intrinsic-size record (see
    /// ``SlottedTable``). Written only by that table, never across a call: unchecked, as for
    /// ``installedConstraints``.
    @exclusivity(unchecked) var tableSlot = TableSlot.none
    /// The pass of the engine's queue of views it is waiting in, if any (see ``MarkedQueue``).
    @exclusivity(unchecked) var queueMark: QueueMark?

    var storedIntrinsicContentSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    var huggingPriorities = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compressionPriorities = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    var storedFirstBaselineOffset: Double?
    var storedLastBaselineOffset: Double?
    var marginStorage = MarginStorage.standard
    var storedSemanticContentAttribute = SemanticContentAttribute.unspecified
    /// The traits this view overrides for its subtree (see `View+TraitOverrides.swift`).
    var storedTraitOverrides = TraitOverrides()
    /// The margins, safe-area and readable-content guides, created on first use.
    var systemGuides: [SystemGuide.Kind: SystemGuide] = [:]

    /// Whether this view's margins also reach in from its superview's margins where it sits
    /// close to the superview's edges (default `false`). See ``layoutMargins``.
    public var preservesSuperviewLayoutMargins = false

    /// Whether the layout margins are measured from the safe area rather than from the bounds
    /// (default `true`): each margin is the safe-area inset on that edge plus the margin.
    public var insetsLayoutMarginsFromSafeArea = true

    /// Whether this view is an instance of a subclass declared outside Trellis, whose overrides
    /// of the layout-cycle methods the engine must call (see `View+LayoutCycle.swift`).
    /// Trellis's own views do nothing in them, so the engine skips them: no work per view.
    let observesLayoutCycle: Bool

    /// What the layout cycle knows about this view (used only when ``observesLayoutCycle``).
    var layoutCycle = LayoutCycleState()

    /// The frame-based placement (see `View+Autoresizing.swift`).
    var autoresizing = AutoresizingState()

    /// Creates a view with no subviews, no intrinsic size and no constraints.
    ///
    /// - Parameter name: the name frame tables and messages use.
    public override init(name: String = "view") {
        observesLayoutCycle = !View.builtInTypes.contains(ObjectIdentifier(type(of: self)))
        super.init(name: name)
    }

    // What outlives the view forgets it: its unretained references (`superview`, `owningView`,
    // a constraint's container) would otherwise dangle.
    deinit {
        // A queue holds its views unretained (see ``MarkedQueue``).
        leaveQueue()
        for view in subviews where view.superview === self { view.superview = nil }
        for guide in allLayoutGuides where guide.owningView === self { guide.owningView = nil }
        for constraint in installedConstraints.constraints where constraint.container === self {
            constraint.container = nil
        }
    }

    /// Creates a view placed by `frame`, as UIKit's `init(frame:)`: its
    /// ``translatesAutoresizingMaskIntoConstraints`` is `true`, and its name is its class's name.
    ///
    /// Set `translatesAutoresizingMaskIntoConstraints = false` to place it with constraints
    /// instead, as in UIKit. A frame with a non-finite or negative-size part is reported and
    /// (0, 0, 0, 0) is used.
    ///
    /// ```swift
    /// final class ChatBubble: View {
    ///     override init(frame: Rect) {
    ///         super.init(frame: frame)
    ///         // add subviews and constraints
    ///     }
    /// }
    /// ```
    public init(frame: Rect) {
        observesLayoutCycle = !View.builtInTypes.contains(ObjectIdentifier(type(of: self)))
        super.init(name: "view")
        name = String(describing: type(of: self))
        autoresizing.translates = true
        setAutoresizingFrame(frame)
    }

    /// The view's natural size, or ``View/noIntrinsicMetric`` (−1) on an axis without one.
    ///
    /// On each axis with a natural size the engine adds two constraints: `size <= intrinsic` at
    /// the content-hugging priority (default 250) and `size >= intrinsic` at the
    /// compression-resistance priority (default 750). The engine reads it when the view joins a
    /// window and after ``invalidateIntrinsicContentSize()``, as UIKit does.
    ///
    /// Override it in a subclass as in UIKit, and call ``invalidateIntrinsicContentSize()``
    /// when what it depends on changes. A plain view answers the size last assigned through
    /// ``SettableIntrinsicContentSize/intrinsicContentSize`` (−1 × −1 until then). A value that
    /// is not finite, or negative other than −1, counts as no intrinsic size on that axis and
    /// records a ``LayoutError`` in ``Window/diagnostics``.
    ///
    /// ```swift
    /// final class Badge: View {
    ///     override var intrinsicContentSize: Size { Size(width: 40, height: View.noIntrinsicMetric) }
    /// }
    /// ```
    open var intrinsicContentSize: Size { storedIntrinsicContentSize }

    /// The insets from the view's frame to its alignment rectangle: UIKit's
    /// `alignmentRectInsets`.
    ///
    /// Constraints, intrinsic sizes and baselines place the alignment rectangle, not the frame:
    /// a view that draws a shadow or a badge outside its content insets it, and its frame takes
    /// the ornament around the rectangle the layout placed. Inside the view, its own edges (as
    /// subviews' constraints read them) and its layout margins are inset too. The default is
    /// zero; override it as in UIKit:
    ///
    /// ```swift
    /// final class ShadowedButton: View {
    ///     override var alignmentRectInsets: EdgeInsets {
    ///         EdgeInsets(top: 0, left: 0, bottom: 4, right: 4)
    ///     }
    /// }
    /// ```
    ///
    /// Read when constraints are lowered and frames computed; when the answer changes, call
    /// ``invalidateIntrinsicContentSize()`` (UIKit's rule for anything the layout reads from an
    /// override). Insets that are not finite count as zero and are reported.
    /// <doc:PortingFromUIKit> lists where Trellis reads them.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The view whose first baseline stands for this view's: UIKit's `forFirstBaselineLayout`.
    ///
    /// A constraint on this view's ``View/firstBaselineAnchor`` (or `.firstBaseline`)
    /// uses the first baseline of the view answered here, followed down while that view answers
    /// another; where the view reached has no baseline, its top edge. The default answers
    /// ``forLastBaselineLayout``, as in UIKit; a ``StackView`` answers the arranged subview
    /// whose baseline it vends. Override it to align a composite view by its text:
    ///
    /// ```swift
    /// final class TitledCard: View {
    ///     let title = Label("Title", name: "title")
    ///     override var forFirstBaselineLayout: View { title }
    /// }
    /// ```
    ///
    /// The answer must be the view itself or a view inside it, as UIKit requires; any other
    /// records ``LayoutError/baselineViewOutsideView(view:answer:property:)`` and the view's own
    /// baseline is used. The engine asks when it lowers a constraint on the baseline (when the
    /// constraint is activated, and again when the hierarchy below the view changes or the
    /// baseline view's font moves its baseline), so an override should answer the same view
    /// until then, as UIKit's engine, which asks at the same moments, expects.
    open var forFirstBaselineLayout: View { forLastBaselineLayout }

    /// The view whose last baseline stands for this view's: UIKit's `forLastBaselineLayout`.
    ///
    /// The default answers the view itself (and ``forFirstBaselineLayout`` answers this), as in
    /// UIKit; a ``StackView`` answers the arranged subview whose last baseline it vends. The
    /// rules of ``forFirstBaselineLayout`` apply, with the bottom edge for a view without a
    /// baseline.
    ///
    /// ```swift
    /// final class Quote: View {
    ///     let body = Label("…", name: "body")
    ///     override var forLastBaselineLayout: View { body }
    /// }
    /// ```
    open var forLastBaselineLayout: View { self }

    /// Positions subviews by hand after the engine has set every frame: UIKit's `layoutSubviews()`.
    ///
    /// The default does nothing (the engine sets frames). An override may read frames, change
    /// constraints, constants or intrinsic sizes (the engine solves again before
    /// ``View/layoutIfNeeded()`` returns); call `super.layoutSubviews()` first, as in UIKit.
    /// <doc:PortingFromUIKit> lists when it is called.
    ///
    /// ```swift
    /// override func layoutSubviews() {
    ///     super.layoutSubviews()
    ///     body.preferredMaxLayoutWidth = body.frame.size.width
    /// }
    /// ```
    open func layoutSubviews() {}

    /// Updates this view's constraints before a layout: UIKit's `updateConstraints()`.
    ///
    /// Called once after the view joins a window and after each ``setNeedsUpdateConstraints()``,
    /// subviews before superviews (tree order: each subview's subtree, in subview order, before
    /// its superview). An override must call `super.updateConstraints()` (last, as
    /// UIKit asks); one that does not is reported in ``Window/diagnostics``.
    ///
    /// ```swift
    /// override func updateConstraints() {
    ///     widthConstraint.constant = isExpanded ? 300 : 120
    ///     super.updateConstraints()
    /// }
    /// ```
    open func updateConstraints() {
        layoutCycle.calledSuperUpdateConstraints = true
    }

    /// The size this view would like within `size`: UIKit's `sizeThatFits(_:)`.
    ///
    /// A plain view answers its current size (UIKit's default: the frame set last on a view
    /// placed by frame, otherwise the size of the last layout); a ``Label`` its text wrapped at
    /// `size.width`. The engine never calls it: as in UIKit, Auto Layout reads
    /// ``intrinsicContentSize``; ``sizeToFit()`` does.
    ///
    /// ```swift
    /// label.sizeThatFits(Size(width: 100, height: 0))  // the text wrapped at 100 points
    /// ```
    open func sizeThatFits(_ size: Size) -> Size { currentFrame.size }

    /// Resizes the view to the size ``sizeThatFits(_:)`` answers for its current size, keeping
    /// its origin: UIKit's `sizeToFit()`.
    ///
    /// It sets the ``LayoutItem/frame``, so it places a view whose
    /// ``translatesAutoresizingMaskIntoConstraints`` is `true` (at the next layout); a view
    /// placed by constraints keeps the frame its constraints give it, as UIKit's next layout
    /// pass would. An answer that is not finite or is negative keeps the frame and records a
    /// ``LayoutError``.
    ///
    /// ```swift
    /// let badge = Label("New", name: "badge")
    /// badge.translatesAutoresizingMaskIntoConstraints = true
    /// badge.frame = Rect(x: 8, y: 8, width: 0, height: 0)
    /// badge.sizeToFit()          // frame (8, 8, 25.5, 20.4) at the next layout: one line of 17 pt
    /// ```
    open func sizeToFit() {
        let current = currentFrame
        setAutoresizingFrame(Rect(origin: current.origin, size: sizeThatFits(current.size)))
    }

    /// Called on every view whose ``traitCollection`` changed, after a trait of the window or a
    /// ``traitOverrides`` above it changed, superviews first: UIKit's `traitCollectionDidChange(_:)`.
    ///
    /// - Parameter previousTraitCollection: the traits before the change.
    ///
    /// ```swift
    /// override func traitCollectionDidChange(_ previous: TraitCollection?) {
    ///     super.traitCollectionDidChange(previous)
    ///     stack.axis = traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
    /// }
    /// ```
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // The hierarchy's notifications, UIKit's `UIView` hooks. Only instances of subclasses hear
    // them, as for the layout cycle (``observesLayoutCycle``); the order of the calls is in
    // `View+HierarchyNotifications.swift`.

    /// Called just before the view moves to `newSuperview`, or leaves its superview (`nil`):
    /// UIKit's `willMove(toSuperview:)`. The default does nothing.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called just after the view moved to a superview or left one: UIKit's
    /// `didMoveToSuperview()`. ``superview`` is the new one (`nil` after a removal). The
    /// default does nothing.
    ///
    /// ```swift
    /// override func didMoveToSuperview() {
    ///     super.didMoveToSuperview()
    ///     guard let superview else { return }
    ///     LayoutConstraint.activate(constraintsPinningEdges(to: superview))
    /// }
    /// ```
    open func didMoveToSuperview() {}

    /// Called just before the view, with its subtree, joins `newWindow` or leaves its window
    /// (`nil`): UIKit's `willMove(toWindow:)`, called on every view of the subtree that moves,
    /// superviews first. The default does nothing.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called just after the view, with its subtree, joined or left a window: UIKit's
    /// `didMoveToWindow()`. ``window`` is the new one (`nil` after leaving). The default does
    /// nothing.
    open func didMoveToWindow() {}

    /// Called on this view just after `subview` was added to it: UIKit's `didAddSubview(_:)`.
    /// Not called when a subview only moves among its siblings. The default does nothing.
    open func didAddSubview(_ subview: View) {}

    /// Called on this view just before `subview` leaves it (removed, or moved to another
    /// superview): UIKit's `willRemoveSubview(_:)`. The default does nothing.
    open func willRemoveSubview(_ subview: View) {}

    /// Called during a layout when ``safeAreaInsets`` changed with the solve (the view moved into
    /// or out of the window's unsafe edges, or the window's safe area changed): UIKit's
    /// `safeAreaInsetsDidChange()`. Called after the solve and before ``layoutSubviews()``,
    /// superviews first; a change of layout made here is solved in the same
    /// ``layoutIfNeeded()``. The default does nothing.
    ///
    /// ```swift
    /// override func safeAreaInsetsDidChange() {
    ///     super.safeAreaInsetsDidChange()
    ///     bottomBar.constant = safeAreaInsets.bottom
    /// }
    /// ```
    open func safeAreaInsetsDidChange() {}

    /// Called when ``layoutMargins`` (or ``directionalLayoutMargins``) was set to different
    /// margins: UIKit's `layoutMarginsDidChange()`. The default does nothing.
    open func layoutMarginsDidChange() {}

    override var hierarchyView: View? { self }

    // Declared here, not in an extension, so that Window can override it as an input.
    /// How far the window's unsafe area (status bar, home indicator, rounded corners) reaches
    /// into this view on each edge, from the frames of the last layout.
    ///
    /// A window reports the insets it was given. Any other view reports the overlap of its frame
    /// with the window's unsafe area: 0 on an edge that lies inside the safe area, never more
    /// than the view's own extent. A view outside every window reports zero.
    ///
    /// ```swift
    /// let window = Window(size: Size(width: 393, height: 852),
    ///                     safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// // a view at y = 20, 100 tall: safeAreaInsets.top == 59 − 20 == 39
    /// ```
    public var safeAreaInsets: EdgeInsets { computedSafeAreaInsets }

    /// The margins a view has until ``layoutMargins`` or ``directionalLayoutMargins`` is set:
    /// 8 pt on every side for a plain view, as UIKit before 27.1. Containers that default to no
    /// margins (stack views) and the window (whose minimum comes from its size class) override it.
    var defaultLayoutMargins: DirectionalEdgeInsets { DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }

    /// The topmost view of this view's hierarchy (the window when it is in one).
    var rootView: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The distance from the top edge to the first baseline, or `nil` for a view without text.
    ///
    /// A view without a baseline answers its top edge for `firstBaseline` constraints. Setting a
    /// non-finite value keeps the previous one and records an error in ``Window/diagnostics``.
    public var firstBaselineOffsetFromTop: Double? {
        get { storedFirstBaselineOffset }
        set {
            guard newValue?.isFinite ?? true else {
                recordDiagnostic(.nonFiniteValue("The first baseline offset of `\(name)`"))
                return
            }
            storedFirstBaselineOffset = newValue
            baselineDidChange()
        }
    }

    /// The distance from the last baseline up to the bottom edge, or `nil` for a view without text.
    ///
    /// A view without a baseline answers its bottom edge for `lastBaseline` constraints.
    public var lastBaselineOffsetFromBottom: Double? {
        get { storedLastBaselineOffset }
        set {
            guard newValue?.isFinite ?? true else {
                recordDiagnostic(.nonFiniteValue("The last baseline offset of `\(name)`"))
                return
            }
            storedLastBaselineOffset = newValue
            baselineDidChange()
        }
    }

    /// Baselines enter constraints as constants; re-solve the ones that use this view, and those
    /// of the views above whose baseline this view may stand for.
    private func baselineDidChange() {
        guard let engine = window?.engine else { return }
        for constraint in activeConstraints { engine.constraintDidChange(constraint) }
        engine.baselinesMayHaveMoved(below: superview)
    }
}

extension View: SlotKeeping, QueueMarking {}

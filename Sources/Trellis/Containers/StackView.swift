/// A view that lays out a row or a column of views by generating constraints: Trellis's
/// `UIStackView`.
///
/// The stack owns no frames of its own making: it installs UIKit's constraints (identifiers
/// `UISV-canvas-connection`, `UISV-spacing`, `UISV-fill-equally`, `UISV-hiding`,
/// `UISV-alignment`, …) between itself and its ``arrangedSubviews``, so it composes with every
/// other constraint. Hidden arranged subviews collapse to zero length along the ``axis`` and
/// lose their spacing; toggling ``View/isHidden`` replaces only the constraints that change.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [icon, title, badge])
/// row.spacing = 8
/// row.alignment = .center
/// window.addSubview(row)
/// ```
///
/// Ties between items with equal hugging or compression-resistance priorities resolve by index:
/// the lowest-index item stretches or shrinks first.
open class StackView: View {
    /// The value of ``spacing`` (or a custom spacing) that asks for the system spacing (8 pt).
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

    /// The custom-spacing value that means "no custom spacing": use ``spacing``.
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)

    #if TRELLIS_INVARIANTS
        /// The views the stack arranges, in order (hidden ones included). Each is also a subview.
        public private(set) var arrangedSubviews: [View] = []
    #else
        /// The views the stack arranges, in order (hidden ones included). Each is also a subview.
        // Release builds skip the run-time exclusivity check, as for the regeneration state
        // below: every regeneration reads it several times.
        @exclusivity(unchecked) public private(set) var arrangedSubviews: [View] = []
    #endif

    // The stack's own settings below are read several times by every regeneration and only ever
    // read or set whole (their observers run after the store), so they skip the run-time
    // exclusivity check in every build: about 80 instructions a read, 0.2 % of a 100-cell
    // feed's first layout together with the state further down.

    /// The direction items are stacked in (default horizontal).
    @exclusivity(unchecked) public var axis: Axis = .horizontal { didSet { if axis != oldValue { setNeedsArrangement() } } }

    /// How items share the length along ``axis`` (default ``Distribution/fill``).
    @exclusivity(unchecked) public var distribution: Distribution = .fill {
        didSet {
            guard distribution != oldValue else { return }
            if measuresItems != oldValue.measuresItems { measuringDidChange() }
            setNeedsArrangement()
        }
    }

    /// How items are placed across ``axis`` (default ``Alignment/fill``).
    @exclusivity(unchecked) public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsArrangement() } } }

    /// The gap between adjacent visible items (default 0); ``spacingUseSystem`` for 8 pt. With
    /// ``Distribution/equalSpacing`` and ``Distribution/equalCentering`` it is a minimum.
    /// A non-finite value keeps the previous spacing and records a diagnostic.
    public var spacing: Double {
        get { storedSpacing }
        set {
            guard newValue.isFinite else {
                recordDiagnostic(.nonFiniteValue("The spacing of `\(name)`"))
                return
            }
            if newValue != storedSpacing {
                storedSpacing = newValue
                setNeedsArrangement()
            }
        }
    }

    /// Whether the stack lays its items out inside its layout margins rather than its bounds
    /// (default `false`). A stack view's margins default to 0.
    @exclusivity(unchecked) public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Whether a vertical stack measures its spacing from baseline to baseline (default
    /// `false`): `next.firstBaseline == previous.lastBaseline + spacing`. Ignored by horizontal stacks.
    @exclusivity(unchecked) public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    // The regeneration state below is read and updated many times per regeneration (a hide
    // splices five parts, each a modify access of `generated` and `arrangementWork`), so release
    // builds skip the run-time exclusivity checks, as for the engine's tables: about 90
    // instructions each, 2 % of hiding a row of a 100-row stack. Debug builds, where the tests
    // run, keep them.
    #if TRELLIS_INVARIANTS
        var storedSpacing: Double = 0
        var customSpacings: [ObjectIdentifier: Double] = [:]
        /// The generated constraints currently active, part by part in recipe order, and what
        /// each says.
        var generated = StackParts<GeneratedSlot>()
        /// The cross-axis spanning guide (`UISV-alignment-spanner`) and the main-axis one used
        /// when every item is hidden.
        var crossSpanner: LayoutGuide?
        var mainSpanner: LayoutGuide?
        /// How many recipe entries the regenerations made and compared so far (tests count work).
        var arrangementWork = ArrangementWork()
    #else
        @exclusivity(unchecked) var storedSpacing: Double = 0
        @exclusivity(unchecked) var customSpacings: [ObjectIdentifier: Double] = [:]
        @exclusivity(unchecked) var generated = StackParts<GeneratedSlot>()
        @exclusivity(unchecked) var crossSpanner: LayoutGuide?
        @exclusivity(unchecked) var mainSpanner: LayoutGuide?
        @exclusivity(unchecked) var arrangementWork = ArrangementWork()
    #endif
    #if TRELLIS_INVARIANTS
        /// What ``generated`` was made for; `nil` before the first regeneration.
        var generatedInputs: GenerationInputs?
        /// The arranged items ``generated`` was last fully regenerated for, by identity, taken
        /// when they first change after it (to pair its constraints with the next recipe's, see
        /// ``ItemShift``); `nil` while they are the items now. Taken at the change, not at every
        /// regeneration: a first layout would have listed every stack's items for nothing.
        var generatedItems: [ObjectIdentifier]?
        /// Gap guides of `.equalSpacing` / `.equalCentering`, reused in order.
        var gapGuides: [LayoutGuide] = []
        /// Suspends regeneration while a batch of changes is made.
        var arrangementSuspended = 0
        /// Whether the generated constraints are out of date (see `StackView+Arrangement.swift`).
        var needsArrangement = false
        /// Whether something other than items' visibility changed since the last regeneration.
        var needsFullArrangement = true
        /// The items whose `isHidden` changed since the last regeneration, when nothing else did.
        var changedHiddenItems: [View] = []
    #else
        @exclusivity(unchecked) var generatedInputs: GenerationInputs?
        @exclusivity(unchecked) var generatedItems: [ObjectIdentifier]?
        @exclusivity(unchecked) var gapGuides: [LayoutGuide] = []
        @exclusivity(unchecked) var arrangementSuspended = 0
        @exclusivity(unchecked) var needsArrangement = false
        @exclusivity(unchecked) var needsFullArrangement = true
        @exclusivity(unchecked) var changedHiddenItems: [View] = []
    #endif

    /// Creates a stack of `arrangedSubviews` (each becomes a subview), horizontal, fill, fill,
    /// spacing 0.
    ///
    /// - Parameters:
    ///   - arrangedSubviews: the items, in order; duplicates are kept once.
    ///   - name: the name frame tables and messages use.
    public init(arrangedSubviews: [View] = [], name: String = "stack") {
        super.init(name: name)
        batch { for view in arrangedSubviews { addArrangedSubview(view) } }
    }

    /// Creates an empty stack with the given name.
    public override convenience init(name: String = "stack") {
        self.init(arrangedSubviews: [], name: name)
    }

    override var defaultLayoutMargins: DirectionalEdgeInsets { DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// The arranged subview whose first baseline the stack vends (spec §2.4): the first visible
    /// one of a vertical stack; of a horizontal one, the first (`fill`, `top`, `firstBaseline`)
    /// or the tallest (`bottom`, `lastBaseline`, `center`). The stack itself when no arranged
    /// subview is visible.
    ///
    /// A constraint on the stack's ``View/firstBaselineAnchor`` follows it, as in UIKit:
    /// `stack.firstBaselineAnchor == other.firstBaselineAnchor` aligns the vended label's text.
    open override var forFirstBaselineLayout: View { vendedBaselineItem(first: true) ?? self }

    /// The arranged subview whose last baseline the stack vends (spec §2.4): the last visible one
    /// of a vertical stack; of a horizontal one, the last (`fill`, `bottom`, `lastBaseline`) or
    /// the tallest (`top`, `firstBaseline`, `center`). The stack itself when no arranged subview is
    /// visible.
    open override var forLastBaselineLayout: View { vendedBaselineItem(first: false) ?? self }

    /// Appends `view` to ``arrangedSubviews`` (and to ``View/subviews`` if it is not a subview
    /// yet). A view already arranged moves to the end.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `index` (clamped to the valid range), adding
    /// it as a subview if needed. Adding the stack itself or one of its ancestors is ignored with
    /// a diagnostic, as for ``View/addSubview(_:)``.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        batch {
            noteItemsChanging()
            if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
                arrangedSubviews.remove(at: current)
            }
            if view.superview !== self {
                addSubview(view)
                guard view.superview === self else { return }
            }
            arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
            view.addHiddenObserver(holding: self) { stack, item in stack.arrangedItemDidChangeHidden(item) }
        }
    }

    /// Removes `view` from ``arrangedSubviews``; it stays a subview (as in UIKit) and its custom
    /// spacing is forgotten.
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        batch {
            noteItemsChanging()
            arrangedSubviews.remove(at: index)
            customSpacings[ObjectIdentifier(view)] = nil
            view.intrinsicPriorityBias = nil
            view.removeHiddenObserver(self)
        }
    }

    /// Sets the gap after `arrangedSubview` (``spacingUseSystem`` for 8 pt,
    /// ``spacingUseDefault`` to go back to ``spacing``). Ignored for a view that is not arranged.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        guard spacing.isFinite || spacing == StackView.spacingUseDefault else {
            recordDiagnostic(.nonFiniteValue("The custom spacing after `\(arrangedSubview.name)`"))
            return
        }
        let key = ObjectIdentifier(arrangedSubview)
        let value: Double? = spacing == StackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        setNeedsArrangement()
    }

    /// The custom gap after `arrangedSubview`, or ``spacingUseDefault`` when none is set.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    override func didRemoveSubview(_ subview: View) {
        removeArrangedSubview(subview)
    }

    /// Runs `body` with regeneration suspended, then marks the stack for one regeneration.
    func batch(_ body: () -> Void) {
        arrangementSuspended += 1
        body()
        arrangementSuspended -= 1
        setNeedsArrangement()
    }
}

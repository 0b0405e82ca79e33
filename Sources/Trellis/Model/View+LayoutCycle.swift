// The layout cycle as UIKit code sees it: invalidation (`setNeedsLayout()`,
// `setNeedsUpdateConstraints()`) on any view, and `layoutIfNeeded()` from any view. The engine
// runs the overridable methods (`View.swift`) in `LayoutEngine+LayoutCycle.swift`.

/// What the layout cycle knows about one view of a subclass.
struct LayoutCycleState {
    /// The view asked for ``View/layoutSubviews()`` (joined a window, `setNeedsLayout()`,
    /// a subview added or removed).
    var needsLayout = true
    /// The view asked for ``View/updateConstraints()`` (joined a window,
    /// `setNeedsUpdateConstraints()`).
    var needsUpdateConstraints = true
    /// Set by `View.updateConstraints()`, so a missing `super` call is noticed.
    var calledSuperUpdateConstraints = false
    /// The view's size and its subviews' frames when `layoutSubviews()` last ran: a change in
    /// either calls it again, as UIKit's engine marks a view whose subviews it moved.
    var lastSize: Size?
    var lastSubviewFrames: [Rect] = []
}

extension View {
    /// Trellis's own view classes: they do nothing in the layout-cycle methods, so the engine
    /// never calls them on their instances (only on instances of subclasses).
    static let builtInTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(View.self), ObjectIdentifier(Window.self), ObjectIdentifier(Label.self),
        ObjectIdentifier(StackView.self), ObjectIdentifier(ScrollView.self), ObjectIdentifier(ListView.self),
        ObjectIdentifier(ImageView.self), ObjectIdentifier(Button.self), ObjectIdentifier(TextField.self),
        ObjectIdentifier(Switch.self), ObjectIdentifier(ActivityIndicatorView.self), ObjectIdentifier(ProgressView.self),
        ObjectIdentifier(SegmentedControl.self), ObjectIdentifier(TableViewCell.self),
        ObjectIdentifier(TableViewCellContentView.self), ObjectIdentifier(TableViewHeaderFooterView.self),
        ObjectIdentifier(HeaderFooterContentView.self), ObjectIdentifier(ButtonTitleLabel.self),
    ]

    /// Whether ``layoutSubviews()`` will be called at the next layout for a reason the view was
    /// given (see ``setNeedsLayout()``); a change of size found during layout also calls it.
    public var needsLayout: Bool { observesLayoutCycle && layoutCycle.needsLayout }

    /// Asks for ``layoutSubviews()`` at the next ``layoutIfNeeded()``, as in UIKit.
    ///
    /// Frames never need it: constraints decide them whenever the window lays out. Only a
    /// subclass's ``layoutSubviews()`` override runs; outside a window the request waits until
    /// the view joins one. It never traps and never lays out by itself.
    ///
    /// ```swift
    /// chart.setNeedsLayout()
    /// chart.layoutIfNeeded()   // chart.layoutSubviews() ran
    /// ```
    public func setNeedsLayout() {
        guard observesLayoutCycle else { return }
        layoutCycle.needsLayout = true
    }

    /// Asks for ``updateConstraints()`` before the next layout, as in UIKit.
    ///
    /// Only a subclass's override runs; outside a window the request waits until the view joins
    /// one.
    ///
    /// ```swift
    /// isExpanded = true
    /// panel.setNeedsUpdateConstraints()   // panel.updateConstraints() runs at the next layout
    /// ```
    public func setNeedsUpdateConstraints() {
        guard observesLayoutCycle else { return }
        layoutCycle.needsUpdateConstraints = true
    }

    /// Whether ``updateConstraints()`` will be called before the next layout.
    public var needsUpdateConstraints: Bool { observesLayoutCycle && layoutCycle.needsUpdateConstraints }

    /// Runs every pending ``updateConstraints()`` of the window's views now, subviews first,
    /// without solving: UIKit's `updateConstraintsIfNeeded()`. Outside a window it does nothing.
    public func updateConstraintsIfNeeded() {
        window?.engine.runUpdateConstraints()
    }

    /// Lays out the window this view is in: solves every pending change (constraints, intrinsic
    /// sizes, hierarchy, window size) and runs the layout cycle, so that all frames are up to
    /// date. Outside a window it does nothing. Like UIKit's, it does not throw, so UIKit code
    /// calling it compiles once the types are renamed.
    ///
    /// UIKit lays out the receiver's subtree; Trellis lays out the whole window, which gives the
    /// same frames (constraints between the subtree and the rest are solved together anyway).
    /// Required constraints that cannot all hold never stop layout: the newest one in a conflict
    /// is kept broken (satisfied as nearly as the others allow) and reported in
    /// ``Window/diagnostics``. Called from inside ``layoutSubviews()`` or
    /// ``updateConstraints()``, it solves pending changes without starting another cycle.
    ///
    /// Should the solver itself fail (a bug, never a property of the input), the error is
    /// recorded in ``Window/diagnostics`` and logged to ``LayoutLog``, and the frames of the
    /// last good layout stay; ``layoutIfNeededOrThrow()`` throws it instead.
    ///
    /// ```swift
    /// window.layoutIfNeeded()
    /// cell.layoutIfNeeded()   // the same, from any view in the window
    /// ```
    ///
    /// - Complexity: proportional to what changed since the last layout, not to the hierarchy.
    public func layoutIfNeeded() {
        guard let window else { return }
        window.recordingFailure(of: { () throws(LayoutError) in try window.engine.layout() })
    }

    /// ``layoutIfNeeded()``, throwing a solver failure instead of recording it: for tests and
    /// tools that stop at the first internal error.
    ///
    /// ```swift
    /// try window.layoutIfNeededOrThrow()
    /// ```
    ///
    /// - Throws: ``LayoutError/solverFailure(_:)`` only when the solver itself fails.
    /// - Complexity: that of ``layoutIfNeeded()``.
    public func layoutIfNeededOrThrow() throws(LayoutError) {
        try window?.engine.layout()
    }
}

extension Window {
    /// Runs `layout`, recording and logging what it throws instead of passing it on: the
    /// non-throwing ``View/layoutIfNeeded()``.
    func recordingFailure(of layout: () throws(LayoutError) -> Void) {
        do {
            try layout()
        } catch {
            LayoutLog.emit("[Trellis] Layout of `\(name)` failed: \(error)")
            diagnostics.append(error)
        }
    }
}

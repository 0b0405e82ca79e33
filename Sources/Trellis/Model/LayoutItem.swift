/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Every item has a rectangle the layout engine solves for, and the anchors that constraints
/// relate (``leadingAnchor``, ``widthAnchor``, …). You never create a `LayoutItem` directly;
/// make a ``View`` or a ``LayoutGuide``.
///
/// ```swift
/// let red = View(name: "red")
/// let gap = LayoutGuide(name: "gap")
/// red.widthAnchor.constraint(equalTo: gap.widthAnchor)  // views and guides mix freely
/// ```
open class LayoutItem {
    /// The name shown in frame tables, constraint descriptions and error messages.
    ///
    /// Settable, like `accessibilityIdentifier` in UIKit; a solver dump (`TrellisSolver`)
    /// keeps the name the item had when it was created.
    ///
    /// ```swift
    /// let header = View()
    /// header.name = "header"
    /// ```
    public var name: String

    /// The item's unknowns: its rectangle in window coordinates.
    let variables: ItemVariables

    #if TRELLIS_INVARIANTS
        /// Where the solver last found each of ``variables``' values (see `Solver.ValueHint`):
        /// reading a frame through them skips four hash lookups.
        var valueHints = ValueHints()
    #else
        /// Where the solver last found each of ``variables``' values (see `Solver.ValueHint`):
        /// reading a frame through them skips four hash lookups.
        // Only frame reads touch them, never overlapping, so release builds skip the run-time
        // exclusivity check (as for `View.subviews`).
        @exclusivity(unchecked) var valueHints = ValueHints()
    #endif

    #if TRELLIS_INVARIANTS
        /// Active constraints that mention this item, in activation order.
        var activeConstraintList = ConstraintList()
    #else
        /// Active constraints that mention this item, in activation order.
        // Release builds skip the run-time exclusivity check (as for `View.subviews`): every
        // activation and deactivation updates it.
        @exclusivity(unchecked) var activeConstraintList = ConstraintList()
    #endif

    /// Active constraints that mention this item, in activation order.
    var activeConstraints: [LayoutConstraint] { activeConstraintList.constraints }

    /// Errors recorded while the item was outside every window; they move to the window's
    /// diagnostics when the item's hierarchy joins one.
    // Read or set whole, never across a call: no run-time exclusivity check (every item that
    // joins a window is asked, about 80 instructions each).
    @exclusivity(unchecked) var pendingDiagnostics: [LayoutError] = []

    /// The rectangle (window coordinates) the item had when it last left a window.
    var detachedFrameInWindow: Rect = .zero

    /// The frame (parent coordinates) the item had when it last left a window.
    var detachedFrame: Rect = .zero

    /// What constraints and anchors hold instead of a weak reference to the item (see
    /// ``ItemHandle``), made on first use.
    var handle: ItemHandle {
        if let storedHandle { return storedHandle }
        let made = ItemHandle(self)
        storedHandle = made
        return made
    }
    // Read or set whole, never across a call: no access can overlap, so no run-time check.
    @exclusivity(unchecked) private var storedHandle: ItemHandle?

    init(name: String) {
        self.name = name
        self.variables = ItemVariables(name: name)
        // Each variable reached in place: `variables.attach(_:)` took a copy of the struct,
        // retaining and releasing all four (four pairs for every guide a stack makes during
        // a layout).
        let observer = observerObject
        variables.minX.setObserver(observer)
        variables.minY.setObserver(observer)
        variables.width.setObserver(observer)
        variables.height.setObserver(observer)
    }

    deinit {
        variables.detach()
        // Constraints and anchors that outlive the item read `nil` from then on, and its name.
        storedHandle?.releasedName = name
        storedHandle?.item = nil
    }

    /// The view whose coordinate space this item's frame is in: the superview of a view, the
    /// owning view of a guide.
    final var parentView: View? { parentReference?.takeUnretainedValue() }

    /// ``parentView``, stored unretained: the storage of ``View/superview`` and
    /// ``LayoutGuide/owningView``. Lowering walks up through it with `_withUnsafeGuaranteedRef`:
    /// an `unowned(unsafe)` field is retained and released around every read. Read or set
    /// whole, never across a call, so it skips the run-time exclusivity check (every
    /// activation walks up through it).
    @exclusivity(unchecked) final var parentReference: Unmanaged<View>?

    /// The view that stands for this item in the view hierarchy: a view itself, a guide's owning view.
    var hierarchyView: View? { nil }

    /// The engine of the window the item is in, for reading its frame: a view's cached engine,
    /// a guide's owning view's. Reading through it touches no view's reference count (when views
    /// were weakly referenced, each retain of one took the runtime's slow path: half the cost
    /// of reading a frame), and unretained, not the engine's either (the window keeps its
    /// engine alive while any view caches it).
    ///
    /// A view's is a stored field, read without a dynamic call (every frame read starts here);
    /// a guide, or a window before its first layout, goes through ``engineForReadsWhenNotCached``.
    final var engineForReads: Unmanaged<LayoutEngine>? {
        if let cachedEngineReference { return cachedEngineReference }
        return engineForReadsWhenNotCached
    }

    /// ``engineForReads`` of an item that keeps no engine of its own: a guide's owning view's.
    var engineForReadsWhenNotCached: Unmanaged<LayoutEngine>? { nil }

    /// A view's ``View/cachedEngine`` unretained: a frame read calls into the engine through it
    /// without a retain and a release (about a fifth of reading a frame after a change). Always
    /// `nil` for a guide.
    var cachedEngineReference: Unmanaged<LayoutEngine>?

    /// The frame last read from the solver, current while ``cacheEpoch`` is the engine's epoch
    /// (see `FrameCache.swift`); touched only by frame reads and when the solver tells this
    /// item, its variables' observer, that one of them may have moved. Kept here, beside
    /// ``cachedEngineReference``, rather than with the variables: a read of a kept frame then
    /// touches the item and its engine, not a third object (reading every frame after a
    /// change was a quarter of a 100-cell feed's hide, mostly waiting on those loads). Only
    /// frame reads and the solver's notices touch them, never overlapping: release builds skip
    /// the run-time exclusivity check.
    #if TRELLIS_INVARIANTS
        var cacheEpoch: UInt64 = 0
        var cachedFrame = Rect.zero
    #else
        @exclusivity(unchecked) var cacheEpoch: UInt64 = 0
        @exclusivity(unchecked) var cachedFrame = Rect.zero
    #endif

    /// The direction leading and trailing resolve with: a view's
    /// ``View/effectiveUserInterfaceLayoutDirection``, a guide's owning view's.
    var effectiveLayoutDirection: LayoutDirection {
        hierarchyView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }

    /// Records a non-throwing call's error in the window's diagnostics, or keeps it until the
    /// item's hierarchy joins a window.
    func recordDiagnostic(_ error: LayoutError) {
        guard let root = hierarchyView?.rootView else {
            pendingDiagnostics.append(error)
            return
        }
        if let window = root as? Window {
            window.diagnostics.append(error)
        } else {
            root.pendingDiagnostics.append(error)
        }
    }
}

import TrellisSolver

/// Keeps a window's solver in step with its hierarchy: the one place that sees solver types.
///
/// Model changes (activation, constants, priorities, intrinsic sizes, subtrees entering or
/// leaving) only *queue* the affected constraint or view. `layout()` then syncs the queue inside
/// one `solver.batch { }`: removals first, then the window size and changed constants (moved in
/// place with `updateConstant`), then additions, then intrinsic sizes. Queues are arrays, so the
/// solver sees changes in the order they were made; dictionaries are only looked up, never
/// iterated, so every result is deterministic.
///
/// Required conflicts never stop layout: an added constraint that cannot hold is installed with
/// `.breakConstraint` (the newest constraint of the conflict is the one broken) and the conflict
/// is recorded in the window's diagnostics.
final class LayoutEngine {
    /// A constraint in the solver: its lowered form and when it was added.
    struct Installed: SlottedRecord {
        let constraint: LayoutConstraint
        let lowered: LinearConstraint
        let priority: LayoutPriority
        let activation: Int
        let sequence: Int
        /// The direction leading and trailing were resolved with.
        let direction: LayoutDirection

        var key: LayoutConstraint { constraint }
    }

    /// The engine's records of the constraints it installed, by constraint.
    typealias InstalledTable = SlottedTable<Installed>

    /// What a solver constraint stands for, to describe conflicts and choose what to break.
    enum Owner {
        case constraint(LayoutConstraint)
        case intrinsic(View, IntrinsicSlot)
        /// The window's origin or size; the label names the variable (`window.width`).
        case window(String)
    }

    unowned let window: Window
    /// The window's identity, for comparisons that need not load (and retain) the window.
    let windowID: ObjectIdentifier
    let solver = Solver()
    /// Numbers solver constraints in the order they were added. Read or set whole, never across
    /// a call: no access can overlap, so it skips the run-time exclusivity check.
    @exclusivity(unchecked) var sequence = 0
    // Identity tables, not dictionaries: a dictionary hashed each key with SipHash. Every
    // constraint added or removed updates them, so release builds skip their run-time
    // exclusivity checks (as for `View.subviews`; with the queues below, the checks were about
    // 5 % of a first layout's instructions).
    //
    // `owners` holds the solver constraints the engine makes itself (intrinsic sizes, the
    // window's size). The owners of lowered user constraints are in `installed` (an
    // ``SlottedTable``, which keeps each record's place in its constraint); the reverse
    // table, `loweredOwners`, is built the first time something asks (a conflict, a query of
    // what affects an axis) and kept up to date from then on. Kept for every constraint, it was
    // one more large table to fill per constraint (2 % of a first layout) for questions most
    // layouts never ask. Read owners through `owner(of:)`.
    let installed = InstalledTable()
    /// The intrinsic-size constraints of each view that has any, by view (see
    /// `LayoutEngine+IntrinsicSize.swift`).
    let intrinsics = SlottedTable<IntrinsicEntry>()
    #if TRELLIS_INVARIANTS
        var owners = IdentityTable<LinearConstraint, (owner: Owner, sequence: Int)>()
        var loweredOwners: IdentityTable<LinearConstraint, (constraint: LayoutConstraint, sequence: Int)>?
    #else
        @exclusivity(unchecked) var owners = IdentityTable<LinearConstraint, (owner: Owner, sequence: Int)>()
        @exclusivity(unchecked) var loweredOwners: IdentityTable<LinearConstraint, (constraint: LayoutConstraint, sequence: Int)>?
    #endif
    var windowRecord: WindowRecord?
    /// Views with system guides, in the order they got their first one: the guides' insets are
    /// recomputed after every solve.
    var guidedViews: [View] = []
    var guidedViewIDs = Set<ObjectIdentifier>()
    /// Conflicts broken so far, oldest first, in full (see `LayoutEngine+ConflictReports.swift`).
    var conflictReports: [ConflictReport] = []
    /// The pins of `Window.exerciseAmbiguity()`, dropped at the next layout.
    var exercise = AmbiguityExercise()
    /// The labels in the window, in the order they joined it (see `LayoutEngine+Labels.swift`).
    var labels: [Label] = []
    var labelIDs = Set<ObjectIdentifier>()
    /// A subtree left the window since the labels were last pruned.
    var labelsMayHaveLeft = false
    /// The labels whose width moved in the last layout's second pass.
    var unstableLabelIDs: [ObjectIdentifier] = []
    /// For each scroll view, the constraints lowered through its content offset (see
    /// `LayoutEngine+ScrollView.swift`).
    var crossingScrollViews: [ObjectIdentifier: CrossingConstraints] = [:]
    /// Whether a scroll view ever joined the window (until then no constraint can cross one).
    var hasScrollViews = false
    /// The alignment insets of the window's views that have any, as last read (see
    /// `LayoutEngine+AlignmentInsets.swift`). Every frame computed asks whether it is empty, so
    /// release builds skip its run-time exclusivity check.
    #if TRELLIS_INVARIANTS
        var alignmentInsets: [ObjectIdentifier: EdgeInsets] = [:]
    #else
        @exclusivity(unchecked) var alignmentInsets: [ObjectIdentifier: EdgeInsets] = [:]
    #endif
    /// The views with a constraint on a baseline that another view stands for (see
    /// `LayoutEngine+Baselines.swift`). Identities only, never followed: a stale one costs one
    /// needless lowering at most. Every stack's regeneration asks whether it is empty, so
    /// release builds skip its run-time exclusivity check (31 instructions a stack, measured).
    #if TRELLIS_INVARIANTS
        var baselineRoutingViewIDs = Set<ObjectIdentifier>()
    #else
        @exclusivity(unchecked) var baselineRoutingViewIDs = Set<ObjectIdentifier>()
    #endif
    /// Those of ``baselineRoutingViewIDs`` whose constraints were queued again since the last
    /// sync (see `LayoutEngine+Baselines.swift`).
    var baselineRequeuedIDs = Set<ObjectIdentifier>()
    /// The list views in the window, in the order they joined it (see `LayoutEngine+Lists.swift`).
    var lists: [ListView] = []
    var listIDs = Set<ObjectIdentifier>()
    /// The flow views in the window, in the order they joined it (see `LayoutEngine+Flows.swift`).
    var flows: [FlowView] = []
    var flowIDs = Set<ObjectIdentifier>()
    /// The views of subclasses in the window, in the order they joined it: the only views whose
    /// layout-cycle methods run (see `LayoutEngine+LayoutCycle.swift`).
    var cycleViews: [View] = []
    var cycleViewIDs = Set<ObjectIdentifier>()
    /// A subclass's view left the window since `cycleViews` was last pruned.
    var cycleViewsMayHaveLeft = false
    /// Whether the layout cycle is calling overrides (a nested `layoutIfNeeded()` only solves).
    var isRunningLayoutCycle = false
    /// The safe-area insets last reported to each view of a subclass by
    /// `safeAreaInsetsDidChange()` (absent: zero), see `LayoutEngine+LayoutCycle.swift`.
    var reportedSafeAreaInsets: [ObjectIdentifier: EdgeInsets] = [:]

    // The queues of changed constraints and views; release builds skip their run-time
    // exclusivity checks, as for ``installed``.
    #if TRELLIS_INVARIANTS
        private var pendingConstraints = MarkedQueue<LayoutConstraint>()
        private var pendingViews = MarkedQueue<View>()
    #else
        @exclusivity(unchecked) private var pendingConstraints = MarkedQueue<LayoutConstraint>()
        @exclusivity(unchecked) private var pendingViews = MarkedQueue<View>()
    #endif
    /// The constraints each sync of the last layout applied, for finding what overflowed when a
    /// frame read finds a non-finite value (see `LayoutEngine+Finiteness.swift`); emptied by the
    /// first frame read that finds every value finite (``forgetRecentlySynced()``). Every frame
    /// read checks it, so release builds skip its run-time exclusivity check (as for
    /// `View.subviews`; measured: 75 instructions a frame read).
    #if TRELLIS_INVARIANTS
        var recentlySynced: [TakenPass<LayoutConstraint>] = []
    #else
        @exclusivity(unchecked) var recentlySynced: [TakenPass<LayoutConstraint>] = []
    #endif
    /// The intrinsic sizes the last layout moved, oldest first, with the values they had: an
    /// overflow that no constraint of the layout explains is undone from them (see
    /// `LayoutEngine+Finiteness.swift`). Emptied with ``recentlySynced``; its run-time
    /// exclusivity checks cost an intrinsic-size change 400 instructions (callgrind,
    /// stack-tree-box fill-intrinsic), so release builds skip them as for ``recentlySynced``.
    #if TRELLIS_INVARIANTS
        var recentIntrinsicMoves: [IntrinsicMove] = []
    #else
        @exclusivity(unchecked) var recentIntrinsicMoves: [IntrinsicMove] = []
    #endif
    /// Intrinsic-size moves of optional rows collected while the views of a sync are visited,
    /// handed to the solver together (see `LayoutEngine+IntrinsicSize.swift`). Every view of a
    /// first layout asks whether it is empty, so release builds skip its run-time exclusivity
    /// check, as for ``recentlySynced`` (with it, first layouts took 0.2–0.3 % longer).
    #if TRELLIS_INVARIANTS
        var pendingIntrinsicMoves: [(constraint: LinearConstraint, constant: Double)] = []
    #else
        @exclusivity(unchecked) var pendingIntrinsicMoves: [(constraint: LinearConstraint, constant: Double)] = []
    #endif
    /// The constant moves of the constraints a sync refreshes, handed to the solver together;
    /// kept between syncs so that a change moving one constant allocates nothing. Release builds
    /// skip its run-time exclusivity checks, as for ``pendingIntrinsicMoves``.
    #if TRELLIS_INVARIANTS
        var pendingConstantMoves: [(constraint: LinearConstraint, constant: Double)] = []
    #else
        @exclusivity(unchecked) var pendingConstantMoves: [(constraint: LinearConstraint, constant: Double)] = []
    #endif
    /// Every item's frame as last read, and which of them a change reached (see
    /// `FrameCache.swift`); read by every frame read, so release builds skip its run-time
    /// exclusivity check, as for ``recentlySynced``.
    #if TRELLIS_INVARIANTS
        var frameCache = FrameCache()
    #else
        @exclusivity(unchecked) var frameCache = FrameCache()
    #endif
    /// Stacks whose generated constraints are out of date, in the order they were marked.
    var pendingStacks: [StackView] = []
    /// The keys a stack's recipe listed so far, one set for every stack's regeneration
    /// (`RecipeKeySet.swift`).
    var recipeKeys = RecipeKeySet()
    /// Subtrees that joined the window as a stack's subviews, whose constraints are queued once
    /// the pass's stacks have regenerated (see ``subtreeDidEnter(_:)``).
    var subtreesEnteredUnderStacks: [View] = []
    /// The engine's counters of ``Window/layoutWork`` (its `solver` part unused: the solver
    /// counts its own). Every frame computed counts, so release builds skip its run-time
    /// exclusivity check, as for ``frameCache``.
    #if TRELLIS_INVARIANTS
        var counted = LayoutWork()
    #else
        @exclusivity(unchecked) var counted = LayoutWork()
    #endif

    init(window: Window) {
        self.window = window
        self.windowID = ObjectIdentifier(window)
        // Positions fixed to constants (an item at its stack's edge) become definitions and fold
        // into those that mention them (see "Solver internals").
        solver.definesConstants = true
        // What a pass's removals take out waits for the pass's new constraints, so a stack that
        // regenerates its alignment keeps it one shared row (see "Solver internals"); conflicts
        // that finds are read after each pass.
        solver.reinstallsWait = true
        window.cachedEngine = self
        // Kept frames are checked against the solver's list of moved values before the next
        // read (see `FrameCache.swift`). Unretained: the solver is this engine's, and the
        // engine clears the callback when it goes, in case something else keeps the solver.
        solver.onValuesMayMove = { [unowned(unsafe) self] in self.frameCache.needsTake = true }
        solver.valueObserver = LayoutItem.frameObserver
    }

    deinit {
        solver.onValuesMayMove = nil
        // Emptied here, where the record types are known (see ``SlottedTable/removeAll()``).
        installed.removeAll()
        intrinsics.removeAll()
        // What is still queued here counts as queued nowhere (see ``MarkedQueue``).
        pendingConstraints.close()
        pendingViews.close()
        for pass in recentlySynced { pass.finish() }
    }

    // MARK: Queueing (called by the model)

    /// Queues a constraint whose activation, constant or priority changed.
    func constraintDidChange(_ constraint: LayoutConstraint) {
        pendingConstraints.insert(constraint)
    }

    /// Queues a view whose intrinsic size or content priorities changed.
    func intrinsicContentSizeDidChange(of view: View) {
        pendingViews.insert(view)
    }

    /// Queues everything installed in a subtree that just joined the window.
    ///
    /// A subtree that joins as a stack's subview (a row inserted into a list of rows) has its
    /// constraints queued after the stacks the pass regenerates, the way a first layout orders
    /// them (see ``updatePendingArrangements()``): queued now, a row's own arrangement came
    /// before its stack's, and defined the row's edges through its content. Every other row's
    /// width was then a tableau row through it, and the stack's regenerated alignment rewrote
    /// each of them (inserting the first of 1,000 rows: a pivot and several rewrites a row).
    func subtreeDidEnter(_ root: View) {
        let queuesAfterStacks = root.superview is StackView
        if queuesAfterStacks { subtreesEnteredUnderStacks.append(root) }
        for view in root.subtree {
            // Preorder: a superview's direction is cached before its subviews read it.
            view.cachedWindow = window
            view.cachedEngine = self
            view.updateCachedDirection()
            if let stack = view as? StackView, stack.needsArrangement { stackNeedsArrangement(stack) }
            intrinsicContentSizeDidChange(of: view)
            if !queuesAfterStacks { queueConstraints(of: view) }
            if !view.systemGuides.isEmpty { systemGuidesDidChange(in: view) }
            if let label = view as? Label { labelDidEnter(label) }
            if let list = view as? ListView { listDidEnter(list) }
            if let flow = view as? FlowView { flowDidEnter(flow) }
            if view is ScrollView { hasScrollViews = true }
            if view.observesLayoutCycle {
                layoutCycleViewDidEnter(view)
                noteAlignmentInsets(of: view)
            }
        }
        baselinesMayHaveMoved(below: root.superview)
    }

    /// Queues every constraint installed on `view`.
    private func queueConstraints(of view: View) {
        for constraint in view.constraints { constraintDidChange(constraint) }
    }

    /// Queues the constraints of the subtrees that joined as stacks' subviews (see
    /// ``subtreeDidEnter(_:)``), once the stacks have regenerated; a subtree that has left the
    /// window since queued nothing it needs.
    private func queueSubtreesEnteredUnderStacks() {
        guard !subtreesEnteredUnderStacks.isEmpty else { return }
        let roots = subtreesEnteredUnderStacks
        subtreesEnteredUnderStacks = []
        for root in roots where root.cachedEngine === self {
            for view in root.subtree { queueConstraints(of: view) }
        }
    }

    /// Keeps the frames of a subtree about to leave the window and queues its removal.
    func subtreeWillLeave(_ root: View) {
        labelsMayHaveLeft = true
        baselinesMayHaveMoved(below: root.superview)
        snapshotFrames(of: root, inWindow: frameInWindow(of: root))
        for view in root.subtree {
            intrinsicContentSizeDidChange(of: view)
            for constraint in view.constraints { constraintDidChange(constraint) }
            view.cachedWindow = nil
            view.cachedEngine = nil
            view.cachedDirection = nil
            if view.observesLayoutCycle {
                cycleViewsMayHaveLeft = true
                if !alignmentInsets.isEmpty { alignmentInsets[ObjectIdentifier(view)] = nil }
                if !reportedSafeAreaInsets.isEmpty { reportedSafeAreaInsets[ObjectIdentifier(view)] = nil }
            }
        }
    }

    /// Stores an item's current frames for reading after it leaves the window.
    func snapshotFrame(of item: LayoutItem) {
        item.detachedFrame = frame(of: item)
        item.detachedFrameInWindow = frameInWindow(of: item)
    }

    /// Stores the frames of every view and guide of `root`'s subtree, given `root`'s rectangle in
    /// window coordinates, top down: each item's window rectangle is its frame moved by its
    /// parent's (already stored) one, so the walk costs four reads per item, not a climb to the
    /// window per item. It never touches the window itself, so a window can call it while it
    /// is being released.
    func snapshotFrames(of root: View, inWindow rectangle: Rect) {
        root.detachedFrame = solvedFrame(of: root)
        root.detachedFrameInWindow = rectangle
        var stack: [View] = [root]
        while let view = stack.popLast() {
            let origin = view.detachedFrameInWindow.origin
            let shift = view.boundsOrigin
            for guide in view.allLayoutGuides { snapshot(guide, inParentAt: origin, shift: shift) }
            for subview in view.subviews.reversed() {
                snapshot(subview, inParentAt: origin, shift: shift)
                stack.append(subview)
            }
        }
    }

    /// Stores `item`'s frame and its window rectangle, given its parent's window origin and
    /// bounds origin.
    private func snapshot(_ item: LayoutItem, inParentAt origin: Point, shift: Point) {
        let frame = solvedFrame(of: item)
        item.detachedFrame = frame
        var inWindow = frame
        inWindow.origin.x += origin.x - shift.x
        inWindow.origin.y += origin.y - shift.y
        item.detachedFrameInWindow = inWindow
    }

    // MARK: Layout

    /// Solves every queued change, letting list views place their rows before and after
    /// (`LayoutEngine+Lists.swift`) and flow views re-wrap at their solved widths
    /// (`LayoutEngine+Flows.swift`).
    func layout() throws(LayoutError) {
        // A layout started by a nested layoutIfNeeded() inside the layout cycle belongs to it.
        if !isRunningLayoutCycle {
            forgetRecentlySynced()
            if !recentIntrinsicMoves.isEmpty { recentIntrinsicMoves.removeAll(keepingCapacity: true) }
        }
        guard cycleViews.isEmpty || isRunningLayoutCycle else { return try runLayoutCycle() }
        try solveAll()
    }

    /// Solves every queued change, lists included, without calling any view's layout-cycle
    /// methods.
    func solveAll() throws(LayoutError) {
        layOutListsBeforeSolve()
        updateFlowsBeforeSolve()
        try solve()
        var passes = 0
        while passes < LayoutEngine.maximumListPasses {
            // Both run every pass: a list that changed must not keep a flow from re-wrapping.
            let listsChanged = layOutListsAfterSolve()
            let flowsChanged = rewrapFlowsAfterSolve()
            guard listsChanged || flowsChanged else { break }
            try solve()
            passes += 1
        }
    }

    /// Solves every queued change; with multi-line labels of automatic width, solves twice: once
    /// with them unwrapped and once re-measured at their solved widths (`LayoutEngine+Labels.swift`).
    private func solve() throws(LayoutError) {
        let onlyContent = onlyLabelContentChanged
        // Many views joining at once (a first layout): their stacks are about to queue several
        // constraints each (3 to 6 per view measured), so the queue gets its room now rather
        // than doubling a dozen times through the regeneration.
        if pendingViews.count >= Self.reservingBatch {
            pendingConstraints.reserveCapacity(adding: 3 * pendingViews.count)
        }
        updatePendingArrangements()
        queueSubtreesEnteredUnderStacks()
        let twoPass = prepareFirstLabelPass(onlyChanged: onlyContent)
        try settle()
        guard !twoPass.isEmpty else { return }
        prepareSecondLabelPass(twoPass)
        try settle()
        checkLabelWidths(twoPass)
    }

    /// Applies every queued change to the solver, then brings the system guides' insets in line
    /// with the new frames, solving again until they agree (see `LayoutEngine+Guides.swift`).
    private func settle() throws(LayoutError) {
        _ = updateSystemGuides()
        try syncPending()
        var passes = 1
        while passes < LayoutEngine.maximumGuidePasses, updateSystemGuides() || hasPendingChanges {
            try syncPending()
            passes += 1
        }
    }

    /// Whether the only changes queued are labels' content (new texts): then labels that did not
    /// change keep their wrapping (see `LayoutEngine+Labels.swift`).
    private var onlyLabelContentChanged: Bool {
        guard windowRecord?.size == window.size, pendingConstraints.isEmpty, pendingStacks.isEmpty,
            subtreesEnteredUnderStacks.isEmpty, !pendingViews.isEmpty
        else { return false }
        var onlyLabels = true
        pendingViews.forEachQueued { if ($0 as? Label)?.contentChangedSinceLayout != true { onlyLabels = false } }
        return onlyLabels
    }

    /// Whether changes are queued (a system guide created while lowering queues its constraints).
    private var hasPendingChanges: Bool { !pendingConstraints.isEmpty || !pendingViews.isEmpty }

    /// Whether anything is queued that the next solve would apply (the layout cycle solves
    /// again while its overrides keep changing the layout).
    var hasQueuedChanges: Bool {
        hasPendingChanges || !pendingStacks.isEmpty || !subtreesEnteredUnderStacks.isEmpty
            || windowRecord?.size != window.size
    }

    /// Applies every queued change to the solver in one batch.
    private func syncPending() throws(LayoutError) {
        // Nothing queued, the window installed at its size and no ambiguity pins to drop: the
        // solver is left alone. Even an empty batch tells it values may have moved, which made
        // every frame read after a layout with nothing to do compute its frame again.
        guard hasPendingChanges || windowRecord?.size != window.size || !exercise.pins.isEmpty || !exercise.original.isEmpty
        else { return }
        counted.solves += 1
        if !baselineRequeuedIDs.isEmpty { baselineRequeuedIDs.removeAll() }
        let constraints = pendingConstraints.takeAll()
        let views = pendingViews.takeAll()
        // The queues lent their objects unretained (see ``MarkedQueue``): the views are done with
        // when the sync is, the constraints when ``recentlySynced`` lets them go.
        defer { views.finish() }
        var keepsConstraints = false
        defer { if !keepsConstraints { constraints.finish() } }
        // A large batch (a first layout) gets its room up front instead of growing through it.
        if constraints.count >= Self.reservingBatch {
            installed.reserveCapacity(installed.count + constraints.count)
            intrinsics.reserveCapacity(intrinsics.count + views.count)
            // An item has four variables (its frame); the batch's new items are the views it
            // syncs, which also covers the guides' few.
            solver.reserveCapacity(forConstraints: constraints.count, variables: 4 * views.count)
        }
        do {
            try solver.batch {
                try removeExercisePins()
                try installWindowIfNeeded()
                let work: SyncWork
                if installed.count == 0 {
                    // Nothing installed (a first layout): nothing to drop or refresh, so each new
                    // required constraint is added as it is sorted, in the same order as below.
                    // Sorting all of them first read every constraint twice, far apart: 6 % of
                    // the 1,000-row `fill` tree's last-level cache misses (callgrind's simulation).
                    try applyWindowSize()
                    work = try sortedForSync(constraints, addingRequired: { (constraint) throws(SolverError) in try self.add(constraint) })
                } else {
                    work = try sortedForSync(constraints)
                    try removeInstalled(work.drop.map { constraints[Int($0)] })
                    try applyWindowSize()
                    try refresh(constraints, at: work.refresh)
                    try constraints.forEachLive(at: work.newRequired) { try add($0) }
                }
                try syncIntrinsicSizes(of: views)
                // The intrinsic sizes asked the app's views, whose code may have let some of the
                // constraints go: `forEachLive` leaves those out.
                try constraints.forEachLive(at: strongestFirst(work.newOptional, of: constraints)) { try add($0) }
            }
            recordLateConflicts()
            recentlySynced.append(constraints)
            keepsConstraints = true
            if solver.hasSeenNonFiniteValue { try leaveOutNonFinite(among: installed(among: constraints)) }
        } catch let error as SolverError {
            recordLateConflicts()
            throw .solverFailure(error.description)
        } catch let error as LayoutError {
            recordLateConflicts()
            throw error
        } catch {
            recordLateConflicts()
            throw .solverFailure("\(error)")
        }
    }

    /// The batch size from which syncing reserves room for the batch first.
    private static let reservingBatch = 256

    /// Optional constraints strongest first (stable within a priority).
    ///
    /// The order constraints reach the solver in a batch decides only where its one
    /// optimisation starts, not where it ends; strongest first starts it near the optimum.
    /// A stack aligned `.leading` and sized by its content wants each row's width 0 at 25
    /// (ambiguity suppression) and its spanner's width 0 at 51. Added before the rows' content
    /// sizes (750), they started every row at width 0, and the optimisation then widened the
    /// rows one at a time, each step rewriting the spanner's row in all the others: quadratic
    /// in the rows.
    private func strongestFirst(_ optional: [Int32], of constraints: TakenPass<LayoutConstraint>) -> [Int32] {
        // A change usually brings one or none: nothing to sort.
        guard optional.count > 1 else { return optional }
        // Positions ascend, so ties keep the queue's order.
        return optional.filter { constraints.isLive(at: Int($0)) }.sorted {
            let (a, b) = (constraints[Int($0)].storedPriority.rawValue, constraints[Int($1)].storedPriority.rawValue)
            return a != b ? a > b : $0 < $1
        }
    }

    /// Those of `constraints` that are still there, active and installed in this solver.
    func installed(among constraints: TakenPass<LayoutConstraint>) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        constraints.forEachLiveIndexed { _, constraint in
            if constraint.activeFlag && installed.contains(constraint) { found.append(constraint) }
        }
        return found
    }

    /// Lets the constraints of the last layout's syncs go (see ``recentlySynced``).
    func forgetRecentlySynced() {
        for pass in recentlySynced { pass.finish() }
        recentlySynced.removeAll(keepingCapacity: true)
    }

    /// Queued constraints by what syncing does with each, as positions in the queue, in queue
    /// order. Positions rather than references: the queue holds every constraint for the whole
    /// sync, and lists of references retained each constraint once more (and released it).
    private struct SyncWork {
        /// Installed here, but no longer active in this window: taken out.
        var drop: [Int32] = []
        /// Installed and still active: moved to their current constant or reinstalled.
        var refresh: [Int32] = []
        /// Active and not installed yet, required and optional.
        var newRequired: [Int32] = []
        var newOptional: [Int32] = []
    }

    /// Sorts queued constraints in one pass with one lookup each (a first layout queues every
    /// constraint; filtering the list three times copied and retained it three times). With
    /// `add`, new required constraints are handed to it as they are met instead of listed.
    private func sortedForSync(
        _ constraints: TakenPass<LayoutConstraint>,
        addingRequired add: ((LayoutConstraint) throws(SolverError) -> Void)? = nil
    ) throws(SolverError) -> SyncWork {
        var work = SyncWork()
        let addsRequired = add != nil
        do {
            try constraints.forEachLiveIndexed { index, constraint in
                let position = Int32(index)
                let isInstalled = installed.contains(constraint)
                if constraint.activeFlag, constraint.withContainer({ $0.isInWindow(windowID) }) == true, constraint.hasItems {
                    if isInstalled {
                        work.refresh.append(position)
                    } else if !constraint.storedPriority.isRequired {
                        work.newOptional.append(position)
                    } else if addsRequired {
                        try add?(constraint)
                    } else {
                        work.newRequired.append(position)
                    }
                } else if isInstalled {
                    work.drop.append(position)
                }
            }
        } catch {
            // `forEachUnretained` rethrows untyped; only `add` throws, and only solver errors.
            throw error as? SolverError ?? .internalFailure("\(error)")
        }
        return work
    }

    /// Moves an installed constraint to its current constant, or reinstalls it when its priority
    /// changed (or, for a baseline constraint, the view its baseline is measured from).
    private func refresh(_ constraints: TakenPass<LayoutConstraint>, at positions: [Int32]) throws(SolverError) {
        guard !positions.isEmpty else { return }
        defer { pendingConstantMoves.removeAll(keepingCapacity: true) }
        for position in positions {
            let constraint = constraints[Int(position)]
            guard let record = installed[constraint], let lowered = lower(constraint) else { continue }
            if record.priority != constraint.storedPriority || record.activation != constraint.activation
                || record.direction != constraint.container?.effectiveLayoutDirection
                || (constraint.mentionsBaseline && !lowered.expression.hasSameTerms(as: record.lowered.expression))
            {
                // In queue order: the constants moved before it first.
                try movePendingConstants()
                try removeInstalled(constraint)
                try add(constraint)
            } else if solver.constant(of: record.lowered) != lowered.expression.constant {
                pendingConstantMoves.append((record.lowered, lowered.expression.constant))
            }
        }
        try movePendingConstants()
    }

    /// Moves the collected constants (``move(_:)``) and empties the list, keeping its room.
    private func movePendingConstants() throws(SolverError) {
        guard !pendingConstantMoves.isEmpty else { return }
        // Passed as it is and emptied after: emptied first, a copy still holding the buffer
        // would make the emptying allocate a new one.
        try move(pendingConstantMoves)
        pendingConstantMoves.removeAll(keepingCapacity: true)
    }

    /// Adds a constraint, breaking it (and recording the conflict) when it cannot hold.
    func add(_ constraint: LayoutConstraint) throws(SolverError) {
        guard let lowered = lower(constraint) else { return }
        sequence += 1
        if loweredOwners != nil { loweredOwners?[lowered] = (constraint, sequence) }
        // The record takes the lowering, and the solver is handed it lent: handed to both, it
        // was retained once more and released after, for every constraint a layout adds. The
        // record goes first, so that a conflict found on the way can be described.
        let handle = Unmanaged.passUnretained(lowered)
        installed.set(
            Installed(
                constraint: constraint, lowered: consume lowered, priority: constraint.storedPriority,
                activation: constraint.activation, sequence: sequence,
                direction: constraint.withContainer { $0.effectiveLayoutDirection } ?? .leftToRight))
        try addToSolver(handle)
    }

    /// Removes a constraint from the solver.
    func removeInstalled(_ constraint: LayoutConstraint) throws(SolverError) {
        try removeInstalled([constraint])
    }

    /// Takes installed constraints out of the solver in one removal, so that frozen ones share
    /// one rebuild (see `Solver.removeConstraints(_:)`).
    ///
    /// They leave in the order they were added, whatever order they were deactivated in (a stack
    /// deactivates what it no longer wants in hash order), so pivots never depend on hashing.
    func removeInstalled(_ constraints: [LayoutConstraint]) throws(SolverError) {
        // Records, not (sequence, constraint) tuples: an array of tuples is destroyed through the
        // runtime's generic tuple witness.
        var records: [Installed] = []
        records.reserveCapacity(constraints.count)
        for constraint in constraints {
            guard let record = installed.removeValue(for: constraint) else { continue }
            loweredOwners?[id: ObjectIdentifier(record.lowered)] = nil
            records.append(record)
        }
        records.sort { $0.sequence < $1.sequence }
        // Each from `installed`, which it has just left: known to the solver, and listed once.
        try solver.removeInstalledConstraints(records.map(\.lowered))
    }

    /// Adds a lowered constraint in Auto Layout's recovery mode and records any conflict.
    ///
    /// Every caller passes a constraint it has just made (a lowering, an intrinsic size, the
    /// window's size), so the solver skips its duplicate check.
    func addToSolver(_ lowered: LinearConstraint) throws(SolverError) {
        if let conflict = try solver.addNewConstraint(lowered, onConflict: .breakConstraint) { record(conflict) }
    }

    /// ``addToSolver(_:)`` for a constraint lent unretained by a record that holds it: handing
    /// over a strong reference as well retained and released it once more per constraint.
    func addToSolver(_ lowered: Unmanaged<LinearConstraint>) throws(SolverError) {
        var failure: SolverError?
        lowered._withUnsafeGuaranteedRef { constraint in
            do throws(SolverError) { try addToSolver(constraint) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Records a constraint broken because it conflicts with older ones.
    private func record(_ conflict: Conflict) {
        window.diagnostics.append(.unsatisfiable(
            constraint: describe(conflict.constraint), conflicting: conflict.conflicting.map(describe)))
        conflictReports.append(report(for: conflict))
    }

    /// Records the conflicts the solver found only when it installed constraints a pass's
    /// removals had taken out: constraints the pass added that conflict with those (see
    /// `Solver.reinstallsWait`). Empty unless a pass both removes and adds conflicting required
    /// constraints.
    private func recordLateConflicts() {
        for conflict in solver.takeLateConflicts() { record(conflict) }
    }

    /// What the solver constraint `lowered` stands for, and when it was added; `nil` for one
    /// the engine does not know (a fitting solver's own).
    func owner(of lowered: LinearConstraint) -> (owner: Owner, sequence: Int)? {
        if let entry = owners[id: ObjectIdentifier(lowered)] { return entry }
        if loweredOwners == nil {
            var table = IdentityTable<LinearConstraint, (constraint: LayoutConstraint, sequence: Int)>()
            for record in installed.values { table[record.lowered] = (record.constraint, record.sequence) }
            loweredOwners = table
        }
        guard let entry = loweredOwners?[id: ObjectIdentifier(lowered)] else { return nil }
        return (.constraint(entry.constraint), entry.sequence)
    }

    /// A solver constraint described in the model's words.
    func describe(_ lowered: LinearConstraint) -> String {
        guard let entry = owner(of: lowered) else { return lowered.description }
        switch entry.owner {
        case .constraint(let constraint): return constraint.description
        case .intrinsic(let view, let slot):
            let value = -(solver.constant(of: lowered) ?? lowered.expression.constant)
            return slot.describe(view, value: value, priority: lowered.priority)
        case .window(let label):
            let constant = solver.constant(of: lowered) ?? lowered.expression.constant
            return "\(label) == \(NumberFormat.string(for: -constant))"
        }
    }
}

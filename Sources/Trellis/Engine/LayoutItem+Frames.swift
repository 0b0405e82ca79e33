import TrellisSolver

// Frames are read from the solver on demand, so a layout never walks the hierarchy to copy
// results out, and kept until the solver says their variables moved (see `FrameCache.swift`).
// An item's variables are its frame in its parent's bounds (see `LayoutEngine+Lowering.swift`):
// `frame` is the kept frame or four reads; `frameInWindow` adds the origins of the ancestors.
// Both reflect the last `layoutIfNeeded()`.

extension LayoutItem {
    /// The item's rectangle in window coordinates, as of the last layout.
    ///
    /// An item outside every window keeps the rectangle it had when it left.
    ///
    /// - Complexity: O(*d*) for an item at depth *d*.
    public var frameInWindow: Rect {
        guard let engine = engineForReads else { return detachedFrameInWindow }
        return engine._withUnsafeGuaranteedRef { $0.frameInWindow(of: self) }
    }

    /// The item's rectangle in its parent's coordinates (the superview of a view, the owning view
    /// of a guide), as of the last layout.
    ///
    /// An item outside every window keeps the frame it had when it left; the root of a subtree
    /// that left reports its last rectangle in window coordinates.
    ///
    /// Setting it places a view whose ``View/translatesAutoresizingMaskIntoConstraints`` is `true`
    /// at the next layout (through required constraints, as UIKit); reading it returns the solved
    /// frame, so read it after ``View/layoutIfNeeded()``. Setting the frame of a view placed by
    /// constraints (or of a guide, whose frame UIKit does not let you set) changes nothing but
    /// the frame kept for when it turns `translatesAutoresizingMaskIntoConstraints` on.
    ///
    /// ```swift
    /// let badge = View(frame: .zero)
    /// window.addSubview(badge)
    /// badge.frame = Rect(x: 20, y: 40, width: 100, height: 30)
    /// window.layoutIfNeeded()    // badge.frame == (20, 40, 100, 30)
    /// ```
    public var frame: Rect {
        get {
            guard let engine = engineForReads else {
                return parentView == nil ? detachedFrameInWindow : detachedFrame
            }
            return engine._withUnsafeGuaranteedRef { $0.frame(of: self) }
        }
        set {
            (self as? View)?.setAutoresizingFrame(newValue)
        }
    }

    /// The item's own coordinate space: the frame's size at the bounds origin, (0, 0) except for
    /// a ``ScrollView``, whose bounds origin is its ``ScrollView/contentOffset``.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }
}

extension LayoutEngine {
    /// `item`'s frame in its parent's bounds: its four variables, as kept since they last moved
    /// (see `FrameCache.swift`). The kept case is inlined into the getters: a call per read
    /// was a third of reading a kept frame.
    @inline(__always)
    func frame(of item: LayoutItem) -> Rect {
        if let kept = frameCache.keptFrame(of: item) {
            #if TRELLIS_INVARIANTS
                checkKeptFrame(kept, of: item)
            #endif
            return kept
        }
        return readFrame(of: item)
    }

    /// ``frame(of:)`` when the kept frame is not current: the window's rectangle, or the
    /// solver's values after taking its list of what moved.
    @inline(never)
    private func readFrame(of item: LayoutItem) -> Rect {
        // The window's variables are never kept: its frame is its size.
        if ObjectIdentifier(item) == windowID { return Rect(origin: .zero, size: window.size) }
        if frameCache.needsTake {
            takeValueChanges()
            if let kept = frameCache.keptFrame(of: item) {
                #if TRELLIS_INVARIANTS
                    checkKeptFrame(kept, of: item)
                #endif
                return kept
            }
        }
        // Reading may evaluate the definitions, which flags an overflow they reveal.
        if let (x, y, width, height) = solver.finiteValues(item.variables.identities, hints: &item.valueHints) {
            let frame = outsetByAlignmentInsets(Rect(x: x, y: y, width: width, height: height), of: item)
            frameCache.keep(frame, for: item)
            counted.framesComputed += 1
            return frame
        }
        recoverFromOverflow()
        return solvedFrame(of: item).replacingNonFinite()
    }

    /// Marks stale the kept frames of the items the solver lists as moved (finishing its
    /// pending work first), before a frame is read after any change.
    @inline(never)
    private func takeValueChanges() {
        frameCache.takeChanges(from: solver)
        // An overflow is recovered from by the next read that reaches the solver: make it the
        // next read.
        guard !solver.hasSeenNonFiniteValue else { return frameCache.forgetAll() }
        // Every value is evaluated and finite: the last layout's constraints are no longer
        // needed to find an overflow. Released here, the list's cost stays with the layout
        // that built it instead of landing on the next change.
        if !recentlySynced.isEmpty, !isRunningLayoutCycle { forgetRecentlySynced() }
        if !recentIntrinsicMoves.isEmpty, !isRunningLayoutCycle { recentIntrinsicMoves.removeAll(keepingCapacity: true) }
    }

    #if TRELLIS_INVARIANTS
        /// Debug builds: a kept frame must be the solver's, bit for bit.
        private func checkKeptFrame(_ kept: Rect, of item: LayoutItem) {
            let solved = solvedFrame(of: item)
            assert(
                kept.origin.x.bitPattern == solved.origin.x.bitPattern
                    && kept.origin.y.bitPattern == solved.origin.y.bitPattern
                    && kept.size.width.bitPattern == solved.size.width.bitPattern
                    && kept.size.height.bitPattern == solved.size.height.bitPattern,
                "kept frame \(kept) of \(item) is stale: the solver says \(solved)")
        }
    #endif

    /// The four variables of an item other than the window, read from the solver.
    func solvedFrame(of item: LayoutItem) -> Rect {
        let (x, y, width, height) = solver.values(item.variables.identities, hints: &item.valueHints)
        return outsetByAlignmentInsets(Rect(x: x, y: y, width: width, height: height), of: item)
    }

    /// An item's frame from its variables (its alignment rectangle): outset by its alignment
    /// insets, for the few views that have any.
    @inline(__always)
    private func outsetByAlignmentInsets(_ rectangle: Rect, of item: LayoutItem) -> Rect {
        guard !alignmentInsets.isEmpty, let insets = alignmentInsets[ObjectIdentifier(item)] else { return rectangle }
        return rectangle.outset(by: insets)
    }

    /// `item`'s size (two reads).
    func size(of item: LayoutItem) -> Size {
        if ObjectIdentifier(item) == windowID { return window.size }
        let size = Size(width: solver.value(of: item.variables.width), height: solver.value(of: item.variables.height))
        guard solver.hasSeenNonFiniteValue else { return size }
        recoverFromOverflow()
        return Size(width: solver.value(of: item.variables.width), height: solver.value(of: item.variables.height))
            .replacingNonFinite()
    }

    /// `item`'s frame in window coordinates: its frame, moved by each ancestor's origin minus
    /// that ancestor's bounds origin.
    func frameInWindow(of item: LayoutItem) -> Rect {
        var frame = self.frame(of: item)
        var parent = item.parentView
        while let ancestor = parent, ancestor !== window {
            let origin = self.frame(of: ancestor).origin
            let shift = ancestor.boundsOrigin
            frame.origin.x += origin.x - shift.x
            frame.origin.y += origin.y - shift.y
            parent = ancestor.superview
        }
        return frame
    }

    func isBroken(_ item: LayoutItem) -> Bool {
        for constraint in item.activeConstraints {
            if let record = installed[constraint], solver.isBroken(record.lowered) { return true }
        }
        guard let view = item as? View, let axes = intrinsics[view]?.record.axes else { return false }
        return axes.contains { axis in axis?.constraints.contains(where: solver.isBroken) ?? false }
    }
}

extension LayoutConstraint {
    /// Whether the engine had to break this required constraint: it stays active and holds as
    /// nearly as the others allow (see ``Window/diagnostics``).
    package var isBroken: Bool {
        guard let engine, let record = engine.installed[self] else { return false }
        return engine.solver.isBroken(record.lowered)
    }
}

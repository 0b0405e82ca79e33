// Building and changing the view tree, with UIKit's constraint rules for removal.

extension View {
    /// The window at the root of this view's hierarchy, if the root is a window.
    public var window: Window? { cachedWindow }

    /// Calls `body` with the engine of the view's window (made if the window has none yet),
    /// lent unretained; does nothing outside a window. Reaching it as `window?.engine` retained
    /// and released the window and the engine: twice for every item of every stack a first
    /// layout arranges (its tie-break priorities).
    @inline(__always)
    func withWindowEngine(_ body: (LayoutEngine) -> Void) {
        if let engine = cachedEngineReference {
            engine._withUnsafeGuaranteedRef(body)
        } else if let window = cachedWindow {
            body(window.engine)
        }
    }

    /// Adds `view` as the frontmost subview, first removing it from its current superview.
    ///
    /// Adding a view that is already a subview of this view moves it to the front and keeps its
    /// constraints. Adding this view itself, one of its ancestors, or a ``Window`` keeps the
    /// hierarchy as it was and records a ``LayoutError`` in ``Window/diagnostics``.
    ///
    /// - Complexity: O(*d* + *s*): the depth of this view plus the size of `view`'s subtree when
    ///   it joins a window (its constraints are queued for the next layout) or moves into or out
    ///   of a proportional stack (its views learn whether one is above them).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` into ``subviews`` at `index` (clamped to `0...subviews.count`, as UIKit
    /// does), first removing it from its current superview.
    ///
    /// The same rules as ``addSubview(_:)`` apply.
    public func insertSubview(_ view: View, at index: Int) {
        if let error = insertionError(for: view) {
            recordDiagnostic(error)
            return
        }
        if view.superview === self, let current = subviews.indexOfIdentical(view) {
            // Reordering among siblings keeps every constraint, as in UIKit.
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        let move = HierarchyMove(of: view, to: self)
        move.willMove()
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.setInsideMeasuringStack(insideMeasuringStack || measuresSubviews)
        measuredContentDidChange()
        setNeedsLayout()
        if view.autoresizing.translates { view.updateAutoresizingConstraints() }
        adoptPendingDiagnostics(of: view)
        window?.engine.subtreeDidEnter(view)
        move.didMove()
    }

    /// Inserts `view` just above `siblingSubview` in ``subviews``, like UIKit's
    /// `insertSubview(_:aboveSubview:)`; the same rules as ``addSubview(_:)`` apply. When
    /// `siblingSubview` is not a subview of this view, `view` goes to the front, as
    /// ``addSubview(_:)`` puts it (UIKit does not document this case).
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        insertSubview(view, beside: siblingSubview, after: true)
    }

    /// Inserts `view` just below `siblingSubview` in ``subviews``, like UIKit's
    /// `insertSubview(_:belowSubview:)`; otherwise as ``insertSubview(_:aboveSubview:)``.
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        insertSubview(view, beside: siblingSubview, after: false)
    }

    /// Moves `view`, one of ``subviews``, to the front (the end of the list), like UIKit's
    /// `bringSubviewToFront(_:)`; constraints and frames stay. Any other view is ignored.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view`, one of ``subviews``, to the back (the start of the list), like UIKit's
    /// `sendSubviewToBack(_:)`; constraints and frames stay. Any other view is ignored.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Inserts `view` after or before `sibling`, counting positions without `view` itself (which
    /// ``insertSubview(_:at:)`` takes out first when it is already a subview).
    private func insertSubview(_ view: View, beside sibling: View, after: Bool) {
        guard sibling !== view else { return }
        var position = 0
        for subview in subviews where subview !== view {
            if subview === sibling { return insertSubview(view, at: after ? position + 1 : position) }
            position += 1
        }
        addSubview(view)
    }

    /// Removes this view from its superview.
    ///
    /// Every active constraint between a view or guide in this view's subtree and an item outside
    /// it is deactivated; constraints wholly inside the subtree stay active, and adding the view
    /// back does not restore the others. Frames keep the values of the last layout.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let move = HierarchyMove(of: self, to: nil)
        move.willMove()
        detachFromSuperview()
        move.didMove()
    }

    /// ``removeFromSuperview()`` without its notifications (a move to another superview sends
    /// its own).
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        for constraint in crossingConstraints() { constraint.deactivate() }
        let engine = window?.engine
        engine?.subtreeWillLeave(self)
        if let index = parent.subviews.indexOfIdentical(self) { parent.subviews.remove(at: index) }
        superview = nil
        setInsideMeasuringStack(false)
        parent.measuredContentDidChange()
        parent.setNeedsLayout()
        parent.didRemoveSubview(self)
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Adds a layout guide to this view (removing it from its previous owner first).
    ///
    /// A view's own margins, safe-area and readable-content guides stay with their view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if guide.owningView === self || guide.isSystemGuide { return }
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
        adoptPendingDiagnostics(of: guide)
    }

    /// Removes a layout guide from this view, deactivating every constraint that mentions it.
    ///
    /// A view's own margins, safe-area and readable-content guides cannot be removed.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, !guide.isSystemGuide else { return }
        for constraint in guide.activeConstraints { constraint.deactivate() }
        window?.engine.snapshotFrame(of: guide)
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// Every view of this subtree, depth first in subview order, starting with this view.
    var subtree: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The error inserting `view` would cause, if any.
    private func insertionError(for view: View) -> LayoutError? {
        if view is Window { return .windowAsSubview(window: view.name, superview: name) }
        if isDescendant(of: view) { return .subviewCycle(view: view.name, superview: name) }
        return nil
    }

    /// Active constraints linking this subtree to items outside it, in a stable order.
    private func crossingConstraints() -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for view in subtree {
            let items: [LayoutItem] = [view] + view.allLayoutGuides
            for item in items {
                for constraint in item.activeConstraints where !seen.contains(ObjectIdentifier(constraint)) {
                    seen.insert(ObjectIdentifier(constraint))
                    let outside = constraint.items.contains { other in
                        guard let owner = other.hierarchyView else { return true }
                        return !owner.isDescendant(of: self)
                    }
                    if outside { result.append(constraint) }
                }
            }
        }
        return result
    }

    /// Moves errors recorded on a detached item into this hierarchy's diagnostics.
    private func adoptPendingDiagnostics(of item: LayoutItem) {
        let errors = item.pendingDiagnostics
        guard !errors.isEmpty else { return }
        item.pendingDiagnostics = []
        for error in errors { recordDiagnostic(error) }
    }
}

extension View {
    /// The number of ancestors.
    var depth: Int {
        var count = 0
        var current = superview
        while let view = current {
            count += 1
            current = view.superview
        }
        return count
    }
}

extension Array where Element: AnyObject {
    /// The index of `object` itself (not an equal one), comparing identities without retaining
    /// each element: removing half of a 2,000-view hierarchy scanned its window's subviews 1,000
    /// times, and a retain and release per element was most of that.
    func indexOfIdentical(_ object: Element) -> Int? {
        let target = ObjectIdentifier(object)
        return withUnsafeBufferPointer { buffer in
            buffer.firstIndex { ObjectIdentifier($0) == target }
        }
    }
}

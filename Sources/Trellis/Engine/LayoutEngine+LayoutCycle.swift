// The layout cycle, as UIKit runs it (Apple's "Auto Layout Guide: Changing Constraints" and the
// UIView reference): an update pass, bottom-up in tree order, calls `updateConstraints()` on the
// views that asked for it; the engine solves; a layout pass, top-down in tree order, calls
// `layoutSubviews()` on the views that asked for it or whose size or subviews' frames changed. When an override changed the
// layout (a constraint, a constant, an intrinsic size), the round repeats, at most
// `maximumLayoutCycleRounds` times.
//
// Only views of subclasses take part (`View.observesLayoutCycle`): Trellis's own views do nothing
// in these methods, so a window without subclasses never enters this file and the fast paths
// keep their cost. A window with subclasses pays per layout for those views only.

extension LayoutEngine {
    /// The most rounds (update, solve, layout) one `layoutIfNeeded()` runs before it reports
    /// ``LayoutError/layoutCycleDidNotSettle(views:rounds:)``.
    static let maximumLayoutCycleRounds = 8

    /// Registers a subclass's view that joined the window: it gets `updateConstraints()` and
    /// `layoutSubviews()` at the next layout, as a view entering a UIKit window does.
    func layoutCycleViewDidEnter(_ view: View) {
        view.layoutCycle.needsLayout = true
        view.layoutCycle.needsUpdateConstraints = true
        view.layoutCycle.lastSize = nil
        if cycleViewIDs.insert(ObjectIdentifier(view)).inserted { cycleViews.append(view) }
    }

    /// Runs rounds of update, solve and layout until the overrides stop changing the layout.
    func runLayoutCycle() throws(LayoutError) {
        isRunningLayoutCycle = true
        defer { isRunningLayoutCycle = false }
        pruneCycleViews()
        for round in 1...LayoutEngine.maximumLayoutCycleRounds {
            runUpdateConstraints()
            try solveAll()
            notifySafeAreaChanges()
            let laidOut = runLayoutSubviews()
            guard hasQueuedChanges || cycleViews.contains(where: { $0.layoutCycle.needsUpdateConstraints })
                || cycleViews.contains(where: { $0.layoutCycle.needsLayout })
            else { return }
            if round == LayoutEngine.maximumLayoutCycleRounds {
                window.diagnostics.append(.layoutCycleDidNotSettle(views: laidOut.map(\.name), rounds: round))
                try solveAll()
            }
        }
    }

    /// Calls `updateConstraints()` on every view that asked for it, subviews before superviews,
    /// and reports overrides that did not call `super`.
    func runUpdateConstraints() {
        pruneCycleViews()
        let due = ordered(cycleViews.filter { $0.layoutCycle.needsUpdateConstraints }, topDown: false)
        for view in due {
            view.layoutCycle.needsUpdateConstraints = false
            view.layoutCycle.calledSuperUpdateConstraints = false
            view.updateConstraints()
            if !view.layoutCycle.calledSuperUpdateConstraints {
                window.diagnostics.append(.updateConstraintsWithoutSuper(view: view.name))
            }
        }
    }

    /// Calls `safeAreaInsetsDidChange()` on every view whose safe-area insets changed with the
    /// solve, superviews first. Insets are compared with the last ones reported (zero at first,
    /// as for a view that just joined).
    private func notifySafeAreaChanges() {
        let inWindow = cycleViews.filter { $0.window === window }
        var changed: [View] = []
        for view in inWindow {
            let id = ObjectIdentifier(view)
            let insets = view.computedSafeAreaInsets
            guard insets != (reportedSafeAreaInsets[id] ?? .zero) else { continue }
            reportedSafeAreaInsets[id] = insets == .zero ? nil : insets
            changed.append(view)
        }
        for view in ordered(changed, topDown: true) where view.window === window { view.safeAreaInsetsDidChange() }
    }

    /// Calls `layoutSubviews()` on every view that asked for it or whose size or subviews'
    /// frames changed since its last call, superviews before subviews; returns those views.
    private func runLayoutSubviews() -> [View] {
        let due = ordered(cycleViews.filter { $0.window === window && needsLayoutSubviews($0) }, topDown: true)
        for view in due where view.window === window {
            view.layoutCycle.needsLayout = false
            view.layoutCycle.lastSize = size(of: view)
            view.layoutCycle.lastSubviewFrames = view.subviews.map { frame(of: $0) }
            view.layoutSubviews()
        }
        return due
    }

    /// Whether a view was asked to lay out, or its size or a subview's frame moved.
    private func needsLayoutSubviews(_ view: View) -> Bool {
        let state = view.layoutCycle
        guard !state.needsLayout, state.lastSize == size(of: view),
            state.lastSubviewFrames.count == view.subviews.count
        else { return true }
        for (index, subview) in view.subviews.enumerated() where frame(of: subview) != state.lastSubviewFrames[index] {
            return true
        }
        return false
    }

    /// `views` in tree order: preorder when `topDown` (a superview before its subviews,
    /// siblings in subview order), postorder otherwise, as UIKit's recursive passes
    /// (`View+TreeOrder.swift`).
    private func ordered(_ views: [View], topDown: Bool) -> [View] {
        TreeOrder.sorted(views, ancestorsFirst: topDown)
    }

    /// Forgets the views that left the window since the last layout.
    private func pruneCycleViews() {
        guard cycleViewsMayHaveLeft else { return }
        cycleViewsMayHaveLeft = false
        cycleViews.removeAll { $0.window !== window }
        cycleViewIDs = Set(cycleViews.map(ObjectIdentifier.init))
    }
}

// Flow views in the layout pass (`FlowView+Lines.swift`): like a multi-line label, a flow
// cannot know its lines before it knows its width.
//
// Before the solve, each flow whose items or settings changed writes its lines for the width it
// was last wrapped at (unbounded the first time: one line). After the solve, each flow reads its
// solved width; when that moved and the lines change, the flow replaces the constraints that
// differ and the window is solved again (sharing the lists' `maximumListPasses`). A flow whose
// width did not move costs one comparison per layout.

extension LayoutEngine {
    /// Widths closer than this to the width a flow was wrapped at count as unchanged.
    static let flowWidthTolerance = 1e-6

    /// Registers a flow that joined the window; it wraps anew at its first layout here.
    func flowDidEnter(_ flow: FlowView) {
        guard flowIDs.insert(ObjectIdentifier(flow)).inserted else { return }
        flows.append(flow)
        flow.setNeedsLines()
    }

    /// The window's flows, after forgetting those that left.
    private func currentFlows() -> [FlowView] {
        if flows.contains(where: { $0.window !== window }) {
            flows.removeAll { $0.window !== window }
            flowIDs = Set(flows.map(ObjectIdentifier.init))
        }
        return flows
    }

    /// Writes the lines of every flow that changed, at the width it was last wrapped at.
    func updateFlowsBeforeSolve() {
        for flow in currentFlows() where flow.needsLines { flow.updateLines(width: flow.wrapWidth) }
    }

    /// Re-wraps every flow whose solved width moved; returns whether any constraint changed.
    func rewrapFlowsAfterSolve() -> Bool {
        var changed = false
        for flow in currentFlows() {
            let width = max(0, size(of: flow).width)
            if let wrapped = flow.wrapWidth, abs(width - wrapped) <= LayoutEngine.flowWidthTolerance, !flow.needsLines {
                continue
            }
            if flow.updateLines(width: width) { changed = true }
        }
        return changed
    }
}

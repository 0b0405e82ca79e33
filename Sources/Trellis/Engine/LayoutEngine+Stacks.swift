// Stacks regenerate their constraints at layout time (see `StackView+Arrangement.swift`); the
// engine keeps the queue.

extension LayoutEngine {
    /// Queues a stack whose generated constraints are out of date.
    func stackNeedsArrangement(_ stack: StackView) {
        pendingStacks.append(stack)
    }

    /// Regenerates every queued stack's constraints, deepest stacks first so that a parent that
    /// measures a nested stack regenerates once, after it. A regeneration can queue a parent
    /// again (a nested stack vends another baseline); the loop runs until the queue is empty.
    func updatePendingArrangements() {
        while !pendingStacks.isEmpty {
            let queued = pendingStacks.enumerated().map { (order: $0.offset, depth: $0.element.depth, stack: $0.element) }
            pendingStacks = []
            let ordered = queued.sorted { $0.depth != $1.depth ? $0.depth > $1.depth : $0.order < $1.order }
            for entry in ordered { entry.stack.updateArrangementIfNeeded() }
        }
    }
}

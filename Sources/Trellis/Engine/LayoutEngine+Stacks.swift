import TrellisSolver

// Stacks regenerate their constraints at layout time (see `StackView+Arrangement.swift`); the
// engine keeps the queue.

extension LayoutEngine {
    /// Queues a stack whose generated constraints are out of date.
    func stackNeedsArrangement(_ stack: StackView) {
        pendingStacks.append(stack)
    }

    /// Regenerates every queued stack's constraints, outermost stacks first. A regeneration can
    /// queue a parent again (a nested stack vends another baseline); the loop runs until the
    /// queue is empty.
    ///
    /// Outermost first, because the order constraints reach the solver decides which variable
    /// each required equality defines (see "Solver internals"): a stack's edges are then already
    /// placed when its items are, so an item's position is defined from its stack's and not the
    /// other way round. Deepest first, stacks nested 1,000 deep defined every outer position
    /// through the innermost items, so hiding the innermost label re-lowered the whole tree.
    /// A parent that measures a nested stack (proportional lengths) fits it with the nested
    /// stack's current constraints regardless of this order.
    func updatePendingArrangements() {
        while !pendingStacks.isEmpty {
            // One stack (a change inside one stack, the usual case) needs no ordering.
            if pendingStacks.count == 1 {
                let stack = pendingStacks[0]
                pendingStacks = []
                stack.updateArrangementIfNeeded()
                continue
            }
            var depths = DepthMemo()
            var queued: [StackView] = []
            swap(&queued, &pendingStacks)
            // Sorted as plain integers, depth then queue position packed in one: sorting the
            // (order, depth, stack) entries moved each stack reference through the runtime's
            // generic copies, a thousand instructions per stack of the 100-row tree.
            var keys: [Int] = []
            keys.reserveCapacity(queued.count)
            for index in queued.indices { keys.append(depths.depth(of: queued[index]) << 32 | index) }
            keys.sort()
            for key in keys { queued[key & 0xFFFF_FFFF].updateArrangementIfNeeded() }
        }
    }
}

/// Depths of views, each computed once: a view's depth is its superview's plus one, so the
/// stacks of one layout pass cost O(hierarchy) together instead of O(depth) each (nested
/// stacks 1,000 deep queue 1,000 stacks).
struct DepthMemo {
    /// Depths by view identity (the views are alive for the pass that owns the memo).
    private var known = IdentityMap()

    /// The number of ancestors of `view`.
    ///
    /// Two walks up, the second naming the depths the first counted, rather than a list of the
    /// views passed: that list was an allocation per stack of a layout pass.
    mutating func depth(of view: View) -> Int {
        var steps = 0
        var current: View? = view
        var base = -1
        while let next = current {
            if let depth = known[ObjectIdentifier(next)] {
                base = Int(depth)
                break
            }
            steps += 1
            current = next.superview
        }
        let result = base + steps
        var depth = result
        current = view
        for _ in 0..<steps {
            guard let next = current else { break }
            known[ObjectIdentifier(next)] = Int32(truncatingIfNeeded: depth)
            depth -= 1
            current = next.superview
        }
        return result
    }
}

// The workloads: what one op is, how the ops are timed, and the check that runs after them.
// Definitions follow solver-notes §2 and §3.3 and mirror Scripts/kiwi-bench/harness.cpp, so the
// two binaries' numbers can be put side by side.

import TrellisSolver

/// One named workload: its sizes, its orders (empty when order does not apply) and how to run
/// it at one size and order within a time budget.
struct Workload {
    let name: String
    /// Ascending; the series stops early when the next size would not fit the budget.
    let sizes: [Int]
    let orders: [String]
    let run: (_ n: Int, _ order: String?, _ budgetSeconds: Double) throws -> Measurement
    /// For build workloads: one build measured for memory (run in a child process, see Memory.swift).
    var measureMemory: ((_ n: Int, _ order: String?) throws -> MemoryGrowth?)? = nil
    /// The budget under `--smoke` when smaller than the global 0.2 s (the layout suite's many series).
    var smokeBudget: Double? = nil

    /// Every workload, in the order they run (kiwi's order, with chain-build-batched after chain-build).
    static var all: [Workload] {
        let chainOrders = ChainOrder.allCases.map(\.rawValue)
        func chainOrder(_ name: String?) -> ChainOrder { ChainOrder(rawValue: name!)! }
        return [
            Workload(name: "enaml-build", sizes: [111], orders: []) { _, _, budget in try runEnamlBuild(budget) },
            Workload(name: "enaml-resize", sizes: [111], orders: []) { _, _, budget in try runEnamlResize(budget) },
            Workload(
                name: "chain-build", sizes: [1000, 10000, 100_000], orders: chainOrders,
                run: { n, order, budget in try runChainBuild(n, chainOrder(order), batched: false, budget) },
                measureMemory: { n, order in try measureChainBuild(n, chainOrder(order), batched: false) }),
            Workload(
                name: "chain-build-batched", sizes: [1000, 10000, 100_000], orders: chainOrders,
                run: { n, order, budget in try runChainBuild(n, chainOrder(order), batched: true, budget) },
                measureMemory: { n, order in try measureChainBuild(n, chainOrder(order), batched: true) }),
            Workload(name: "chain-remove", sizes: [1000, 10000, 100_000], orders: chainOrders) { n, order, budget in
                try runChainRemove(n, chainOrder(order), budget)
            },
            Workload(name: "push-chain", sizes: [1000, 10000], orders: PushOrder.allCases.map(\.rawValue)) {
                n, order, budget in
                try runPushChain(n, order.flatMap(PushOrder.init(rawValue:)) ?? .crossing, budget)
            },
            Workload(
                name: "equal-stack-build", sizes: [1000, 10000], orders: [],
                run: { n, _, budget in try runEqualStackBuild(n, budget) },
                measureMemory: { n, _ in try measureEqualStackBuild(n) }),
            Workload(name: "equal-stack-resize", sizes: [1000, 10000], orders: []) { n, _, budget in
                try runEqualStackResize(n, budget)
            },
            Workload(
                name: "layout-first", sizes: [1000], orders: [],
                run: { n, _, budget in try runLayoutFirst(n, budget) },
                measureMemory: { n, _ in try measureLayoutFirst(n) }),
            Workload(name: "layout-change", sizes: [1000], orders: ["constant", "resize", "toggle"]) { n, order, budget in
                try runLayoutChange(n, order ?? "constant", budget)
            },
            Workload(name: "text-wrap", sizes: [10000], orders: []) { n, _, budget in try runTextWrap(n, budget) },
            Workload(name: "scroll-first", sizes: [1000], orders: []) { n, _, budget in try runScrollFirst(n, budget) },
            Workload(name: "stack-first", sizes: [10, 100, 1000], orders: []) { n, _, budget in try runStackFirst(n, budget) },
            Workload(name: "stack-change", sizes: [10, 100, 1000], orders: ["hide", "resize"]) { n, order, budget in
                try runStackChange(n, order ?? "hide", budget)
            },
            Workload(name: "scroll-offset", sizes: [1000], orders: []) { n, _, budget in try runScrollOffset(n, budget) },
            Workload(
                name: "list-first", sizes: [1000, 10_000, 100_000], orders: [],
                run: { n, _, budget in try runListFirst(n, budget) }, measureMemory: { n, _ in try measureListFirst(n) }),
            Workload(name: "list-scroll", sizes: [1000, 10_000, 100_000], orders: []) { n, _, budget in try runListScroll(n, budget) },
        ] + layoutSuite
    }
}

/// Every order name any workload accepts.
let knownOrders = ["req-first", "weak-first", "crossing", "flip", "positive", "constant", "resize", "toggle", "hide"]
    + layoutSuiteOrders.filter { !["constant", "resize", "toggle", "hide"].contains($0) }

/// enaml-build: one op = fresh solver, 37 variables, 2 strong edits, 111 constraints.
func runEnamlBuild(_ budget: Double) throws -> Measurement {
    try checkEnamlSpecCounts()
    var loop = OpLoop(budgetSeconds: budget)
    var last: EnamlDialog?
    while loop.more {
        let dialog = try loop.time { try EnamlDialog() }
        last = dialog  // releases the previous dialog here, outside the timed region
    }
    try last!.verify()
    return loop.finish(constraintsPerOp: enamlSpecs.count + 2)
}

/// enaml-resize: one op = suggest width, suggest height, read all 37 values; the six sizes cycle.
func runEnamlResize(_ budget: Double) throws -> Measurement {
    try checkEnamlSpecCounts()
    var built: EnamlDialog?
    let setup = try measureNanoseconds { built = try EnamlDialog() }
    let dialog = built!
    var loop = OpLoop(budgetSeconds: budget)
    var checksum = 0.0
    var k = 0
    while loop.more {
        let size = EnamlDialog.sizes[k % EnamlDialog.sizes.count]
        checksum += try loop.time { try dialog.resize(width: size.width, height: size.height) }
        k += 1
    }
    try expect(checksum.isFinite, "enaml-resize: a value read was not finite")
    try dialog.verify()
    return loop.finish(setupNanoseconds: setup)
}

/// chain-build(-batched): one op = the 2N adds on a fresh solver (inside one batch when
/// `batched`).
func runChainBuild(_ n: Int, _ order: ChainOrder, batched: Bool, _ budget: Double) throws -> Measurement {
    let chain = Chain(count: n, order: order)
    var loop = OpLoop(budgetSeconds: budget)
    var last: Solver?
    while loop.more {
        // Release the previous solver before building the next, outside the timed region, so
        // two large tableaus never coexist (equal-stack at N = 10,000 takes gigabytes).
        last = nil
        let solver = Solver()
        if batched {
            try loop.time { try chain.addBatched(to: solver) }
        } else {
            try loop.time { try chain.add(to: solver) }
        }
        last = solver
    }
    try chain.expectAnchored(last!, "\(batched ? "chain-build-batched" : "chain-build") \(order.rawValue)")
    return loop.finish(constraintsPerOp: chain.constraintCount)
}

/// One chain build measured for memory (in the `--memory-probe` child).
func measureChainBuild(_ n: Int, _ order: ChainOrder, batched: Bool) throws -> MemoryGrowth? {
    let chain = Chain(count: n, order: order)
    return try withExtendedLifetime(chain) {
        try measureBuild(constraints: chain.constraintCount) {
            let solver = Solver()
            if batched { try chain.addBatched(to: solver) } else { try chain.add(to: solver) }
            return solver
        }
    }
}

/// chain-remove: one op = remove all N weak anchors, newest first, from a freshly built chain.
/// The build is not timed but counts against the budget.
func runChainRemove(_ n: Int, _ order: ChainOrder, _ budget: Double) throws -> Measurement {
    let chain = Chain(count: n, order: order)
    var loop = OpLoop(budgetSeconds: budget)
    var last: Solver?
    while loop.more {
        last = nil
        let solver = Solver()
        try chain.add(to: solver)
        try loop.time { try chain.removeAnchors(from: solver) }
        last = solver
    }
    let solver = last!
    try expect(!chain.anchors.contains { solver.hasConstraint($0) }, "chain-remove: an anchor is still present")
    try chain.expectFeasible(solver, "chain-remove \(order.rawValue)")
    return loop.finish(constraintsPerOp: n)
}

/// The suggestions of one push-chain run.
enum PushOrder: String, CaseIterable {
    /// v_k = ((7919·k) mod 401) − 200: spans −200…200, so the edit often, not always, moves x0
    /// across `x0 >= 0` (the active set changes).
    case crossing
    /// v_k = ±(1 + ((7919·k) mod 200)), negative for even k: every suggestion crosses `x0 >= 0`,
    /// so the median is the cost of a change of active set.
    case flip
    /// v_k = ((7919·k) mod 401) + 1: x0 stays above its bound (the basis stays).
    case positive

    func value(_ k: Int) -> Double {
        switch self {
        case .crossing: Double((7919 * k) % 401) - 200
        case .flip: Double(1 + (7919 * k) % 200) * (k % 2 == 0 ? -1 : 1)
        case .positive: Double((7919 * k) % 401) + 1
        }
    }
}

/// push-chain: a weak-first chain plus a strong edit on x0; one op = suggest x0 = v_k
/// (``PushOrder``) and read all N values.
func runPushChain(_ n: Int, _ order: PushOrder, _ budget: Double) throws -> Measurement {
    let chain = Chain(count: n, order: .weakFirst)
    let solver = Solver()
    let setup = try measureNanoseconds {
        try chain.add(to: solver)
        try solver.addEditVariable(chain.x[0], priority: 900)
    }
    var loop = OpLoop(budgetSeconds: budget)
    var lastSum = 0.0
    var k = 0
    while loop.more {
        let v = order.value(k)
        lastSum = try loop.time {
            try solver.suggestValue(v, for: chain.x[0])
            return chain.readAll(solver)
        }
        k += 1
    }
    let shift = max(0, order.value(k - 1))
    let what = "push-chain \(order.rawValue)"
    try expectNear(solver.value(of: chain.x[n - 1]), 10 * Double(n - 1) + shift, "\(what) x\(n - 1)")
    try chain.expectAnchored(solver, shift: shift, what)
    try expectNear(lastSum, 5 * Double(n) * Double(n - 1) + Double(n) * shift, "\(what) sum of values read")
    return loop.finish(setupNanoseconds: setup)
}

/// equal-stack-build: one op = the 3N adds plus the strong edit on W, on a fresh solver.
func runEqualStackBuild(_ n: Int, _ budget: Double) throws -> Measurement {
    let stack = EqualStack(count: n)
    var loop = OpLoop(budgetSeconds: budget)
    var last: Solver?
    while loop.more {
        last = nil
        let solver = Solver()
        try loop.time { try stack.add(to: solver) }
        last = solver
    }
    // The edit starts at 0 and W >= 10(N−1) is forced, so W = 10(N−1) and every width is 0.
    try stack.expectEqualWidths(last!, total: 10 * Double(n - 1), "equal-stack-build")
    return loop.finish(constraintsPerOp: stack.constraintCount)
}

/// One equal-stack build measured for memory (in the `--memory-probe` child).
func measureEqualStackBuild(_ n: Int) throws -> MemoryGrowth? {
    let stack = EqualStack(count: n)
    return try withExtendedLifetime(stack) {
        try measureBuild(constraints: stack.constraintCount) {
            let solver = Solver()
            try stack.add(to: solver)
            return solver
        }
    }
}

/// equal-stack-resize: one op = suggest W_k = 20N + ((7919·k) mod 401) and read all 2N + 1 values.
func runEqualStackResize(_ n: Int, _ budget: Double) throws -> Measurement {
    let stack = EqualStack(count: n)
    let solver = Solver()
    let setup = try measureNanoseconds { try stack.add(to: solver) }
    var loop = OpLoop(budgetSeconds: budget)
    var lastSum = 0.0
    var k = 0
    while loop.more {
        let target = stack.target(k)
        lastSum = try loop.time { try stack.resize(solver, to: target) }
        k += 1
    }
    let total = stack.target(k - 1)
    try stack.expectEqualWidths(solver, total: total, "equal-stack-resize")
    // W + Σ l_i + Σ w_i with w = (W − 10(N−1))/N and l_i = i(w + 10).
    let each = (total - 10 * Double(n - 1)) / Double(n)
    let expectedSum = total + (each + 10) * Double(n) * Double(n - 1) / 2 + Double(n) * each
    try expectNear(lastSum, expectedSum, "equal-stack-resize sum of values read")
    return loop.finish(setupNanoseconds: setup)
}

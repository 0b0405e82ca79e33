// The layout suite's workloads (issue 25), registered after the solver and engine workloads.
// Every one reports a per-item time (median ÷ N) and, across sizes, its per-item growth.

extension Workload {
    /// Under `--smoke` the suite runs its many series at the smallest size with this budget
    /// (always at least one op), so CI stays quick.
    static let layoutSmokeBudget = 0.02

    /// A layout-suite workload: per-item reporting and the small smoke budget.
    static func layout(
        _ name: String, sizes: [Int], orders: [String],
        run: @escaping (_ n: Int, _ order: String?, _ budgetSeconds: Double) throws -> Measurement
    ) -> Workload {
        Workload(name: name, sizes: sizes, orders: orders, run: run, smokeBudget: layoutSmokeBudget)
    }

    /// stack-tree(-box), nested-stacks(-box), label-grid, feed(-box), flat-grid, builder-grid, remove-readd,
    /// conflicting-chain, many-optional. The -box variants and flat-grid have fixed-size leaves:
    /// they are the twins of Scripts/yoga-bench's trees.
    static var layoutSuite: [Workload] {
        [
            layout("stack-tree", sizes: [100, 1000, 10_000], orders: stackTreeOrders(kind: .label)) { n, order, budget in
                try runStackTree(n, order!, kind: .label, budget)
            },
            layout("stack-tree-box", sizes: [100, 1000, 10_000], orders: stackTreeOrders(kind: .box)) { n, order, budget in
                try runStackTree(n, order!, kind: .box, budget)
            },
            layout("nested-stacks", sizes: [100, 1000], orders: ["first", "hide"]) { n, order, budget in
                try runNestedStacks(n, order!, kind: .label, budget)
            },
            layout("nested-stacks-box", sizes: [100, 1000], orders: ["first", "hide"]) { n, order, budget in
                try runNestedStacks(n, order!, kind: .box, budget)
            },
            layout("label-grid", sizes: [100, 1000], orders: ["first", "rotate", "text"]) { n, order, budget in
                try runLabelGrid(n, order!, budget)
            },
            layout("feed", sizes: [100, 1000], orders: ["first", "hide", "text", "resize"]) { n, order, budget in
                try runFeed(n, order!, kind: .label, budget)
            },
            layout("feed-box", sizes: [100, 1000], orders: ["first", "hide", "intrinsic", "resize"]) { n, order, budget in
                try runFeed(n, order!, kind: .box, budget)
            },
            layout("flat-grid", sizes: [100, 1000, 10_000], orders: ["first", "resize", "constant"]) { n, order, budget in
                try runFlatGrid(n, order!, budget)
            },
            layout(
                "builder-grid", sizes: [100, 1000, 10_000],
                orders: ["anchors-first", "builders-first", "anchors-build", "builders-build"]
            ) { n, order, budget in
                try runBuilderGrid(n, order!, budget)
            },
            layout("remove-readd", sizes: [500, 2000, 5000], orders: ["remove", "readd"]) { n, order, budget in
                try runRemoveReadd(n, order!, budget)
            },
            layout("conflicting-chain", sizes: [250, 1000, 2500], orders: []) { n, _, budget in
                try runFirstLayout(items: n, budget) { try ConflictingChain(count: n) }
            },
            layout("many-optional", sizes: [250, 1000, 2500], orders: []) { n, _, budget in
                try runFirstLayout(items: n, budget) { try ManyOptional(count: n) }
            },
        ]
    }
}

/// Every order a layout-suite workload accepts.
var layoutSuiteOrders: [String] {
    var orders: [String] = []
    for workload in Workload.layoutSuite {
        for order in workload.orders where !orders.contains(order) { orders.append(order) }
    }
    return orders
}

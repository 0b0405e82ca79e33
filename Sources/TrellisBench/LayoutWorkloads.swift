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

    /// stack-tree, stack-tree-box, nested-stacks(-box), label-grid, feed(-box), flat-grid,
    /// remove-readd, conflicting-chain, many-optional.
    static var layoutSuite: [Workload] {
        [
            layout("stack-tree", sizes: [100, 1000, 10_000], orders: stackTreeOrders(kind: .label)) { n, order, budget in
                try runStackTree(n, order!, kind: .label, budget)
            },
            layout("stack-tree-box", sizes: [100, 1000, 10_000], orders: stackTreeOrders(kind: .box)) { n, order, budget in
                try runStackTree(n, order!, kind: .box, budget)
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

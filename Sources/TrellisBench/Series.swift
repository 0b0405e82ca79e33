// Running a workload over its sizes, smallest first, skipping sizes that cannot fit the budget.

import Foundation

/// Runs the selected workloads and reports each size.
struct Driver {
    let options: Options
    let report: Report

    /// Every selected (workload, order) series. An `--order` filter selects only workloads that
    /// have orders (as in the kiwi harness).
    func runAll() throws {
        for workload in Workload.all where options.workload == nil || options.workload == workload.name {
            if workload.orders.isEmpty {
                if options.order == nil { try runSeries(workload, order: nil) }
            } else {
                for order in workload.orders where options.order == nil || options.order == order {
                    try runSeries(workload, order: order)
                }
            }
        }
    }

    /// Runs one workload and order over its sizes.
    ///
    /// Before a size runs, its cost per op is predicted from the sizes already run: the last cost
    /// times the measured growth between the last two sizes (scaled to this size's ratio), or
    /// quadratic growth (×100 for 10× n) when only one size is known. A size whose single op is
    /// predicted to exceed the budget is skipped, and so is every larger size.
    func runSeries(_ workload: Workload, order: String?) throws {
        let sizes = options.smoke ? Array(workload.sizes.prefix(1)) : workload.sizes
        var history: [(n: Int, cost: Double)] = []
        var skipReason: String?
        for n in sizes where options.n == nil || options.n == n {
            if let skipReason {
                report.row(ReportRow(name: workload.name, n: n, order: order, skipped: skipReason))
                continue
            }
            if let reason = predictedOverrun(n: n, history: history) {
                report.row(ReportRow(name: workload.name, n: n, order: order, skipped: reason))
                skipReason = "smaller size n=\(n) skipped"
                continue
            }
            // Memory first, in a child process that has exited before the timed builds start.
            let memory = workload.measureMemory.flatMap { _ in
                MemoryProbe.inChildProcess(workload: workload.name, n: n, order: order)
            }
            let measurement = try workload.run(n, order, options.budget)
            history.append((n, max(measurement.costNanoseconds, 1)))
            report.row(ReportRow(name: workload.name, n: n, order: order, measurement: measurement, memory: memory))
        }
    }

    /// Why size `n` would not fit the budget, or `nil` if it is predicted to fit.
    private func predictedOverrun(n: Int, history: [(n: Int, cost: Double)]) -> String? {
        guard let (lastN, lastCost) = history.last else { return nil }
        var exponent = 2.0
        var basis = "quadratic growth assumed"
        if history.count >= 2 {
            let (previousN, previousCost) = history[history.count - 2]
            exponent = log(lastCost / previousCost) / log(Double(lastN) / Double(previousN))
            basis = "growth ×\(format(lastCost / previousCost)) measured n=\(previousN)→\(lastN)"
        }
        let predicted = lastCost * pow(Double(n) / Double(lastN), exponent)
        guard predicted > options.budget * 1e9 else { return nil }
        return "predicted \(format(predicted / 1e9)) s per op > budget \(format(options.budget)) s "
            + "(n=\(lastN) took \(formatNanoseconds(lastCost)); \(basis))"
    }
}

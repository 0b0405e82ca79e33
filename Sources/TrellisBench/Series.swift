// Running a workload over its sizes, smallest first, skipping sizes that cannot fit the budget.

import Foundation

/// Runs the selected workloads and reports each size.
struct Driver {
    let options: Options
    let report: Report

    /// Every selected (workload, order) series. An `--order` filter selects only workloads that
    /// have orders (as in the kiwi harness). Ends with the per-item growth of the layout suite.
    func runAll() throws {
        var growth: [ReportRow] = []
        for (workload, order) in Self.selectedSeries(options) {
            growth += try runSeries(workload, order: order)
        }
        report.growthSummary(growth)
    }

    /// The (workload, order) series the options select, in running order.
    static func selectedSeries(_ options: Options) -> [(workload: Workload, order: String?)] {
        var series: [(workload: Workload, order: String?)] = []
        for workload in Workload.all where options.workload == nil || options.workload == workload.name {
            if workload.orders.isEmpty {
                if options.order == nil { series.append((workload, nil)) }
            } else {
                for order in workload.orders where options.order == nil || options.order == order {
                    series.append((workload, order))
                }
            }
        }
        return series
    }

    /// The sizes `workload` runs at under `options`: only the smallest under `--smoke`, only
    /// `--n` when given.
    static func sizes(of workload: Workload, _ options: Options) -> [Int] {
        offeredSizes(of: workload, options).filter { options.n == nil || options.n == $0 }
    }

    /// The sizes `workload` offers under `options`, whatever `--n` asks for.
    private static func offeredSizes(of workload: Workload, _ options: Options) -> [Int] {
        options.smoke ? Array(workload.sizes.prefix(1)) : workload.sizes
    }

    /// Throws when the options select nothing to run, saying what the selection offers instead:
    /// `--workload feed-box --n 10` used to print an empty table and exit 0.
    static func checkSelection(_ options: Options) throws(Options.UsageError) {
        let series = selectedSeries(options)
        let (subject, its) = options.workload.map { ($0, "its") } ?? ("the selected workloads", "their")
        guard !series.isEmpty else {
            let offered = Set(Workload.all.filter { options.workload == nil || options.workload == $0.name }.flatMap(\.orders))
            throw Options.UsageError(
                description: "--order \(options.order ?? "") selects nothing in \(subject) (\(its) orders: "
                    + "\(offered.isEmpty ? "none" : offered.sorted().joined(separator: ", ")))")
        }
        guard let n = options.n, series.allSatisfy({ sizes(of: $0.workload, options).isEmpty }) else { return }
        let offered = Set(series.flatMap { offeredSizes(of: $0.workload, options) })
        throw Options.UsageError(
            description: "--n \(n) is not a size \(subject) \(options.workload == nil ? "run" : "runs") at"
                + "\(options.smoke ? " under --smoke" : "") (\(its) sizes: \(offered.sorted().map(String.init).joined(separator: ", ")))")
    }

    /// Runs one workload and order over its sizes.
    ///
    /// Before a size runs, its cost per op is predicted from the sizes already run: the last cost
    /// times the measured growth between the last two sizes (scaled to this size's ratio), or
    /// quadratic growth (×100 for 10× n) when only one size is known. A size whose single op is
    /// predicted to exceed the budget is skipped, and so is every larger size.
    ///
    /// Returns the measured rows that have a per-item growth (see ``growthBase(of:among:)``).
    func runSeries(_ workload: Workload, order: String?) throws -> [ReportRow] {
        let sizes = Self.sizes(of: workload, options)
        let budget = options.smoke ? min(options.budget, workload.smokeBudget ?? options.budget) : options.budget
        var history: [(n: Int, cost: Double)] = []
        var perItem: [(n: Int, ns: Double)] = []
        var grown: [ReportRow] = []
        var skipReason: String?
        for n in sizes {
            if let skipReason {
                report.row(ReportRow(name: workload.name, n: n, order: order, skipped: skipReason))
                continue
            }
            if let reason = predictedOverrun(n: n, history: history, budget: budget) {
                report.row(ReportRow(name: workload.name, n: n, order: order, skipped: reason))
                skipReason = "smaller size n=\(n) skipped"
                continue
            }
            // Memory first, in a child process that has exited before the timed builds start.
            let memory = workload.measureMemory.flatMap { _ in
                MemoryProbe.inChildProcess(workload: workload.name, n: n, order: order)
            }
            let measurement = try workload.run(n, order, budget)
            history.append((n, max(measurement.costNanoseconds, 1)))
            var row = ReportRow(name: workload.name, n: n, order: order, measurement: measurement, memory: memory)
            if let ns = row.perItemNanoseconds {
                if let base = Self.growthBase(of: n, among: perItem) {
                    row.growth = Growth(baseN: base.n, basePerItemNanoseconds: base.ns, ratio: ns / max(base.ns, 1e-3))
                    grown.append(row)
                }
                perItem.append((n, ns))
            }
            report.row(row)
        }
        return grown
    }

    /// The smaller size that size `n`'s per-item cost is compared with: the largest measured size
    /// at most n / 10 (so 100 → 1000 → 10,000 gives two 10× ratios), else the previous one.
    static func growthBase(of n: Int, among measured: [(n: Int, ns: Double)]) -> (n: Int, ns: Double)? {
        measured.last { $0.n * 10 <= n } ?? measured.last
    }

    /// Why size `n` would not fit the budget, or `nil` if it is predicted to fit.
    private func predictedOverrun(n: Int, history: [(n: Int, cost: Double)], budget: Double) -> String? {
        guard let (lastN, lastCost) = history.last else { return nil }
        var exponent = 2.0
        var basis = "quadratic growth assumed"
        if history.count >= 2 {
            let (previousN, previousCost) = history[history.count - 2]
            exponent = log(lastCost / previousCost) / log(Double(lastN) / Double(previousN))
            basis = "growth ×\(format(lastCost / previousCost)) measured n=\(previousN)→\(lastN)"
        }
        let predicted = lastCost * pow(Double(n) / Double(lastN), exponent)
        guard predicted > budget * 1e9 else { return nil }
        return "predicted \(format(predicted / 1e9)) s per op > budget \(format(budget)) s "
            + "(n=\(lastN) took \(formatNanoseconds(lastCost)); \(basis))"
    }
}

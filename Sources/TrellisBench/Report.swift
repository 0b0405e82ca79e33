// Output: an aligned table for people, or one JSON object per line for scripts
// (Scripts/kiwi-bench/compare.py reads name, n, order, ops, median_ns and skipped).

import Foundation
import Trellis

/// One line of output: a measured (workload, n, order) or a skipped one.
struct ReportRow {
    let name: String
    let n: Int
    let order: String?
    let ops: Int
    let medianNanoseconds: Int64
    let firstNanoseconds: Int64
    /// Median per op divided by the constraints one op adds or removes.
    let perConstraintNanoseconds: Double?
    /// Median per op divided by the layout's size N (layout suite).
    let perItemNanoseconds: Double?
    /// Per-item cost against a smaller size of the same series (set by the driver).
    var growth: Growth?
    let memory: MemoryGrowth?
    /// Why the size was not run; `nil` when it ran.
    let skipped: String?
    /// What one op did (layout suite).
    let work: LayoutWork?

    init(name: String, n: Int, order: String?, measurement: Measurement, memory: MemoryGrowth?) {
        self.name = name
        self.n = n
        self.order = order
        ops = measurement.samples.count
        medianNanoseconds = measurement.medianNanoseconds
        firstNanoseconds = measurement.firstNanoseconds
        perConstraintNanoseconds = measurement.constraintsPerOp.map {
            Double(measurement.medianNanoseconds) / Double($0)
        }
        perItemNanoseconds = measurement.itemsPerOp.map { Double(measurement.medianNanoseconds) / Double($0) }
        self.memory = memory
        skipped = nil
        work = measurement.work
    }

    init(name: String, n: Int, order: String?, skipped reason: String) {
        self.name = name
        self.n = n
        self.order = order
        ops = 0
        medianNanoseconds = 0
        firstNanoseconds = 0
        perConstraintNanoseconds = nil
        perItemNanoseconds = nil
        memory = nil
        skipped = reason
        work = nil
    }
}

/// How a size's per-item cost compares with a smaller size's: linear growth gives a ratio of 1.
struct Growth {
    let baseN: Int
    let basePerItemNanoseconds: Double
    /// Per-item cost at this size ÷ per-item cost at `baseN`.
    let ratio: Double
}

/// Prints rows as they are produced, flushing each so a long run can be watched.
struct Report {
    let json: Bool
    let budget: Double
    /// Whether rows show their ``ReportRow/work``.
    var showsWork = false

    private static let columns: [(title: String, width: Int, left: Bool)] = [
        ("workload", 19, true), ("n", 6, false), ("order", 17, true), ("ops", 6, false),
        ("median/op", 10, false), ("first op", 10, false), ("per constr.", 11, false), ("per item", 10, false),
        ("RSS B/c", 8, false),
        ("peak RSS", 9, false), ("note", 0, true),
    ]

    func header() {
        guard !json else { return }
        print("trellis-bench (TrellisSolver), budget \(format(budget)) s per workload and size, "
            + "at most \(OpLoop.maxOps) ops")
        print(Self.line(Self.columns.map(\.title)))
        fflush(nil)
    }

    func row(_ row: ReportRow) {
        if json {
            print(json(row))
        } else {
            let measured = row.skipped == nil
            print(Self.line([
                row.name, String(row.n), row.order ?? "-", String(row.ops),
                measured ? formatNanoseconds(Double(row.medianNanoseconds)) : "skipped",
                measured ? formatNanoseconds(Double(row.firstNanoseconds)) : "",
                row.perConstraintNanoseconds.map(formatNanoseconds) ?? "",
                row.perItemNanoseconds.map(formatNanoseconds) ?? "",
                row.memory.map { String(Int($0.residentBytesPerConstraint.rounded())) } ?? "",
                row.memory.map { formatBytes($0.peakResidentBytes) } ?? "",
                row.skipped ?? "",
            ]))
            if showsWork, let work = row.work { print("    work: \(work)") }
        }
        fflush(nil)
    }

    /// After the table: per-item cost at each size against a smaller size of the same series
    /// (the largest at most a tenth of it), for the layout suite. Linear growth is ×1.
    func growthSummary(_ rows: [ReportRow]) {
        guard !json, !rows.isEmpty else { return }
        print("\nper-item growth (per item = median/op ÷ N; ratio = per item at n ÷ per item at the smaller n):")
        let columns: [(String, Int, Bool)] = [
            ("workload", 19, true), ("order", 17, true), ("sizes", 13, true), ("per item", 10, false),
            ("per item", 10, false), ("ratio", 7, false),
        ]
        func line(_ cells: [String]) -> String {
            var text = ""
            for (cell, (_, width, left)) in zip(cells, columns) {
                let padding = String(repeating: " ", count: max(0, width - cell.count))
                text += (left ? cell + padding : padding + cell) + "  "
            }
            return String(text.reversed().drop { $0 == " " }.reversed())
        }
        print(line(columns.map(\.0)))
        for row in rows {
            guard let growth = row.growth, let perItem = row.perItemNanoseconds else { continue }
            print(line([
                row.name, row.order ?? "-", "\(growth.baseN) → \(row.n)",
                formatNanoseconds(growth.basePerItemNanoseconds), formatNanoseconds(perItem),
                "×" + format(growth.ratio),
            ]))
        }
        fflush(nil)
    }

    /// The legend and totals after the table.
    func footer(wallSeconds: Double) {
        guard !json else { return }
        print("""
            median/op: median wall time of one op; first op: the first op's (for the edit workloads,
            the suggestion that moves the basis away from the freshly built solution).
            per constr.: median/op ÷ constraints added (builds; enaml and equal-stack count their
            edit variables) or removed (chain-remove). per item: median/op ÷ N (layout suite).
            RSS B/c: resident-set (VmRSS) growth over one build in a fresh child process, after
            malloc_trim, ÷ constraints added. It is RSS growth, not exact heap bytes, and excludes the
            constraint and variable objects, created before the adds. peak RSS: that child's VmHWM.
            """)
        if let peak = ProcessMemory.peakResidentBytes() {
            print("this process's peak RSS (VmHWM): \(formatBytes(peak))")
        }
        print("total wall time \(format(wallSeconds)) s")
        fflush(nil)
    }

    private static func line(_ cells: [String]) -> String {
        var text = ""
        for (cell, column) in zip(cells, columns) {
            let padding = String(repeating: " ", count: max(0, column.width - cell.count))
            text += column.left ? cell + padding : padding + cell
            text += "  "
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    private func json(_ row: ReportRow) -> String {
        var fields = [
            "\"name\": \(Self.quoted(row.name))", "\"n\": \(row.n)",
            "\"order\": \(row.order.map(Self.quoted) ?? "null")", "\"ops\": \(row.ops)",
        ]
        if let skipped = row.skipped {
            fields.append("\"skipped\": \(Self.quoted(skipped))")
        } else {
            fields.append("\"median_ns\": \(row.medianNanoseconds)")
            fields.append("\"first_ns\": \(row.firstNanoseconds)")
        }
        if let perConstraint = row.perConstraintNanoseconds {
            fields.append("\"per_constraint_ns\": \(String(format: "%.1f", perConstraint))")
        }
        if let perItem = row.perItemNanoseconds {
            fields.append("\"per_item_ns\": \(String(format: "%.1f", perItem))")
        }
        if showsWork, let work = row.work { fields.append("\"work\": \(Self.quoted(work.description))") }
        if let growth = row.growth {
            fields.append("\"per_item_growth\": \(String(format: "%.3f", growth.ratio))")
            fields.append("\"growth_base_n\": \(growth.baseN)")
        }
        if let memory = row.memory {
            fields.append("\"bytes_per_constraint\": \(String(format: "%.1f", memory.residentBytesPerConstraint))")
            fields.append("\"peak_rss_bytes\": \(memory.peakResidentBytes)")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private static func quoted(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}

/// `412 ns`, `3.20 us`, `15.31 ms`, `2.53 s`: the kiwi harness's units, so tables line up.
func formatNanoseconds(_ ns: Double) -> String {
    if ns < 1e3 { return String(format: "%.0f ns", ns) }
    if ns < 1e6 { return String(format: "%.2f us", ns / 1e3) }
    if ns < 1e9 { return String(format: "%.2f ms", ns / 1e6) }
    return String(format: "%.2f s", ns / 1e9)
}

/// `812 KiB`, `250 MiB`, `4.29 GiB`.
func formatBytes(_ bytes: Int) -> String {
    let value = Double(bytes)
    if value < 1_048_576 { return String(format: "%.0f KiB", value / 1024) }
    if value < 1_073_741_824 { return String(format: "%.0f MiB", value / 1_048_576) }
    return String(format: "%.2f GiB", value / 1_073_741_824)
}

/// A number with up to three significant digits and no trailing zeros: `30`, `0.2`, `12.5`.
func format(_ value: Double) -> String { String(format: "%.3g", value) }

// trellis-bench: times TrellisSolver on the workloads of solver-notes §2 and §3.3, and the layout
// model on the layout suite of issue 25 (LayoutWorkloads.swift), and checks every result against
// a closed form or the lexicographic oracle's optimum.
//
//   swift run -c release trellis-bench [--json] [--budget SECONDS] [--smoke] [--workload NAME]
//                                      [--n N] [--order ORDER]
//
// Exit status: 0 when every check passed, 1 when a check (or the solver) failed, 2 for a bad
// command line, including one that selects nothing to run (a size or order the workload lacks).

import Foundation
import TrellisSolver

/// Writes one line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    if !options.help, !options.memoryProbe { try Driver.checkSelection(options) }
} catch {
    printError("trellis-bench: \(error)\n\(Options.usage)")
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}

if options.memoryProbe {
    // The child side of the memory measurement: one build, one line of output.
    do {
        guard let workload = Workload.all.first(where: { $0.name == options.workload }),
            let measure = workload.measureMemory, let growth = try measure(options.n!, options.order)
        else { exit(1) }
        print(MemoryProbe.line(growth))
        exit(0)
    } catch {
        printError("trellis-bench --memory-probe: \(error)")
        exit(1)
    }
}

let report = Report(json: options.json, budget: options.budget, showsWork: options.work)
let clock = ContinuousClock()
let start = clock.now
report.header()
do {
    try Driver(options: options, report: report).runAll()
} catch let failure as CheckFailure {
    printError("trellis-bench: CHECK FAILED: \(failure)")
    exit(1)
} catch let error as SolverError {
    printError("trellis-bench: SOLVER ERROR: \(error)")
    exit(1)
} catch {
    printError("trellis-bench: FAILED: \(error)")
    exit(1)
}
report.footer(wallSeconds: Double(nanoseconds(clock.now - start)) / 1e9)

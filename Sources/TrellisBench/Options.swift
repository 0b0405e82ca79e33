// Command-line options; the same flags as the kiwi harness so one script can drive both.

/// What to run and how to print it.
struct Options {
    var json = false
    var smoke = false
    /// Print what one op of each layout workload did, counted (``LayoutWork``).
    var work = false
    /// Seconds per workload and size.
    var budget = 30.0
    var workload: String?
    var n: Int?
    var order: String?
    var help = false
    /// Internal: build `workload` at size `n` once and print its memory (see Memory.swift).
    var memoryProbe = false

    static let usage = """
        usage: trellis-bench [--json] [--budget SECONDS] [--smoke] [--work] [--workload NAME] [--n N] [--order ORDER]
          --json         one JSON object per line instead of a table
          --work         under each layout workload's row, what one op did, counted: the last
                         first layout or the first change (constraints generated, solver steps, …)
          --budget S     time budget per workload and size (default 30)
          --smoke        every workload at its smallest size with a 0.2 s budget (layout suite: 0.02 s)
          --workload W   \(Workload.all.map(\.name).joined(separator: ", "))
          --n N          only this size
          --order O      req-first, weak-first (chain-*), crossing, flip, positive (push-chain), 
                         constant, resize, toggle (layout-change), hide, resize (stack-change);
                         layout suite: <fill|leading|center|fit>-<first|hide|resize|text|intrinsic|constant|spacing|compact|dequeue>
                         (stack-tree, stack-tree-box), first, hide (nested-stacks*), first, rotate, text
                         (label-grid), first, hide, text, intrinsic, resize (feed, feed-box), first,
                         resize, constant (flat-grid), anchors-first, builders-first,
                         anchors-build, builders-build (builder-grid), remove, readd (remove-readd);
                         selects only workloads that have orders
        """

    /// A bad command line; the message says which argument.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        func value(of flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": json = true
            case "--smoke": smoke = true
            case "--work": work = true
            case "--budget":
                let text = try value(of: argument)
                guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                    throw UsageError(description: "bad --budget \(text)")
                }
                budget = seconds
            case "--workload":
                let name = try value(of: argument)
                guard Workload.all.contains(where: { $0.name == name }) else {
                    throw UsageError(description: "unknown workload \(name)")
                }
                workload = name
            case "--n":
                let text = try value(of: argument)
                guard let size = Int(text), size > 0 else { throw UsageError(description: "bad --n \(text)") }
                n = size
            case "--order":
                let name = try value(of: argument)
                guard knownOrders.contains(name) else { throw UsageError(description: "unknown order \(name)") }
                order = name
            case "--memory-probe": memoryProbe = true
            case "-h", "--help": help = true
            default: throw UsageError(description: "unknown argument \(argument)")
            }
        }
        if memoryProbe, workload == nil || n == nil {
            throw UsageError(description: "--memory-probe needs --workload and --n")
        }
        // As in the kiwi harness, --smoke wins over --budget: CI must finish in seconds.
        if smoke { budget = 0.2 }
    }
}

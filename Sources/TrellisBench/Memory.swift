// Memory: how much one build grows a process, per constraint, and the process's peak.
//
// The process-wide peak (VmHWM) is monotonic and the allocator keeps what earlier workloads
// freed, so memory cannot be attributed to one workload inside the benchmark process. Instead
// each build workload and size is built once more in a child process (this executable with
// `--memory-probe`), which creates the constraint objects, returns freed memory to the kernel
// (glibc's malloc_trim), reads its resident set (VmRSS), builds, and reads VmRSS and VmHWM again.
// The growth is RSS growth: whole pages, arena slack, growth buffers freed during the build but
// kept by the allocator; it excludes the constraint and variable objects, which exist before the
// adds. The peak is the whole child's, runtime and objects included.

#if canImport(Glibc)
    import Glibc
#endif
import Foundation

/// What one build costs in memory.
struct MemoryGrowth {
    /// (VmRSS after the build − VmRSS before) / constraints added.
    let residentBytesPerConstraint: Double
    /// VmHWM of the child process after the build.
    let peakResidentBytes: Int
}

/// Measures one build in this process: trim, read, build, read. Run only in a child process.
///
/// `build` returns what it built, which is kept alive until after the second reading (Swift may
/// otherwise release an object right after its last use).
func measureBuild(constraints: Int, _ build: () throws -> some AnyObject) throws -> MemoryGrowth? {
    ProcessMemory.releaseFreedMemory()
    guard let before = ProcessMemory.residentBytes(), constraints > 0 else { return nil }
    let built = try build()
    return withExtendedLifetime(built) {
        guard let after = ProcessMemory.residentBytes(), let peak = ProcessMemory.peakResidentBytes() else {
            return nil
        }
        return MemoryGrowth(
            residentBytesPerConstraint: Double(after - before) / Double(constraints), peakResidentBytes: peak)
    }
}

/// The child-process side and the parent side of `--memory-probe`.
enum MemoryProbe {
    /// The child's one line of output: `memory <bytes per constraint> <peak bytes>`.
    static func line(_ growth: MemoryGrowth) -> String {
        "memory \(growth.residentBytesPerConstraint) \(growth.peakResidentBytes)"
    }

    /// Runs `trellis-bench --memory-probe --workload NAME --n N [--order ORDER]` and parses its
    /// answer; `nil` (with a warning on stderr) if the child fails, so a lost memory figure
    /// never stops the timings.
    static func inChildProcess(workload: String, n: Int, order: String?) -> MemoryGrowth? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments =
            ["--memory-probe", "--workload", workload, "--n", String(n)] + (order.map { ["--order", $0] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            printError("trellis-bench: memory probe for \(workload) n=\(n) could not start: \(error)")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard process.terminationStatus == 0, fields.count == 3, fields[0] == "memory",
            let perConstraint = Double(fields[1]), let peak = Int(fields[2])
        else {
            let status = process.terminationStatus
            printError("trellis-bench: memory probe for \(workload) n=\(n) failed (exit status \(status))")
            return nil
        }
        return MemoryGrowth(residentBytesPerConstraint: perConstraint, peakResidentBytes: peak)
    }
}

/// Readings of this process's memory.
enum ProcessMemory {
    /// Current resident set size (VmRSS), in bytes.
    static func residentBytes() -> Int? { statusField("VmRSS:") }

    /// Peak resident set size so far (VmHWM), in bytes.
    static func peakResidentBytes() -> Int? { statusField("VmHWM:") }

    /// Calls glibc's `malloc_trim(0)` when it exists.
    ///
    /// Looked up at run time because Swift's Glibc module does not import `<malloc.h>`, and a
    /// C shim target would mean changing Package.swift.
    static func releaseFreedMemory() {
        #if canImport(Glibc)
            typealias MallocTrim = @convention(c) (Int) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }

    /// A `kB` field of /proc/self/status, in bytes.
    private static func statusField(_ key: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(key) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
            return kilobytes * 1024
        }
        return nil
    }
}

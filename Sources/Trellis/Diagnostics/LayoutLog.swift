#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where Trellis writes the debug lines UIKit prints to the console when a call that cannot
/// throw fails (today: ``LayoutConstraint/isActive`` set to `true` on a constraint that cannot be
/// activated).
///
/// The error itself also goes to ``Window/diagnostics`` (at once, or when the constraint's views
/// join a window); the line is there so the failure is seen at the moment it happens. By default
/// each line goes to standard error. Set ``sink`` for a task to collect or silence the lines:
///
/// ```swift
/// LayoutLog.$sink.withValue({ line in myLogger.debug(line) }) {
///     constraint.isActive = true   // fails: the line goes to myLogger
/// }
/// LayoutLog.$sink.withValue({ _ in }) { … }   // silent
/// ```
///
/// The sink is task-local, not a global: tests running in parallel each see their own.
public enum LayoutLog {
    /// The function each line goes to in the current task; `nil` (the default) writes the line
    /// to standard error.
    @TaskLocal public static var sink: (@Sendable (String) -> Void)?

    /// Writes one line (without its newline) to the current sink.
    static func emit(_ line: String) {
        if let sink {
            sink(line)
        } else {
            writeToStandardError(line + "\n")
        }
    }

    /// Standard error without Foundation: one `write(2)` per line, or `print` where there is no C library.
    private static func writeToStandardError(_ text: String) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var text = text
            text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
        #else
            print(text, terminator: "")
        #endif
    }
}

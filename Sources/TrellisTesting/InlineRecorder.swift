import Foundation

/// Writes actual text into the test's source file, as the `matches:` literal of the assertion
/// that asked for it.
///
/// Several assertions in one file may record in one run: each write remembers how many lines it
/// added or removed below its call, and later calls (whose `#line` was fixed at compile time)
/// are found by adding those shifts. One lock serialises every write in the process, because
/// tests run in parallel and many of them may share a file.
final class InlineRecorder: @unchecked Sendable {
    /// The one recorder of the process: line shifts are per file, and any test may write any file.
    static let shared = InlineRecorder()

    private let lock = NSLock()
    /// Per file: the compile-time line of each call rewritten so far, and the lines it added.
    private var shifts: [String: [(line: Int, delta: Int)]] = [:]
    /// The text recorded at each call site (`path:line:column`), to catch a call that runs twice.
    private var recorded: [String: String] = [:]

    /// Writes `text` as the `matches:` argument of the call at `site`: replaces the literal that
    /// is there, or adds the argument after the last one that may precede it.
    ///
    /// - Returns: the line the call is on now.
    func record(_ text: String, at site: CallSite) throws(RecordingError) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let key = "\(site.filePath):\(site.line):\(site.column)"
        let line = site.line + (shifts[site.filePath] ?? []).filter { $0.line < site.line }.reduce(0) { $0 + $1.delta }
        if let previous = recorded[key] {
            guard previous == text else { throw .recordedTwice(site.description) }
            return line
        }
        let source = try read(site.filePath)
        let edit = try SourceEdit.make(recording: text, in: source, line: line, column: site.column, site: site)
        var bytes = source
        bytes.replaceSubrange(edit.range, with: edit.replacement)
        try write(bytes, to: site.filePath)
        let delta = edit.replacement.count { $0 == .newline } - source[edit.range].count { $0 == .newline }
        shifts[site.filePath, default: []].append((site.line, delta))
        recorded[key] = text
        return line
    }

    private func read(_ path: String) throws(RecordingError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
        return [UInt8](data)
    }

    private func write(_ bytes: [UInt8], to path: String) throws(RecordingError) {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .unwritable(path, "\(error)")
        }
    }
}

/// Why record mode could not write.
enum RecordingError: Error, CustomStringConvertible {
    case unreadable(String)
    case unwritable(String, String)
    case callNotFound(String)
    case notALiteral(String)
    case unterminated(String)
    case recordedTwice(String)

    var description: String {
        switch self {
        case .unreadable(let path): "cannot read \(path)"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        case .callNotFound(let site):
            "found no call at \(site) (has the file changed since the test was built?)"
        case .notALiteral(let site):
            "the `matches:` argument at \(site) is not a string literal, so it cannot be rewritten"
        case .unterminated(let site): "cannot read the call at \(site) (an unterminated string or comment)"
        case .recordedTwice(let site):
            "the assertion at \(site) ran more than once with different results (in a loop or a "
                + "parameterised test); give each case its own assertion or a golden file"
        }
    }
}

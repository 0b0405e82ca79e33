import Foundation

/// One comparison of an actual text with its expectation, inline or in a golden file, and what
/// record mode does about it. Every public assertion ends here.
struct TextExpectation {
    /// What is compared, as the messages name it: "the layout of `window`".
    var subject: String
    /// The kind of expected text: "table", "diff table", "text".
    var noun: String
    /// Whether the texts are tables whose changed cells are marked.
    var isTable: Bool
    var actual: String
    var site: CallSite
    /// The mode asked for by the caller; `nil` reads `TRELLIS_RECORD`.
    var record: RecordMode?

    private var mode: RecordMode {
        if let record { return record }
        if let problem = RecordMode.environmentProblem { reportIssue(problem, at: site) }
        return RecordMode.current
    }

    private var normalizedActual: String { TextDiff.normalized(actual) }

    /// Compares with an inline literal (`nil` when the `matches:` argument is missing) and
    /// rewrites it in the source when the record mode says so.
    func verify(inline expected: String?) {
        let matching = expected.map { TextDiff.normalized($0) == normalizedActual } ?? false
        guard mode.records(missing: expected == nil, matching: matching) else {
            if let expected, !matching {
                reportIssue(mismatch(expected, against: "the expected \(noun)") + advice("the test"), at: site)
            } else if expected == nil {
                reportIssue(missing("has no expected \(noun)") + advice("the test", mode: .missing), at: site)
            }
            return
        }
        do {
            let line = try InlineRecorder.shared.record(normalizedActual, at: site)
            let place = "\(site.fileID):\(line)"
            reportIssue(recorded(into: place, expected: expected, matching: matching), at: site)
        } catch {
            let comparison = expected.map { mismatch($0, against: "the expected \(noun)") } ?? ""
            reportIssue("Could not record \(subject): \(error).\n" + comparison, at: site)
        }
    }

    /// Compares with the golden file `name`.txt in `directory` (relative to the test file's
    /// folder unless absolute) and rewrites it when the record mode says so.
    func verify(goldenFile name: String, directory: String) {
        let folder = directory.hasPrefix("/")
            ? URL(fileURLWithPath: directory)
            : URL(fileURLWithPath: site.filePath).deletingLastPathComponent().appendingPathComponent(directory)
        let file = folder.appendingPathComponent(name + ".txt")
        let shown = directory.hasPrefix("/") ? file.path : directory + "/" + name + ".txt"
        let expected = FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) }
        let matching = expected.map { TextDiff.normalized($0) == normalizedActual } ?? false
        guard mode.records(missing: expected == nil, matching: matching) else {
            if let expected, !matching {
                reportIssue(mismatch(expected, against: "the golden file \(shown)") + advice(shown), at: site)
            } else if expected == nil {
                reportIssue(missing("has no golden file \(shown)") + advice(shown, mode: .missing), at: site)
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data((normalizedActual + "\n").utf8).write(to: file, options: .atomic)
            reportIssue(recorded(into: shown, expected: expected, matching: matching), at: site)
        } catch {
            reportIssue("Could not record \(subject) into \(file.path): \(error)", at: site)
        }
    }

    /// `The layout of `window` does not match the expected table (- expected, + actual):` and
    /// the diff.
    func mismatch(_ expected: String, against what: String) -> String {
        let diff = TextDiff(expected: expected, actual: actual, isTable: isTable).render()
        return "\(capitalized(subject)) does not match \(what) (- expected, + actual):\n" + diff
    }

    private func missing(_ what: String) -> String {
        let body = normalizedActual.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }.joined(separator: "\n")
        return "\(capitalized(subject)) \(what). Actual:\n" + body + "\n"
    }

    private func advice(_ destination: String, mode: RecordMode = .failed) -> String {
        "Run with \(RecordMode.environmentVariable)=\(mode.rawValue) (or pass record: .\(mode.rawValue)) "
            + "to write the actual \(noun) into \(destination)."
    }

    private func recorded(into place: String, expected: String?, matching: Bool) -> String {
        let head = "Recorded \(subject) into \(place)"
        let tail = "Review the change and run the test again."
        guard let expected else { return "\(head) (there was no expected \(noun)). \(tail)" }
        if matching { return "\(head) (it matched; record mode is on). \(tail)" }
        let diff = TextDiff(expected: expected, actual: actual, isTable: isTable).render()
        return "\(head), replacing an expected \(noun) it did not match (- expected, + actual):\n\(diff)\(tail)"
    }

    private func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}

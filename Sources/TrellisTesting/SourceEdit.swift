/// One rewrite of a test's source: the bytes to replace and what to put there.
struct SourceEdit: Equatable {
    var range: Range<Int>
    var replacement: [UInt8]

    /// The arguments that come after `matches:` in every assertion's parameter list, so an
    /// inserted `matches:` goes before them.
    static let trailingLabels: Set<String> = ["fileID", "filePath", "line", "column"]

    /// The edit that makes `text` the `matches:` argument of the call whose `(` is at `line`
    /// and `column` (1-based, the column in UTF-8 bytes, as `#column` counts).
    static func make(
        recording text: String, in source: [UInt8], line: Int, column: Int, site: CallSite
    ) throws(RecordingError) -> SourceEdit {
        guard let openParen = openParen(in: source, line: line, column: column) else {
            throw .callNotFound(site.description)
        }
        let scanner = CallScanner(bytes: source)
        let call: CallScanner.Call
        do {
            call = try scanner.call(openingAt: openParen)
        } catch {
            throw .unterminated(site.description)
        }
        if let argument = call.arguments.first(where: { $0.label == "matches" }) {
            guard let existing = call.literal(of: argument) else { throw .notALiteral(site.description) }
            let lineStart = lineIndentation(at: existing.start, in: source)
            let indentation = closingIndentation(of: existing, in: source) ?? lineStart + unit(for: lineStart)
            let literal = Self.literal(for: text, indentation: indentation, minimumHashes: existing.hashCount)
            return SourceEdit(range: existing.start..<existing.end, replacement: Array(literal.utf8))
        }
        let following = call.arguments.firstIndex { argument in
            argument.label.map(trailingLabels.contains) ?? (source[argument.valueStart] == .openBrace)
        } ?? call.arguments.endIndex
        let anchor = following > 0 ? call.arguments[following - 1].valueEnd : openParen + 1
        let base = lineIndentation(at: anchor - 1, in: source)
        let literal = Self.literal(for: text, indentation: base + unit(for: base), minimumHashes: 0)
        var inserted = (following > 0 ? ", " : "") + "matches: " + literal
        if following == 0 && !call.arguments.isEmpty { inserted += ", " }
        return SourceEdit(range: anchor..<anchor, replacement: Array(inserted.utf8))
    }

    /// A Swift literal whose value is `text`: `""` when it is empty, otherwise a multi-line
    /// literal with its lines and closing delimiter at `indentation`, raw (`#"""`) with as many
    /// `#` as it takes for backslashes and quotes in `text` to stand for themselves.
    static func literal(for text: String, indentation: String, minimumHashes: Int) -> String {
        var hashCount = max(0, minimumHashes)
        while text.contains("\\" + String(repeating: "#", count: hashCount))
            || text.contains("\"\"\"" + String(repeating: "#", count: hashCount)) {
            hashCount += 1
        }
        let hashes = String(repeating: "#", count: hashCount)
        if text.isEmpty { return hashes + "\"\"" + hashes }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indentation + $0 }
        return hashes + "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + indentation + "\"\"\"" + hashes
    }

    /// The byte offset of the call's `(`: at `column` of `line` where it is there, otherwise the
    /// first `(` on that line at or after `column` (compilers that point at the callee), otherwise
    /// the first on the line.
    static func openParen(in source: [UInt8], line: Int, column: Int) -> Int? {
        guard line >= 1 else { return nil }
        var start = 0
        var current = 1
        while current < line {
            guard let newline = source[start...].firstIndex(of: .newline) else { return nil }
            start = newline + 1
            current += 1
        }
        let end = source[start...].firstIndex(of: .newline) ?? source.endIndex
        let target = min(max(start, start + column - 1), end)
        if target < end, source[target] == .openParen { return target }
        return source[target..<end].firstIndex(of: .openParen) ?? source[start..<end].firstIndex(of: .openParen)
    }

    /// The spaces and tabs in front of the closing `"""` of a multi-line literal.
    private static func closingIndentation(of literal: CallScanner.Literal, in source: [UInt8]) -> String? {
        guard literal.isMultiline else { return nil }
        let closing = literal.end - 3 - literal.hashCount
        var start = closing
        while start > literal.start, source[start - 1].isSpace { start -= 1 }
        guard start > literal.start, source[start - 1] == .newline else { return nil }
        return String(decoding: source[start..<closing], as: UTF8.self)
    }

    /// The spaces and tabs that start the line holding byte `offset`.
    private static func lineIndentation(at offset: Int, in source: [UInt8]) -> String {
        var start = min(max(0, offset), source.count)
        while start > 0, source[start - 1] != .newline { start -= 1 }
        var end = start
        while end < source.count, source[end].isSpace { end += 1 }
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    /// One more level of indentation: a tab where the line is indented with tabs, else 4 spaces.
    private static func unit(for indentation: String) -> String {
        indentation.contains("\t") ? "\t" : "    "
    }
}

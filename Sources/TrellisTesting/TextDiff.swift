/// The readable difference between an expected and an actual text: the lines that differ as
/// `-` (expected) and `+` (actual) with a few unchanged lines around them, and for tables the
/// changed cells marked `^` under the actual line and listed by column.
///
/// ```text
///     item           x    y  width  height  window x  window y
///     window         0    0    393     852         0         0
///       title   166.75   79   59.5    20.4    166.75        79
///   -   cancel      16  750  176.5      52        16       750
///   +   cancel      16  758  176.5      44        16       758
///                       ^^^             ^^                 ^^^
///       ok       200.5  758  176.5      44     200.5       758
/// Changed: cancel y 750 → 758, height 52 → 44, window y 750 → 758.
/// ```
struct TextDiff {
    /// Unchanged lines shown before and after each change.
    static let context = 3

    var expected: String
    var actual: String
    /// Whether the texts are tables (header line first) whose cells are compared.
    var isTable: Bool

    /// Both texts with trailing spaces and trailing blank lines removed: what is compared.
    static func normalized(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
            return String(line)
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The lines of `text` once normalized; none for an empty text.
    static func lines(of text: String) -> [String] {
        let normalized = normalized(text)
        guard !normalized.isEmpty else { return [] }
        return normalized.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The diff lines and the summary of changed cells.
    func render() -> String {
        let old = Self.lines(of: expected)
        let new = Self.lines(of: actual)
        let lines = LineDiff.lines(from: old, to: new)
        let oldTitles = isTable ? TableLine.spans(of: old.first ?? "") : []
        let newTitles = isTable ? TableLine.spans(of: new.first ?? "") : []
        var output: [String] = []
        var changes: [String] = []
        for entry in visible(lines, headers: [old.first, new.first].compactMap { $0 }) {
            switch entry {
            case nil: output.append("    …")
            case .same(let line)?: output.append(line.isEmpty ? "" : "    " + line)
            case .removed(let line)?: output.append(line.isEmpty ? "  -" : "  - " + line)
            case .added(let line)?: output.append(line.isEmpty ? "  +" : "  + " + line)
            case .pair(let removed, let added)?:
                output.append("  - " + removed)
                output.append("  + " + added)
                let oldCells = TableLine.cells(of: removed, titles: oldTitles)
                let newCells = TableLine.cells(of: added, titles: newTitles)
                let marks = Self.marks(oldCells, newCells)
                if !marks.isEmpty { output.append("    " + marks) }
                if let change = Self.summary(oldCells, newCells, titles: newTitles + oldTitles) {
                    changes.append(change)
                }
            }
        }
        var text = output.joined(separator: "\n") + "\n"
        if !changes.isEmpty { text += "Changed: " + changes.joined(separator: "; ") + ".\n" }
        return text
    }

    /// A line of output: unchanged, one side only, or an expected row beside the actual row of
    /// the same name.
    private enum Entry {
        case same(String)
        case removed(String)
        case added(String)
        case pair(String, String)
    }

    /// The entries worth showing, `nil` standing for elided unchanged lines. Table rows replaced
    /// by rows of the same name (their first cell, indentation included) are paired.
    private func visible(_ lines: [LineDiff.Line], headers: [String]) -> [Entry?] {
        var entries: [Entry] = []
        var index = 0
        while index < lines.count {
            var removed: [String] = []
            var added: [String] = []
            while index < lines.count {
                if case .removed(let line) = lines[index] { removed.append(line) }
                else if case .added(let line) = lines[index] { added.append(line) }
                else { break }
                index += 1
            }
            entries += isTable
                ? Self.paired(removed, added, headers: headers)
                : removed.map(Entry.removed) + added.map(Entry.added)
            if index < lines.count, case .same(let line) = lines[index] {
                entries.append(.same(line))
                index += 1
            }
        }
        var shown = [Bool](repeating: false, count: entries.count)
        for (position, entry) in entries.enumerated() {
            if case .same = entry { continue }
            for near in max(0, position - Self.context)...min(entries.count - 1, position + Self.context) {
                shown[near] = true
            }
        }
        if isTable, !shown.isEmpty { shown[0] = true }
        var result: [Entry?] = []
        for (position, entry) in entries.enumerated() {
            if shown[position] {
                result.append(entry)
            } else if position == 0 || shown[position - 1] {
                result.append(nil)
            }
        }
        return result
    }

    /// Removed and added lines in order, a removed row followed by the added row of the same name
    /// where there is one. Header lines are never paired: their cells are the titles.
    private static func paired(_ removed: [String], _ added: [String], headers: [String]) -> [Entry] {
        let key = { (line: String) -> String in
            guard !headers.contains(line) else { return "header " + line }
            return TableLine.spans(of: line).first.map { "\($0.start) \($0.text)" } ?? ""
        }
        var entries: [Entry] = []
        var i = 0
        var j = 0
        while i < removed.count || j < added.count {
            if i < removed.count, j < added.count, key(removed[i]) == key(added[j]) {
                entries.append(.pair(removed[i], added[j]))
                i += 1
                j += 1
            } else if i < removed.count, !added[j...].contains(where: { key($0) == key(removed[i]) }) {
                entries.append(.removed(removed[i]))
                i += 1
            } else if j < added.count {
                entries.append(.added(added[j]))
                j += 1
            } else {
                entries.append(.removed(removed[i]))
                i += 1
            }
        }
        return entries
    }

    /// `^` under every cell of the actual row whose value differs from the expected row's.
    private static func marks(_ old: [String: TableLine.Span], _ new: [String: TableLine.Span]) -> String {
        let changed = new.filter { title, span in old[title]?.text != span.text }.map(\.value)
        var line = ""
        for span in changed.sorted(by: { $0.start < $1.start }) where span.start >= line.count {
            line += String(repeating: " ", count: span.start - line.count)
            line += String(repeating: "^", count: max(1, span.end - span.start))
        }
        return line
    }

    /// `cancel y 758 → 750, height 44 → 52`: the row's name and each changed cell by column.
    private static func summary(
        _ old: [String: TableLine.Span], _ new: [String: TableLine.Span], titles: [TableLine.Span]
    ) -> String? {
        var seen: Set<String> = [titles.first?.text ?? ""]
        var changes: [String] = []
        for title in titles.dropFirst() where seen.insert(title.text).inserted {
            let before = old[title.text]?.text ?? ""
            let after = new[title.text]?.text ?? ""
            guard before != after else { continue }
            changes.append("\(title.text) \(quotedIfBlank(before)) → \(quotedIfBlank(after))")
        }
        guard !changes.isEmpty else { return nil }
        let name = new[titles.first?.text ?? ""]?.text ?? ""
        return "\(name) " + changes.joined(separator: ", ")
    }

    private static func quotedIfBlank(_ text: String) -> String {
        text.isEmpty ? "\"\"" : text
    }
}

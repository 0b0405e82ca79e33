import Trellis

/// A line of a text table read back into cells, by where its text sits under the header.
///
/// Cells are separated by two or more spaces (a cell never holds two spaces in a row; names and
/// flags hold single ones). Each cell belongs to the header title its text overlaps: a
/// left-aligned cell starts under its title, a right-aligned one ends under it, so this holds
/// however wide either table's columns are, and blank cells need no placeholder. Positions are
/// display columns, so Japanese names count double as they do on screen.
struct TableLine {
    struct Span: Equatable {
        var start: Int
        var end: Int
        var text: String
    }

    /// The cells separated by two or more spaces, with their display columns.
    static func spans(of line: String) -> [Span] {
        var spans: [Span] = []
        var current: Span?
        var column = 0
        var spaces = 0
        for character in line {
            let width = DisplayWidth.of(String(character))
            if character == " " {
                spaces += 1
                if spaces >= 2, let span = current {
                    spans.append(span)
                    current = nil
                }
            } else {
                if current == nil {
                    current = Span(start: column, end: column + width, text: String(character))
                } else if var span = current {
                    if spaces == 1 { span.text += " " }
                    span.text.append(character)
                    span.end = column + width
                    current = span
                }
                spaces = 0
            }
            column += width
        }
        if let span = current { spans.append(span) }
        return spans
    }

    /// Each cell of `line` under the title it belongs to (the first cell under the first title,
    /// whatever its indentation), keyed by title.
    static func cells(of line: String, titles: [Span]) -> [String: Span] {
        var cells: [String: Span] = [:]
        for (index, span) in spans(of: line).enumerated() {
            guard let title = index == 0 ? titles.first : title(over: span, in: titles) else { continue }
            if let existing = cells[title.text] {
                cells[title.text] = Span(start: existing.start, end: span.end, text: existing.text + " " + span.text)
            } else {
                cells[title.text] = span
            }
        }
        return cells
    }

    /// The title whose text overlaps `span`, else the nearest one, never the first (the names).
    private static func title(over span: Span, in titles: [Span]) -> Span? {
        let candidates = titles.dropFirst()
        if let overlapping = candidates.first(where: { $0.start < span.end && span.start < $0.end }) {
            return overlapping
        }
        return candidates.min { distance($0, span) < distance($1, span) }
    }

    private static func distance(_ a: Span, _ b: Span) -> Int {
        max(0, max(a.start - b.end, b.start - a.end))
    }
}

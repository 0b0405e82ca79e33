extension LineBreaker {
    /// The ellipsis appended to a truncated line.
    static var ellipsis: Character { "\u{2026}" }

    /// The last allowed line when text remains after it, in ``LineBreakMode/byTruncatingTail``:
    /// as many clusters of the rest of the paragraph as fit together with the ellipsis, then "…".
    ///
    /// Truncation cuts between clusters regardless of words or kinsoku, as UIKit's tail
    /// truncation does, and drops spaces before the ellipsis. If not even the first cluster
    /// fits beside the ellipsis, the line is the ellipsis alone (which may itself overflow).
    ///
    /// - Complexity: O(k) for the k clusters of the line.
    func truncatedLine(from start: Int) -> TextLine {
        var width = 0.0
        var inkWidth = 0.0
        var inkEnd = start
        var index = start
        while index < clusters.count {
            let cluster = clusters[index]
            if cluster.properties.kind == .newline { break }
            width += cluster.advance
            if cluster.properties.kind != .space {
                if !fits(width + ellipsisWidth) { break }
                inkWidth = width
                inkEnd = index + 1
            }
            index += 1
        }
        let text = substring(from: start, to: inkEnd) + String(LineBreaker.ellipsis)
        return TextLine(text: text, width: inkWidth + ellipsisWidth)
    }
}

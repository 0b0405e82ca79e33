/// One laid-out line of text.
public struct TextLine: Sendable, Hashable {
    /// The characters drawn on the line: no newline, no trailing spaces, and a final "…" if the
    /// line was truncated.
    public var text: String
    /// The advance of ``text``, in points. Spaces at the end of the line are not counted.
    public var width: Double

    /// Creates a line from its text and width.
    public init(text: String, width: Double) {
        self.text = text
        self.width = width
    }
}

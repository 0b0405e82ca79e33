/// Where lines sit horizontally inside the width they are drawn in.
///
/// Alignment does not change line breaking or the measured size, only each line's x offset
/// (``TextLayout/xOffset(ofLine:inWidth:alignment:layoutDirection:)``).
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// Left in a ``LayoutDirection/leftToRight`` layout, right in a
    /// ``LayoutDirection/rightToLeft`` one (a label's default).
    case natural
    /// Positioned like ``natural``; Trellis does not stretch inter-word spacing.
    case justified
}

/// How text that does not fit in its width or line count is wrapped or cut.
///
/// The names follow UIKit's `NSLineBreakMode`. Every mode honours explicit newlines, never
/// breaks before a space (spaces hang at the end of a line and do not count toward its width),
/// and applies the same kinsoku rules (``Kinsoku``).
public enum LineBreakMode: Sendable, Hashable, CaseIterable {
    /// Wrap at word boundaries (the default).
    ///
    /// Break opportunities are after spaces and between two clusters when either is
    /// ideographic (CJK, kana, Hangul, fullwidth forms, wide emoji), subject to kinsoku.
    /// A word wider than the line is broken by character. When `numberOfLines` cuts the text,
    /// the lines beyond the limit are dropped with no ellipsis.
    case byWordWrapping
    /// Wrap between any two grapheme clusters, Latin words included, subject to kinsoku.
    /// When `numberOfLines` cuts the text, the lines beyond the limit are dropped.
    case byCharWrapping
    /// Wrap at word boundaries like ``byWordWrapping``; when `numberOfLines` cuts the text, the
    /// last allowed line holds as much of the remaining text as fits (cut between clusters)
    /// followed by "…", measured with the same measurer.
    case byTruncatingTail
}

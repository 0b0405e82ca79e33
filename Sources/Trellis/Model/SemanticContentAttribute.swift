/// How a view's content relates to the layout direction, like `UISemanticContentAttribute`
/// (same raw values).
///
/// Only ``unspecified`` follows the inherited direction; the others fix it.
///
/// ```swift
/// let player = View(name: "player")
/// player.semanticContentAttribute = .playback   // transport controls stay left to right
/// ```
public enum SemanticContentAttribute: Int, Hashable, Sendable, CaseIterable {
    /// Follows the superview's effective direction (the window's at the root).
    case unspecified = 0
    /// Playback controls (play, rewind): always left to right.
    case playback = 1
    /// Directional controls whose meaning is spatial (a D-pad): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The horizontal direction in which text and leading-to-trailing layout flow, like
/// `UIUserInterfaceLayoutDirection`.
///
/// Leading and trailing resolve to left and right in ``leftToRight`` and to right and left in
/// ``rightToLeft``; left and right themselves never flip.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Leading is the left edge (English, Japanese, Chinese).
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew).
    case rightToLeft
}

extension LayoutDirection: CustomStringConvertible {
    /// `leftToRight` or `rightToLeft`.
    public var description: String {
        switch self {
        case .leftToRight: "leftToRight"
        case .rightToLeft: "rightToLeft"
        }
    }
}

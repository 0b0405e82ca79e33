/// A view or guide whose frame the constraints do not determine, and which of its four unknowns
/// are free: what UIKit's `_autolayoutTrace` reports as `AMBIGUOUS LAYOUT for red.minX, red.Width`.
///
/// Ambiguity has two causes (spec §8.4): too few constraints (nothing fixes `minX`), or a tie
/// between equally good solutions (two labels hugging at the same priority: either may stretch).
/// Both are found the same way; see ``Window/ambiguousItems()``.
public struct AmbiguousItem: CustomStringConvertible {
    /// One of the four unknowns the engine solves for each item, named as UIKit's trace names them.
    public enum Unknown: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The left edge in window coordinates.
        case minX
        /// The top edge in window coordinates.
        case minY
        /// The width.
        case width
        /// The height.
        case height

        /// `minX`, `minY`, `Width`, `Height` (UIKit's spelling).
        public var description: String {
            switch self {
            case .minX: "minX"
            case .minY: "minY"
            case .width: "Width"
            case .height: "Height"
            }
        }
    }

    /// The item (a ``View`` or a ``LayoutGuide``).
    public let item: LayoutItem
    /// The free unknowns, in the order minX, minY, Width, Height.
    public let unknowns: [Unknown]

    /// `red.minX, red.Width`.
    public var description: String {
        unknowns.map { "\(item.name).\($0)" }.joined(separator: ", ")
    }
}

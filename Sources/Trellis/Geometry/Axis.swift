/// A direction in which views are laid out, like `NSLayoutConstraint.Axis`.
public enum Axis: Hashable, Sendable, CaseIterable {
    /// Along x: left to right (or leading to trailing).
    case horizontal
    /// Along y: top to bottom.
    case vertical
}

extension Axis: CustomStringConvertible {
    /// `horizontal` or `vertical`.
    public var description: String {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        }
    }
}

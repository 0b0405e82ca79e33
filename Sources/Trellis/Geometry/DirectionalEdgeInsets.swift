/// Distances inwards from the edges of a rectangle that follow the layout direction, like
/// `NSDirectionalEdgeInsets`.
///
/// In a left-to-right layout leading is the left edge; in a right-to-left layout it is the right
/// edge. ``edgeInsets(for:)`` resolves them to fixed left and right insets.
///
/// ```swift
/// let insets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
/// insets.edgeInsets(for: .rightToLeft)  // (top: 0, left: 4, bottom: 0, right: 20)
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The distance from the top edge.
    public var top: Double
    /// The distance from the leading edge.
    public var leading: Double
    /// The distance from the bottom edge.
    public var bottom: Double
    /// The distance from the trailing edge.
    public var trailing: Double

    /// Creates insets with the given distance from each edge.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// These insets with leading and trailing resolved to left and right for `direction`.
    ///
    /// ```swift
    /// let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    /// insets.edgeInsets(for: .leftToRight)  // (top: 1, left: 2, bottom: 3, right: 4)
    /// insets.edgeInsets(for: .rightToLeft)  // (top: 1, left: 4, bottom: 3, right: 2)
    /// ```
    public func edgeInsets(for direction: LayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight:
            EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft:
            EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}

extension DirectionalEdgeInsets: CustomStringConvertible {
    /// The four distances in the Trellis number style, labelled:
    /// `(top: 0, leading: 20, bottom: 0, trailing: 4)`.
    public var description: String {
        "(top: \(top.layoutDescription), leading: \(leading.layoutDescription), "
            + "bottom: \(bottom.layoutDescription), trailing: \(trailing.layoutDescription))"
    }
}

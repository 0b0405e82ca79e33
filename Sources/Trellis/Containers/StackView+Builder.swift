// Composable construction: `StackView(axis: .vertical, spacing: 8) { title; row; body }`.

/// Builds a stack's arranged subviews (or any view's subviews, ``View/addSubviews(_:)``) from a
/// block that reads like the layout's structure, with `if`, `if let`, `switch` and `for` loops.
@resultBuilder
public enum ArrangedSubviewsBuilder {
    /// A single view.
    public static func buildExpression(_ view: View) -> [View] { [view] }
    /// Several views at once.
    public static func buildExpression(_ views: [View]) -> [View] { views }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [View]...) -> [View] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [View]?) -> [View] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [View]) -> [View] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [View]) -> [View] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[View]]) -> [View] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [View]) -> [View] { part }
}

extension StackView {
    /// Creates a stack whose arranged subviews come from a builder block. The generated
    /// constraints are the same as with ``init(arrangedSubviews:name:)`` and the properties.
    ///
    /// ```swift
    /// let card = StackView(axis: .vertical, spacing: 8) {
    ///     title
    ///     StackView(axis: .horizontal) { for star in stars { star } }
    ///     if showsBody { body }
    /// }
    /// ```
    public convenience init(
        axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: Double = 0, name: String = "stack", @ArrangedSubviewsBuilder _ content: () -> [View]
    ) {
        self.init(arrangedSubviews: [], name: name)
        batch {
            self.axis = axis
            self.distribution = distribution
            self.alignment = alignment
            self.spacing = spacing
            for view in content() { addArrangedSubview(view) }
        }
    }
}

// `LayoutConstraint.activate { … }`: a block of constraint expressions with `if` and `for`.

/// Builds a list of constraints from a block of expressions, with `if`, `if let`, `switch` and
/// `for` loops.
///
/// Each statement is a constraint or a group (edges, size, centre). A constraint made by an
/// expression (`==`, `>=`, `<=`) is given the `#fileID` and line of its statement, so tables and
/// conflict reports point at it as they do for a constraint made with the anchor API (which keeps
/// its own).
@resultBuilder
public enum ConstraintBuilder {
    /// A single constraint.
    public static func buildExpression(
        _ constraint: LayoutConstraint, fileID: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        constraint.stampLocation(fileID: fileID, line: line)
        return [constraint]
    }
    /// A group of constraints (`a.edgeAnchors == b.edgeAnchors`, or an array made elsewhere).
    public static func buildExpression(
        _ constraints: [LayoutConstraint], fileID: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        for constraint in constraints { constraint.stampLocation(fileID: fileID, line: line) }
        return constraints
    }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] { part }
}

extension LayoutConstraint {
    /// Gives a constraint made without a known location (by an expression) the builder
    /// statement's location.
    func stampLocation(fileID: String, line: Int) {
        guard self.line == 0 else { return }
        self.fileID = fileID
        self.line = line
    }

    /// The constraints of a block, not activated: for keeping a set to deactivate later, or for
    /// ``activateOrThrow(_:)->()``.
    ///
    /// ```swift
    /// let compact = LayoutConstraint.build {
    ///     title.topAnchor == image.bottomAnchor + 8
    ///     title.leadingAnchor == card.leadingAnchor + 16
    /// }
    /// try LayoutConstraint.activateOrThrow(compact)   // throws the first invalid constraint's error
    /// ```
    public static func build(@ConstraintBuilder _ content: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        content()
    }

    /// Activates the constraints of a block, all or none, like UIKit's non-throwing `activate`.
    ///
    /// When a constraint is invalid (see ``LayoutError``), none of the block is activated,
    /// every invalid constraint's error is recorded in ``Window/diagnostics`` (of the window its
    /// items are in, or are added to later) and logged to ``LayoutLog``; nothing already laid
    /// out changes. Use ``activateOrThrow(_:)->_`` to handle the error at the
    /// call instead.
    ///
    /// ```swift
    /// LayoutConstraint.activate {
    ///     card.edgeAnchors == window.safeAreaLayoutGuide.edgeAnchors.inset(16)
    ///     title.topAnchor == card.topAnchor + 12
    ///     title.widthAnchor <= 0.8 * card.widthAnchor
    ///     if showsBadge { badge.centerAnchors == icon.centerAnchors.offset(x: 12, y: -12) }
    ///     for (above, below) in zip(rows, rows.dropFirst()) { below.topAnchor == above.bottomAnchor + 8 }
    /// }
    /// ```
    ///
    /// - Returns: the constraints of the block, whether they were activated or not.
    /// - Complexity: the same as ``activate(_:)->()`` on the same list; the block adds
    ///   one array append per constraint and nothing at layout time.
    @discardableResult
    public static func activate(@ConstraintBuilder _ content: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        let constraints = content()
        activateRecordingErrors(constraints)
        return constraints
    }

    /// Activates the constraints a block builds, or none of them, and throws the first broken
    /// rule: ``activate(_:)->_`` for code that handles the error itself.
    ///
    /// ```swift
    /// try LayoutConstraint.activateOrThrow {
    ///     title.topAnchor == card.topAnchor + 12
    ///     title.leadingAnchor == card.leadingAnchor + 16
    /// }
    /// ```
    ///
    /// - Returns: the constraints of the block, all activated.
    /// - Throws: the first constraint's ``LayoutError``; no constraint of the block is activated then.
    @discardableResult
    public static func activateOrThrow(
        @ConstraintBuilder _ content: () -> [LayoutConstraint]
    ) throws(LayoutError) -> [LayoutConstraint] {
        let constraints = content()
        try activateOrThrow(constraints)
        return constraints
    }
}

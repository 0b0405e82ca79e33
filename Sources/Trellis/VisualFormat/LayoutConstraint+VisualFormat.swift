extension LayoutConstraint {
    /// Creates constraints from a Visual Format Language string, like
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// The grammar, what each piece generates and the options are described in
    /// <doc:VisualFormatLanguage>. The constraints come back inactive, in UIKit's order: for each
    /// view the connection that ends at it and then its own size predicates, then the trailing
    /// `|`, then the alignment constraints.
    ///
    /// ```swift
    /// let constraints = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[find]-[findNext]-[findField(>=20)]-|",
    ///     views: ["find": find, "findNext": findNext, "findField": findField])
    /// LayoutConstraint.activate(constraints)
    /// ```
    ///
    /// - Parameters:
    ///   - format: The format string (ASCII, no whitespace).
    ///   - options: Alignment, direction and spacing options.
    ///   - metrics: Names usable as constants and priorities.
    ///   - views: Names of the views and layout guides the format mentions.
    ///   - fileID: Recorded on every constraint (``fileID``); defaults to the caller's.
    ///   - line: Recorded on every constraint (``line``); defaults to the caller's.
    /// - Throws: ``VisualFormatError`` with UIKit's message and the index of the failing character.
    /// - Complexity: O(*n*) in the length of the format.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: LayoutItem], fileID: String = #fileID, line: Int = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = try VisualFormatParser(
            format: format, options: options, metrics: metrics, views: views, fileID: fileID, line: line)
        return try parser.parse()
    }
}

extension LayoutConstraint {
    /// Creates constraints from a Visual Format Language string, like
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: it does not
    /// throw, so UIKit code calling it compiles once the types are renamed.
    ///
    /// The grammar, what each piece generates and the options are described in
    /// <doc:VisualFormatLanguage>. The constraints come back inactive, in UIKit's order: for each
    /// view the connection that ends at it and then its own size predicates, then the trailing
    /// `|`, then the alignment constraints. Where UIKit raises an exception for a malformed
    /// string, this returns no constraints, records
    /// ``LayoutError/invalidVisualFormat(_:)`` in ``Window/diagnostics`` (of the window the named
    /// views are in, or the first window they join) and logs UIKit's message to ``LayoutLog``.
    /// ``constraintsOrThrow(withVisualFormat:options:metrics:views:fileID:line:)`` throws it instead.
    ///
    /// ```swift
    /// let constraints = LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[find]-[findNext]-[findField(>=20)]-|", options: [], metrics: nil,
    ///     views: ["find": find, "findNext": findNext, "findField": findField])
    /// LayoutConstraint.activate(constraints)
    /// ```
    ///
    /// - Parameters:
    ///   - format: The format string (ASCII, no whitespace).
    ///   - options: Alignment, direction and spacing options.
    ///   - metrics: Names usable as constants and priorities; `nil` for none, as in UIKit.
    ///   - views: Names of the views and layout guides the format mentions.
    ///   - fileID: Recorded on every constraint (``fileID``); defaults to the caller's.
    ///   - line: Recorded on every constraint (``line``); defaults to the caller's.
    /// - Complexity: O(*n*) in the length of the format.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double]? = nil,
        views: [String: LayoutItem], fileID: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        do {
            return try constraintsOrThrow(
                withVisualFormat: format, options: options, metrics: metrics ?? [:], views: views, fileID: fileID,
                line: line)
        } catch {
            LayoutLog.emit("[Trellis] \(error)")
            // The first view by name, so that the same call always reports to the same window.
            let reporter = views.keys.sorted().lazy.compactMap { views[$0] }.first
            reporter?.recordDiagnostic(.invalidVisualFormat(error))
            return []
        }
    }

    /// ``constraints(withVisualFormat:options:metrics:views:fileID:line:)``, throwing a malformed
    /// string's error instead of recording it: for code that handles it (a test, an editor
    /// checking what a user typed).
    ///
    /// ```swift
    /// do {
    ///     _ = try LayoutConstraint.constraintsOrThrow(withVisualFormat: "H:[a]-(>30)-[b]", views: views)
    /// } catch {
    ///     print(error)   // UIKit's message, with a caret under the failing character
    /// }
    /// ```
    ///
    /// - Throws: ``VisualFormatError`` with UIKit's message and the index of the failing character.
    /// - Complexity: O(*n*) in the length of the format.
    public static func constraintsOrThrow(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: LayoutItem], fileID: String = #fileID, line: Int = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = try VisualFormatParser(
            format: format, options: options, metrics: metrics, views: views, fileID: fileID, line: line)
        return try parser.parse()
    }
}

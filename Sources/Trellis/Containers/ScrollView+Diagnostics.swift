// Interface Builder's "Has ambiguous scrollable content width/height" (spec §7): the content
// guide's size is the content size, so the content is ambiguous along an axis exactly when the
// guide's width or height is one of its free unknowns (ambiguity probing, spec §8.4).

extension ScrollView {
    /// The axes along which the constraints do not determine ``contentSize``, as of the last
    /// ``View/layoutIfNeeded()``: `[]` when the content is well defined or the scroll view is
    /// outside a window.
    ///
    /// - Throws: ``LayoutError/solverFailure(_:)`` only when the solver itself fails.
    /// - Complexity: one ambiguity probe of the content guide (see ``Window/ambiguousItems()``).
    public func ambiguousScrollableContentAxes() throws(LayoutError) -> [Axis] {
        guard let window else { return [] }
        let unknowns = try window.engine.ambiguity(of: [contentLayoutGuide]).flatMap(\.unknowns)
        var axes: [Axis] = []
        if unknowns.contains(.width) { axes.append(.horizontal) }
        if unknowns.contains(.height) { axes.append(.vertical) }
        return axes
    }

    /// Interface Builder's warnings for ``ambiguousScrollableContentAxes()``:
    /// `scroll: Has ambiguous scrollable content width`, then `… height`.
    ///
    /// - Throws: ``LayoutError/solverFailure(_:)`` only when the solver itself fails.
    public func scrollableContentWarnings() throws(LayoutError) -> [String] {
        try ambiguousScrollableContentAxes().map { axis in
            "\(name): Has ambiguous scrollable content \(axis == .horizontal ? "width" : "height")"
        }
    }
}

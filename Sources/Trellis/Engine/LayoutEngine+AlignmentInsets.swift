// Which views have alignment insets, as last read: their frames are their variables outset by
// them (`LayoutItem+Frames.swift`). The insets are read when a view of a subclass joins the
// window and again at its `invalidateIntrinsicContentSize()`; when they changed, every constraint
// lowered through the view is lowered again (the insets are constants of those lowerings).

extension LayoutEngine {
    /// Records the alignment insets of a view of a subclass that joined the window.
    func noteAlignmentInsets(of view: View) {
        let insets = readAlignmentInsets(of: view)
        if let insets { alignmentInsets[ObjectIdentifier(view)] = insets }
    }

    /// Reads `view`'s alignment insets again; when they changed, queues every constraint lowered
    /// through them (those of the view's subtree, its own edges and positions below it),
    /// regenerates the frame constraints of the view and of its subviews placed by frame, and
    /// forgets the kept frames.
    ///
    /// - Complexity: O(1) when they did not change, else O(the subtree and its constraints).
    func alignmentInsetsMayHaveChanged(of view: View) {
        let id = ObjectIdentifier(view)
        let insets = readAlignmentInsets(of: view)
        guard insets != alignmentInsets[id] else { return }
        alignmentInsets[id] = insets
        for member in view.subtree {
            for constraint in member.activeConstraints { constraintDidChange(constraint) }
            for guide in member.allLayoutGuides {
                for constraint in guide.activeConstraints { constraintDidChange(constraint) }
            }
        }
        for placed in [view] + view.subviews where placed.autoresizing.translates { placed.updateAutoresizingConstraints() }
        frameCache.forgetAll()
    }

    /// `view`'s insets as the layout applies them; insets that are not finite are reported and
    /// count as none.
    private func readAlignmentInsets(of view: View) -> EdgeInsets? {
        let insets = view.alignmentRectInsets
        if !insets.isFinite { window.diagnostics.append(.nonFiniteValue("The alignmentRectInsets of `\(view.name)` (using none)")) }
        return view.layoutAlignmentInsets
    }
}

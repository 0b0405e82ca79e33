// Two-pass layout for multi-line labels (spec §5, UIKit's `_needsDoubleUpdateConstraintsPass`).
// A label with more than one line and an automatic `preferredMaxLayoutWidth` cannot know its
// height before it knows its width. UIKit settles this with exactly two solves per layout:
// the first with every such label measured unwrapped, the second with each re-measured at the
// width the first solve gave it. Trellis does the same, no more: when a label's width still
// changes in the second solve (its width depends on its own height) to one where the text wraps
// differently, the label keeps the height of the first width and the window records
// `LayoutError.unstableLabelWidths`.
//
// When nothing changed since the last layout but the content of some labels (a new text), only
// those labels are measured unwrapped in the first pass; the others keep the wrapping of the last
// layout, and the second pass re-measures any whose width moved. A grid of 1,000 labels then
// re-measures one label for one new text instead of all of them twice (119 ms before).

extension LayoutEngine {
    /// Widths closer than this to the width a label was wrapped at count as unchanged.
    static let labelWidthTolerance = 1e-6

    /// Registers a label that joined the window.
    func labelDidEnter(_ label: Label) {
        if labelIDs.insert(ObjectIdentifier(label)).inserted { labels.append(label) }
        label.adjustFontToContentSizeCategory(window.preferredContentSizeCategory)
    }

    /// The window's labels that need two passes, after forgetting those that left; each is
    /// measured unwrapped for the first pass, or, when `onlyChanged`, only those whose content
    /// changed since the last layout.
    func prepareFirstLabelPass(onlyChanged: Bool) -> [Label] {
        // Only after a subtree left (walking every label up to its root on every layout was a
        // tenth of a hide toggle in a 1,000-row stack).
        if labelsMayHaveLeft, labels.contains(where: { $0.rootView !== window }) {
            // A label now in another window belongs to that window's engine.
            for label in labels where label.window == nil { label.setEngineWrapWidth(nil) }
            labels.removeAll { $0.window !== window }
            labelIDs = Set(labels.map(ObjectIdentifier.init))
        }
        labelsMayHaveLeft = false
        var twoPass: [Label] = []
        for label in labels {
            if !onlyChanged || label.contentChangedSinceLayout || !label.needsTwoPassLayout {
                label.setEngineWrapWidth(nil)
            }
            label.contentChangedSinceLayout = false
            if label.needsTwoPassLayout { twoPass.append(label) }
        }
        return twoPass
    }

    /// Re-measures each label at the width the first solve gave it.
    func prepareSecondLabelPass(_ labels: [Label]) {
        for label in labels { label.setEngineWrapWidth(max(0, size(of: label).width)) }
    }

    /// Records the labels whose width moved in the second solve, once per change of the set.
    ///
    /// A move that does not change the text's wrapping is no problem: a label of at most 250 pt
    /// wrapped at 250 hugs its widest line (238), and at 238 the lines break where they did, so
    /// the height measured at 250 is right (a chat bubble, and UIKit's result). Only a width at
    /// which the text would lay out differently is reported.
    func checkLabelWidths(_ labels: [Label]) {
        let unstable = labels.filter { label in
            guard let wrapped = label.engineWrapWidth else { return false }
            let width = size(of: label).width
            guard abs(width - wrapped) > LayoutEngine.labelWidthTolerance else { return false }
            // A label that shrank to its widest line (a chat bubble hugging its text) breaks its
            // lines at the same places at the width it got: its size holds, nothing is wrong.
            return label.textLayout(maxWidth: max(0, width)).size != label.textLayout(maxWidth: wrapped).size
        }
        let ids = unstable.map(ObjectIdentifier.init)
        defer { unstableLabelIDs = ids }
        guard !unstable.isEmpty, ids != unstableLabelIDs else { return }
        window.diagnostics.append(.unstableLabelWidths(unstable.map(\.name)))
    }
}

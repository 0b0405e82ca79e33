import TrellisSolver

// System guides (margins, safe area, readable content) are inset from their view by amounts
// that depend on geometry: the safe area on where the view sits in the window, preserved
// margins on where it sits in its superview, the readable band on its width. UIKit settles these
// by laying out again when they change; so does the engine. After each solve it recomputes every
// guide's insets from the new frames and, if any moved, moves those constants in place
// (`updateConstant`, no rebuild) and solves again. Insets depend on frames only through
// clamps and maxima of frame values, so in practice two passes settle (three for nested
// preserved margins); the pass count is capped so a layout that keeps flipping still finishes.

extension LayoutEngine {
    /// The most solves one `layoutIfNeeded()` makes while system guides settle.
    static let maximumGuidePasses = 8

    /// Registers a view whose system guides the engine keeps up to date.
    func systemGuidesDidChange(in view: View) {
        if guidedViewIDs.insert(ObjectIdentifier(view)).inserted { guidedViews.append(view) }
    }

    /// Recomputes every system guide's insets from the current frames and queues the constants
    /// that moved; whether anything moved.
    func updateSystemGuides() -> Bool {
        if guidedViews.contains(where: { $0.window !== window }) {
            guidedViews.removeAll { $0.window !== window }
            guidedViewIDs = Set(guidedViews.map(ObjectIdentifier.init))
        }
        var changed = false
        for view in guidedViews {
            for kind in SystemGuide.Kind.allCases {
                guard let guide = view.systemGuides[kind] else { continue }
                if guide.apply(view.insets(for: kind)) { changed = true }
            }
        }
        return changed
    }
}

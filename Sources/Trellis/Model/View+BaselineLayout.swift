// Which view a baseline constraint measures from: `forFirstBaselineLayout` and
// `forLastBaselineLayout` followed down (UIKit's rule), checked to stay inside the view.

extension View {
    /// The view whose first (or last) baseline stands for this one's: the answer of
    /// ``forFirstBaselineLayout`` (``forLastBaselineLayout``), followed down while each view
    /// reached answers another. The walk stops at a view whose answer is not inside it, and
    /// records that answer in the diagnostics when `reporting` (lowering does; a picture drawn
    /// of the layout does not report it again).
    ///
    /// Each step goes strictly down the tree, so the walk ends.
    func baselineLayoutView(first: Bool, reporting: Bool = true) -> View {
        var view = self
        while true {
            let answer = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if answer === view { return view }
            guard answer.isDescendant(of: view) else {
                guard reporting else { return view }
                let property = first ? "forFirstBaselineLayout" : "forLastBaselineLayout"
                view.recordDiagnostic(.baselineViewOutsideView(view: view.name, answer: answer.name, property: property))
                return view
            }
            view = answer
        }
    }

    /// The distance of the view's own first baseline below its top edge (`first`) or of its last
    /// baseline above its bottom edge; `nil` for a view without text.
    func ownBaselineOffset(first: Bool) -> Double? {
        first ? firstBaselineOffsetFromTop : lastBaselineOffsetFromBottom
    }

    /// Whether a baseline constraint on this view is measured from another view (its
    /// ``baselineLayoutView(first:)`` is not the view itself) on either baseline.
    var routesBaseline: Bool {
        forFirstBaselineLayout !== self || forLastBaselineLayout !== self
    }
}

// Which view's baseline a stack offers (spec §2.4): the answer of its `forFirstBaselineLayout`
// and `forLastBaselineLayout`, and how its generated constraints reach a baseline.

extension StackView {
    /// The view whose baseline stands for `view`'s first (or last) baseline: the view its
    /// ``View/forFirstBaselineLayout`` chain reaches (itself, the view a nested stack vends, a
    /// subview a custom view names) when that view has a baseline, else `nil`.
    static func baselineView(of view: View, first: Bool) -> View? {
        let target = view.baselineLayoutView(first: first)
        return target.ownBaselineOffset(first: first) == nil ? nil : target
    }

    /// The item and attribute a baseline constraint on `view` uses: a baseline when there is
    /// one, else the top (first) or bottom (last) edge of `view`.
    static func baselineTarget(of view: View, first: Bool) -> (View, LayoutConstraint.Attribute) {
        if let target = baselineView(of: view, first: first) { return (target, first ? .firstBaseline : .lastBaseline) }
        return (view, first ? .top : .bottom)
    }

    /// The arranged subview whose baseline this stack vends.
    func vendedBaselineItem(first: Bool) -> View? {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        guard axis == .horizontal else { return first ? visible.first : visible.last }
        let tallest = visible.max { naturalHeight(of: $0) < naturalHeight(of: $1) }
        switch alignment {
        case .fill: return first ? visible.first : visible.last
        case .leading, .firstBaseline: return first ? visible.first : tallest
        case .trailing, .lastBaseline: return first ? tallest : visible.last
        case .center: return tallest
        }
    }

    private func naturalHeight(of view: View) -> Double {
        let height = view.intrinsicContentSize.height
        return height >= 0 ? height : view.frame.height
    }
}

// Which view's baseline a stack offers when it is itself aligned by baseline (spec §2.4).

extension StackView {
    /// The view whose baseline stands for `view`'s first (or last) baseline: the view itself
    /// when it has one, the view a nested stack vends, or `nil` when there is none.
    static func baselineView(of view: View, first: Bool) -> View? {
        if let stack = view as? StackView {
            guard let vended = stack.vendedBaselineItem(first: first) else { return nil }
            return baselineView(of: vended, first: first)
        }
        let offset = first ? view.firstBaselineOffsetFromTop : view.lastBaselineOffsetFromBottom
        return offset == nil ? nil : view
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

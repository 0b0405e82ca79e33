import TrellisSolver

// Scroll views (spec §7, §2.4): the one kind of view whose bounds origin moves.
//
// A constraint whose nearest common ancestor G is a scroll view S is read in S's bounds, whose
// origin is S's content offset o. An item A inside S (a subview's descendant, or one of S's own
// guides) sits on screen at S.minX + (A.frame.minX − o.x), so in S's bounds
//     A.left = A.minX − S.minX + o.x          A.top = A.minY − S.minY + o.y
// (and the other attributes from these). S's own attributes follow UIKit's rule for constraints
// between a scroll view and its content: edges attach to the content area, sizes and centres to
// the frame:
//     S.left = 0     S.right  = content width  (the content guide's width)
//     S.top  = 0     S.bottom = content height
//     S.width, S.height = the frame's size      S.centerX = o.x + S.width / 2 (the frame's centre)
// The content guide is tied to S by `contentGuide.left == S.left` and `.top == S.top`, so its
// width and height *are* the content size, whether constraints reach it directly or through S's
// edges (the iOS 6 rule). The frame guide is tied by equal widths, heights and centres: the
// offset cancels there, so it stays over the frame on screen while the content moves.
//
// The offset is a constant of the lowered constraints, never a term. Every constraint whose
// container is S either cancels it (both items inside S, or frame-guide pins) or carries it in
// its constant; changing the offset therefore moves, in place with `updateConstant`, only the
// constants of S's own constraints (the content guide's two pins and any legacy edge pins).
// Everything inside the content follows through the content guide; nothing is rebuilt.

extension LayoutEngine {
    /// Queues the constraints whose constants may hold `scrollView`'s content offset: those
    /// installed on it that mention it, or that have a multiplier other than 1. Between two items
    /// inside it at multiplier 1 the offset cancels, so a list's many row constraints are skipped.
    func contentOffsetDidChange(of scrollView: ScrollView) {
        for constraint in scrollView.activeConstraints where constraint.container === scrollView {
            constraintDidChange(constraint)
        }
        for constraint in scrollView.constraints where constraint.multiplier != 1 { constraintDidChange(constraint) }
    }

    /// A scroll view's own attribute read in its own bounds (the content area's edges, the
    /// frame's size and centre).
    static func scrollViewOwnExpression(
        _ scroll: ScrollView, _ physical: LayoutConstraint.Attribute, mirrored: Bool
    ) -> LinearExpression {
        let own = scroll.variables
        let content = scroll.contentLayoutGuide.variables
        let offset = scroll.contentOffset
        func x(_ value: LinearExpression) -> LinearExpression {
            mirrored ? LinearExpression(content.width) - value : value
        }
        switch physical {
        case .notAnAttribute: return LinearExpression()
        case .width: return LinearExpression(own.width)
        case .height: return LinearExpression(own.height)
        case .left, .leading, .leftMargin, .leadingMargin: return x(LinearExpression())
        case .right, .trailing, .rightMargin, .trailingMargin: return x(LinearExpression(content.width))
        case .centerX, .centerXWithinMargins:
            return x(LinearExpression(terms: [(own.width, 0.5)], constant: offset.x))
        case .top, .topMargin: return LinearExpression()
        case .bottom, .bottomMargin: return LinearExpression(content.height)
        case .centerY, .centerYWithinMargins: return LinearExpression(terms: [(own.height, 0.5)], constant: offset.y)
        case .firstBaseline: return LinearExpression(terms: [], constant: scroll.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline:
            return LinearExpression(terms: [(content.height, 1)], constant: -(scroll.lastBaselineOffsetFromBottom ?? 0))
        }
    }
}

extension LayoutItem {
    /// The origin of the item's bounds: a scroll view's content offset, else (0, 0).
    var boundsOrigin: Point { (self as? ScrollView)?.contentOffset ?? .zero }
}

import TrellisSolver

// Scroll views (spec §7, §2.4): the one kind of view whose bounds origin moves.
//
// Items inside a scroll view S have their frames in S's bounds, that is in content coordinates
// (see `LayoutEngine+Lowering.swift`): scrolling moves none of them, as in UIKit. A constraint
// whose nearest common ancestor G is S is read in S's bounds, whose origin is S's content
// offset o. S's own attributes follow UIKit's rule for constraints between a scroll view and
// its content: edges attach to the content area, sizes and centres to the frame:
//     S.left = 0     S.right  = content width  (the content guide's width)
//     S.top  = 0     S.bottom = content height
//     S.width, S.height = the frame's size      S.centerX = o.x + S.width / 2 (the frame's centre)
// The content guide is tied to S by `contentGuide.left == S.left` and `.top == S.top`, so its
// width and height *are* the content size, whether constraints reach it directly or through S's
// edges (the iOS 6 rule). The frame guide is tied by equal widths, heights and centres, so it
// follows o and stays over the frame on screen while the content moves.
//
// The offset is a constant of the lowered constraints, never a term. Two kinds of constraint
// hold it: those installed on S that mention S's centres (the frame guide's pins among them),
// and those installed above S that reach an item inside it, which see the item at
// S.minX + (A.minX − o.x). Changing the offset moves only those, in place with
// `updateConstant`; the second kind is recorded as it is lowered.

extension LayoutEngine {
    /// Queues the constraints whose constants hold `scrollView`'s content offset.
    func contentOffsetDidChange(of scrollView: ScrollView) {
        for constraint in scrollView.activeConstraints where constraint.container === scrollView {
            constraintDidChange(constraint)
        }
        let crossing = crossingScrollViews.removeValue(forKey: ObjectIdentifier(scrollView))
        for constraint in crossing?.constraints ?? [] { constraintDidChange(constraint) }
    }

    /// Records `constraint` with every scroll view its items are seen through from its
    /// container, so that a new content offset lowers it again.
    ///
    /// Every constraint of a window with a scroll view is lowered through here: the parts are
    /// walked in place (building their array was an allocation per constraint).
    func registerScrollCrossings(of constraint: LayoutConstraint, in container: View) {
        // Items lent unretained and the ancestors walked through their unretained references, as
        // lowering does: nearly every constraint's items sit right below its container, and
        // retaining each item and parent to find that out was 2 % of a 100-cell feed's first layout.
        let containerID = ObjectIdentifier(container)
        constraint.forEachPart { part in
            part.handle.withItem { item in
                guard ObjectIdentifier(item) != containerID else { return }
                registerScrollCrossings(of: constraint, seenFrom: item, in: containerID)
            }
        }
        // A baseline is read on the view that stands for it, perhaps below a scroll view inside
        // the item (`View+BaselineLayout.swift`).
        if constraint.mentionsBaseline {
            constraint.forEachPart { part in
                guard part.attribute.isBaseline, let view = part.item as? View else { return }
                let target = view.baselineLayoutView(first: part.attribute == .firstBaseline, reporting: false)
                if target !== view { registerScrollCrossings(of: constraint, seenFrom: target, in: containerID) }
            }
        }
    }

    /// Records `constraint` with every scroll view strictly between `item` and the container
    /// (by identity).
    private func registerScrollCrossings(
        of constraint: LayoutConstraint, seenFrom item: LayoutItem, in container: ObjectIdentifier
    ) {
        var parent = item.parentReference
        while let ancestor = parent, UInt(bitPattern: ancestor.toOpaque()) != UInt(bitPattern: container) {
            parent = ancestor._withUnsafeGuaranteedRef { ancestor in
                if ancestor is ScrollView {
                    let key = ObjectIdentifier(ancestor)
                    if crossingScrollViews[key, default: CrossingConstraints()].ids.insert(ObjectIdentifier(constraint)).inserted {
                        crossingScrollViews[key]?.constraints.append(constraint)
                    }
                }
                return ancestor.parentReference
            }
        }
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

/// The constraints lowered through one scroll view's content offset, each once.
struct CrossingConstraints {
    var ids = Set<ObjectIdentifier>()
    var constraints: [LayoutConstraint] = []
}

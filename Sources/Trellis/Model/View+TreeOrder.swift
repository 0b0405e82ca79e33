// Tree order for the layout cycle: UIKit walks the hierarchy recursively, so `layoutSubviews()`
// runs in preorder (a superview, then each subview's subtree in subview order) and
// `updateConstraints()` in postorder (each subview's subtree in subview order, then the
// superview). Only the views due in a pass are sorted, by their path of subview indexes from
// the root; each superview on a path is indexed once per sort, so the cost follows the due
// views and their ancestors' children, not the window.

/// Sorts views into tree order by their paths of subview indexes.
struct TreeOrder {
    /// Each superview met so far: the index of each of its subviews.
    private var indexes: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]

    /// `views` in preorder when `ancestorsFirst`, in postorder otherwise.
    static func sorted(_ views: [View], ancestorsFirst: Bool) -> [View] {
        guard views.count > 1 else { return views }
        var order = TreeOrder()
        let keyed = views.map { (path: order.path(of: $0), view: $0) }
        return keyed.sorted { precedes($0.path, $1.path, ancestorsFirst: ancestorsFirst) }.map(\.view)
    }

    /// The subview indexes from the root down to `view`.
    private mutating func path(of view: View) -> [Int] {
        var path: [Int] = []
        var current = view
        while let parent = current.superview {
            path.append(index(of: current, in: parent))
            current = parent
        }
        return path.reversed()
    }

    /// `view`'s index among `parent`'s subviews, indexing `parent` on first use.
    private mutating func index(of view: View, in parent: View) -> Int {
        let key = ObjectIdentifier(parent)
        if indexes[key] == nil {
            var positions: [ObjectIdentifier: Int] = [:]
            for (index, subview) in parent.subviews.enumerated() { positions[ObjectIdentifier(subview)] = index }
            indexes[key] = positions
        }
        return indexes[key]?[ObjectIdentifier(view)] ?? 0
    }

    /// Whether the view at `lhs` comes before the one at `rhs`: the first differing index
    /// decides; an ancestor (a prefix) comes first in preorder and last in postorder.
    private static func precedes(_ lhs: [Int], _ rhs: [Int], ancestorsFirst: Bool) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right { return left < right }
        return ancestorsFirst ? lhs.count < rhs.count : lhs.count > rhs.count
    }
}

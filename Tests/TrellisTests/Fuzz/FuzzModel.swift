@testable import Trellis

/// The fuzzed hierarchy as plain data: the fuzzer applies every edit both to this description and
/// to a live window, then rebuilds a fresh window from the description and compares frames.
struct FuzzModel {
    enum Kind: Equatable { case plain, label, stack, scroll, scrollContent }

    /// One view and the constraints the fuzzer gave it.
    struct Node {
        let id: Int
        let kind: Kind
        /// The superview's id, `0` for the window, `nil` while detached.
        var parent: Int?
        /// Subview ids, back to front (for a stack: its arranged subviews, in order).
        var children: [Int] = []
        var isHidden = false
        /// `leading == parent.leading + x`, `top == parent.top + y`: crossing constraints, dropped
        /// on removal. `nil` for arranged subviews and scroll content.
        var pin: (x: Double, y: Double)?
        /// Required `width ==` / `height ==` constants (the view's own: they survive removal).
        var width: Double?
        var height: Double?
        /// For plain views in stacks: their intrinsic size.
        var intrinsic = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        var text = ""
        var numberOfLines = 0
        var axis = Axis.horizontal
        var alignment = StackView.Alignment.fill
        var distribution = StackView.Distribution.fill
        var spacing = 0.0
    }

    var windowSize = Size(width: 393, height: 852)
    /// Nodes by id (id 0 is the window, not stored); ids only grow, so arrays of ids sorted by
    /// value are deterministic.
    var nodes: [Int: Node] = [:]
    var nextID = 1
    /// The window's subviews, back to front.
    var rootChildren: [Int] = []

    /// Adds `id` at the front of `parent`'s subviews.
    mutating func append(_ id: Int, to parent: Int) {
        nodes[id]?.parent = parent
        if parent == 0 { rootChildren.append(id) } else { nodes[parent]?.children.append(id) }
    }

    /// Takes `id` out of its parent's subviews (its subtree stays as it is).
    mutating func detach(_ id: Int) {
        guard let parent = nodes[id]?.parent else { return }
        if parent == 0 { rootChildren.removeAll { $0 == id } } else { nodes[parent]?.children.removeAll { $0 == id } }
        nodes[id]?.parent = nil
        nodes[id]?.pin = nil
    }

    /// Attached nodes in id order.
    var attached: [Int] { nodes.keys.sorted().filter { isAttached($0) } }

    /// Roots of detached subtrees, in id order.
    var detachedRoots: [Int] {
        nodes.keys.sorted().filter { nodes[$0]?.parent == nil && nodes[$0]?.kind != .scrollContent }
    }

    func isAttached(_ id: Int) -> Bool {
        var current: Int? = id
        while let node = current {
            if node == 0 { return true }
            current = nodes[node]?.parent
        }
        return false
    }

    /// Whether `id` is `ancestor` or below it.
    func isInside(_ id: Int, _ ancestor: Int) -> Bool {
        var current: Int? = id
        while let node = current {
            if node == ancestor { return true }
            current = node == 0 ? nil : nodes[node]?.parent
        }
        return false
    }

    /// Containers that can take a new subview: the window, plain views, stacks, scroll contents.
    var containers: [Int] {
        [0] + attached.filter { nodes[$0]?.kind != .label && nodes[$0]?.kind != .scroll }
    }

    func isStack(_ id: Int) -> Bool { id != 0 && nodes[id]?.kind == .stack }
}

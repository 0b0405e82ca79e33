// nested-stacks and nested-stacks-box (issue 25): stacks nested D deep, each a vertical stack
// (spacing 8, fill alignment) of a leaf and the next stack; the deepest holds only its leaf.
//
// Closed form. The outermost stack S0 is pinned to the window's top, leading and trailing edges
// (width W = 393). Every stack and leaf is W wide (fill alignment; a box leaf's intrinsic width
// 100 only hugs at 250, below the required alignment). Leaf k is h tall (label "Level k", 17 pt:
// h = 20.4; box: intrinsic height 20), at y = k(h + 8); stack Sk starts where its leaf does.
// Heights: H(S_{D−1}) = h, or 0 when its only leaf is hidden (a stack whose items are all hidden
// fits to zero, stackview.md §3.4, while it stays visible in its parent, so the 8 above it
// stays); H(S_k) = h + 8 + H(S_{k+1}), i.e. H(S_k) = (D − 1 − k)(h + 8) + H(S_{D−1}).
// Change (hide): the deepest leaf's isHidden toggles.

import Trellis

/// Stacks nested `depth` deep, built but not laid out.
final class NestedStacks: BenchLayout {
    let window: Window
    /// `stacks[k]` is S_k; `leaves[k]` its leaf.
    let stacks: [StackView]
    let leaves: [View]
    let kind: LeafKind
    let hides: Bool

    init(depth: Int, kind: LeafKind, hides: Bool) throws {
        self.kind = kind
        self.hides = hides
        window = Window(size: Size(width: narrowWidth, height: windowHeight), name: "window")
        let leaves = (0..<depth).map { k -> View in
            switch kind {
            case .label: return Label("Level \(k)", name: "leaf\(k)")
            case .box:
                let view = View(name: "leaf\(k)")
                view.intrinsicContentSize = Size(width: 100, height: 20)
                return view
            }
        }
        var stacks: [StackView] = []
        var inner: StackView?
        for k in stride(from: depth - 1, through: 0, by: -1) {
            let stack = StackView(arrangedSubviews: [leaves[k]] + (inner.map { [$0] } ?? []), name: "stack\(k)")
            stack.axis = .vertical
            stack.spacing = 8
            stacks.append(stack)
            inner = stack
        }
        self.stacks = stacks.reversed()
        self.leaves = leaves
        let outer = self.stacks[0]
        window.addSubview(outer)
        try LayoutConstraint.activateOrThrow([
            outer.topAnchor.constraint(equalTo: window.topAnchor),
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            outer.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
    }

    func verify(afterChanges changes: Int) throws {
        let hidden = hides && changes % 2 == 1
        let depth = stacks.count
        let h = kind == .label ? lineHeight() : 20
        let width = window.size.width
        let what = "nested-stacks \(hides ? "hide" : "first") after \(changes) changes"
        for k in 0..<depth {
            let y = Double(k) * (h + 8)
            let height = Double(depth - 1 - k) * (h + 8) + (hidden ? 0 : h)
            try expectFrame(stacks[k], Rect(x: 0, y: y, width: width, height: height), what)
            if k < depth - 1 || !hidden {
                try expectFrame(leaves[k], Rect(x: 0, y: y, width: width, height: h), what)
            }
        }
    }
}

/// nested-stacks(-box) at depth n: order first or hide.
func runNestedStacks(_ n: Int, _ order: String, kind: LeafKind, _ budget: Double) throws -> Measurement {
    let build = { try NestedStacks(depth: n, kind: kind, hides: order == "hide") }
    if order == "first" { return try runFirstLayout(items: n, budget, build: build) }
    return try runLayoutChange(items: n, budget, build: build) { layout, k in layout.leaves[n - 1].isHidden = k % 2 == 1 }
}

@testable import Trellis

/// A window built from a ``FuzzModel``: the views by id and the constraints the fuzzer edits.
///
/// The live window is built once and then edited call by call; a fresh one is built from the
/// model's final state in one go (``init(model:)``), with the same calls.
final class FuzzWorld {
    let window: Window
    var views: [Int: View] = [:]
    var pins: [Int: [LayoutConstraint]] = [:]
    var widths: [Int: LayoutConstraint] = [:]
    var heights: [Int: LayoutConstraint] = [:]

    init(size: Size) {
        window = Window(size: size)
    }

    /// A fresh window holding the model's attached nodes.
    convenience init(model: FuzzModel) {
        self.init(size: model.windowSize)
        var queue = [0]
        while let parent = queue.popLast() {
            let children = parent == 0 ? model.rootChildren : model.nodes[parent]?.children ?? []
            for id in children {
                guard let node = model.nodes[id] else { continue }
                if node.kind != .scrollContent { create(node) }
                attach(node, to: parent, in: model)
                queue.append(id)
            }
        }
    }

    func view(_ id: Int) -> View { id == 0 ? window : views[id] ?? window }

    /// Makes the view of `node` (a scroll view makes its content too) with its own properties
    /// and constraints.
    func create(_ node: FuzzModel.Node) {
        let view: View
        switch node.kind {
        case .plain, .scrollContent: view = View(name: "v\(node.id)")
        case .label:
            let label = Label(node.text, name: "v\(node.id)")
            label.numberOfLines = node.numberOfLines
            view = label
        case .stack:
            let stack = StackView(name: "v\(node.id)")
            stack.axis = node.axis
            stack.alignment = node.alignment
            stack.distribution = node.distribution
            stack.spacing = node.spacing
            view = stack
        case .scroll: view = ScrollView(name: "v\(node.id)")
        }
        views[node.id] = view
        view.isHidden = node.isHidden
        if node.intrinsic.width >= 0 || node.intrinsic.height >= 0 { view.intrinsicContentSize = node.intrinsic }
        if let width = node.width { widths[node.id] = activated(view.widthAnchor.constraint(equalToConstant: width)) }
        if let height = node.height { heights[node.id] = activated(view.heightAnchor.constraint(equalToConstant: height)) }
    }

    /// Adds the view of `node` to its parent's (arranged in a stack) and activates its pins.
    func attach(_ node: FuzzModel.Node, to parent: Int, in model: FuzzModel) {
        if node.kind == .scrollContent {
            guard let scroll = views[parent] as? ScrollView else { return }
            create(node)
            let view = self.view(node.id)
            scroll.addSubview(view)
            pins[node.id] = activated([
                view.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                view.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                view.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                view.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            ])
            return
        }
        let view = self.view(node.id)
        let superview = self.view(parent)
        if let stack = superview as? StackView, model.isStack(parent) {
            stack.addArrangedSubview(view)
        } else {
            superview.addSubview(view)
        }
        if let pin = node.pin {
            pins[node.id] = activated([
                view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: pin.x),
                view.topAnchor.constraint(equalTo: superview.topAnchor, constant: pin.y),
            ])
        } else {
            pins[node.id] = nil
        }
    }

    private func activated(_ constraint: LayoutConstraint) -> LayoutConstraint {
        constraint.isActive = true
        return constraint
    }

    private func activated(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        for constraint in constraints { constraint.isActive = true }
        return constraints
    }

    /// Every attached view's rectangle in window coordinates, by id.
    func frames(of ids: [Int]) -> [Int: Rect] {
        var result: [Int: Rect] = [:]
        for id in ids { result[id] = view(id).frameInWindow }
        return result
    }
}

@testable import Trellis

// The fuzzer's moves: valid edits (applied to the model and the live window alike) and bad input
// (applied to the live window only: each must fail and change nothing).

extension ModelFuzzer {
    static let texts = [
        "", "Hi", "Hello, world", "春はあけぼの。やうやう白くなりゆく山ぎは",
        "The quick brown fox", "トルツメ",
    ]

    mutating func edit() {
        let roll = random.below(100)
        trace.append("edit \(roll)")
        switch roll {
        case 0..<30 where model.nodes.count < Self.maximumNodes: addNode()
        case 30..<40: removeNode()
        case 40..<48: reAddNode()
        case 48..<60: toggleHidden()
        case 60..<72: resize()
        case 72..<80: changeText()
        case 80..<88: changePin()
        case 88..<96: changeStack()
        default: changeWindowSize()
        }
    }

    private mutating func newNode(_ kind: FuzzModel.Kind, inStack: Bool) -> FuzzModel.Node {
        var node = FuzzModel.Node(id: model.nextID, kind: kind)
        model.nextID += 1
        switch kind {
        case .plain, .scrollContent:
            if inStack {
                node.intrinsic = Size(width: random.halves(10...80), height: random.halves(10...60))
            } else {
                node.width = random.halves(10...150)
                node.height = random.halves(10...120)
            }
        case .label:
            node.text = random.pick(Self.texts)
            node.numberOfLines = random.pick([0, 1, 2])
            if !inStack { node.width = random.halves(40...220) }
        case .stack:
            node.axis = random.pick([.horizontal, .vertical])
            node.alignment = random.pick(StackView.Alignment.allCases)
            node.distribution = random.pick(distributions)
            node.spacing = random.halves(0...16)
        case .scroll:
            node.width = random.halves(80...220)
            node.height = random.halves(60...200)
        }
        if !inStack { node.pin = (random.halves(0...40), random.halves(0...40)) }
        return node
    }

    private mutating func addNode() {
        let parent = random.pick(model.containers)
        let kind: FuzzModel.Kind = random.pick([.plain, .plain, .label, .stack, .stack, .scroll])
        let node = newNode(kind, inStack: model.isStack(parent))
        model.nodes[node.id] = node
        model.append(node.id, to: parent)
        live.create(node)
        live.attach(node, to: parent, in: model)
        guard kind == .scroll else { return }
        var content = FuzzModel.Node(id: model.nextID, kind: .scrollContent)
        model.nextID += 1
        content.height = random.halves(40...400)
        model.nodes[content.id] = content
        model.append(content.id, to: node.id)
        live.attach(content, to: node.id, in: model)
    }

    /// Attached views the fuzzer may remove or hide (not the window, not a scroll view's content).
    private var movable: [Int] { model.attached.filter { model.nodes[$0]?.kind != .scrollContent } }

    private mutating func removeNode() {
        guard !movable.isEmpty else { return }
        let id = random.pick(movable)
        live.view(id).removeFromSuperview()
        live.pins[id] = nil
        model.detach(id)
    }

    private mutating func reAddNode() {
        let roots = model.detachedRoots
        guard !roots.isEmpty else { return }
        let id = random.pick(roots)
        let parent = random.pick(model.containers)
        if !model.isStack(parent) { model.nodes[id]?.pin = (random.halves(0...40), random.halves(0...40)) }
        model.append(id, to: parent)
        if let node = model.nodes[id] { live.attach(node, to: parent, in: model) }
    }

    private mutating func toggleHidden() {
        guard !movable.isEmpty else { return }
        let id = random.pick(movable)
        let hidden = !(model.nodes[id]?.isHidden ?? false)
        model.nodes[id]?.isHidden = hidden
        live.view(id).isHidden = hidden
    }

    private mutating func resize() {
        let sized = model.attached.filter { model.nodes[$0]?.width != nil || model.nodes[$0]?.height != nil }
        let intrinsic = model.attached.filter { (model.nodes[$0]?.intrinsic.width ?? -1) >= 0 }
        if !intrinsic.isEmpty, sized.isEmpty || random.chance(40) {
            let id = random.pick(intrinsic)
            let size = Size(width: random.halves(0...90), height: random.halves(0...70))
            model.nodes[id]?.intrinsic = size
            live.view(id).intrinsicContentSize = size
            return
        }
        guard !sized.isEmpty else { return }
        let id = random.pick(sized)
        let value = random.halves(0...200)
        if model.nodes[id]?.width != nil, random.chance(50) || model.nodes[id]?.height == nil {
            model.nodes[id]?.width = value
            live.widths[id]?.constant = value
        } else {
            model.nodes[id]?.height = value
            live.heights[id]?.constant = value
        }
    }

    private mutating func changeText() {
        let labels = model.attached.filter { model.nodes[$0]?.kind == .label }
        guard !labels.isEmpty else { return }
        let id = random.pick(labels)
        let text = random.pick(Self.texts)
        model.nodes[id]?.text = text
        (live.view(id) as? Label)?.text = text
    }

    private mutating func changePin() {
        let pinned = model.attached.filter { model.nodes[$0]?.pin != nil }
        guard !pinned.isEmpty else { return }
        let id = random.pick(pinned)
        let value = random.halves(0...60)
        if random.chance(50) {
            model.nodes[id]?.pin?.x = value
            live.pins[id]?[0].constant = value
        } else {
            model.nodes[id]?.pin?.y = value
            live.pins[id]?[1].constant = value
        }
    }

    private mutating func changeStack() {
        let stacks = model.attached.filter { model.isStack($0) }
        guard !stacks.isEmpty else { return }
        let id = random.pick(stacks)
        guard let stack = live.view(id) as? StackView else { return }
        switch random.below(4) {
        case 0:
            let axis: Axis = random.pick([.horizontal, .vertical])
            model.nodes[id]?.axis = axis
            stack.axis = axis
        case 1:
            let alignment = random.pick(StackView.Alignment.allCases)
            model.nodes[id]?.alignment = alignment
            stack.alignment = alignment
        case 2:
            let distribution = random.pick(distributions)
            model.nodes[id]?.distribution = distribution
            stack.distribution = distribution
        default:
            let spacing = random.halves(0...16)
            model.nodes[id]?.spacing = spacing
            stack.spacing = spacing
        }
    }

    private mutating func changeWindowSize() {
        let size = random.pick([Size(width: 393, height: 852), Size(width: 852, height: 393), Size(width: 320, height: 480)])
        model.windowSize = size
        live.window.size = size
    }

    // MARK: Bad input

    /// `view.width == 1e308 × other.width` against a view at least 2 pt wide by a required
    /// constraint: the product overflows (1e308 × 1.5 would not: Double reaches 1.8e308), so
    /// layout must leave the constraint out and report it, or break it as a conflict.
    private mutating func activateOverflow(on view: View) {
        let wide = model.attached.filter { (model.nodes[$0]?.width ?? 0) >= 2 }
        guard !wide.isEmpty, view !== live.window else { return }
        let other = live.view(random.pick(wide))
        guard other !== view else { return }
        let overflow = view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 1e308)
        overflow.isActive = true
        overflowAttempts.append(overflow)
    }

    /// One call that must fail (throw, or record a diagnostic) and change nothing.
    mutating func giveBadInput() {
        let views = model.attached
        let target = views.isEmpty ? 0 : random.pick(views)
        let view = live.view(target)
        let kind = random.below(overflows ? 9 : 8)
        trace.append("bad input \(kind) on v\(target)")
        LayoutLog.$sink.withValue({ _ in }) {
            switch kind {
            case 0:
                let orphan = View(name: "orphan")
                view.topAnchor.constraint(equalTo: orphan.topAnchor).isActive = true
            case 1:
                let priority = random.pick([LayoutPriority(1000.0001), LayoutPriority(0), LayoutPriority(-5)])
                live.pins[target]?.first?.priority = priority
            case 2:
                live.pins[target]?.first?.constant = random.pick([.nan, .infinity, -.infinity])
            case 3:
                // A view added under its own descendant (or itself).
                if let parent = model.nodes[target]?.parent { view.addSubview(live.view(parent)) } else { view.addSubview(view) }
            case 4:
                view.addSubview(live.window)
            case 5:
                view.intrinsicContentSize = Size(width: .nan, height: 10)
            case 6:
                live.window.size = Size(width: .infinity, height: -1)
            case 8:
                activateOverflow(on: view)
            default:
                let bad = view.widthAnchor.constraint(equalToConstant: 10)
                bad.priority = LayoutPriority(Float.nan)
                _ = try? LayoutConstraint.activateOrThrow([bad, view.heightAnchor.constraint(equalToConstant: .nan)])
            }
        }
    }
}

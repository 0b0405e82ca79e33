// Reading a snapshot out of a live hierarchy: items first (frames, text, flags), then the
// constraints, which refer to the items by index.

extension LayoutSnapshot {
    /// Copies the layout of `root` and everything below it, as of the last layout.
    ///
    /// Items whose frames the constraints leave undetermined are found as
    /// ``Window/ambiguousItems()`` finds them (a full solve of a scratch copy plus a few probes per
    /// item), so taking a snapshot costs about as much as a first layout. A solver failure there
    /// (a bug) is recorded in ``Window/diagnostics`` and leaves no item marked.
    ///
    /// - Parameters:
    ///   - name: what the snapshot is called in an ``Inspector`` (`portrait`, `stars hidden`).
    ///   - root: usually the window; any view copies itself and everything below it.
    /// - Complexity: O(*n* + *c*) in the items and constraints, plus the ambiguity probes.
    public init(_ name: String = "layout", of root: View) {
        self.name = name
        var builder = SnapshotBuilder(root: root)
        builder.readItems()
        builder.readConstraints()
        builder.markAmbiguity()
        items = builder.items
        constraints = builder.constraints
        conflicts = root.window?.conflictReports ?? []
    }
}

/// Collects a snapshot's items and constraints.
struct SnapshotBuilder {
    let root: View
    let window: Window?
    var items: [LayoutSnapshot.Item] = []
    var constraints: [LayoutSnapshot.Constraint] = []
    /// Item index by object identity.
    var index: [ObjectIdentifier: Int] = [:]
    /// The live items, by index.
    var live: [LayoutItem] = []

    init(root: View) {
        self.root = root
        self.window = root.window
    }

    mutating func readItems() {
        var parents: [Int] = []
        // Inspector pages and pictures list every guide, a stack's internal ones included (marked generated).
        for entry in root.renderedItems(includingInternalGuides: true) {
            while parents.count > entry.depth { parents.removeLast() }
            let parent = parents.last
            if entry.isGuide {
                add(entry.item, kind: .guide, depth: entry.depth, parent: parent, hidden: false, invisible: entry.isInvisible)
                let owner = (entry.item as? LayoutGuide)?.owningView
                // Containers' own guides: a stack's `UISV-*`, a flow's lines and a grid's rows,
                // columns and merged areas (`TRELLIS-*`).
                let name = entry.item.name
                items[items.count - 1].isGenerated = (owner is StackView && name.hasPrefix("UISV-"))
                    || ((owner is FlowView || owner is GridView) && name.hasPrefix("TRELLIS-"))
                if let scroll = owner as? ScrollView {
                    items[items.count - 1].isScrollGuide =
                        entry.item === scroll.contentLayoutGuide || entry.item === scroll.frameLayoutGuide
                }
            } else {
                let kind = Self.kind(of: entry.item)
                add(entry.item, kind: kind, depth: entry.depth, parent: parent, hidden: entry.isHidden,
                    invisible: entry.isInvisible)
                parents.append(items.count - 1)
            }
        }
    }

    private static func kind(of item: LayoutItem) -> LayoutSnapshot.Kind {
        switch item {
        case is Window: .window
        case is Label: .label
        case is StackView: .stack
        case is ListView: .list
        case is ScrollView: .scroll
        default: .view
        }
    }

    private mutating func add(
        _ item: LayoutItem, kind: LayoutSnapshot.Kind, depth: Int, parent: Int?, hidden: Bool, invisible: Bool
    ) {
        var row = LayoutSnapshot.Item(
            name: item.name, kind: kind, depth: depth, parent: parent, frame: item.frame,
            frameInWindow: item.frameInWindow, isHidden: hidden, isInvisible: invisible,
            objectID: ObjectIdentifier(item))
        if let engine = window?.engine, item !== window { row.isBroken = engine.isBroken(item) }
        if let view = item as? View {
            row.intrinsic = LayoutSnapshot.Intrinsic(
                size: view.intrinsicContentSize,
                hugging: (view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical)),
                compression: (view.contentCompressionResistancePriority(for: .horizontal),
                              view.contentCompressionResistancePriority(for: .vertical)))
        }
        if let label = item as? Label { row.text = Self.text(of: label) }
        if let scroll = item as? ScrollView {
            row.scroll = LayoutSnapshot.Scroll(
                contentFrameInWindow: scroll.contentLayoutGuide.frameInWindow, contentOffset: scroll.contentOffset)
        }
        index[ObjectIdentifier(item)] = items.count
        items.append(row)
        live.append(item)
    }

    /// A label's lines as it draws them in its bounds.
    private static func text(of label: Label) -> LayoutSnapshot.Text {
        let layout = label.textLayout
        let width = label.bounds.size.width
        let direction = label.effectiveUserInterfaceLayoutDirection
        let lines = layout.lines.enumerated().map { index, line in
            (text: line.text, width: line.width,
             x: layout.xOffset(ofLine: index, inWidth: width, alignment: label.textAlignment, layoutDirection: direction),
             baseline: layout.baselineOffset(ofLine: index))
        }
        return LayoutSnapshot.Text(string: label.text, lines: lines, fontSize: label.font.size,
                                   lineHeight: layout.lineHeight, isTruncated: layout.isTruncated)
    }

    /// The constraints installed on the views of the snapshot, then each view's intrinsic-size
    /// constraints; a system guide a constraint mentions becomes an item on first mention.
    mutating func readConstraints() {
        let engine = window?.engine
        for view in root.subtree {
            guard let owner = index[ObjectIdentifier(view)] else { continue }
            for constraint in view.constraints {
                var mentioned: [Int] = []
                for item in constraint.items {
                    guard let found = indexAddingGuide(item) else { continue }
                    if !mentioned.contains(found) { mentioned.append(found) }
                }
                let state = engine.map { ConstraintTable.State($0.status(of: constraint)) } ?? .pending
                constraints.append(LayoutSnapshot.Constraint(
                    text: constraint.equation, identifier: constraint.identifier, priority: constraint.priority,
                    state: state, isGenerated: constraint.isGenerated, location: constraint.location, owner: owner,
                    items: mentioned, shape: shape(of: constraint)))
            }
            for part in engine?.intrinsicStatuses(of: view) ?? [] {
                constraints.append(LayoutSnapshot.Constraint(
                    text: part.text, identifier: nil, priority: part.priority, state: ConstraintTable.State(part.status),
                    isGenerated: true, location: nil, owner: owner, items: [owner], shape: nil))
            }
        }
    }

    /// The index of `item`, adding it when it is a system guide of a view of the snapshot.
    private mutating func indexAddingGuide(_ item: LayoutItem) -> Int? {
        if let found = index[ObjectIdentifier(item)] { return found }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView,
              let ownerIndex = index[ObjectIdentifier(owner)] else { return nil }
        let ownerRow = items[ownerIndex]
        add(guide, kind: .systemGuide, depth: ownerRow.depth + 1, parent: ownerIndex, hidden: false,
            invisible: ownerRow.isInvisible)
        return items.count - 1
    }

    /// Flags the items whose frames are undetermined.
    mutating func markAmbiguity() {
        guard let window else { return }
        do {
            for found in try window.engine.ambiguity(of: live) {
                guard let row = index[ObjectIdentifier(found.item)] else { continue }
                items[row].ambiguity = found.unknowns
            }
        } catch {
            window.diagnostics.append(error)
        }
    }
}

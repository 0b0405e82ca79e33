// The data the inspector's script reads: every state's items and constraints, numbers already
// in Trellis's style, so the page only shows text.

extension Inspector {
    /// `{"title": …, "states": [{"name", "items", "constraints", "conflicts"}]}`.
    func data() -> JSONText {
        .object([
            ("title", .string(title)),
            ("states", .array(snapshots.map(Self.data(of:)))),
        ])
    }

    static func data(of snapshot: LayoutSnapshot) -> JSONText {
        var touching = Array(repeating: [Int](), count: snapshot.items.count)
        for (index, constraint) in snapshot.constraints.enumerated() {
            for item in constraint.items where item < touching.count { touching[item].append(index) }
        }
        let keys = Self.keys(of: snapshot.items)
        let items = snapshot.items.enumerated().map { index, item in
            data(of: item, key: keys[index], constraints: touching[index])
        }
        return .object([
            ("name", .string(snapshot.name)),
            ("items", .array(items)),
            ("constraints", .array(snapshot.constraints.map(data(of:)))),
            ("conflicts", .array(snapshot.conflicts.map { .string($0.description) })),
        ])
    }

    /// What matches an item across states: its depth, name and how many such items came
    /// before it (as ``DiffTable`` matches rows).
    static func keys(of items: [LayoutSnapshot.Item]) -> [String] {
        var seen: [String: Int] = [:]
        return items.map { item in
            let label = "\(item.depth) \(item.name)"
            let occurrence = seen[label, default: 0]
            seen[label] = occurrence + 1
            return "\(label) \(occurrence)"
        }
    }

    private static func data(of item: LayoutSnapshot.Item, key: String, constraints: [Int]) -> JSONText {
        var members: [(String, JSONText)] = [
            ("name", .string(item.name)), ("kind", .string(item.kind.rawValue)), ("depth", .integer(item.depth)),
            ("parent", item.parent.map(JSONText.integer) ?? .null), ("key", .string(key)),
            ("frame", .string(item.frame.description)), ("window", .string(item.frameInWindow.description)),
            ("hidden", .bool(item.isHidden)), ("invisible", .bool(item.isInvisible)),
            ("generated", .bool(item.isGenerated)), ("broken", .bool(item.isBroken)),
            ("ambiguity", .array(item.ambiguity.map { .string("\(item.name).\($0)") })),
            ("constraints", .array(constraints.map(JSONText.integer))),
        ]
        if let intrinsic = item.intrinsic {
            func size(_ value: Double) -> String { value == View.noIntrinsicMetric ? "none" : NumberFormat.string(for: value) }
            members.append(("intrinsic", .object([
                ("size", .string("\(size(intrinsic.size.width)) × \(size(intrinsic.size.height))")),
                ("hugging", .string("\(intrinsic.hugging.horizontal) H, \(intrinsic.hugging.vertical) V")),
                ("compression", .string("\(intrinsic.compression.horizontal) H, \(intrinsic.compression.vertical) V")),
            ])))
        }
        if let text = item.text {
            members.append(("text", .object([
                ("string", .optional(text.string)),
                ("lines", .array(text.lines.map { .string($0.text) })),
                ("truncated", .bool(text.isTruncated)),
            ])))
        }
        if let scroll = item.scroll {
            let content = scroll.contentFrameInWindow.size
            members.append(("scroll", .object([
                ("content", .string("\(NumberFormat.string(for: content.width)) × \(NumberFormat.string(for: content.height))")),
                ("offset", .string("(\(NumberFormat.string(for: scroll.contentOffset.x)), "
                                   + "\(NumberFormat.string(for: scroll.contentOffset.y)))")),
            ])))
        }
        return .object(members)
    }

    private static func data(of constraint: LayoutSnapshot.Constraint) -> JSONText {
        .object([
            ("text", .string(constraint.text)),
            ("identifier", .optional(constraint.identifier)),
            ("priority", .string(constraint.priority.description)),
            ("state", .string(constraint.state.holdsText)),
            ("error", .optional(constraint.state.errorText.isEmpty ? nil : constraint.state.errorText)),
            ("generated", .bool(constraint.isGenerated)),
            ("location", .optional(constraint.location)),
            ("owner", .integer(constraint.owner)),
            ("items", .array(constraint.items.map(JSONText.integer))),
        ])
    }
}

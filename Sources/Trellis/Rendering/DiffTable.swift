/// Two layouts of the same hierarchy side by side: what moved and by how much. The tool for
/// testing collapse behaviour, rotation and exercised ambiguity.
///
/// Take a ``FrameTable`` before and after a change and compare them. Rows are matched by name
/// and depth (the *n*-th row called `red` at depth 1 before with the *n*-th such row after), in
/// the order of the `after` table; rows found only before follow at the end. Frames are in window
/// coordinates, so a view that moves because its superview moved is listed too. The `change`
/// column lists what differs (`x -70, width +20`), `added` or `removed`, and is empty when nothing
/// changed.
///
/// ```swift
/// let before = FrameTable(root: window)
/// LayoutConstraint.deactivate([bAfterA, cAfterB])   // collapse B
/// window.layoutIfNeeded()
/// print(DiffTable(before: before, after: FrameTable(root: window)))
/// ```
///
/// prints
///
/// ```text
/// item    before             after              change
/// window  (0, 0, 400, 100)   (0, 0, 400, 100)
///   A     (20, 0, 100, 10)   (20, 0, 100, 10)
///   B     (140, 0, 50, 10)   (140, 0, 50, 10)
///   C     (210, 0, 60, 10)   (140, 0, 60, 10)   x -70
/// ```
public struct DiffTable: CustomStringConvertible {
    /// One item's row.
    public struct Row: Hashable, Sendable {
        /// The item's name as the frame tables show it.
        public var name: String
        /// The nesting depth.
        public var depth: Int
        /// The frame in window coordinates before; `nil` when the item was not there.
        public var before: Rect?
        /// The frame in window coordinates after; `nil` when the item is gone.
        public var after: Rect?

        /// What changed, in the Trellis number style: `["x -70", "width +20"]`, `["added"]`,
        /// `["removed"]`, or nothing.
        public var changes: [String] {
            guard let before else { return ["added"] }
            guard let after else { return ["removed"] }
            let pairs = [
                ("x", before.origin.x, after.origin.x), ("y", before.origin.y, after.origin.y),
                ("width", before.size.width, after.size.width), ("height", before.size.height, after.size.height),
            ]
            return pairs.compactMap { name, old, new in
                let delta = NumberFormat.string(for: new - old)
                guard delta != "0" else { return nil }
                return delta.hasPrefix("-") ? "\(name) \(delta)" : "\(name) +\(delta)"
            }
        }
    }

    /// The rows: the `after` table's order, then items only found before.
    public let rows: [Row]
    /// Whether ``render()`` prints only the rows that changed.
    public var changesOnly: Bool

    /// Compares two frame tables of the same hierarchy.
    ///
    /// - Parameters:
    ///   - before: the frames before the change.
    ///   - after: the frames after it.
    ///   - changesOnly: print only the rows that changed (the header always).
    public init(before: FrameTable, after: FrameTable, changesOnly: Bool = false) {
        let old = Self.keyed(before.rows)
        var lookup: [Key: FrameTable.Row] = [:]
        for (key, row) in old { lookup[key] = row }
        var used = Set<Key>()
        var rows: [Row] = []
        for (key, row) in Self.keyed(after.rows) {
            let match = lookup[key]
            if match != nil { used.insert(key) }
            rows.append(Row(name: row.name, depth: row.depth, before: match?.frameInWindow, after: row.frameInWindow))
        }
        for (key, row) in old where !used.contains(key) {
            rows.append(Row(name: row.name, depth: row.depth, before: row.frameInWindow, after: nil))
        }
        self.rows = rows
        self.changesOnly = changesOnly
    }

    /// Whether any row changed.
    public var hasChanges: Bool { rows.contains { !$0.changes.isEmpty } }

    /// The table as text, every line ending in `"\n"`.
    public func render() -> String {
        var table = TextTable(columns: [.init("item"), .init("before"), .init("after"), .init("change")])
        for row in rows where !changesOnly || !row.changes.isEmpty {
            table.append(
                [row.name, row.before?.description ?? "", row.after?.description ?? "",
                 row.changes.joined(separator: ", ")],
                depth: row.depth)
        }
        return table.render()
    }

    /// The rendered table, the same text as ``render()``.
    public var description: String { render() }

    private struct Key: Hashable {
        let name: String
        let depth: Int
        let occurrence: Int
    }

    /// Each row with its matching key (name, depth, and how many such rows came before it).
    private static func keyed(_ rows: [FrameTable.Row]) -> [(key: Key, row: FrameTable.Row)] {
        var seen: [String: Int] = [:]
        return rows.map { row in
            let label = "\(row.depth) \(row.name)"
            let occurrence = seen[label, default: 0]
            seen[label] = occurrence + 1
            return (Key(name: row.name, depth: row.depth, occurrence: occurrence), row)
        }
    }
}

// Cell reuse, as UITableView's: classes registered by identifier, and a queue of cells whose
// rows left the prepared area. A row's view that is a cell with a reuse identifier goes into
// the queue when it leaves the list instead of being dropped; so does a header's or footer's
// `TableViewHeaderFooterView`, in a queue of its own.

/// The registered cell and header/footer classes and the views waiting to be reused, by
/// identifier.
struct CellReuseQueue {
    var classes: [String: TableViewCell.Type] = [:]
    var waiting: [String: [TableViewCell]] = [:]
    var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
    var waitingHeaderFooters: [String: [TableViewHeaderFooterView]] = [:]
}

extension ListView {
    /// Registers the class ``dequeueReusableCell(withIdentifier:for:)-(String,Int)`` makes for `identifier`
    /// (UIKit's `register(_:forCellReuseIdentifier:)`).
    ///
    /// ```swift
    /// list.register(MessageCell.self, forCellReuseIdentifier: "message")
    /// ```
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        reuseQueue.classes[identifier] = cellClass
    }

    /// A cell for `row`: one whose row left the list, after ``TableViewCell/prepareForReuse()``,
    /// or a new one of the class registered for `identifier`.
    ///
    /// An identifier without a registered class (UIKit raises an exception) gives a plain
    /// ``TableViewCell`` and records ``LayoutError/unregisteredReuseIdentifier(list:identifier:)``.
    ///
    /// - Complexity: O(1).
    public func dequeueReusableCell(withIdentifier identifier: String, for row: Int) -> TableViewCell {
        if let cell = reuseQueue.waiting[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = reuseQueue.classes[identifier] else {
            recordDiagnostic(.unregisteredReuseIdentifier(list: name, identifier: identifier))
            return TableViewCell(reuseIdentifier: identifier)
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// ``dequeueReusableCell(withIdentifier:for:)-(String,Int)`` for the row at `indexPath`, as
    /// UIKit spells it in a sectioned list.
    ///
    /// ```swift
    /// let cell = list.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
    /// ```
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        dequeueReusableCell(withIdentifier: identifier, for: indexPath.row)
    }

    /// Registers the class ``dequeueReusableHeaderFooterView(withIdentifier:)`` makes for
    /// `identifier` (UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`).
    ///
    /// ```swift
    /// list.register(SectionTitle.self, forHeaderFooterViewReuseIdentifier: "title")
    /// ```
    public func register(
        _ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        reuseQueue.headerFooterClasses[identifier] = viewClass
    }

    /// A header or footer view: one whose section left the list, after
    /// ``TableViewHeaderFooterView/prepareForReuse()``, or a new one of the class registered
    /// for `identifier`; `nil` when no class is registered for it and none is waiting, as in
    /// UIKit.
    ///
    /// ```swift
    /// let header = list.dequeueReusableHeaderFooterView(withIdentifier: "title") as? SectionTitle
    /// ```
    ///
    /// - Complexity: O(1).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = reuseQueue.waitingHeaderFooters[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return reuseQueue.headerFooterClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    /// Takes a row's, header's or footer's view out of the list, keeping it for reuse when it
    /// is a cell or header/footer view with an identifier.
    func removeRowView(_ view: View) {
        view.removeFromSuperview()
        if let cell = view as? TableViewCell, let identifier = cell.reuseIdentifier {
            reuseQueue.waiting[identifier, default: []].append(cell)
        } else if let header = view as? TableViewHeaderFooterView, let identifier = header.reuseIdentifier {
            reuseQueue.waitingHeaderFooters[identifier, default: []].append(header)
        }
    }
}

// Cell reuse, as UITableView's: classes registered by identifier, and a queue of cells whose
// rows left the prepared area. A row's view that is a cell with a reuse identifier goes into
// the queue when it leaves the list instead of being dropped.

/// The registered cell classes and the cells waiting to be reused, by identifier.
struct CellReuseQueue {
    var classes: [String: TableViewCell.Type] = [:]
    var waiting: [String: [TableViewCell]] = [:]
}

extension ListView {
    /// Registers the class ``dequeueReusableCell(withIdentifier:for:)`` makes for `identifier`
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

    /// Takes a row's view out of the list, keeping it for reuse when it is a cell with an
    /// identifier.
    func removeRowView(_ view: View) {
        view.removeFromSuperview()
        if let cell = view as? TableViewCell, let identifier = cell.reuseIdentifier {
            reuseQueue.waiting[identifier, default: []].append(cell)
        }
    }
}

/// A list row with a content view: Trellis's `UITableViewCell`, for ``ListView``.
///
/// Put a cell's subviews in ``contentView`` and constrain them to it (usually to its
/// ``View/layoutMarginsGuide``): the content view fills the cell, so the list sizes the cell
/// from them (self-sizing, as `UITableView.automaticDimension`). Cells are reused by
/// ``reuseIdentifier``: ``ListView/register(_:forCellReuseIdentifier:)`` a class, then
/// ``ListView/dequeueReusableCell(withIdentifier:for:)-(String,Int)`` in the row provider returns a cell
/// that left the screen (after ``prepareForReuse()``) or a new one.
///
/// The content view's margins default to UIKit's for a cell: 11 points top and bottom, and
/// the minimum side margin of its horizontal size class leading and trailing (16 in a compact width, 20 in a
/// regular one).
///
/// ```swift
/// final class ContactCell: TableViewCell {
///     let nameLabel = Label(name: "name")
///     required init(style: TableViewCell.Style, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         contentView.addSubview(nameLabel)
///         // constrain nameLabel to contentView.layoutMarginsGuide
///     }
/// }
/// list.register(ContactCell.self, forCellReuseIdentifier: "contact")
/// try list.reloadData(rowCount: contacts.count) { row in
///     let cell = list.dequeueReusableCell(withIdentifier: "contact", for: row) as! ContactCell
///     cell.nameLabel.text = contacts[row].name
///     return cell
/// }
/// ```
open class TableViewCell: View {
    /// UIKit's cell styles; the style does not change the layout in Trellis (the built-in
    /// text labels of the non-default styles are not modelled: add labels to ``contentView``).
    public enum Style: Hashable, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The view to add the cell's content to; it fills the cell.
    public let contentView: View

    /// The identifier the cell is reused by, or `nil` for a cell that is not reused.
    public let reuseIdentifier: String?

    /// The style the cell was made with.
    public let style: Style

    /// Creates a cell; ``ListView/dequeueReusableCell(withIdentifier:for:)-(String,Int)`` calls this for a
    /// registered class, so subclasses override it (`required`).
    public required init(style: Style = .default, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = TableViewCellContentView(name: "contentView")
        super.init(name: reuseIdentifier ?? "cell")
        embedFilling(contentView, identifier: "TableViewCell-contentView")
    }

    /// Called before the list hands the cell out again: reset what the previous row set (UIKit's
    /// `prepareForReuse()`). Call `super`.
    open func prepareForReuse() {}
}

/// A cell's content view: UIKit's cell margins (11 top and bottom, the window's minimum side
/// margin leading and trailing).
final class TableViewCellContentView: View {
    override var defaultLayoutMargins: DirectionalEdgeInsets {
        let side = traitCollection.horizontalSizeClass.minimumHorizontalMargin
        return DirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }
}

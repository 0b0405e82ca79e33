/// A section header or footer with a content view: Trellis's `UITableViewHeaderFooterView`,
/// for ``ListView``.
///
/// Add the header's subviews to ``contentView`` and constrain them to it: the content view
/// fills the view, so the list sizes the header from them (self-sizing, as a table view with
/// `sectionHeaderHeight = automaticDimension`). Headers and footers are reused by
/// ``reuseIdentifier``: ``ListView/register(_:forHeaderFooterViewReuseIdentifier:)`` a class,
/// then ``ListView/dequeueReusableHeaderFooterView(withIdentifier:)`` in the header provider
/// returns one whose section left the screen (after ``prepareForReuse()``) or a new one.
///
/// The content view's margins are the window's minimum side margin leading and trailing (16 in
/// a compact width, 20 in a regular one), as a cell's, and 8 top and bottom, a plain view's;
/// UIKit does not document its header margins, so the vertical ones are Trellis's choice.
///
/// ```swift
/// final class SectionTitle: TableViewHeaderFooterView {
///     let title = Label(name: "title")
///     required init(reuseIdentifier: String?) {
///         super.init(reuseIdentifier: reuseIdentifier)
///         contentView.addSubview(title)
///         // constrain title to contentView.layoutMarginsGuide
///     }
/// }
/// list.register(SectionTitle.self, forHeaderFooterViewReuseIdentifier: "title")
/// try list.reloadData(sectionRowCounts: [3, 2], header: { section in
///     let header = list.dequeueReusableHeaderFooterView(withIdentifier: "title") as? SectionTitle
///     header?.title.text = "Section \(section)"
///     return header
/// }) { indexPath in ContactRow(indexPath) }
/// ```
open class TableViewHeaderFooterView: View {
    /// The view to add the header's or footer's content to; it fills the view.
    public let contentView: View

    /// The identifier the view is reused by, or `nil` for a view that is not reused.
    public let reuseIdentifier: String?

    /// Creates a header or footer view;
    /// ``ListView/dequeueReusableHeaderFooterView(withIdentifier:)`` calls this for a
    /// registered class, so subclasses override it (`required`).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = HeaderFooterContentView(name: "contentView")
        super.init(name: reuseIdentifier ?? "headerFooter")
        embedFilling(contentView, identifier: "TableViewHeaderFooterView-contentView")
    }

    /// Called before the list hands the view out again: reset what the previous section set
    /// (UIKit's `prepareForReuse()`). Call `super`.
    open func prepareForReuse() {}
}

/// A header's or footer's content view: the window's minimum side margin leading and
/// trailing, 8 top and bottom.
final class HeaderFooterContentView: View {
    override var defaultLayoutMargins: DirectionalEdgeInsets {
        let side = traitCollection.horizontalSizeClass.minimumHorizontalMargin
        return DirectionalEdgeInsets(top: 8, leading: side, bottom: 8, trailing: side)
    }
}

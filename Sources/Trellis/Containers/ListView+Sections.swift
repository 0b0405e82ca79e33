// Sections: a list of several sections, each a header, rows and a footer stacked in that order
// (UITableView's plain style), and what to ask about them. Where the items are is
// `ListSections.swift`; laying them out is the same code as for rows.

extension ListView {
    /// A row's place in a sectioned list: its section and its row in that section, like
    /// Foundation's `IndexPath(row:section:)` for a table view.
    ///
    /// ```swift
    /// let path = ListView.IndexPath(row: 2, section: 1)
    /// try list.rect(forRowAt: path)
    /// ```
    public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The row within its section.
        public var row: Int
        /// The section.
        public var section: Int

        /// The row `row` of section `section`.
        public init(row: Int, section: Int) {
            self.row = row
            self.section = section
        }

        /// Section first, then row, as a table view orders its rows.
        public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
            (lhs.section, lhs.row) < (rhs.section, rhs.row)
        }

        /// `[section, row]`, as Foundation prints an index path.
        public var description: String { "[\(section), \(row)]" }
    }

    /// Makes the header or footer view of a section (`viewForHeaderInSection`); `nil` leaves
    /// the section without one (0 tall).
    public typealias SectionViewProvider = (_ section: Int) -> View?

    /// Replaces every section: `sectionRowCounts.count` sections (`numberOfSections`), each with
    /// its number of rows (`numberOfRowsInSection`), headers and footers made by `header` and
    /// `footer`, rows by `rowProvider` (`cellForRowAt`); none measured.
    ///
    /// Each section is its header, its rows and its footer, stacked with no gaps (UITableView's
    /// plain style, without floating headers). Headers and footers size themselves as rows do,
    /// and count as ``estimatedRowHeight`` until they are measured; a provider returning `nil`
    /// gives that section none (0 tall). The views of the old items leave the list; the content
    /// offset is kept.
    ///
    /// ```swift
    /// try list.reloadData(sectionRowCounts: groups.map(\.count), header: { section in
    ///     Label(groups[section].title, name: "header\(section)")
    /// }) { indexPath in
    ///     Label(groups[indexPath.section][indexPath.row], name: "row\(indexPath)")
    /// }
    /// ```
    ///
    /// - Throws: ``LayoutError/negativeSize(_:)`` for a negative row count; the list is
    ///   unchanged.
    /// - Complexity: O(n + s) for n rows in s sections.
    public func reloadData(
        sectionRowCounts: [Int], header: SectionViewProvider? = nil, footer: SectionViewProvider? = nil,
        rowProvider: @escaping (_ indexPath: IndexPath) -> View
    ) throws(LayoutError) {
        if let section = sectionRowCounts.firstIndex(where: { $0 < 0 }) {
            throw .negativeSize("The row count \(sectionRowCounts[section]) of section \(section) of `\(name)`")
        }
        let newSections = ListSections(rowCounts: sectionRowCounts, hasHeaders: header != nil, hasFooters: footer != nil)
        replaceSections(newSections, rows: rowProvider, header: header, footer: footer)
    }

    /// The number of sections (1 for a list made by ``reloadData(rowCount:rowProvider:)``).
    public var numberOfSections: Int { sections.sectionCount }

    /// The number of rows in `section`, hidden ones included, like UIKit's
    /// `numberOfRows(inSection:)`; it does not throw either. For a section out of range (UIKit
    /// raises an exception) it is 0, with ``LayoutError/sectionOutOfRange(list:section:sectionCount:)``
    /// recorded in ``Window/diagnostics`` and logged to ``LayoutLog``.
    public func numberOfRows(inSection section: Int) -> Int {
        guard isValidSection(section) else { return 0 }
        return sections.rowCounts[section]
    }

    /// The header view of `section` if it is placed (on screen or within the margin), like
    /// `headerView(forSection:)`; `nil` otherwise, and for a section without a header.
    public func headerView(forSection section: Int) -> View? {
        guard section >= 0, section < numberOfSections else { return nil }
        return sections.headerItem(section).flatMap(placedView(ofItem:))
    }

    /// The footer view of `section` if it is placed, like `footerView(forSection:)`; `nil`
    /// otherwise, and for a section without a footer.
    public func footerView(forSection section: Int) -> View? {
        guard section >= 0, section < numberOfSections else { return nil }
        return sections.footerItem(section).flatMap(placedView(ofItem:))
    }

    /// The rectangle of `section`'s header in the content, like `rectForHeader(inSection:)`:
    /// 0 tall at the section's top when the list has no headers. For a section out of range it
    /// is `.zero`, recorded as for ``numberOfRows(inSection:)``.
    ///
    /// - Complexity: O(log n).
    public func rectForHeader(inSection section: Int) -> Rect {
        guard isValidSection(section) else { return .zero }
        guard let item = sections.headerItem(section) else { return edgeRect(atItem: sections.firstItem(ofSection: section)) }
        return rect(ofItem: item)
    }

    /// The rectangle of `section`'s footer in the content, like `rectForFooter(inSection:)`:
    /// 0 tall at the section's bottom when the list has no footers. For a section out of range
    /// it is `.zero`, recorded as for ``numberOfRows(inSection:)``.
    ///
    /// - Complexity: O(log n).
    public func rectForFooter(inSection section: Int) -> Rect {
        guard isValidSection(section) else { return .zero }
        guard let item = sections.footerItem(section) else { return edgeRect(atItem: sections.firstItem(ofSection: section + 1)) }
        return rect(ofItem: item)
    }

    /// The rectangle of all of `section` (header, rows and footer) in the content, like
    /// `rect(forSection:)`. For a section out of range it is `.zero`, recorded as for
    /// ``numberOfRows(inSection:)``.
    ///
    /// - Complexity: O(log n).
    public func rect(forSection section: Int) -> Rect {
        guard isValidSection(section) else { return .zero }
        let top = heights.top(of: sections.firstItem(ofSection: section))
        let bottom = heights.top(of: sections.firstItem(ofSection: section + 1))
        return Rect(x: 0, y: top, width: bounds.size.width, height: bottom - top)
    }

    /// A 0-tall rect at the top of `item` (which may be the item count).
    private func edgeRect(atItem item: Int) -> Rect {
        Rect(x: 0, y: heights.top(of: item), width: bounds.size.width, height: 0)
    }

    /// Whether `section` is in `0..<numberOfSections`; when it is not, the error is recorded and
    /// logged, as UIKit's queries raise an exception and log it.
    private func isValidSection(_ section: Int) -> Bool {
        recording { () throws(LayoutError) in try checkSection(section) } != nil
    }

    /// Throws unless `section` is in `0..<numberOfSections`.
    func checkSection(_ section: Int) throws(LayoutError) {
        guard section >= 0, section < numberOfSections else {
            throw .sectionOutOfRange(list: name, section: section, sectionCount: numberOfSections)
        }
    }

    /// Throws unless `indexPath` names a row of the list.
    func checkIndexPath(_ indexPath: IndexPath) throws(LayoutError) {
        let section = indexPath.section
        let count = section >= 0 && section < numberOfSections ? sections.rowCounts[section] : 0
        guard section >= 0, section < numberOfSections, indexPath.row >= 0, indexPath.row < count else {
            throw .indexPathOutOfRange(list: name, section: section, row: indexPath.row, rowCount: count)
        }
    }
}

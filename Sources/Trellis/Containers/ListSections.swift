// Where a list's sections put their headers, rows and footers.
//
// A list lays out one sequence of items, top to bottom: for each section its header (when the
// list has headers), its rows, its footer (when it has footers). The heights, the placed views
// and the prepared rect all work on item indexes (`ListView+RowHeights.swift`,
// `ListView+Layout.swift`); this map turns rows, index paths and sections into items and back.
// A list made with `reloadData(rowCount:rowProvider:)` has one section and neither headers nor
// footers, so there an item is its row and every map below is the identity.
//
// Headers and footers are all there or all absent, so the first item of section s is
// `rowStarts[s] + s × (headers + footers)`: O(1) from a section to its items, O(log s) back.

/// The sections of a ``ListView``: their row counts and whether each has a header and a footer.
struct ListSections {
    /// What an item of the list is.
    enum Slot: Equatable {
        case header(section: Int)
        /// A row, by its index counted over all sections.
        case row(Int)
        case footer(section: Int)
    }

    /// How many rows each section has.
    private(set) var rowCounts: [Int]
    /// The rows before each section; one more entry than sections (the last is every row).
    private(set) var rowStarts: [Int]
    /// Whether every section starts with a header item.
    let hasHeaders: Bool
    /// Whether every section ends with a footer item.
    let hasFooters: Bool

    /// Sections with `rowCounts` rows (each at least 0).
    init(rowCounts: [Int], hasHeaders: Bool = false, hasFooters: Bool = false) {
        self.rowCounts = rowCounts
        self.hasHeaders = hasHeaders
        self.hasFooters = hasFooters
        var starts = [0]
        starts.reserveCapacity(rowCounts.count + 1)
        for count in rowCounts { starts.append(starts[starts.count - 1] + count) }
        rowStarts = starts
    }

    /// The number of sections.
    var sectionCount: Int { rowCounts.count }

    /// The number of rows over all sections.
    var rowCount: Int { rowStarts[rowCounts.count] }

    /// The number of items: rows, headers and footers.
    var itemCount: Int { rowCount + sectionCount * extrasPerSection }

    /// Headers and footers per section (0, 1 or 2).
    private var extrasPerSection: Int { (hasHeaders ? 1 : 0) + (hasFooters ? 1 : 0) }

    /// The first item of `section` (its header, if any); `section` may be ``sectionCount``.
    func firstItem(ofSection section: Int) -> Int {
        rowStarts[section] + section * extrasPerSection
    }

    /// The item of the row at `row` of `section`.
    func item(row: Int, section: Int) -> Int {
        firstItem(ofSection: section) + (hasHeaders ? 1 : 0) + row
    }

    /// The item of the row counted `row` over all sections.
    func item(flatRow row: Int) -> Int {
        guard extrasPerSection > 0 else { return row }
        let section = self.section(ofFlatRow: row)
        return item(row: row - rowStarts[section], section: section)
    }

    /// The header item of `section`, if the list has headers.
    func headerItem(_ section: Int) -> Int? {
        hasHeaders ? firstItem(ofSection: section) : nil
    }

    /// The footer item of `section`, if the list has footers.
    func footerItem(_ section: Int) -> Int? {
        hasFooters ? firstItem(ofSection: section + 1) - 1 : nil
    }

    /// The section holding the row counted `row` over all sections (`0..<rowCount`): the last
    /// section starting at or before it, which passes over empty sections. O(log s).
    func section(ofFlatRow row: Int) -> Int {
        lastSection { rowStarts[$0] <= row }
    }

    /// The row counted over all sections of `row` in `section`.
    func flatRow(row: Int, section: Int) -> Int { rowStarts[section] + row }

    /// `row` counted over all sections as a section and a row in it.
    func indexPath(flatRow row: Int) -> ListView.IndexPath {
        let section = self.section(ofFlatRow: row)
        return ListView.IndexPath(row: row - rowStarts[section], section: section)
    }

    /// What `item` (`0..<itemCount`) is. O(log s).
    func slot(ofItem item: Int) -> Slot {
        guard extrasPerSection > 0 else { return .row(item) }
        let section = lastSection { firstItem(ofSection: $0) <= item }
        var offset = item - firstItem(ofSection: section)
        if hasHeaders {
            if offset == 0 { return .header(section: section) }
            offset -= 1
        }
        return offset < rowCounts[section] ? .row(rowStarts[section] + offset) : .footer(section: section)
    }

    /// The row counted over all sections that `item` is, or `nil` for a header or footer.
    func flatRow(ofItem item: Int) -> Int? {
        if case .row(let row) = slot(ofItem: item) { return row }
        return nil
    }

    /// Adds a row to `section`. O(s).
    mutating func insertRow(inSection section: Int) {
        rowCounts[section] += 1
        for index in (section + 1)..<rowStarts.count { rowStarts[index] += 1 }
    }

    /// Takes a row from `section`. O(s).
    mutating func removeRow(fromSection section: Int) {
        rowCounts[section] -= 1
        for index in (section + 1)..<rowStarts.count { rowStarts[index] -= 1 }
    }

    /// The last section in `0..<sectionCount` for which `isAtOrBefore` holds, given that it
    /// holds for a prefix of the sections and for section 0; 0 when there are none.
    private func lastSection(where isAtOrBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = sectionCount
        while high - low > 1 {
            let mid = (low + high) / 2
            if isAtOrBefore(mid) { low = mid } else { high = mid }
        }
        return low
    }
}

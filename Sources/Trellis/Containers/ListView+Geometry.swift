// Where rows are: rects, the row under a point, the visible rows, and scrolling to a row. All
// in content coordinates (the list's bounds), from the prefix sums, as of the last layout's
// width and the current measurements and offset. Rows are counted over all sections here;
// `ListView+IndexPaths.swift` has the same by index path, on the same item-based helpers.

extension ListView {
    /// Where ``ListView/scrollToRow(_:at:)`` puts the row.
    public enum ScrollPosition: Sendable, Equatable {
        /// The least scrolling that shows the row (nothing if it is visible), like
        /// ``ScrollView/scrollRectToVisible(_:)``.
        case none
        /// The row's top at the top of the visible area.
        case top
        /// The row's centre at the centre of the visible area.
        case middle
        /// The row's bottom at the bottom of the visible area.
        case bottom
    }

    /// The rectangle of `row` in the content: x 0, the list's width, its top and height
    /// (measured, or ``estimatedRowHeight`` until it is; 0 when hidden), like `rectForRow(at:)`.
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)``.
    /// - Complexity: O(log n).
    public func rect(forRow row: Int) throws(LayoutError) -> Rect {
        try checkRow(row)
        return rect(ofItem: sections.item(flatRow: row))
    }

    /// The rectangle of an item (row, header or footer) in the content.
    func rect(ofItem item: Int) -> Rect {
        Rect(x: 0, y: heights.top(of: item), width: bounds.size.width, height: heights.height(of: item))
    }

    /// The row whose rect holds `point` (in content coordinates), like `indexPathForRow(at:)`;
    /// `nil` outside the rows and on section headers and footers. Hidden rows and rows of
    /// height 0 hold no point.
    ///
    /// - Complexity: O(log n).
    public func row(at point: Point) -> Int? {
        item(at: point).flatMap { sections.flatRow(ofItem: $0) }
    }

    /// The item whose rect holds `point`, if any.
    func item(at point: Point) -> Int? {
        guard point.x >= 0, point.x < bounds.size.width, point.y >= 0, point.y.isFinite else { return nil }
        let item = heights.row(containing: point.y)
        return item < heights.count ? item : nil
    }

    /// The unhidden rows that intersect the visible rect (``LayoutItem/bounds``), ascending, like
    /// `indexPathsForVisibleRows`.
    ///
    /// - Complexity: O(log n + k) for k rows.
    public var visibleRows: [Int] {
        visibleItems.compactMap { sections.flatRow(ofItem: $0) }
    }

    /// The unhidden items (rows, headers, footers) that intersect the visible rect.
    var visibleItems: [Int] {
        let visible = bounds
        return rows(in: (visible.minY, visible.maxY))
    }

    /// Sets the content offset so that `row` is at `position`, within the valid offsets, like
    /// `scrollToRow(at:at:animated:)`.
    ///
    /// Until the next ``View/layoutIfNeeded()`` the offset is computed from the current
    /// heights, estimates included. That layout measures the rows around `row` and sets the
    /// offset again from their measured heights, so the row ends up exactly at `position`
    /// (unless you change the offset first).
    ///
    /// - Throws: ``LayoutError/rowOutOfRange(list:row:rowCount:)``.
    /// - Complexity: O(log n).
    public func scrollToRow(_ row: Int, at position: ScrollPosition) throws(LayoutError) {
        try checkRow(row)
        scroll(toItem: sections.item(flatRow: row), at: position)
    }

    /// ``scrollToRow(_:at:)`` for an item.
    func scroll(toItem row: Int, at position: ScrollPosition) {
        var position = position
        if position == .none {
            let rect = Rect(x: 0, y: heights.top(of: row), width: 0, height: heights.height(of: row))
            let inset = adjustedContentInset
            let visibleTop = contentOffset.y + inset.top
            let visibleBottom = contentOffset.y + bounds.size.height - inset.bottom
            if rect.minY < visibleTop || rect.height > visibleBottom - visibleTop {
                position = .top
            } else if rect.maxY > visibleBottom {
                position = .bottom
            } else {
                return
            }
        }
        let offset = Point(x: contentOffset.x, y: offset(showing: row, at: position, height: bounds.size.height))
        contentOffset = offset
        scrollTarget = ScrollTarget(row: row, position: position, offset: offset)
    }

    /// The offset that shows `row` at `position` in bounds `height` tall, from the current
    /// heights, within the valid offsets.
    func offset(showing row: Int, at position: ScrollPosition, height: Double) -> Double {
        let top = heights.top(of: row)
        let bottom = top + heights.height(of: row)
        let inset = adjustedContentInset
        let visibleHeight = height - inset.top - inset.bottom
        let y = switch position {
        case .none, .top: top - inset.top
        case .middle: (top + bottom) / 2 - inset.top - visibleHeight / 2
        case .bottom: bottom - inset.top - visibleHeight
        }
        let minimum = -inset.top
        let maximum = max(minimum, heights.total + inset.bottom - height)
        return min(max(y, minimum), maximum)
    }
}

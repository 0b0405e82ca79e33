// Where rows are: rects, the row under a point, the visible rows, and scrolling to a row. All
// in content coordinates (the list's bounds), from the prefix sums, as of the last layout's
// width and the current measurements and offset.

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
        return Rect(x: 0, y: heights.top(of: row), width: bounds.size.width, height: heights.height(of: row))
    }

    /// The row whose rect holds `point` (in content coordinates), like `indexPathForRow(at:)`;
    /// `nil` outside the rows. Hidden rows and rows of height 0 hold no point.
    ///
    /// - Complexity: O(log n).
    public func row(at point: Point) -> Int? {
        guard point.x >= 0, point.x < bounds.size.width, point.y >= 0, point.y.isFinite else { return nil }
        let row = heights.row(containing: point.y)
        return row < rowCount ? row : nil
    }

    /// The unhidden rows that intersect the visible rect (``LayoutItem/bounds``), ascending, like
    /// `indexPathsForVisibleRows`.
    ///
    /// - Complexity: O(log n + k) for k rows.
    public var visibleRows: [Int] {
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

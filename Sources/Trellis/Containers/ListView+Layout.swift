// Laying the rows out: which rows get views, measuring them, keeping the first visible row
// still on screen, and the constraints that place them.
//
// "Row" in this file means an item of the list: a row, a section header or a section footer
// (`ListSections.swift`); they are measured and placed alike. A header or footer whose provider
// returns `nil` is 0 tall and has no view.
//
// The engine calls `layOutRows(in:)` before each layout's solve (with the size of the last one)
// and after it (with the size just solved), solving again only when the rows changed
// (`LayoutEngine+Lists.swift`). Scrolling thus costs one solve: the rows for the new offset are
// placed before it.
//
// Offset stability. Before measuring, the list notes the anchor: the row at the top of the
// visible rect (`contentOffset.y`) and how far its top is from there. Measuring a row replaces
// its estimate, which moves the tops of the rows below; after each measurement the offset is
// set to `top(anchor) − that distance`, so the anchor does not move on screen, and the first
// unmeasured row of the (moved) prepared rect is measured next, until none is left. Rows are
// measured one at a time, so a too-small estimate never measures rows that the measured ones
// push out of the rect. Each step measures one row, so the loop ends. After `scrollToRow(_:at:)`
// the row scrolled to is the anchor instead, held at its position (top, middle, bottom) with
// the heights just measured, within the valid offsets.

extension ListView {
    /// Brings the placed rows in line with the bounds size `size` and the content offset;
    /// returns whether any constraint, view or the offset changed.
    func layOutRows(in size: Size) -> Bool {
        lastRowLayoutSize = size
        if measuredWidth != size.width {
            if measuredWidth != nil { heights.invalidateAll() }
            measuredWidth = size.width
        }
        // Rows already outside the prepared rect leave first, so their cells can be reused for
        // the rows measured next (UITableView reuses cells as they scroll off).
        var changed = removePlacedRows(outside: preparedRange(size))
        var made: [Int: View] = [:]
        if measurePreparedRows(size, made: &made) { changed = true }
        let range = preparedRange(size)
        if removePlacedRows(outside: range) { changed = true }
        if placeRows(in: range, made: made) { changed = true }
        let total = heights.total
        if contentHeight.constant != total {
            contentHeight.constant = total
            changed = true
        }
        return changed
    }

    /// Measures every unhidden, unmeasured row in the prepared rect, moving the offset to keep
    /// the anchor row still; returns whether the offset moved. Views made to measure rows are
    /// added to `made`.
    private func measurePreparedRows(_ size: Size, made: inout [Int: View]) -> Bool {
        let start = contentOffset
        let target = scrollTarget.flatMap { $0.offset == start && $0.row < heights.count ? $0 : nil }
        scrollTarget = nil
        let anchorRow = heights.row(containing: start.y)
        let anchorDistance = anchorRow < heights.count ? heights.top(of: anchorRow) - start.y : nil
        var offsetY = start.y
        while let row = rows(in: preparedRect(size, offsetY: offsetY)).first(where: { !heights.isMeasured($0) }) {
            if let view = placedView(ofItem: row) ?? made[row] ?? makeView(row, &made) {
                heights.setMeasured(row, height: measuredHeight(of: view, width: size.width))
            } else {
                heights.setMeasuredEmpty(row)
            }
            if let target {
                offsetY = offset(showing: target.row, at: target.position, height: size.height)
            } else if let anchorDistance {
                offsetY = heights.top(of: anchorRow) - anchorDistance
            }
        }
        guard offsetY != start.y else { return false }
        contentOffset = Point(x: start.x, y: offsetY)
        return true
    }

    /// The view the providers make for item `row`, remembered in `made`; `nil` for a header
    /// or footer without a view.
    private func makeView(_ row: Int, _ made: inout [Int: View]) -> View? {
        let view = providedView(row, made: made)
        made[row] = view
        return view
    }

    /// The providers' view for item `row`: `nil` for a header or footer whose provider returns
    /// none; an empty view (and a recorded ``LayoutError``) when it is one already in the list
    /// or made for another item in this layout, the list itself or one of its ancestors.
    private func providedView(_ row: Int, made: [Int: View]) -> View? {
        let slot = sections.slot(ofItem: row)
        let view: View
        switch slot {
        case .row(let flatRow):
            guard let provided = rowProvider?(sections.indexPath(flatRow: flatRow)) else { return placeholder(flatRow) }
            view = provided
        case .header(let section):
            guard let provided = headerProvider?(section) else { return nil }
            view = provided
        case .footer(let section):
            guard let provided = footerProvider?(section) else { return nil }
            view = provided
        }
        let taken = view.superview === self || made.values.contains { $0 === view }
        guard !taken, !isDescendant(of: view), !(view is Window) else {
            recordDiagnostic(invalidViewError(for: slot, view: view.name))
            if case .row(let flatRow) = slot { return placeholder(flatRow) }
            return nil
        }
        return view
    }

    /// The empty view a row shows when its provider gives none it can show.
    private func placeholder(_ flatRow: Int) -> View {
        View(name: "\(name).row\(flatRow)")
    }

    /// The error for a provider that returned `view`, which cannot show `slot`.
    private func invalidViewError(for slot: ListSections.Slot, view: String) -> LayoutError {
        switch slot {
        case .row(let row): .invalidRowView(list: name, row: row, view: view)
        case .header(let section): .invalidSectionView(list: name, section: section, kind: "header", view: view)
        case .footer(let section): .invalidSectionView(list: name, section: section, kind: "footer", view: view)
        }
    }

    /// The height Auto Layout gives `view` at `width` (required) with its height at the
    /// fitting level; 0 for a negative or non-finite answer.
    func measuredHeight(of view: View, width: Double) -> Double {
        rowMeasurementCount += 1
        let size = view.systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return size.height.isFinite ? max(0, size.height) : 0
    }

    /// The vertical extent rows are prepared in: the bounds at `offsetY`, grown by the margin.
    private func preparedRect(_ size: Size, offsetY: Double) -> (minY: Double, maxY: Double) {
        (offsetY - preparationMargin, offsetY + size.height + preparationMargin)
    }

    /// The rows to place for the current offset, ascending, hidden ones left out.
    private func preparedRange(_ size: Size) -> [Int] {
        rows(in: preparedRect(size, offsetY: contentOffset.y))
    }

    /// The unhidden rows intersecting `minY..<maxY`, ascending: rows of height 0 count when
    /// their top is inside. O(log n + k).
    func rows(in extent: (minY: Double, maxY: Double)) -> [Int] {
        guard extent.maxY > extent.minY, extent.maxY > 0 else { return [] }
        var result: [Int] = []
        var row = heights.row(containing: extent.minY)
        // `row(containing:)` passes over rows of height 0 at minY; they count here.
        while row > 0, heights.height(of: row - 1) == 0, heights.top(of: row - 1) >= extent.minY { row -= 1 }
        var top = heights.top(of: row)
        while row < heights.count, top < extent.maxY {
            let bottom = heights.top(of: row + 1)
            if !heights.isHidden(row), bottom > extent.minY || (bottom == top && top >= extent.minY) {
                result.append(row)
            }
            top = bottom
            row += 1
        }
        return result
    }

    /// Takes the views of placed rows not in `range` out of the list.
    private func removePlacedRows(outside range: [Int]) -> Bool {
        let keep = Set(range)
        let leaving = placed.filter { !keep.contains($0.row) }
        guard !leaving.isEmpty else { return false }
        placed.removeAll { !keep.contains($0.row) }
        for entry in leaving { removeRowView(entry.view) }
        return true
    }

    /// Places the rows of `range` that have no view yet and moves the others to their tops and
    /// heights; headers and footers measured without a view are left out.
    private func placeRows(in range: [Int], made: [Int: View]) -> Bool {
        var changed = false
        var updated: [PlacedRow] = []
        updated.reserveCapacity(range.count)
        for row in range {
            let top = heights.top(of: row)
            let height = heights.height(of: row)
            if let index = placedIndex(of: row) {
                let entry = placed[index]
                if entry.top.constant != top { entry.top.constant = top; changed = true }
                if entry.height.constant != height { entry.height.constant = height; changed = true }
                updated.append(entry)
            } else if !heights.isEmpty(row), let view = made[row] ?? providedView(row, made: made) {
                updated.append(place(view, row: row, top: top, height: height, before: nextPlacedView(after: row)))
                changed = true
            }
        }
        placed = updated
        return changed
    }

    /// The view of the first placed row after `row`, to insert a new row's view before it.
    private func nextPlacedView(after row: Int) -> View? {
        placed.first { $0.row > row }?.view
    }

    /// Adds `view` to the list (before `next`, so subviews stay in row order) and holds it at
    /// `top` with `height` and the list's width.
    private func place(_ view: View, row: Int, top: Double, height: Double, before next: View?) -> PlacedRow {
        let index = next.flatMap { next in subviews.firstIndex { $0 === next } } ?? subviews.count
        insertSubview(view, at: index)
        let content = contentLayoutGuide
        let pins: [(LayoutConstraint, String)] = [
            (view.leftAnchor.constraint(equalTo: content.leftAnchor), "UIView-Encapsulated-Layout-Left"),
            (view.topAnchor.constraint(equalTo: content.topAnchor, constant: top), "UIView-Encapsulated-Layout-Top"),
            (view.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor), "UIView-Encapsulated-Layout-Width"),
            (view.heightAnchor.constraint(equalToConstant: height), "UIView-Encapsulated-Layout-Height"),
        ]
        for (constraint, identifier) in pins {
            constraint.identifier = identifier
            constraint.install(in: self)
        }
        return PlacedRow(row: row, view: view, top: pins[1].0, height: pins[3].0)
    }

    /// Takes every placed row's view out of the list.
    func removeAllPlacedRows() {
        let leaving = placed
        placed = []
        for entry in leaving { removeRowView(entry.view) }
    }

    /// Takes one placed row's view out of the list, if it is placed.
    func removePlacedRow(_ row: Int) {
        guard let index = placedIndex(of: row) else { return }
        let entry = placed.remove(at: index)
        removeRowView(entry.view)
    }
}

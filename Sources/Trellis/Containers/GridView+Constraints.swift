// The grid's generated constraints: a chain of row guides and one of column guides, each cell's
// content placed inside its guides (or a merged area's guide), applied as a difference to the
// active ones (the stack's `ConstraintRecipe.replace`).

extension GridView {
    /// The grid's generated constraints that are active, in recipe order.
    var generatedConstraints: [LayoutConstraint] { generatedList }

    /// Replaces the generated constraints by what the rows, columns and cells say now.
    func updateGeneratedConstraints() {
        ensureGuides(&columnGuides, count: columns.count, name: "TRELLIS-grid-column")
        ensureGuides(&rowGuides, count: rows.count, name: "TRELLIS-grid-row")
        var recipe = ConstraintRecipe()
        addChain(columnGuides, hidden: columns.map(\.isHidden), lengths: columns.map(\.width),
                 spacing: storedColumnSpacing, along: .horizontal, across: .vertical, to: &recipe)
        addChain(rowGuides, hidden: rows.map(\.isHidden), lengths: rows.map(\.height),
                 spacing: storedRowSpacing, along: .vertical, across: .horizontal, to: &recipe)
        var mergedUsed = 0
        for (rowIndex, line) in cells.enumerated() {
            let baseline = baselineAlignment(ofRow: rowIndex)
            for (columnIndex, cell) in line.enumerated() {
                guard let content = cell.contentView else { continue }
                addContent(content, of: cell, column: columnIndex, row: rowIndex, baseline: baseline,
                           mergedUsed: &mergedUsed, to: &recipe)
            }
        }
        let added = recipe.replace(&generatedList, keys: &generatedKeys)
        installGenerated(added)
        while mergedGuides.count > mergedUsed { removeLayoutGuide(mergedGuides.removeLast()) }
    }

    /// Guides along one axis, one after the other: the first at the grid's low edge, each next
    /// one `spacing` after the previous visible one (hidden ones take no spacing and no length),
    /// the last at the grid's high edge. A guide without a fixed length fits its content at a
    /// priority just below 50 that falls with its index (``fitPriority(_:)``). Across the axis
    /// each guide spans the grid.
    private func addChain(
        _ guides: [LayoutGuide], hidden: [Bool], lengths: [Double?], spacing: Double, along axis: PlacementAxis,
        across: PlacementAxis, to recipe: inout ConstraintRecipe
    ) {
        var previous: LayoutGuide?
        var visibleBefore = false
        for (index, guide) in guides.enumerated() {
            if let previous {
                let gap = !hidden[index] && visibleBefore ? spacing : 0
                recipe.add(.gridSpacing, guide, axis.min, .equal, previous, axis.max, constant: gap)
            } else {
                recipe.add(.gridCanvas, guide, axis.min, .equal, self)
            }
            if hidden[index] {
                recipe.add(.gridHiding, guide, axis.length, constant: 0, priority: 1000)
            } else if let length = lengths[index] {
                recipe.add(.gridSize, guide, axis.length, constant: length, priority: 1000)
            } else {
                recipe.add(.gridFit, guide, axis.length, constant: 0, priority: Self.fitPriority(index))
            }
            recipe.add(.gridCanvas, guide, across.min, .equal, self)
            recipe.add(.gridCanvas, guide, across.max, .equal, self)
            visibleBefore = visibleBefore || !hidden[index]
            previous = guide
        }
        if let previous {
            recipe.add(.gridCanvas, self, axis.max, .equal, previous)
        } else {
            recipe.add(.gridFit, self, axis.length, constant: 0, priority: 49)
        }
    }

    /// One cell's content: placed in its area (its row and column guides, or a merged area's
    /// guide), or collapsed when the cell is covered by a merge or its rows or columns are hidden.
    private func addContent(
        _ content: View, of cell: Cell, column: Int, row: Int, baseline: (View, LayoutConstraint.Attribute)?,
        mergedUsed: inout Int, to recipe: inout ConstraintRecipe
    ) {
        let area = mergedAreas.first { $0.columns.contains(column) && $0.rows.contains(row) }
        let columnRange = area?.columns ?? column..<(column + 1)
        let rowRange = area?.rows ?? row..<(row + 1)
        let isHead = columnRange.lowerBound == column && rowRange.lowerBound == row
        let shown = columnRange.contains { !columns[$0].isHidden } && rowRange.contains { !rows[$0].isHidden }
        guard isHead, shown else { return addCollapse(of: content, column: column, row: row, to: &recipe) }
        let x = resolve(cell.xPlacement, columns[column].xPlacement, xPlacement)
        let y = resolve(cell.yPlacement, rows[row].yPlacement, yPlacement)
        let horizontalArea: LayoutItem
        let verticalArea: LayoutItem
        if area == nil {
            horizontalArea = columnGuides[column]
            verticalArea = rowGuides[row]
        } else {
            let guide = mergedGuide(mergedUsed)
            mergedUsed += 1
            recipe.add(.gridMerged, guide, .leading, .equal, columnGuides[columnRange.lowerBound])
            recipe.add(.gridMerged, guide, .trailing, .equal, columnGuides[columnRange.upperBound - 1])
            recipe.add(.gridMerged, guide, .top, .equal, rowGuides[rowRange.lowerBound])
            recipe.add(.gridMerged, guide, .bottom, .equal, rowGuides[rowRange.upperBound - 1])
            horizontalArea = guide
            verticalArea = guide
        }
        place(content, x, in: horizontalArea, along: .horizontal, to: &recipe)
        if let (first, attribute) = baseline, area == nil, y != .fill {
            // Inside the row, baselines equal to the first taking part; that first one's own
            // placement only decides where the group sits when the row is taller than the group
            // (at 49, below every row's fit, so rows stay as short as the group).
            recipe.place(content, in: verticalArea, along: .vertical, lowIsExact: false, highIsExact: false,
                         centered: false, names: .grid)
            if first !== content {
                recipe.add(.gridBaseline, content, attribute, .equal, first, attribute)
            } else if let edge = Self.placementAttribute(y, along: .vertical) {
                recipe.add(.gridBaseline, content, edge, .equal, verticalArea, priority: 49)
            }
        } else {
            place(content, y, in: verticalArea, along: .vertical, to: &recipe)
        }
    }

    /// For a row whose content lines up by baseline: the first cell's content that takes part
    /// (shown, not merged, not filling the row's height) and the baseline attribute.
    private func baselineAlignment(ofRow row: Int) -> (View, LayoutConstraint.Attribute)? {
        let alignment = rows[row].rowAlignment == .inherited ? rowAlignment : rows[row].rowAlignment
        let attribute: LayoutConstraint.Attribute
        switch alignment {
        case .firstBaseline: attribute = .firstBaseline
        case .lastBaseline: attribute = .lastBaseline
        case .none, .inherited: return nil
        }
        guard !rows[row].isHidden else { return nil }
        for (column, cell) in cells[row].enumerated() {
            guard let content = cell.contentView, !columns[column].isHidden,
                  !mergedAreas.contains(where: { $0.columns.contains(column) && $0.rows.contains(row) }),
                  resolve(cell.yPlacement, rows[row].yPlacement, yPlacement) != .fill
            else { continue }
            return (content, attribute)
        }
        return nil
    }

    /// The attribute a placement holds exactly along `axis` when only one edge or the centre
    /// counts (`nil` for fill and none).
    static func placementAttribute(_ placement: Placement, along axis: PlacementAxis) -> LayoutConstraint.Attribute? {
        switch placement {
        case .leading: axis.min
        case .trailing: axis.max
        case .center: axis.mid
        case .fill, .none, .inherited: nil
        }
    }

    /// The fit priority of row or column `index`: 50 − index × 10⁻⁴, at least 49.5. Each line
    /// is its own level, so when the grid is larger than its content, or a merged cell needs
    /// more room than its lines give, the later line grows first and the layout is never
    /// ambiguous (beyond 5,000 lines, the ones past 5,000 share the last level).
    static func fitPriority(_ index: Int) -> Float {
        max(49.5, 50 - Float(index) * 1e-4)
    }

    /// The first placement that is not ``Placement/inherited``.
    private func resolve(_ cell: Placement, _ line: Placement, _ grid: Placement) -> Placement {
        if cell != .inherited { return cell }
        if line != .inherited { return line }
        return grid == .inherited ? .leading : grid
    }

    private func place(
        _ content: View, _ placement: Placement, in area: LayoutItem, along axis: PlacementAxis,
        to recipe: inout ConstraintRecipe
    ) {
        recipe.place(
            content, in: area, along: axis, lowIsExact: placement == .fill || placement == .leading,
            highIsExact: placement == .fill || placement == .trailing, centered: placement == .center,
            names: .grid)
    }

    /// Content that is not shown: a zero-size point at its cell's top leading corner.
    private func addCollapse(of content: View, column: Int, row: Int, to recipe: inout ConstraintRecipe) {
        recipe.collapse(content, x: (columnGuides[column], .leading), y: (rowGuides[row], .top),
                        identifier: .gridHiding)
    }

    /// Grows a guide pool to `count` guides (rows and columns are only ever added).
    private func ensureGuides(_ guides: inout [LayoutGuide], count: Int, name: String) {
        while guides.count < count {
            let guide = LayoutGuide(name: name)
            addLayoutGuide(guide)
            guides.append(guide)
        }
    }

    /// The `index`-th merged-area guide, created on first use.
    private func mergedGuide(_ index: Int) -> LayoutGuide {
        while mergedGuides.count <= index {
            let guide = LayoutGuide(name: "TRELLIS-grid-merged")
            addLayoutGuide(guide)
            mergedGuides.append(guide)
        }
        return mergedGuides[index]
    }
}

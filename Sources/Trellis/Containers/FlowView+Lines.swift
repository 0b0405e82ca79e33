// Breaking the items into lines: greedy, in reading order, at the width of the last solve.

extension FlowView {
    /// Breaks items of the given widths into lines no wider than `available`: each line takes
    /// items while `x + spacing + width` fits, and an item that fits nowhere gets a line of its
    /// own. `nil` widths are hidden items, skipped. Returns the indices of each line's items.
    ///
    /// Greedy filling is what `UICollectionViewFlowLayout` and CSS flex-wrap do; a tolerance of
    /// 10⁻⁹ keeps an exact fit from wrapping through rounding.
    static func breakLines(widths: [Double?], available: Double, spacing: Double) -> [[Int]] {
        var lines: [[Int]] = []
        var current: [Int] = []
        var x = 0.0
        for (index, width) in widths.enumerated() {
            guard let width else { continue }
            if !current.isEmpty, x + spacing + width > available + 1e-9 {
                lines.append(current)
                current = []
            }
            x = current.isEmpty ? width : x + spacing + width
            current.append(index)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Re-breaks the lines at `width` (unbounded before the first solve), measuring the items
    /// first if needed; regenerates the constraints when the lines or the settings changed.
    /// Returns whether any constraint changed.
    @discardableResult
    func updateLines(width: Double?) -> Bool {
        let widths = measuredWidths ?? items.map { $0.measuredLength(along: .horizontal) }
        measuredWidths = widths
        let visible = zip(items, widths).map { item, width in item.isHidden ? nil : width }
        let newLines = Self.breakLines(widths: visible, available: width ?? .infinity, spacing: storedItemSpacing)
        wrapWidth = width
        guard needsLines || newLines != lines else { return false }
        lines = newLines
        needsLines = false
        return updateGeneratedConstraints()
    }
}

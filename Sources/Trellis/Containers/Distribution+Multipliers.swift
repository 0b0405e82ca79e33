extension Distribution {
    /// Fixed-size views with equal gaps, each placed by
    /// `view_i.center == m_i × container.center + c_i`: PureLayout's
    /// `autoDistributeViewsAlongAxis:alignedTo:withFixedSize:insetSpacing:` (spec §2.5, seed 002).
    ///
    /// With `n` views of size `s` and `i = 0…n−1`:
    /// - ``Ends/flush``: `m_i = 2i/(n−1)`, `c_i = (1 − m_i)·s/2` (first view flush with the
    ///   start, last flush with the end);
    /// - ``Ends/inset(_:)`` `e`: `m_i = 2i/(n−1)`, `c_i = (1 − m_i)·(s/2 + e)` (seed 002's margin form);
    /// - ``Ends/equalToGaps``: `m_i = (2i+2)/(n+1)`, `c_i = (m_i − 1)·s/2`, so the gaps and both
    ///   ends measure `(W − n·s)/(n+1)`.
    ///
    /// A single view is centred. Multipliers below ``minimumMultiplier`` are raised to it, as
    /// PureLayout does, which moves the first view of a flush row by `0.000005 × W`. Because the
    /// centre constraint scales with the container, the distribution follows every resize. In a
    /// right-to-left container the order is reversed (the first view is rightmost); the direction
    /// is read when the constraints are made. Also constrains each view's size to `size`.
    ///
    /// - Throws: ``LayoutError`` from ``LayoutConstraint/init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:fileID:line:)``
    ///   when a value is not finite.
    public static func equalGapsByMultipliers(
        _ views: [View], along axis: Axis, in container: View, size: Double, ends: Ends = .flush
    ) throws(LayoutError) -> [LayoutConstraint] {
        let attributes = AxisAttributes(axis)
        let reversed = axis == .horizontal && container.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let ordered = reversed ? Array(views.reversed()) : views
        let n = Double(ordered.count)
        var constraints = fixedSizes(ordered, axis, size)
        for (index, view) in ordered.enumerated() {
            let i = Double(index)
            let multiplier: Double
            let constant: Double
            switch ends {
            case .equalToGaps:
                multiplier = (2 * i + 2) / (n + 1)
                constant = (multiplier - 1) * size / 2
            case .flush, .inset:
                let inset = if case .inset(let value) = ends { value } else { 0.0 }
                multiplier = ordered.count == 1 ? 1 : 2 * i / (n - 1)
                constant = (1 - multiplier) * (size / 2 + inset)
            }
            let constraint = try LayoutConstraint.makeOrThrow(
                item: view, attribute: attributes.center, relatedBy: .equal,
                toItem: container, attribute: attributes.center,
                multiplier: max(multiplier, minimumMultiplier), constant: constant)
            constraints.append(constraint)
        }
        return constraints
    }
}

extension Distribution {
    /// Views with equal gaps and no spacer items: every gap is an
    /// ``LayoutXAxisAnchor/anchorWithOffset(to:)`` dimension (`previous.trailing` to
    /// `next.leading`) made equal to the first one.
    ///
    /// With ``Ends/flush`` the first view's start and the last view's end are pinned to the
    /// container; with ``Ends/inset(_:)`` they are pinned at that inset; with
    /// ``Ends/equalToGaps`` the two end offsets join the equal gaps. For `n` views of total size
    /// `S` in a container of extent `W` the gap is `(W − S)/(n−1)`, `(W − S − 2e)/(n−1)` or
    /// `(W − S)/(n+1)` respectively. A single view is centred in every mode.
    ///
    /// `size` fixes every view's size; `nil` leaves sizes to the views' own constraints and
    /// intrinsic sizes. Horizontal layouts use leading and trailing, so right-to-left reverses
    /// the order and follows direction changes.
    public static func equalGaps(
        _ views: [View], along axis: Axis, in container: View, size: Double? = nil, ends: Ends = .flush
    ) -> [LayoutConstraint] {
        guard let first = views.first, let last = views.last else { return [] }
        var constraints = fixedSizes(views, axis, size)
        var gaps: [LayoutDimension] = []
        for (previous, next) in zip(views, views.dropFirst()) {
            if let gap = Edge.end(of: previous, axis).offset(to: .start(of: next, axis)) { gaps.append(gap) }
        }
        let containerStart = Edge.start(of: container, axis), containerEnd = Edge.end(of: container, axis)
        let effectiveEnds: Ends = views.count == 1 ? .equalToGaps : ends
        switch effectiveEnds {
        case .equalToGaps:
            if let leadingGap = containerStart.offset(to: .start(of: first, axis)),
               let trailingGap = Edge.end(of: last, axis).offset(to: containerEnd) {
                gaps.insert(leadingGap, at: 0)
                gaps.append(trailingGap)
            }
        case .flush, .inset:
            let inset = if case .inset(let value) = ends { value } else { 0.0 }
            constraints += [
                Edge.start(of: first, axis).equal(containerStart, constant: inset),
                containerEnd.equal(.end(of: last, axis), constant: inset),
            ].compactMap { $0 }
        }
        if let reference = gaps.first {
            constraints += gaps.dropFirst().map { $0.constraint(equalTo: reference) }
        }
        return constraints
    }
}

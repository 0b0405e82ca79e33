extension Distribution {
    /// Views of equal size with a fixed gap between them: PureLayout's
    /// `autoDistributeViewsAlongAxis:alignedTo:withFixedSpacing:insetSpacing:matchedSizes:`.
    ///
    /// Chains `next.start == previous.end + spacing`, pins the first and last views to the
    /// container (inset by `spacing` for ``Ends/equalToGaps``, by `e` for ``Ends/inset(_:)``,
    /// not at all for ``Ends/flush``) and makes every size equal to the first view's. For `n`
    /// views in an extent `W` each view measures `(W − (n−1)·spacing − 2·inset)/n`.
    /// Right-to-left reverses the order (leading and trailing).
    public static func equalSizes(
        _ views: [View], along axis: Axis, in container: View, spacing: Double, ends: Ends = .flush
    ) -> [LayoutConstraint] {
        guard let first = views.first, let last = views.last else { return [] }
        let inset: Double = switch ends {
        case .flush: 0
        case .equalToGaps: spacing
        case .inset(let value): value
        }
        var constraints = [
            Edge.start(of: first, axis).equal(.start(of: container, axis), constant: inset),
            Edge.end(of: container, axis).equal(.end(of: last, axis), constant: inset),
        ].compactMap { $0 }
        for (previous, next) in zip(views, views.dropFirst()) {
            if let chain = Edge.start(of: next, axis).equal(.end(of: previous, axis), constant: spacing) {
                constraints.append(chain)
            }
            constraints.append(size(of: next, axis).constraint(equalTo: size(of: first, axis)))
        }
        return constraints
    }
}

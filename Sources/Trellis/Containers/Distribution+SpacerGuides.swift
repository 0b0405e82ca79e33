/// The layout guides ``Distribution/equalGapsWithSpacerGuides(_:along:in:size:ends:)`` added to
/// the container, and the constraints that place them.
public struct SpacerGuides {
    /// The spacers in order: one per gap, plus one at each end for ``Distribution/Ends/equalToGaps``.
    public let guides: [LayoutGuide]
    /// The constraints, not yet active.
    public let constraints: [LayoutConstraint]
}

extension Distribution {
    /// Views with equal gaps made by spacer ``LayoutGuide``s instead of spacer views (seed 003's
    /// `Space1`, `Space2`): each guide spans one gap and all guides have equal sizes.
    ///
    /// The guides are added to `container` (named `spacer1`, `spacer2`, …) and given a zero
    /// extent on the other axis at the container's start, so nothing is ambiguous. Ends and
    /// sizes behave as in ``equalGaps(_:along:in:size:ends:)``, which gives the same frames
    /// without any guide.
    public static func equalGapsWithSpacerGuides(
        _ views: [View], along axis: Axis, in container: View, size: Double? = nil, ends: Ends = .flush
    ) -> SpacerGuides {
        guard let first = views.first, let last = views.last else { return SpacerGuides(guides: [], constraints: []) }
        var constraints = fixedSizes(views, axis, size)
        var guides: [LayoutGuide] = []
        func spacer(from start: Edge, to end: Edge) {
            let guide = LayoutGuide(name: "spacer\(guides.count + 1)")
            container.addLayoutGuide(guide)
            guides.append(guide)
            constraints += [Edge.start(of: guide, axis).equal(start), end.equal(.end(of: guide, axis))].compactMap { $0 }
            let cross: Axis = axis == .horizontal ? .vertical : .horizontal
            constraints += [Edge.start(of: guide, cross).equal(.start(of: container, cross))].compactMap { $0 }
            constraints.append(Distribution.size(of: guide, cross).constraint(equalToConstant: 0))
        }
        let containerStart = Edge.start(of: container, axis), containerEnd = Edge.end(of: container, axis)
        let effectiveEnds: Ends = views.count == 1 ? .equalToGaps : ends
        if effectiveEnds == .equalToGaps { spacer(from: containerStart, to: .start(of: first, axis)) }
        for (previous, next) in zip(views, views.dropFirst()) {
            spacer(from: .end(of: previous, axis), to: .start(of: next, axis))
        }
        switch effectiveEnds {
        case .equalToGaps:
            spacer(from: .end(of: last, axis), to: containerEnd)
        case .flush, .inset:
            let inset = if case .inset(let value) = ends { value } else { 0.0 }
            constraints += [
                Edge.start(of: first, axis).equal(containerStart, constant: inset),
                containerEnd.equal(.end(of: last, axis), constant: inset),
            ].compactMap { $0 }
        }
        if let reference = guides.first {
            let referenceSize = Distribution.size(of: reference, axis)
            constraints += guides.dropFirst().map { Distribution.size(of: $0, axis).constraint(equalTo: referenceSize) }
        }
        return SpacerGuides(guides: guides, constraints: constraints)
    }
}

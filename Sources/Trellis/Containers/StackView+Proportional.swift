// `.fillProportionally` (spec §1.4), as UIKit computes it.

extension StackView {
    /// Whether the generated constraints hold numbers measured from the items' content (the
    /// proportional multipliers), so that a content change must regenerate them.
    var measuresItems: Bool { distribution.measuresItems }
}

extension StackView.Distribution {
    /// Whether a stack of this distribution measures its items (see `StackView.measuresItems`).
    var measuresItems: Bool { self == .fillProportionally || self == .fillProportionallyExact }
}

extension View {
    /// Marks every proportional stack and every flow above this view: an intrinsic size anywhere in an
    /// item's subtree can change the length the container measured for that item.
    func markMeasuringStacks() {
        var current = superview
        while let view = current {
            if let stack = view as? StackView, stack.measuresItems { stack.setNeedsArrangement() }
            if let flow = view as? FlowView { flow.setNeedsMeasuring() }
            current = view.superview
        }
    }
}

extension View {
    /// The length this view asks for along `axis` as an item of a container that measures its
    /// items (a proportional stack, a flow): its unwrapped intrinsic length
    /// (``unwrappedIntrinsicSize``), else the compressed fitting size of a view with subviews (a
    /// nested stack), else 0.
    ///
    /// `ignoring` holds the constraints the measuring container generated on this view (a
    /// hidden item's zero length, an unmeasured item's `len == 0`): they are the container's,
    /// not the view's content, and fitting with them would measure the container's last answer
    /// (an empty nested stack that gains an item would stay 0 long).
    func measuredLength(along axis: Axis, ignoring: Set<ObjectIdentifier> = []) -> Double {
        let size = unwrappedIntrinsicSize
        let intrinsic = axis == .horizontal ? size.width : size.height
        if intrinsic >= 0 { return intrinsic }
        guard !subviews.isEmpty else { return 0 }
        let fitted = fittingSizeOrCurrent(
            View.layoutFittingCompressedSize, .fittingSizeLevel, .fittingSizeLevel, ignoring: ignoring)
        let length = axis == .horizontal ? fitted.width : fitted.height
        return length.isFinite ? length : 0
    }

    /// The intrinsic size a layout starts from: a multi-line label of automatic width unwrapped
    /// (the engine's and the fitting size's first pass), else ``intrinsicContentSize``. A label's
    /// intrinsic size is wrapped at the width its last layout gave it, so measuring that would
    /// make a proportional share depend on the layout before (the text that was there before).
    var unwrappedIntrinsicSize: Size {
        guard let label = self as? Label, label.needsTwoPassLayout else { return intrinsicContentSize }
        return label.textLayout(maxWidth: .infinity).size
    }
}

extension StackView {
    /// The generated constraints installed on the items themselves (one-item constraints), left
    /// out when an item is measured (see ``View/measuredLength(along:ignoring:)``).
    var constraintsOnItems: Set<ObjectIdentifier> {
        guard arrangedSubviews.contains(where: { !$0.subviews.isEmpty }) else { return [] }
        return Set(generatedList.lazy.filter { $0.secondItem == nil }.map { ObjectIdentifier($0) })
    }
}

extension StackView {
    /// `UISV-fill-proportionally`: `item.len == (P / D) × canvas.len` at `max(999 − index, 751)`
    /// (required when the multiplier is 1; `item.len == 0` for an item without length), where
    /// `D` sums the visible lengths and `spacing × (visible − 1)`: custom spacings do not count,
    /// so with spacing the last visible item absorbs the error, as in UIKit. Falls back to
    /// `.fillEqually` when `D ≤ max(spacing × (count − 1), 1)`.
    func addFillProportionally(to recipe: inout some ConstraintSink, canvas: LayoutItem) {
        let items = arrangedSubviews
        let visibleCount = items.filter { !$0.isHidden }.count
        let base = spacingInPoints
        var lengths: [Double] = []
        var denominator = base * Double(max(visibleCount - 1, 0))
        let generated = constraintsOnItems
        for item in items {
            let length = item.isHidden ? 0 : item.measuredLength(along: axis, ignoring: generated)
            lengths.append(length)
            if length > 0 { denominator += length }
        }
        guard denominator > max(base * Double(max(items.count - 1, 0)), 1) else {
            return addFillEqually(to: &recipe, items.filter { !$0.isHidden })
        }
        for (index, item) in items.enumerated() where !item.isHidden {
            let length = lengths[index]
            if length <= 0 {
                recipe.add(.fillProportionally, item, lengthAttribute, constant: 0, priority: 1000)
                continue
            }
            let multiplier = length / denominator
            let priority: Float = multiplier == 1 ? 1000 : Float(max(999 - index, 751))
            recipe.add(.fillProportionally, item, lengthAttribute, .equal, canvas, lengthAttribute,
                       multiplier: multiplier, priority: priority)
        }
    }
}

extension StackView {
    /// The corrected proportional mode (`TRELLIS-fill-proportionally-exact`): with `G` the sum of
    /// the actual gaps between visible items, `item.len == (P / ΣP) × canvas.len − (P / ΣP) × G`
    /// at `max(999 − index, 751)`, consistent with the spacing chain at every length. Items
    /// without a length get `len == 0` (required); with no positive length it fills equally.
    func addFillProportionallyExact(to recipe: inout some ConstraintSink, canvas: LayoutItem) {
        let visible = arrangedSubviews.enumerated().filter { !$0.element.isHidden }
        let generated = constraintsOnItems
        let lengths = visible.map { $0.element.measuredLength(along: axis, ignoring: generated) }
        let total = lengths.filter { $0 > 0 }.reduce(0, +)
        guard total > 0 else { return addFillEqually(to: &recipe, visible.map(\.element)) }
        var gaps = 0.0
        for (previous, _) in zip(visible, visible.dropFirst()) {
            gaps += points(of: spacing(after: previous.element))
        }
        for ((index, item), length) in zip(visible, lengths) {
            guard length > 0 else {
                recipe.add(.fillProportionallyExact, item, lengthAttribute, constant: 0, priority: 1000)
                continue
            }
            let share = length / total
            recipe.add(.fillProportionallyExact, item, lengthAttribute, .equal, canvas, lengthAttribute,
                       multiplier: share, constant: -share * gaps, priority: share == 1 ? 1000 : Float(max(999 - index, 751)))
        }
    }
}

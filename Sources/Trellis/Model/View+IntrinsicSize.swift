// Intrinsic content size and the priorities that turn it into constraints.

extension View {
    /// The view's natural size, or ``View/noIntrinsicMetric`` (−1) on an axis without one.
    ///
    /// On each axis with a natural size the engine adds two constraints: `size <= intrinsic` at
    /// the content-hugging priority (default 250) and `size >= intrinsic` at the
    /// compression-resistance priority (default 750). Setting a new value re-solves only those
    /// constraints at the next layout. A non-finite or negative value (other than −1) keeps the
    /// previous size and records a ``LayoutError`` in ``Window/diagnostics``.
    ///
    /// ```swift
    /// let badge = View(name: "badge")
    /// badge.intrinsicContentSize = Size(width: 40, height: View.noIntrinsicMetric)  // width only
    /// ```
    public var intrinsicContentSize: Size {
        get { storedIntrinsicContentSize }
        set {
            for value in [newValue.width, newValue.height] {
                guard value.isFinite else {
                    recordDiagnostic(.nonFiniteValue("The intrinsic content size \(newValue) of `\(name)`"))
                    return
                }
                guard value >= 0 || value == View.noIntrinsicMetric else {
                    recordDiagnostic(.negativeSize("The intrinsic content size \(newValue) of `\(name)`"))
                    return
                }
            }
            storedIntrinsicContentSize = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Tells the engine to read ``intrinsicContentSize`` again at the next layout.
    public func invalidateIntrinsicContentSize() {
        window?.engine.intrinsicContentSizeDidChange(of: self)
        markMeasuringStacks()
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (default 250).
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    ///
    /// A priority outside `(0, 1000]` keeps the previous one and records a ``LayoutError``.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        guard priority.isValid else {
            recordDiagnostic(.invalidPriority("the \(axis) content hugging of `\(name)`", priority.rawValue))
            return
        }
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    ///
    /// A priority outside `(0, 1000]` keeps the previous one and records a ``LayoutError``.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        guard priority.isValid else {
            recordDiagnostic(.invalidPriority("the \(axis) compression resistance of `\(name)`", priority.rawValue))
            return
        }
        if axis == .horizontal {
            compressionPriorities.horizontal = priority
        } else {
            compressionPriorities.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }
}

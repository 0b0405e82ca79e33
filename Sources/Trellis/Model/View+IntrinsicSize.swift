// Intrinsic content size and the priorities that turn it into constraints.

/// Lets plain views be given an intrinsic size by assignment, while subclasses override
/// ``View/intrinsicContentSize`` read-only, as UIKit code does.
///
/// Swift does not let a read-only override replace a settable property, so ``View`` declares
/// ``View/intrinsicContentSize`` read-only (`open`) and this protocol, which only `View`
/// adopts, adds the setter: reading picks the class's property (and any override), assigning
/// picks this one. You never name the protocol.
///
/// ```swift
/// let badge = View(name: "badge")
/// badge.intrinsicContentSize = Size(width: 40, height: View.noIntrinsicMetric)  // width only
/// ```
public protocol SettableIntrinsicContentSize: View {}

extension View: SettableIntrinsicContentSize {}

extension SettableIntrinsicContentSize {
    /// The view's natural size; assigning stores a fixed size that a view which does not
    /// override ``View/intrinsicContentSize`` reports.
    ///
    /// Setting a new value re-solves only the view's intrinsic-size constraints at the next
    /// layout. A non-finite or negative value (other than −1) keeps the previous size and records
    /// a ``LayoutError`` in ``Window/diagnostics``; so does assigning to a view whose class
    /// overrides the getter (the value would be ignored).
    ///
    /// ```swift
    /// let badge = View(name: "badge")
    /// badge.intrinsicContentSize = Size(width: 40, height: View.noIntrinsicMetric)  // width only
    /// ```
    public var intrinsicContentSize: Size {
        get { (self as View).intrinsicContentSize }
        set { setFixedIntrinsicContentSize(newValue) }
    }
}

extension View {
    /// Stores `size` as the size a view without an override reports, after checking it.
    func setFixedIntrinsicContentSize(_ size: Size) {
        if let error = Self.intrinsicSizeError(size, of: name) {
            recordDiagnostic(error)
            return
        }
        storedIntrinsicContentSize = size
        invalidateIntrinsicContentSize()
        if (self as View).intrinsicContentSize != size {
            recordDiagnostic(.intrinsicContentSizeOverridden(view: name))
        }
    }

    /// The error for an intrinsic size with a non-finite or negative (other than −1) side.
    static func intrinsicSizeError(_ size: Size, of name: String) -> LayoutError? {
        for value in [size.width, size.height] {
            guard value.isFinite else { return .nonFiniteValue("The intrinsic content size \(size) of `\(name)`") }
            guard value >= 0 || value == View.noIntrinsicMetric else {
                return .negativeSize("The intrinsic content size \(size) of `\(name)`")
            }
        }
        return nil
    }

    /// Tells the engine to read ``intrinsicContentSize`` again at the next layout.
    public func invalidateIntrinsicContentSize() {
        guard let engine = window?.engine else { return markMeasuringStacks() }
        engine.intrinsicContentSizeDidChange(of: self)
        // A subclass's alignment insets are read again too (see ``alignmentRectInsets``).
        if observesLayoutCycle { engine.alignmentInsetsMayHaveChanged(of: self) }
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

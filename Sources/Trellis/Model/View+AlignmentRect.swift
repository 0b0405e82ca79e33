// Alignment rectangles (UIKit's `alignmentRectInsets`): a view's four variables are its
// alignment rectangle in its superview's bounds, and its frame is that rectangle outset by the
// insets. Lowering reads the insets of the views it passes (`LayoutEngine+Lowering.swift`), the
// engine the insets of the views whose frames it hands out (`LayoutEngine+AlignmentInsets.swift`).

extension View {
    /// The alignment rectangle of a view whose frame is `frame`: the frame inset by
    /// ``alignmentRectInsets``. UIKit's `alignmentRect(forFrame:)`, not overridable here: the
    /// engine uses the insets.
    ///
    /// ```swift
    /// button.alignmentRect(forFrame: button.frame)  // where constraints placed it
    /// ```
    public func alignmentRect(forFrame frame: Rect) -> Rect {
        guard let insets = layoutAlignmentInsets else { return frame }
        return Rect(
            x: frame.origin.x + insets.left, y: frame.origin.y + insets.top,
            width: frame.size.width - insets.left - insets.right,
            height: frame.size.height - insets.top - insets.bottom)
    }

    /// The frame of a view whose alignment rectangle is `alignmentRect`: the rectangle outset by
    /// ``alignmentRectInsets``. UIKit's `frame(forAlignmentRect:)`.
    public func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
        guard let insets = layoutAlignmentInsets else { return alignmentRect }
        return alignmentRect.outset(by: insets)
    }

    /// The insets the layout applies: ``alignmentRectInsets`` of a view of a subclass (Trellis's
    /// own views have none) when they are finite and not all zero, else `nil`.
    var layoutAlignmentInsets: EdgeInsets? {
        guard observesLayoutCycle else { return nil }
        let insets = alignmentRectInsets
        guard insets != .zero, insets.isFinite else { return nil }
        return insets
    }
}

extension EdgeInsets {
    /// Whether every inset is finite.
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

extension Rect {
    /// The rectangle grown by `insets` on each side.
    func outset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x - insets.left, y: origin.y - insets.top,
            width: size.width + insets.left + insets.right,
            height: size.height + insets.top + insets.bottom)
    }
}

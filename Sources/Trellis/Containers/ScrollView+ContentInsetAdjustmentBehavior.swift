extension ScrollView {
    /// Which edges of the safe area ``ScrollView/adjustedContentInset`` adds to the content inset
    /// (`UIScrollView.ContentInsetAdjustmentBehavior`, same raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable, CaseIterable {
        /// Like ``scrollableAxes``. (UIKit also always adjusts the top and bottom inside a
        /// navigation or tab bar controller; there are no view controllers here.)
        case automatic = 0
        /// The top and bottom safe area when the content is taller than the frame (or
        /// ``ScrollView/alwaysBounceVertical``); the left and right likewise with widths.
        case scrollableAxes = 1
        /// No safe area: ``ScrollView/adjustedContentInset`` is ``ScrollView/contentInset``.
        case never = 2
        /// The whole safe area, on every edge.
        case always = 3
    }

    /// ``contentInset`` plus the part of ``View/safeAreaInsets`` chosen by
    /// ``contentInsetAdjustmentBehavior``, as of the last layout.
    ///
    /// ```swift
    /// // window.safeAreaInsets.top 44, content taller than the frame, behaviour .automatic
    /// scroll.adjustedContentInset.top   // contentInset.top + 44
    /// ```
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let size = bounds.size
        let content = contentSize
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            vertical = false
            horizontal = false
        case .always:
            vertical = true
            horizontal = true
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || content.height > size.height
            horizontal = alwaysBounceHorizontal || content.width > size.width
        }
        return EdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0),
            left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }
}

// The safe area (spec §4.2): the window's safe-area insets are an input; every other view's are
// the part of the view the window's unsafe edges cover.

extension View {
    /// A guide covering the part of this view inside the window's safe area.
    ///
    /// Its frame is in this view's coordinates; its edges are the view's edges inset by
    /// ``safeAreaInsets``. When the window's safe area or this view's frame changes, the guide's
    /// constraints move their constants at the next layout (no rebuild).
    ///
    /// ```swift
    /// header.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor)
    /// ```
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }

    /// The overlap of this view with the window's unsafe edges.
    var computedSafeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        let outer = window.safeAreaInsets
        if self === window { return outer }
        let frame = frameInWindow
        let size = window.size
        func clamp(_ value: Double, _ extent: Double) -> Double { max(0, min(value, extent)) }
        return EdgeInsets(
            top: clamp(outer.top - frame.origin.y, frame.size.height),
            left: clamp(outer.left - frame.origin.x, frame.size.width),
            bottom: clamp(frame.origin.y + frame.size.height - (size.height - outer.bottom), frame.size.height),
            right: clamp(frame.origin.x + frame.size.width - (size.width - outer.right), frame.size.width))
    }
}

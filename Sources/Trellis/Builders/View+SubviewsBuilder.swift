// A view hierarchy that reads top to bottom: `window.addSubviews { card { image; title } }`.

extension View {
    /// Adds the views of a block as subviews, in order, with `if` and `for` as in a stack's
    /// builder (``ArrangedSubviewsBuilder``).
    ///
    /// ```swift
    /// window.addSubviews {
    ///     card {
    ///         image
    ///         StackView(axis: .vertical, spacing: 4) { title; body }
    ///     }
    ///     if showsFooter { footer }
    /// }
    /// ```
    ///
    /// Each view goes through ``addSubview(_:)``, so a view that cannot be added (the view
    /// itself or one of its ancestors) is skipped with a diagnostic, as there.
    public func addSubviews(@ArrangedSubviewsBuilder _ content: () -> [View]) {
        for view in content() { adopt(view) }
    }

    /// `card { image; title }`: adds the views of the block and returns this view, so a
    /// hierarchy nests inside ``addSubviews(_:)`` and stack builders.
    ///
    /// On a ``StackView`` the views become arranged subviews (``StackView/addArrangedSubview(_:)``),
    /// the same as the stack's own builder; on an ``OverlayView`` they become layers that fill it
    /// (``OverlayView/addLayer(_:placement:)``), on a ``FlowView`` items (``FlowView/addItem(_:)``);
    /// on any other view (a ``GridView`` too: give it rows) they become subviews.
    @discardableResult
    public func callAsFunction(@ArrangedSubviewsBuilder _ content: () -> [View]) -> Self {
        for view in content() { adopt(view) }
        return self
    }

    /// Adds `view` the way this kind of container takes children: a stack arranges it, an
    /// overlay layers it, a flow wraps it. (A dynamic check rather than an override: the
    /// builder lives apart from the classes, and this runs once per view built, never at
    /// layout time.)
    private func adopt(_ view: View) {
        if let stack = self as? StackView {
            stack.addArrangedSubview(view)
        } else if let overlay = self as? OverlayView {
            overlay.addLayer(view)
        } else if let flow = self as? FlowView {
            flow.addItem(view)
        } else {
            addSubview(view)
        }
    }
}

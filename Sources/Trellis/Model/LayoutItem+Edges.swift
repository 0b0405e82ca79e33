// Pinning all four edges: the most common group of constraints, written once.

extension LayoutItem {
    /// Four constraints that hold this item's leading, trailing, top and bottom edges to
    /// `other`'s, inset by `insets` (positive insets move the edges inwards). Not activated.
    ///
    /// ```swift
    /// LayoutConstraint.activate(list.constraintsPinningEdges(to: window))
    /// LayoutConstraint.activate(card.constraintsPinningEdges(
    ///     to: window.safeAreaLayoutGuide, insets: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)))
    /// ```
    ///
    /// Each constraint names the caller's file and line, like one written with anchors.
    public func constraintsPinningEdges(
        to other: LayoutItem, insets: DirectionalEdgeInsets = .zero, fileID: String = #fileID, line: Int = #line
    ) -> [LayoutConstraint] {
        [
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.leading, fileID: fileID, line: line),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets.trailing, fileID: fileID, line: line),
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top, fileID: fileID, line: line),
            bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets.bottom, fileID: fileID, line: line),
        ]
    }
}

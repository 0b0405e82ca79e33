// UIKit's `viewWithTag(_:)`: a view found by a number the app gave it.

extension View {
    /// The first view with ``tag`` equal to `tag` among this view and the views inside it, or
    /// `nil`, as UIKit's `viewWithTag(_:)`. The search is depth first: the view itself, then
    /// each subview's subtree in subview order (back to front), the order UIKit's walk takes
    /// (its documentation says only that it searches the view and its subviews).
    ///
    /// ```swift
    /// let title = Label("Title", name: "title")
    /// title.tag = 1
    /// card.addSubview(title)
    /// (card.viewWithTag(1) as? Label)?.text = "New title"
    /// ```
    ///
    /// - Complexity: O(n) for the n views inside this one.
    public func viewWithTag(_ tag: Int) -> View? {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }
}

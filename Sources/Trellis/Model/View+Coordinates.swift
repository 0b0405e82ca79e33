// Converting points and rectangles between views' coordinate systems, as UIKit's
// `convert(_:to:)` and `convert(_:from:)`: each view's system is its bounds (its frame's size
// at its bounds origin, a scroll view's content offset). Frames are the last layout's.

extension View {
    /// `point`, given in this view's bounds, in `view`'s bounds: UIKit's `convert(_:to:)`.
    ///
    /// With `nil`, in the window's coordinates (the root's, for a view outside a window). Views
    /// of two different hierarchies convert as if their roots were at the same place.
    ///
    /// ```swift
    /// let tip = button.convert(Point(x: button.bounds.size.width / 2, y: 0), to: self)
    /// ```
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = point + offsetToRoot
        guard let view else { return inRoot }
        return inRoot - view.offsetToRoot
    }

    /// `point`, given in `view`'s bounds (the window's, for `nil`), in this view's bounds:
    /// UIKit's `convert(_:from:)`.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view.map { point + $0.offsetToRoot } ?? point
        return inRoot - offsetToRoot
    }

    /// `rect`, given in this view's bounds, in `view`'s bounds (the window's, for `nil`): its
    /// origin converted, its size kept. UIKit's `convert(_:to:)`.
    ///
    /// ```swift
    /// let field = passwordField.convert(passwordField.bounds, to: scrollView)
    /// scrollView.scrollRectToVisible(field)
    /// ```
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in `view`'s bounds (the window's, for `nil`), in this view's bounds:
    /// UIKit's `convert(_:from:)`.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// What takes a point in this view's bounds to its root's: each view's frame origin minus its
    /// bounds origin, summed up to (not including) the root.
    ///
    /// - Complexity: O(*d*) for a view at depth *d*.
    private var offsetToRoot: Point {
        var offset = Point(x: 0, y: 0)
        var current: View = self
        while let parent = current.superview {
            let origin = current.frame.origin
            let shift = current.boundsOrigin
            offset.x += origin.x - shift.x
            offset.y += origin.y - shift.y
            current = parent
        }
        return offset
    }
}

extension Point {
    fileprivate static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    fileprivate static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
}

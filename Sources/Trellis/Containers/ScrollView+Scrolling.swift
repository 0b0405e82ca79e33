// The valid offsets and programmatic scrolling (spec §7). With adjusted insets a and content
// size c in a frame of size b:
//     minimum = (−a.left, −a.top)
//     maximum = (max(minimum.x, c.width + a.right − b.width), max(minimum.y, c.height + a.bottom − b.height))

extension ScrollView {
    /// The smallest valid ``contentOffset``: `(−adjustedContentInset.left, −adjustedContentInset.top)`.
    public var minimumContentOffset: Point {
        let inset = adjustedContentInset
        return Point(x: -inset.left, y: -inset.top)
    }

    /// The largest valid ``contentOffset``: the content's far edge plus the far inset at the
    /// frame's far edge, never below ``minimumContentOffset``.
    public var maximumContentOffset: Point {
        let inset = adjustedContentInset
        let minimum = minimumContentOffset
        let content = contentSize
        let size = bounds.size
        return Point(
            x: max(minimum.x, content.width + inset.right - size.width),
            y: max(minimum.y, content.height + inset.bottom - size.height))
    }

    /// Whether the content can move along `axis`: the valid offsets span more than one point.
    public func isScrollable(along axis: Axis) -> Bool {
        switch axis {
        case .horizontal: maximumContentOffset.x > minimumContentOffset.x
        case .vertical: maximumContentOffset.y > minimumContentOffset.y
        }
    }

    /// ``contentOffset`` clamped to the valid range.
    public func clampedContentOffset(_ offset: Point) -> Point {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        return Point(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// Scrolls the least distance that shows `rect` (in the scroll view's coordinates, the
    /// content's) inside the area not covered by ``adjustedContentInset``, staying within the
    /// valid offsets; does nothing when it is already visible. A rect larger than the visible
    /// area is aligned at its top (left) edge. Call ``View/layoutIfNeeded()`` to move the frames.
    ///
    /// ```swift
    /// scroll.contentInset.bottom = scroll.keyboardOverlap
    /// window.layoutIfNeeded()
    /// scroll.scrollRectToVisible(field.frame)
    /// ```
    public func scrollRectToVisible(_ rect: Rect) {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard values.allSatisfy(\.isFinite) else {
            recordDiagnostic(.nonFiniteValue("The rect \(rect) scrolled to in `\(name)`"))
            return
        }
        let inset = adjustedContentInset
        let size = bounds.size
        let offset = contentOffset
        func axis(_ current: Double, _ low: Double, _ high: Double, _ near: Double, _ far: Double, _ extent: Double)
            -> Double
        {
            let visibleLow = current + near
            let visibleHigh = current + extent - far
            if low < visibleLow || high - low > visibleHigh - visibleLow { return low - near }
            if high > visibleHigh { return high - (extent - far) }
            return current
        }
        let target = Point(
            x: axis(offset.x, rect.minX, rect.maxX, inset.left, inset.right, size.width),
            y: axis(offset.y, rect.minY, rect.maxY, inset.top, inset.bottom, size.height))
        guard target != offset else { return }
        contentOffset = clampedContentOffset(target)
    }
}

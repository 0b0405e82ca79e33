// The last guard of "every number handed out is finite": when recovering from an overflow
// failed (the failure is in the window's diagnostics), a frame read hands out 0 for each part
// that is not finite rather than `inf` or `nan`.

extension Size {
    /// The size with 0 for each part that is not finite.
    func replacingNonFinite() -> Size {
        Size(width: width.isFinite ? width : 0, height: height.isFinite ? height : 0)
    }
}

extension Rect {
    /// The rectangle with 0 for each part that is not finite.
    func replacingNonFinite() -> Rect {
        let origin = Point(x: origin.x.isFinite ? origin.x : 0, y: origin.y.isFinite ? origin.y : 0)
        return Rect(origin: origin, size: size.replacingNonFinite())
    }
}

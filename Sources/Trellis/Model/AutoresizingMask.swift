/// Which parts of a view's frame stretch when its superview's size changes: UIKit's
/// `UIView.AutoresizingMask`, used when ``View/translatesAutoresizingMaskIntoConstraints`` is
/// `true`.
///
/// On each axis the frame is three parts: the margin before the view, its size, and the
/// margin after it. The flexible parts share a change of the superview's size in proportion to
/// their lengths (equally when all are 0); the others keep their lengths. No flexible part on
/// an axis makes the far margin flexible, as UIKit does (`h=--&`).
///
/// ```swift
/// banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]   // h=-&- v=--&
/// ```
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a mask from UIKit's raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The flexible parts of one axis (before, size, after), with the far margin flexible when
    /// none is.
    func flexibility(_ axis: Axis) -> (before: Bool, size: Bool, after: Bool) {
        let parts: (AutoresizingMask, AutoresizingMask, AutoresizingMask) = axis == .horizontal
            ? (.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
            : (.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
        let flexible = (contains(parts.0), contains(parts.1), contains(parts.2))
        return flexible.0 || flexible.1 || flexible.2 ? flexible : (false, false, true)
    }

    /// UIKit's notation, `h=--& v=--&`: `-` a fixed part, `&` a flexible one.
    var notation: String {
        func axis(_ axis: Axis) -> String {
            let parts = flexibility(axis)
            return [parts.before, parts.size, parts.after].map { $0 ? "&" : "-" }.joined()
        }
        return "h=\(axis(.horizontal)) v=\(axis(.vertical))"
    }
}

/// A view's autoresizing settings and the constraints they generate.
struct AutoresizingState {
    var translates = false
    var mask: AutoresizingMask = []
    /// The frame last set (superview coordinates); `nil` until one is.
    var frame: Rect?
    var constraints: [LayoutConstraint] = []
}

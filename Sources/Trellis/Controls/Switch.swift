/// An on/off switch: Trellis's `UISwitch`.
///
/// UIKit draws a switch at 51 × 31 points whatever its frame (iOS 7 and later), so its
/// ``View/intrinsicContentSize`` is 51 × 31 and it hugs at 750 on both axes: a stack or a
/// row of constraints does not stretch it. Compression resistance is 750.
///
/// ```swift
/// let toggle = Switch(name: "notifications")
/// toggle.intrinsicContentSize   // 51 × 31
/// ```
open class Switch: View {
    /// UIKit's switch size, 51 × 31 points.
    public static let standardSize = Size(width: 51, height: 31)

    /// Whether the switch is on (default `false`); it does not change the size.
    public var isOn = false

    /// Creates a switch.
    public override init(name: String = "switch") {
        super.init(name: name)
        setContentHuggingPriorities(.defaultHigh)
        setComputedIntrinsicContentSize(Switch.standardSize)
    }

    /// 51 × 31, whatever is asked.
    open override func sizeThatFits(_ size: Size) -> Size { Switch.standardSize }
}

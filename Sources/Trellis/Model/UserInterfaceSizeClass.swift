/// The horizontal size class of a window, like `UIUserInterfaceSizeClass`: it chooses the
/// window's minimum leading and trailing margins.
///
/// Trellis never infers it from the width (an iPhone Plus in landscape is regular, an iPad in
/// split view may be compact); give it to ``Window/init(size:safeAreaInsets:layoutDirection:horizontalSizeClass:name:)``.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    /// Most iPhones, and iPads in narrow split views: 16 pt minimum margins.
    case compact
    /// iPads and large iPhones in landscape: 20 pt minimum margins.
    case regular

    /// The system minimum leading and trailing margin of a view controller's root view.
    var minimumHorizontalMargin: Double {
        switch self {
        case .compact: 16
        case .regular: 20
        }
    }
}

extension UserInterfaceSizeClass: CustomStringConvertible {
    /// `compact` or `regular`.
    public var description: String {
        switch self {
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}

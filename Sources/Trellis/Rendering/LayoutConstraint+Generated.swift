extension LayoutConstraint {
    /// The identifier prefixes of the constraints Trellis makes itself, as UIKit names them:
    /// stack views (`UISV-spacing`), margins (`UIView-leftMargin-guide-constraint`), list rows
    /// (`UIView-Encapsulated-Layout-Height`), the safe-area, readable-content and keyboard guides,
    /// scroll views' guides, list views' content, collapse-on-hide.
    static let generatedPrefixes = [
        "UISV-", "UIView-", "UIViewSafeAreaLayoutGuide-", "UIViewReadableContentGuide-",
        "UIViewKeyboardLayoutGuide-", "UIScrollView-", "ListView-", "TRELLIS-",
    ]

    /// Whether Trellis made this constraint itself rather than the program: it carries one of
    /// Trellis's identifiers and was created inside the `Trellis` module (so a program's own
    /// constraint called `UISV-spacing` still counts as the program's). Pictures leave these out
    /// unless asked; the inspector marks them `generated`.
    var isGenerated: Bool {
        guard fileID.isEmpty || fileID.hasPrefix("Trellis/"), let identifier else { return false }
        return Self.generatedPrefixes.contains { identifier.hasPrefix($0) }
    }
}

extension LayoutConstraint {
    /// Options for ``constraints(withVisualFormat:options:metrics:views:fileID:line:)``, like
    /// `NSLayoutConstraint.FormatOptions` (same bit values).
    ///
    /// Alignment options (`1 << attribute`) add `a.attribute == b.attribute` for each pair of
    /// consecutive views, after every other constraint; they must lie across the layout's axis
    /// (`H:` with ``alignAllTop``, `V:` with ``alignAllLeading``). Direction options choose the
    /// attributes horizontal connections use; spacing options choose how vertical neighbours
    /// are spaced.
    ///
    /// ```swift
    /// LayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: [.alignAllCenterY],
    ///                              views: ["a": a, "b": b])
    /// // b.leading == a.trailing + 8, a.centerY == b.centerY
    /// ```
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The bits, as in UIKit.
        public let rawValue: UInt

        /// Creates options from UIKit's bit values.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align the left edges (2).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align the right edges (4).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align the top edges (8).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the bottom edges (16).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the leading edges (32).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the trailing edges (64).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the horizontal centres (512).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the vertical centres (1024).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align the last baselines (2048).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// UIKit's old name for ``alignAllLastBaseline``.
        public static let alignAllBaseline = alignAllLastBaseline
        /// Align the first baselines (4096).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits (0xFFFF).
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Horizontal connections use leading/trailing, so they flip in right-to-left layouts (0,
        /// the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal connections use left/right, left to right (0x10000).
        public static let directionLeftToRight = FormatOptions(rawValue: 0x10000)
        /// Horizontal connections use left/right, the string read right to left (0x20000).
        public static let directionRightToLeft = FormatOptions(rawValue: 0x20000)
        /// The direction bits (0x30000).
        public static let directionMask = FormatOptions(rawValue: 0x30000)

        /// Vertical neighbours are spaced edge to edge, bottom to top (0, the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical neighbours are spaced from the upper view's last baseline to the lower
        /// view's first baseline (0x80000); `H:` formats reject it.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 0x80000)
        /// The spacing bits (0x80000).
        public static let spacingMask = FormatOptions(rawValue: 0x80000)
    }
}

/// Which columns the frame tables of ``expectLayout(of:columns:scale:record:matches:fileID:filePath:line:column:)``
/// show.
///
/// The columns always come in the order of `FrameTable`: `item`, `x`, `y`, `width`, `height`,
/// `window x`, `window y`, then `lines`, `text` and `flags`. Choose the ones a test is about, so
/// it does not fail over numbers it does not care about:
///
/// ```swift
/// expectLayout(of: window, columns: .windowFrames, matches: """
///     item      width  height  window x  window y
///     window      393     852         0         0
///       title    59.5    20.4    166.75        79
///       cancel  176.5      44        16       758
///       ok      176.5      44     200.5       758
///     """)
/// ```
public struct FrameColumns: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `x` and `y`: the origin in the parent's coordinates (a guide's parent is its owning view).
    public static let origin = FrameColumns(rawValue: 1 << 0)
    /// `width` and `height`.
    public static let size = FrameColumns(rawValue: 1 << 1)
    /// `window x` and `window y`: the origin in window coordinates.
    public static let windowOrigin = FrameColumns(rawValue: 1 << 2)
    /// `lines`: for a `Label`, the number of lines its text takes at its solved width.
    public static let lines = FrameColumns(rawValue: 1 << 3)
    /// `text`: for a `Label`, its text in quotes, shortened to 24 terminal columns with "…".
    public static let text = FrameColumns(rawValue: 1 << 4)
    /// `flags`: `hidden`, `broken`; the column appears only when some row has a flag.
    public static let flags = FrameColumns(rawValue: 1 << 5)

    /// What `FrameTable` prints: frames in the parent's and the window's coordinates, and flags.
    public static let standard: FrameColumns = [.origin, .size, .windowOrigin, .flags]
    /// Frames in the parent's coordinates only, and flags.
    public static let localFrames: FrameColumns = [.origin, .size, .flags]
    /// Frames in window coordinates only, and flags.
    public static let windowFrames: FrameColumns = [.size, .windowOrigin, .flags]
    /// ``standard`` with the labels' `lines` and `text` (`View.frameTable(showingText:)`).
    public static let withText: FrameColumns = [.origin, .size, .windowOrigin, .lines, .text, .flags]
}

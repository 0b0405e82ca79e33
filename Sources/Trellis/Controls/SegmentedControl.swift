/// A row of segments: Trellis's `UISegmentedControl`, as a layout stand-in.
///
/// Its intrinsic height is 32 points (UIKit's since iOS 13). Its intrinsic width gives every
/// segment the width of the widest title (UIKit's default, `apportionsSegmentWidthsByContent
/// == false`) in system 13 pt (UIKit's segment font), plus ``segmentPadding`` on each side of
/// each title, Trellis's model of UIKit's segment insets. Hugging 250, compression 750.
///
/// ```swift
/// let filter = SegmentedControl(items: ["All", "Unread"], name: "filter")
/// // widest title: 6 narrow characters of 13 pt = 39; 2 × (39 + 2 × 12) = 126 × 32
/// ```
open class SegmentedControl: View {
    /// UIKit's segmented-control height since iOS 13: 32 points.
    public static let height = 32.0

    /// The space on each side of each title (12 points): Trellis's model.
    public static let segmentPadding = 12.0

    /// The segment titles.
    public private(set) var titles: [String]

    /// The selected segment, or `nil` (UIKit's `UISegmentedControl.noSegment`).
    public var selectedSegmentIndex: Int?

    /// The titles' font (default system 13 pt).
    public var font: Font = .systemFont(ofSize: 13) { didSet { refreshIntrinsicSize() } }

    /// Measures the titles (default ``DefaultTextMeasurer``).
    public var measurer: any TextMeasurer = DefaultTextMeasurer() { didSet { refreshIntrinsicSize() } }

    /// Creates a segmented control with one segment per title.
    public init(items: [String] = [], name: String = "segmentedControl") {
        titles = items
        super.init(name: name)
        refreshIntrinsicSize()
    }

    /// The number of segments.
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment (the index is clamped to `0...numberOfSegments`, as UIKit does).
    public func insertSegment(withTitle title: String, at index: Int) {
        titles.insert(title, at: min(max(index, 0), titles.count))
        refreshIntrinsicSize()
    }

    /// Removes a segment; an index out of range does nothing.
    public func removeSegment(at index: Int) {
        guard titles.indices.contains(index) else { return }
        titles.remove(at: index)
        refreshIntrinsicSize()
    }

    /// The intrinsic size, whatever is asked.
    open override func sizeThatFits(_ size: Size) -> Size { storedIntrinsicContentSize }

    private func refreshIntrinsicSize() {
        let widest = titles.map { ControlText.lineSize($0, font: font, measurer: measurer).width }.max() ?? 0
        let segment = widest + 2 * SegmentedControl.segmentPadding
        setComputedIntrinsicContentSize(Size(width: Double(titles.count) * segment, height: SegmentedControl.height))
    }
}

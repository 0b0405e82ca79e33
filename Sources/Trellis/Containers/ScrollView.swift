/// A view whose content can be larger than its frame, like `UIScrollView` (spec §7).
///
/// Lay the content out against ``contentLayoutGuide``: its width and height are the
/// ``contentSize``. Constraints from subviews to the scroll view's own edges define the content
/// too (the iOS 6 rule: inside a scroll view, `leading`/`top`/`trailing`/`bottom` are the edges of
/// the content), while width, height and centre constraints to the scroll view attach to its
/// frame. Pin something to ``frameLayoutGuide`` to keep it still while the content scrolls.
///
/// ```swift
/// let scroll = ScrollView(name: "scroll")
/// scroll.addSubview(content)
/// LayoutConstraint.activate([
///     content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///     content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///     content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///     content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///     content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),  // vertical only
/// ])
/// ```
///
/// The bounds origin is ``contentOffset`` (``LayoutItem/bounds``), so subviews' ``LayoutItem/frame``s
/// are in content coordinates and their ``LayoutItem/frameInWindow`` is where they are on screen.
open class ScrollView: View {
    /// The untranslated content rectangle: its size is ``contentSize``; its frame in the scroll
    /// view is `(0, 0, contentSize)`.
    public let contentLayoutGuide: LayoutGuide
    /// The scroll view's frame, untouched by scrolling: its frame in the scroll view is
    /// `(contentOffset, bounds.size)`.
    public let frameLayoutGuide: LayoutGuide

    /// Extra space around the content, inside the scrollable area (default zero).
    ///
    /// A non-finite value keeps the previous insets and records a diagnostic.
    public var contentInset: EdgeInsets = .zero {
        didSet {
            let values = [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right]
            if !values.allSatisfy(\.isFinite) {
                recordDiagnostic(.nonFiniteValue("The content inset \(contentInset) of `\(name)`"))
                contentInset = oldValue
            }
        }
    }

    /// How much of the safe area ``adjustedContentInset`` adds to ``contentInset``
    /// (default ``ContentInsetAdjustmentBehavior/automatic``).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// Whether the vertical safe area counts as scrollable even when the content fits
    /// (for ``ContentInsetAdjustmentBehavior/scrollableAxes``).
    public var alwaysBounceVertical = false
    /// Whether the horizontal safe area counts as scrollable even when the content fits.
    public var alwaysBounceHorizontal = false

    private var storedContentOffset = Point.zero

    /// Creates a scroll view with its content and frame guides.
    ///
    /// - Parameter name: the name frame tables and messages use; the guides are named after it
    ///   (`scroll.contentLayoutGuide`).
    public override init(name: String = "scrollView") {
        contentLayoutGuide = LayoutGuide(name: "\(name).contentLayoutGuide")
        frameLayoutGuide = LayoutGuide(name: "\(name).frameLayoutGuide")
        super.init(name: name)
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        let pins: [(LayoutConstraint, String)] = [
            (contentLayoutGuide.leftAnchor.constraint(equalTo: leftAnchor), "UIScrollView-contentLayoutGuide-left"),
            (contentLayoutGuide.topAnchor.constraint(equalTo: topAnchor), "UIScrollView-contentLayoutGuide-top"),
            (frameLayoutGuide.widthAnchor.constraint(equalTo: widthAnchor), "UIScrollView-frameLayoutGuide-width"),
            (frameLayoutGuide.heightAnchor.constraint(equalTo: heightAnchor), "UIScrollView-frameLayoutGuide-height"),
            (frameLayoutGuide.centerXAnchor.constraint(equalTo: centerXAnchor), "UIScrollView-frameLayoutGuide-centerX"),
            (frameLayoutGuide.centerYAnchor.constraint(equalTo: centerYAnchor), "UIScrollView-frameLayoutGuide-centerY"),
        ]
        for (constraint, identifier) in pins {
            constraint.identifier = identifier
            constraint.install(in: self)
        }
    }

    /// The point of the content shown at the scroll view's top-left corner: the bounds origin.
    ///
    /// Assigning does not clamp (as in UIKit): use ``minimumContentOffset`` and
    /// ``maximumContentOffset`` for the valid range. A change moves the content at the next
    /// ``View/layoutIfNeeded()`` by moving the constants of the scroll view's own constraints
    /// in place; views pinned to ``frameLayoutGuide`` stay where they are on screen. A non-finite
    /// offset keeps the previous one and records a diagnostic.
    public var contentOffset: Point {
        get { storedContentOffset }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                recordDiagnostic(.nonFiniteValue("The content offset \(newValue) of `\(name)`"))
                return
            }
            guard newValue != storedContentOffset else { return }
            storedContentOffset = newValue
            window?.engine.contentOffsetDidChange(of: self)
        }
    }

    /// The size of the content: the size of ``contentLayoutGuide``, as of the last layout.
    public var contentSize: Size { contentLayoutGuide.frameInWindow.size }
}

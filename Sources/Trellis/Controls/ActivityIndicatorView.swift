/// A spinner: Trellis's `UIActivityIndicatorView`.
///
/// Its ``View/intrinsicContentSize`` is 20 × 20 for ``Style/medium`` (the default) and
/// 37 × 37 for ``Style/large``, UIKit's sizes since iOS 13; it hugs at 750 on both axes (it
/// draws at that size whatever its frame). With ``hidesWhenStopped`` (the default, as UIKit)
/// it is hidden while stopped, so a ``StackView`` collapses it until ``startAnimating()``.
///
/// ```swift
/// let spinner = ActivityIndicatorView(style: .large)
/// stack.addArrangedSubview(spinner)   // hidden: the stack leaves no room for it
/// spinner.startAnimating()            // shown: 37 × 37
/// ```
open class ActivityIndicatorView: View {
    /// The size of the spinner.
    public enum Style: Hashable, Sendable {
        /// 20 × 20 points.
        case medium
        /// 37 × 37 points.
        case large

        /// The spinner's size in points.
        public var size: Size {
            switch self {
            case .medium: Size(width: 20, height: 20)
            case .large: Size(width: 37, height: 37)
            }
        }
    }

    /// The style; changing it changes the intrinsic size.
    public var style: Style {
        didSet { setComputedIntrinsicContentSize(style.size) }
    }

    /// Whether the spinner is hidden while stopped (default `true`).
    public var hidesWhenStopped = true {
        didSet { updateHidden() }
    }

    /// Whether ``startAnimating()`` was called more recently than ``stopAnimating()``.
    public private(set) var isAnimating = false

    /// Creates a stopped spinner (hidden, as ``hidesWhenStopped`` is `true`).
    public init(style: Style = .medium, name: String = "activityIndicator") {
        self.style = style
        super.init(name: name)
        setContentHuggingPriorities(.defaultHigh)
        setComputedIntrinsicContentSize(style.size)
        updateHidden()
    }

    /// Starts the spinner, showing it.
    public func startAnimating() {
        isAnimating = true
        updateHidden()
    }

    /// Stops the spinner, hiding it when ``hidesWhenStopped``.
    public func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    /// The style's size, whatever is asked.
    open override func sizeThatFits(_ size: Size) -> Size { style.size }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating } else if isHidden, isAnimating { isHidden = false }
    }
}

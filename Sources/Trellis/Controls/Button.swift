/// A button: Trellis's `UIButton`, as a layout stand-in (a title, an image, insets).
///
/// Its ``View/intrinsicContentSize`` is its content (image, then title on one line) plus
/// padding, with UIKit's numbers:
///
/// | kind | title font | padding | a one-line title is |
/// | --- | --- | --- | --- |
/// | classic (`UIButton(type: .system)`, no ``configuration``) | system 15 pt | 6 pt above and below, plus ``contentEdgeInsets`` | `1.2 × 15 + 12` = 30 pt tall |
/// | ``configuration`` (iOS 15 style) | system 17 pt | ``Configuration/contentInsets``: 7 pt top and bottom, 12 pt leading and trailing | `1.2 × 17 + 14` = 34.4 pt tall |
///
/// The content's width is the image's width, plus ``Configuration/imagePadding`` when there
/// is both an image and a title, plus the title's width; its height is the taller of the image
/// and one line of the title font. Hugging 250, compression 750 (UIKit's defaults in code).
/// The title and its font are those of ``titleLabel``, as in UIKit, so
/// `button.titleLabel?.font = …` resizes a classic button.
///
/// ```swift
/// let signIn = Button(name: "signIn")
/// signIn.setTitle("Sign in", for: .normal)   // 7 narrow characters of 15 pt: 52.5 × 30
/// signIn.titleLabel?.font = .systemFont(ofSize: 20)   // 70 × 36
/// ```
open class Button: View {
    /// A control state, as `UIControl.State`; only `.normal` titles and images are laid out.
    public enum State: Hashable, Sendable {
        case normal, highlighted, disabled, selected
    }

    /// The iOS 15 way of describing a button's content and padding: `UIButton.Configuration`.
    public struct Configuration: Hashable, Sendable {
        /// The title, or `nil`.
        public var title: String?
        /// The image, or `nil`.
        public var image: Image?
        /// The title's font (default system 17 pt, UIKit's configuration title size).
        public var titleFont: Font = .systemFont(ofSize: 17)
        /// The padding around the content (default 7 pt top and bottom, 12 pt leading and
        /// trailing: UIKit's medium button size).
        public var contentInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The space between the image and the title (default 0).
        public var imagePadding = 0.0

        /// A configuration with the default metrics.
        public init(title: String? = nil, image: Image? = nil) {
            self.title = title
            self.image = image
        }

        /// UIKit's `.plain()`; every style has the same metrics.
        public static func plain() -> Configuration { Configuration() }
        /// UIKit's `.filled()`; every style has the same metrics.
        public static func filled() -> Configuration { Configuration() }
        /// UIKit's `.tinted()`; every style has the same metrics.
        public static func tinted() -> Configuration { Configuration() }
        /// UIKit's `.gray()`; every style has the same metrics.
        public static func gray() -> Configuration { Configuration() }
    }

    /// The classic button's title font: system 15 pt, UIKit's for `UIButton(type: .system)`.
    public static let classicTitleFont = Font.systemFont(ofSize: 15)

    /// The padding a classic button adds above and below its content: 6 pt.
    public static let classicVerticalPadding = 6.0

    /// The configuration, or `nil` for a classic button (the default).
    public var configuration: Configuration? {
        didSet { refreshIntrinsicSize() }
    }

    /// The classic button's title font: the same as `titleLabel?.font`.
    public var titleFont: Font {
        get { storedTitleFont }
        set {
            storedTitleFont = newValue
            refreshIntrinsicSize()
        }
    }

    /// The label holding the title the button shows and its font, UIKit's `titleLabel`: the
    /// button's intrinsic size derives from its text and font.
    ///
    /// Setting its `font` sets a classic button's ``titleFont`` (a button with a
    /// ``configuration`` keeps the configuration's font, as in UIKit). Its text follows
    /// ``setTitle(_:for:)`` (or the configuration's title): set the title there, as UIKit asks,
    /// since a text set on the label directly is replaced. The label is not a subview: Trellis
    /// does not lay out a button's inside, so its frame stays zero. Never `nil`; optional so
    /// that UIKit's `button.titleLabel?.font = …` ports unchanged.
    ///
    /// ```swift
    /// button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    /// button.titleLabel?.text   // the title for .normal
    /// ```
    public var titleLabel: Label? { storedTitleLabel }

    /// The classic button's padding around its content (UIKit's `contentEdgeInsets`, default
    /// zero). Non-finite insets keep the previous ones and record a ``LayoutError``.
    public var contentEdgeInsets: EdgeInsets {
        get { storedContentEdgeInsets }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                recordDiagnostic(.nonFiniteValue("The content edge insets \(newValue) of `\(name)`"))
                return
            }
            storedContentEdgeInsets = newValue
            refreshIntrinsicSize()
        }
    }

    /// Measures titles (default ``DefaultTextMeasurer``).
    public var measurer: any TextMeasurer = DefaultTextMeasurer() {
        didSet { refreshIntrinsicSize() }
    }

    private var storedContentEdgeInsets = EdgeInsets.zero
    private var storedTitleFont = Button.classicTitleFont
    private let storedTitleLabel: ButtonTitleLabel
    /// Set while the button copies its title and font into ``titleLabel``, so the label's
    /// change notice does not come back.
    private var isSyncingTitleLabel = false
    private var titles: [State: String] = [:]
    private var images: [State: Image] = [:]

    /// Creates a classic button without a title.
    public override init(name: String = "button") {
        storedTitleLabel = ButtonTitleLabel(name: "\(name).titleLabel")
        super.init(name: name)
        storedTitleLabel.button = self
        refreshIntrinsicSize()
    }

    /// Creates a button with a configuration.
    public init(configuration: Configuration, name: String = "button") {
        self.configuration = configuration
        storedTitleLabel = ButtonTitleLabel(name: "\(name).titleLabel")
        super.init(name: name)
        storedTitleLabel.button = self
        refreshIntrinsicSize()
    }

    /// ``titleLabel``'s text or font changed from outside: a classic button takes its font.
    func titleLabelDidChange() {
        guard !isSyncingTitleLabel else { return }
        if configuration == nil { storedTitleFont = storedTitleLabel.font }
        refreshIntrinsicSize()
    }

    /// Sets the classic button's title for a state (`setTitle(_:for:)`).
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        if state == .normal { refreshIntrinsicSize() }
    }

    /// The classic button's title for a state.
    public func title(for state: State) -> String? { titles[state] }

    /// Sets the classic button's image for a state (`setImage(_:for:)`).
    public func setImage(_ image: Image?, for state: State) {
        images[state] = image
        if state == .normal { refreshIntrinsicSize() }
    }

    /// The classic button's image for a state.
    public func image(for state: State) -> Image? { images[state] }

    /// The intrinsic size, whatever is asked (UIKit's button answers its content size too).
    open override func sizeThatFits(_ size: Size) -> Size { storedIntrinsicContentSize }

    private func refreshIntrinsicSize() {
        syncTitleLabel()
        if let configuration {
            let content = contentSize(
                title: configuration.title, image: configuration.image, font: configuration.titleFont,
                imagePadding: configuration.imagePadding)
            let insets = configuration.contentInsets
            setComputedIntrinsicContentSize(Size(
                width: content.width + insets.leading + insets.trailing,
                height: content.height + insets.top + insets.bottom))
        } else {
            let content = contentSize(title: titles[.normal], image: images[.normal], font: titleFont, imagePadding: 0)
            let insets = storedContentEdgeInsets
            setComputedIntrinsicContentSize(Size(
                width: content.width + insets.left + insets.right,
                height: content.height + 2 * Button.classicVerticalPadding + insets.top + insets.bottom))
        }
    }

    /// Copies the title shown and its font into ``titleLabel``.
    private func syncTitleLabel() {
        isSyncingTitleLabel = true
        defer { isSyncingTitleLabel = false }
        storedTitleLabel.text = configuration.map(\.title) ?? titles[.normal]
        storedTitleLabel.font = configuration?.titleFont ?? storedTitleFont
    }

    /// The image and the one-line title side by side.
    private func contentSize(title: String?, image: Image?, font: Font, imagePadding: Double) -> Size {
        let hasTitle = !(title ?? "").isEmpty
        let text = ControlText.lineSize(title, font: font, measurer: measurer)
        let imageSize = image?.size ?? .zero
        let padding = hasTitle && image != nil ? imagePadding : 0
        let textHeight = hasTitle || image == nil ? text.height : 0
        return Size(width: imageSize.width + padding + text.width, height: max(imageSize.height, textHeight))
    }
}

/// A button's ``Button/titleLabel``: tells the button when its text or font changes.
final class ButtonTitleLabel: Label {
    weak var button: Button?

    override func textOrFontDidChange() {
        button?.titleLabelDidChange()
    }
}

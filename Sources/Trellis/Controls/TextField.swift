/// A one-line text input: Trellis's `UITextField`, as a layout stand-in.
///
/// Its ``View/intrinsicContentSize`` is one line of its ``font`` (default system 17 pt, as
/// UIKit's in code) plus the padding of its ``borderStyle``; its width is the wider of the
/// text and the placeholder, plus the same padding on each side:
///
/// | border style | padding on each side | height with the 17-pt font |
/// | --- | --- | --- |
/// | ``BorderStyle/none`` (the default, as UIKit in code) | 0 | `1.2 × 17` = 20.4 |
/// | ``BorderStyle/roundedRect`` | 7 | `20.4 + 14` = 34.4 (UIKit: 34 with SF's 20.3-pt line) |
/// | ``BorderStyle/line``, ``BorderStyle/bezel`` | 7 | 34.4 |
///
/// The 7 points are UIKit's rounded-rect text inset (a 14-pt field is 30 tall in Interface
/// Builder, a 17-pt one 34); Trellis gives line and bezel fields the same. Hugging 250,
/// compression 750.
///
/// ```swift
/// let email = TextField(name: "email")
/// email.borderStyle = .roundedRect
/// email.placeholder = "Email"     // 5 narrow characters of 17 pt: 42.5 + 14 = 56.5 × 34.4
/// ```
open class TextField: View {
    /// The border of a text field, as `UITextField.BorderStyle`.
    public enum BorderStyle: Hashable, Sendable, CaseIterable {
        case none, line, bezel, roundedRect

        /// The padding inside the border on each side.
        public var inset: Double { self == .none ? 0 : 7 }
    }

    /// The text (default `nil`).
    public var text: String? { didSet { refreshIntrinsicSize() } }
    /// The placeholder, shown when the text is empty; the field is at least as wide as it.
    public var placeholder: String? { didSet { refreshIntrinsicSize() } }
    /// The font (default system 17 pt).
    public var font: Font = .systemFont(ofSize: 17) { didSet { refreshIntrinsicSize() } }
    /// The border (default ``BorderStyle/none``, as UIKit's for a field made in code).
    public var borderStyle: BorderStyle = .none { didSet { refreshIntrinsicSize() } }
    /// Measures the text (default ``DefaultTextMeasurer``).
    public var measurer: any TextMeasurer = DefaultTextMeasurer() { didSet { refreshIntrinsicSize() } }

    /// Creates an empty text field.
    public override init(name: String = "textField") {
        super.init(name: name)
        refreshIntrinsicSize()
    }

    /// The intrinsic size, whatever is asked.
    open override func sizeThatFits(_ size: Size) -> Size { storedIntrinsicContentSize }

    private func refreshIntrinsicSize() {
        let text = ControlText.lineSize(text, font: font, measurer: measurer)
        let placeholder = ControlText.lineSize(placeholder, font: font, measurer: measurer)
        let inset = borderStyle.inset
        setComputedIntrinsicContentSize(Size(
            width: max(text.width, placeholder.width) + 2 * inset, height: text.height + 2 * inset))
    }
}

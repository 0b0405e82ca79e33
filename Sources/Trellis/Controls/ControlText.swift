// What the controls share: measuring a one-line title, and storing an intrinsic size they
// compute themselves.

/// Measures the one-line text of a control (a button's title, a text field's text, a segment).
enum ControlText {
    /// The width of `text` on one line and the height of one line of `font`; an empty or `nil`
    /// text is 0 wide but still one line tall (a control keeps its height without text).
    static func lineSize(_ text: String?, font: Font, measurer: any TextMeasurer) -> Size {
        let layout = TextLayout(text, font: font, numberOfLines: 1, measurer: measurer)
        return Size(width: layout.size.width, height: measurer.metrics(of: font).lineHeight)
    }
}

extension View {
    /// Stores an intrinsic size the view computes from its content (a label's text, a
    /// control's title), queuing it for the engine only when it changed.
    func setComputedIntrinsicContentSize(_ size: Size) {
        guard size != storedIntrinsicContentSize else { return }
        storedIntrinsicContentSize = size
        invalidateIntrinsicContentSize()
    }

    /// Sets hugging on both axes, for controls that keep their natural size.
    func setContentHuggingPriorities(_ priority: LayoutPriority) {
        huggingPriorities = (priority, priority)
    }
}

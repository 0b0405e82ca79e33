import Testing
@testable import Trellis

// A narrow character advances 0.5 × the font size and a line is 1.2 × the size tall
// (DefaultTextMeasurer); a classic button adds 6 above and below, a configured one 7 and 12.

@Suite("Button.titleLabel")
struct ButtonTitleLabelTests {
    /// A window with `button` at its top-left corner.
    func place(_ button: Button) throws -> Window {
        let window = Window(size: Size(width: 400, height: 400))
        window.addSubview(button)
        try LayoutConstraint.activateOrThrow([
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            button.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        return window
    }

    @Test("the title label holds the title and its font; setting its font resizes a classic button")
    func fontResizes() throws {
        let button = Button(name: "signIn")
        button.setTitle("Sign in", for: .normal)
        let window = try place(button)
        try window.layoutIfNeededOrThrow()
        // 7 × 7.5 = 52.5 wide, 18 + 12 = 30 tall.
        #expect(button.frame == Rect(x: 0, y: 0, width: 52.5, height: 30))
        #expect(button.titleLabel?.text == "Sign in")
        #expect(button.titleLabel?.font == .systemFont(ofSize: 15))
        button.titleLabel?.font = .systemFont(ofSize: 20)
        try window.layoutIfNeededOrThrow()
        // 7 × 10 = 70 wide, 24 + 12 = 36 tall.
        #expect(button.frame == Rect(x: 0, y: 0, width: 70, height: 36))
        #expect(button.titleFont == .systemFont(ofSize: 20))
    }

    @Test("the label follows setTitle and titleFont; a text set on it directly is replaced")
    func followsTitle() {
        let button = Button()
        button.setTitle("OK", for: .normal)
        button.titleFont = .systemFont(ofSize: 10)
        #expect(button.titleLabel?.text == "OK")
        #expect(button.titleLabel?.font == .systemFont(ofSize: 10))
        button.titleLabel?.text = "Cancel"
        #expect(button.titleLabel?.text == "OK")
        // 2 × 5 = 10 wide, 12 + 12 = 24 tall.
        #expect(button.intrinsicContentSize == Size(width: 10, height: 24))
        #expect(button.titleLabel?.superview == nil)
    }

    @Test("a configured button keeps its configuration's font, and the classic font survives it")
    func configuration() {
        let button = Button(configuration: Button.Configuration(title: "OK"))
        // 2 × 8.5 + 24 = 41 wide, 20.4 + 14 = 34.4 tall.
        #expect(button.intrinsicContentSize == Size(width: 41, height: 34.4))
        button.titleLabel?.font = .systemFont(ofSize: 30)
        #expect(button.intrinsicContentSize == Size(width: 41, height: 34.4))
        #expect(button.titleLabel?.font == .systemFont(ofSize: 17))
        #expect(button.titleLabel?.text == "OK")
        button.configuration = nil
        // No title for .normal: 0 wide, one 15-pt line + 12 = 30 tall.
        #expect(button.titleLabel?.font == .systemFont(ofSize: 15))
        #expect(button.titleLabel?.text == nil)
        #expect(button.intrinsicContentSize == Size(width: 0, height: 30))
    }
}

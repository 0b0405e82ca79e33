import Testing
@testable import Trellis

@Suite("Controls: UIKit's intrinsic sizes")
struct ControlTests {
    /// Lays out `view` pinned at the top-left corner of a 400 × 400 window; returns its frame.
    func frame(of view: View) throws -> Rect {
        let window = Window(size: Size(width: 400, height: 400))
        window.addSubview(view)
        try LayoutConstraint.activateOrThrow([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        return view.frame
    }

    @Test("an image view is its image's size; without an image it has no intrinsic size")
    func imageView() throws {
        let photo = ImageView(image: Image(size: Size(width: 120, height: 80)), name: "photo")
        #expect(try frame(of: photo) == Rect(x: 0, y: 0, width: 120, height: 80))
        photo.image = nil
        #expect(photo.intrinsicContentSize == Size(width: -1, height: -1))
        let window = Window(size: Size(width: 100, height: 100))
        window.addSubview(photo)
        photo.image = Image(size: Size(width: .nan, height: 1))
        photo.image = Image(size: Size(width: -2, height: 1))
        #expect(photo.image == nil)
        #expect(window.diagnostics.count == 2)
        #expect(window.diagnostics.allSatisfy { $0.description.contains("`photo`") })
    }

    @Test("image = nil lets a stack's other rules size the view (seed 004)")
    func imageNilInStack() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let icon = ImageView(image: Image(size: Size(width: 40, height: 40)), name: "icon")
        let stack = StackView(arrangedSubviews: [icon], name: "stack")
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(stack.frame.size == Size(width: 40, height: 40))
        icon.image = nil
        try window.layoutIfNeededOrThrow()
        // Nothing sizes the icon now: the stack hugs an empty arranged view.
        #expect(stack.frame.size == Size(width: 0, height: 0))
    }

    @Test("a switch is 51 × 31 and hugs at 750")
    func switchSize() throws {
        let toggle = Switch()
        #expect(try frame(of: toggle) == Rect(x: 0, y: 0, width: 51, height: 31))
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(toggle.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test("a switch in a stretched row keeps 51 points against a plain view's 250 hugging")
    func switchInRow() throws {
        let window = Window(size: Size(width: 300, height: 100))
        let title = View(name: "title"), toggle = Switch(name: "toggle")
        title.intrinsicContentSize = Size(width: 100, height: 20)
        let row = StackView(arrangedSubviews: [title, toggle], name: "row")
        window.addSubview(row)
        try LayoutConstraint.activateOrThrow([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            row.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        // fill: the lower hugging (title, 250) takes the 300 − 100 − 51 = 149 extra points.
        #expect(title.frame.size.width == 249)
        #expect(toggle.frame == Rect(x: 249, y: 0, width: 51, height: 31))
    }

    @Test("activity indicators: 20 × 20 medium, 37 × 37 large, hidden while stopped")
    func activityIndicator() throws {
        let spinner = ActivityIndicatorView(style: .large)
        #expect(spinner.isHidden)
        #expect(try frame(of: spinner).size == Size(width: 37, height: 37))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.style = .medium
        #expect(spinner.intrinsicContentSize == Size(width: 20, height: 20))
        spinner.hidesWhenStopped = false
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    @Test("a stopped spinner collapses in a stack until it starts")
    func spinnerInStack() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let label = View(name: "label")
        label.intrinsicContentSize = Size(width: 80, height: 20)
        let spinner = ActivityIndicatorView(name: "spinner")
        let row = StackView(arrangedSubviews: [spinner, label], name: "row")
        row.spacing = 8
        window.addSubview(row)
        try LayoutConstraint.activateOrThrow([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            row.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(row.frame.size.width == 80)
        spinner.startAnimating()
        try window.layoutIfNeededOrThrow()
        // 20 + 8 + 80.
        #expect(row.frame.size.width == 108)
    }

    @Test("a progress view has no intrinsic width and is 4 tall; progress is clamped")
    func progressView() throws {
        let progress = ProgressView()
        #expect(progress.intrinsicContentSize == Size(width: -1, height: 4))
        progress.progress = 1.5
        #expect(progress.progress == 1)
        progress.progress = .nan
        #expect(progress.progress == 1)
    }

    @Test("a classic button: title in 15 pt plus 6 pt above and below, plus content insets")
    func classicButton() throws {
        let button = Button(name: "signIn")
        // An empty classic button: one 15-pt line (18) + 12.
        #expect(button.intrinsicContentSize == Size(width: 0, height: 30))
        button.setTitle("Sign in", for: .normal)
        // 7 narrow characters × 7.5 = 52.5; 18 + 12 = 30.
        #expect(try frame(of: button) == Rect(x: 0, y: 0, width: 52.5, height: 30))
        button.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == Size(width: 72.5, height: 38))
        button.setTitle("ignored", for: .highlighted)
        #expect(button.intrinsicContentSize == Size(width: 72.5, height: 38))
    }

    @Test("a classic button with an image: image then title, the taller decides the height")
    func classicButtonImage() {
        let button = Button()
        button.setImage(Image(size: Size(width: 24, height: 40)), for: .normal)
        #expect(button.intrinsicContentSize == Size(width: 24, height: 52))
        button.setTitle("Go", for: .normal)
        // 24 + 2 × 7.5; max(40, 18) + 12.
        #expect(button.intrinsicContentSize == Size(width: 39, height: 52))
    }

    @Test("a configuration button: 17 pt title, 7/12 insets, image padding between image and title")
    func configurationButton() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Continue"
        let button = Button(configuration: configuration)
        // 8 × 8.5 = 68 + 24 = 92; 20.4 + 14 = 34.4.
        #expect(button.intrinsicContentSize == Size(width: 92, height: 34.4))
        configuration.image = Image(size: Size(width: 16, height: 16))
        configuration.imagePadding = 8
        button.configuration = configuration
        #expect(button.intrinsicContentSize == Size(width: 116, height: 34.4))
    }

    @Test("text fields: the border style's padding around one line, at least as wide as the placeholder",
          arguments: [(TextField.BorderStyle.none, 42.5, 20.4), (.roundedRect, 56.5, 34.4), (.line, 56.5, 34.4),
                      (.bezel, 56.5, 34.4)])
    func textField(style: TextField.BorderStyle, width: Double, height: Double) {
        let field = TextField()
        field.borderStyle = style
        field.placeholder = "Email"
        #expect(field.intrinsicContentSize == Size(width: width, height: height))
    }

    @Test("a text field grows with its text beyond the placeholder")
    func textFieldText() {
        let field = TextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.text = "Hanako Yamada"
        // 13 narrow characters × 8.5 = 110.5 + 14.
        #expect(field.intrinsicContentSize == Size(width: 124.5, height: 34.4))
    }

    @Test("a segmented control: equal segments as wide as the widest 13-pt title plus 12 each side, 32 tall")
    func segmentedControl() throws {
        let filter = SegmentedControl(items: ["All", "Unread"], name: "filter")
        // widest: 6 × 6.5 = 39; 2 × (39 + 24) = 126.
        #expect(try frame(of: filter) == Rect(x: 0, y: 0, width: 126, height: 32))
        filter.insertSegment(withTitle: "Flagged", at: 9)
        // widest: 7 × 6.5 = 45.5; 3 × (45.5 + 24) = 208.5.
        #expect(filter.titles == ["All", "Unread", "Flagged"])
        #expect(filter.intrinsicContentSize == Size(width: 208.5, height: 32))
        filter.removeSegment(at: 7)
        #expect(filter.numberOfSegments == 3)
    }

    @Test("controls never take part in the layout cycle (no per-view work)")
    func controlsAreBuiltIn() {
        let views: [View] = [ImageView(), Button(), TextField(), Switch(), ActivityIndicatorView(), ProgressView(),
                             SegmentedControl()]
        #expect(views.allSatisfy { !$0.observesLayoutCycle })
    }
}

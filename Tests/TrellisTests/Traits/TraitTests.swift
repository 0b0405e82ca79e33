import Testing
@testable import Trellis

@Suite("Traits and text-style fonts")
struct TraitTests {
    @Test("text styles at the default category have Apple's sizes; headline is semibold")
    func defaultSizes() {
        // HIG "Dynamic Type sizes", column Large (default).
        let expected: [(Font.TextStyle, Double)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected { #expect(Font.preferredFont(forTextStyle: style).size == size) }
        #expect(Font.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(Font.preferredFont(forTextStyle: .body).weight == .regular)
        #expect(Font.preferredFont(forTextStyle: .body).textStyle == .body)
    }

    @Test("body text at every content size category, xS to AX5", arguments: zip(
        ContentSizeCategory.allCases, [14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]))
    func bodySizes(category: ContentSizeCategory, size: Double) {
        let traits = TraitCollection(preferredContentSizeCategory: category)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: traits).size == size)
    }

    @Test("the largest accessibility sizes of the titles and captions")
    func largestSizes() {
        let traits = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(Font.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits).size == 60)
        #expect(Font.preferredFont(forTextStyle: .caption2, compatibleWith: traits).size == 40)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test("weights keep UIKit's raw values and the model metrics")
    func weights() {
        let bold = Font.boldSystemFont(ofSize: 20)
        #expect(bold.weight.rawValue == 0.4)
        #expect(bold.lineHeight == 24)
        #expect(Font.systemFont(ofSize: 20, weight: .light) != Font.systemFont(ofSize: 20))
        #expect(Font.Weight.ultraLight < .black)
    }

    @Test("a label that adjusts follows the window's content size category, and re-lays out")
    func labelFollowsCategory() throws {
        let window = Window(size: Size(width: 400, height: 200))
        window.preferredContentSizeCategory = .extraExtraExtraLarge
        let label = Label("ab", name: "label")
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        try LayoutConstraint.activateOrThrow([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        // xxxL body is 23 pt: two narrow characters of 0.5 × 23, one line of 1.2 × 23.
        #expect(label.font.size == 23)
        #expect(label.frame == Rect(x: 0, y: 0, width: 23, height: 27.6))
        window.preferredContentSizeCategory = .accessibilityMedium
        try window.layoutIfNeededOrThrow()
        #expect(label.frame == Rect(x: 0, y: 0, width: 28, height: 33.6))
    }

    @Test("a label that does not adjust, or has no text style, keeps its font")
    func labelKeepsFont() {
        let window = Window(size: Size(width: 400, height: 200))
        let fixed = Label("a"), plain = Label("b")
        fixed.font = .preferredFont(forTextStyle: .body)
        plain.font = .systemFont(ofSize: 12)
        plain.adjustsFontForContentSizeCategory = true
        window.addSubview(fixed)
        window.addSubview(plain)
        window.preferredContentSizeCategory = .extraSmall
        #expect(fixed.font.size == 17)
        #expect(plain.font.size == 12)
    }

    @Test("a trait change calls traitCollectionDidChange once on each subclass view, superviews first")
    func traitCallbacks() throws {
        let log = CallLog()
        let window = Window(size: Size(width: 393, height: 852))
        let outer = Recorder("outer", log: log), inner = Recorder("inner", log: log)
        window.addSubview(outer)
        outer.addSubview(inner)
        window.setTraitCollection(TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
        #expect(log.take() == ["traitCollectionDidChange outer compact", "traitCollectionDidChange inner compact"])
        window.verticalSizeClass = .compact
        #expect(log.take() == [])
        #expect(inner.traitCollection.verticalSizeClass == .compact)
        #expect(View().traitCollection == TraitCollection())
    }

    @Test("a horizontal size class change moves the window's margins at the next layout")
    func sizeClassMargins() throws {
        let window = Window(size: Size(width: 400, height: 200))
        let view = View(name: "view")
        window.addSubview(view)
        try LayoutConstraint.activateOrThrow([
            view.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(view.frame == Rect(x: 16, y: 0, width: 368, height: 10))
        window.setTraitCollection(TraitCollection(horizontalSizeClass: .regular))
        try window.layoutIfNeededOrThrow()
        #expect(view.frame == Rect(x: 20, y: 0, width: 360, height: 10))
    }

    @Test("a layout direction change flips leading and trailing at the next layout")
    func directionChange() throws {
        let window = Window(size: Size(width: 400, height: 200))
        let view = View(name: "view")
        window.addSubview(view)
        try LayoutConstraint.activateOrThrow([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(view.frame.origin.x == 10)
        window.layoutDirection = .rightToLeft
        try window.layoutIfNeededOrThrow()
        // Leading is the right edge: 400 − 10 − 100.
        #expect(view.frame.origin.x == 290)
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
    }
}

import Testing
@testable import Trellis

@Suite("StackView: nesting and the result builder")
struct StackViewNestingTests {
    /// The dog card of seed 004: an image beside a vertical stack of a title, a row of five stars
    /// and a description, inside a vertical page stack under a header.
    func dogCard(builder: Bool) -> (page: StackView, views: [String: View]) {
        func leaf(_ name: String, _ width: Double, _ height: Double) -> View {
            StackItem.size(width, height).makeView(name)
        }
        let header = leaf("header", 300, 30)
        let image = leaf("image", 80, 80)
        let title = leaf("title", 120, 20)
        let stars = (0..<5).map { leaf("star\($0)", 16, 16) }
        let body = leaf("body", 200, 40)
        let page: StackView
        if builder {
            page = StackView(axis: .vertical, alignment: .leading, spacing: 16, name: "page") {
                header
                StackView(alignment: .top, spacing: 12, name: "card") {
                    image
                    StackView(axis: .vertical, alignment: .leading, spacing: 4, name: "text") {
                        title
                        StackView(spacing: 2, name: "stars") { for star in stars { star } }
                        body
                    }
                }
            }
        } else {
            let row = StackView(arrangedSubviews: stars, name: "stars")
            row.spacing = 2
            let text = StackView(arrangedSubviews: [title, row, body], name: "text")
            text.axis = .vertical
            text.alignment = .leading
            text.spacing = 4
            let card = StackView(arrangedSubviews: [image, text], name: "card")
            card.alignment = .top
            card.spacing = 12
            page = StackView(arrangedSubviews: [header, card], name: "page")
            page.axis = .vertical
            page.alignment = .leading
            page.spacing = 16
        }
        var views = ["header": header, "image": image, "title": title, "body": body]
        for (index, star) in stars.enumerated() { views["star\(index)"] = star }
        return (page, views)
    }

    @Test("the dog card lays out from the inside out")
    func dogCardFrames() throws {
        let (page, views) = dogCard(builder: false)
        let window = Window(size: Size(width: 393, height: 852))
        window.addSubview(page)
        try LayoutConstraint.activateOrThrow([
            page.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            page.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        // stars: 5 × 16 + 4 × 2 = 88; text: 20 + 4 + 16 + 4 + 40 = 84 tall, max(120, 88, 200) wide;
        // card: 80 + 12 + 200 = 292 × max(80, 84); page: 30 + 16 + 84 = 130 × max(300, 292).
        let card = page.arrangedSubviews[1]
        let text = (card as? StackView)?.arrangedSubviews[1]
        expectFrame(page, 0, 0, 300, 130)
        expectFrame(views["header"]!, 0, 0, 300, 30)
        expectFrame(card, 0, 46, 292, 84)
        expectFrame(views["image"]!, 0, 0, 80, 80)
        if let text { expectFrame(text, 92, 0, 200, 84) }
        expectFrame(views["title"]!, 0, 0, 120, 20)
        expectFrame(views["star4"]!, 72, 0, 16, 16)
        expectFrame(views["body"]!, 0, 44, 200, 40)
    }

    @Test("the result builder produces the same generated constraints")
    func builderMatches() {
        func describe(_ stack: View) -> [String] {
            var lines: [String] = []
            if let stack = stack as? StackView { lines += stack.generatedConstraints.map(\.description).sorted() }
            for child in stack.subviews { lines += describe(child) }
            return lines
        }
        #expect(describe(dogCard(builder: true).page) == describe(dogCard(builder: false).page))
    }

    @Test("the builder takes conditionals and loops")
    func builderControlFlow() {
        let flag = false
        let items = (0..<3).map { View(name: "i\($0)") }
        let stack = StackView(axis: .vertical) {
            if flag { View(name: "never") } else { View(name: "else") }
            for item in items { item }
            if let first = items.first { first }
        }
        // `first` moves to the end: a view is arranged once.
        #expect(stack.arrangedSubviews.map(\.name) == ["else", "i1", "i2", "i0"])
    }
}

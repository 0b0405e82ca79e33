import Trellis

extension Pages {
    /// Seed 004's nested stacks: the dog card (an image beside a vertical stack of a title, a row
    /// of five stars and a description, under a header in a vertical page stack), built from the
    /// smallest stacks outwards as the seed advises, then the stars hidden, which collapses them.
    static let stack = Page(
        name: "stack",
        summary: "seed 004: the nested-stack dog card; hiding the stars collapses them",
        snapshots: {
            guard let card = try? DogCard() else { return [] }
            var snapshots = [Snapshot("card", card.window)]
            guard let hidden = try? DogCard() else { return snapshots }
            hidden.stars.isHidden = true
            if (try? hidden.window.layoutIfNeeded()) != nil { snapshots.append(Snapshot("stars-hidden", hidden.window)) }
            return snapshots
        }
    ) {
        var output = "The dog card (seed 004), from the inside out, placed at (16, 20) in a 393 × 852 window\n"
        output += "stars: 5 × 16 + 4 × 2 = 88 wide; text: 20 + 4 + 16 + 4 + 40 = 84 tall, max(120, 88, 200) = 200 wide\n"
        output += "card: 80 + 12 + 200 = 292 × max(80, 84) = 84; page: 30 + 16 + 84 = 130 × max(300, 292) = 300\n"
        do {
            let card = try DogCard()
            output += "\n" + card.window.frameTable()
            output += "\nThe page stack, 60 columns wide\n" + card.page.wireframe(columns: 60)
            let before = FrameTable(root: card.window)
            card.stars.isHidden = true
            try card.window.layoutIfNeeded()
            output += "\nstars.isHidden = true: the row collapses to 0 tall at 22 (title.bottom + 4 / 2),\n"
            output += "the body moves up to 20 + 4 = 24, text 64 tall, card max(80, 64) = 80, page 126\n"
            output += DiffTable(before: before, after: FrameTable(root: card.window), changesOnly: true).render()
            output += "\nAfter hiding (the hidden row and its stars are not drawn)\n" + card.page.wireframe(columns: 60)
        } catch {
            output += "error: \(error)\n"
        }
        return output
    }
}

/// The dog card in a 393 × 852 window: leaves with fixed intrinsic sizes (header 300 × 30, image
/// 80 × 80, title 120 × 20, five 16 pt stars, body 200 × 40), stacked with the result builder.
private final class DogCard {
    let window = Window(size: Size(width: 393, height: 852))
    let stars: StackView
    let page: StackView

    init() throws(LayoutError) {
        func leaf(_ name: String, _ width: Double, _ height: Double) -> View {
            let view = View(name: name)
            view.intrinsicContentSize = Size(width: width, height: height)
            return view
        }
        let row = StackView(spacing: 2, name: "stars") { for index in 1...5 { leaf("star\(index)", 16, 16) } }
        stars = row
        page = StackView(axis: .vertical, alignment: .leading, spacing: 16, name: "page") {
            leaf("header", 300, 30)
            StackView(alignment: .top, spacing: 12, name: "card") {
                leaf("image", 80, 80)
                StackView(axis: .vertical, alignment: .leading, spacing: 4, name: "text") {
                    leaf("title", 120, 20)
                    row
                    leaf("body", 200, 40)
                }
            }
        }
        window.addSubview(page)
        try LayoutConstraint.activate([
            page.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            page.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        try window.layoutIfNeeded()
    }
}

import Trellis

extension Pages {
    /// Seed 004's nested stacks: the dog card (an image beside a vertical stack of a title, a row
    /// of five stars and a description, under a header in a vertical page stack), built from the
    /// smallest stacks outwards as the seed advises, then the stars hidden, which collapses them.
    static let stack = Page(
        name: "stack",
        summary: "seed 004: the nested-stack dog card with the seed's stack settings; hiding the stars collapses them",
        snapshots: {
            guard let card = try? DogCard() else { return [] }
            var snapshots = [Snapshot("card", card.window)]
            guard let hidden = try? DogCard() else { return snapshots }
            hidden.stars.isHidden = true
            if (try? hidden.window.layoutIfNeededOrThrow()) != nil { snapshots.append(Snapshot("stars-hidden", hidden.window)) }
            return snapshots
        }
    ) {
        var output = "The dog card (seed 004) with the seed's settings, pinned to the margins of a 393 × 852 window\n"
        output += "page: vertical, centre alignment (each item keeps its own width), fill, spacing 16\n"
        output += "card: horizontal, top alignment, fill proportionally (image : text = 80 : 160 = 1 : 2), spacing 12\n"
        output += "stars: equal spacing, fill alignment, equal widths (16) and 1:1 aspect; text: fill, fill, spacing 4\n"
        output += "text is as wide as its widest content, the body (160); D = 80 + 160 + 12 = 252, so the card is 252 wide\n"
        output += "and both items keep their lengths. Centred in the 361-wide page: header at 30.5, card at 54.5, y 30 + 16 = 46\n"
        output += "stars: (160 − 5 × 16) / 4 = 20 apart; text: 20 + 4 + 16 + 4 + 40 = 84 tall; page 46 + 84 = 130 tall\n"
        do {
            let card = try DogCard()
            output += "\n" + FrameTable(root: card.window, showingInternalGuides: true).render()
            output += "The guides are the stacks' own (frame tables leave them out unless asked). As in UIKit, a\n"
            output += "UISV-alignment-spanner is constrained across its stack's axis and a UISV-distributing guide along it;\n"
            output += "Trellis pins the other axis to the stack, so no frame is ambiguous: a spanner lies along its whole\n"
            output += "stack (the card's x 0, 252 wide; the page's y 0, 130 tall) and a gap spans the stars row (y 0, 16 tall).\n"
            output += "Across the axis a spanner is 84 in the card and 361 in the page (tied to it by centre alignment); a gap\n"
            output += "is 20 long.\n"
            output += "\nThe page stack, 60 columns wide\n" + card.page.wireframe(columns: 60)
            let before = FrameTable(root: card.window)
            card.stars.isHidden = true
            try card.window.layoutIfNeededOrThrow()
            output += "\nstars.isHidden = true: the row leaves the spacing chain and sits at 22 (title.bottom + 4 / 2); its\n"
            output += "stars' required 16-pt sizes outrank UISV-hiding (999.999), so it stays 16 tall, hidden, as in UIKit.\n"
            output += "The body moves up to 20 + 4 = 24, text is 64 tall, card max(80, 64) = 80, page 46 + 80 = 126\n"
            output += DiffTable(before: before, after: FrameTable(root: card.window), changesOnly: true).render()
            output += "\nAfter hiding (the hidden row and its stars are not drawn)\n" + card.page.wireframe(columns: 60)
        } catch {
            output += "error: \(error)\n"
        }
        return output
    }
}

/// The dog card in a 393 × 852 window, with the settings seed 004 gives each stack: leaves with
/// fixed intrinsic sizes (header 300 × 30, image 80 × 80, title 120 × 20, body 160 × 40 — the
/// text view with scrolling off shows its whole text), and five stars without intrinsic size
/// held by equal-width and 1:1 aspect constraints, as the seed's image views are.
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
        let starViews = (1...5).map { View(name: "star\($0)") }
        let row = StackView(distribution: .equalSpacing, spacing: 4, name: "stars") { starViews }
        stars = row
        page = StackView(axis: .vertical, alignment: .center, spacing: 16, name: "page") {
            leaf("header", 300, 30)
            StackView(distribution: .fillProportionally, alignment: .top, spacing: 12, name: "card") {
                leaf("image", 80, 80)
                StackView(axis: .vertical, spacing: 4, name: "text") {
                    leaf("title", 120, 20)
                    row
                    leaf("body", 160, 40)
                }
            }
        }
        window.addSubview(page)
        var constraints = [
            page.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            page.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            page.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            starViews[0].widthAnchor.constraint(equalToConstant: 16),
        ]
        for star in starViews {
            constraints.append(star.heightAnchor.constraint(equalTo: star.widthAnchor))
            if star !== starViews[0] { constraints.append(star.widthAnchor.constraint(equalTo: starViews[0].widthAnchor)) }
        }
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
    }
}

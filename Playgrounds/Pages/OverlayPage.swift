import Trellis

extension Pages {
    /// Issue 30: a photo card built from an overlay's layers (a background, an aspect-fit photo,
    /// a corner badge and a caption along the bottom), made shorter, then with the badge hidden.
    static let overlay = Page(
        name: "overlay",
        summary: "an overlay's layers: background, aspect-fit photo, corner badge, caption; resized; a hidden layer collapses",
        // Two pictures (each costs an ambiguity probe per item in the picture tests): before and after.
        snapshots: {
            PhotoCard.states.filter { $0.0 != "short" }.compactMap { name, change in
                let card = PhotoCard()
                change(card)
                guard (try? card.window.layoutIfNeededOrThrow()) != nil else { return nil }
                return Snapshot(name, card.window)
            }
        }
    ) {
        var output = """
            overlay (300 × 200 at 20, 20) with four layers, back to front:
              background  .fill()
              photo       .aspectFit(ratio: 1.5, margins: 8)
              badge       Placement(horizontal: .trailing, vertical: .top, margins: 8), intrinsic 40 × 20
              caption     Placement(horizontal: .fill, vertical: .bottom, margins: 8), intrinsic 100 × 24

            """
        let steps = [
            "photo: inside the margins 284 × 184; width = 1.5 × height ≤ 284 → height ≤ 189.3, so 184 × 1.5 = 276 wide,\n"
                + "centred at x (300 − 276) / 2 = 12, y 8. badge: x 300 − 8 − 40 = 252, y 8. caption: 284 wide at x 8,\n"
                + "y 200 − 8 − 24 = 168.",
            "The overlay becomes 300 × 120: the photo's box is 284 × 104, so height 104, width 156 at x (300 − 156) / 2 = 72;\n"
                + "the caption moves up to y 120 − 8 − 24 = 88.",
            "The badge is hidden: it collapses to a zero-size point at the overlay's centre (150, 60).",
        ]
        let card = PhotoCard()
        for (index, (name, change)) in PhotoCard.states.enumerated() {
            change(card)
            output += "\n\(name): \(steps[index])\n"
            do {
                try card.window.layoutIfNeededOrThrow()
                output += card.window.frameTable()
                if index == 0 { output += card.window.constraintTable() }
            } catch {
                output += "error: \(error)\n"
            }
        }
        return output
    }
}

/// The overlay page's photo card in a 400 × 300 window.
private final class PhotoCard {
    /// The page's states in order, each as the change from the previous one.
    static let states: [(String, @Sendable (PhotoCard) -> Void)] = [
        ("card", { _ in }),
        ("short", { $0.height.constant = 120 }),
        ("badge-hidden", { $0.height.constant = 120; $0.badge.isHidden = true }),
    ]

    let window = Window(size: Size(width: 400, height: 300))
    let overlay = OverlayView(name: "overlay")
    let badge = View(name: "badge")
    let height: LayoutConstraint

    init() {
        let background = View(name: "background"), photo = View(name: "photo"), caption = View(name: "caption")
        badge.intrinsicContentSize = Size(width: 40, height: 20)
        caption.intrinsicContentSize = Size(width: 100, height: 24)
        let margins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        window.addSubview(overlay)
        overlay.addLayer(background)
        overlay.addLayer(photo, placement: .aspectFit(ratio: 1.5, margins: margins))
        overlay.addLayer(badge, placement: OverlayView.Placement(horizontal: .trailing, vertical: .top, margins: margins))
        overlay.addLayer(caption, placement: OverlayView.Placement(horizontal: .fill, vertical: .bottom, margins: margins))
        height = overlay.heightAnchor == 200
        LayoutConstraint.activate {
            overlay.leadingAnchor == window.leadingAnchor + 20
            overlay.topAnchor == window.topAnchor + 20
            overlay.widthAnchor == 300
            height
        }
    }
}

import Trellis

extension Pages {
    /// Issue 30: a card written with constraint expressions and the hierarchy builder, with and
    /// without its badge (`if` in both builders), and the same card written with the anchor API.
    static let builder = Page(
        name: "builder",
        summary: "a card built with constraint expressions and the hierarchy builder; the same constraints as the anchor API",
        snapshots: {
            [true, false].map { showsBadge in
                let card = BuiltCard(showsBadge: showsBadge, builders: true)
                _ = try? card.window.layoutIfNeededOrThrow()
                return Snapshot(showsBadge ? "badge" : "no-badge", card.window)
            }
        }
    ) {
        var output = """
            window.addSubviews {
                card {
                    image
                    text { title; body }          // a vertical stack, spacing 4: arranged subviews
                    if showsBadge { badge }
                }
            }
            LayoutConstraint.activate {
                card.leadingAnchor == window.leadingAnchor + 16
                card.trailingAnchor == window.trailingAnchor - 16
                card.topAnchor == window.topAnchor + 16
                card.bottomAnchor >= text.bottomAnchor + 12
                card.bottomAnchor >= image.bottomAnchor + 12
                card.heightAnchor == 0 ~ .fittingSizeLevel
                image.topAnchor == card.topAnchor + 12
                image.leadingAnchor == card.leadingAnchor + 12
                image.sizeAnchors == Size(width: 64, height: 64)
                text.topAnchor == image.topAnchor
                text.leadingAnchor == image.trailingAnchor + 12
                text.trailingAnchor <= card.trailingAnchor - 12
                if showsBadge {
                    badge.sizeAnchors == Size(width: 20, height: 20)
                    badge.centerAnchors == image.centerAnchors.offset(x: 32, y: -32)
                }
            }

            card: 16 from the window's leading, trailing and top: 393 − 32 = 361 wide at (16, 16); as short as
            its content allows (50): 12 + 64 + 12 = 88. image: (12, 12), 64 × 64. text: at x 12 + 64 + 12 = 88,
            y 12; title (intrinsic 120 × 20) and body (200 × 40) fill its width, and body's compression
            resistance (750) beats title's hugging (250): 200 wide, 20 + 4 + 40 = 64 tall. badge: 20 × 20
            centred at the image's centre (44, 44) moved by (32, −32) = (76, 12): (66, 2).

            """
        for showsBadge in [true, false] {
            output += showsBadge ? "\nWith the badge\n" : "\nWithout the badge (the `if` leaves it out of both builders)\n"
            let built = BuiltCard(showsBadge: showsBadge, builders: true)
            let anchored = BuiltCard(showsBadge: showsBadge, builders: false)
            do {
                try built.window.layoutIfNeededOrThrow()
                try anchored.window.layoutIfNeededOrThrow()
                output += built.window.frameTable()
                output += built.window.constraintTable()
                let same = built.window.constraintTable() == anchored.window.constraintTable()
                    && built.window.frameTable() == anchored.window.frameTable()
                output += "The anchor API gives the same constraint and frame tables: \(same ? "yes" : "no")\n"
            } catch {
                output += "error: \(error)\n"
            }
        }
        return output
    }
}

/// The card of the builder page in a 393 × 300 window, built with the builders or with the
/// anchor API.
private final class BuiltCard {
    let window = Window(size: Size(width: 393, height: 300))
    let card = View(name: "card")
    let image = View(name: "image")
    let text = StackView(name: "text")
    let title = View(name: "title")
    let body = View(name: "body")
    let badge = View(name: "badge")

    init(showsBadge: Bool, builders: Bool) {
        text.axis = .vertical
        text.spacing = 4
        title.intrinsicContentSize = Size(width: 120, height: 20)
        body.intrinsicContentSize = Size(width: 200, height: 40)
        if builders { build(showsBadge: showsBadge) } else { buildWithAnchors(showsBadge: showsBadge) }
    }

    private func build(showsBadge: Bool) {
        window.addSubviews {
            card {
                image
                text { title; body }
                if showsBadge { badge }
            }
        }
        LayoutConstraint.activate {
            card.leadingAnchor == window.leadingAnchor + 16
            card.trailingAnchor == window.trailingAnchor - 16
            card.topAnchor == window.topAnchor + 16
            card.bottomAnchor >= text.bottomAnchor + 12
            card.bottomAnchor >= image.bottomAnchor + 12
            card.heightAnchor == 0 ~ .fittingSizeLevel
            image.topAnchor == card.topAnchor + 12
            image.leadingAnchor == card.leadingAnchor + 12
            image.sizeAnchors == Size(width: 64, height: 64)
            text.topAnchor == image.topAnchor
            text.leadingAnchor == image.trailingAnchor + 12
            text.trailingAnchor <= card.trailingAnchor - 12
            if showsBadge {
                badge.sizeAnchors == Size(width: 20, height: 20)
                badge.centerAnchors == image.centerAnchors.offset(x: 32, y: -32)
            }
        }
    }

    private func buildWithAnchors(showsBadge: Bool) {
        window.addSubview(card)
        card.addSubview(image)
        card.addSubview(text)
        text.addArrangedSubview(title)
        text.addArrangedSubview(body)
        if showsBadge { card.addSubview(badge) }
        let fitting = card.heightAnchor.constraint(equalToConstant: 0)
        fitting.priority = .fittingSizeLevel
        var constraints = [
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 16),
            card.bottomAnchor.constraint(greaterThanOrEqualTo: text.bottomAnchor, constant: 12),
            card.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 12),
            fitting,
            image.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            image.widthAnchor.constraint(equalToConstant: 64),
            image.heightAnchor.constraint(equalToConstant: 64),
            text.topAnchor.constraint(equalTo: image.topAnchor),
            text.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
            text.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
        ]
        if showsBadge {
            constraints += [
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalToConstant: 20),
                badge.centerXAnchor.constraint(equalTo: image.centerXAnchor, constant: 32),
                badge.centerYAnchor.constraint(equalTo: image.centerYAnchor, constant: -32),
            ]
        }
        LayoutConstraint.activate(constraints)
    }
}

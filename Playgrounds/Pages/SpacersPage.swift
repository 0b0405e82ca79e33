import Trellis

extension Pages {
    /// Seed 003: three equal-width buttons 5 pt from the container's edges with equal gaps, made
    /// with spacer views as the seed does, then with spacer guides, offset dimensions and centre
    /// multipliers, which give the same frames with no extra views.
    static let spacers = Page(
        name: "spacers",
        summary: "seed 003: equal gaps with spacer views, spacer guides, offset dimensions and multipliers",
        snapshots: {
            let scene = SpacerScene()
            guard (try? LayoutConstraint.activateOrThrow(scene.spacerViews() + scene.verticals)) != nil,
                  (try? scene.window.layoutIfNeededOrThrow()) != nil
            else { return [] }
            return [Snapshot("spacer-views", scene.window)]
        }
    ) {
        var output = "Three 60 pt buttons, 5 pt from the edges of a 320 pt container, equal gaps (seed 003)\n"
        output += "5 + 60 + g + 60 + g + 60 + 5 = 320, so g = 65 and x = 5, 130, 255\n"
        let techniques: [(String, (SpacerScene) throws(LayoutError) -> [LayoutConstraint])] = [
            ("Spacer views space1, space2 (seed 003's constraints 3–11)", { scene in scene.spacerViews() }),
            ("Spacer layout guides", { scene in
                Distribution.equalGapsWithSpacerGuides(scene.buttons, along: .horizontal, in: scene.window, ends: .inset(5))
                    .constraints
            }),
            ("Offset dimensions: button1.trailing→button2.leading == button2.trailing→button3.leading", { scene in
                Distribution.equalGaps(scene.buttons, along: .horizontal, in: scene.window, ends: .inset(5))
            }),
            ("Centre multipliers: m = 0, 1, 2; c_k = (1 − m_k)·(30 + 5)", { scene throws(LayoutError) in
                try Distribution.equalGapsByMultipliers(scene.buttons, along: .horizontal, in: scene.window,
                                                        size: 60, ends: .inset(5))
            }),
        ]
        for (title, make) in techniques {
            output += "\n\(title)\n"
            let scene = SpacerScene()
            do {
                try LayoutConstraint.activateOrThrow(try make(scene) + scene.verticals)
                try scene.window.layoutIfNeededOrThrow()
                output += scene.window.frameTable()
                output += "  guides: " + (scene.window.layoutGuides.isEmpty ? "none" : scene.window.layoutGuides
                    .map { "\($0.name) width \(NumberFormat.string(for: $0.layoutFrame.width))" }
                    .joined(separator: ", ")) + "\n"
            } catch {
                output += "error: \(error)\n"
            }
        }
        return output
    }
}

/// A 320 × 60 window as the container, three buttons with an intrinsic size of 60 × 30.
private struct SpacerScene {
    let window = Window(size: Size(width: 320, height: 60))
    let buttons = (1...3).map { View(name: "button\($0)") }

    init() {
        for button in buttons {
            button.intrinsicContentSize = Size(width: 60, height: 30)
            window.addSubview(button)
        }
    }

    var verticals: [LayoutConstraint] {
        buttons.map { $0.topAnchor.constraint(equalTo: window.topAnchor, constant: 15) }
    }

    /// Seed 003, case 2: spacers between the buttons with equal widths, 1 pt tall, centred on
    /// button1.
    func spacerViews() -> [LayoutConstraint] {
        let (b1, b2, b3) = (buttons[0], buttons[1], buttons[2])
        let space1 = View(name: "space1"), space2 = View(name: "space2")
        window.addSubview(space1)
        window.addSubview(space2)
        return [
            b1.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
            space1.leadingAnchor.constraint(equalTo: b1.trailingAnchor),
            b2.leadingAnchor.constraint(equalTo: space1.trailingAnchor),
            space2.leadingAnchor.constraint(equalTo: b2.trailingAnchor),
            b3.leadingAnchor.constraint(equalTo: space2.trailingAnchor),
            window.trailingAnchor.constraint(equalTo: b3.trailingAnchor, constant: 5),
            space2.widthAnchor.constraint(equalTo: space1.widthAnchor),
            b2.widthAnchor.constraint(equalTo: b1.widthAnchor),
            b3.widthAnchor.constraint(equalTo: b1.widthAnchor),
            space1.centerYAnchor.constraint(equalTo: b1.centerYAnchor),
            space2.centerYAnchor.constraint(equalTo: b1.centerYAnchor),
            space1.heightAnchor.constraint(equalToConstant: 1),
            space2.heightAnchor.constraint(equalToConstant: 1),
        ]
    }
}

import Trellis

extension Pages {
    /// Issue 30: a tag cloud in a flow view that re-wraps when the window rotates, then with a
    /// tag hidden.
    static let flow = Page(
        name: "flow",
        summary: "a tag cloud in a flow view: wrapped in portrait, re-wrapped in landscape, a hidden tag collapses",
        // Two pictures (each costs an ambiguity probe per item in the picture tests): the rotation.
        snapshots: {
            TagCloud.states.filter { $0.0 != "tag-hidden" }.compactMap { name, change in
                let cloud = TagCloud()
                change(cloud)
                guard (try? cloud.window.layoutIfNeededOrThrow()) != nil else { return nil }
                return Snapshot(name, cloud.window)
            }
        }
    ) {
        var output = """
            Ten labels in 10-pt system font (Latin 5 pt a character, katakana 10, 12 tall) in a flow 10 pt inside the
            window's leading, trailing and top edges; item spacing 6, line spacing 4. Widths: Swift 25, Auto Layout 55,
            Linux 25, Cassowary 45, UIKit 25, SwiftUI 35, Yoga 20, constraints 55, トルツメ 40, stack 25.

            """
        let steps = [
            "Portrait, 180 × 320: the flow is 160 wide. Line 1: 25 + 6 + 55 + 6 + 25 = 117 (+ 6 + 45 > 160); line 2:\n"
                + "Cassowary … Yoga = 143 (+ 6 + 55 > 160); line 3: constraints トルツメ stack = 132. Tops 0, 16, 32; height 44.",
            "Landscape, 320 × 180: 300 wide, the flow re-wraps. Line 1: Swift … Yoga = 266 (+ 6 + 55 = 327 > 300);\n"
                + "line 2: constraints トルツメ stack. Height 12 + 4 + 12 = 28.",
            "UIKit hidden: it collapses and its spacing goes, so line 1 is 266 − 31 = 235 and constraints fits after it\n"
                + "(235 + 6 + 55 = 296 ≤ 300); line 2: トルツメ stack.",
        ]
        let cloud = TagCloud()
        for (index, (name, change)) in TagCloud.states.enumerated() {
            change(cloud)
            output += "\n\(name): \(steps[index])\n"
            do {
                try cloud.window.layoutIfNeededOrThrow()
                output += cloud.window.frameTable()
            } catch {
                output += "error: \(error)\n"
            }
        }
        return output
    }
}

/// The flow page's tag cloud.
private final class TagCloud {
    static let words = ["Swift", "Auto Layout", "Linux", "Cassowary", "UIKit", "SwiftUI", "Yoga", "constraints", "トルツメ", "stack"]
    static let portrait = Size(width: 180, height: 320)
    static let landscape = Size(width: 320, height: 180)

    /// The page's states in order, each as the change from the previous one.
    static let states: [(String, @Sendable (TagCloud) -> Void)] = [
        ("portrait", { _ in }),
        ("landscape", { $0.window.size = landscape }),
        ("tag-hidden", { $0.window.size = landscape; $0.tags[4].isHidden = true }),
    ]

    let window = Window(size: TagCloud.portrait)
    let flow = FlowView(name: "tags")
    let tags: [Label]

    init() {
        tags = Self.words.map { word in
            let label = Label(word, name: word)
            label.font = .systemFont(ofSize: 10)
            return label
        }
        flow.itemSpacing = 6
        flow.lineSpacing = 4
        for tag in tags { flow.addItem(tag) }
        window.addSubview(flow)
        LayoutConstraint.activate {
            flow.leadingAnchor == window.leadingAnchor + 10
            flow.trailingAnchor == window.trailingAnchor - 10
            flow.topAnchor == window.topAnchor + 10
        }
    }
}

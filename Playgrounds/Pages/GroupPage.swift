import Trellis

extension Pages {
    /// Seed 004's grouping: a plain view that only has a position, sized by the content pinned
    /// inside it; what happens when the content outgrows the screen, and the seed's fix
    /// (`parent.width >= group.width`).
    static let group = Page(
        name: "group",
        summary: "seed 004: a group view sized by its content, its overflow, and the >= fix, in portrait and landscape",
        snapshots: {
            guard let scene = try? GroupScene(GroupScene.Setup(text: GroupScene.long, fitted: true, labelYields: true))
            else { return [] }
            return [Snapshot("fitted", scene.window)]
        }
    ) {
        var output = "A group view placed only by its leading (20) and top (100) edges, holding a label and a 60 × 60\n"
        output += "image: label.leading = group.leading + 8, image.leading = label.trailing + 8,\n"
        output += "group.trailing = image.trailing + 8; image 8 from the group's top and bottom, label centred on it.\n"
        output += "Its size comes from its content, so nothing is ambiguous: height 8 + 60 + 8 = 76.\n"
        let steps: [(String, GroupScene.Setup)] = [
            ("Short text (8 wide characters, 136 pt): width 8 + 136 + 8 + 60 + 8 = 220; image at x 152",
             GroupScene.Setup(text: GroupScene.short)),
            ("Long text (33 characters, 561 pt): width 645, so the image (x 577, window x 597) is off the 393-pt screen",
             GroupScene.Setup(text: GroupScene.long)),
            ("Add window.trailing >= group.trailing + 20 (the seed's parent.width >= view.width): the group is at most\n"
                + "353 wide, and 292 pt must go. The label and the image both resist compression at 750: a tie, so the\n"
                + "layout is ambiguous (Xcode warns about it); the solver's pick squeezes the image",
             GroupScene.Setup(text: GroupScene.long, fitted: true)),
            ("Lower one priority, as the seed does (here the label's horizontal compression resistance, 749): the label\n"
                + "gives way, 353 − 84 = 269 pt, tail-truncated to 15 characters and … (15 × 17 + 8.5 = 263.5 ≤ 269 < 280.5);\n"
                + "the image is back whole at x 8 + 269 + 8 = 285 (window x 305)",
             GroupScene.Setup(text: GroupScene.long, fitted: true, labelYields: true)),
            ("The same in landscape (852 × 393): 20 + 645 + 20 ≤ 852, so the >= constraint is slack and the label is whole",
             GroupScene.Setup(text: GroupScene.long, fitted: true, labelYields: true, size: GroupScene.landscape)),
        ]
        for (title, setup) in steps {
            output += "\n" + title + "\n"
            do {
                let scene = try GroupScene(setup)
                output += scene.window.frameTable()
                output += "label lines: \(scene.label.textLayout.lines.map { "\"\($0.text)\"" }.joined(separator: ", "))\n"
                let ambiguous = try scene.window.ambiguousItems()
                output += "ambiguous: " + (ambiguous.isEmpty ? "none" : ambiguous.map(\.description).joined(separator: "; ")) + "\n"
            } catch {
                output += "error: \(error)\n"
            }
        }
        return output
    }
}

/// The grouping scene of seed 004 in a window of the given size.
private final class GroupScene {
    static let short = "吾輩は猫である。"
    static let long = "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。"
    static let portrait = Size(width: 393, height: 852)
    static let landscape = Size(width: 852, height: 393)

    /// One variant: the label's text, whether the seed's `>=` fix is in, whether the label's
    /// horizontal compression resistance is lowered to 749, and the window size.
    struct Setup {
        var text: String
        var fitted = false
        var labelYields = false
        var size = GroupScene.portrait
    }

    let window: Window
    let label: Label

    init(_ setup: Setup) throws(LayoutError) {
        window = Window(size: setup.size)
        let group = View(name: "group")
        label = Label(setup.text, name: "label")
        let image = View(name: "image")
        image.intrinsicContentSize = Size(width: 60, height: 60)
        if setup.labelYields { label.setContentCompressionResistancePriority(749, for: .horizontal) }
        window.addSubview(group)
        group.addSubview(label)
        group.addSubview(image)
        var constraints = [
            group.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            group.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            label.leadingAnchor.constraint(equalTo: group.leadingAnchor, constant: 8),
            image.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            group.trailingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
            image.topAnchor.constraint(equalTo: group.topAnchor, constant: 8),
            group.bottomAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: image.centerYAnchor),
        ]
        if setup.fitted {
            constraints.append(window.trailingAnchor.constraint(greaterThanOrEqualTo: group.trailingAnchor, constant: 20))
        }
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
    }
}

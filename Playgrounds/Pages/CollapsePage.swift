import Trellis

extension Pages {
    /// Seed 004's collapse recipes outside stack views ("トルツメ"), each as a before/after table:
    /// hiding, removing with and without a low-priority fallback, `text = nil`, `image = nil`, and
    /// `collapseWhenHidden`.
    static let collapse = Page(
        name: "collapse",
        summary: "seed 004: hiding vs removing, text = nil, image = nil, and collapse-on-hide, before and after",
        snapshots: {
            guard let before = try? CollapseScene(), let after = try? CollapseScene() else { return [] }
            after.textView.collapseWhenHidden(along: .vertical, spacing: [after.footerSpacing])
            after.textView.isHidden = true
            guard (try? after.window.layoutIfNeededOrThrow()) != nil else { return [Snapshot("before", before.window)] }
            return [Snapshot("before", before.window), Snapshot("collapsed", after.window)]
        }
    ) {
        var output = "A 20 pt title at y 20, a 100 pt text view 8 pt below (y 48), a 30 pt footer 8 pt below that (y 156)\n"
        let recipes: [(String, (CollapseScene) -> Void)] = [
            ("isHidden = true: nothing moves", { $0.textView.isHidden = true }),
            ("removeFromSuperview(): the footer loses its only vertical position (ambiguous; y 0 is the solver's pick)", {
                $0.textView.removeFromSuperview()
            }),
            ("removeFromSuperview() with footer.top == title.bottom + 8 @1: footer at 48", {
                $0.addFallback()
                $0.textView.removeFromSuperview()
            }),
            ("isHidden = true with the same fallback: nothing moves", {
                $0.addFallback()
                $0.textView.isHidden = true
            }),
            ("collapseWhenHidden(along: .vertical, spacing: [footer.top == textView.bottom + 8]), then isHidden = true", {
                $0.textView.collapseWhenHidden(along: .vertical, spacing: [$0.footerSpacing])
                $0.textView.isHidden = true
            }),
        ]
        for (title, change) in recipes {
            output += "\n\(title)\n"
            do {
                let scene = try CollapseScene()
                let before = try FrameTable(root: scene.window, markingAmbiguity: true)
                change(scene)
                try scene.window.layoutIfNeededOrThrow()
                let after = try FrameTable(root: scene.window, markingAmbiguity: true)
                output += DiffTable(before: before, after: after).render()
            } catch {
                output += "error: \(error)\n"
            }
        }
        // `text = nil`: the label measures (0, 0) but both 8 pt gaps stay, so the footer moves
        // from 40 + 8 + 20.4 + 8 = 76.4 to 40 + 8 + 0 + 8 = 56, not 48.
        let label = Label("Hello", name: "label")
        output += "\n" + contentRemoved(
            "label.text = nil: the label's height goes, its spacing stays (footer 76.4 → 56)", label
        ) { label.text = nil }
        // `image = nil`: an image view without an image measures 0 × 0 (seed 004 collapses it
        // this way); a 64 × 64 image: footer from 40 + 8 + 64 + 8 = 120 to 56.
        let image = View(name: "imageView")
        image.intrinsicContentSize = Size(width: 64, height: 64)
        output += "\n" + contentRemoved(
            "imageView.image = nil (its intrinsic size becomes 0 × 0): the same, footer 120 → 56", image
        ) { image.intrinsicContentSize = Size(width: 0, height: 0) }
        return output
    }

    /// A column of a title, `content` sized by its intrinsic size, and a footer, 8 pt apart;
    /// the frames before and after `removeContent`.
    private static func contentRemoved(_ title: String, _ content: View, removeContent: () -> Void) -> String {
        var output = title + "\n"
        let window = Window(size: Size(width: 320, height: 480))
        let label = content
        let title = View(name: "title"), footer = View(name: "footer")
        for view in [title, label, footer] { window.addSubview(view) }
        do {
            try LayoutConstraint.activateOrThrow([
                title.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                title.heightAnchor.constraint(equalToConstant: 20),
                label.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
                footer.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
                footer.heightAnchor.constraint(equalToConstant: 30),
            ] + [title, label, footer].map { $0.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16) }
              + [title, footer].map { $0.widthAnchor.constraint(equalToConstant: 288) })
            try window.layoutIfNeededOrThrow()
            let before = FrameTable(root: window)
            removeContent()
            try window.layoutIfNeededOrThrow()
            output += DiffTable(before: before, after: FrameTable(root: window)).render()
        } catch {
            output += "error: \(error)\n"
        }
        return output
    }
}

/// Seed 004's column in a 320 × 480 window, each view 16 pt from both sides; the text view's
/// 100 pt is its intrinsic height.
private final class CollapseScene {
    let window = Window(size: Size(width: 320, height: 480))
    let title = View(name: "title")
    let textView = View(name: "textView")
    let footer = View(name: "footer")
    let footerSpacing: LayoutConstraint

    init() throws(LayoutError) {
        for view in [title, textView, footer] { window.addSubview(view) }
        textView.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 100)
        footerSpacing = footer.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 8)
        try LayoutConstraint.activateOrThrow([
            title.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            title.heightAnchor.constraint(equalToConstant: 20),
            textView.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            footerSpacing,
            footer.heightAnchor.constraint(equalToConstant: 30),
        ] + [title, textView, footer].flatMap { [
            $0.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            $0.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
        ] })
        try window.layoutIfNeededOrThrow()
    }

    /// Seed 004's "優先度の低い制約": the footer 8 pt under the title at priority 1.
    func addFallback() {
        let low = footer.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8)
        low.priority = 1
        LayoutConstraint.activate([low])
    }
}

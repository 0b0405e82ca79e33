import Trellis

extension Pages {
    /// A vertical form in a scroll view: the content size from the content guide, the offset
    /// limits with the safe area, and a floating header pinned to the frame guide while the
    /// content scrolls by 150 pt.
    static let scroll = Page(
        name: "scroll",
        summary: "a form in a scroll view: content size, offset limits, a floating header while scrolling",
        snapshots: {
            let form = ScrollForm(safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
            guard (try? form.build(floatingHeader: true)) != nil else { return [] }
            let top = Snapshot("top", form.window)
            form.scroll.contentOffset = Point(x: 0, y: 150)
            guard (try? form.window.layoutIfNeededOrThrow()) != nil else { return [top] }
            return [top, Snapshot("scrolled", form.window)]
        }
    ) {
        let form = ScrollForm(safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        var output = "A form of three 200-pt fields in a 320 × 480 scroll view (safe area top 44, bottom 34)\n"
        do {
            try form.build(floatingHeader: true)
            let scroll = form.scroll
            output += "\ncontentSize \(scroll.contentSize)   (20 + 3 × 200 + 2 × 20 + 20 = 680 tall)\n"
            output += "adjustedContentInset \(scroll.adjustedContentInset)   (automatic: 680 > 480, so top and bottom)\n"
            output += "offsets \(scroll.minimumContentOffset) … \(scroll.maximumContentOffset)   (−44 … 680 + 34 − 480)\n"
            output += "scrollable: horizontal \(scroll.isScrollable(along: .horizontal)), vertical \(scroll.isScrollable(along: .vertical))\n\n"
            output += form.window.frameTable()
            let before = FrameTable(root: form.window)
            scroll.contentOffset = Point(x: 0, y: 150)
            try form.window.layoutIfNeededOrThrow()
            output += "\ncontentOffset = (0, 150): the content moves up on screen, the header stays\n"
            output += DiffTable(before: before, after: FrameTable(root: form.window), changesOnly: true).render()
        } catch {
            output += "error: \(error)\n"
        }
        return output
    }
}

/// The form both scroll pages use: a scroll view filling a 320 × 480 window, a content view as
/// wide as the frame holding three 200-pt fields 20 pt apart (fields at y = 20, 240, 460).
struct ScrollForm {
    let window: Window
    let scroll = ScrollView(name: "scroll")
    let content = View(name: "content")
    let fields = (1...3).map { View(name: "field\($0)") }
    let header = View(name: "header")

    init(safeArea: EdgeInsets = .zero) {
        window = Window(size: Size(width: 320, height: 480), safeAreaInsets: safeArea)
    }

    func build(floatingHeader: Bool) throws(LayoutError) {
        window.addSubview(scroll)
        scroll.addSubview(content)
        let guide = scroll.contentLayoutGuide
        var constraints = [
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: window.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ]
        var above = content.topAnchor
        for field in fields {
            content.addSubview(field)
            constraints += [
                field.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                field.topAnchor.constraint(equalTo: above, constant: 20),
                field.heightAnchor.constraint(equalToConstant: 200),
            ]
            above = field.bottomAnchor
        }
        constraints.append(content.bottomAnchor.constraint(equalTo: above, constant: 20))
        if floatingHeader {
            scroll.addSubview(header)
            constraints += [
                header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 44),
            ]
        }
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
    }
}

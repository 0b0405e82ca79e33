// The scroll-view workload (issue 10): a form of n fields in a scroll view. Measures the first
// layout and one contentOffset change, which moves only the scroll view's own constraints.

import Trellis

/// A window-filling scroll view whose content view (pinned to the content guide, as wide as the
/// frame guide) stacks `n` fields of height 44, 8 pt apart and 8 pt from the content's edges:
/// content height = 8 + n·(44 + 8).
final class ScrollForm {
    let window: Window
    let scroll: ScrollView
    let fields: [View]

    init(fieldCount: Int) throws {
        window = Window(size: Size(width: 393, height: 852), name: "form")
        scroll = ScrollView(name: "scroll")
        let content = View(name: "content")
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
        var fields: [View] = []
        var above = content.topAnchor
        for index in 0..<fieldCount {
            let field = View(name: "field\(index)")
            content.addSubview(field)
            constraints += [
                field.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                field.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                field.topAnchor.constraint(equalTo: above, constant: 8),
                field.heightAnchor.constraint(equalToConstant: 44),
            ]
            above = field.bottomAnchor
            fields.append(field)
        }
        constraints.append(content.bottomAnchor.constraint(equalTo: above, constant: 8))
        try LayoutConstraint.activateOrThrow(constraints)
        self.fields = fields
    }

    /// Content height and the last field's on-screen position match the closed form.
    func verify(offset: Double) throws {
        let height = 8 + Double(fields.count) * 52
        try expect(abs(scroll.contentSize.height - height) < 1e-6, "scroll-form: content height \(scroll.contentSize.height)")
        let lastTop = 8 + Double(fields.count - 1) * 52 - offset
        let frame = fields[fields.count - 1].frameInWindow
        try expect(abs(frame.minY - lastTop) < 1e-6, "scroll-form: last field at \(frame.minY), expected \(lastTop)")
    }
}

/// scroll-first: one op = build the form and lay it out.
func runScrollFirst(_ n: Int, _ budget: Double) throws -> Measurement {
    var loop = OpLoop(budgetSeconds: budget)
    var last: ScrollForm?
    while loop.more {
        last = try loop.time { () throws -> ScrollForm in
            let form = try ScrollForm(fieldCount: n)
            try form.window.layoutIfNeededOrThrow()
            return form
        }
    }
    try last?.verify(offset: 0)
    return loop.finish()
}

/// scroll-offset: one op = set contentOffset and lay out (alternating two offsets).
func runScrollOffset(_ n: Int, _ budget: Double) throws -> Measurement {
    let form = try ScrollForm(fieldCount: n)
    try form.window.layoutIfNeededOrThrow()
    var loop = OpLoop(budgetSeconds: budget)
    var offset = 0.0
    var k = 0
    while loop.more {
        k += 1
        offset = k % 2 == 0 ? 100 : 2_000
        try loop.time {
            form.scroll.contentOffset = Point(x: 0, y: offset)
            try form.window.layoutIfNeededOrThrow()
        }
    }
    try form.verify(offset: offset)
    return loop.finish()
}

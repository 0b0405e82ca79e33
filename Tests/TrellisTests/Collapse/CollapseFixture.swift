@testable import Trellis

/// Seed 004's column: a 20 pt title at y 20, a 100 pt text view 8 pt below it (y 48…148) and a
/// 30 pt footer 8 pt below that (y 156). The text view's height is intrinsic (compression
/// resistance 750) unless `requiredHeight` pins it with a required constraint.
struct CollapseFixture {
    let window = Window(size: Size(width: 320, height: 480))
    let title = View(name: "title")
    let textView = View(name: "textView")
    let footer = View(name: "footer")
    /// `footer.top == textView.bottom + 8`, the spacing that belongs to the text view.
    let footerSpacing: LayoutConstraint

    init(requiredHeight: Bool = false, fallback: Bool = false) throws {
        for view in [title, textView, footer] { window.addSubview(view) }
        footerSpacing = footer.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 8)
        var constraints = [
            title.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            title.heightAnchor.constraint(equalToConstant: 20),
            textView.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            footerSpacing,
            footer.heightAnchor.constraint(equalToConstant: 30),
        ]
        if requiredHeight {
            constraints.append(textView.heightAnchor.constraint(equalToConstant: 100))
        } else {
            textView.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 100)
        }
        if fallback {
            // seed 004's "優先度の低い制約": footer 8 pt under the title at priority 1
            let low = footer.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8)
            low.priority = 1
            constraints.append(low)
        }
        for view in [title, textView, footer] {
            constraints += [
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            ]
        }
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
    }

    /// Lays out and answers the minY of each view still in the window.
    func tops() throws -> [String: Double] {
        try window.layoutIfNeededOrThrow()
        var tops: [String: Double] = [:]
        for view in window.subviews { tops[view.name] = view.frame.minY }
        return tops
    }
}

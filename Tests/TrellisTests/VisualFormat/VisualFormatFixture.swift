@testable import Trellis

/// A superview named `super` holding one subview per name, plus a layout guide `guide` and an
/// orphan view `orphan` with no superview.
struct VisualFormatFixture {
    let superview = View(name: "super")
    var views: [String: LayoutItem] = [:]

    init(_ names: [String] = ["a", "b", "c", "button", "textField", "purpleBox", "topField", "bottomField",
                              "maroonView", "blueView", "button1", "button2", "flexibleButton", "find",
                              "findNext", "findField", "label1", "label2", "view1", "view2", "spacer"]) {
        for name in names {
            let view = View(name: name)
            superview.addSubview(view)
            views[name] = view
        }
        let guide = LayoutGuide(name: "guide")
        superview.addLayoutGuide(guide)
        views["guide"] = guide
        views["orphan"] = View(name: "orphan")
    }

    /// The descriptions of the constraints the format makes, in order.
    func descriptions(
        _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Double] = [:]
    ) throws(VisualFormatError) -> [String] {
        try LayoutConstraint.constraintsOrThrow(withVisualFormat: format, options: options, metrics: metrics, views: views)
            .map(\.description)
    }
}

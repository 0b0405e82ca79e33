import Testing
@testable import Trellis

/// A scroll view filling a window, and an empty content view inside it.
func makeScrollWindow(
    width: Double = 320, height: Double = 480, safeArea: EdgeInsets = .zero
) throws -> (Window, ScrollView, View) {
    let window = Window(size: Size(width: width, height: height), safeAreaInsets: safeArea)
    let scroll = ScrollView(name: "scroll")
    let content = View(name: "content")
    window.addSubview(scroll)
    scroll.addSubview(content)
    try LayoutConstraint.activateOrThrow([
        scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        scroll.topAnchor.constraint(equalTo: window.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    return (window, scroll, content)
}

/// Pins `content` to every edge of the content guide.
func pinToContentGuide(_ content: View, in scroll: ScrollView) -> [LayoutConstraint] {
    let guide = scroll.contentLayoutGuide
    return [
        content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        content.topAnchor.constraint(equalTo: guide.topAnchor),
        content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ]
}

/// The vertical form: a content view as wide as the frame holding three 200-pt fields, 20 pt
/// apart and from the content's top and bottom edges.
///
/// Content height = 20 + 200 + 20 + 200 + 20 + 200 + 20 = 680; fields at y = 20, 240, 460.
func makeVerticalForm(
    width: Double = 320, height: Double = 480, safeArea: EdgeInsets = .zero
) throws -> (Window, ScrollView, View, [View]) {
    let (window, scroll, content) = try makeScrollWindow(width: width, height: height, safeArea: safeArea)
    let fields = (1...3).map { View(name: "field\($0)") }
    var constraints = pinToContentGuide(content, in: scroll)
    constraints.append(content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor))
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
    try LayoutConstraint.activateOrThrow(constraints)
    try window.layoutIfNeededOrThrow()
    return (window, scroll, content, fields)
}

/// Expects `item.frameInWindow` to be (x, y, width, height).
func expectWindowFrame(
    _ item: LayoutItem, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = Rect(x: x, y: y, width: width, height: height)
    #expect(approximatelyEqual(item.frameInWindow, expected), "\(item.name): \(item.frameInWindow) != \(expected)",
            sourceLocation: sourceLocation)
}

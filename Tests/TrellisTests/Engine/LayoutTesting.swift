import Testing
@testable import Trellis

/// Whether two rectangles agree to 1e-9 in every stored component (solver arithmetic is exact
/// for these inputs up to rounding in the last bits).
func approximatelyEqual(_ lhs: Rect, _ rhs: Rect) -> Bool {
    let pairs = [
        (lhs.origin.x, rhs.origin.x), (lhs.origin.y, rhs.origin.y),
        (lhs.size.width, rhs.size.width), (lhs.size.height, rhs.size.height),
    ]
    return pairs.allSatisfy { abs($0 - $1) < 1e-9 }
}

/// Expects `item.frame` to be (x, y, width, height) in its parent's coordinates.
func expectFrame(
    _ item: LayoutItem, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = Rect(x: x, y: y, width: width, height: height)
    #expect(approximatelyEqual(item.frame, expected), "\(item.name): \(item.frame) != \(expected)",
            sourceLocation: sourceLocation)
}

/// The four constraints that put `item`'s leading and top edges at (`x`, `y`) from `parent`'s
/// and fix its size (not activated).
func placement(
    of item: LayoutItem, in parent: View, x: Double, y: Double, width: Double, height: Double
) -> [LayoutConstraint] {
    [
        item.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: x),
        item.topAnchor.constraint(equalTo: parent.topAnchor, constant: y),
        item.widthAnchor.constraint(equalToConstant: width),
        item.heightAnchor.constraint(equalToConstant: height),
    ]
}

/// A window with two subviews, `red` and `blue`, and nothing constrained yet.
func makeRedBlue(width: Double = 393, height: Double = 852) -> (Window, View, View) {
    let window = Window(size: Size(width: width, height: height))
    let red = View(name: "red")
    let blue = View(name: "blue")
    window.addSubview(red)
    window.addSubview(blue)
    return (window, red, blue)
}

/// The seed-001 layout: 20 pt from every window edge, 8 pt between red and blue, equal widths.
func seedConstraints(window: Window, red: View, blue: View) -> [LayoutConstraint] {
    [
        red.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        window.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
        blue.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        window.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
        red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
        blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
        window.trailingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 20),
        red.widthAnchor.constraint(equalTo: blue.widthAnchor),
    ]
}

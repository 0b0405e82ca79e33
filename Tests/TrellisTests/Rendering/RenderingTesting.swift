@testable import Trellis

/// A window of the given size; `place` pins views to fixed frames in their superview.
func pictureWindow(width: Double = 100, height: Double = 50) -> Window {
    Window(size: Size(width: width, height: height))
}

/// Adds `view` to `parent` at (x, y, width, height) in the parent's coordinates, with required
/// constraints.
@discardableResult
func place(_ view: View, in parent: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double) throws -> View {
    parent.addSubview(view)
    try LayoutConstraint.activateOrThrow([
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: x),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: y),
        view.widthAnchor.constraint(equalToConstant: width),
        view.heightAnchor.constraint(equalToConstant: height),
    ])
    return view
}

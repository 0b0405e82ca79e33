// A cell's or a header's content view fills it: the four edge constraints UIKit's table views
// install, written once for both.

extension View {
    /// Adds `contentView` as a subview and pins its four edges to this view's with required
    /// constraints named `identifier` (installed directly: they are valid by construction).
    func embedFilling(_ contentView: View, identifier: String) {
        addSubview(contentView)
        let pins = [
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ]
        for pin in pins {
            pin.identifier = identifier
            pin.install(in: self)
        }
    }
}

import Trellis

/// One laid-out state of a page's layout, named, for pictures: `swift run playgrounds --svg DIR`
/// writes each as `DIR/<page>-<name>.svg`, and `--html DIR` puts a page's snapshots side by side
/// in `DIR/<page>.html`.
public struct Snapshot {
    /// A short file-name-safe name (`portrait`, `stars-hidden`).
    public let name: String
    /// The layout as it was when the snapshot was made.
    public let layout: LayoutSnapshot

    /// Copies the layout of `root` as it is laid out now; `root` may change afterwards.
    public init(_ name: String, _ root: View) {
        self.name = name
        self.layout = LayoutSnapshot(name, of: root)
    }

    /// The layout as an SVG document (see `SVGDrawing`), with or without its constraints.
    public func svg(showingConstraints: Bool, includingGenerated: Bool = false, crop: SVGDrawing.Crop = .content) -> String {
        SVGDrawing(layout, showsConstraints: showingConstraints, showsGeneratedConstraints: includingGenerated,
                   crop: crop).render()
    }
}

extension Page {
    /// The page's snapshots as an inspector page (see `Inspector`); `nil` for a page without any.
    public func inspector() -> Inspector? {
        let layouts = snapshots().map(\.layout)
        guard !layouts.isEmpty else { return nil }
        return Inspector(title: "\(name): \(summary)", snapshots: layouts)
    }
}

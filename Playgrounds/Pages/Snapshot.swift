import Trellis

/// One laid-out layout of a page, named, for pictures: `swift run playgrounds --svg DIR` writes
/// each as `DIR/<page>-<name>.svg`.
public struct Snapshot {
    /// A short file-name-safe name (`portrait`, `stars-hidden`).
    public let name: String
    /// The view to draw, usually a window, already laid out.
    public let root: View

    /// Creates a snapshot of `root` as it is laid out now.
    public init(_ name: String, _ root: View) {
        self.name = name
        self.root = root
    }

    /// The layout as an SVG document (see `SVGDrawing`), with or without constraint lines.
    public func svg(showingConstraints: Bool) -> String {
        root.svg(showingConstraints: showingConstraints)
    }
}

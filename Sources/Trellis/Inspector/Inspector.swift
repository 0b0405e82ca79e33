/// A layout inspector in one self-contained HTML file, like Xcode's view debugger: the drawn
/// layout beside its view tree; click or hover an item to highlight it and see its frame, the
/// constraints that touch it and how each one stands, its hugging, compression resistance and
/// intrinsic size; several states of the same layout switchable or side by side; and what moved
/// between two states.
///
/// ```swift
/// let window = Window(size: Size(width: 393, height: 852))
/// // … views and constraints …
/// let inspector = try Inspector(window: window, title: "Card", states: [
///     .init("portrait"),
///     .init("landscape") { $0.size = Size(width: 852, height: 393) },
///     .init("stars hidden") { _ in stars.isHidden = true },
/// ])
/// let html = inspector.render()   // write it to card.html and open it in a browser
/// ```
///
/// The page needs no network and loads nothing: its style, its script (a few hundred lines of
/// plain JavaScript), the pictures (inline SVG, see ``SVGDrawing``) and the layout data (JSON) are
/// all in the file. What it shows:
/// - **Tabs** for the states, *Side by side* to see them all at once, and *Changes* for a table
///   and a picture of what moved between two states (matched as ``DiffTable`` matches rows).
/// - **The view tree** of the shown state: every view and guide in ``FrameTable`` order, with
///   `hidden`, `ambiguous` and `broken` flags; system guides a constraint mentions appear under
///   their view.
/// - **The picture**, with constraints drawn for the selected item (or all of them, or also the
///   generated ones, with the checkboxes).
/// - **The details** of the selected item: its frame in its parent and in the window, its flags,
///   intrinsic content size with the hugging and compression-resistance priorities, a label's
///   lines, a scroll view's content size and offset, and every constraint that mentions it with
///   its priority, whether it holds (or by how much it misses, or that it is broken) and whether
///   the program or Trellis made it. The conflict reports of the state follow.
///
/// Selecting an item selects the item with the same name and place in the other states too.
/// The page is deterministic: the same states give the same file.
public struct Inspector: CustomStringConvertible {
    /// One state of a layout: a name and the change that leads to it from the state before.
    public struct State {
        /// The state's tab title (`portrait`, `stars hidden`).
        public var name: String
        /// What to do to the window before laying it out for this state.
        let change: (Window) throws(LayoutError) -> Void

        /// A state reached by applying `change` to the window (after the states before it).
        public init(_ name: String, change: @escaping (Window) throws(LayoutError) -> Void = { _ in }) {
            self.name = name
            self.change = change
        }
    }

    /// The page's title.
    public var title: String
    /// The states shown, in tab order.
    public let snapshots: [LayoutSnapshot]

    /// An inspector for states captured earlier (of one layout or of several built alike).
    public init(title: String = "Layout", snapshots: [LayoutSnapshot]) {
        self.title = title
        self.snapshots = snapshots
    }

    /// Steps `window` through `states` in order: each state's change is applied, the window is
    /// laid out, and a ``LayoutSnapshot`` is taken.
    ///
    /// - Throws: the first ``LayoutError`` a change or a layout throws.
    public init(window: Window, title: String = "Layout", states: [State] = [State("layout")]) throws(LayoutError) {
        var snapshots: [LayoutSnapshot] = []
        for state in states {
            try state.change(window)
            try window.layoutIfNeededOrThrow()
            snapshots.append(LayoutSnapshot(state.name, of: window))
        }
        self.init(title: title, snapshots: snapshots)
    }

    /// The HTML page, every line ending in `"\n"`.
    ///
    /// - Complexity: the pictures' (see ``SVGDrawing/render()``) plus a diff per pair of states.
    public func render() -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>\(SVGMarkup.escaped(title)) · Trellis inspector</title>\n"
        html += "<style>\n" + InspectorPage.style + "</style>\n</head>\n<body data-mode=\"single\">\n"
        html += header()
        html += "<main>\n<nav id=\"tree\" aria-label=\"View tree\"></nav>\n<section id=\"canvas\">\n"
        for (index, snapshot) in snapshots.enumerated() {
            var drawing = SVGDrawing(snapshot, showsConstraints: true)
            drawing.isInteractive = true
            html += "<figure class=\"state\" data-state=\"\(index)\"><figcaption>\(SVGMarkup.escaped(snapshot.name))</figcaption>\n"
            html += drawing.render() + "</figure>\n"
        }
        html += diffs()
        html += "</section>\n<aside id=\"details\"><p class=\"hint\">Click or hover an item in the picture or the tree.</p></aside>\n"
        html += "</main>\n"
        html += "<script type=\"application/json\" id=\"trellis-data\">" + data().render() + "</script>\n"
        html += "<script>\n" + InspectorPage.script + "</script>\n</body>\n</html>\n"
        return html
    }

    /// The rendered page, the same text as ``render()``.
    public var description: String { render() }

    /// The title, the state tabs and the constraint switches.
    private func header() -> String {
        var html = "<header>\n<h1>\(SVGMarkup.escaped(title))</h1>\n<div id=\"tabs\" role=\"tablist\">\n"
        for (index, snapshot) in snapshots.enumerated() {
            html += "<button type=\"button\" data-state=\"\(index)\">\(SVGMarkup.escaped(snapshot.name))</button>\n"
        }
        if snapshots.count > 1 {
            html += "<button type=\"button\" data-mode=\"side\">Side by side</button>\n"
            html += "<button type=\"button\" data-mode=\"diff\">Changes</button>\n"
        }
        html += "</div>\n<div id=\"switches\">\n"
        html += "<label><input type=\"checkbox\" id=\"show-all\"> all constraints</label>\n"
        html += "<label><input type=\"checkbox\" id=\"show-generated\"> generated constraints and guides</label>\n"
        return html + "</div>\n</header>\n"
    }
}

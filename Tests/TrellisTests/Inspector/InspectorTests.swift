import Foundation
import Testing
@testable import Trellis

@Suite("Inspector page")
struct InspectorTests {
    /// A 100 × 50 window with `box` 10 from the leading and trailing edges, 10 from the top,
    /// 20 tall, and `tag` (30 × 10) under it.
    static func scene() throws -> (window: Window, box: View, tag: View) {
        let window = Window(size: Size(width: 100, height: 50))
        let box = View(name: "box"), tag = View(name: "tag")
        window.addSubview(box)
        window.addSubview(tag)
        try LayoutConstraint.activateOrThrow([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 20),
            tag.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            tag.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 4),
            tag.widthAnchor.constraint(equalToConstant: 30),
            tag.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (window, box, tag)
    }

    /// The JSON the page embeds, parsed.
    static func data(of html: String) throws -> [String: Any] {
        let open = #"<script type="application/json" id="trellis-data">"#
        let start = try #require(html.range(of: open)).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let object = try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8))
        return try #require(object as? [String: Any])
    }

    @Test("states are applied in order, each laid out and copied")
    func states() throws {
        let (window, box, _) = try Self.scene()
        let inspector = try Inspector(window: window, title: "Box", states: [
            .init("narrow"),
            .init("wide") { $0.size = Size(width: 200, height: 50) },
        ])
        #expect(inspector.snapshots.map(\.name) == ["narrow", "wide"])
        let widths = inspector.snapshots.map { $0.items.first { $0.name == "box" }?.frame.size.width }
        #expect(widths == [80, 180])
        #expect(box.frame.size.width == 180)
    }

    @Test("one self-contained file: inline style, script, pictures and data, nothing to load")
    func selfContained() throws {
        let (window, _, _) = try Self.scene()
        let html = try Inspector(window: window).render()
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.components(separatedBy: "<script").count == 3)
        #expect(!html.contains(" src=") && !html.contains("<link") && !html.contains("@import") && !html.contains("url("))
        // The only URL is the SVG namespace, which names and loads nothing.
        let urls = html.components(separatedBy: "http").dropFirst().map { $0.prefix(24) }
        #expect(urls.allSatisfy { $0 == "://www.w3.org/2000/svg\" " })
    }

    @Test("the data gives each item its frame and the constraints that mention it, with how each stands")
    func data() throws {
        let (window, _, tag) = try Self.scene()
        try window.layoutIfNeededOrThrow()
        try LayoutConstraint.activateOrThrow([tag.widthAnchor.constraint(equalToConstant: 40)])
        let html = try Inspector(window: window, title: "Box").render()
        let data = try Self.data(of: html)
        #expect(data["title"] as? String == "Box")
        let state = try #require((data["states"] as? [[String: Any]])?.first)
        let items = try #require(state["items"] as? [[String: Any]])
        let constraints = try #require(state["constraints"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["window", "box", "tag"])
        let tagItem = items[2]
        #expect(tagItem["window"] as? String == "(10, 34, 30, 10)")
        #expect(tagItem["broken"] as? Bool == true)
        let texts = (tagItem["constraints"] as? [Int] ?? []).map { constraints[$0]["text"] as? String }
        #expect(texts == ["tag.leading == box.leading", "tag.top == box.bottom + 4", "tag.width == 30",
                          "tag.height == 10", "tag.width == 40"])
        let states = (tagItem["constraints"] as? [Int] ?? []).map { constraints[$0]["state"] as? String }
        #expect(states == ["yes", "yes", "yes", "yes", "broken"])
        #expect(constraints.allSatisfy { $0["generated"] as? Bool == false })
        let intrinsic = try #require(tagItem["intrinsic"] as? [String: Any])
        #expect(intrinsic["size"] as? String == "none × none")
        #expect(intrinsic["hugging"] as? String == "250 H, 250 V")
    }

    @Test("stack views' constraints and guides are marked generated")
    func generated() throws {
        let window = Window(size: Size(width: 100, height: 50))
        let a = View(name: "a"), b = View(name: "b")
        for view in [a, b] { view.intrinsicContentSize = Size(width: 20, height: 20) }
        let stack = StackView(arrangedSubviews: [a, b], name: "stack")
        stack.distribution = .equalSpacing
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([stack.leadingAnchor.constraint(equalTo: window.leadingAnchor)])
        let data = try Self.data(of: try Inspector(window: window).render())
        let state = try #require((data["states"] as? [[String: Any]])?.first)
        let constraints = try #require(state["constraints"] as? [[String: Any]])
        let generated = constraints.filter { $0["generated"] as? Bool == true }.compactMap { $0["text"] as? String }
        let program = constraints.filter { $0["generated"] as? Bool == false }.compactMap { $0["text"] as? String }
        #expect(program == ["stack.leading == window.leading"])
        #expect(generated.contains("a.width <= 20 (content hugging)"))
        #expect(constraints.contains { ($0["identifier"] as? String)?.hasPrefix("UISV-") == true && $0["generated"] as? Bool == true })
        let items = try #require(state["items"] as? [[String: Any]])
        #expect(items.contains { $0["name"] as? String == "UISV-distributing" && $0["generated"] as? Bool == true })
    }

    @Test("pictures carry the item and constraint indices the script selects by")
    func interactivePictures() throws {
        let (window, _, _) = try Self.scene()
        let html = try Inspector(window: window).render()
        #expect(html.contains(#"<figure class="state" data-state="0"><figcaption>layout</figcaption>"#))
        #expect(html.contains(#"<g data-item="1">"#))
        // box.leading == window.leading + 10: items box (1) and window (0).
        #expect(html.contains(#"<g class="dim" data-constraint="0" data-items="1 0""#))
    }

    @Test("a changes view for every pair of states, with the diff table's rows")
    func changes() throws {
        let (window, _, tag) = try Self.scene()
        let html = try Inspector(window: window, states: [
            .init("before"),
            .init("wide") { $0.size = Size(width: 200, height: 50) },
            .init("tag hidden") { _ in tag.isHidden = true },
        ]).render()
        for (from, to) in [(0, 1), (0, 2), (1, 2)] {
            #expect(html.contains("<div class=\"diff\" data-from=\"\(from)\" data-to=\"\(to)\">"))
        }
        #expect(html.contains("<h2>before → wide</h2>"))
        #expect(html.contains("<td>(10, 10, 80, 20)</td><td>(10, 10, 180, 20)</td><td>width +100</td>"))
        #expect(html.contains("<p class=\"summary\">2 of 3 items changed.</p>"))
        #expect(html.contains(#"<button type="button" data-mode="diff">Changes</button>"#))
    }

    @Test("an inspector without states still makes a page, which says so")
    func empty() throws {
        let html = Inspector(title: "Nothing", snapshots: []).render()
        #expect(html.contains(#"<script type="application/json" id="trellis-data">{"title":"Nothing","states":[]}</script>"#))
        #expect(!html.contains("<figure") && !html.contains("id=\"diffs\""))
    }

    @Test("the same states give the same page")
    func determinism() throws {
        let (window, _, _) = try Self.scene()
        let first = try Inspector(window: window).render()
        #expect(try Inspector(window: window).render() == first)
    }

    @Test("JSON text escapes quotes, control characters and anything that could end the script element")
    func json() {
        let value = JSONText.object([
            ("a", .string("</script>\"\\\n\u{1}&")), ("b", .array([.integer(3), .number(0.5), .bool(true), .null])),
        ])
        #expect(value.render() == #"{"a":"\u003c/script\u003e\"\\\n\u0001\u0026","b":[3,0.5,true,null]}"#)
    }
}

import Testing
@testable import Trellis

/// UIKit code calls `NSLayoutConstraint.activate(_:)` and `layoutIfNeeded()` where nothing can
/// throw (`init(frame:)`, `layoutSubviews()`, a test that is not `throws`). Renamed, it compiles:
/// the non-throwing forms record what UIKit would raise in the window's diagnostics.
@Suite("Ports by renaming: activate and layoutIfNeeded do not throw", .serialized)
struct PortByRenamingTests {
    /// A UIKit header view, renamed (`UIView` → `View`, `CGRect` → `Rect`): an avatar 48 pt square,
    /// 16 pt from the leading edge and 12 pt from the top and bottom, which size the header.
    final class ProfileHeader: View {
        let avatar = View(frame: .zero)

        override init(frame: Rect) {
            super.init(frame: frame)
            translatesAutoresizingMaskIntoConstraints = false
            avatar.translatesAutoresizingMaskIntoConstraints = false
            addSubview(avatar)
            LayoutConstraint.activate([
                avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                avatar.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                avatar.widthAnchor.constraint(equalToConstant: 48),
                avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                bottomAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12),
            ])
        }
    }

    @Test("a UIKit view's init(frame:) and a non-throwing caller compile and lay out as UIKit does")
    func uikitShapedCode() {
        let window = Window(size: Size(width: 320, height: 480))
        let header = ProfileHeader(frame: .zero)
        window.addSubview(header)
        LayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            header.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        // Height 12 + 48 + 12 = 72, full width; the avatar at (16, 12).
        #expect(header.frame == Rect(x: 0, y: 0, width: 320, height: 72))
        #expect(header.avatar.frame == Rect(x: 16, y: 12, width: 48, height: 48))
        #expect(window.diagnostics.isEmpty)
    }

    /// A window with `red` placed at (20, 10, 100, 50), laid out, and `blue` beside it.
    private func placedRed() -> (Window, red: View, blue: View) {
        let window = Window(size: Size(width: 300, height: 200))
        let red = View(name: "red")
        let blue = View(name: "blue")
        window.addSubview(red)
        window.addSubview(blue)
        LayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            red.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            red.widthAnchor.constraint(equalToConstant: 100),
            red.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        return (window, red, blue)
    }

    @Test("an invalid batch activates nothing, records every broken rule and logs a line for each")
    func invalidBatchIsRecorded() {
        let (window, red, blue) = placedRed()
        let orphan = View(name: "orphan")
        let wider = red.widthAnchor.constraint(equalToConstant: 60)
        wider.priority = .defaultHigh
        let mixed = red.leadingAnchor.constraint(equalTo: blue.leftAnchor)
        let apart = blue.topAnchor.constraint(equalTo: orphan.topAnchor)
        let lines = LogLines()
        LayoutLog.$sink.withValue({ lines.append($0) }) {
            LayoutConstraint.activate([wider, mixed, apart])
        }
        #expect(!wider.isActive && !mixed.isActive && !apart.isActive)
        #expect(window.diagnostics.count == 2)
        #expect(window.diagnostics.first == .mixedDirectionality(first: "red.leading", second: "blue.left"))
        if case .noCommonAncestor(let constraint, _)? = window.diagnostics.last {
            #expect(constraint == "blue.top == orphan.top")
        } else {
            Issue.record("expected noCommonAncestor last, got \(window.diagnostics)")
        }
        #expect(lines.all.count == 2)
        #expect(lines.all.first?.contains("red.leading == blue.left") == true)
        // Nothing laid out is lost: the valid `wider` was not activated with the others.
        window.layoutIfNeeded()
        #expect(red.frame == Rect(x: 20, y: 10, width: 100, height: 50))
    }

    @Test("activateOrThrow throws the first broken rule, activates nothing and records nothing")
    func throwingFormThrows() {
        let (window, red, blue) = placedRed()
        let wider = red.widthAnchor.constraint(equalToConstant: 60)
        let mixed = red.leadingAnchor.constraint(equalTo: blue.leftAnchor)
        #expect(throws: LayoutError.mixedDirectionality(first: "red.leading", second: "blue.left")) {
            try LayoutConstraint.activateOrThrow([wider, mixed])
        }
        #expect(!wider.isActive)
        #expect(window.diagnostics.isEmpty)
        #expect(throws: LayoutError.mixedDirectionality(first: "red.leading", second: "blue.left")) {
            try LayoutConstraint.activateOrThrow { mixed }
        }
    }

    @Test("a layout failure is recorded in the diagnostics and logged instead of thrown")
    func layoutFailureIsRecorded() {
        let (window, red, _) = placedRed()
        let lines = LogLines()
        LayoutLog.$sink.withValue({ lines.append($0) }) {
            window.recordingFailure(of: { () throws(LayoutError) in throw .solverFailure("row 3 lost its subject") })
        }
        #expect(window.diagnostics == [.solverFailure("row 3 lost its subject")])
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.hasPrefix("[Trellis] Layout of `window` failed:") == true)
        #expect(red.frame == Rect(x: 20, y: 10, width: 100, height: 50))
    }

    @Test("layoutIfNeeded outside a window does nothing and records nothing")
    func outsideWindow() {
        let loose = View(name: "loose")
        loose.layoutIfNeeded()
        #expect(loose.frame == .zero)
    }
}

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` does not throw
/// either, and takes `metrics: nil`.
@Suite("Ports by renaming: the Visual Format Language does not throw", .serialized)
struct VisualFormatPortTests {
    /// A 320 × 200 window with the views `a` and `b`.
    private func windowWithTwoViews() -> (Window, View, View) {
        let window = Window(size: Size(width: 320, height: 200))
        let a = View(name: "a"), b = View(name: "b")
        window.addSubview(a)
        window.addSubview(b)
        return (window, a, b)
    }

    @Test("UIKit's call, metrics nil, makes the constraints and lays out")
    func uikitCall() {
        let (window, a, b) = windowWithTwoViews()
        let views = ["a": a, "b": b]
        LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "H:|-20-[a(100)]-10-[b(==a)]", options: [], metrics: nil, views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|-30-[a(40)]", options: [], metrics: nil, views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|-30-[b(40)]", options: [], metrics: nil, views: views))
        window.layoutIfNeeded()
        // a at 20, 100 wide; b 10 after it (130), as wide as a; both 30 down, 40 tall.
        #expect(a.frame == Rect(x: 20, y: 30, width: 100, height: 40))
        #expect(b.frame == Rect(x: 130, y: 30, width: 100, height: 40))
        #expect(window.diagnostics.isEmpty)
    }

    @Test("a malformed string makes nothing, records UIKit's message and logs it")
    func malformedIsRecorded() {
        let (window, a, b) = windowWithTwoViews()
        let lines = LogLines()
        let made = LayoutLog.$sink.withValue({ lines.append($0) }) {
            LayoutConstraint.constraints(withVisualFormat: "H:[a]-(>30)-[b]", options: [], metrics: nil, views: ["a": a, "b": b])
        }
        #expect(made.isEmpty)
        // `>` alone is not a relation: parsing stops at index 8, after `>` (VisualFormatErrorTests).
        let expected = VisualFormatError(.unknownRelation, format: "H:[a]-(>30)-[b]", index: 8)
        #expect(window.diagnostics == [.invalidVisualFormat(expected)])
        #expect(window.diagnostics.first?.description == expected.description)
        #expect(lines.all == ["[Trellis] \(expected.description)"])
        #expect(throws: expected) {
            try LayoutConstraint.constraintsOrThrow(withVisualFormat: "H:[a]-(>30)-[b]", views: ["a": a, "b": b])
        }
        #expect(window.diagnostics.count == 1)
    }
}

/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` does not
/// throw either: an invalid one is made, logged, and refused at activation.
@Suite("Ports by renaming: the item/attribute initializer does not throw", .serialized)
struct ItemAttributePortTests {
    @Test("UIKit's calls, with and without a second item, lay out as the spec's examples")
    func uikitCalls() {
        let (window, red, _) = makeRedBlue(width: 300, height: 200)
        // Red.leading = 1.0 × Superview.leading + 20; Red.top = 1.0 × Superview.top + 10;
        // Red.width = 0.0 × NotAnAttribute + 100; Red.height = 40 (spec §2.3: a nil second item
        // discards the second attribute, only the constant is kept).
        LayoutConstraint.activate([
            LayoutConstraint(item: red, attribute: .leading, relatedBy: .equal,
                             toItem: window, attribute: .leading, multiplier: 1, constant: 20),
            LayoutConstraint(item: red, attribute: .top, relatedBy: .equal,
                             toItem: window, attribute: .top, multiplier: 1, constant: 10),
            LayoutConstraint(item: red, attribute: .width, relatedBy: .equal,
                             toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: 100),
            LayoutConstraint(item: red, attribute: .height, relatedBy: .equal,
                             toItem: nil, attribute: .height, multiplier: 1, constant: 40),
        ])
        window.layoutIfNeeded()
        #expect(red.frame == Rect(x: 20, y: 10, width: 100, height: 40))
        #expect(window.diagnostics.isEmpty)
    }

    @Test("a nil second item with an attribute keeps only the constant, as UIKit does")
    func nilSecondItemDiscardsItsAttribute() throws {
        let (_, red, _) = makeRedBlue()
        let tall = try LayoutConstraint.makeOrThrow(
            item: red, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .width, multiplier: 1, constant: 40)
        #expect(tall.description == "red.height == 40")
    }

    @Test("an invalid constraint is made and logged at once; activating it records the rule it breaks")
    func invalidIsLoggedThenRecorded() {
        let (window, red, blue) = makeRedBlue(width: 300, height: 200)
        let lines = LogLines()
        let (pinned, incomplete) = LayoutLog.$sink.withValue({ lines.append($0) }) {
            (
                LayoutConstraint(item: red, attribute: .top, relatedBy: .equal,
                                 toItem: nil, attribute: .notAnAttribute, multiplier: 0, constant: 20),
                LayoutConstraint(item: red, attribute: .width, relatedBy: .equal,
                                 toItem: blue, attribute: .notAnAttribute, multiplier: 1, constant: 0)
            )
        }
        #expect(lines.all.count == 2)
        #expect(lines.all.first?.hasPrefix("[Trellis] Invalid constraint `red.top == 20`") == true)
        LayoutLog.$sink.withValue({ lines.append($0) }) { LayoutConstraint.activate([pinned, incomplete]) }
        #expect(!pinned.isActive && !incomplete.isActive)
        #expect(window.diagnostics == [
            .locationEqualToConstant("red.top"),
            .incompleteSecondItem("red.width == blue.notAnAttribute"),
        ])
        #expect(throws: LayoutError.locationEqualToConstant("red.top")) {
            try LayoutConstraint.activateOrThrow([pinned])
        }
    }
}

/// UIKit's older view API: `addConstraint(s)`, `removeConstraint(s)` and the subview order calls.
@Suite("Ports by renaming: addConstraints and subview order", .serialized)
struct ViewAPIPortTests {
    /// A 320 × 200 window with a container pinned at (10, 20, 300, 100) and `a` inside it.
    private func containerWithA() -> (Window, container: View, a: View) {
        let window = Window(size: Size(width: 320, height: 200))
        let container = View(name: "container")
        let a = View(name: "a")
        window.addSubview(container)
        container.addSubview(a)
        window.addConstraints(
            LayoutConstraint.constraints(withVisualFormat: "H:|-10-[container(300)]", options: [], metrics: nil, views: ["container": container])
                + LayoutConstraint.constraints(withVisualFormat: "V:|-20-[container(100)]", options: [], metrics: nil, views: ["container": container]))
        return (window, container, a)
    }

    @Test("the VFL-era pattern: addConstraints on the superview lays out and lists them there")
    func addConstraintsWithVisualFormat() {
        let (window, container, a) = containerWithA()
        let horizontal = LayoutConstraint.constraints(withVisualFormat: "H:|-12-[a]-12-|", options: [], metrics: nil, views: ["a": a])
        let vertical = LayoutConstraint.constraints(withVisualFormat: "V:|-8-[a(30)]", options: [], metrics: nil, views: ["a": a])
        container.addConstraints(horizontal + vertical)
        window.layoutIfNeeded()
        // 12 from each side of the 300-wide container: 276 wide; 8 down, 30 tall.
        #expect(a.frame == Rect(x: 12, y: 8, width: 276, height: 30))
        // Each is installed on the nearest common ancestor of its items, as in UIKit: a
        // constraint naming one view on that view (the container's own size, a's height).
        #expect(container.constraints.map(\.description) == [
            "container.width == 300", "container.height == 100",
            "a.leading == container.leading + 12", "container.trailing == a.trailing + 12", "a.top == container.top + 8",
        ])
        #expect(a.constraints.map(\.description) == ["a.height == 30"])
        #expect(window.diagnostics.isEmpty)
        container.removeConstraints(horizontal)
        #expect(!horizontal.contains { $0.isActive } && vertical.allSatisfy(\.isActive))
    }

    @Test("a constraint naming an item outside the view is not added; the error is recorded and logged")
    func outsideTheView() {
        let (window, container, a) = containerWithA()
        let other = View(name: "other")
        window.addSubview(other)
        let outside = a.widthAnchor.constraint(equalTo: other.widthAnchor)
        let inside = a.heightAnchor.constraint(equalToConstant: 10)
        let lines = LogLines()
        LayoutLog.$sink.withValue({ lines.append($0) }) { container.addConstraints([inside, outside]) }
        #expect(!outside.isActive && !inside.isActive)
        #expect(window.diagnostics == [.constraintOutsideView(constraint: "a.width == other.width", view: "container")])
        #expect(lines.all.count == 1 && lines.all.first?.contains("`a.width == other.width`") == true)
        // The window contains both: there it is added, and a removal from `container` leaves it.
        window.addConstraint(outside)
        container.removeConstraint(outside)
        #expect(outside.isActive)
        window.removeConstraint(outside)
        #expect(!outside.isActive)
    }

    @Test("insert above and below, bring to front, send to back: UIKit's subview order")
    func subviewOrder() {
        let window = Window(size: Size(width: 100, height: 100))
        let (a, b, c, d) = (View(name: "a"), View(name: "b"), View(name: "c"), View(name: "d"))
        for view in [a, b, c] { window.addSubview(view) }
        func order() -> [String] { window.subviews.map(\.name) }
        window.insertSubview(d, aboveSubview: a)
        #expect(order() == ["a", "d", "b", "c"])
        window.insertSubview(d, belowSubview: a)
        #expect(order() == ["d", "a", "b", "c"])
        window.insertSubview(a, aboveSubview: c)
        #expect(order() == ["d", "b", "c", "a"])
        window.bringSubviewToFront(d)
        #expect(order() == ["b", "c", "a", "d"])
        window.sendSubviewToBack(a)
        #expect(order() == ["a", "b", "c", "d"])
        let loose = View(name: "loose")
        window.insertSubview(loose, belowSubview: View(name: "stranger"))
        window.bringSubviewToFront(View(name: "stranger"))
        #expect(order() == ["a", "b", "c", "d", "loose"])
        #expect(window.diagnostics.isEmpty)
    }
}

import Testing
@testable import Trellis

@Suite("Subclassing views: overrides and the layout cycle")
struct SubclassingTests {
    /// A window 300 × 200 with `outer` pinned at (10, 10, 200, 100) and `inner` inside it at
    /// (5, 5, 50, 40).
    func nested(_ log: CallLog) throws -> (Window, Recorder, Recorder, LayoutConstraint) {
        let window = Window(size: Size(width: 300, height: 200))
        let outer = Recorder("outer", log: log), inner = Recorder("inner", log: log)
        window.addSubview(outer)
        outer.addSubview(inner)
        let width = outer.widthAnchor.constraint(equalToConstant: 200)
        try LayoutConstraint.activateOrThrow([
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            outer.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            width, outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 50), inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        return (window, outer, inner, width)
    }

    @Test("an intrinsicContentSize override sizes the view, and invalidating re-reads it")
    func intrinsicOverride() throws {
        let window = Window(size: Size(width: 300, height: 200))
        let avatar = Avatar(name: "avatar")
        window.addSubview(avatar)
        try LayoutConstraint.activateOrThrow([
            avatar.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: window.topAnchor, constant: 8),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(avatar.frame == Rect(x: 16, y: 8, width: 40, height: 40))
        avatar.diameter = 64
        try window.layoutIfNeededOrThrow()
        #expect(avatar.frame == Rect(x: 16, y: 8, width: 64, height: 64))
    }

    @Test("assigning an intrinsic size to a view that overrides it is reported and ignored")
    func assigningOverridden() throws {
        let window = Window(size: Size(width: 300, height: 200))
        let avatar = Avatar(name: "avatar")
        window.addSubview(avatar)
        avatar.intrinsicContentSize = Size(width: 10, height: 10)
        #expect(avatar.intrinsicContentSize == Size(width: 40, height: 40))
        #expect(window.diagnostics == [.intrinsicContentSizeOverridden(view: "avatar")])
    }

    @Test("an override answering a non-finite size counts as no intrinsic size and is reported")
    func badOverride() throws {
        final class Broken: View {
            override var intrinsicContentSize: Size { Size(width: .infinity, height: 20) }
        }
        let window = Window(size: Size(width: 300, height: 200))
        let broken = Broken(name: "broken")
        window.addSubview(broken)
        try LayoutConstraint.activateOrThrow([
            broken.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            broken.topAnchor.constraint(equalTo: window.topAnchor),
            broken.widthAnchor.constraint(equalToConstant: 30),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(broken.frame == Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(window.diagnostics.count == 1)
        #expect(window.diagnostics.first?.description.contains("`broken`") == true)
    }

    @Test("the first layout updates constraints bottom-up, then lays out top-down, once each")
    func firstLayoutOrder() throws {
        let log = CallLog()
        let (window, _, _, _) = try nested(log)
        try window.layoutIfNeededOrThrow()
        #expect(log.take() == [
            "updateConstraints inner", "updateConstraints outer",
            "layoutSubviews outer 200x100", "layoutSubviews inner 50x40",
        ])
        try window.layoutIfNeededOrThrow()
        #expect(log.take() == [])
    }

    @Test("a size change lays out the view and its superview; a move alone lays out only the superview")
    func sizeAndMove() throws {
        let log = CallLog()
        let (window, outer, inner, width) = try nested(log)
        try window.layoutIfNeededOrThrow()
        _ = log.take()
        width.constant = 180
        try window.layoutIfNeededOrThrow()
        #expect(log.take() == ["layoutSubviews outer 180x100"])
        // inner moves inside outer (same size): outer's subview frames changed, inner's size did not.
        let innerLeading = outer.constraints.first { $0.firstItem === inner && $0.firstAttribute == .leading }
        innerLeading?.constant = 20
        try window.layoutIfNeededOrThrow()
        #expect(log.take() == ["layoutSubviews outer 180x100"])
    }

    @Test("setNeedsLayout and setNeedsUpdateConstraints run the override once at the next layout")
    func explicitRequests() throws {
        let log = CallLog()
        let (window, outer, inner, _) = try nested(log)
        try window.layoutIfNeededOrThrow()
        _ = log.take()
        inner.setNeedsLayout()
        #expect(inner.needsLayout)
        outer.setNeedsUpdateConstraints()
        try inner.layoutIfNeededOrThrow()
        #expect(log.take() == ["updateConstraints outer", "layoutSubviews inner 50x40"])
        #expect(!inner.needsLayout && !outer.needsUpdateConstraints)
    }

    @Test("updateConstraints may change constants; the layout uses them in the same pass")
    func updateConstraintsChangesLayout() throws {
        let log = CallLog()
        let (window, outer, _, width) = try nested(log)
        var expanded = false
        outer.onUpdateConstraints = { _ in width.constant = expanded ? 280 : 200 }
        try window.layoutIfNeededOrThrow()
        expanded = true
        outer.setNeedsUpdateConstraints()
        try window.layoutIfNeededOrThrow()
        #expect(outer.frame == Rect(x: 10, y: 10, width: 280, height: 100))
    }

    @Test("layoutSubviews setting preferredMaxLayoutWidth re-solves until the label's height follows")
    func preferredMaxLayoutWidthTrick() throws {
        // A 100-wide cell with a label of 10 wide characters of 17 pt (170 wide unwrapped)
        // pinned to its edges: at 100 points, 5 characters a line, 2 lines of 20.4 = 40.8.
        let log = CallLog()
        let window = Window(size: Size(width: 300, height: 300))
        let cell = Recorder("cell", log: log)
        let label = Label("あいうえおかきくけこ", name: "label")
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 1000
        window.addSubview(cell)
        cell.addSubview(label)
        cell.onLayoutSubviews = { _ in label.preferredMaxLayoutWidth = label.frame.size.width }
        try LayoutConstraint.activateOrThrow([
            cell.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            cell.topAnchor.constraint(equalTo: window.topAnchor),
            cell.widthAnchor.constraint(equalToConstant: 100),
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            label.topAnchor.constraint(equalTo: cell.topAnchor),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 40.8))
        #expect(cell.frame.size.height == 40.8)
        // Round 1 at the one-line height 20.4, round 2 at the wrapped height.
        #expect(log.take() == [
            "updateConstraints cell", "layoutSubviews cell 100x20.4", "layoutSubviews cell 100x40.8",
        ])
    }

    @Test("an updateConstraints override that does not call super is reported, and layout goes on")
    func missingSuper() throws {
        let log = CallLog()
        let (window, outer, _, _) = try nested(log)
        outer.callsSuperUpdateConstraints = false
        try window.layoutIfNeededOrThrow()
        #expect(window.diagnostics == [.updateConstraintsWithoutSuper(view: "outer")])
        #expect(outer.frame == Rect(x: 10, y: 10, width: 200, height: 100))
    }

    @Test("a layoutSubviews that never settles stops after the most rounds, with a diagnostic")
    func neverSettles() throws {
        let log = CallLog()
        let (window, outer, _, width) = try nested(log)
        outer.onLayoutSubviews = { _ in width.constant += 1 }
        try window.layoutIfNeededOrThrow()
        let rounds = LayoutEngine.maximumLayoutCycleRounds
        #expect(window.diagnostics == [.layoutCycleDidNotSettle(views: ["outer"], rounds: rounds)])
        // Each round added 1 after its solve; the last change was solved too.
        #expect(outer.frame.size.width == 200 + Double(rounds))
    }

    @Test("layoutIfNeeded inside layoutSubviews solves without starting another cycle")
    func nestedLayoutIfNeeded() throws {
        let log = CallLog()
        let (window, outer, inner, _) = try nested(log)
        let innerWidth = inner.constraints.first { $0.firstAttribute == .width }
        outer.onLayoutSubviews = { view in
            innerWidth?.constant = 60
            view.layoutIfNeeded()
            view.log.calls.append("inner is \(inner.frame.size.width) wide")
        }
        try window.layoutIfNeededOrThrow()
        #expect(log.take().contains("inner is 60.0 wide"))
    }

    @Test("setNeedsLayout, setNeedsUpdateConstraints and layoutIfNeeded outside a window do nothing")
    func outsideWindow() throws {
        let log = CallLog()
        let view = Recorder("loose", log: log)
        view.setNeedsLayout()
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        try view.layoutIfNeededOrThrow()
        #expect(log.take() == [])
    }

    @Test("built-in views never take part in the layout cycle")
    func builtInViewsSkip() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let plain = View(), label = Label("a"), stack = StackView()
        for view in [plain, label, stack] { window.addSubview(view) }
        #expect(!plain.needsLayout && !label.needsLayout && !stack.needsUpdateConstraints)
        #expect(window.engine.cycleViews.isEmpty)
    }

    @Test("name is settable and frame tables use the new name")
    func settableName() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let view = View()
        view.name = "header"
        window.addSubview(view)
        try LayoutConstraint.activateOrThrow([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(window.frameTable().contains("header"))
    }
}

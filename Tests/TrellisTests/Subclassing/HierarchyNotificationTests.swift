import Testing
@testable import Trellis

/// A view that logs UIKit's hierarchy notifications, with the window or superview it sees then.
private final class Watcher: View {
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.log = log
        super.init(name: name)
    }

    override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        log.calls.append("\(name) willMove(toSuperview: \(newSuperview?.name ?? "nil"))")
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        log.calls.append("\(name) didMoveToSuperview \(superview?.name ?? "nil")")
    }

    override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        log.calls.append("\(name) willMove(toWindow: \(newWindow?.name ?? "nil")) from \(window?.name ?? "nil")")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        log.calls.append("\(name) didMoveToWindow \(window?.name ?? "nil")")
    }

    override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        log.calls.append("\(name) didAddSubview(\(subview.name))")
    }

    override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        log.calls.append("\(name) willRemoveSubview(\(subview.name))")
    }
}

/// A view that pins itself to its superview when it gets one, as UIKit code often does.
private final class SelfPinning: View {
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let superview else { return }
        LayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 10),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -10),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: 10),
            bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -10),
        ])
    }
}

@Suite("Hierarchy notifications: willMove(toSuperview:), didMoveToWindow(), didAddSubview(_:), …")
struct HierarchyNotificationTests {
    /// A window `w` holding watcher `p`; watcher `v` holding watcher `c`, outside the window. Keep
    /// the window alive: views do not retain their window (UIKit's don't either).
    private func scene() -> (Window, Watcher, Watcher, Watcher, CallLog) {
        let log = CallLog()
        let window = Window(size: Size(width: 200, height: 100), name: "w")
        let p = Watcher("p", log: log)
        let v = Watcher("v", log: log)
        let c = Watcher("c", log: log)
        window.addSubview(p)
        v.addSubview(c)
        log.calls = []
        return (window, p, v, c, log)
    }

    @Test("joining a window: superview, then the subtree's window, superviews first, then the parent")
    func addingIntoAWindow() {
        let (window, p, v, _, log) = scene()
        p.addSubview(v)
        withExtendedLifetime(window) {}
        #expect(log.calls == [
            "v willMove(toSuperview: p)",
            "v willMove(toWindow: w) from nil",
            "c willMove(toWindow: w) from nil",
            "v didMoveToWindow w",
            "c didMoveToWindow w",
            "v didMoveToSuperview p",
            "p didAddSubview(v)",
        ])
    }

    @Test("leaving: the parent first, then as joining, towards nil")
    func removing() {
        let (window, p, v, _, log) = scene()
        defer { withExtendedLifetime(window) {} }
        p.addSubview(v)
        log.calls = []
        v.removeFromSuperview()
        #expect(log.calls == [
            "p willRemoveSubview(v)",
            "v willMove(toSuperview: nil)",
            "v willMove(toWindow: nil) from w",
            "c willMove(toWindow: nil) from w",
            "v didMoveToWindow nil",
            "c didMoveToWindow nil",
            "v didMoveToSuperview nil",
        ])
        v.removeFromSuperview()  // no superview: nothing
        #expect(log.calls.count == 7)
    }

    @Test("outside a window, and moving within one, the window is not announced")
    func noWindowChange() {
        let (window, p, v, c, log) = scene()
        let q = Watcher("q", log: log)
        v.addSubview(q)
        #expect(log.calls == ["q willMove(toSuperview: v)", "q didMoveToSuperview v", "v didAddSubview(q)"])

        p.addSubview(v)
        let r = Watcher("r", log: log)
        window.addSubview(r)
        log.calls = []
        r.addSubview(c)  // from v to r, both in the window
        #expect(log.calls == [
            "v willRemoveSubview(c)", "c willMove(toSuperview: r)", "c didMoveToSuperview r", "r didAddSubview(c)",
        ])
    }

    @Test("reordering among siblings sends nothing")
    func reorderingIsSilent() {
        let (window, p, v, _, log) = scene()
        defer { withExtendedLifetime(window) {} }
        let q = Watcher("q", log: log)
        p.addSubview(v)
        p.addSubview(q)
        log.calls = []
        p.bringSubviewToFront(v)
        p.sendSubviewToBack(v)
        p.addSubview(q)
        #expect(log.calls.isEmpty)
    }

    @Test("a view that pins itself in didMoveToSuperview ports unchanged")
    func pinningInDidMoveToSuperview() throws {
        let window = Window(size: Size(width: 200, height: 100))
        let card = SelfPinning(name: "card")
        window.addSubview(card)
        try window.layoutIfNeededOrThrow()
        #expect(card.frame == Rect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test("Trellis's own views are not called; subclasses of them are")
    func onlySubclassesHear() {
        final class LoggingStack: StackView {
            var calls = 0
            override func didMoveToWindow() {
                super.didMoveToWindow()
                calls += 1
            }
        }
        let window = Window(size: Size(width: 200, height: 100))
        let stack = LoggingStack(arrangedSubviews: [View(name: "a")], name: "stack")
        window.addSubview(stack)
        #expect(stack.calls == 1)
    }
}

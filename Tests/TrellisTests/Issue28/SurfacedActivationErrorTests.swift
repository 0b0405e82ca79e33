import Testing
@testable import Trellis

/// `isActive = true` failing before the views share a window is not silent.
@Suite("Activation errors are surfaced", .serialized)
struct SurfacedActivationErrorTests {
    @Test("the error reaches the window's diagnostics when the views join it, and is logged at once")
    func orphanActivation() {
        let window = Window(size: Size(width: 300, height: 200))
        let inWindow = View(name: "inWindow")
        window.addSubview(inWindow)
        let orphan = View(name: "orphan")
        let lines = LogLines()
        let constraint = orphan.topAnchor.constraint(equalTo: inWindow.topAnchor)
        LayoutLog.$sink.withValue({ lines.append($0) }) {
            constraint.isActive = true
        }
        #expect(!constraint.isActive)
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.contains("orphan.top == inWindow.top") == true)
        // Once: the message names the constraint itself, so the line does not lead with it again.
        #expect(lines.all.first?.ranges(of: "Unable to activate").count == 1, "\(lines.all)")
        window.addSubview(orphan)
        #expect(window.diagnostics.count == 1)
        if case .noCommonAncestor(let text, _)? = window.diagnostics.first {
            #expect(text == "orphan.top == inWindow.top")
        } else {
            Issue.record("expected noCommonAncestor, got \(window.diagnostics)")
        }
    }

    @Test("an error on the second item's side reaches the window its first item is in")
    func firstItemInWindow() {
        let window = Window(size: Size(width: 300, height: 200))
        let inWindow = View(name: "inWindow")
        window.addSubview(inWindow)
        let orphan = View(name: "orphan")
        let constraint = inWindow.topAnchor.constraint(equalTo: orphan.topAnchor)
        LayoutLog.$sink.withValue({ _ in }) { constraint.isActive = true }
        #expect(window.diagnostics.count == 1)
        window.addSubview(orphan)
        #expect(window.diagnostics.count == 1)  // not twice
    }
}

/// Collects log lines (the sink is called synchronously on the calling task).
final class LogLines: @unchecked Sendable {
    private(set) var all: [String] = []
    func append(_ line: String) { all.append(line) }
}

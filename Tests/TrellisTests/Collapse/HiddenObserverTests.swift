import Testing
@testable import Trellis

@Suite struct HiddenObserverTests {
    final class Owner {}

    @Test func observersRunInOrderOnChangesOnly() {
        let view = View(name: "v")
        let first = Owner(), second = Owner()
        var log: [String] = []
        view.addHiddenObserver(first) { log.append("first \($0.isHidden)") }
        view.addHiddenObserver(second) { log.append("second \($0.isHidden)") }
        view.isHidden = true
        view.isHidden = true          // same value: no call
        view.removeHiddenObserver(first)
        view.isHidden = false
        #expect(log == ["first true", "second true", "second false"])
    }

    @Test func reRegisteringReplacesInPlace() {
        let view = View(name: "v")
        let first = Owner(), second = Owner()
        var log: [String] = []
        view.addHiddenObserver(first) { _ in log.append("a") }
        view.addHiddenObserver(second) { _ in log.append("b") }
        view.addHiddenObserver(first) { _ in log.append("c") }
        view.isHidden = true
        #expect(log == ["c", "b"])
    }
}

import Testing
@testable import Trellis

/// Finite input whose solution overflows is reported, never handed out as `inf` or `nan`.
@Suite("Non-finite results are caught")
struct NonFiniteResultTests {
    @Test("b.width == 10 × a.width with a.width == 1e308 is reported and rolled back")
    func overflowingMultiplier() throws {
        let (window, a, b) = makeRedBlue(width: 300, height: 200)
        let pins = [
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor), a.topAnchor.constraint(equalTo: window.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: window.leadingAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.heightAnchor.constraint(equalToConstant: 10), b.widthAnchor.constraint(equalToConstant: 40),
            a.widthAnchor.constraint(equalToConstant: 30),
        ]
        try LayoutConstraint.activate(pins)
        try window.layoutIfNeeded()
        let huge = a.widthAnchor.constraint(equalToConstant: 1e308)
        huge.priority = .required
        let tenTimes = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 10)
        pins[6].isActive = false
        pins[7].isActive = false
        try LayoutConstraint.activate([huge, tenTimes])
        try window.layoutIfNeeded()
        for item in [a, b] as [View] {
            let frame = item.frame
            let finite = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(item.name): \(frame)")
        }
        let reported = window.diagnostics.filter {
            if case .nonFiniteResult = $0 { return true } else { return false }
        }
        #expect(reported.count == 1)
        #expect(reported.first?.description.contains("blue.width == 10*red.width") == true)
        // The constraint that overflowed is left out; the rest is laid out as before it.
        #expect(!tenTimes.isActive)
        expectFrame(a, 0, 0, 1e308, 10)
        #expect(b.frame.origin.y == 10 && b.frame.size.height == 10)
    }
}

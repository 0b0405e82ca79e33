import Testing
@testable import Trellis

/// Messages print numbers so that the reader sees why the value is wrong.
@Suite("Exact numbers in messages")
struct ExactNumbersInMessagesTests {
    @Test("a priority just above 1000 prints as given")
    func priorityAboveRequired() {
        let (window, red, _) = makeRedBlue()
        let constraint = red.widthAnchor.constraint(equalToConstant: 10)
        constraint.priority = LayoutPriority(1000.0001)
        let message = window.diagnostics.first?.description ?? ""
        #expect(message.contains("1000.0001"), "\(message)")
        #expect(!message.contains("priority 1000 "), "\(message)")
    }

    @Test("a tiny multiplier prints in scientific notation, not as 0")
    func tinyMultiplier() {
        let (_, red, blue) = makeRedBlue()
        let constraint = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 1e-300)
        #expect(constraint.description == "red.width == 1e-300*blue.width")
    }

    @Test("the exact style: table style when it is exact, the shortest round trip otherwise",
          arguments: [
            (10.0, "10"), (10.5, "10.5"), (1e-300, "1e-300"), (1.0 / 3.0, "0.3333333333333333"),
            (-0.0001, "-0.0001"), (1000.0001, "1000.0001"), (1e308, "1e+308"), (.infinity, "inf"), (-2.25, "-2.25"),
          ] as [(Double, String)])
    func exactStyle(value: Double, expected: String) {
        #expect(NumberFormat.exactString(for: value) == expected)
    }

    @Test("priorities print exactly in descriptions: 999.9999 is not required")
    func priorityDescription() {
        #expect(LayoutPriority(999.9999).description == "999.9999")
        #expect(LayoutPriority(999.999).description == "999.999")
        #expect(LayoutPriority(750).description == "750")
    }
}

import Testing
import Trellis
import TrellisTesting

@Suite("expectNoAmbiguity and expectNoConflicts")
struct ExpectDiagnosticsTests {
    @Test("a determined layout passes both")
    func clean() throws {
        let (window, _, _, _) = try buttonsScreen()
        expectNoAmbiguity(in: window)
        expectNoConflicts(in: window)
    }

    @Test("a missing x is listed with its free unknown, the constraints along that axis and UIKit's trace")
    func ambiguity() throws {
        let window = Window(size: Size(width: 300, height: 200))
        let red = View(name: "red")
        window.addSubview(red)
        let line = #line + 2
        try LayoutConstraint.activateOrThrow([
            red.widthAnchor.constraint(equalToConstant: 100),
            red.heightAnchor.constraint(equalToConstant: 50),
            red.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        let message = """
            1 item of `window` has an ambiguous layout:
              red.minX
                affecting red horizontally:
                  red.width == 100  // TrellisTestingTests/ExpectDiagnosticsTests.swift:\(line)
            UIKit's trace:
            •window
            |   *red- AMBIGUOUS LAYOUT for red.minX

            """
        expectIssues([message]) { expectNoAmbiguity(in: window) }
    }

    @Test("a required conflict is listed with the minimal set, where each was made, and what broke")
    func conflict() throws {
        let (window, red, _) = redBlueWindow()
        let line = #line + 2
        try LayoutConstraint.activateOrThrow([
            red.widthAnchor.constraint(equalToConstant: 100),
            red.widthAnchor.constraint(equalToConstant: 150),
        ])
        let message = """
            1 required conflict in `window`:
            Unable to simultaneously satisfy constraints. These 2 cannot all hold:
                red.width == 100  // TrellisTestingTests/ExpectDiagnosticsTests.swift:\(line)
              ! red.width == 150  // TrellisTestingTests/ExpectDiagnosticsTests.swift:\(line + 1)
            Broke `red.width == 150` (marked !): it is the newest constraint of the set (added or changed last). It stays active and holds as nearly as the others allow. Remove one of these constraints or make it optional (priority below 1000).

            """
        expectIssues([message]) { expectNoConflicts(in: window) }
    }

    func redBlueWindow() -> (Window, View, View) {
        let window = Window(size: Size(width: 300, height: 200))
        let red = View(name: "red")
        let blue = View(name: "blue")
        window.addSubview(red)
        window.addSubview(blue)
        return (window, red, blue)
    }
}

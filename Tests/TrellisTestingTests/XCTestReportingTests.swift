import Trellis
import TrellisTesting
import XCTest

/// The assertions from XCTest: failures go to the running test case, at the caller's line.
final class XCTestReportingTests: XCTestCase {
    private var capturing = false
    private var captured: [(description: String, file: String, line: Int)] = []

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        captured.append((issue.compactDescription, issue.sourceCodeContext.location?.fileURL.path ?? "",
                         issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, filePath, lineNumber))
    }
    #endif

    func testMatchingTablePasses() throws {
        let window = try boxWindow()
        capturing = true
        expectLayout(of: window, columns: [.size], record: .never, matches: """
            item    width  height
            window    100      50
              box      30      20
            """)
        capturing = false
        XCTAssertTrue(captured.isEmpty, "\(captured)")
    }

    func testMismatchFailsAtTheCallerWithTheDiff() throws {
        let window = try boxWindow()
        capturing = true
        let line = #line + 1
        expectLayout(of: window, columns: [.size], record: .never, matches: """
            item    width  height
            window    100      50
              box      30      25
            """)
        capturing = false
        let message = """
            The layout of `window` does not match the expected table (- expected, + actual):
                item    width  height
                window    100      50
              -   box      30      25
              +   box      30      20
                                   ^^
            Changed: box height 25 → 20.
            Run with TRELLIS_RECORD=failed (or pass record: .failed) to write the actual table into the test.
            """
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.description.contains(message) == true, captured.first?.description ?? "no failure")
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertEqual(captured.first?.file, #filePath)
    }

    func testConflictsFailTheTestCase() throws {
        let window = try boxWindow()
        let box = try XCTUnwrap(window.subviews.first)
        try LayoutConstraint.activateOrThrow([box.widthAnchor.constraint(equalToConstant: 40)])
        capturing = true
        expectNoConflicts(in: window)
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.description.contains("1 required conflict in `window`:") == true)
    }

    /// `box` at (10, 5), 30 × 20, in a 100 × 50 window.
    private func boxWindow() throws -> Window {
        let window = Window(size: Size(width: 100, height: 50))
        let box = View(name: "box")
        window.addSubview(box)
        try LayoutConstraint.activateOrThrow([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 5),
            box.widthAnchor.constraint(equalToConstant: 30),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        return window
    }
}

import Foundation
import Testing
import Trellis
@testable import TrellisTesting

@Suite("Golden files")
struct GoldenFileTests {
    @Test("the default folder is Goldens beside the test file")
    func defaultFolder() throws {
        // Goldens/box.txt holds the box window's table, written by hand.
        let window = try RecordModeTests.boxWindow()
        expectLayout(of: window, record: .never, matchesGoldenFile: "box")
    }

    @Test("any text compares inline too: UIKit's trace of the box window")
    func inlineText() throws {
        // The window carries the engine (•); box is laid out by constraints (*).
        let window = try RecordModeTests.boxWindow()
        try window.layoutIfNeededOrThrow()
        expectText(try window.autolayoutTrace(), record: .never, matches: """
            •window
            |   *box
            """)
    }

    @Test("a missing file is recorded, then matches; a changed layout fails naming the file")
    func recordThenCompare() throws {
        let folder = try scratchFolder()
        let window = try RecordModeTests.boxWindow()
        let file = folder.appendingPathComponent("screens/box.txt")
        expectIssues(["Recorded the layout of `window` into \(file.path) (there was no expected table). Review the change and run the test again."]) {
            expectLayout(of: window, record: .missing, matchesGoldenFile: "box", goldenDirectory: folder.path + "/screens")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == """
            item     x  y  width  height  window x  window y
            window   0  0    100      50         0         0
              box   10  5     30      20        10         5

            """)
        expectLayout(of: window, record: .missing, matchesGoldenFile: "box", goldenDirectory: folder.path + "/screens")
        window.size = Size(width: 120, height: 50)
        let message = """
            The layout of `window` does not match the golden file \(file.path) (- expected, + actual):
                item     x  y  width  height  window x  window y
              - window   0  0    100      50         0         0
              + window   0  0    120      50         0         0
                                 ^^^
                  box   10  5     30      20        10         5
            Changed: window width 100 → 120.
            Run with TRELLIS_RECORD=failed (or pass record: .failed) to write the actual table into \(file.path).
            """
        expectIssues([message]) {
            expectLayout(of: window, record: .missing, matchesGoldenFile: "box", goldenDirectory: folder.path + "/screens")
        }
    }

    @Test("without recording, a missing golden file fails and nothing is written")
    func missingNotRecorded() throws {
        let folder = try scratchFolder()
        let message = """
            The text has no golden file \(folder.path)/page.txt. Actual:
                hello
            Run with TRELLIS_RECORD=missing (or pass record: .missing) to write the actual text into \(folder.path)/page.txt.
            """
        expectIssues([message]) {
            expectText("hello\n", record: .never, matchesGoldenFile: "page", goldenDirectory: folder.path)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("page.txt").path))
    }

    @Test("a relative folder is named relative to the test file in messages")
    func relativeName() throws {
        let message = """
            The text does not match the golden file Goldens/box.txt (- expected, + actual):
              - item     x  y  width  height  window x  window y
              - window   0  0    100      50         0         0
              -   box   10  5     30      20        10         5
              + something else
            Run with TRELLIS_RECORD=failed (or pass record: .failed) to write the actual text into Goldens/box.txt.
            """
        expectIssues([message]) { expectText("something else", record: .never, matchesGoldenFile: "box") }
    }
}

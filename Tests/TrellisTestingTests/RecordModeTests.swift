import Foundation
import Testing
import Trellis
@testable import TrellisTesting

/// Record mode on scratch copies of a test file: the assertions run with call sites pointing
/// into the copy, and the rewritten copy is compared with a file written by hand.
@Suite("Record mode rewrites the test's source")
struct RecordModeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A 100 × 50 window with `box` at (10, 5), 30 × 20:
    ///
    ///     item     x  y  width  height  window x  window y
    ///     window   0  0    100      50         0         0
    ///       box   10  5     30      20        10         5
    static func boxWindow() throws -> Window {
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

    /// The text of fixture `name`.
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// A copy of fixture `name` in a fresh folder.
    static func scratchCopy(of name: String) throws -> URL {
        let copy = try scratchFolder().appendingPathComponent("BoxTests.swift")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: copy)
        return copy
    }

    /// The call sites of the `expect…(` calls in `file`, in order: the line and the UTF-8
    /// column of each opening parenthesis, as `#line` and `#column` give them.
    static func callSites(in file: URL) throws -> [CallSite] {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var sites: [CallSite] = []
        for (index, line) in lines.enumerated() {
            for name in ["expectLayout(", "expectText("] {
                guard let range = line.range(of: name) else { continue }
                let column = line.utf8.distance(from: line.startIndex, to: range.upperBound)
                sites.append(CallSite(fileID: "BoxTests/BoxTests.swift", filePath: file.path, line: index + 1, column: column))
            }
        }
        return sites
    }

    @Test("missing, wrong, raw, multi-line-call, placeholder and tab-indented expectations in one file")
    func severalInOneFile() throws {
        let copy = try Self.scratchCopy(of: "BoxTests.before.txt")
        let sites = try Self.callSites(in: copy)
        #expect(sites.map(\.line) == [8, 13, 22, 29, 36, 40])
        let window = try Self.boxWindow()
        func layout(_ site: CallSite, columns: FrameColumns = .standard) throws -> TextExpectation {
            try #require(layoutExpectation(of: window, columns: columns, scale: nil, record: .failed, at: site))
        }
        let table = """
            item     x  y  width  height  window x  window y
            window   0  0    100      50         0         0
              box   10  5     30      20        10         5
            """
        // The last call first: nothing above it moves. Then from the top, each found below the
        // lines the earlier ones added (4 for the first, 0, 2, 4).
        expectIssues(["Recorded the text into BoxTests/BoxTests.swift:40 (there was no expected text). Review the change and run the test again."]) {
            textExpectation(#"C:\path """quoted""""#, record: .failed, at: sites[5]).verify(inline: nil)
        }
        try expectIssues(["Recorded the layout of `window` into BoxTests/BoxTests.swift:8 (there was no expected table). Review the change and run the test again."]) {
            try layout(sites[0]).verify(inline: nil)
        }
        let wrong = """
            Recorded the layout of `window` into BoxTests/BoxTests.swift:17, replacing an expected table it did not match (- expected, + actual):
                item     x  y  width  height  window x  window y
                window   0  0    100      50         0         0
              -   box   12  5     30      20        12         5
              +   box   10  5     30      20        10         5
                        ^^                          ^^
            Changed: box x 12 → 10, window x 12 → 10.
            Review the change and run the test again.
            """
        try expectIssues([wrong]) {
            let shifted = table.replacingOccurrences(of: "  box   10", with: "  box   12")
                .replacingOccurrences(of: "20        10", with: "20        12")
            try layout(sites[1]).verify(inline: shifted)
        }
        let raw = #"""
            Recorded the layout of `window` into BoxTests/BoxTests.swift:26, replacing an expected table it did not match (- expected, + actual):
              - old \(not interpolated)
              + item     x  y  width  height  window x  window y
              + window   0  0    100      50         0         0
              +   box   10  5     30      20        10         5
            Review the change and run the test again.
            """#
        try expectIssues([raw]) { try layout(sites[2]).verify(inline: #"old \(not interpolated)"#) }
        try expectIssues(["Recorded the layout of `window` into BoxTests/BoxTests.swift:35 (there was no expected table). Review the change and run the test again."]) {
            try layout(sites[3], columns: [.size]).verify(inline: nil)
        }
        let placeholder = """
            Recorded the text into BoxTests/BoxTests.swift:46, replacing an expected text it did not match (- expected, + actual):
              + first line
              + second line
            Review the change and run the test again.
            """
        expectIssues([placeholder]) {
            textExpectation("first line\nsecond line\n", record: .failed, at: sites[4]).verify(inline: "")
        }
        let expected = try Self.fixture("BoxTests.after.txt")
        let actual = try String(contentsOf: copy, encoding: .utf8)
        #expect(actual == expected)
        if actual != expected { Issue.record("rewritten file:\n\(actual)") }
    }

    @Test("a matching expectation is left alone, unless the mode is all")
    func matchingAndAll() throws {
        let copy = try Self.scratchCopy(of: "BoxTests.after.txt")
        let sites = try Self.callSites(in: copy)
        let window = try Self.boxWindow()
        let table = """
            item     x  y  width  height  window x  window y
            window   0  0    100      50         0         0
              box   10  5     30      20        10         5
            """
        layoutExpectation(of: window, columns: .standard, scale: nil, record: .failed, at: sites[1])?
            .verify(inline: table)
        #expect(try String(contentsOf: copy, encoding: .utf8) == Self.fixture("BoxTests.after.txt"))
        // .all rewrites it (to the same text) and says so.
        expectIssues(["Recorded the layout of `window` into BoxTests/BoxTests.swift:17 (it matched; record mode is on). Review the change and run the test again."]) {
            layoutExpectation(of: window, columns: .standard, scale: nil, record: .all, at: sites[1])?
                .verify(inline: table)
        }
        #expect(try String(contentsOf: copy, encoding: .utf8) == Self.fixture("BoxTests.after.txt"))
    }

    @Test("an assertion that runs twice with different results is not rewritten twice")
    func twice() throws {
        let copy = try Self.scratchCopy(of: "BoxTests.before.txt")
        let site = try #require(Self.callSites(in: copy).last)
        expectIssues(["Recorded the text into BoxTests/BoxTests.swift:40 (there was no expected text). Review the change and run the test again."]) {
            textExpectation("one", record: .missing, at: site).verify(inline: nil)
        }
        let message = "Could not record the text: the assertion at BoxTests/BoxTests.swift:40 ran more than once with different results (in a loop or a parameterised test); give each case its own assertion or a golden file.\n"
        expectIssues([message]) {
            textExpectation("two", record: .missing, at: site).verify(inline: nil)
        }
        let recorded = try String(contentsOf: copy, encoding: .utf8)
        #expect(recorded.contains("\t\texpectText(output, matches: \"\"\"\n\t\t\tone\n\t\t\t\"\"\")\n"))
    }

    @Test("a call that is not where the compiler said is reported, and nothing is written")
    func callNotFound() throws {
        let copy = try Self.scratchCopy(of: "BoxTests.before.txt")
        let site = CallSite(fileID: "BoxTests/BoxTests.swift", filePath: copy.path, line: 4, column: 1)
        expectIssues(["Could not record the text: found no call at BoxTests/BoxTests.swift:4 (has the file changed since the test was built?).\n"]) {
            textExpectation("one", record: .missing, at: site).verify(inline: nil)
        }
        #expect(try String(contentsOf: copy, encoding: .utf8) == Self.fixture("BoxTests.before.txt"))
    }
}

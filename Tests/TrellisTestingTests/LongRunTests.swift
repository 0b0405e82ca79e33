import Foundation
import Testing

/// Checks too slow for `swift test`, run by `.ci/run` with
/// `TRELLIS_LONG_TESTS=1 swift test --filter LongRunTests`.
@Suite("Long run: record mode's output compiles", .enabled(if: ProcessInfo.processInfo.environment["TRELLIS_LONG_TESTS"] == "1"))
struct LongRunTests {
    /// `BoxTests.after.txt` (what `RecordModeTests` expects record mode to write) compiled with
    /// stand-ins for the assertions that print their `matches:` argument: each literal must be
    /// valid Swift whose value is exactly the table or text that was recorded.
    @Test("the rewritten test file compiles and each literal is the recorded text")
    func rewrittenFileCompiles() throws {
        let folder = try scratchFolder()
        let after = try String(
            contentsOf: RecordModeTests.fixtures.appendingPathComponent("BoxTests.after.txt"), encoding: .utf8)
        let stubs = """
            struct FrameColumns: OptionSet { let rawValue: Int; static let size = FrameColumns(rawValue: 1) }
            final class Window {}
            func boxWindow() throws -> Window { Window() }
            func expectLayout(of: Window, columns: FrameColumns = [], matches: String) { print(matches + "\\n--") }
            func expectText(_ text: String, matches: String) { print(matches + "\\n--") }
            func describe(_ a: String, _ b: String) -> String { a + b }
            let output = ""

            """
        let body = after.replacingOccurrences(of: "import Testing\nimport Trellis\nimport TrellisTesting\n", with: "")
            .replacingOccurrences(of: "@Suite ", with: "").replacingOccurrences(of: "@Test ", with: "")
        let calls = """
            let tests = BoxTests()
            try tests.missing(); try tests.wrong(); try tests.raw(); try tests.multiLineCall()
            tests.placeholder(); tests.tabs()

            """
        let source = folder.appendingPathComponent("main.swift")
        try (stubs + body + calls).write(to: source, atomically: true, encoding: .utf8)
        let program = folder.appendingPathComponent("program")
        let compile = try run("/usr/bin/env", ["swiftc", "-swift-version", "6", source.path, "-o", program.path])
        #expect(compile.status == 0, "\(compile.output)")
        guard compile.status == 0 else { return }
        let table = """
            item     x  y  width  height  window x  window y
            window   0  0    100      50         0         0
              box   10  5     30      20        10         5
            """
        let expected = [
            table, table, table, "item    width  height\nwindow    100      50\n  box      30      20",
            "first line\nsecond line", #"C:\path """quoted""""#,
        ].map { $0 + "\n--\n" }.joined()
        let result = try run(program.path, [])
        #expect(result.status == 0)
        #expect(result.output == expected)
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

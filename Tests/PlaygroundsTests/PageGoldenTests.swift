import Foundation
import PlaygroundPages
import Testing

/// Every playground page's output is compared with a committed golden file, so pages cannot rot.
/// Re-record with `TRELLIS_RECORD=1 swift test --filter PageGoldenTests`; the git diff is the
/// review.
@Suite("Playground pages match their goldens")
struct PageGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    @Test("page output equals its golden file", arguments: Pages.all.map(\.name))
    func golden(name: String) throws {
        let page = try #require(Pages.named(name))
        let output = page.run()
        let file = Self.goldens.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["TRELLIS_RECORD"] != nil {
            try output.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        if output != expected { Issue.record("\(name) differs from its golden:\n\(lineDiff(expected, output))") }
    }

    @Test("page names are unique and non-empty")
    func names() {
        let names = Pages.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { !$0.isEmpty && !$0.contains(" ") })
    }
}

/// A minimal line diff: each differing line as `-expected` / `+actual`.
func lineDiff(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
        let a = index < old.count ? String(old[index]) : nil
        let b = index < new.count ? String(new[index]) : nil
        if a != b {
            if let a { lines.append("-\(a)") }
            if let b { lines.append("+\(b)") }
        }
    }
    return lines.joined(separator: "\n")
}

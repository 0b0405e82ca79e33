import PlaygroundPages
import Testing
import TrellisTesting

/// Every playground page's output is compared with a committed golden file, so pages cannot rot.
/// Re-record with `TRELLIS_RECORD=failed swift test --filter PageGoldenTests`; the git diff is the
/// review.
@Suite("Playground pages match their goldens")
struct PageGoldenTests {
    @Test("page output equals its golden file", arguments: Pages.all.map(\.name))
    func golden(name: String) throws {
        let page = try #require(Pages.named(name))
        expectText(page.run(), matchesGoldenFile: name)
    }

    @Test("page names are unique and non-empty")
    func names() {
        let names = Pages.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { !$0.isEmpty && !$0.contains(" ") })
    }
}

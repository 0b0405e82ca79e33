import PlaygroundPages
import Testing
import TrellisTesting

/// Every playground snapshot's SVG picture, constraints shown, is compared with a committed
/// golden file in `Goldens/Pictures/<page>-<snapshot>.txt`, so a change to how pictures are drawn
/// shows up as a reviewable diff. Re-record with
/// `TRELLIS_RECORD=failed swift test --filter PictureGoldenTests`, then look at the pictures
/// (`swift run playgrounds --svg DIR --constraints`) before committing.
@Suite("Playground pictures match their goldens")
struct PictureGoldenTests {
    static let snapshots: [String] = Pages.all.flatMap { page in page.snapshots().map { "\(page.name)/\($0.name)" } }

    @Test("the SVG of each snapshot equals its golden file", arguments: snapshots)
    func golden(path: String) throws {
        let parts = path.split(separator: "/").map(String.init)
        let page = try #require(Pages.named(parts[0]))
        let snapshot = try #require(page.snapshots().first { $0.name == parts[1] })
        expectText(snapshot.svg(showingConstraints: true), matchesGoldenFile: "\(parts[0])-\(parts[1])",
                   goldenDirectory: "Goldens/Pictures")
    }

    @Test("every page that lays out views has a snapshot, and the inspector shows them all")
    func inspectors() throws {
        let withoutPictures = Pages.all.filter { $0.snapshots().isEmpty }.map(\.name)
        #expect(withoutPictures == ["solver"])   // the raw solver: no views to draw
        for page in Pages.all where page.name != "solver" {
            let inspector = try #require(page.inspector())
            #expect(inspector.snapshots.map(\.name) == page.snapshots().map(\.name))
        }
    }
}

import Testing
@testable import Trellis

@Suite("Ambiguous scrollable content")
struct ScrollViewAmbiguityTests {
    @Test("a scroll view without content size: IB's ambiguous scrollable content width and height")
    func scrollViewWithoutContentSize() throws {
        let (window, scroll, content) = try makeScrollWindow()
        // Pinned to the content guide on all edges, but nothing sizes the content.
        try LayoutConstraint.activateOrThrow(pinToContentGuide(content, in: scroll))
        try window.layoutIfNeededOrThrow()
        #expect(try scroll.ambiguousScrollableContentAxes() == [.horizontal, .vertical])
        #expect(try scroll.scrollableContentWarnings() == [
            "scroll: Has ambiguous scrollable content width",
            "scroll: Has ambiguous scrollable content height",
        ])
        #expect(content.hasAmbiguousLayout)
        #expect(!scroll.hasAmbiguousLayout)
    }

    @Test("fixing the width to the frame guide leaves only the height ambiguous")
    func onlyHeight() throws {
        let (window, scroll, content) = try makeScrollWindow()
        try LayoutConstraint.activateOrThrow(pinToContentGuide(content, in: scroll) + [
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(try scroll.scrollableContentWarnings() == ["scroll: Has ambiguous scrollable content height"])
    }

    @Test("a determined content size has no warnings")
    func determined() throws {
        let (window, scroll, _, _) = try makeVerticalForm()
        defer { withExtendedLifetime(window) {} }  // views hold their window weakly
        #expect(try scroll.scrollableContentWarnings().isEmpty)
        let detached = ScrollView(name: "detached")
        #expect(try detached.ambiguousScrollableContentAxes().isEmpty)
    }
}

import Testing
@testable import Trellis

/// The model fuzzer's seed 1074: a failed call moved an empty stack from width 0 to −7. The
/// layout is a tie, not a lost frame, so the fuzzer skips it (see `ModelFuzzer.isAmbiguous`).
@Suite("Two empty stacks in an equal-centering row that has no width: an ambiguous tie")
struct EmptyStackTieTests {
    @Test("the row's 0 pt cannot hold the 7 pt gap: the two empty stacks share at least −7 pt, and nothing says how")
    func emptyStacksShareTheDeficit() throws {
        // The row is 0 wide (UISV-canvas-fit @49: nothing else sizes it); the chain asks
        // `first.width + gap + second.width == 0` with `gap >= 7`, and no constraint prefers
        // one width (or one gap) over another, so the widths are reported ambiguous and sum to
        // at most −7.
        let window = Window(size: Size(width: 393, height: 852))
        let first = StackView(name: "first")
        let second = StackView(name: "second")
        let row = StackView(arrangedSubviews: [first, second], name: "row")
        row.distribution = .equalCentering
        row.alignment = .trailing
        row.spacing = 7
        window.addSubview(row)
        try LayoutConstraint.activateOrThrow([
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            row.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        try window.layoutIfNeededOrThrow()
        #expect(row.frame.width == 0)
        #expect(first.frame.size.width + second.frame.size.width <= -7 + 1e-9, "\(first.frame) \(second.frame)")
        let ambiguous = try window.ambiguousItems().map(\.item)
        #expect(ambiguous.contains { $0 === first || $0 === second })
    }
}

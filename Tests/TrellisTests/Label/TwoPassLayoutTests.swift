import Testing
@testable import Trellis

/// Multi-line labels with an automatic preferredMaxLayoutWidth (spec §5, DESIGN semantics 6).
@Suite("Two-pass layout of multi-line labels")
struct TwoPassLayoutTests {
    /// 20 wide characters: 340 pt on one line.
    static let text = "春はあけぼの。やうやう白くなりゆく山ぎは"

    /// A label 90 pt wide (5 characters of 17 a line) under the window's top-left corner.
    func makeColumn() throws -> (Window, Label, LayoutConstraint) {
        let window = Window(size: Size(width: 393, height: 852))
        let label = Label(Self.text, name: "spring")
        label.numberOfLines = 0
        window.addSubview(label)
        let width = label.widthAnchor.constraint(equalToConstant: 90)
        try LayoutConstraint.activateOrThrow([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            width,
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        return (window, label, width)
    }

    @Test("the first pass measures unwrapped, the second at the solved width")
    func twoPasses() throws {
        let (window, label, _) = try makeColumn()
        #expect(label.intrinsicContentSize == Size(width: 340, height: 20.4))  // before layout: unwrapped
        try window.layoutIfNeededOrThrow()
        // 春はあけぼ / の。やうや / う白くなり / ゆく山ぎは: 4 lines, widest 85.
        #expect(label.intrinsicContentSize == Size(width: 85, height: 81.6))
        expectFrame(label, 16, 20, 90, 81.6)
        #expect(label.textLayout.lines.count == 4)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("repeated layouts and a width change give the same frames as a fresh layout")
    func stable() throws {
        let (window, label, width) = try makeColumn()
        try window.layoutIfNeededOrThrow()
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 16, 20, 90, 81.6)
        width.constant = 180  // 10 a line: 2 lines
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 16, 20, 180, 40.8)
        width.constant = 90
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 16, 20, 90, 81.6)
        #expect(window.diagnostics.isEmpty)
    }

    /// A label of 40 wide characters (680 pt on one line) 16 pt in from both sides of a portrait
    /// window, not laid out yet.
    func makeWindowWideLabel() throws -> (Window, Label) {
        let window = Window(size: Size(width: 393, height: 852))
        let label = Label(String(repeating: Self.text, count: 2), name: "long")
        label.numberOfLines = 0
        window.addSubview(label)
        try LayoutConstraint.activateOrThrow([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        return (window, label)
    }

    @Test("a label whose width follows the window re-wraps on rotation")
    func rotation() throws {
        let (window, label) = try makeWindowWideLabel()
        try window.layoutIfNeededOrThrow()
        // 361 wide: floor(361 / 17) = 21 a line (line 2 starts with "は", which may start a line),
        // 40 characters → 21 + 19: 2 lines.
        expectFrame(label, 16, 0, 361, 40.8)
        window.size = Size(width: 852, height: 393)  // 820 wide: one line of 680
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 16, 0, 820, 20.4)
    }

    @Test("rotating back measures the text once: the unwrapped layout is kept while the widths take turns")
    func rotationBackMeasuresOnce() throws {
        let (window, label) = try makeWindowWideLabel()
        // First layout: at 361 only; the unwrapped text was laid out when the label was made, for
        // its intrinsic size, outside any window (so not counted) and kept.
        let first = try window.work {}
        #expect(first.textsLaidOut == 1, "\(first)")
        // Each rotation: the unwrapped text is kept, only the new width is laid out; rotating back
        // too (the portrait layout was the least recently used of the two kept).
        for size in [Size(width: 852, height: 393), Size(width: 393, height: 852), Size(width: 852, height: 393)] {
            let work = try window.work { window.size = size }
            #expect(work.textsLaidOut == 1, "\(size): \(work)")
        }
        expectFrame(label, 16, 0, 820, 20.4)
    }

    @Test("one-line labels and labels with an explicit width are measured once, unwrapped or at that width")
    func singlePass() throws {
        let (window, label, _) = try makeColumn()
        label.numberOfLines = 1
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 16, 20, 90, 20.4)
        #expect(label.needsTwoPassLayout == false)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 180
        try window.layoutIfNeededOrThrow()
        // Wrapped at 180 (2 lines) though the label is 90 wide, as in UIKit.
        expectFrame(label, 16, 20, 90, 40.8)
    }

    @Test("a width that depends on the label's height changes again in the second pass: reported")
    func unstable() throws {
        let window = Window(size: Size(width: 393, height: 852))
        let label = Label(Self.text, name: "square")
        label.numberOfLines = 0
        label.setContentCompressionResistancePriority(LayoutPriority(1), for: .horizontal)
        window.addSubview(label)
        try LayoutConstraint.activateOrThrow([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
            label.widthAnchor.constraint(equalTo: label.heightAnchor, multiplier: 4),
        ])
        try window.layoutIfNeededOrThrow()
        // Pass 1: unwrapped (340 × 20.4); height hugging and compression hold, so 81.6 wide (the
        // width's compression resistance is only 1). Pass 2: wrapped at 81.6, 4 a line (68):
        // 春はあけ / ぼの。や / うやう白 / くなりゆ / く山ぎは, 102 tall, so 408 wide. No third pass.
        expectFrame(label, 0, 0, 408, 102)
        #expect(window.diagnostics == [.unstableLabelWidths(["square"])])
        // The same instability is reported once, not at every layout.
        try window.layoutIfNeededOrThrow()
        #expect(window.diagnostics.count == 1)
    }

    @Test("a label that shrinks to its widest line in the second pass is not reported: its lines hold")
    func shrinksToWidestLine() throws {
        // A bubble at most 100 wide around a label of 10 wide characters (170 unwrapped): pass 1
        // gives the label 100; wrapped at 100 it is 5 characters (85) a line, 2 lines, so pass 2
        // makes it 85 wide, where it breaks at the same places: 85 × 40.8, nothing unstable.
        let window = Window(size: Size(width: 393, height: 852))
        let bubble = View(name: "bubble")
        let label = Label("あいうえおかきくけこ", name: "message")
        label.numberOfLines = 0
        window.addSubview(bubble)
        bubble.addSubview(label)
        try LayoutConstraint.activateOrThrow([
            bubble.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            bubble.topAnchor.constraint(equalTo: window.topAnchor),
            bubble.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
        ] + label.constraintsPinningEdges(to: bubble))
        try window.layoutIfNeededOrThrow()
        expectFrame(label, 0, 0, 85, 40.8)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("a label that leaves the window is measured unwrapped again")
    func leaving() throws {
        let (window, label, _) = try makeColumn()
        try window.layoutIfNeededOrThrow()
        label.removeFromSuperview()
        try window.layoutIfNeededOrThrow()
        #expect(label.intrinsicContentSize == Size(width: 340, height: 20.4))
    }
}

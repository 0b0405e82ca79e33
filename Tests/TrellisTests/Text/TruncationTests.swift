import Testing
import Trellis

/// 10 pt: Latin characters and "…" advance 5; 17 pt: wide characters 17, "…" 8.5.
@Suite("numberOfLines and truncation")
struct TruncationTests {
    @Test("one line by default; the rest is dropped without an ellipsis in word wrap")
    func defaultSingleLine() {
        // Width 50: "The quick" = 45; the rest would need more lines.
        let layout = TextLayout("The quick brown fox", font: TextTesting.font10, maxWidth: 50)
        #expect(layout.lines.map(\.text) == ["The quick"])
        #expect(layout.isTruncated)
        #expect(layout.height == 12)
    }

    @Test("numberOfLines limits word-wrapped lines", arguments: [
        (1, ["The quick"], true),
        (2, ["The quick", "brown fox"], true),
        (3, ["The quick", "brown fox", "jumps"], false),
        (0, ["The quick", "brown fox", "jumps"], false),
        (-1, ["The quick", "brown fox", "jumps"], false),
    ])
    func limits(numberOfLines: Int, expected: [String], truncated: Bool) {
        let layout = TextLayout("The quick brown fox jumps", font: TextTesting.font10,
                                numberOfLines: numberOfLines, maxWidth: 50)
        #expect(layout.lines.map(\.text) == expected)
        #expect(layout.isTruncated == truncated)
    }

    @Test("tail truncation fills the last line by character and ends it with …")
    func tail() {
        // Width 40, … = 5: "Hello w" = 35, 35 + 5 = 40 ≤ 40; "Hello wo" + … = 45 > 40.
        let layout = TextLayout("Hello world", font: TextTesting.font10,
                                lineBreakMode: .byTruncatingTail, maxWidth: 40)
        #expect(layout.lines == [TextLine(text: "Hello w…", width: 40)])
        #expect(layout.isTruncated)
    }

    @Test("tail truncation applies to the last allowed line only")
    func tailOnLastAllowedLine() {
        // Width 50, 2 lines. Line 1 "The quick" (45). Line 2 would be "brown fox" but
        // "jumps" remains: "brown fox" = 45, + … = 50 ≤ 50; "brown fox j" + … = 60 > 50.
        let layout = TextLayout("The quick brown fox jumps", font: TextTesting.font10,
                                numberOfLines: 2, lineBreakMode: .byTruncatingTail, maxWidth: 50)
        #expect(layout.lines.map(\.text) == ["The quick", "brown fox…"])
        #expect(layout.lines.map(\.width) == [45, 50])
        #expect(layout.isTruncated)
    }

    @Test("text that fits is not truncated")
    func fits() {
        // "The quick" | "brown fox" fill exactly two lines: nothing remains, no ellipsis.
        let layout = TextLayout("The quick brown fox", font: TextTesting.font10,
                                numberOfLines: 2, lineBreakMode: .byTruncatingTail, maxWidth: 50)
        #expect(layout.lines.map(\.text) == ["The quick", "brown fox"])
        #expect(!layout.isTruncated)
        let short = TextLayout("Hello", font: TextTesting.font10,
                               lineBreakMode: .byTruncatingTail, maxWidth: 40)
        #expect(short.lines.map(\.text) == ["Hello"])
        #expect(!short.isTruncated)
    }

    @Test("unlimited lines never truncate")
    func unlimited() {
        let layout = TextLayout("The quick brown fox jumps", font: TextTesting.font10,
                                numberOfLines: 0, lineBreakMode: .byTruncatingTail, maxWidth: 50)
        #expect(layout.lines.map(\.text) == ["The quick", "brown fox", "jumps"])
        #expect(!layout.isTruncated)
    }

    @Test("spaces before the ellipsis are dropped")
    func spaceBeforeEllipsis() {
        // Width 30: "abcd" = 20 + … = 25 ≤ 30; "abcd e" + … = 35 > 30 → "abcd…", 25.
        let layout = TextLayout("abcd efgh", font: TextTesting.font10,
                                lineBreakMode: .byTruncatingTail, maxWidth: 30)
        #expect(layout.lines == [TextLine(text: "abcd…", width: 25)])
    }

    @Test("Japanese tail truncation")
    func japanese() {
        // 17 pt, width 85, … = 8.5: 春はあけ = 68, + … = 76.5 ≤ 85; 春はあけぼ + … = 93.5 > 85.
        let layout = TextLayout("春はあけぼの。やうやう", font: TextTesting.font17,
                                lineBreakMode: .byTruncatingTail, maxWidth: 85)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].text == "春はあけ…")
        #expect(TextTesting.approx(layout.lines[0].width, 76.5))
    }

    @Test("a newline cut by the line limit ends the line with …")
    func newlineTruncation() {
        // Unlimited width, 1 line: "ab" + … = 5 + 5 + 5 = 15.
        let layout = TextLayout("ab\ncd", font: TextTesting.font10, lineBreakMode: .byTruncatingTail)
        #expect(layout.lines == [TextLine(text: "ab…", width: 15)])
        #expect(layout.isTruncated)
        // A final newline leaves nothing behind: no truncation.
        let trailing = TextLayout("ab\n", font: TextTesting.font10, lineBreakMode: .byTruncatingTail)
        #expect(trailing.lines == [TextLine(text: "ab", width: 10)])
        #expect(!trailing.isTruncated)
    }

    @Test("when not even one character fits beside the ellipsis, the line is … alone")
    func ellipsisOnly() {
        // 17 pt, width 10: 漢 (17) + … (8.5) = 25.5 > 10.
        let layout = TextLayout("漢字", font: TextTesting.font17,
                                lineBreakMode: .byTruncatingTail, maxWidth: 10)
        #expect(layout.lines == [TextLine(text: "…", width: 8.5)])
    }
}

import Testing
import Trellis

@Suite("Text layout size, baselines and positioning")
struct TextLayoutTests {
    @Test("nil and empty text measure as (0, 0) with no lines", arguments: [nil, ""] as [String?])
    func empty(text: String?) {
        let layout = TextLayout(text, numberOfLines: 0, maxWidth: 100)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
        #expect(layout.firstBaselineOffsetFromTop == 0 && layout.lastBaselineOffsetFromBottom == 0)
        #expect(!layout.isTruncated)
        #expect(layout.plainText == "")
    }

    @Test("three lines at 17 pt are 61.2 tall with baselines at 15.3 and 5.1")
    func threeLines() {
        // 17 pt, width 51 = 3 wide characters: 3 lines × 20.4 = 61.2;
        // first baseline 0.1 × 17 + 0.8 × 17 = 15.3; last 0.2 × 17 + 0.1 × 17 = 5.1.
        let layout = TextLayout("春夏秋冬雪月花鳥風", numberOfLines: 0, maxWidth: 51)
        #expect(layout.lines.map(\.text) == ["春夏秋", "冬雪月", "花鳥風"])
        #expect(layout.width == 51)
        #expect(TextTesting.approx(layout.height, 61.2))
        #expect(layout.size.width == 51 && layout.size.height == layout.height)
        #expect(TextTesting.approx(layout.firstBaselineOffsetFromTop, 15.3))
        #expect(TextTesting.approx(layout.lastBaselineOffsetFromBottom, 5.1))
        // Baseline of line 2 from the top: 2 × 20.4 + 15.3 = 56.1 = 61.2 − 5.1.
        #expect(TextTesting.approx(layout.baselineOffset(ofLine: 2), 56.1))
    }

    @Test("the default font is 17 pt and the default is one unwrapped line")
    func defaults() {
        // "Hello" = 5 × 8.5 = 42.5; one line 20.4 tall.
        let layout = TextLayout("Hello")
        #expect(layout.width == 42.5)
        #expect(TextTesting.approx(layout.height, 20.4))
        #expect(layout.lineHeight == Font.defaultLabelFont.lineHeight)
    }

    @Test("lines sit by alignment inside a width", arguments: [
        (TextAlignment.left, LayoutDirection.leftToRight, [0.0, 0]),
        (.center, .leftToRight, [20, 15]),
        (.right, .leftToRight, [40, 30]),
        (.natural, .leftToRight, [0, 0]),
        (.natural, .rightToLeft, [40, 30]),
        (.justified, .leftToRight, [0, 0]),
        (.justified, .rightToLeft, [40, 30]),
        (.left, .rightToLeft, [0, 0]),
        (.right, .rightToLeft, [40, 30]),
    ])
    func alignment(alignment: TextAlignment, direction: LayoutDirection, expected: [Double]) {
        // 10 pt: lines "ab" (10) and "abcd" (20) in a 50-wide box: free space 40 and 30.
        let layout = TextLayout("ab\nabcd", font: TextTesting.font10, numberOfLines: 0)
        let offsets = (0..<2).map {
            layout.xOffset(ofLine: $0, inWidth: 50, alignment: alignment, layoutDirection: direction)
        }
        #expect(offsets == expected)
        #expect(layout.xOffset(ofLine: 7, inWidth: 50, alignment: .right) == 0)
    }

    @Test("plain text shows one text line per line")
    func plainText() {
        let layout = TextLayout("春はあけぼの。やうやう白くなりゆく", numberOfLines: 0, maxWidth: 90)
        #expect(layout.plainText == """
            春はあけぼ
            の。やうや
            う白くなり
            ゆく
            """)
        #expect(TextTesting.approx(layout.height, 81.6))  // 4 × 20.4
    }

    @Test("re-measuring at the measured width gives the same lines (two-pass labels)")
    func remeasure() {
        let text = "SwiftでAuto Layoutを書く。Trellisはヘッドレスです。"
        let first = TextLayout(text, numberOfLines: 0)
        let second = TextLayout(text, numberOfLines: 0, maxWidth: first.width)
        #expect(second == first)
    }
}

@Suite("The Trellis landing page example")
struct LandingExampleTests {
    @Test("twenty kana and kanji at 170 pt break into two lines of ten")
    func landingExample() {
        // 17 pt system font: every character here is Wide, so it advances 17; 170 / 17 = 10.
        let layout = TextLayout("春はあけぼの。やうやう白くなりゆく山ぎは", numberOfLines: 0, maxWidth: 170)
        #expect(layout.lines.map(\.text) == ["春はあけぼの。やうや", "う白くなりゆく山ぎは"])
        #expect(abs(layout.size.width - 170) < 1e-9)
        #expect(abs(layout.size.height - 40.8) < 1e-9)
    }
}

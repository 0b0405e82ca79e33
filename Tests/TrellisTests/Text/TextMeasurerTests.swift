import Testing
import Trellis

/// A plugged-in measurer: every cluster 10 wide, lines 30 tall.
private struct TableMeasurer: TextMeasurer {
    func advance(of cluster: Character, in font: Font) -> Double { 10 }
    func metrics(of font: Font) -> FontMetrics {
        FontMetrics(ascender: 20, descender: 6, capHeight: 14, lineHeight: 30)
    }
}

/// The example from the ``TextMeasurer`` documentation.
private struct Monospaced: TextMeasurer {
    func advance(of cluster: Character, in font: Font) -> Double { 0.6 * font.size }
}

/// A measurer that misbehaves: NaN for letters, negative for digits, infinity for CJK.
private struct BrokenMeasurer: TextMeasurer {
    func advance(of cluster: Character, in font: Font) -> Double {
        if cluster.isLetter && cluster.isASCII { return .nan }
        if cluster.isNumber { return -4 }
        return cluster.isASCII ? 5 : .infinity
    }
}

@Suite("Custom measurers")
struct TextMeasurerTests {
    @Test("a plugged-in measurer gets the shared line breaking, kinsoku included")
    func customMeasurerGetsKinsoku() {
        // Every cluster 10: width 50 holds あいうえお, but 。 may not start a line.
        let layout = TextLayout("あいうえお。", numberOfLines: 0, maxWidth: 50,
                                measurer: TableMeasurer())
        #expect(layout.lines.map(\.text) == ["あいうえ", "お。"])
        #expect(layout.lines.map(\.width) == [40, 20])
    }

    @Test("a plugged-in measurer's metrics set height and baselines")
    func customMetrics() {
        // 2 lines × 30 = 60; leading 30 − 20 − 6 = 4 → first baseline 2 + 20 = 22,
        // last 6 + 2 = 8 above the bottom.
        let layout = TextLayout("ab\ncd", numberOfLines: 0, measurer: TableMeasurer())
        #expect(layout.height == 60)
        #expect(layout.firstBaselineOffsetFromTop == 22)
        #expect(layout.lastBaselineOffsetFromBottom == 8)
    }

    @Test("the ellipsis is measured with the same measurer")
    func ellipsisMeasured() {
        // Width 35: "abc" 30 + … 10 = 40 > 35, "ab" + … = 30 ≤ 35.
        let layout = TextLayout("abcdef", lineBreakMode: .byTruncatingTail, maxWidth: 35,
                                measurer: TableMeasurer())
        #expect(layout.lines == [TextLine(text: "ab…", width: 30)])
    }

    @Test("non-finite and negative advances count as zero")
    func brokenAdvances() {
        // "ab 12 あ": letters NaN → 0, digits −4 → 0, space 5, あ ∞ → 0.
        let layout = TextLayout("ab 12 あ", numberOfLines: 0, maxWidth: 100,
                                measurer: BrokenMeasurer())
        #expect(layout.lines.map(\.text) == ["ab 12 あ"])
        #expect(layout.width == 10)
    }

    @Test("the documented examples hold")
    func documentedExamples() {
        // 5 × 0.6 × 10 = 30.
        #expect(TextLayout("Hello", font: .systemFont(ofSize: 10), measurer: Monospaced()).width == 30)
        // 17 pt: "Hello" = 42.5 ≤ 50; " w" would make 59.5.
        #expect(TextLayout("Hello world", numberOfLines: 0, maxWidth: 50).plainText == "Hello\nworld")
        // "ab" at 10 pt is 10 wide: centred in 50 it starts at 20.
        let layout = TextLayout("ab", font: .systemFont(ofSize: 10))
        #expect(layout.xOffset(ofLine: 0, inWidth: 50, alignment: .center) == 20)
    }

    @Test(".default is the default measurer")
    func defaultMeasurer() {
        let text = "春はあけぼの。やうやう"
        #expect(TextLayout(text, numberOfLines: 0, maxWidth: 85, measurer: .default)
                == TextLayout(text, numberOfLines: 0, maxWidth: 85))
    }
}

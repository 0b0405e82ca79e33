import Testing
import Trellis

@Suite("Font model")
struct FontTests {
    @Test("systemFont(ofSize:) has the documented metrics")
    func systemFontMetrics() {
        let font = Font.systemFont(ofSize: 17)
        #expect(font.size == 17)
        #expect(TextTesting.approx(font.ascender, 13.6))     // 0.8 × 17
        #expect(TextTesting.approx(font.descender, 3.4))     // 0.2 × 17
        #expect(TextTesting.approx(font.capHeight, 11.9))    // 0.7 × 17
        #expect(TextTesting.approx(font.lineHeight, 20.4))   // 1.2 × 17
        #expect(TextTesting.approx(font.metrics.leading, 3.4))  // 20.4 − 13.6 − 3.4
    }

    @Test("baselines sit 0.9 × s below a line's top and 0.3 × s above its bottom",
          arguments: [10.0, 12, 17, 24, 13.3])
    func baselineOffsets(size: Double) {
        let metrics = Font.systemFont(ofSize: size).metrics
        #expect(TextTesting.approx(metrics.baselineOffsetFromLineTop, 0.9 * size))
        #expect(TextTesting.approx(metrics.baselineOffsetFromLineBottom, 0.3 * size))
    }

    @Test("the default label font is the 17 pt system font")
    func defaultLabelFont() {
        #expect(Font.defaultLabelFont == Font.systemFont(ofSize: 17))
    }

    @Test("fonts with different names or sizes are different")
    func hashable() {
        let custom = Font(name: "Table", size: 17, metrics: Font.systemFont(ofSize: 17).metrics)
        #expect(custom != Font.systemFont(ofSize: 17))
        #expect(Set([Font.systemFont(ofSize: 12), .systemFont(ofSize: 12), custom]).count == 2)
    }
}

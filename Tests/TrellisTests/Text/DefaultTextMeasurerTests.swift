import Testing
import Trellis

@Suite("Default measurer advances")
struct DefaultTextMeasurerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var cluster: Character
        var advance: Double
        var why: String
        var testDescription: String { why }
    }

    // 17 pt system font: East-Asian Wide/Fullwidth advance 17, everything else 8.5,
    // zero-width clusters 0.
    static let cases: [Case] = [
        Case(cluster: "a", advance: 8.5, why: "Latin letter (Narrow) is half the size"),
        Case(cluster: " ", advance: 8.5, why: "space is half the size"),
        Case(cluster: "春", advance: 17, why: "CJK ideograph (Wide) is the size"),
        Case(cluster: "あ", advance: 17, why: "hiragana (Wide) is the size"),
        Case(cluster: "。", advance: 17, why: "ideographic full stop (Wide) is the size"),
        Case(cluster: "Ａ", advance: 17, why: "fullwidth A (Fullwidth) is the size"),
        Case(cluster: "\u{3000}", advance: 17, why: "ideographic space (Fullwidth) is the size"),
        Case(cluster: "ｱ", advance: 8.5, why: "halfwidth katakana is half the size"),
        Case(cluster: "…", advance: 8.5, why: "ellipsis (Ambiguous) is half the size"),
        Case(cluster: "é", advance: 8.5, why: "precomposed é is half the size"),
        Case(cluster: "e\u{301}", advance: 8.5, why: "e + combining acute advances like e"),
        Case(cluster: "\u{301}", advance: 0, why: "a lone combining mark advances 0"),
        Case(cluster: "\u{200B}", advance: 0, why: "zero-width space advances 0"),
        Case(cluster: "\u{200D}", advance: 0, why: "zero-width joiner advances 0"),
        Case(cluster: "\u{00AD}", advance: 0, why: "soft hyphen (Cf) advances 0"),
        Case(cluster: "\t", advance: 0, why: "tab (Cc) advances 0"),
        Case(cluster: "😀", advance: 17, why: "emoji (Wide) is the size"),
        Case(cluster: "👍🏽", advance: 17, why: "emoji + skin tone advances like the emoji"),
        Case(cluster: "👨‍👩‍👧", advance: 17, why: "ZWJ family advances like its first emoji"),
        Case(cluster: "🇯🇵", advance: 8.5, why: "flag advances like a regional indicator (Neutral)"),
        Case(cluster: "한", advance: 17, why: "Hangul syllable (Wide) is the size"),
        Case(cluster: "\u{1100}\u{1161}", advance: 17, why: "conjoining jamo advance like the leading jamo"),
    ]

    @Test("advance of a grapheme cluster at 17 pt", arguments: cases)
    func advance(_ example: Case) {
        let advance = DefaultTextMeasurer().advance(of: example.cluster, in: TextTesting.font17)
        #expect(advance == example.advance)
    }

    @Test("the common CJK ranges the measurer shortcuts are all Wide and never zero-width")
    func shortcutRanges() {
        // Mirrors CommonWideScalars: these scalars skip the width-table search, which is only
        // sound if the table and the general category agree with the shortcut.
        let ranges: [ClosedRange<UInt32>] = [
            0x3001...0x3003, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC...0x30FC,
            0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60,
        ]
        let zeroWidth: Set<Unicode.GeneralCategory> = [
            .nonspacingMark, .spacingMark, .enclosingMark, .format, .control,
            .lineSeparator, .paragraphSeparator,
        ]
        var mismatches: [UInt32] = []
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if !EastAsianWidth.of(scalar).isWide || zeroWidth.contains(scalar.properties.generalCategory) {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty)
    }

    @Test("metrics are the font's own")
    func metrics() {
        let font = Font.systemFont(ofSize: 17)
        #expect(DefaultTextMeasurer().metrics(of: font) == font.metrics)
    }

    @Test("a line of combining sequences is as wide as its base letters")
    func combiningLine() {
        // "cafe\u{301}" is 4 clusters: c a f é → 4 × 8.5 = 34 at 17 pt.
        let layout = TextLayout("cafe\u{301}", font: TextTesting.font17)
        #expect(layout.width == 34)
        #expect(layout.lines.map(\.text) == ["cafe\u{301}"])
    }
}

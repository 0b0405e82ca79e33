import Testing

@testable import Trellis

@Suite("East Asian width")
struct EastAsianWidthTests {
    // Expected classes from EastAsianWidth.txt (Unicode 14.0); unassigned code points take the
    // UAX #11 defaults, W in the reserved CJK blocks and N elsewhere.
    @Test(
        "scalars have their UAX #11 class",
        arguments: [
            (0x6625, .wide),  // 春 CJK ideograph
            (0x30C6, .wide),  // テ katakana
            (0xD55C, .wide),  // 한 Hangul syllable
            (0x1100, .wide),  // ᄀ Hangul choseong
            (0x1F44D, .wide),  // 👍
            (0x1F468, .wide),  // 👨
            (0x1F3FD, .wide),  // skin tone modifier
            (0x3000, .fullwidth),  // ideographic space
            (0xFF21, .fullwidth),  // Ａ
            (0xFFE0, .fullwidth),  // ￠
            (0xFF71, .halfwidth),  // ｱ
            (0xFF9E, .halfwidth),  // ﾞ
            (0x20A9, .halfwidth),  // ₩
            (0x20, .narrow),  // space
            (0x41, .narrow),  // A
            (0x7E, .narrow),  // ~
            (0xE9, .ambiguous),  // é
            (0x3B1, .ambiguous),  // α
            (0x2460, .ambiguous),  // ①
            (0x301, .ambiguous),  // combining acute accent
            (0xFE0F, .ambiguous),  // variation selector 16
            (0xE000, .ambiguous),  // private use
            (0x0, .neutral),  // NUL
            (0xA0, .neutral),  // no-break space
            (0x627, .neutral),  // ا Arabic alef
            (0x200B, .neutral),  // zero width space
            (0x200D, .neutral),  // zero width joiner
            (0x1160, .neutral),  // Hangul jungseong filler
            (0x1F1EF, .neutral),  // regional indicator J
            (0x2764, .neutral),  // ❤ heavy black heart
        ] as [(UInt32, EastAsianWidth)]
    )
    func classes(value: UInt32, expected: EastAsianWidth) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(EastAsianWidth.of(scalar) == expected)
    }

    @Test(
        "unassigned code points default to wide in CJK blocks and neutral elsewhere",
        arguments: [
            (0x2A6E0, .wide),  // between CJK Extensions B and C
            (0x3FFFD, .wide),  // last reserved code point of plane 3
            (0x378, .neutral),  // unassigned Greek
            (0x3FFFE, .neutral),  // noncharacter
            (0x10FFFF, .neutral),  // last code point
        ] as [(UInt32, EastAsianWidth)]
    )
    func unassigned(value: UInt32, expected: EastAsianWidth) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(EastAsianWidth.of(scalar) == expected)
    }

    @Test("only wide and fullwidth are wide")
    func isWide() {
        #expect(EastAsianWidth.wide.isWide)
        #expect(EastAsianWidth.fullwidth.isWide)
        #expect(!EastAsianWidth.halfwidth.isWide)
        #expect(!EastAsianWidth.narrow.isWide)
        #expect(!EastAsianWidth.ambiguous.isWide)
        #expect(!EastAsianWidth.neutral.isWide)
    }

    @Test("the table's runs are sorted, disjoint and well formed")
    func tableInvariants() {
        let lowers = EastAsianWidth.runLowerBounds
        let uppers = EastAsianWidth.runUpperBounds
        let classes = EastAsianWidth.runClasses
        #expect(lowers.count == uppers.count)
        #expect(lowers.count == classes.count)
        #expect(zip(lowers, uppers).allSatisfy { $0 <= $1 })
        #expect(zip(uppers, lowers.dropFirst()).allSatisfy { $0 < $1 })
        #expect(classes.allSatisfy { (1...5).contains($0) })
        #expect(uppers.last.map { $0 <= 0x10FFFF } ?? false)
        #expect(EastAsianWidth.unicodeVersion == "14.0.0")
    }

    @Test("descriptions are the UAX #11 abbreviations")
    func descriptions() {
        let all: [EastAsianWidth] = [.wide, .fullwidth, .halfwidth, .narrow, .ambiguous, .neutral]
        #expect(all.map(\.description) == ["W", "F", "H", "Na", "A", "N"])
    }
}

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "text takes one column per narrow cluster and two per wide one",
        arguments: [
            ("", 0),
            ("Frame", 5),
            ("春", 2),
            ("春が来た", 8),  // four wide characters
            ("日本語abc", 9),  // 3 × 2 + 3
            ("한국어", 6),
            ("Ａ", 2),  // fullwidth Latin
            ("ｱｲｳ", 3),  // halfwidth katakana
            ("é", 1),  // precomposed U+00E9, ambiguous counts 1
            ("e\u{301}", 1),  // e + combining acute: one cluster
            ("αβγ", 3),  // Greek is ambiguous, counts 1 each
            ("\u{1112}\u{1161}\u{11AB}", 2),  // 한 as conjoining jamo: one cluster, wide lead
            ("a\tb", 3),  // control characters count 1
        ] as [(String, Int)]
    )
    func widths(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test(
        "clusters of only marks and format characters take no columns",
        arguments: [
            ("\u{301}", 0),  // lone combining acute (Mn)
            ("\u{20DD}", 0),  // lone combining enclosing circle (Me)
            ("\u{200B}", 0),  // zero width space (Cf)
            ("\u{FEFF}", 0),  // zero width no-break space (Cf)
            ("a\u{200B}b", 2),
            ("1\u{20E3}", 1),  // keycap sequence starts with a narrow digit
        ] as [(String, Int)]
    )
    func zeroWidth(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    // The first scalar decides an emoji sequence's width; see DisplayWidth's documentation.
    @Test(
        "emoji sequences count by their first scalar",
        arguments: [
            ("👍", 2),
            ("👍🏽", 2),  // with a skin tone modifier
            ("👨\u{200D}👩\u{200D}👧", 2),  // family ZWJ sequence, one cluster
            ("🧑\u{200D}💻", 2),  // technologist ZWJ sequence
            ("🇯🇵", 1),  // flag: regional indicators are neutral
            ("❤\u{FE0F}", 1),  // neutral heart with emoji presentation selector
            ("👍👍", 4),
        ] as [(String, Int)]
    )
    func emoji(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test("halfwidth sound marks take their own column though they extend the cluster")
    func halfwidthSoundMarks() {
        #expect("ﾃﾞｰﾀ".count == 3)
        #expect(DisplayWidth.of("ﾃﾞｰﾀ") == 4)
        #expect(DisplayWidth.of("ﾊﾟﾝ") == 3)
        #expect(DisplayWidth.of("ﾞ") == 1)
    }

    @Test("substrings are measured like strings")
    func substrings() {
        let text = "春夏秋冬 seasons"
        #expect(DisplayWidth.of(text.prefix(2)) == 4)
        #expect(DisplayWidth.of(text.dropFirst(5)) == 7)
    }
}

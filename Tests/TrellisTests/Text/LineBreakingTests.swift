import Testing
import Trellis

/// Expected lines are worked out by hand from the model: at 17 pt a wide character advances 17
/// and anything else 8.5; at 10 pt, 10 and 5.
@Suite("Line breaking")
struct LineBreakingTests {
    @Test("Japanese breaks between any two characters, carrying a character down before 、")
    func japaneseSeedParagraph() {
        // Seed 000, spring. 17 pt, width 170 = 10 wide characters (10 × 17 = 170 ≤ 170 < 187).
        // Line 1: 春…や (10 × 17 = 170); う would make 187.
        // Line 2: う…は would fill 170, but 、 may not start a line, so the break moves back
        //         before は: う白くなりゆく山ぎ = 9 × 17 = 153.
        // Line 3: は、すこしあかりて、 = 10 × 17 = 170.
        // Line 4: 紫だちたる (85) + space (93.5) + 雲のほそ (161.5); く would make 178.5.
        // Line 5: くたなびきたる。 = 8 × 17 = 136.
        let text = "春はあけぼの。やうやう白くなりゆく山ぎは、すこしあかりて、紫だちたる 雲のほそくたなびきたる。"
        let layout = TextLayout(text, font: TextTesting.font17, numberOfLines: 0, maxWidth: 170)
        #expect(layout.lines.map(\.text) == [
            "春はあけぼの。やうや",
            "う白くなりゆく山ぎ",
            "は、すこしあかりて、",
            "紫だちたる 雲のほそ",
            "くたなびきたる。",
        ])
        #expect(TextTesting.approx(layout.lines.map(\.width), [170, 153, 170, 161.5, 136]))
        #expect(layout.width == 170)
        #expect(TextTesting.approx(layout.height, 102))  // 5 × 20.4
    }

    @Test("the seed's summer paragraph at 20 characters a line")
    func japaneseSummer() {
        // 17 pt, width 340 = 20 × 17.
        // Line 1: characters 1–20 end in 、 (340); 蛍 would make 357.
        // Line 2: 蛍…、 is 15 wide (255), space 263.5, ただ一つ 331.5; 二 would make 348.5.
        // Line 3: 二…し would fill 340 but 。 follows, so し moves down: 19 × 17 = 323.
        // Line 4: し。雨など降るもをかし。 = 12 × 17 = 204.
        let text = "夏は夜。月のころはさらなり。やみもなほ、蛍の多く飛びちがひたる。また、 ただ一つ二つなど、ほのかにうち光りて行くもをかし。雨など降るもをかし。"
        let layout = TextLayout(text, font: TextTesting.font17, numberOfLines: 0, maxWidth: 340)
        #expect(layout.lines.map(\.text) == [
            "夏は夜。月のころはさらなり。やみもなほ、",
            "蛍の多く飛びちがひたる。また、 ただ一つ",
            "二つなど、ほのかにうち光りて行くもをか",
            "し。雨など降るもをかし。",
        ])
        #expect(TextTesting.approx(layout.lines.map(\.width), [340, 331.5, 323, 204]))
        #expect(TextTesting.approx(layout.height, 81.6))  // 4 × 20.4
    }

    @Test("unwrapped, a paragraph is one line as wide as all its advances")
    func unwrapped() {
        // 46 wide characters and one space: 46 × 17 + 8.5 = 790.5.
        let text = "春はあけぼの。やうやう白くなりゆく山ぎは、すこしあかりて、紫だちたる 雲のほそくたなびきたる。"
        let layout = TextLayout(text, font: TextTesting.font17, numberOfLines: 0)
        #expect(layout.lines.count == 1)
        #expect(layout.width == 790.5)
        #expect(TextTesting.approx(layout.height, 20.4))
    }

    @Test("Chinese breaks between characters and keeps ，and 。 off line starts")
    func chinese() {
        // 17 pt, width 85 = 5 × 17.
        // 春眠不觉晓 fills 85 but ， follows: 晓 moves down, line 1 is 4 × 17 = 68.
        // 晓，处处闻 (85) | 啼鸟。夜来 (85) | 风雨声，花 (85) | 落知多少。 (85).
        let layout = TextLayout("春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。",
                                font: TextTesting.font17, numberOfLines: 0, maxWidth: 85)
        #expect(layout.lines.map(\.text) == ["春眠不觉", "晓，处处闻", "啼鸟。夜来", "风雨声，花", "落知多少。"])
        #expect(layout.lines.map(\.width) == [68, 85, 85, 85, 85])
    }

    @Test("English breaks at spaces", arguments: [
        // 10 pt, 5 per character. "The quick" = 45 ≤ 50; " b" would make 55.
        (50.0, ["The quick", "brown fox"]),
        // "The quick" = 45 > 44, so each word gets its own line.
        (44.0, ["The", "quick", "brown", "fox"]),
        // Everything: 19 × 5 = 95 ≤ 95.
        (95.0, ["The quick brown fox"]),
    ])
    func english(width: Double, expected: [String]) {
        #expect(TextTesting.wrap("The quick brown fox", font: TextTesting.font10, width: width) == expected)
    }

    @Test("a word longer than the line breaks by character")
    func longWord() {
        // 10 pt, width 50 = 10 characters. "an" ends at the space; the 20-letter word
        // has no break opportunity, so it is cut after 10 characters (50), twice.
        let lines = TextTesting.wrap("an internationalization", font: TextTesting.font10, width: 50)
        #expect(lines == ["an", "internatio", "nalization"])
    }

    @Test("mixed Latin and Japanese break between a CJK character and an adjacent word")
    func mixed() {
        // 10 pt, width 40: Latin 5, CJK 10.
        // "Swiftで" = 25 + 10 = 35; A would make 40, u 45 → break before "Auto" (で|A).
        // "Auto " = 25, L…o 45 → break after the space: "Auto" (20).
        // "Layoutを" = 30 + 10 = 40; 書 would make 50 → break before 書.
        let lines = TextTesting.wrap("SwiftでAuto Layoutを書く", font: TextTesting.font10, width: 40)
        #expect(lines == ["Swiftで", "Auto", "Layoutを", "書く"])
    }

    @Test("a Latin word between CJK characters can move as a whole")
    func latinWordBetweenCJK() {
        // 10 pt, width 45. 日本語 = 30, "English" would end at 65 → break before E.
        // "English" = 35 + 日 = 45 ≤ 45; 本 would make 55 → break before 本.
        let lines = TextTesting.wrap("日本語English日本語", font: TextTesting.font10, width: 45)
        #expect(lines == ["日本語", "English日", "本語"])
    }

    @Test("character wrap breaks inside Latin words")
    func characterWrap() {
        // 10 pt, width 40 = 8 characters: "hello wo" = 40; r would make 45.
        let font = TextTesting.font10
        #expect(TextTesting.wrap("hello world", font: font, width: 40, mode: .byCharWrapping)
                == ["hello wo", "rld"])
        #expect(TextTesting.wrap("hello world", font: font, width: 40) == ["hello", "world"])
    }

    @Test("spaces at the end of a line do not count toward its width")
    func trailingSpaces() {
        // 10 pt, width 25: "ab" 10 + three spaces = 25, c would make 30 → break after the
        // spaces; the line is "ab", 10 wide, not 25.
        let layout = TextLayout("ab   cd", font: TextTesting.font10, numberOfLines: 0, maxWidth: 25)
        #expect(layout.lines == [TextLine(text: "ab", width: 10), TextLine(text: "cd", width: 10)])
        // Spaces hang past the width instead of overflowing it: "ab" + 6 spaces = 40 > 15.
        let hanging = TextLayout("ab      cd", font: TextTesting.font10, numberOfLines: 0, maxWidth: 15)
        #expect(hanging.lines.map(\.text) == ["ab", "cd"])
        #expect(hanging.width == 10)
    }

    @Test("trailing spaces of the last line do not count; leading spaces do")
    func lastLineSpaces() {
        let font = TextTesting.font10
        #expect(TextLayout("ab   ", font: font).width == 10)         // 2 × 5
        #expect(TextLayout("  ab", font: font).width == 20)          // 4 × 5
        let blank = TextLayout("   ", font: font)                    // one empty line
        #expect(blank.lines == [TextLine(text: "", width: 0)])
        #expect(blank.height == 12)
    }

    @Test("explicit newlines end lines", arguments: [
        ("ab\ncd", ["ab", "cd"]),
        ("a\n\nb", ["a", "", "b"]),
        ("a\n", ["a"]),
        ("\n", [""]),
        ("a\r\nb", ["a", "b"]),
        ("a\rb", ["a", "b"]),
        ("a\u{2028}b", ["a", "b"]),
        ("春\n夏", ["春", "夏"]),
    ])
    func newlines(text: String, expected: [String]) {
        let layout = TextLayout(text, font: TextTesting.font10, numberOfLines: 0)
        #expect(layout.lines.map(\.text) == expected)
        #expect(TextTesting.approx(layout.height, Double(expected.count) * 12))
    }

    @Test("a newline inside a wrapped paragraph starts a new line")
    func newlineAfterWrap() {
        // 10 pt, width 30: "aaaa" 20, space 25, b 30, b 35 → break after the space;
        // "bbbb" ends at the newline.
        #expect(TextTesting.wrap("aaaa bbbb\ncc", font: TextTesting.font10, width: 30)
                == ["aaaa", "bbbb", "cc"])
    }

    @Test("a zero-width space is a break opportunity with no width")
    func zeroWidthSpace() {
        // 10 pt, width 20: abc = 15, ZWSP 0, d would make 20, e 25 → break after the ZWSP.
        let layout = TextLayout("abc\u{200B}def", font: TextTesting.font10, numberOfLines: 0, maxWidth: 20)
        #expect(layout.lines.map(\.text) == ["abc", "def"])
        #expect(layout.lines.map(\.width) == [15, 15])
        #expect(TextLayout("abc\u{200B}def", font: TextTesting.font10).width == 30)
    }

    @Test("a no-break space keeps its neighbours together")
    func noBreakSpace() {
        // 10 pt, width 35: "ab " 15, "cd\u{A0}ef" would end at 40 → break after the space;
        // the no-break space offers no opportunity, so "cd ef" (25) moves down whole.
        #expect(TextTesting.wrap("ab cd\u{A0}ef", font: TextTesting.font10, width: 35)
                == ["ab", "cd\u{A0}ef"])
    }

    @Test("wide emoji break like ideographs")
    func emoji() {
        // 17 pt, width 40: 😀 17, 34; a third would make 51.
        let layout = TextLayout("😀😀😀", font: TextTesting.font17, numberOfLines: 0, maxWidth: 40)
        #expect(layout.lines.map(\.text) == ["😀😀", "😀"])
        #expect(layout.lines.map(\.width) == [34, 17])
    }

    @Test("combining marks stay with their base and add no width")
    func combiningMarks() {
        // 10 pt, width 20: é (e + U+0301) is one 5-wide cluster: "café" = 20, " " hangs.
        let layout = TextLayout("caf\u{65}\u{301} noir", font: TextTesting.font10,
                                numberOfLines: 0, maxWidth: 20)
        #expect(layout.lines.map(\.text) == ["cafe\u{301}", "noir"])
        #expect(layout.lines.map(\.width) == [20, 20])
    }

    @Test("a width too small for anything still puts one cluster on each line")
    func tinyWidths() {
        let font = TextTesting.font10
        #expect(TextTesting.wrap("abc", font: font, width: 0) == ["a", "b", "c"])
        #expect(TextTesting.wrap("abc", font: font, width: -5) == ["a", "b", "c"])
        #expect(TextTesting.wrap("春夏", font: font, width: 3) == ["春", "夏"])
        #expect(TextTesting.wrap("abc def", font: font, width: .nan) == ["abc def"])
    }

    @Test("a width a hair below the text's own width, as a solver may produce, does not reflow")
    func tolerance() {
        // 5 × 17 = 85; the solver may hand back 84.99999999999999.
        #expect(TextTesting.wrap("あいうえお", font: TextTesting.font17, width: 84.99999999999999)
                == ["あいうえお"])
        #expect(TextTesting.wrap("あいうえお", font: TextTesting.font17, width: 84.9)
                == ["あいうえ", "お"])
    }
}

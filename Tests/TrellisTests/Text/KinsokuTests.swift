import Testing
import Trellis

/// 17 pt throughout: every Japanese character here is Wide and advances 17.
@Suite("Kinsoku (Japanese line-breaking rules)")
struct KinsokuTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var width: Double
        var lines: [String]
        var why: String
        var testDescription: String { why }
    }

    static let cases: [Case] = [
        // あいうえお = 85 ≤ 85; 。 would start line 2, so お comes down with it.
        Case(text: "あいうえお。", width: 85, lines: ["あいうえ", "お。"],
             why: "a 。 that would start a line pulls the previous character down"),
        // あいうえ「 = 85; お would make 102, but 「 may not end a line → break before 「.
        Case(text: "あいうえ「おか」", width: 85, lines: ["あいうえ", "「おか」"],
             why: "a 「 that would end a line moves down"),
        // あいき = 51; ょ may not start a line → き comes down.
        Case(text: "あいきょう", width: 51, lines: ["あい", "きょう"],
             why: "small kana do not start a line"),
        // あいコ = 51, ー may not start → コ down; コーヒ = 51, ー again → ヒ down.
        Case(text: "あいコーヒー", width: 51, lines: ["あい", "コー", "ヒー"],
             why: "the prolonged sound mark does not start a line"),
        // また人 = 51; 々 may not start → 人 comes down: 人々が = 51.
        Case(text: "また人々が", width: 51, lines: ["また", "人々が"],
             why: "々 does not start a line"),
        // 「はい = 51; 」 may not start → い down; い」と = 51; 言 starts line 3.
        Case(text: "「はい」と言った", width: 51, lines: ["「は", "い」と", "言った"],
             why: "closing brackets do not start a line"),
        // はい = 34, ！ would start line 2 → い down: い！ = 34; 本当 = 34, ？ would start
        // line 4 → 当 down: 当？ = 34.
        Case(text: "はい！本当？", width: 34, lines: ["は", "い！", "本", "当？"],
             why: "！ and ？ do not start a line"),
        // あいう = 51; an ASCII "." (8.5) next to CJK is kept off the line start too.
        Case(text: "あいう.", width: 51, lines: ["あい", "う."],
             why: "ASCII closing punctuation after CJK does not start a line"),
        // あいう『 = 68 fits, but 本 would make 85 and 『 may not end a line → break before 『.
        Case(text: "あいう『本』", width: 68, lines: ["あいう", "『本』"],
             why: "『 does not end a line"),
    ]

    @Test("kinsoku moves breaks", arguments: cases)
    func kinsoku(_ example: Case) {
        #expect(TextTesting.wrap(example.text, font: TextTesting.font17, width: example.width)
                == example.lines)
    }

    @Test("kinsoku applies in character-wrap mode too")
    func characterWrap() {
        #expect(TextTesting.wrap("あいうえお。", font: TextTesting.font17, width: 85,
                                 mode: .byCharWrapping) == ["あいうえ", "お。"])
    }

    @Test("when kinsoku cannot be met, the line is broken by character and layout ends",
          arguments: [
              // No allowed break anywhere: 。 may never start a line. Width 34 holds two.
              ("。。。。。", 34.0, ["。。", "。。", "。"]),
              // あ」」」」: no break may precede 」, so the run is cut by character.
              ("あ」」」」", 34.0, ["あ」", "」」", "」"]),
              // 「「「「あ: no break may follow 「.
              ("「「「「あ", 34.0, ["「「", "「「", "あ"]),
              // Narrower than one character: one cluster per line.
              ("。。", 5.0, ["。", "。"]),
          ])
    func unsatisfiable(text: String, width: Double, expected: [String]) {
        #expect(TextTesting.wrap(text, font: TextTesting.font17, width: width) == expected)
    }

    @Test("the documented sets hold the characters the specification lists")
    func specifiedSets() {
        for character in "、。，．・：；？！ー）」』】〕〉》ぁぃぅぇぉっゃゅょァィゥェォッャュョ々" {
            #expect(Kinsoku.cannotStartLine.contains(character), "\(character) must not start a line")
        }
        for character in "（「『【〔〈《" {
            #expect(Kinsoku.cannotEndLine.contains(character), "\(character) must not end a line")
        }
    }

    @Test("canStartLine and canEndLine answer exactly the documented sets")
    func sets() {
        for character in Kinsoku.cannotStartLine {
            #expect(!Kinsoku.canStartLine(character), "\(character) must not start a line")
            #expect(Kinsoku.canEndLine(character), "\(character) may end a line")
        }
        for character in Kinsoku.cannotEndLine {
            #expect(!Kinsoku.canEndLine(character), "\(character) must not end a line")
            #expect(Kinsoku.canStartLine(character), "\(character) may start a line")
        }
        #expect(Kinsoku.canStartLine("あ") && Kinsoku.canEndLine("あ"))
        #expect(Kinsoku.canStartLine("「") && Kinsoku.canEndLine("」"))
    }
}

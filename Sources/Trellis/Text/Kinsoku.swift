/// The Japanese line-breaking rules (kinsoku shori, 禁則処理) that Trellis applies, and the exact
/// character sets behind them.
///
/// Line breaking (``TextLayout``) never puts a break opportunity
/// - before a character in ``cannotStartLine`` (行頭禁則: closing brackets and quotes, sentence and
///   clause punctuation, small kana, the prolonged sound mark ー, iteration marks such as 々), or
/// - after a character in ``cannotEndLine`` (行末禁則: opening brackets and quotes).
///
/// The rules apply in every ``LineBreakMode`` and to whatever ``TextMeasurer`` is used. When a
/// line would start with a forbidden character, the break moves back to the previous allowed
/// opportunity, so the character before it is carried down with it (追い出し, e.g. `…あけぼ` /
/// `の。`); an opening bracket that would end a line moves down to the next one.
///
/// **When kinsoku cannot be satisfied** — no allowed opportunity fits in the line, as with a run
/// of forbidden characters wider than the line — the line is broken by character instead, at
/// the last cluster boundary that fits, ignoring kinsoku for that break. Every line takes at
/// least one cluster, so line breaking always terminates.
///
/// The sets include the ASCII and halfwidth counterparts of the fullwidth marks, so a CJK
/// sentence ending in `.` or `)` also keeps them on the line.
///
/// A cluster is tested by its first scalar, so `"」\u{FE0E}"` counts as `」`.
public enum Kinsoku {
    /// Characters that may not start a line (行頭禁則文字), grouped as in JIS X 4051:
    /// closing brackets and quotes, hyphens, dividing punctuation, middle dots and colons,
    /// full stops, commas, iteration marks, the prolonged sound mark, and small kana.
    public static let cannotStartLine: String =
        "）〕］｝〉》」』】〙〗〟’”｠｣)]}"
        + "‐゠–〜～"
        + "？！‼⁇⁈⁉?!"
        + "・：；･:;"
        + "。．｡."
        + "、，､,"
        + "ヽヾゝゞ々〻"
        + "ーｰ"
        + "ぁぃぅぇぉっゃゅょゎゕゖ"
        + "ァィゥェォッャュョヮヵヶ"
        + "ㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
        + "ｧｨｩｪｫｬｭｮｯ"

    /// Characters that may not end a line (行末禁則文字): opening brackets and quotes.
    public static let cannotEndLine: String = "（〔［｛〈《「『【〘〖〝‘“｟｢([{"

    /// Whether `character` may stand at the start of a line: false for ``cannotStartLine``.
    public static func canStartLine(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return true }
        return !forbidsStart(first)
    }

    /// Whether `character` may stand at the end of a line: false for ``cannotEndLine``.
    public static func canEndLine(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return true }
        return !forbidsEnd(first)
    }

    static func forbidsStart(_ scalar: Unicode.Scalar) -> Bool {
        mayBeListed(scalar.value) && startSet.contains(scalar.value)
    }

    static func forbidsEnd(_ scalar: Unicode.Scalar) -> Bool {
        mayBeListed(scalar.value) && endSet.contains(scalar.value)
    }

    /// Whether `value` lies in a block that holds a listed character: ASCII, general
    /// punctuation, CJK symbols and kana, small katakana extensions, halfwidth and fullwidth
    /// forms, minus ASCII letters and digits. Skips the set lookup for ideographs and words.
    private static func mayBeListed(_ value: UInt32) -> Bool {
        switch value {
        case 0x21...0x7E, 0x2010...0x204F, 0x3001...0x30FF, 0x31F0...0x31FF, 0xFF01...0xFFEF:
            return !isASCIILetterOrDigit(value)
        default:
            return false
        }
    }

    private static func isASCIILetterOrDigit(_ value: UInt32) -> Bool {
        (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }

    // Immutable lookup tables built once from the documented strings, so the strings stay the
    // single source of truth.
    private static let startSet = Set(cannotStartLine.unicodeScalars.map(\.value))
    private static let endSet = Set(cannotEndLine.unicodeScalars.map(\.value))
}

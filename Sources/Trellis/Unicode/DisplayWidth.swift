/// The number of monospaced terminal columns text takes, for aligning tables that mix Latin,
/// Japanese and Chinese text.
///
/// Each grapheme cluster (`Character`) counts as a whole:
/// - 2 when its first scalar is East Asian ``EastAsianWidth/wide`` or
///   ``EastAsianWidth/fullwidth`` (`春`, `Ａ`, `👍`);
/// - 0 when every scalar in it is zero-width: a nonspacing or enclosing mark (Mn, Me), a format
///   character (Cf, which includes U+200B ZERO WIDTH SPACE and U+200D ZERO WIDTH JOINER);
/// - 1 otherwise, including ``EastAsianWidth/ambiguous`` characters (`é`, `α`, `①`), which are
///   narrow in the Western contexts Trellis output is mostly read in, and control characters.
///
/// Because only the first scalar decides, an emoji ZWJ sequence such as 👨‍👩‍👧 (one cluster
/// starting with the wide U+1F468) counts 2, a letter with combining marks such as `e` + U+0301
/// counts 1, and a sequence whose first scalar is neutral counts 1 even where terminals draw it
/// wide: flags made of regional indicators (🇯🇵) and text-default symbols with the emoji
/// variation selector (❤️, U+2764 U+FE0F).
///
/// One exception keeps halfwidth katakana aligned: the halfwidth voiced and semi-voiced sound
/// marks `ﾞ` (U+FF9E) and `ﾟ` (U+FF9F) extend the preceding kana's grapheme cluster, but
/// terminals draw them in a column of their own, so each adds 1 (`ﾃﾞｰﾀ` is 4 columns, not 3).
///
/// ```swift
/// DisplayWidth.of("春が来た")  // 8
/// DisplayWidth.of("ｱｲｳ")     // 3
/// DisplayWidth.of("Frame")   // 5
/// ```
public enum DisplayWidth {
    /// The number of terminal columns `text` takes.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text {
            total += columns(of: character)
        }
        return total
    }

    /// The number of terminal columns one grapheme cluster takes: 0, 1 or 2, plus one per
    /// trailing halfwidth sound mark.
    static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let soundMarks = scalars.dropFirst().count(where: isHalfwidthSoundMark)
        if EastAsianWidth.of(first).isWide { return 2 + soundMarks }
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        return 1 + soundMarks
    }

    /// Whether a scalar is `ﾞ` (U+FF9E) or `ﾟ` (U+FF9F): grapheme extenders by Unicode, yet drawn
    /// as a halfwidth glyph of their own.
    static func isHalfwidthSoundMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFF9E || scalar.value == 0xFF9F
    }

    /// Whether a scalar takes no column of its own: combining and enclosing marks and format
    /// characters (U+200B is listed too, because it was Zs before Unicode 4.0.1).
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value == 0x200B { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }
}

/// The scalars that make up nearly all Chinese and Japanese text, known to be East-Asian Wide or
/// Fullwidth and not zero-width, so the hot paths can skip the width-table search for them.
///
/// This is only a shortcut: every scalar listed here gives the same answer through
/// ``EastAsianWidth/of(_:)`` and the general category (a test checks each one).
enum CommonWideScalars {
    /// Whether `value` is in one of the shortcut ranges: ideographic punctuation 、。〃,
    /// hiragana and katakana letters, the prolonged sound mark, CJK unified ideographs,
    /// Hangul syllables, and the fullwidth ASCII forms.
    static func contains(_ value: UInt32) -> Bool {
        switch value {
        case 0x3001...0x3003,   // 、。〃
             0x3041...0x3096,   // hiragana letters
             0x30A1...0x30FA,   // katakana letters
             0x30FC,            // ー
             0x4E00...0x9FFF,   // CJK unified ideographs
             0xAC00...0xD7A3,   // Hangul syllables
             0xFF01...0xFF60:   // fullwidth forms
            return true
        default:
            return false
        }
    }
}

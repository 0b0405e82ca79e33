/// The East_Asian_Width property of a Unicode scalar (UAX #11), which says how many terminal
/// columns it traditionally takes.
///
/// The standard library has no such property, so ``of(_:)`` looks the scalar up in a generated
/// table (`EastAsianWidth+Table.swift`, from `Scripts/unicode/generate_east_asian_width.py`; the
/// Unicode version is in ``unicodeVersion``). Unassigned code points take the UAX #11 defaults:
/// wide in the blocks reserved for CJK ideographs, neutral elsewhere.
///
/// ```swift
/// EastAsianWidth.of("春")  // .wide
/// EastAsianWidth.of("ｱ")  // .halfwidth
/// EastAsianWidth.of("Ａ")  // .fullwidth
/// EastAsianWidth.of("A")  // .narrow
/// ```
public enum EastAsianWidth: Hashable, Sendable {
    /// W: wide in every context, such as CJK ideographs, kana, Hangul syllables and most emoji.
    case wide
    /// F: a fullwidth form of a narrow character, such as `Ａ` (U+FF21) or the ideographic space.
    case fullwidth
    /// H: a halfwidth form of a wide character, such as halfwidth katakana `ｱ` (U+FF71).
    case halfwidth
    /// Na: narrow with a wide counterpart, such as ASCII letters and digits.
    case narrow
    /// A: narrow or wide depending on context, such as `é`, Greek and Cyrillic letters, `①`.
    case ambiguous
    /// N: not used in East Asian typography, such as Arabic letters; everything not listed.
    case neutral

    /// The East_Asian_Width class of `scalar`.
    ///
    /// ```swift
    /// EastAsianWidth.of("日")  // .wide
    /// ```
    ///
    /// - Complexity: O(log *r*), where *r* is the number of runs in the table (a few hundred).
    public static func of(_ scalar: Unicode.Scalar) -> EastAsianWidth {
        let value = scalar.value
        // Binary search for the last run that starts at or before the scalar.
        var low = 0
        var high = runLowerBounds.count
        while low < high {
            let middle = low + (high - low) / 2
            if runLowerBounds[middle] <= value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        let run = low - 1
        guard run >= 0, run < runUpperBounds.count, run < runClasses.count,
            value <= runUpperBounds[run]
        else { return .neutral }
        return EastAsianWidth(tableCode: runClasses[run])
    }

    /// Whether the class takes two terminal columns: true for ``wide`` and ``fullwidth``.
    public var isWide: Bool {
        self == .wide || self == .fullwidth
    }

    /// The class a table code stands for; the codes are defined by the generator script.
    init(tableCode: UInt8) {
        switch tableCode {
        case 1: self = .wide
        case 2: self = .fullwidth
        case 3: self = .halfwidth
        case 4: self = .narrow
        case 5: self = .ambiguous
        default: self = .neutral
        }
    }
}

extension EastAsianWidth: CustomStringConvertible {
    /// The UAX #11 abbreviation: `W`, `F`, `H`, `Na`, `A` or `N`.
    public var description: String {
        switch self {
        case .wide: "W"
        case .fullwidth: "F"
        case .halfwidth: "H"
        case .narrow: "Na"
        case .ambiguous: "A"
        case .neutral: "N"
        }
    }
}

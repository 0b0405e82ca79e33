/// What line breaking needs to know about one grapheme cluster, derived from its first scalar.
///
/// The classes, in the order they are decided:
/// - ``Kind/newline``: `Character.isNewline` (LF, CR, CRLF, VT, FF, NEL, U+2028, U+2029) — an
///   explicit break;
/// - ``Kind/space``: U+0020 SPACE, U+0009 TAB, U+200B ZERO WIDTH SPACE and the other space
///   separators (Zs: U+1680, U+2000–U+200A, U+205F, U+3000 IDEOGRAPHIC SPACE), not the no-break
///   ones — a break may follow, never precede, and trailing spaces do not count toward a
///   line's width;
/// - ``Kind/glue``: U+00A0, U+2007, U+202F (no-break spaces), U+2060 WORD JOINER, U+FEFF —
///   no break on either side;
/// - ``Kind/ideographic``: East-Asian Wide, Fullwidth or Halfwidth (CJK ideographs, kana,
///   Hangul, fullwidth and halfwidth forms, wide emoji) — a break may occur on either side;
/// - ``Kind/other``: everything else (Latin, digits, ...) — words, broken only at spaces or next
///   to an ideographic cluster.
struct BreakProperties: Sendable, Hashable {
    enum Kind: UInt8, Sendable, Hashable {
        case newline, space, glue, ideographic, other
    }

    var kind: Kind
    /// In ``Kinsoku/cannotStartLine``.
    var cannotStartLine: Bool
    /// In ``Kinsoku/cannotEndLine``.
    var cannotEndLine: Bool

    init(kind: Kind, cannotStartLine: Bool = false, cannotEndLine: Bool = false) {
        self.kind = kind
        self.cannotStartLine = cannotStartLine
        self.cannotEndLine = cannotEndLine
    }

    /// The properties of `cluster`.
    init(of cluster: Character) {
        if cluster.isNewline {
            self.init(kind: .newline)
            return
        }
        guard let scalar = cluster.unicodeScalars.first else {
            self.init(kind: .other)
            return
        }
        self.init(
            kind: BreakProperties.kind(of: scalar),
            cannotStartLine: Kinsoku.forbidsStart(scalar),
            cannotEndLine: Kinsoku.forbidsEnd(scalar)
        )
    }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        let value = scalar.value
        switch value {
        case 0x20, 0x09, 0x200B: return .space
        case 0x00A0, 0x2007, 0x202F, 0x2060, 0xFEFF: return .glue
        // The other space separators (Zs) as of Unicode 14, listed because a switch is far
        // cheaper than a general-category lookup for every cluster.
        case 0x1680, 0x2000...0x200A, 0x205F, 0x3000: return .space
        case ..<0x80: return .other
        default: break
        }
        if CommonWideScalars.contains(value) { return .ideographic }
        switch EastAsianWidth.of(scalar) {
        case .wide, .fullwidth, .halfwidth: return .ideographic
        default: return .other
        }
    }

    /// Whether a line may break between a cluster with properties `before` and the next one,
    /// `after`, in `mode`. Explicit newlines are handled by the caller.
    static func breakAllowed(between before: BreakProperties, and after: BreakProperties,
                             mode: LineBreakMode) -> Bool {
        // Spaces hang at the end of the line they follow, so a line never starts with one.
        if after.kind == .space { return false }
        if before.kind == .glue || after.kind == .glue { return false }
        if before.cannotEndLine || after.cannotStartLine { return false }
        if before.kind == .space || mode == .byCharWrapping { return true }
        return before.kind == .ideographic || after.kind == .ideographic
    }
}

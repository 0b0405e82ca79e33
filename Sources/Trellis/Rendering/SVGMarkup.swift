/// The few pieces of SVG text ``SVGDrawing`` and the ``Inspector`` write, built by hand (no XML library, no Foundation).
enum SVGMarkup {
    /// `  <name a="1" b="2" extra/>` and a newline; numbers in the ``NumberFormat`` style.
    static func element(_ name: String, _ attributes: [(String, Double)], _ extra: String) -> String {
        let values = attributes.map { "\($0.0)=\"\(number($0.1))\"" }.joined(separator: " ")
        return "  <\(name) \(values)\(extra.isEmpty ? "" : " " + extra)/>\n"
    }

    /// `  <text x="…" y="…">escaped</text>` and a newline.
    static func text(_ content: String, x: Double, y: Double, style: String?) -> String {
        let extra = style.map { " " + $0 } ?? ""
        return "  <text x=\"\(number(x))\" y=\"\(number(y))\"\(extra)>\(escaped(content))</text>\n"
    }

    /// A number in the ``NumberFormat`` style.
    static func number(_ value: Double) -> String { NumberFormat.string(for: value) }

    /// `text` safe inside an element or a quoted attribute: `&`, `<`, `>`, `"`, `'` as entities,
    /// and characters XML 1.0 does not allow (control characters other than tab, newline and
    /// carriage return; U+FFFE, U+FFFF) as `?`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "?"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

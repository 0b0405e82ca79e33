/// A JSON value written by hand (no Foundation), for the data an ``Inspector`` page embeds.
///
/// Objects keep their keys in the order given, so the same data gives the same text. Strings
/// are escaped for JSON and for an HTML `<script>` element: `<`, `>` and `&` as `\u003c`,
/// `\u003e`, `\u0026`, so no `</script>` can end the element early.
enum JSONText {
    case string(String)
    /// A number already in the ``NumberFormat`` style (finite), written as is.
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null
    case array([JSONText])
    case object([(String, JSONText)])

    /// `value` as a string, or `null` for `nil`.
    static func optional(_ value: String?) -> JSONText { value.map(JSONText.string) ?? .null }

    /// The compact text.
    func render() -> String {
        var text = ""
        write(into: &text)
        return text
    }

    private func write(into text: inout String) {
        switch self {
        case .string(let value): Self.quote(value, into: &text)
        case .number(let value): text += value.isFinite ? NumberFormat.string(for: value) : "null"
        case .integer(let value): text += String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(into: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += "," }
                Self.quote(key, into: &text)
                text += ":"
                value.write(into: &text)
            }
            text += "}"
        }
    }

    private static func quote(_ value: String, into text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}": text += "\\u" + hex(scalar.value)
            case _ where scalar.value < 0x20: text += "\\u" + hex(scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// Four lowercase hex digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

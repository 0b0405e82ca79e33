// Checked access to the ASCII bytes of a format string: every read is bounds-checked, so no
// input can trap.

struct VisualFormatScanner {
    let bytes: [UInt8]
    let format: String
    private(set) var index = 0

    init(format: String, bytes: [UInt8]) {
        self.format = format
        self.bytes = bytes
    }

    /// The current byte, or `nil` at the end.
    var current: UInt8? { byte(at: index) }

    var isAtEnd: Bool { index >= bytes.count }

    func byte(at position: Int) -> UInt8? {
        position >= 0 && position < bytes.count ? bytes[position] : nil
    }

    mutating func advance() {
        if index < bytes.count { index += 1 }
    }

    /// Consumes `byte` if it is the current one.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        advance()
        return true
    }

    func error(_ reason: VisualFormatError.Reason) -> VisualFormatError {
        VisualFormatError(reason, format: format, index: index)
    }

    func error(_ reason: VisualFormatError.Reason, at position: Int) -> VisualFormatError {
        VisualFormatError(reason, format: format, index: position)
    }

    /// A C identifier at the current position (letter or `_`, then letters, digits, `_`), or `nil`
    /// without moving.
    mutating func identifier() -> String? {
        guard let first = current, Self.isIdentifierStart(first) else { return nil }
        let start = index
        while let byte = current, Self.isIdentifierStart(byte) || Self.isDigit(byte) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A decimal number as `strtod` reads it in the C locale (`-12.5e3`, `7.`, `-.5`), or `nil`
    /// without moving when no digits follow.
    mutating func number() -> Double? {
        var end = index
        if byte(at: end) == UInt8(ascii: "-") || byte(at: end) == UInt8(ascii: "+") { end += 1 }
        var digitCount = 0
        while let byte = byte(at: end), Self.isDigit(byte) { end += 1; digitCount += 1 }
        if byte(at: end) == UInt8(ascii: ".") {
            var fractionEnd = end + 1
            var fractionDigits = 0
            while let byte = byte(at: fractionEnd), Self.isDigit(byte) { fractionEnd += 1; fractionDigits += 1 }
            if digitCount + fractionDigits > 0 {
                end = fractionEnd
                digitCount += fractionDigits
            }
        }
        guard digitCount > 0 else { return nil }
        end = exponentEnd(after: end)
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        let value = Double(Self.normalised(text))
        index = end
        return value ?? .nan
    }

    /// Where an exponent (`e-3`) starting at `position` ends; `position` when there is none.
    private func exponentEnd(after position: Int) -> Int {
        guard let marker = byte(at: position), marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E")
        else { return position }
        var end = position + 1
        if byte(at: end) == UInt8(ascii: "-") || byte(at: end) == UInt8(ascii: "+") { end += 1 }
        guard let first = byte(at: end), Self.isDigit(first) else { return position }
        while let byte = byte(at: end), Self.isDigit(byte) { end += 1 }
        return end
    }

    /// Swift's `Double(_:)` wants a digit on both sides of `.`: `7.` → `7.0`, `.5` → `0.5`.
    private static func normalised(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            if character == ".", previous == nil || previous == "-" || previous == "+" { result += "0" }
            if previous == ".", !(character.isASCII && character.isNumber) { result += "0" }
            result.append(character)
            previous = character
        }
        if previous == "." { result += "0" }
        return result
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}

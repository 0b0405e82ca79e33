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

    /// A number as `strtod_l` reads it in the C locale: decimal (`-12.5e3`, `7.`, `-.5`),
    /// hexadecimal (`0x1.8p3`), `inf`, `infinity` or `nan`, each with an optional sign; `nil`
    /// without moving when `strtod` would consume nothing.
    mutating func number() -> Double? {
        var position = index
        var negative = false
        if let sign = byte(at: position), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            position += 1
        }
        guard let (end, magnitude) = special(at: position) ?? hexadecimal(at: position) ?? decimal(at: position)
        else { return nil }
        index = end
        return negative ? -magnitude : magnitude
    }

    /// `inf`, `infinity`, `nan` or `nan(chars)`, in any case.
    private func special(at position: Int) -> (Int, Double)? {
        if matches("infinity", at: position) { return (position + 8, .infinity) }
        if matches("inf", at: position) { return (position + 3, .infinity) }
        guard matches("nan", at: position) else { return nil }
        var end = position + 3
        if byte(at: end) == UInt8(ascii: "(") {
            var close = end + 1
            while let byte = byte(at: close), Self.isIdentifierStart(byte) || Self.isDigit(byte) { close += 1 }
            if byte(at: close) == UInt8(ascii: ")") { end = close + 1 }
        }
        return (end, .nan)
    }

    /// `0x` hex digits, an optional `.` and fraction, an optional binary exponent `p-3`.
    private func hexadecimal(at position: Int) -> (Int, Double)? {
        guard byte(at: position) == UInt8(ascii: "0"),
            let marker = byte(at: position + 1), marker == UInt8(ascii: "x") || marker == UInt8(ascii: "X")
        else { return nil }
        let integer = run(from: position + 2, where: Self.isHexDigit)
        var end = position + 2 + integer.count
        var fraction = ""
        if byte(at: end) == UInt8(ascii: ".") {
            fraction = run(from: end + 1, where: Self.isHexDigit)
            if !integer.isEmpty || !fraction.isEmpty { end += 1 + fraction.count }
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        var exponent = "0"
        if let p = byte(at: end), p == UInt8(ascii: "p") || p == UInt8(ascii: "P") {
            let stop = exponentEnd(after: end, markers: [UInt8(ascii: "p"), UInt8(ascii: "P")])
            if stop > end {
                exponent = String(decoding: bytes[(end + 1)..<stop], as: UTF8.self)
                end = stop
            }
        }
        let text = "0x" + (integer.isEmpty ? "0" : integer) + (fraction.isEmpty ? "" : "." + fraction) + "p" + exponent
        return (end, Double(text) ?? .nan)
    }

    /// Digits, an optional `.` and fraction, an optional exponent `e-3`.
    private func decimal(at position: Int) -> (Int, Double)? {
        let integer = run(from: position, where: Self.isDigit)
        var end = position + integer.count
        var fraction = ""
        if byte(at: end) == UInt8(ascii: ".") {
            fraction = run(from: end + 1, where: Self.isDigit)
            if !integer.isEmpty || !fraction.isEmpty { end += 1 + fraction.count }
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        var text = (integer.isEmpty ? "0" : integer) + "." + (fraction.isEmpty ? "0" : fraction)
        let stop = exponentEnd(after: end, markers: [UInt8(ascii: "e"), UInt8(ascii: "E")])
        if stop > end {
            text += String(decoding: bytes[end..<stop], as: UTF8.self)
            end = stop
        }
        return (end, Double(text) ?? .nan)
    }

    /// Where an exponent (`e-3`, or `p+4` after hexadecimal digits) starting at `position` ends;
    /// `position` when there is none.
    private func exponentEnd(after position: Int, markers: [UInt8]) -> Int {
        guard let marker = byte(at: position), markers.contains(marker) else { return position }
        var end = position + 1
        if byte(at: end) == UInt8(ascii: "-") || byte(at: end) == UInt8(ascii: "+") { end += 1 }
        let digits = run(from: end, where: Self.isDigit)
        return digits.isEmpty ? position : end + digits.count
    }

    /// The bytes from `position` on that satisfy `predicate`, as a string.
    private func run(from position: Int, where predicate: (UInt8) -> Bool) -> String {
        var end = position
        while let byte = byte(at: end), predicate(byte) { end += 1 }
        return end > position ? String(decoding: bytes[position..<end], as: UTF8.self) : ""
    }

    /// Whether `word` (lowercase letters) appears at `position`, in any case.
    private func matches(_ word: String, at position: Int) -> Bool {
        for (offset, letter) in word.utf8.enumerated() {
            guard let byte = byte(at: position + offset), byte | 0x20 == letter else { return false }
        }
        return true
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}

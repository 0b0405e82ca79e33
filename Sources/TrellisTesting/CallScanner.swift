/// Just enough of Swift's lexical structure to find a call's arguments in a source file: string
/// literals (single-line, multi-line, raw, with interpolations), comments, brackets and argument
/// labels. Record mode uses it to find the literal to rewrite; it never needs a full parser
/// because it starts at a known opening parenthesis.
///
/// Works on UTF-8 bytes, because `#column` counts bytes.
struct CallScanner {
    /// One argument of the call.
    struct Argument: Equatable {
        /// The label, `nil` for an unlabeled argument.
        var label: String?
        /// Where the argument starts (its label, if any).
        var start: Int
        /// Where the value starts, after the label, colon and spaces.
        var valueStart: Int
        /// One past the value's last byte (comments and trailing spaces excluded).
        var valueEnd: Int
    }

    /// A string literal: its bytes `start..<end` including delimiters.
    struct Literal: Equatable {
        var start: Int
        var end: Int
        var hashCount: Int
        var isMultiline: Bool
    }

    /// The call's arguments and the literals that are whole arguments.
    struct Call: Equatable {
        var openParen: Int
        var closeParen: Int
        var arguments: [Argument]
        var literals: [Literal]

        /// The literal that is the whole value of `argument`, if it is one.
        func literal(of argument: Argument) -> Literal? {
            literals.first { $0.start == argument.valueStart && $0.end == argument.valueEnd }
        }
    }

    enum Failure: Error, Equatable {
        case unterminated
    }

    let bytes: [UInt8]

    /// Reads the call whose argument list opens at `openParen`.
    func call(openingAt openParen: Int) throws(Failure) -> Call {
        var call = Call(openParen: openParen, closeParen: openParen, arguments: [], literals: [])
        var index = openParen + 1
        var depth = 1
        var current: Argument?
        while index < bytes.count {
            let byte = bytes[index]
            if let end = try skipTrivia(at: index) {
                index = end
                continue
            }
            if depth == 1 && (byte == .comma || byte == .closeParen) {
                if let argument = current { call.arguments.append(argument) }
                current = nil
                if byte == .closeParen {
                    call.closeParen = index
                    return call
                }
                index += 1
                continue
            }
            if depth == 1 && current == nil {
                current = startArgument(at: index)
                index = current?.valueStart ?? index
                continue
            }
            let tokenEnd: Int
            if let literal = try literal(at: index) {
                if depth == 1 { call.literals.append(literal) }
                tokenEnd = literal.end
            } else {
                switch byte {
                case .openParen, .openBracket, .openBrace: depth += 1
                case .closeParen, .closeBracket, .closeBrace: depth -= 1
                default: break
                }
                tokenEnd = index + 1
            }
            if depth >= 1 { current?.valueEnd = tokenEnd }
            index = tokenEnd
        }
        throw .unterminated
    }

    /// An argument starting at `index`: `label:` (not `::`) or an unlabeled value.
    private func startArgument(at index: Int) -> Argument {
        var end = index
        while end < bytes.count, bytes[end].isIdentifierByte { end += 1 }
        if end > index, !bytes[index].isDigit {
            var colon = end
            while colon < bytes.count, bytes[colon].isSpace { colon += 1 }
            if colon < bytes.count, bytes[colon] == .colon, colon + 1 >= bytes.count || bytes[colon + 1] != .colon {
                var value = colon + 1
                while value < bytes.count, bytes[value].isSpace || bytes[value].isNewline { value += 1 }
                let label = String(decoding: bytes[index..<end], as: UTF8.self)
                return Argument(label: label, start: index, valueStart: value, valueEnd: value)
            }
        }
        return Argument(label: nil, start: index, valueStart: index, valueEnd: index)
    }

    /// The end of the whitespace or comment at `index`, or `nil` when there is none there.
    func skipTrivia(at index: Int) throws(Failure) -> Int? {
        let byte = bytes[index]
        if byte.isSpace || byte.isNewline { return index + 1 }
        guard byte == .slash, index + 1 < bytes.count else { return nil }
        if bytes[index + 1] == .slash {
            var end = index
            while end < bytes.count, !bytes[end].isNewline { end += 1 }
            return end
        }
        guard bytes[index + 1] == .star else { return nil }
        var end = index + 2
        var nesting = 1
        while end + 1 < bytes.count {
            if bytes[end] == .slash && bytes[end + 1] == .star {
                nesting += 1
                end += 2
            } else if bytes[end] == .star && bytes[end + 1] == .slash {
                nesting -= 1
                end += 2
                if nesting == 0 { return end }
            } else {
                end += 1
            }
        }
        throw .unterminated
    }

    /// The string literal starting at `index` (`"…"`, `"""…"""`, `#"…"#`, …), or `nil`.
    func literal(at index: Int) throws(Failure) -> Literal? {
        var quote = index
        while quote < bytes.count, bytes[quote] == .hash { quote += 1 }
        guard quote < bytes.count, bytes[quote] == .quote else { return nil }
        let hashes = quote - index
        let multiline = starts(with: [.quote, .quote, .quote], at: quote)
        let closing = (multiline ? [UInt8](repeating: .quote, count: 3) : [.quote])
            + [UInt8](repeating: .hash, count: hashes)
        var position = quote + (multiline ? 3 : 1)
        while position < bytes.count {
            if starts(with: closing, at: position) {
                return Literal(start: index, end: position + closing.count, hashCount: hashes, isMultiline: multiline)
            }
            let escapeHashes = [UInt8](repeating: .hash, count: hashes)
            if bytes[position] == .backslash && starts(with: escapeHashes, at: position + 1) {
                let escaped = position + 1 + hashes
                if escaped < bytes.count, bytes[escaped] == .openParen {
                    position = try interpolationEnd(openingAt: escaped)
                } else {
                    position = escaped + 1
                }
                continue
            }
            if !multiline && bytes[position].isNewline { throw .unterminated }
            position += 1
        }
        throw .unterminated
    }

    /// One past the `)` that closes the interpolation opening at `openParen`.
    private func interpolationEnd(openingAt openParen: Int) throws(Failure) -> Int {
        var depth = 1
        var index = openParen + 1
        while index < bytes.count {
            if let end = try skipTrivia(at: index) {
                index = end
            } else if let literal = try literal(at: index) {
                index = literal.end
            } else {
                switch bytes[index] {
                case .openParen: depth += 1
                case .closeParen:
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
        }
        throw .unterminated
    }

    private func starts(with prefix: [UInt8], at index: Int) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for (offset, byte) in prefix.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }
}

extension UInt8 {
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    var isSpace: Bool { self == .space || self == .tab }
    var isNewline: Bool { self == .newline || self == UInt8(ascii: "\r") }
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    /// ASCII letters, digits, `_`, and every byte of a non-ASCII character (Swift identifiers
    /// may contain them).
    var isIdentifierByte: Bool {
        isDigit || self == UInt8(ascii: "_") || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z"))
            || self >= 0x80
    }
}

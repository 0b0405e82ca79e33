// Reads a format string as UIKit's NSLayoutConstraintParser does (spec §1.1, §1.2, §1.8):
// the same steps, messages and error positions, building constraints as each view is read, so
// the first error in reading order is the one reported. Never traps: every read goes through the
// bounds-checked scanner.

private let bar = UInt8(ascii: "|")
private let dash = UInt8(ascii: "-")
private let openBracket = UInt8(ascii: "[")
private let closeBracket = UInt8(ascii: "]")
private let openParen = UInt8(ascii: "(")
private let closeParen = UInt8(ascii: ")")
private let comma = UInt8(ascii: ",")

/// A recursive-descent parser over the format's ASCII bytes.
struct VisualFormatParser {
    var scanner: VisualFormatScanner
    let metrics: [String: Double]
    let views: [String: LayoutItem]
    let options: LayoutConstraint.FormatOptions
    let fileID: String
    let line: Int

    init(
        format: String, options: LayoutConstraint.FormatOptions, metrics: [String: Double],
        views: [String: LayoutItem], fileID: String, line: Int
    ) throws(VisualFormatError) {
        guard !format.isEmpty else { throw VisualFormatError(.emptyString, format: format, index: nil) }
        let bytes = Array(format.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            throw VisualFormatError(.nonASCII, format: format, index: nil)
        }
        self.scanner = VisualFormatScanner(format: format, bytes: bytes)
        self.options = options
        self.metrics = metrics
        self.views = views
        self.fileID = fileID
        self.line = line
    }

    /// The whole string: `(H:|V:)? (| connection)? view (connection view)* (connection |)?`,
    /// returning the constraints in UIKit's order.
    mutating func parse() throws(VisualFormatError) -> [LayoutConstraint] {
        let isVertical = try parseOrientation()
        var builder = VisualFormatBuilder(
            isVertical: isVertical, options: options, format: scanner.format, fileID: fileID, line: line)
        var left: LayoutItem
        if scanner.consume(bar) {
            guard !scanner.isAtEnd else { throw scanner.error(.expectedConnectionAfterBar) }
            let connection = try parseConnection()
            let view = try parseView()
            let sizes = try builder.sizeConstraints(of: view)
            try builder.connect(connection, from: nil, to: view.item, at: scanner.index)
            builder.append(sizes)
            left = view.item
        } else {
            let view = try parseView()
            builder.append(try builder.sizeConstraints(of: view))
            left = view.item
        }
        while !scanner.isAtEnd {
            let connection = try parseConnection()
            if scanner.current == openBracket {
                let view = try parseView()
                let sizes = try builder.sizeConstraints(of: view)
                try builder.connect(connection, from: left, to: view.item, at: scanner.index)
                builder.append(sizes)
                left = view.item
            } else if scanner.consume(bar) {
                try builder.connect(connection, from: left, to: nil, at: scanner.index)
                break
            } else {
                throw scanner.error(.expectedViewOrBar)
            }
        }
        guard scanner.isAtEnd else { throw scanner.error(.expectedEnd) }
        return builder.result
    }

    /// `H:` or `V:` at the start; horizontal when absent.
    private mutating func parseOrientation() throws(VisualFormatError) -> Bool {
        guard let first = scanner.current, first == UInt8(ascii: "H") || first == UInt8(ascii: "V") else {
            return false
        }
        scanner.advance()
        guard scanner.consume(UInt8(ascii: ":")) else {
            throw scanner.error(.expectedColon(first == UInt8(ascii: "V") ? "V" : "H"))
        }
        return first == UInt8(ascii: "V")
    }

    /// A connection, stopping before the view or `|` that follows it: nothing, `-`, `-c-`,
    /// `-(p, q)-`, or (leniently) a full predicate `->=10@750-`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatConnection {
        guard scanner.consume(dash) else { return .flush }
        if let next = scanner.current, next == openBracket || next == bar { return .standard }
        let predicates = try parsePredicateWithParentheses()
        if scanner.current == comma { throw scanner.error(.expectedDashUseParentheses) }
        guard scanner.consume(dash) else { throw scanner.error(.expectedDash) }
        return .predicates(predicates)
    }

    /// `(p, q, …)` or a single predicate; a `-` here is rejected as a probable stray bar.
    private mutating func parsePredicateWithParentheses() throws(VisualFormatError) -> [VisualFormatPredicate] {
        if scanner.current == dash { throw scanner.error(.ambiguousMinus) }
        guard scanner.consume(openParen) else { return [try parsePredicate(inView: false)] }
        let predicates = try parsePredicateList(inView: false)
        guard scanner.consume(closeParen) else { throw scanner.error(.expectedCloseParenOrComma) }
        return predicates
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormatView {
        guard scanner.consume(openBracket), !scanner.isAtEnd else { throw scanner.error(.expectedView) }
        guard let name = scanner.identifier() else { throw scanner.error(.invalidViewName) }
        guard let item = views[name] else { throw scanner.error(.unknownView(name)) }
        var view = VisualFormatView(item: item, predicates: [])
        if scanner.consume(closeBracket) { return view }
        guard scanner.consume(openParen) else { throw scanner.error(.expectedClosingBracket) }
        guard !scanner.isAtEnd else { throw scanner.error(.ranOutInView) }
        view.predicates = try parsePredicateList(inView: true)
        guard scanner.consume(closeParen) else { throw scanner.error(.unterminatedThickness) }
        guard scanner.consume(closeBracket) else { throw scanner.error(.expectedBracketAfterThickness) }
        return view
    }

    /// Predicates separated by `,`, stopping at the first other character.
    private mutating func parsePredicateList(inView: Bool) throws(VisualFormatError) -> [VisualFormatPredicate] {
        var predicates = [try parsePredicate(inView: inView)]
        while scanner.consume(comma) {
            predicates.append(try parsePredicate(inView: inView))
        }
        return predicates
    }
}

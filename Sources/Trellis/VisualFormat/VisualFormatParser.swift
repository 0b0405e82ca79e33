// Reads a format string into a `VisualFormatLayout`, with UIKit's messages and error
// positions (spec §1.1, §1.2, §1.8). Never traps: all reads go through the scanner.

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

    init(format: String, metrics: [String: Double], views: [String: LayoutItem]) throws(VisualFormatError) {
        guard !format.isEmpty else { throw VisualFormatError(.emptyString, format: format, index: nil) }
        let bytes = Array(format.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            throw VisualFormatError(.nonASCII, format: format, index: nil)
        }
        self.scanner = VisualFormatScanner(format: format, bytes: bytes)
        self.metrics = metrics
        self.views = views
    }

    /// The whole string: `(H:|V:)? (| connection)? view (connection view)* (connection |)?`.
    mutating func parse() throws(VisualFormatError) -> VisualFormatLayout {
        var layout = VisualFormatLayout()
        layout.isVertical = try parseOrientation()
        if scanner.current == bar {
            let barIndex = scanner.index
            scanner.advance()
            guard scanner.current == dash || scanner.current == openBracket else {
                throw scanner.error(.expectedConnectionAfterBar)
            }
            layout.leadingBar = (try parseConnection(), barIndex)
            guard scanner.current == openBracket else { throw scanner.error(.expectedView) }
        } else if scanner.current != openBracket {
            throw scanner.error(.expectedViewOrBar)
        }
        layout.views.append(try parseView())
        while !scanner.isAtEnd {
            try parseStep(into: &layout)
            if layout.trailingBar != nil { break }
        }
        guard scanner.isAtEnd else { throw scanner.error(.expectedEnd) }
        return layout
    }

    /// One connection after a view and what follows it: another view or the closing `|`.
    private mutating func parseStep(into layout: inout VisualFormatLayout) throws(VisualFormatError) {
        guard let next = scanner.current, next == dash || next == openBracket || next == bar else {
            throw scanner.error(.expectedEnd)
        }
        let connection = try parseConnection()
        if scanner.current == bar {
            layout.trailingBar = (connection, scanner.index)
            scanner.advance()
        } else if scanner.current == openBracket {
            layout.connections.append(connection)
            layout.views.append(try parseView())
        } else {
            throw scanner.error(.expectedViewOrBar)
        }
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
    /// `-(p, q)-`, or a lenient full predicate `->=10@750-`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatConnection {
        guard scanner.consume(dash) else { return .flush }
        guard let next = scanner.current else { throw scanner.error(.expectedViewOrBar) }
        if next == openBracket || next == bar { return .standard }
        if next == dash { throw scanner.error(.ambiguousMinus) }
        let predicates: [VisualFormatPredicate]
        if scanner.consume(openParen) {
            predicates = try parsePredicateList(inView: false)
        } else {
            predicates = [try parsePredicate(inView: false)]
        }
        guard scanner.consume(dash) else {
            if scanner.isAtEnd { throw scanner.error(.expectedMoreInput) }
            throw scanner.error(scanner.current == comma ? .expectedDashUseParentheses : .expectedDash)
        }
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormatView {
        guard scanner.consume(openBracket) else { throw scanner.error(.expectedView) }
        guard let name = scanner.identifier() else {
            if scanner.isAtEnd { throw scanner.error(.ranOutInView) }
            throw scanner.error(.invalidViewName)
        }
        guard let item = views[name] else { throw scanner.error(.unknownView(name)) }
        var view = VisualFormatView(item: item, predicates: [])
        if scanner.consume(openParen) {
            view.predicates = try parsePredicateList(inView: true)
            guard scanner.consume(closeBracket) else { throw scanner.error(.expectedBracketAfterThickness) }
            return view
        }
        guard scanner.consume(closeBracket) else {
            if scanner.isAtEnd { throw scanner.error(.ranOutInView) }
            throw scanner.error(.expectedClosingBracket)
        }
        return view
    }

    /// `p, q, …)` after an opening parenthesis, consuming the closing one.
    private mutating func parsePredicateList(inView: Bool) throws(VisualFormatError) -> [VisualFormatPredicate] {
        var predicates: [VisualFormatPredicate] = []
        while true {
            predicates.append(try parsePredicate(inView: inView))
            if scanner.consume(closeParen) { return predicates }
            guard scanner.consume(comma) else {
                if scanner.isAtEnd { throw scanner.error(inView ? .unterminatedThickness : .expectedMoreInput) }
                throw scanner.error(.expectedCloseParenOrComma)
            }
        }
    }
}

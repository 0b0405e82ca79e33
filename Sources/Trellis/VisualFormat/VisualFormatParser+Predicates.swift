// Predicates: `relation? object ('@' priority)?` (spec §1.1, §1.2).

extension VisualFormatParser {
    /// One predicate. A view name as the object is legal only in a view's own parentheses.
    mutating func parsePredicate(inView: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        guard !scanner.isAtEnd else { throw scanner.error(.expectedMoreInput) }
        let start = scanner.index
        let relation = try parseRelation()
        guard !scanner.isAtEnd else { throw scanner.error(.expectedMoreInput) }
        let object = try parseObject(inView: inView)
        var priority = Double(LayoutPriority.required.rawValue)
        if scanner.consume(UInt8(ascii: "@")) {
            priority = try parsePriority()
        }
        return VisualFormatPredicate(relation: relation, object: object, priority: priority, index: start)
    }

    /// `==`, `<=`, `>=`, or nothing (equal).
    private mutating func parseRelation() throws(VisualFormatError) -> LayoutConstraint.Relation {
        let relation: LayoutConstraint.Relation
        switch scanner.current {
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        default: return .equal
        }
        scanner.advance()
        guard scanner.consume(UInt8(ascii: "=")) else { throw scanner.error(.unknownRelation) }
        return relation
    }

    /// A number, a metric name, or (in a view's parentheses) a view name.
    private mutating func parseObject(inView: Bool) throws(VisualFormatError) -> VisualFormatPredicate.Object {
        if let name = scanner.identifier() {
            if let value = metrics[name] { return .constant(value) }
            guard let item = views[name] else { throw scanner.error(.unknownMetric(name)) }
            guard inView else { throw scanner.error(.spaceEqualToView) }
            return .item(item)
        }
        return .constant(try parseNumber())
    }

    /// A number as `strtod` reads it; only a token starting with a digit or `-` is tried.
    private mutating func parseNumber() throws(VisualFormatError) -> Double {
        guard let first = scanner.current, VisualFormatScanner.isDigit(first) || first == UInt8(ascii: "-"),
            let value = scanner.number()
        else { throw scanner.error(.expectedNumberOrMetric) }
        return value
    }

    /// A priority after `@`: a metric or a number in `(0, 1000]`.
    private mutating func parsePriority() throws(VisualFormatError) -> Double {
        guard !scanner.isAtEnd else { throw scanner.error(.expectedMoreInput) }
        let value: Double
        if let name = scanner.identifier() {
            guard let metric = metrics[name] else { throw scanner.error(.unknownMetric(name)) }
            value = metric
        } else {
            value = try parseNumber()
        }
        guard value > 0 else { throw scanner.error(.priorityTooLow(value)) }
        guard value <= 1000 else { throw scanner.error(.priorityTooHigh(value)) }
        return value
    }
}

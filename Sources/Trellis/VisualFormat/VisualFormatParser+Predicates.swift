// Predicates: `relation? object ('@' priority)?` (spec §1.1, §1.2), read as UIKit's parseOp and
// parseConstant read them.

extension VisualFormatParser {
    /// One predicate. A view name as the object is legal only in a view's own parentheses.
    mutating func parsePredicate(inView: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        let start = scanner.index
        let relation = try parseRelation()
        let object = try parseConstant(inView: inView)
        var priority = Double(LayoutPriority.required.rawValue)
        if scanner.consume(UInt8(ascii: "@")) {
            // A view name here reads as 0 inside a view's parentheses, as in UIKit.
            let value: Double
            switch try parseConstant(inView: inView) {
            case .constant(let number): value = number
            case .item: value = 0
            }
            guard !(value <= 0) else { throw scanner.error(.priorityTooLow(value)) }
            guard !(value > 1000) else { throw scanner.error(.priorityTooHigh(value)) }
            guard !value.isNaN else { throw scanner.error(.priorityTooLow(value)) }
            priority = value
        }
        return VisualFormatPredicate(relation: relation, object: object, priority: priority, index: start)
    }

    /// `==`, `<=`, `>=`, or nothing (equal).
    private mutating func parseRelation() throws(VisualFormatError) -> LayoutConstraint.Relation {
        guard let character = scanner.current else { throw scanner.error(.expectedMoreInput) }
        let relation: LayoutConstraint.Relation
        switch character {
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        default: return .equal
        }
        scanner.advance()
        guard scanner.consume(UInt8(ascii: "=")) else { throw scanner.error(.unknownRelation) }
        return relation
    }

    /// A number (a token starting with a digit or `-`, read by `strtod`), a metric name, or (in a
    /// view's parentheses) a view name.
    private mutating func parseConstant(inView: Bool) throws(VisualFormatError) -> VisualFormatPredicate.Object {
        guard let first = scanner.current else { throw scanner.error(.expectedNumberOrMetric) }
        if VisualFormatScanner.isDigit(first) || first == UInt8(ascii: "-") {
            guard let value = scanner.number() else { throw scanner.error(.unparsableNumber) }
            return .constant(value)
        }
        guard let name = scanner.identifier() else { throw scanner.error(.expectedNumberOrMetric) }
        if let value = metrics[name] { return .constant(value) }
        guard let item = views[name] else { throw scanner.error(.unknownMetric(name)) }
        guard inView else { throw scanner.error(.spaceEqualToView) }
        return .item(item)
    }
}

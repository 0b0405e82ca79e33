/// A linear expression `Σ coefficient · variable + constant`.
///
/// Build expressions with arithmetic on variables and numbers (`2 * x + y + 10`), then turn two
/// of them into a ``LinearConstraint`` with `==`, `<=` or `>=`. Those relational operators take
/// expressions only, so `x == y` on two ``Variable``s stays ordinary identity comparison; write
/// `x + 0 == y` or `LinearExpression(x) == y` for a constraint.
///
/// Terms keep the order in which variables first appear, and repeated variables are merged, so a
/// printed expression is stable and the solver sees each variable once.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// One `coefficient · variable` term.
    public struct Term: Sendable {
        /// The variable.
        public let variable: Variable
        /// Its coefficient.
        public var coefficient: Double

        /// A term (for callers that build expressions term by term without merging).
        package init(variable: Variable, coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// An expression from terms that name distinct variables (the caller merged them), without
    /// the linear merge of ``init(terms:constant:)``.
    package init(uniqueTerms: [Term], constant: Double) {
        self.terms = uniqueTerms
        self.constant = constant
    }

    /// The terms, one per distinct variable, in order of first appearance.
    public private(set) var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `constant` with no terms.
    public init(constant: Double = 0) {
        self.terms = []
        self.constant = constant
    }

    /// Creates `1 · variable`.
    public init(_ variable: Variable) {
        self.terms = [Term(variable: variable, coefficient: 1)]
        self.constant = 0
    }

    /// Creates an expression from terms and a constant, merging repeated variables.
    public init(terms: [(Variable, Double)], constant: Double = 0) {
        self.terms = []
        self.constant = constant
        // One allocation instead of growing 1 → 2 → 4 → 8 (terms are mostly distinct).
        self.terms.reserveCapacity(terms.count)
        for (variable, coefficient) in terms { add(variable, coefficient) }
    }

    /// Appends terms whose variables this expression does not mention yet (no lookup).
    mutating func appendUnique(_ unique: [Term]) {
        terms.append(contentsOf: unique)
    }

    /// Adds `coefficient · variable`, merging with an existing term for the same variable.
    ///
    /// - Complexity: O(number of terms); expressions are short.
    public mutating func add(_ variable: Variable, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append(Term(variable: variable, coefficient: coefficient))
        }
    }

    /// Adds `factor × other`.
    public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        for term in other.terms { add(term.variable, term.coefficient * factor) }
        constant += other.constant * factor
    }

    /// The expression multiplied by `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        var result = self
        result.constant *= factor
        for index in result.terms.indices { result.terms[index].coefficient *= factor }
        return result
    }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The expression with this solver's value of each variable substituted.
    public func value(in solver: Solver) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// Reads like `2*x + y - 10`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            if text.isEmpty { text = term.coefficient < 0 ? "-" : "" } else { text += " \(sign) " }
            text += magnitude == 1 ? term.variable.name : "\(formatted(magnitude))*\(term.variable.name)"
        }
        if text.isEmpty { return formatted(constant) }
        if constant != 0 { text += constant < 0 ? " - \(formatted(-constant))" : " + \(formatted(constant))" }
        return text
    }
}

/// Formats a number without a trailing `.0`, for dumps and descriptions.
func formatted(_ value: Double) -> String {
    // Integral check without `rounded()`, which would pull in libm on Linux.
    if abs(value) < 1e15, value == Double(Int64(value)) { return String(Int64(value)) }
    return String(value)
}

extension LinearExpression: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A constant expression from an integer literal.
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }
    /// A constant expression from a floating-point literal.
    public init(floatLiteral value: Double) { self.init(constant: value) }
}

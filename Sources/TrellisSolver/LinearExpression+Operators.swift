// Arithmetic that builds expressions. The overload set is kept small so long expressions
// type-check quickly: expression and variable operands combine freely, numbers multiply and
// divide, and number literals added to a variable or expression become constant expressions
// (through the literal conformances). The `Double` overloads for `+` and `-` exist for numbers
// held in variables and are disfavoured so that literals never make an expression ambiguous.

extension LinearExpression {
    /// `lhs + rhs`.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.add(rhs)
        return result
    }

    /// `lhs - rhs`.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.add(rhs, times: -1)
        return result
    }

    /// `-operand`.
    public static prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

    /// `factor × expression`.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
    /// `expression × factor`.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
    /// `expression ÷ divisor`.
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }

    /// `expression + variable`.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    /// `expression - variable`.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    /// `variable + expression`.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// `variable - expression`.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }

    /// `expression + number` for a number held in a variable (literals use the literal conformance).
    @_disfavoredOverload
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(constant: rhs) }
    /// `expression - number` for a number held in a variable.
    @_disfavoredOverload
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs - LinearExpression(constant: rhs) }
}

extension Variable {
    /// `lhs + rhs` as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    /// `lhs - rhs` as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    /// `factor × variable`.
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs).scaled(by: lhs) }
    /// `variable × factor`.
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs).scaled(by: rhs) }
    /// `variable ÷ divisor`.
    public static func / (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs).scaled(by: 1 / rhs) }
    /// `-variable`.
    public static prefix func - (operand: Variable) -> LinearExpression { LinearExpression(operand).scaled(by: -1) }

    /// `variable + number` for a number held in a variable (literals use the literal conformance).
    @_disfavoredOverload
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + LinearExpression(constant: rhs) }
    /// `variable - number` for a number held in a variable.
    @_disfavoredOverload
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - LinearExpression(constant: rhs) }
}

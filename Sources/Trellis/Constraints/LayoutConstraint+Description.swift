// The one-line equation form used in messages and listings.

extension LayoutConstraint {
    /// The constraint as an equation, defaults omitted: `blue.leading == red.trailing + 8`,
    /// `red.width == 0.5*blue.width`, `red.height >= 40 @750`, prefixed by `identifier: `
    /// when one is set.
    public var description: String {
        var text = "\(first.name) \(relation)"
        var hasTerm = false
        if let second {
            text += multiplier == 1 ? " \(second.name)" : " \(NumberFormat.significantString(for: multiplier))*\(second.name)"
            hasTerm = true
        }
        let constant = storedConstant
        if !hasTerm {
            text += " \(NumberFormat.significantString(for: constant))"
        } else if constant != 0, NumberFormat.significantString(for: constant) != "0" {
            let sign = constant < 0 ? "-" : "+"
            text += " \(sign) \(NumberFormat.significantString(for: abs(constant)))"
        }
        if !storedPriority.isRequired { text += " @\(storedPriority)" }
        if let identifier { text = "\(identifier): " + text }
        return text
    }
}

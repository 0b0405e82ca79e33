// printf's `%g` (six significant digits), which UIKit uses for priorities in its messages.

enum CFormat {
    /// `value` as C's `%g` prints it: `1001`, `0.5`, `-3`, `1e+07`, `1.5e-05`, `inf`, `nan`.
    static func g(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == 0 { return value.sign == .minus ? "-0" : "0" }
        let sign = value < 0 ? "-" : ""
        var (digits, exponent) = significantDigits(abs(value))
        if exponent < -4 || exponent >= 6 {
            var mantissa = String(digits.prefix(1))
            let rest = trimmed(String(digits.dropFirst()))
            if !rest.isEmpty { mantissa += "." + rest }
            let magnitude = abs(exponent)
            let expDigits = magnitude < 10 ? "0\(magnitude)" : "\(magnitude)"
            return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + expDigits
        }
        if exponent < 0 {
            digits = String(repeating: "0", count: -exponent - 1) + digits
            return sign + "0." + trimmed(digits)
        }
        let integer = String(digits.prefix(exponent + 1))
        let fraction = trimmed(String(digits.dropFirst(exponent + 1)))
        return sign + integer + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// Six decimal digits `d0d1…d5` and the exponent `e` with `value ≈ d0.d1…d5 × 10^e`.
    private static func significantDigits(_ value: Double) -> (String, Int) {
        var exponent = 0
        var scaled = value
        while scaled >= 10 && exponent < 400 { scaled /= 10; exponent += 1 }
        while scaled < 1 && exponent > -400 { scaled *= 10; exponent -= 1 }
        var mantissa = (scaled * 100_000).rounded()
        if mantissa >= 1_000_000 {
            mantissa /= 10
            exponent += 1
        }
        let integer = Int(exactly: mantissa.rounded()) ?? 100_000
        return (String(integer), exponent)
    }

    private static func trimmed(_ digits: String) -> String {
        var result = Substring(digits)
        while result.last == "0" { result = result.dropLast() }
        return String(result)
    }
}

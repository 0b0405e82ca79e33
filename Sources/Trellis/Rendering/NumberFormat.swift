/// The one number style every Trellis printout uses.
///
/// Values are rounded to at most three decimals, half away from zero, trailing zeros and a
/// trailing dot are trimmed, a value that rounds to zero prints `0` (never `-0`), and non-finite
/// values print as `nan`, `inf` and `-inf`:
///
/// ```swift
/// NumberFormat.string(for: 10)          // "10"
/// NumberFormat.string(for: 10.5)        // "10.5"
/// NumberFormat.string(for: 2.0 / 3.0)   // "0.667"
/// NumberFormat.string(for: -0.0001)     // "0"
/// NumberFormat.string(for: 1.0005)      // "1.001"
/// (123456.789).layoutDescription        // "123456.789"
/// ```
///
/// Rounding happens on the *decimal* value a person would write, not on the binary double: `1.0005`
/// is stored as `1.000499999…`, and naive `(x * 1000).rounded() / 1000` prints `1`. Here the
/// shortest decimal string that round-trips to the same double (the standard library's
/// `description`) is rounded digit by digit, so `1.0005` prints `1.001`, `0.0005` prints `0.001`
/// and no magnitude overflows an intermediate integer.
public enum NumberFormat {
    /// The largest number of digits printed after the decimal point.
    public static let maximumFractionDigits = 3

    /// Formats `value` in the Trellis number style.
    ///
    /// ```swift
    /// NumberFormat.string(for: 100.5)   // "100.5"
    /// NumberFormat.string(for: -.infinity)  // "-inf"
    /// ```
    ///
    /// - Complexity: O(*d*), where *d* is the number of decimal digits of `value`.
    public static func string(for value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        var decimal = DecimalDigits(magnitudeOf: value)
        decimal.round(toFractionDigits: maximumFractionDigits)
        let body = decimal.text
        // Anything that rounded to zero prints without a sign, so -0.0001 and -0.0 print "0".
        if body == "0" { return body }
        return value < 0 ? "-" + body : body
    }
}

extension NumberFormat {
    /// Formats `value` exactly, for messages that must show why a value is wrong: the table
    /// style (``string(for:)``) when it reads back as the same double, otherwise the shortest
    /// decimal that does, as the standard library writes it.
    ///
    /// ```swift
    /// NumberFormat.exactString(for: 10.5)       // "10.5"
    /// NumberFormat.exactString(for: 1e-300)     // "1e-300", not "0"
    /// NumberFormat.exactString(for: 1000.0001)  // "1000.0001", not "1000"
    /// NumberFormat.exactString(for: 1e308)      // "1e+308"
    /// ```
    public static func exactString(for value: Double) -> String {
        exact(value, styled: string(for: value), shortest: value.description) { Double($0) == value }
    }

    /// Formats a ``LayoutPriority``-sized `value` exactly: `999.9999` stays `999.9999` (a
    /// distinct level, not the required 1000), `1000.0001` stays `1000.0001`.
    public static func exactString(for value: Float) -> String {
        exact(Double(value), styled: string(for: Double(value)), shortest: value.description) { Float($0) == value }
    }

    /// The table style, unless it would hide a nonzero value as `0` (a multiplier of `1e-300`) or
    /// the value is 1e16 or more (`1e+308`, not 309 digits): then the exact style. Constraint descriptions use it, so listings keep three decimals and
    /// messages never show a term that vanished.
    public static func significantString(for value: Double) -> String {
        // Beyond 1e16 positional notation is a wall of digits; the exponent says it at once.
        if value.magnitude >= 1e16 { return exactString(for: value) }
        let styled = string(for: value)
        return styled == "0" && value != 0 ? exactString(for: value) : styled
    }

    /// `styled` when it round-trips and is written without an exponent, else `shortest`
    /// without a trailing `.0`.
    private static func exact(
        _ value: Double, styled: String, shortest: String, roundTrips: (String) -> Bool
    ) -> String {
        guard value.isFinite else { return styled }
        let usesExponent = shortest.contains("e")
        if !usesExponent, roundTrips(styled) { return styled }
        return shortest.hasSuffix(".0") ? String(shortest.dropLast(2)) : shortest
    }
}

extension Double {
    /// This value in the Trellis number style (see ``NumberFormat``): `10.5`, `0.333`, never `-0`.
    ///
    /// ```swift
    /// (1.0 / 3.0).layoutDescription  // "0.333"
    /// ```
    public var layoutDescription: String {
        NumberFormat.string(for: self)
    }
}

/// A non-negative decimal number as a digit string and the position of its decimal point.
///
/// The value is `0.d₀d₁d₂… × 10^integerDigitCount`; `integerDigitCount` counts the digits in front
/// of the point and is at least zero, because leading zeros are stored as digits.
private struct DecimalDigits {
    /// Decimal digits, most significant first, each in `0...9`.
    var digits: [UInt8]
    /// How many of `digits` come before the decimal point.
    var integerDigitCount: Int

    /// Reads the shortest round-trip decimal of `value`'s magnitude.
    ///
    /// The standard library prints finite doubles as `123.45`, `5e-05` or `1e+16`; all three
    /// shapes are parsed, and any other character is skipped so a malformed string cannot trap.
    init(magnitudeOf value: Double) {
        var digits: [UInt8] = []
        var pointIndex: Int?
        var exponent = 0
        var exponentSign = 1
        var readingExponent = false
        for byte in value.magnitude.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = byte - UInt8(ascii: "0")
                if readingExponent {
                    exponent = exponent * 10 + Int(digit)
                } else {
                    digits.append(digit)
                }
            case UInt8(ascii: "."):
                pointIndex = digits.count
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                readingExponent = true
            case UInt8(ascii: "-"):
                exponentSign = -1
            default:
                break
            }
        }
        var integerDigitCount = (pointIndex ?? digits.count) + exponentSign * exponent
        if integerDigitCount < 0 {
            // 5e-05 has digits "5" and -4 integer digits: store the four zeros after the point.
            digits.insert(contentsOf: repeatElement(0, count: -integerDigitCount), at: 0)
            integerDigitCount = 0
        }
        if digits.count < integerDigitCount {
            // 1e+16 has one digit but seventeen integer digits: pad with zeros.
            digits.append(contentsOf: repeatElement(0, count: integerDigitCount - digits.count))
        }
        self.digits = digits
        self.integerDigitCount = integerDigitCount
    }

    /// Rounds half away from zero to `fractionDigits` digits after the point.
    ///
    /// The value is a magnitude, so rounding the digit string up is rounding away from zero.
    mutating func round(toFractionDigits fractionDigits: Int) {
        let kept = integerDigitCount + fractionDigits
        guard digits.count > kept else { return }
        let roundsUp = digits[kept] >= 5
        digits.removeSubrange(kept...)
        guard roundsUp else { return }
        var index = kept - 1
        while index >= 0 {
            if digits[index] < 9 {
                digits[index] += 1
                return
            }
            digits[index] = 0
            index -= 1
        }
        // Every kept digit was 9 (for example 9.9996): the carry adds a new leading digit.
        digits.insert(1, at: 0)
        integerDigitCount += 1
    }

    /// The digits as text, without leading zeros in the integer part or trailing zeros after
    /// the point, and without a dangling point.
    var text: String {
        var integerPart = digits.prefix(integerDigitCount).drop { $0 == 0 }
        if integerPart.isEmpty { integerPart = [0] }
        var fractionPart = digits.dropFirst(integerDigitCount)
        while fractionPart.last == 0 { fractionPart.removeLast() }
        var bytes = integerPart.map { $0 + UInt8(ascii: "0") }
        if !fractionPart.isEmpty {
            bytes.append(UInt8(ascii: "."))
            bytes.append(contentsOf: fractionPart.map { $0 + UInt8(ascii: "0") })
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

import Testing
import Trellis

@Suite("Number format")
struct NumberFormatTests {
    @Test(
        "integers print without a decimal point",
        arguments: [
            (0.0, "0"), (10, "10"), (-10, "-10"), (320, "320"), (1e6, "1000000"),
        ] as [(Double, String)]
    )
    func integers(value: Double, expected: String) {
        #expect(NumberFormat.string(for: value) == expected)
    }

    @Test(
        "fractions keep at most three decimals and drop trailing zeros",
        arguments: [
            (10.5, "10.5"), (100.25, "100.25"), (0.125, "0.125"), (1.0 / 3.0, "0.333"),
            (2.0 / 3.0, "0.667"), (-2.0 / 3.0, "-0.667"), (123456.789, "123456.789"),
            (1.1, "1.1"), (0.1 + 0.2, "0.3"), (44.0001, "44"), (44.0004, "44"),
        ] as [(Double, String)]
    )
    func fractions(value: Double, expected: String) {
        #expect(NumberFormat.string(for: value) == expected)
    }

    // Each expectation rounds the decimal literal as written, half away from zero; binary
    // rounding would print 0, 1 and 2.67 for the first three because the doubles sit just below.
    @Test(
        "ties round away from zero on the written decimal value",
        arguments: [
            (0.0005, "0.001"), (1.0005, "1.001"), (2.6755, "2.676"), (2.675, "2.675"),
            (-0.0005, "-0.001"), (-1.0005, "-1.001"), (0.0015, "0.002"), (0.0025, "0.003"),
            (9.9995, "10"), (-9.9995, "-10"), (999.9996, "1000"), (0.9995, "1"),
        ] as [(Double, String)]
    )
    func ties(value: Double, expected: String) {
        #expect(NumberFormat.string(for: value) == expected)
    }

    @Test(
        "values that round to zero never print a minus sign",
        arguments: [
            -0.0, -0.0001, -0.0004999, 0.0004, -1e-300, .leastNonzeroMagnitude,
            -.leastNonzeroMagnitude,
        ] as [Double]
    )
    func negativeZero(value: Double) {
        #expect(NumberFormat.string(for: value) == "0")
    }

    @Test(
        "large and tiny magnitudes print in plain positional notation",
        arguments: [
            (1e6 + 0.1234, "1000000.123"), (1e12, "1000000000000"),
            (1e12 + 0.5, "1000000000000.5"), (-987654321012.3456, "-987654321012.346"),
            (1e16, "10000000000000000"), (1e20, "100000000000000000000"),
            (0.00123, "0.001"), (5e-5, "0"), (5e-4, "0.001"), (1.5e-3, "0.002"),
        ] as [(Double, String)]
    )
    func magnitudes(value: Double, expected: String) {
        #expect(NumberFormat.string(for: value) == expected)
    }

    @Test("non-finite values print as nan, inf and -inf")
    func nonFinite() {
        #expect(NumberFormat.string(for: .nan) == "nan")
        #expect(NumberFormat.string(for: -.nan) == "nan")
        #expect(NumberFormat.string(for: .infinity) == "inf")
        #expect(NumberFormat.string(for: -.infinity) == "-inf")
    }

    @Test("layoutDescription is the same format")
    func layoutDescription() {
        #expect((2.0 / 3.0).layoutDescription == "0.667")
        #expect((-0.0001).layoutDescription == "0")
        #expect(NumberFormat.maximumFractionDigits == 3)
    }
}

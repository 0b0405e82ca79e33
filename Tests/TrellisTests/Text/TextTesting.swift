import Trellis

/// Shared helpers for the text suites, namespaced so they cannot collide with other suites'.
enum TextTesting {
    /// Equal within 10⁻⁹: 3 × 20.4 is 61.199999999999996 in binary floating point.
    static func approx(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9
    }

    /// Equal element-wise within 10⁻⁹.
    static func approx(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { approx($0, $1) }
    }

    /// 17 pt: wide characters advance 17, others 8.5, "…" 8.5.
    static let font17 = Font.systemFont(ofSize: 17)
    /// 10 pt: wide characters advance 10, others 5, "…" 5 — easy arithmetic for Latin text.
    static let font10 = Font.systemFont(ofSize: 10)

    /// The texts of the lines of `text` laid out with no line limit.
    static func wrap(_ text: String, font: Font, width: Double,
                     mode: LineBreakMode = .byWordWrapping) -> [String] {
        TextLayout(text, font: font, numberOfLines: 0, lineBreakMode: mode, maxWidth: width)
            .lines.map(\.text)
    }
}

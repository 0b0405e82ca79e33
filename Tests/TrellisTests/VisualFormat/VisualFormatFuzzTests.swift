import Foundation
import Testing

@testable import Trellis

/// SplitMix64: a seeded generator, so every run tries the same strings.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Visual format language: fuzzing")
struct VisualFormatFuzzTests {
    static let pieces = [
        "H:", "V:", "|", "-", "[", "]", "(", ")", ",", "@", "==", "<=", ">=", "=", "<", ">", "a", "b", "guide",
        "orphan", "pad", "nan", "big", "missing", "0", "8", "-10", "1e999", ".5", "7.", "1e", "1000", "1001",
        "999", " ", "é", "名前", "\u{0}", ":", "H", "V", "_x",
    ]
    static let seeds = [
        "|-[find]-[findNext]-[findField(>=20)]-|", "V:|-pad-[a(==b@750)]-(>=8,<=20)-[b]->=0@999-|",
        "H:|[guide(a)][a]|", "[view1][spacer(==view1)][view2]", "[a]-(-10)-[b(1e2)]",
    ]
    static let metrics: [String: Double] = ["pad": 20, "nan": .nan, "big": 1e308 * 10, "p": 750]

    /// The run length: `TRELLIS_VFL_FUZZ` when set (a long run by hand), a few thousand otherwise.
    static var count: Int {
        ProcessInfo.processInfo.environment["TRELLIS_VFL_FUZZ"].flatMap { Int($0) } ?? 4000
    }

    /// The generator's seed: `TRELLIS_VFL_FUZZ_SEED` when set, a fixed value otherwise.
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["TRELLIS_VFL_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_0011
    }

    static func randomFormat(using generator: inout SplitMix64) -> String {
        let length = Int.random(in: 0...12, using: &generator)
        return (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    static func mutatedFormat(using generator: inout SplitMix64) -> String {
        var scalars = Array((seeds.randomElement(using: &generator) ?? "").unicodeScalars)
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let position = Int.random(in: 0...scalars.count, using: &generator)
            let piece = Array((pieces.randomElement(using: &generator) ?? "").unicodeScalars)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: scalars.insert(contentsOf: piece, at: position)
            case 1 where position < scalars.count: scalars.remove(at: position)
            default: if position < scalars.count, let first = piece.first { scalars[position] = first }
            }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    /// Parses `format`; a failure must point inside the string (or at its end) and render.
    static func check(_ format: String, fixture: VisualFormatFixture) -> Bool {
        do {
            let constraints = try LayoutConstraint.constraintsOrThrow(
                withVisualFormat: format, options: [], metrics: metrics, views: fixture.views)
            return constraints.allSatisfy { $0.constant.isFinite && $0.priority.isValid }
        } catch {
            guard let index = error.index else { return error.reason == .emptyString || error.reason == .nonASCII }
            return index >= 0 && index <= format.utf8.count && error.description.hasSuffix("^")
        }
    }

    @Test("random and mutated strings never trap, and errors point inside the string")
    func fuzz() {
        let fixture = VisualFormatFixture()
        var generator = SplitMix64(state: Self.seed)
        var failures: [String] = []
        var parsed = 0
        for round in 0..<Self.count {
            let format = round.isMultiple(of: 2)
                ? Self.randomFormat(using: &generator) : Self.mutatedFormat(using: &generator)
            if !Self.check(format, fixture: fixture) { failures.append(format) }
            if (try? fixture.descriptions(format, metrics: Self.metrics)) != nil { parsed += 1 }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(parsed > 0)
    }

    /// Inputs that have broken parsers before.
    static let corpus: [String] = [
        "", "H:", "V:", "H", ":", "|", "||", "|-|", "|-(-)-|", "-", "--", "[", "]", "[]", "[[a]]", "[a]]", "[a(",
        "[a()]", "[a(,)]", "[a(==)]", "[a(@)]", "[a(10@)]", "[a(10@@5)]", "[a(((((10)))))]",
        "[a(" + String(repeating: "1,", count: 500) + "1)]", "[a]-(" + String(repeating: ">=1,", count: 300) + "1)-[b]",
        "[a(" + String(repeating: "9", count: 400) + ")]", "[a(1e999)]", "[a(-1e999)]", "[a(1e-999)]", "[a(nan)]",
        "[a(big)]", "[a(10@nan)]", "[a(-0)]", "[a]-(-0)-[b]", "[a]-0x10-[b]", "[a]-inf-[b]", "[名前]", "H:[a]\u{0}",
        "[a]\u{0}-[b]", "[a] ", " [a]", "H:|-[a]-|-[b]", "[a][a][a]", "[a(==a)]", "[guide]-|", "|[orphan]|",
        "V:|-(==pad@p)-[a]", "[a]->=-", "[a]-(>=)-[b]", "[a]-<=-[b]", "[a]-@750-[b]", "[_]", "[a_1(__)]",
        String(repeating: "[a]", count: 2000), String(repeating: "(", count: 5000),
        String(repeating: "[a]-", count: 1000),
        "H:[a]-(10@1000.0000001)-[b]", "[a]-(-inf)-[b]", "[a(INFINITY)]", "[a(-nan(123))]", "[a(0x)]",
        "[a(0x.p)]", "[a(0X1P-99999)]", "[a(1e-)]", "[a(1E+5)]", "[a(0xffffffffffffffffffffffffp99999)]",
        "[a(7.e5)]", "[a(7.e)]", "[a(1e+)]", "🧪", "H:[a]-\u{301}-[b]",
    ]

    @Test("nasty inputs neither trap nor point outside the string", arguments: corpus)
    func nasty(_ format: String) {
        #expect(Self.check(format, fixture: VisualFormatFixture()))
    }
}

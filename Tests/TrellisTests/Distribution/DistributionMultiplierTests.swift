import Testing
@testable import Trellis

@Suite("Distribution by centre multipliers (seed 002, spec §2.5)")
struct DistributionMultiplierTests {
    @Test("six 30 pt views flush with the edges: centre_k = 2k/5 × 160 + (1 − 2k/5) × 15 = 58k + 15")
    func flush() throws {
        let row = try DistributionFixture(windowWidth: 360, count: 6)   // W = 320
        let constraints = try Distribution.equalGapsByMultipliers(row.views, along: .horizontal, in: row.container, size: 30)
        try LayoutConstraint.activateOrThrow(constraints)
        // gap = (320 − 6·30)/5 = 28, so x_k = 58k
        #expect(close(try row.xs(), [0, 58, 116, 174, 232, 290]))
        #expect(try row.widths() == Array(repeating: 30, count: 6))
        // m_k = 2k/5 (0 raised to 0.00001), c_k = (1 − m_k)·15
        let centres = constraints.filter { $0.firstAttribute == .centerX }
        #expect(centres.map(\.multiplier) == [0.00001, 0.4, 0.8, 1.2, 1.6, 2.0])
        #expect(close(centres.map(\.constant), [15, 9, 3, -3, -9, -15]))
    }

    @Test("seed 002 with an 8 pt margin: c_k = (1 − m_k)(15 + 8), centre_k = 54.8k + 23")
    func margin() throws {
        let row = try DistributionFixture(windowWidth: 360, count: 6)
        try LayoutConstraint.activateOrThrow(
            try Distribution.equalGapsByMultipliers(row.views, along: .horizontal, in: row.container, size: 30, ends: .inset(8)))
        // x_k = 8 + 54.8k; last maxX = 282 + 30 = 312 = 320 − 8; gap = (320 − 16 − 180)/5 = 24.8
        #expect(close(try row.xs(), [8, 62.8, 117.6, 172.4, 227.2, 282]))
    }

    @Test("inset spacing: m_k = (2k+2)/7, c_k = (m_k − 1)·15, so centre_k = 50k + 35 and every gap is 20")
    func equalToGaps() throws {
        let row = try DistributionFixture(windowWidth: 360, count: 6)
        try LayoutConstraint.activateOrThrow(
            try Distribution.equalGapsByMultipliers(row.views, along: .horizontal, in: row.container, size: 30, ends: .equalToGaps))
        // g = (320 − 180)/7 = 20, x_k = 20 + 50k
        #expect(close(try row.xs(), [20, 70, 120, 170, 220, 270]))
    }

    @Test("the window grows from 360 to 520 (W 320 → 480): gaps go from 28 to (480 − 180)/5 = 60")
    func followsResize() throws {
        let row = try DistributionFixture(windowWidth: 360, count: 6)
        try LayoutConstraint.activateOrThrow(
            try Distribution.equalGapsByMultipliers(row.views, along: .horizontal, in: row.container, size: 30))
        #expect(close(try row.xs(), [0, 58, 116, 174, 232, 290]))
        row.window.size = Size(width: 520, height: 800)
        // centre_k = 2k/5 × 240 + (1 − 2k/5)·15 = 90k + 15 → x_k = 90k
        #expect(close(try row.xs(), [0, 90, 180, 270, 360, 450]))
        row.window.size = Size(width: 250, height: 800)
        // W = 210: centre_k = 2k/5 × 105 + (1 − 2k/5)·15 = 36k + 15 → x_k = 36k, gap 6
        #expect(close(try row.xs(), [0, 36, 72, 108, 144, 180]))
    }

    @Test("right-to-left reverses the order: the first view is rightmost")
    func rightToLeft() throws {
        let row = try DistributionFixture(windowWidth: 360, count: 6, rightToLeft: true)
        try LayoutConstraint.activateOrThrow(
            try Distribution.equalGapsByMultipliers(row.views, along: .horizontal, in: row.container, size: 30))
        #expect(close(try row.xs(), [290, 232, 174, 116, 58, 0]))
    }

    @Test("one view is centred; no views make no constraints")
    func degenerate() throws {
        let row = try DistributionFixture(windowWidth: 360, count: 1)
        try LayoutConstraint.activateOrThrow(
            try Distribution.equalGapsByMultipliers(row.views, along: .horizontal, in: row.container, size: 30))
        #expect(try row.xs() == [145])   // 160 − 15
        #expect(try Distribution.equalGapsByMultipliers([], along: .horizontal, in: row.container, size: 30).isEmpty)
    }

    @Test("a non-finite size throws instead of trapping")
    func nonFinite() throws {
        let row = try DistributionFixture(windowWidth: 360, count: 2)
        #expect(throws: LayoutError.self) {
            try Distribution.equalGapsByMultipliers(row.views, along: .horizontal, in: row.container, size: .infinity)
        }
    }
}

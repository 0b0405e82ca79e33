import Testing
@testable import Trellis

/// Seed 003's three equal-width buttons (intrinsic width 60) 5 pt from the container's edges with
/// equal gaps, built four ways. Total: 5 + 60 + g + 60 + g + 60 + 5 = W, so g = (W − 190)/2 and
/// x = [5, 65 + g, 125 + 2g] = [5, W/2 − 30, W − 65].
@Suite("Equal gaps: spacer views, spacer guides, offset dimensions and multipliers agree (seed 003)")
struct DistributionEquivalenceTests {
    /// (window width, expected x of the three buttons): W = window − 40.
    static let cases: [(Double, [Double])] = [
        (360, [5, 130, 255]),      // W 320: g 65
        (393, [5, 146.5, 288]),    // W 353: g 81.5
        (1040, [5, 470, 935]),     // W 1000: g 405
    ]

    @Test("spacer views, as in seed 003's nine horizontal constraints", arguments: cases)
    func spacerViews(windowWidth: Double, expected: [Double]) throws {
        let row = try DistributionFixture(windowWidth: windowWidth, count: 3, intrinsicWidth: 60)
        let (b1, b2, b3) = (row.views[0], row.views[1], row.views[2])
        let space1 = View(name: "space1"), space2 = View(name: "space2")
        row.container.addSubview(space1)
        row.container.addSubview(space2)
        try LayoutConstraint.activateOrThrow([
            b1.leadingAnchor.constraint(equalTo: row.container.leadingAnchor, constant: 5),
            space1.leadingAnchor.constraint(equalTo: b1.trailingAnchor),
            b2.leadingAnchor.constraint(equalTo: space1.trailingAnchor),
            space2.leadingAnchor.constraint(equalTo: b2.trailingAnchor),
            b3.leadingAnchor.constraint(equalTo: space2.trailingAnchor),
            row.container.trailingAnchor.constraint(equalTo: b3.trailingAnchor, constant: 5),
            space2.widthAnchor.constraint(equalTo: space1.widthAnchor),
            b2.widthAnchor.constraint(equalTo: b1.widthAnchor),
            b3.widthAnchor.constraint(equalTo: b1.widthAnchor),
            space1.centerYAnchor.constraint(equalTo: b1.centerYAnchor),
            space2.centerYAnchor.constraint(equalTo: b1.centerYAnchor),
            space1.heightAnchor.constraint(equalToConstant: 1),
            space2.heightAnchor.constraint(equalToConstant: 1),
        ])
        #expect(try row.xs() == expected)
        #expect(try row.widths() == [60, 60, 60])
        #expect(space1.frame.width == (windowWidth - 40 - 190) / 2)
    }

    @Test("spacer layout guides", arguments: cases)
    func spacerGuides(windowWidth: Double, expected: [Double]) throws {
        let row = try DistributionFixture(windowWidth: windowWidth, count: 3, intrinsicWidth: 60)
        let spacers = Distribution.equalGapsWithSpacerGuides(row.views, along: .horizontal, in: row.container, ends: .inset(5))
        try LayoutConstraint.activateOrThrow(spacers.constraints)
        #expect(try row.xs() == expected)
        #expect(spacers.guides.map(\.name) == ["spacer1", "spacer2"])
        #expect(spacers.guides.map(\.layoutFrame.width) == [(windowWidth - 230) / 2, (windowWidth - 230) / 2])
        #expect(try row.window.ambiguousItems().isEmpty)
    }

    @Test("offset dimensions (anchorWithOffset), no spacer item at all", arguments: cases)
    func offsetDimensions(windowWidth: Double, expected: [Double]) throws {
        let row = try DistributionFixture(windowWidth: windowWidth, count: 3, intrinsicWidth: 60)
        let subviewsBefore = row.container.subviews.count
        try LayoutConstraint.activateOrThrow(Distribution.equalGaps(row.views, along: .horizontal, in: row.container, ends: .inset(5)))
        #expect(try row.xs() == expected)
        #expect(row.container.subviews.count == subviewsBefore && row.container.layoutGuides.isEmpty)
        #expect(try row.window.ambiguousItems().isEmpty)
    }

    @Test("centre multipliers: centre_k = m_k·W/2 + (1 − m_k)(30 + 5), m = 0, 1, 2", arguments: cases)
    func multipliers(windowWidth: Double, expected: [Double]) throws {
        let row = try DistributionFixture(windowWidth: windowWidth, count: 3, intrinsicWidth: 60)
        try LayoutConstraint.activateOrThrow(
            try Distribution.equalGapsByMultipliers(row.views, along: .horizontal, in: row.container, size: 60, ends: .inset(5)))
        #expect(close(try row.xs(), expected))
    }

    @Test("all four, equal-to-gaps ends, six 30 pt views at W = 320: x_k = 20 + 50k")
    func equalToGapsAgree() throws {
        let expected: [Double] = [20, 70, 120, 170, 220, 270]
        let a = try DistributionFixture(windowWidth: 360, count: 6)
        try LayoutConstraint.activateOrThrow(Distribution.equalGaps(a.views, along: .horizontal, in: a.container, size: 30, ends: .equalToGaps))
        #expect(try a.xs() == expected)
        let b = try DistributionFixture(windowWidth: 360, count: 6)
        let spacers = Distribution.equalGapsWithSpacerGuides(b.views, along: .horizontal, in: b.container, size: 30, ends: .equalToGaps)
        try LayoutConstraint.activateOrThrow(spacers.constraints)
        #expect(try b.xs() == expected)
        #expect(spacers.guides.count == 7 && spacers.guides.allSatisfy { $0.layoutFrame.width == 20 })
        let c = try DistributionFixture(windowWidth: 360, count: 6)
        try LayoutConstraint.activateOrThrow(
            try Distribution.equalGapsByMultipliers(c.views, along: .horizontal, in: c.container, size: 30, ends: .equalToGaps))
        #expect(close(try c.xs(), expected))
    }

    @Test("offset dimensions in right-to-left: leading is the right edge, so the order reverses")
    func offsetDimensionsRightToLeft() throws {
        let row = try DistributionFixture(windowWidth: 360, count: 6, rightToLeft: true)
        try LayoutConstraint.activateOrThrow(Distribution.equalGaps(row.views, along: .horizontal, in: row.container, size: 30))
        #expect(try row.xs() == [290, 232, 174, 116, 58, 0])
        let guides = try DistributionFixture(windowWidth: 360, count: 6, rightToLeft: true)
        try LayoutConstraint.activateOrThrow(
            Distribution.equalGapsWithSpacerGuides(guides.views, along: .horizontal, in: guides.container, size: 30).constraints)
        #expect(try guides.xs() == [290, 232, 174, 116, 58, 0])
    }

    @Test("vertical: three 40 pt views in a 300 pt column, gaps (300 − 120)/2 = 90")
    func vertical() throws {
        let window = Window(size: Size(width: 200, height: 300))
        let views = (1...3).map { View(name: "v\($0)") }
        for view in views { window.addSubview(view) }
        try LayoutConstraint.activateOrThrow(
            Distribution.equalGaps(views, along: .vertical, in: window, size: 40)
                + views.flatMap { [$0.leadingAnchor.constraint(equalTo: window.leadingAnchor), $0.widthAnchor.constraint(equalToConstant: 10)] })
        try window.layoutIfNeededOrThrow()
        #expect(views.map(\.frame.minY) == [0, 130, 260])
    }
}

@Suite("Fixed spacing with equal sizes (PureLayout withFixedSpacing)")
struct DistributionFixedSpacingTests {
    @Test("three views, 10 pt gaps, flush: width (320 − 20)/3 = 100, x = 0, 110, 220")
    func flush() throws {
        let row = try DistributionFixture(windowWidth: 360, count: 3)
        try LayoutConstraint.activateOrThrow(Distribution.equalSizes(row.views, along: .horizontal, in: row.container, spacing: 10))
        #expect(try row.xs() == [0, 110, 220])
        #expect(try row.widths() == [100, 100, 100])
    }

    @Test("inset spacing: width (320 − 2·10 − 2·10)/3 = 93.333…, x = 10, 113.33, 216.67")
    func inset() throws {
        let row = try DistributionFixture(windowWidth: 360, count: 3)
        try LayoutConstraint.activateOrThrow(
            Distribution.equalSizes(row.views, along: .horizontal, in: row.container, spacing: 10, ends: .equalToGaps))
        #expect(close(try row.xs(), [10, 10 + 280.0 / 3 + 10, 10 + 2 * (280.0 / 3 + 10)]))
        #expect(close(try row.widths(), Array(repeating: 280.0 / 3, count: 3)))
    }

    @Test("the window grows to 520 (W 480): width (480 − 20)/3 = 153.33…")
    func resize() throws {
        let row = try DistributionFixture(windowWidth: 360, count: 3)
        try LayoutConstraint.activateOrThrow(Distribution.equalSizes(row.views, along: .horizontal, in: row.container, spacing: 10))
        _ = try row.xs()
        row.window.size = Size(width: 520, height: 800)
        #expect(close(try row.widths(), Array(repeating: 460.0 / 3, count: 3)))
    }
}

import Testing
@testable import Trellis

@Suite("Frame table")
struct FrameTableTests {
    @Test("one row per view and guide, depth-first, guides after subviews, flags only when set")
    func format() throws {
        let (window, red, blue) = makeRedBlue()
        try LayoutConstraint.activateOrThrow(seedConstraints(window: window, red: red, blue: blue))
        let gap = LayoutGuide(name: "gap")
        window.addLayoutGuide(gap)
        let dot = View(name: "点")
        blue.addSubview(dot)
        try LayoutConstraint.activateOrThrow([
            gap.leadingAnchor.constraint(equalTo: red.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: blue.leadingAnchor),
            gap.topAnchor.constraint(equalTo: red.topAnchor),
            gap.heightAnchor.constraint(equalToConstant: 0),
            dot.centerXAnchor.constraint(equalTo: blue.centerXAnchor),
            dot.centerYAnchor.constraint(equalTo: blue.centerYAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10),
            dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        try window.layoutIfNeededOrThrow()
        // Without flags there is no flags column. dot: centre of blue (172.5 / 2, 812 / 2) minus 5
        // → (81.25, 401) in blue, (281.75, 421) in the window.
        #expect(window.frameTable() == """
            item               x    y  width  height  window x  window y
            window             0    0    393     852         0         0
              red             20   20  172.5     812        20        20
              blue         200.5   20  172.5     812     200.5        20
                点         81.25  401     10      10    281.75       421
              gap (guide)  192.5   20      8       0     192.5        20

            """)
        blue.isHidden = true
        try LayoutConstraint.activateOrThrow([red.widthAnchor.constraint(equalToConstant: 100)])
        try window.layoutIfNeededOrThrow()
        // The new width is broken (it contradicts the equal widths in 345 pt), so red is flagged.
        let lines = window.frameTable().split(separator: "\n")
        #expect(lines[0].hasSuffix("flags"))
        #expect(lines[2].hasSuffix("broken"))
        #expect(lines[3].hasSuffix("hidden"))
    }
}

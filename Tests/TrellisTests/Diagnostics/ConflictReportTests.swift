import Testing
@testable import Trellis

@Suite("Conflict reports")
struct ConflictReportTests {
    private let file = "TrellisTests/ConflictReportTests.swift"

    @Test("two contradicting widths: the newest is broken, both listed with where they were made")
    func twoWidths() throws {
        let (window, red, _) = makeRedBlue(width: 300, height: 100)
        let first = #line + 1
        let narrow = red.widthAnchor.constraint(equalToConstant: 100)
        let second = #line + 1
        let wide = red.widthAnchor.constraint(equalToConstant: 150)
        try LayoutConstraint.activateOrThrow([narrow, wide])
        try window.layoutIfNeededOrThrow()
        #expect(window.conflictReports.count == 1)
        let report = try #require(window.conflictReports.first)
        #expect(report.description == """
            Unable to simultaneously satisfy constraints. These 2 cannot all hold:
                red.width == 100  // \(file):\(first)
              ! red.width == 150  // \(file):\(second)
            Broke `red.width == 150` (marked !): it is the newest constraint of the set (added or changed \
            last). It stays active and holds as nearly as the others allow. Remove one of these constraints \
            or make it optional (priority below 1000).

            """)
        #expect(report.uikitLog == """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<LayoutConstraint:\(file):\(first) red.width == 100   (active)>",
                "<LayoutConstraint:\(file):\(second) red.width == 150   (active)>"
            )

            Will attempt to recover by breaking constraint
            <LayoutConstraint:\(file):\(second) red.width == 150   (active)>

            The broken constraint stays active; this report is kept in Window.conflictReports.

            """)
        // The report is the full form of the diagnostic, which stays as it was.
        #expect(window.diagnostics == [
            .unsatisfiable(constraint: "red.width == 150", conflicting: ["red.width == 100"])
        ])
        window.removeAllDiagnostics()
        #expect(window.conflictReports.isEmpty)
    }

    /// A stack sized by its widest row loses its first row, and in the same layout its third row
    /// is made 300 wide and the page 250: no row can then start at the page's leading edge.
    /// The rows' containment constraints were rewritten through the alignment to the first row,
    /// so the removal takes them out, and they come back only once the pass's new constraints
    /// are in (`Solver.reinstallsWait`): the conflict shows then, not when the new constraints
    /// are added. It must be reported, and broken, exactly as when they come back at once.
    @Test("a conflict with constraints a removal took out is reported as when they come back at once")
    func conflictWithConstraintsTakenOut() throws {
        var reports: [[String]] = []
        var frames: [[Rect]] = []
        for waits in [true, false] {
            let (window, rows) = try WorkGrowthTests().stackTree(4, alignment: .leading)
            try window.layoutIfNeededOrThrow()
            window.engine.solver.reinstallsWait = waits
            // Waiting from the first constraint taken out, whatever the engine's threshold.
            window.engine.solver.fewestWaitingReinstalls = 1
            let page = try #require(rows[0].superview)
            rows[0].removeFromSuperview()
            try LayoutConstraint.activateOrThrow([
                rows[2].widthAnchor.constraint(equalToConstant: 300), page.widthAnchor.constraint(equalToConstant: 250),
            ])
            try window.layoutIfNeededOrThrow()
            reports.append(window.conflictReports.map(\.description))
            frames.append(window.subtree.map(\.frameInWindow))
            // One constraint of the set is broken, and all the others hold: the page is 250 wide
            // and row 2 is 300 wide.
            #expect(window.conflictReports.count == 1)
            #expect(page.frame.width == 250 && rows[2].frame.width == 300)
        }
        #expect(reports[0] == reports[1])
        #expect(frames[0] == frames[1])
    }

    @Test("the set is minimal: an unrelated constraint is left out, the window's width is in")
    func minimalSet() throws {
        let (window, red, blue) = makeRedBlue(width: 300, height: 100)
        let lines = (#line + 2, #line + 3, #line + 5)
        let constraints = [
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            red.widthAnchor.constraint(equalToConstant: 100),
            blue.widthAnchor.constraint(equalToConstant: 50),
            red.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
        ]
        try LayoutConstraint.activateOrThrow(constraints)
        try window.layoutIfNeededOrThrow()
        // 10 + 100 + 10 = 120 is not 300: the pin added last is broken. The window's size
        // constraint is in the set (window.trailing is its width) and prints like UIKit's
        // encapsulated-layout constraint; blue's width plays no part.
        let report = try #require(window.conflictReports.first)
        #expect(report.description == """
            Unable to simultaneously satisfy constraints. These 4 cannot all hold:
                window.width == 300
                red.leading == window.leading + 10  // \(file):\(lines.0)
                red.width == 100  // \(file):\(lines.1)
              ! red.trailing == window.trailing - 10  // \(file):\(lines.2)
            Broke `red.trailing == window.trailing - 10` (marked !): it is the newest constraint of the set \
            (added or changed last). It stays active and holds as nearly as the others allow. Remove one of \
            these constraints or make it optional (priority below 1000).

            """)
        #expect(report.constraints.first?.uikitDescription
            == "<LayoutConstraint 'Window-Encapsulated-Layout-Width' window.width == 300   (active)>")
        #expect(report.constraints.first?.location == nil)
        // The others hold; the broken pin is violated by 300 - 10 - 110 = 180.
        expectFrame(red, 10, 0, 100, 0)
    }

    @Test("a resize that contradicts a required constraint says the window's size is never broken")
    func resize() throws {
        let (window, red, _) = makeRedBlue(width: 300, height: 100)
        try LayoutConstraint.activateOrThrow([
            red.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            red.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            red.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
        ])
        try window.layoutIfNeededOrThrow()
        window.size = Size(width: 150, height: 100)
        try window.layoutIfNeededOrThrow()
        let report = try #require(window.conflictReports.first)
        #expect(window.conflictReports.count == window.diagnostics.count)
        #expect(report.broken.description == "red.width >= 200")
        #expect(report.reason
            == "the window's size changed, and the window's size is never broken; of the others it is the newest")
        #expect(report.constraints.map(\.description) == [
            "window.width == 150", "red.leading == window.leading", "red.trailing == window.trailing",
            "red.width >= 200",
        ])
    }

    @Test("a required compression resistance in a conflict prints as UIKit's content-size constraint")
    func intrinsic() throws {
        let (window, red, _) = makeRedBlue(width: 300, height: 100)
        red.intrinsicContentSize = Size(width: 80, height: View.noIntrinsicMetric)
        red.setContentCompressionResistancePriority(.required, for: .horizontal)
        try LayoutConstraint.activateOrThrow([red.widthAnchor.constraint(equalToConstant: 50)])
        try window.layoutIfNeededOrThrow()
        // Constraints are added before intrinsic sizes in a layout, so the content size is newest.
        let report = try #require(window.conflictReports.first)
        #expect(report.constraints.map(\.uikitDescription).last
            == "<ContentSizeLayoutConstraint red.width >= 80 CompressionResistance:1000   (active)>")
        #expect(report.broken.description == "red.width >= 80 (compression resistance)")
    }

    @Test("a constant change that cannot hold: the changed constraint is reported as the newest")
    func constantChange() throws {
        let (window, red, _) = makeRedBlue(width: 300, height: 100)
        let pin = red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        let limit = red.leadingAnchor.constraint(lessThanOrEqualTo: window.leadingAnchor, constant: 50)
        try LayoutConstraint.activateOrThrow([pin, limit])
        try window.layoutIfNeededOrThrow()
        #expect(window.conflictReports.isEmpty)
        pin.constant = 80
        try window.layoutIfNeededOrThrow()
        // Reported with the constant it has now; the limit entered the engine first.
        let report = try #require(window.conflictReports.first)
        #expect(report.constraints.map(\.description)
            == ["red.leading <= window.leading + 50", "red.leading == window.leading + 80"])
        #expect(report.broken.description == "red.leading == window.leading + 80")
        #expect(report.reason == "it is the newest constraint of the set (added or changed last)")
        #expect(report.uikitLog.contains("H:|-(<=50)-[red]   (active, names: '|':window )"))
    }
}

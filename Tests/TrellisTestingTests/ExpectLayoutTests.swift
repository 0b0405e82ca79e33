import Testing
import Trellis
import TrellisTesting

@Suite("expectLayout")
struct ExpectLayoutTests {
    @Test("a matching table passes, after laying the window out")
    func matching() throws {
        let (window, _, _, _) = try buttonsScreen()
        // No layoutIfNeeded(): the assertion lays the window out itself.
        expectLayout(of: window, record: .never, matches: """
            item           x    y  width  height  window x  window y
            window         0    0    393     852         0         0
              title   166.75   79   59.5    20.4    166.75        79
              cancel      16  758  176.5      44        16       758
              ok       200.5  758  176.5      44     200.5       758
            """)
    }

    @Test("trailing spaces and a trailing blank line do not count")
    func whitespace() throws {
        let (window, _, cancel, _) = try buttonsScreen()
        withExtendedLifetime(window) {
            expectLayout(
                of: cancel, record: .never,
                matches: "item     x    y  width  height  window x  window y   \ncancel  16  758  176.5      44        16       758\n\n")
        }
    }

    @Test("a mismatch fails at the call with the differing rows, the changed cells marked and listed")
    func mismatch() throws {
        let (window, _, _, _) = try buttonsScreen()
        // The expected table has cancel 8 pt higher and 8 pt taller than it is.
        let message = """
            The layout of `window` does not match the expected table (- expected, + actual):
                item           x    y  width  height  window x  window y
                window         0    0    393     852         0         0
                  title   166.75   79   59.5    20.4    166.75        79
              -   cancel      16  750  176.5      52        16       750
              +   cancel      16  758  176.5      44        16       758
                                  ^^^             ^^                 ^^^
                  ok       200.5  758  176.5      44     200.5       758
            Changed: cancel y 750 → 758, height 52 → 44, window y 750 → 758.
            Run with TRELLIS_RECORD=failed (or pass record: .failed) to write the actual table into the test.
            """
        let line = #line + 2
        withKnownIssue {
            expectLayout(
                of: window, record: .never, matches: """
                item           x    y  width  height  window x  window y
                window         0    0    393     852         0         0
                  title   166.75   79   59.5    20.4    166.75        79
                  cancel      16  750  176.5      52        16       750
                  ok       200.5  758  176.5      44     200.5       758
                """)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [message] && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "ExpectLayoutTests.swift"
        }
    }

    @Test("rows that appear or vanish are shown as added or removed, without cell marks")
    func addedAndRemoved() throws {
        let (window, _, _, _) = try buttonsScreen()
        try window.layoutIfNeededOrThrow()
        // The expected table still lists a `help` view and does not know `ok` yet.
        let message = """
            The layout of `window` does not match the expected table (- expected, + actual):
                item           x    y  width  height  window x  window y
                window         0    0    393     852         0         0
                  title   166.75   79   59.5    20.4    166.75        79
                  cancel      16  758  176.5      44        16       758
              -   help        16  700    361      44        16       700
              +   ok       200.5  758  176.5      44     200.5       758
            Run with TRELLIS_RECORD=failed (or pass record: .failed) to write the actual table into the test.
            """
        expectIssues([message]) {
            expectLayout(of: window, record: .never, matches: """
                item           x    y  width  height  window x  window y
                window         0    0    393     852         0         0
                  title   166.75   79   59.5    20.4    166.75        79
                  cancel      16  758  176.5      44        16       758
                  help        16  700    361      44        16       700
                """)
        }
    }

    @Test("without an expectation and without recording, the failure shows the actual table")
    func missing() throws {
        let (window, _, cancel, _) = try buttonsScreen()
        let message = """
            The layout of `cancel` has no expected table. Actual:
                item     x    y  width  height  window x  window y
                cancel  16  758  176.5      44        16       758
            Run with TRELLIS_RECORD=missing (or pass record: .missing) to write the actual table into the test.
            """
        withExtendedLifetime(window) {
            expectIssues([message]) { expectLayout(of: cancel, record: .never) }
        }
    }

    @Test("columns: window frames only, local frames only, labels' lines and text")
    func columns() throws {
        let (window, _, _, _) = try buttonsScreen()
        expectLayout(of: window, columns: .windowFrames, record: .never, matches: """
            item      width  height  window x  window y
            window      393     852         0         0
              title    59.5    20.4    166.75        79
              cancel  176.5      44        16       758
              ok      176.5      44     200.5       758
            """)
        expectLayout(of: window, columns: [.origin], record: .never, matches: """
            item           x    y
            window         0    0
              title   166.75   79
              cancel      16  758
              ok       200.5  758
            """)
        // "Trellis" fits in 59.5 pt on one line; the views have no text cells.
        expectLayout(of: window, columns: [.size, .lines, .text], record: .never, matches: """
            item      width  height  lines  text
            window      393     852
              title    59.5    20.4      1  "Trellis"
              cancel  176.5      44
              ok      176.5      44
            """)
    }

    @Test("flags appear only when some row has one, and can be left out")
    func flags() throws {
        let (window, _, cancel, _) = try buttonsScreen()
        cancel.isHidden = true
        expectLayout(of: window, columns: .windowFrames, record: .never, matches: """
            item      width  height  window x  window y  flags
            window      393     852         0         0
              title    59.5    20.4    166.75        79
              cancel  176.5      44        16       758  hidden
              ok      176.5      44     200.5       758
            """)
        expectLayout(of: window, columns: [.size], record: .never, matches: """
            item      width  height
            window      393     852
              title    59.5    20.4
              cancel  176.5      44
              ok      176.5      44
            """)
    }

    @Test("a display scale rounds every number to its pixel grid")
    func scale() throws {
        // Three equal views across 100 pt: 33.333… each, at 0, 33.333…, 66.666….
        let window = Window(size: Size(width: 100, height: 10))
        let views = ["a", "b", "c"].map { View(name: $0) }
        for view in views { window.addSubview(view) }
        var constraints: [LayoutConstraint] = []
        for (index, view) in views.enumerated() {
            constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
            constraints.append(view.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 1.0 / 3.0))
            constraints.append(
                index == 0
                    ? view.leadingAnchor.constraint(equalTo: window.leadingAnchor)
                    : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor))
        }
        try LayoutConstraint.activateOrThrow(constraints)
        expectLayout(of: window, columns: [.origin, .size], record: .never, matches: """
            item         x  y   width  height
            window       0  0     100      10
              a          0  0  33.333      10
              b     33.333  0  33.333      10
              c     66.667  0  33.333      10
            """)
        // At 2 pixels per point, 33.333 is 33.5 and 66.667 is 66.5.
        expectLayout(of: window, columns: [.origin, .size], scale: 2, record: .never, matches: """
            item       x  y  width  height
            window     0  0    100      10
              a        0  0   33.5      10
              b     33.5  0   33.5      10
              c     66.5  0   33.5      10
            """)
    }

    @Test("a scale that is not a positive number is reported, not used")
    func badScale() throws {
        let (window, _, _, _) = try buttonsScreen()
        expectIssues(["The display scale must be a positive number of pixels per point, not 0.0."]) {
            expectLayout(of: window, scale: 0, record: .never, matches: "")
        }
    }
}

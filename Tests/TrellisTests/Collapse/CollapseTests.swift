import Testing
@testable import Trellis
import TrellisTesting

@Suite("Collapse: collapse-on-hide for any view")
struct CollapseTests {
    @Test("hiding takes the height and the marked spacing to 0 (footer 156 → 48); showing restores them")
    func hideAndShow() throws {
        let column = try CollapseFixture()
        let collapse = column.textView.collapseWhenHidden(along: .vertical, spacing: [column.footerSpacing])
        #expect(!collapse.isCollapsed && !collapse.zeroSize.isActive)
        column.textView.isHidden = true
        // title 20…40, text view 48 with height 0, footer at 48 + 0 + 0 = 48
        #expect(try column.tops() == ["title": 20, "textView": 48, "footer": 48])
        #expect(column.textView.frame.height == 0)
        #expect(column.footerSpacing.constant == 0)
        #expect(collapse.zeroSize.isActive && collapse.zeroSize.priority == .collapsing)
        column.textView.isHidden = false
        #expect(try column.tops() == ["title": 20, "textView": 48, "footer": 156])
        #expect(column.footerSpacing.constant == 8)
        #expect(!collapse.zeroSize.isActive)
        // again, to show the round trip is repeatable
        column.textView.isHidden = true
        #expect(try column.tops()["footer"] == 48)
        column.textView.isHidden = false
        #expect(try column.tops()["footer"] == 156)
        #expect(try column.window.ambiguousItems().isEmpty)
    }

    @Test("the column as a diff table: the text view folds to 0 and the footer moves up 108")
    func hideAsDiffTable() throws {
        let column = try CollapseFixture()
        column.textView.collapseWhenHidden(along: .vertical, spacing: [column.footerSpacing])
        // Both 16 pt in from the 320 pt window's sides (288 wide); the footer moves from 156 to
        // 48 + 0 + 0 = 48. The title and the window do not move.
        expectCollapse(hiding: column.textView, in: column.window, changesOnly: true, matches: """
            item        before              after              change
              textView  (16, 48, 288, 100)  (16, 48, 288, 0)   height -100
              footer    (16, 156, 288, 30)  (16, 48, 288, 30)  y -108
            """)
        expectNoAmbiguity(in: column.window)
        expectNoConflicts(in: column.window)
    }

    @Test("the view keeps the collapse alive: no reference needs to be held")
    func fireAndForget() throws {
        let column = try CollapseFixture()
        column.textView.collapseWhenHidden(along: .vertical, spacing: [column.footerSpacing])
        column.textView.isHidden = true
        #expect(try column.tops()["footer"] == 48)
    }

    @Test("a required height wins over the 999.999 zero size: 100 stays, only the spacing goes (footer 148)")
    func requiredSizeWins() throws {
        let column = try CollapseFixture(requiredHeight: true)
        column.textView.collapseWhenHidden(along: .vertical, spacing: [column.footerSpacing])
        column.textView.isHidden = true
        // 48 + 100 + 0
        #expect(try column.tops()["footer"] == 148)
        #expect(column.textView.frame.height == 100)
    }

    @Test("collapsing a view that is already hidden applies at once; invalidate restores and stops following")
    func alreadyHiddenAndInvalidate() throws {
        let column = try CollapseFixture()
        column.textView.isHidden = true
        let collapse = column.textView.collapseWhenHidden(along: .vertical, spacing: [column.footerSpacing])
        #expect(collapse.isCollapsed)
        #expect(try column.tops()["footer"] == 48)
        collapse.invalidate()
        #expect(!collapse.isValid && column.footerSpacing.constant == 8)
        #expect(try column.tops()["footer"] == 156)
        column.textView.isHidden = false
        column.textView.isHidden = true
        #expect(try column.tops()["footer"] == 156)
    }

    @Test("spacing marked or unmarked while hidden follows at once")
    func markWhileHidden() throws {
        let column = try CollapseFixture()
        let collapse = column.textView.collapseWhenHidden(along: .vertical)
        column.textView.isHidden = true
        // height 0 only: footer at 48 + 0 + 8 = 56
        #expect(try column.tops()["footer"] == 56)
        collapse.addSpacing(column.footerSpacing)
        collapse.addSpacing(column.footerSpacing)
        #expect(collapse.spacings.count == 1)
        #expect(try column.tops()["footer"] == 48)
        collapse.removeSpacing(column.footerSpacing)
        #expect(try column.tops()["footer"] == 56)
    }

    @Test("horizontal: a [60] 8 [b 50] 8 [60] row; hiding b puts c at 16 + 60 + 8 = 84")
    func horizontal() throws {
        let window = Window(size: Size(width: 320, height: 100))
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        for view in [a, b, c] { window.addSubview(view) }
        b.intrinsicContentSize = Size(width: 50, height: View.noIntrinsicMetric)
        let trailingGap = c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        try LayoutConstraint.activateOrThrow([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            a.widthAnchor.constraint(equalToConstant: 60),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            trailingGap,
            c.widthAnchor.constraint(equalToConstant: 60),
        ] + [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: window.topAnchor), $0.heightAnchor.constraint(equalToConstant: 20)] })
        b.collapseWhenHidden(along: .horizontal, spacing: [trailingGap])
        try window.layoutIfNeededOrThrow()
        // 16 + 60 + 8 + 50 + 8 = 142
        #expect(c.frame.minX == 142)
        b.isHidden = true
        try window.layoutIfNeededOrThrow()
        #expect(c.frame.minX == 84 && b.frame.width == 0)
        b.isHidden = false
        try window.layoutIfNeededOrThrow()
        #expect(c.frame.minX == 142 && b.frame.width == 50)
    }

    @Test("a required priority is replaced by 999.999, so the zero size can never conflict")
    func requiredPriorityFallsBack() {
        let view = View(name: "v")
        #expect(view.collapseWhenHidden(along: .horizontal, priority: .required).priority == .collapsing)
        #expect(view.collapseWhenHidden(along: .horizontal, priority: 500).priority == 500)
    }
}

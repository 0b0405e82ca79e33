import Testing
@testable import Trellis

/// Seed 004's findings outside stack views (spec §6).
@Suite("トルツメ findings (seed 004)")
struct CollapseFindingsTests {
    @Test("isHidden alone does not collapse: the footer stays at 20 + 20 + 8 + 100 + 8 = 156")
    func hidingDoesNotCollapse() throws {
        let column = try CollapseFixture()
        column.textView.isHidden = true
        #expect(try column.tops() == ["title": 20, "textView": 48, "footer": 156])
        #expect(column.textView.frame.height == 100)
    }

    @Test("removeFromSuperview without a fallback leaves the footer's position ambiguous")
    func removingWithoutFallback() throws {
        let column = try CollapseFixture()
        column.textView.removeFromSuperview()
        #expect(!column.footerSpacing.isActive)
        try column.window.layoutIfNeededOrThrow()
        let ambiguous = try column.window.ambiguousItems().map(\.item.name)
        #expect(ambiguous == ["footer"])
    }

    @Test("removeFromSuperview with a priority-1 fallback collapses: footer at 40 + 8 = 48")
    func removingWithFallback() throws {
        let column = try CollapseFixture(fallback: true)
        #expect(try column.tops()["footer"] == 156)     // the fallback loses while the text view is there
        column.textView.removeFromSuperview()
        #expect(try column.tops() == ["title": 20, "footer": 48])
        #expect(try column.window.ambiguousItems().isEmpty)
    }

    @Test("the fallback does not help hiding: footer still at 156")
    func hidingWithFallback() throws {
        let column = try CollapseFixture(fallback: true)
        column.textView.isHidden = true
        #expect(try column.tops()["footer"] == 156)
    }

    @Test("text = nil collapses a label's height (20.4 → 0) but its 8 pt spacing stays: footer 76.4 → 56")
    func labelTextNil() throws {
        let window = Window(size: Size(width: 320, height: 480))
        let title = View(name: "title"), label = Label("Hello", name: "label"), footer = View(name: "footer")
        for view in [title, label, footer] { window.addSubview(view) }
        try LayoutConstraint.activateOrThrow([
            title.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            title.heightAnchor.constraint(equalToConstant: 20),
            label.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            footer.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            footer.heightAnchor.constraint(equalToConstant: 30),
        ] + [title, label, footer].map { $0.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16) }
          + [title, footer].map { $0.widthAnchor.constraint(equalToConstant: 100) })
        try window.layoutIfNeededOrThrow()
        // one 17 pt line is 20.4 tall: footer at 40 + 8 + 20.4 + 8 = 76.4
        #expect(label.frame.height == 20.4)
        #expect(footer.frame.minY == 76.4)
        label.text = nil
        try window.layoutIfNeededOrThrow()
        // label (0, 0) at y 48; both 8 pt gaps remain: footer at 40 + 8 + 0 + 8 = 56, not 48
        #expect(label.frame.size == Size(width: 0, height: 0))
        #expect(abs(footer.frame.minY - 56) < 1e-9)   // 56.00000000000001 after the solver
    }
}

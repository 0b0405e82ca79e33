import Testing
@testable import Trellis

@Suite("systemLayoutSizeFitting")
struct FittingSizeTests {
    /// A card with a 100 × 20 intrinsic-size label inset 8 on every side, held 373 × 300 by
    /// constraints to the window (installed on the window, so fitting leaves them out; a size
    /// constraint on the card itself would count, as in UIKit).
    func makeCard() throws -> (Window, View, View) {
        let window = Window(size: Size(width: 393, height: 852))
        let card = View(name: "card")
        let label = View(name: "label")
        label.intrinsicContentSize = Size(width: 100, height: 20)
        window.addSubview(card)
        card.addSubview(label)
        try LayoutConstraint.activateOrThrow([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
            card.bottomAnchor.constraint(equalTo: window.topAnchor, constant: 310),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        try window.layoutIfNeededOrThrow()
        return (window, card, label)
    }

    @Test("compressed: the content's size plus insets, ignoring the card's constraints in the window")
    func compressed() throws {
        let (_, card, _) = try makeCard()
        // 100 + 16 = 116, 20 + 16 = 36; the window's 373 × 300 does not count.
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 116, height: 36))
    }

    @Test("expanded at the fitting level: hugging (250) beats the target (50)")
    func expanded() throws {
        let (_, card, _) = try makeCard()
        #expect(card.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 116, height: 36))
    }

    @Test("a required width and a fitting height: the cell-height question")
    func requiredWidth() throws {
        let (_, card, _) = try makeCard()
        let size = card.systemLayoutSizeFitting(
            Size(width: 375, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 375, height: 36))
    }

    @Test("the window's layout is left exactly as it was")
    func windowUntouched() throws {
        let (window, card, label) = try makeCard()
        let before = window.engine.solver.constraints.count
        _ = card.systemLayoutSizeFitting(Size(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        #expect(window.engine.solver.constraints.count == before)
        expectFrame(card, 10, 10, 373, 300)
        expectFrame(label, 8, 8, 357, 284)
        try window.layoutIfNeededOrThrow()
        expectFrame(card, 10, 10, 373, 300)
    }

    @Test("the view's own size constraints count (they are installed on it)")
    func ownConstraintsCount() throws {
        let (_, card, _) = try makeCard()
        try LayoutConstraint.activateOrThrow([card.widthAnchor.constraint(equalToConstant: 150)])
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 150, height: 36))
    }

    @Test("works on a view outside any window; bad input answers the current size and is reported")
    func detachedAndBadInput() throws {
        let box = View(name: "box")
        try LayoutConstraint.activateOrThrow([box.widthAnchor.constraint(greaterThanOrEqualToConstant: 40)])
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 40, height: 0))
        let (window, card, _) = try makeCard()
        #expect(card.systemLayoutSizeFitting(Size(width: .nan, height: 0)) == Size(width: 373, height: 300))
        #expect(window.diagnostics.count == 1)
    }
}

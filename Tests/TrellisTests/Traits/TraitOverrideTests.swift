import Testing
@testable import Trellis

/// A view that records its trait changes: name, previous and new content size category.
final class TraitRecorder: View {
    var changes: [String] = []

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let before = previousTraitCollection.map { "\($0.preferredContentSizeCategory)" } ?? "nil"
        changes.append("\(before) → \(traitCollection.preferredContentSizeCategory)")
    }
}

// Body text is 17 pt at the default category (large), 23 at extraExtraExtraLarge and 28 at
// accessibilityMedium (AX1); the label "ab" is two narrow characters of 0.5 × size, one line
// of 1.2 × size: 17 × 20.4, 23 × 27.6, 28 × 33.6.

@Suite("Trait overrides on a subtree")
struct TraitOverrideTests {
    /// A window with two recorder containers side by side (`inside` at y 0, `outside` at y 100),
    /// each holding an adjusting body label at its top-left corner.
    struct Fixture {
        let window = Window(size: Size(width: 400, height: 200))
        let inside = TraitRecorder(name: "inside")
        let outside = TraitRecorder(name: "outside")
        let insideLabel = Label("ab", name: "insideLabel")
        let outsideLabel = Label("ab", name: "outsideLabel")

        init() throws {
            for (container, label, top) in [(inside, insideLabel, 0.0), (outside, outsideLabel, 100.0)] {
                label.font = .preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
                window.addSubview(container)
                container.addSubview(label)
                try LayoutConstraint.activateOrThrow([
                    container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                    container.topAnchor.constraint(equalTo: window.topAnchor, constant: top),
                    container.widthAnchor.constraint(equalToConstant: 200),
                    container.heightAnchor.constraint(equalToConstant: 100),
                    label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    label.topAnchor.constraint(equalTo: container.topAnchor),
                ])
            }
            try window.layoutIfNeededOrThrow()
        }
    }

    @Test("a content size category override resizes the labels inside only, and tells only that subtree")
    func contentSizeCategory() throws {
        let fixture = try Fixture()
        fixture.inside.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        try fixture.window.layoutIfNeededOrThrow()
        #expect(fixture.insideLabel.font.size == 28)
        #expect(fixture.insideLabel.frame == Rect(x: 0, y: 0, width: 28, height: 33.6))
        #expect(fixture.outsideLabel.frame == Rect(x: 0, y: 0, width: 17, height: 20.4))
        #expect(fixture.inside.changes == ["large → accessibilityMedium"])
        #expect(fixture.outside.changes == [])
        #expect(fixture.insideLabel.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(fixture.window.traitCollection.preferredContentSizeCategory == .large)

        fixture.inside.traitOverrides.preferredContentSizeCategory = nil
        try fixture.window.layoutIfNeededOrThrow()
        #expect(fixture.insideLabel.frame == Rect(x: 0, y: 0, width: 17, height: 20.4))
        #expect(fixture.inside.changes == ["large → accessibilityMedium", "accessibilityMedium → large"])
    }

    @Test("a window change does not reach a subtree whose override hides it")
    func overrideHidesWindowChange() throws {
        let fixture = try Fixture()
        fixture.inside.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        fixture.inside.changes = []
        fixture.window.preferredContentSizeCategory = .extraExtraExtraLarge
        try fixture.window.layoutIfNeededOrThrow()
        #expect(fixture.outsideLabel.frame == Rect(x: 0, y: 0, width: 23, height: 27.6))
        #expect(fixture.insideLabel.frame == Rect(x: 0, y: 0, width: 28, height: 33.6))
        #expect(fixture.outside.changes == ["large → extraExtraExtraLarge"])
        #expect(fixture.inside.changes == [])
    }

    @Test("a label joining an overriding subtree takes the overridden category")
    func labelJoins() throws {
        let fixture = try Fixture()
        fixture.inside.traitOverrides = TraitOverrides(preferredContentSizeCategory: .extraExtraExtraLarge)
        let late = Label("ab", name: "late")
        late.font = .preferredFont(forTextStyle: .body)
        late.adjustsFontForContentSizeCategory = true
        fixture.inside.addSubview(late)
        #expect(late.font.size == 23)
    }

    @Test("a label moved out of an overriding subtree takes the window's category again")
    func labelMovesOut() throws {
        let fixture = try Fixture()
        fixture.inside.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        #expect(fixture.insideLabel.font.size == 28)
        fixture.outside.addSubview(fixture.insideLabel)
        #expect(fixture.insideLabel.font.size == 17)
    }

    @Test("a layout direction override flips leading and trailing inside only")
    func layoutDirection() throws {
        let window = Window(size: Size(width: 400, height: 200))
        let rtl = View(name: "rtl")
        let ltr = View(name: "ltr")
        let insideBox = View(name: "insideBox")
        let outsideBox = View(name: "outsideBox")
        window.addSubview(rtl)
        window.addSubview(ltr)
        rtl.addSubview(insideBox)
        ltr.addSubview(outsideBox)
        for (container, box, top) in [(rtl, insideBox, 0.0), (ltr, outsideBox, 100.0)] {
            try LayoutConstraint.activateOrThrow([
                container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                container.topAnchor.constraint(equalTo: window.topAnchor, constant: top),
                container.widthAnchor.constraint(equalToConstant: 200),
                container.heightAnchor.constraint(equalToConstant: 100),
                box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: container.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 50),
                box.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        try window.layoutIfNeededOrThrow()
        #expect(insideBox.frame == Rect(x: 10, y: 0, width: 50, height: 20))
        rtl.traitOverrides.layoutDirection = .rightToLeft
        try window.layoutIfNeededOrThrow()
        // Leading is the right edge inside: 200 − 10 − 50 = 140. The containers themselves are
        // constrained in the window, which stays left to right.
        #expect(insideBox.frame == Rect(x: 140, y: 0, width: 50, height: 20))
        #expect(rtl.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(outsideBox.frame == Rect(x: 10, y: 0, width: 50, height: 20))
        #expect(insideBox.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(insideBox.traitCollection.layoutDirection == .rightToLeft)
        // A view's own semantic content attribute still wins.
        insideBox.semanticContentAttribute = .forceLeftToRight
        #expect(insideBox.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test("a horizontal size class override gives the cells inside the regular margins")
    func sizeClassMargins() throws {
        let window = Window(size: Size(width: 320, height: 300))
        let list = ListView(name: "list")
        window.addSubview(list)
        try LayoutConstraint.activateOrThrow(list.constraintsPinningEdges(to: window))
        list.register(ContactCell.self, forCellReuseIdentifier: "contact")
        try list.reloadData(rowCount: 1) { [unowned list] row in
            let cell = list.dequeueReusableCell(withIdentifier: "contact", for: row)
            (cell as? ContactCell)?.nameLabel.text = "Ann"
            return cell
        }
        try window.layoutIfNeededOrThrow()
        let cell = try #require(list.view(forRow: 0) as? ContactCell)
        #expect(cell.nameLabel.frame == Rect(x: 16, y: 11, width: 288, height: 20.4))
        list.traitOverrides.horizontalSizeClass = .regular
        try window.layoutIfNeededOrThrow()
        #expect(cell.nameLabel.frame == Rect(x: 20, y: 11, width: 280, height: 20.4))
        #expect(window.horizontalSizeClass == .compact)
    }
}

import Testing
@testable import Trellis

@Suite("Constraint descriptions")
struct ConstraintDescriptionTests {
    private let file = "TrellisTests/ConstraintDescriptionTests.swift"

    @Test("one line, defaults omitted, `@` for priority, the creating #fileID:#line in the debug form")
    func oneLine() {
        let (_, red, blue) = makeRedBlue()
        let line = #line + 1
        let gap = blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8)
        gap.priority = .defaultHigh
        #expect(gap.description == "blue.leading == red.trailing + 8 @750")
        #expect(gap.location == "\(file):\(line)")
        #expect(gap.debugDescription == "blue.leading == red.trailing + 8 @750  // \(file):\(line)")
        gap.identifier = "gap"
        #expect(gap.debugDescription == "gap: blue.leading == red.trailing + 8 @750  // \(file):\(line)")
        let half = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 0.5, constant: -4)
        #expect(half.description == "red.width == 0.5*blue.width - 4")
        let minimum = red.heightAnchor.constraint(greaterThanOrEqualToConstant: 40)
        #expect(minimum.description == "red.height >= 40")
    }

    @Test("the item/attribute initializer records where it was called too")
    func itemAttributeLocation() throws {
        let (window, red, _) = makeRedBlue()
        let line = #line + 1
        let pin = try LayoutConstraint.makeOrThrow(item: red, attribute: .top, relatedBy: .equal, toItem: window, attribute: .top)
        #expect(pin.location == "\(file):\(line)")
    }

    @Test("UIKit's form: sibling and superview spacing as ASCII art, with the legend for `|`")
    func uikitArt() throws {
        let (window, red, blue) = makeRedBlue()
        var line = #line + 1
        let gap = blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8)
        gap.priority = .defaultHigh
        #expect(gap.uikitDescription == "<LayoutConstraint:\(file):\(line) H:[red]-(8@750)-[blue]   (inactive)>")
        try LayoutConstraint.activateOrThrow([gap])
        #expect(gap.uikitDescription == "<LayoutConstraint:\(file):\(line) H:[red]-(8@750)-[blue]   (active)>")

        line = #line + 1
        let leading = red.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
        try LayoutConstraint.activateOrThrow([leading])
        #expect(leading.uikitDescription
            == "<LayoutConstraint:\(file):\(line) H:|-(20)-[red]   (active, names: '|':window )>")

        line = #line + 1
        let trailing = window.trailingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 20)
        #expect(trailing.uikitDescription
            == "<LayoutConstraint:\(file):\(line) H:[blue]-(20)-|   (inactive, names: '|':window )>")

        line = #line + 1
        let top = red.topAnchor.constraint(greaterThanOrEqualTo: window.topAnchor, constant: 10)
        #expect(top.uikitDescription
            == "<LayoutConstraint:\(file):\(line) V:|-(>=10)-[red]   (inactive, names: '|':window )>")

        line = #line + 1
        let spaced = blue.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: red.trailingAnchor, multiplier: 1)
        #expect(spaced.uikitDescription
            == "<LayoutConstraint:\(file):\(line) H:[red]-(>=NSSpace(8))-[blue]   (inactive)>")

        line = #line + 1
        let physical = blue.leftAnchor.constraint(equalTo: red.rightAnchor, constant: 4)
        #expect(physical.uikitDescription == "<LayoutConstraint:\(file):\(line) H:[red]-(4)-[blue](LTR)   (inactive)>")
    }

    @Test("UIKit's form: everything else is the equation, with `priority:` and the identifier in quotes")
    func uikitEquation() {
        let (window, red, blue) = makeRedBlue()
        var line = #line + 1
        let half = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 0.5, constant: 10)
        half.priority = 999
        half.identifier = "half"
        #expect(half.uikitDescription
            == "<LayoutConstraint:\(file):\(line) 'half' red.width == 0.5*blue.width + 10 priority:999   (inactive)>")

        // The usual anchor code for a trailing inset is not in the art form's orientation.
        line = #line + 1
        let inset = red.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20)
        #expect(inset.uikitDescription
            == "<LayoutConstraint:\(file):\(line) red.trailing == window.trailing - 20   (inactive)>")

        line = #line + 1
        let height = red.heightAnchor.constraint(equalToConstant: 200)
        #expect(height.uikitDescription == "<LayoutConstraint:\(file):\(line) red.height == 200   (inactive)>")

        // Not siblings: blue's subview and red.
        let dot = View(name: "dot")
        blue.addSubview(dot)
        line = #line + 1
        let across = dot.leadingAnchor.constraint(equalTo: red.trailingAnchor)
        #expect(across.uikitDescription
            == "<LayoutConstraint:\(file):\(line) dot.leading == red.trailing   (inactive)>")
    }
}

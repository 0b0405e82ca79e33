import Testing
@testable import Trellis

/// The items a constraint mentions, read from its two sides without a stored list of parts.
@Suite("Constraint items")
struct ConstraintItemsTests {
    let red = View(name: "red")
    let blue = View(name: "blue")
    let green = View(name: "green")
    let yellow = View(name: "yellow")

    private func names(_ constraint: LayoutConstraint) -> [String] {
        constraint.items.map(\.name)
    }

    @Test("each item once, in order of appearance: first side, then second, an offset's start before its end")
    func distinctItemsInOrder() {
        #expect(names(red.widthAnchor.constraint(equalToConstant: 10)) == ["red"])
        #expect(names(red.leadingAnchor.constraint(equalTo: blue.trailingAnchor)) == ["red", "blue"])
        // The same item on both sides is one item.
        #expect(names(red.widthAnchor.constraint(equalTo: red.heightAnchor)) == ["red"])
        // Offsets: four parts. red→blue against blue→green: blue repeats.
        let chained = red.trailingAnchor.anchorWithOffset(to: blue.leadingAnchor)
            .constraint(equalTo: blue.trailingAnchor.anchorWithOffset(to: green.leadingAnchor))
        #expect(names(chained) == ["red", "blue", "green"])
        // green→red on the second side: red, already seen first, is not listed again.
        let looped = red.trailingAnchor.anchorWithOffset(to: blue.leadingAnchor)
            .constraint(equalTo: green.trailingAnchor.anchorWithOffset(to: red.leadingAnchor))
        #expect(names(looped) == ["red", "blue", "green"])
        // Four distinct items.
        let four = red.trailingAnchor.anchorWithOffset(to: blue.leadingAnchor)
            .constraint(equalTo: green.trailingAnchor.anchorWithOffset(to: yellow.leadingAnchor))
        #expect(names(four) == ["red", "blue", "green", "yellow"])
        // All four parts one item.
        let self4 = red.leadingAnchor.anchorWithOffset(to: red.trailingAnchor)
            .constraint(equalTo: red.topAnchor.anchorWithOffset(to: red.bottomAnchor))
        #expect(names(self4) == ["red"])
    }

    @Test("the parts, in order, for validation and messages")
    func partsInOrder() {
        let constraint = red.trailingAnchor.anchorWithOffset(to: blue.leadingAnchor)
            .constraint(equalTo: green.widthAnchor)
        #expect(constraint.allParts.map(\.name) == ["red.trailing", "blue.leading", "green.width"])
        #expect(constraint.mentionsDirectionalAttribute)
        #expect(!red.leftAnchor.constraint(equalTo: blue.rightAnchor).mentionsDirectionalAttribute)
        #expect(red.centerXAnchor.constraint(equalTo: blue.leadingAnchor).mentionsDirectionalAttribute)
    }

    @Test("a constraint has items until every item it mentions is released")
    func hasItemsUntilReleased() {
        var first: View? = View(name: "first")
        var second: View? = View(name: "second")
        let constraint = first!.leadingAnchor.constraint(equalTo: second!.trailingAnchor)
        #expect(constraint.hasItems)
        first = nil
        #expect(constraint.hasItems)
        #expect(names(constraint) == ["second"])
        second = nil
        #expect(!constraint.hasItems)
        #expect(constraint.items.isEmpty)
    }
}

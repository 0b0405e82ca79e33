import Testing
@testable import Trellis

@Suite("Constraint and hierarchy builders")
struct ConstraintBuilderTests {
    @Test("if, else and for in a block; the block's constraints in order, activated")
    func controlFlow() throws {
        let window = Window(size: Size(width: 300, height: 100))
        let views = (1...3).map { View(name: "v\($0)") }
        window.addSubviews { for view in views { view } }
        for compact in [true, false] {
            let constraints = LayoutConstraint.build {
                for view in views {
                    view.topAnchor == window.topAnchor
                    view.sizeAnchors == Size(width: 40, height: 40)
                }
                views[0].leadingAnchor == window.leadingAnchor
                for (left, right) in zip(views, views.dropFirst()) {
                    if compact {
                        right.leadingAnchor == left.trailingAnchor
                    } else {
                        right.leadingAnchor == left.trailingAnchor + 20
                    }
                }
            }
            #expect(constraints.count == 3 * 3 + 1 + 2)
            #expect(constraints.allSatisfy { !$0.isActive })
            try LayoutConstraint.activateOrThrow(constraints)
            try window.layoutIfNeededOrThrow()
            // Compact: 0, 40, 80; spaced by 20: 0, 60, 120.
            let gap = compact ? 0.0 : 20
            for (index, view) in views.enumerated() { expectFrame(view, Double(index) * (40 + gap), 0, 40, 40) }
            LayoutConstraint.deactivate(constraints)
        }
    }

    @Test("a constraint made by an expression takes its statement's file and line; an anchor-made one keeps its own")
    func locations() {
        let (window, red, blue) = makeRedBlue()
        let anchoredLine = #line + 1
        let anchored = red.widthAnchor.constraint(equalToConstant: 10)
        let firstLine = #line + 2
        let constraints = LayoutConstraint.activate {
            red.leadingAnchor == window.leadingAnchor
            anchored
            red.edgeAnchors == blue.edgeAnchors
        }
        #expect(constraints.map(\.line) == [firstLine, anchoredLine] + Array(repeating: firstLine + 2, count: 4))
        #expect(constraints.allSatisfy { $0.fileID == #fileID })
        let located = ConstraintTable(root: window, showsLocations: true).render()
        #expect(located.contains("red.leading == window.leading") && located.contains(":\(firstLine)"))
    }

    @Test("an invalid constraint activates none of the block, records every error, and keeps the layout")
    func invalidBlock() throws {
        let (window, red, blue) = makeRedBlue(width: 300, height: 100)
        LayoutConstraint.activate { red.edgeAnchors == window.edgeAnchors }
        try window.layoutIfNeededOrThrow()
        let constraints = LayoutConstraint.activate {
            blue.edgeAnchors == red.edgeAnchors
            blue.widthAnchor == 10 ~ 0
            blue.widthAnchor == red.widthAnchor / 0
        }
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(window.diagnostics == [
            .invalidPriority("`blue.width == 10 @0`", 0),
            .nonFiniteValue("The multiplier of `blue.width == inf*red.width`"),
        ])
        try window.layoutIfNeededOrThrow()
        expectFrame(red, 0, 0, 300, 100)
        // The throwing form reports the first error at the call.
        #expect(throws: LayoutError.invalidPriority("`blue.width == 10 @0`", 0)) {
            try LayoutConstraint.activateOrThrow(LayoutConstraint.build { blue.widthAnchor == 10 ~ 0 })
        }
    }

    @Test("a view outside the window: the error waits on the view and reaches the window when it is added")
    func pendingDiagnostics() {
        let window = Window(size: Size(width: 100, height: 100))
        let loose = View(name: "loose")
        LayoutConstraint.activate { loose.widthAnchor == 10 ~ 1001 }
        #expect(window.diagnostics.isEmpty)
        window.addSubview(loose)
        #expect(window.diagnostics == [.invalidPriority("`loose.width == 10 @1001`", 1001)])
    }

    @Test("the hierarchy builder adds subviews in order, arranges a stack's, and nests")
    func hierarchy() {
        let window = Window(size: Size(width: 100, height: 100))
        let card = View(name: "card"), image = View(name: "image"), title = View(name: "title")
        let body = View(name: "body"), footer = View(name: "footer")
        let text = StackView(name: "text")
        text.axis = .vertical
        for showsFooter in [false, true] {
            window.addSubviews {
                card {
                    image
                    text { title; body }
                }
                if showsFooter { footer }
            }
            #expect(window.subviews.map(\.name) == (showsFooter ? ["card", "footer"] : ["card"]))
        }
        #expect(card.subviews.map(\.name) == ["image", "text"])
        #expect(text.arrangedSubviews.map(\.name) == ["title", "body"])
        #expect(text.subviews.map(\.name) == ["title", "body"])
        let tags = FlowView(name: "tags"), tag = View(name: "tag")
        window.addSubviews { tags { tag } }
        #expect(tags.items.map(\.name) == ["tag"])
    }

    @Test("adding a view to itself in a builder is skipped with a diagnostic, as addSubview does")
    func cycle() {
        let window = Window(size: Size(width: 100, height: 100))
        let card = View(name: "card")
        window.addSubviews { card }
        card { window }
        #expect(card.subviews.isEmpty)
        #expect(window.diagnostics.count == 1)
    }
}

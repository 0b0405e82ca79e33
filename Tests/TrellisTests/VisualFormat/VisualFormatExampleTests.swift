import Testing

@testable import Trellis

/// One format and the constraints it must make, in UIKit's order (spec §1).
struct VisualFormatExample: CustomTestStringConvertible, Sendable {
    let format: String
    var options: LayoutConstraint.FormatOptions = []
    var metrics: [String: Double] = [:]
    let expected: [String]

    var testDescription: String { format }
}

@Suite("Visual format language: examples")
struct VisualFormatExampleTests {
    /// Apple's examples (AL-VFL) and the lexing rules of spec §1.1–§1.4.
    static let grammar: [VisualFormatExample] = [
        .init(format: "[button]-[textField]", expected: ["textField.leading == button.trailing + 8"]),
        .init(format: "[button(>=50)]", expected: ["button.width >= 50"]),
        .init(format: "|-50-[purpleBox]-50-|",
              expected: ["purpleBox.leading == super.leading + 50", "super.trailing == purpleBox.trailing + 50"]),
        .init(format: "V:[topField]-10-[bottomField]", expected: ["bottomField.top == topField.bottom + 10"]),
        .init(format: "[maroonView][blueView]", expected: ["blueView.leading == maroonView.trailing"]),
        .init(format: "[button(100@20)]", expected: ["button.width == 100 @20"]),
        .init(format: "[button1(==button2)]", expected: ["button1.width == button2.width"]),
        .init(format: "[flexibleButton(>=70,<=100)]",
              expected: ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        .init(format: "|-[find]-[findNext]-[findField(>=20)]-|",
              expected: ["find.leading == super.leadingMargin", "findNext.leading == find.trailing + 8",
                         "findField.leading == findNext.trailing + 8", "findField.width >= 20",
                         "super.trailingMargin == findField.trailing"]),
        .init(format: "[label2(label1)]", expected: ["label2.width == label1.width"]),
        .init(format: "[view1][spacer(==view1)][view2]",
              expected: ["spacer.leading == view1.trailing", "spacer.width == view1.width",
                         "view2.leading == spacer.trailing"]),
        .init(format: "H:[a]-(>=8)-[b]", expected: ["b.leading >= a.trailing + 8"]),
        .init(format: "[a]-(>=8,<=20)-[b]", expected: ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20"]),
        .init(format: "[a]->=10-|", expected: ["super.trailing >= a.trailing + 10"]),
        .init(format: "[a]-50@999-|", expected: ["super.trailing == a.trailing + 50 @999"]),
        .init(format: "[a]->=0@999-|", expected: ["super.trailing >= a.trailing @999"]),
        .init(format: "[a]-(-10)-[b]", expected: ["b.leading == a.trailing - 10"]),
        .init(format: "[a(1e2)]-(2.5)-[b(7.)]",
              expected: ["a.width == 100", "b.leading == a.trailing + 2.5", "b.width == 7"]),
        .init(format: "[a(0x10)]-(-.5)-[b(1.5e1)]-(0x1.8p1)-[c(-0)]",
              expected: ["a.width == 16", "b.leading == a.trailing - 0.5", "b.width == 15",
                         "c.leading == b.trailing + 3", "c.width == 0"]),
        .init(format: "H:|[a]|", expected: ["a.leading == super.leading", "super.trailing == a.trailing"]),
        .init(format: "V:|-[a]-|", expected: ["a.top == super.topMargin", "super.bottomMargin == a.bottom"]),
        .init(format: "V:[a(==b)]", expected: ["a.height == b.height"]),
        .init(format: "H:|-pad-[a(w@p)]-(>=pad@p)-|", metrics: ["pad": 20, "w": 100, "p": 750],
              expected: ["a.leading == super.leading + 20", "a.width == 100 @750",
                         "super.trailing >= a.trailing + 20 @750"]),
        .init(format: "H:|[guide(a)][a]|",
              expected: ["guide.leading == super.leading", "guide.width == a.width", "a.leading == guide.trailing",
                         "super.trailing == a.trailing"]),
        .init(format: "[a(10)]-[b(20)]-|",
              expected: ["a.width == 10", "b.leading == a.trailing + 8", "b.width == 20",
                         "super.trailingMargin == b.trailing"]),
    ]

    /// Options (spec §1.5): alignment after everything else, direction, baselines.
    static let options: [VisualFormatExample] = [
        .init(format: "H:[a]-[b]", options: .alignAllCenterY,
              expected: ["b.leading == a.trailing + 8", "a.centerY == b.centerY"]),
        .init(format: "H:|-[a]-[b]-[c]-|", options: [.alignAllTop, .alignAllBottom],
              expected: ["a.leading == super.leadingMargin", "b.leading == a.trailing + 8",
                         "c.leading == b.trailing + 8", "super.trailingMargin == c.trailing", "a.top == b.top",
                         "a.bottom == b.bottom", "b.top == c.top", "b.bottom == c.bottom"]),
        .init(format: "V:[a]-[b]", options: [.alignAllLeading, .alignAllCenterX],
              expected: ["b.top == a.bottom + 8", "a.leading == b.leading", "a.centerX == b.centerX"]),
        .init(format: "H:[a(10)]", options: .alignAllLeading, expected: ["a.width == 10"]),
        .init(format: "H:|-10-[a]-5-[b]-|", options: .directionLeftToRight,
              expected: ["a.left == super.left + 10", "b.left == a.right + 5", "super.rightMargin == b.right"]),
        .init(format: "H:|-10-[a]-5-[b]-(>=20)-|", options: .directionRightToLeft,
              expected: ["super.right == a.right + 10", "a.left == b.right + 5", "b.left >= super.left + 20"]),
        .init(format: "H:|-[a]", options: .directionRightToLeft, expected: ["super.rightMargin == a.right"]),
        .init(format: "V:|-[a]-12-[b]-[c]-|", options: .spacingBaselineToBaseline,
              expected: ["a.firstBaseline == super.topMargin", "b.firstBaseline == a.lastBaseline + 12",
                         "c.firstBaseline == b.lastBaseline + 8", "super.bottomMargin == c.lastBaseline"]),
        .init(format: "V:|[a]-(>=4)-|", options: .spacingBaselineToBaseline,
              expected: ["a.firstBaseline == super.top", "super.bottom >= a.lastBaseline + 4"]),
        .init(format: "H:[a]-[b]", options: [.directionRightToLeft, .alignAllTop],
              expected: ["a.left == b.right + 8", "b.top == a.top"]),
        .init(format: "H:[a][b]", options: .init(rawValue: 1 << 8 | 1 | 1 << 13),
              expected: ["b.leading == a.trailing", "a.height == b.height"]),
        .init(format: "V:[a]-[b]", options: .directionRightToLeft, expected: ["b.top == a.bottom + 8"]),
    ]

    @Test("every grammar example makes the constraints it lists", arguments: grammar)
    func grammarExample(_ example: VisualFormatExample) throws {
        let fixture = VisualFormatFixture()
        #expect(try fixture.descriptions(example.format, options: example.options, metrics: example.metrics)
                    == example.expected)
    }

    @Test("every option example makes the constraints it lists", arguments: options)
    func optionExample(_ example: VisualFormatExample) throws {
        let fixture = VisualFormatFixture()
        #expect(try fixture.descriptions(example.format, options: example.options, metrics: example.metrics)
                    == example.expected)
    }

    @Test("constraints come back inactive, with the caller's file and line")
    func inactiveWithSource() throws {
        let fixture = VisualFormatFixture()
        let line = #line + 1
        let constraints = try LayoutConstraint.constraintsOrThrow(withVisualFormat: "|-[a]-|", views: fixture.views)
        #expect(constraints.count == 2)
        #expect(constraints.allSatisfy { !$0.isActive && $0.line == line && $0.fileID == #fileID })
    }

    @Test("FormatOptions have UIKit's bit values")
    func optionBits() {
        typealias Options = LayoutConstraint.FormatOptions
        let bits: [(Options, UInt)] = [
            (.alignAllLeft, 2), (.alignAllRight, 4), (.alignAllTop, 8), (.alignAllBottom, 16),
            (.alignAllLeading, 32), (.alignAllTrailing, 64), (.alignAllCenterX, 512), (.alignAllCenterY, 1024),
            (.alignAllLastBaseline, 2048), (.alignAllBaseline, 2048), (.alignAllFirstBaseline, 4096),
            (.directionLeadingToTrailing, 0), (.directionLeftToRight, 0x10000), (.directionRightToLeft, 0x20000),
            (.directionMask, 0x30000), (.spacingEdgeToEdge, 0), (.spacingBaselineToBaseline, 0x80000),
            (.spacingMask, 0x80000), (.alignmentMask, 0xFFFF),
        ]
        for (option, value) in bits { #expect(option.rawValue == value) }
    }

    @Test("a VFL layout solves: |-[a]-[b(==a)]-| in a 200-wide container with 8-pt margins")
    func solves() throws {
        let window = Window(size: Size(width: 200, height: 100))
        let container = View(name: "container")
        let a = View(name: "a")
        let b = View(name: "b")
        window.addSubview(container)
        container.addSubview(a)
        container.addSubview(b)
        container.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let views: [String: LayoutItem] = ["a": a, "b": b, "container": container]
        try LayoutConstraint.activateOrThrow(
            LayoutConstraint.constraints(withVisualFormat: "H:|[container]|", views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|[container]|", views: views)
                + LayoutConstraint.constraints(
                    withVisualFormat: "H:|-[a]-[b(==a)]-|", options: .alignAllTop, views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|-[a(20)]", views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:[b(20)]", views: views))
        try window.layoutIfNeededOrThrow()
        #expect(a.frame == Rect(x: 8, y: 8, width: 88, height: 20))
        #expect(b.frame == Rect(x: 104, y: 8, width: 88, height: 20))
    }
}

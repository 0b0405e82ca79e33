import Testing
@testable import Trellis

// Every distribution × every alignment on one configuration, derived by hand.
//
// Horizontal stack, width 200 (required), height free, spacing 10; items (intrinsic size, first
// baseline from the top, last baseline from the bottom):
//   a 40×20 (15, 5)   b 60×40 (30, 10)   c 20×30 (20, 8)
// Widths sum to 120, gaps to 20, so 60 pt are left over along the axis.
//
// Main axis (x, width) depends only on the distribution:
//   fill                a stretches (equal hugging, lowest index first): 100, 60, 20 at 0, 110, 180
//   fillEqually         (200 − 20) / 3 = 60 each at 0, 70, 140
//   fillProportionally  D = 120 + 2·10 = 140: a = 200·40/140 = 57.142857 @999,
//                       b = 200·60/140 = 85.714286 @998, c (lowest priority) absorbs the rest:
//                       200 − 20 − 57.142857 − 85.714286 = 37.142857; x 0, 67.142857, 162.857143
//   equalSpacing        intrinsic widths, gaps (200 − 120) / 2 = 40: x 0, 80, 180
//   equalCentering      a.midX = 20, c.midX = 190, so b.midX = 105, b.x = 75 (gaps 35 and 45 ≥ 10)
// Cross axis (y, height) depends only on the alignment (spec §2.2):
//   fill          every item 40 tall at y 0 (b's compression resistance, 750, beats everyone's
//                 hugging, 250); the stack is 40 tall
//   top/leading   intrinsic heights at y 0; the guide pulled tight makes the stack 40 tall
//   center        y = (40 − h) / 2: 10, 0, 5; stack 40
//   bottom/trail. y = 40 − h: 20, 0, 10; stack 40
//   firstBaseline the stack's top is item 0's top, so a is at y 0 with its baseline at 15; b and c
//                 stick out above: y = 15 − first = −15, −5. The bottom is the lowest bottom,
//                 max(20, 25, 25) = 25
//   lastBaseline  mirror image: the stack's bottom is a's bottom and its top the highest top.
//                 Baselines y + h − last: a.y + 15 = b.y + 30 = c.y + 22, highest top b.y = 0,
//                 so a 15, b 0, c 8, and the stack is a's bottom, 35 tall

private let gridItems: [StackItem] = [
    StackItem(width: 40, height: 20, firstBaseline: 15, lastBaseline: 5),
    StackItem(width: 60, height: 40, firstBaseline: 30, lastBaseline: 10),
    StackItem(width: 20, height: 30, firstBaseline: 20, lastBaseline: 8),
]

private let mainAxis: [(StackView.Distribution, x: [Double], width: [Double])] = [
    (.fill, [0, 110, 180], [100, 60, 20]),
    (.fillEqually, [0, 70, 140], [60, 60, 60]),
    (.fillProportionally, [0, 67.142857142857, 162.857142857143], [57.142857142857, 85.714285714286, 37.142857142857]),
    (.equalSpacing, [0, 80, 180], [40, 60, 20]),
    (.equalCentering, [0, 75, 180], [40, 60, 20]),
]

private let crossAxis: [(StackView.Alignment, y: [Double], height: [Double], stack: Double)] = [
    (.fill, [0, 0, 0], [40, 40, 40], 40),
    (.top, [0, 0, 0], [20, 40, 30], 40),
    (.leading, [0, 0, 0], [20, 40, 30], 40),
    (.center, [10, 0, 5], [20, 40, 30], 40),
    (.bottom, [20, 0, 10], [20, 40, 30], 40),
    (.trailing, [20, 0, 10], [20, 40, 30], 40),
    (.firstBaseline, [0, -15, -5], [20, 40, 30], 25),
    (.lastBaseline, [15, 0, 8], [20, 40, 30], 35),
]

private let gridCases: [StackCase] = mainAxis.flatMap { main in
    crossAxis.map { cross in
        StackCase(
            name: "\(main.0) × \(cross.0)", distribution: main.0, alignment: cross.0, spacing: 10, width: 200,
            items: gridItems,
            frames: (0..<3).map { rect(main.x[$0], cross.y[$0], main.width[$0], cross.height[$0]) },
            stackWidth: 200, stackHeight: cross.stack)
    }
}

@Suite("StackView: every distribution × every alignment")
struct StackViewGridTests {
    @Test("horizontal", arguments: gridCases)
    func horizontal(_ testCase: StackCase) throws {
        let (window, stack, views) = try layOut(testCase)
        check(testCase, stack, views)
        withExtendedLifetime(window) {}
    }

    @Test("vertical: the same case transposed (baselines do not apply across a vertical stack)",
          arguments: gridCases.filter { $0.alignment != .firstBaseline && $0.alignment != .lastBaseline })
    func vertical(_ testCase: StackCase) throws {
        // Swap every width and height: a 20×40, b 40×60, c 30×20 in a vertical stack 200 tall.
        // In a vertical stack .top means .leading and .bottom .trailing (UIKit's aliases), so the
        // transposed frames are the horizontal case's frames with x ↔ y and width ↔ height.
        var transposed = testCase
        transposed.axis = .vertical
        transposed.width = nil
        transposed.height = 200
        transposed.items = gridItems.map { StackItem(width: $0.height, height: $0.width) }
        transposed.frames = testCase.frames.map { $0.map { rect($0.origin.y, $0.origin.x, $0.size.height, $0.size.width) } }
        transposed.stackWidth = 40
        transposed.stackHeight = 200
        let (window, stack, views) = try layOut(transposed)
        check(transposed, stack, views)
        withExtendedLifetime(window) {}
    }
}

@Suite("StackView: right-to-left alignment in a vertical stack")
struct StackViewRightToLeftAlignmentTests {
    /// A vertical stack 100 wide at the window's leading edge in a right-to-left window, holding
    /// 40×10 and 60×10 items with spacing 5.
    private func layOut(_ alignment: StackView.Alignment) throws -> (Window, [View]) {
        let window = Window(size: Size(width: 400, height: 400), layoutDirection: .rightToLeft)
        let views = [StackItem.size(40, 10).makeView("a"), StackItem.size(60, 10).makeView("b")]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = alignment
        stack.spacing = 5
        window.addSubview(stack)
        try LayoutConstraint.activateOrThrow([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100),
        ])
        try window.layoutIfNeededOrThrow()
        return (window, views)
    }

    @Test("leading is the right edge, trailing the left; center and fill do not mirror")
    func mirrored() throws {
        // Leading = right: x = 100 − w (60, 40). Trailing = left: x = 0. Center: (100 − w) / 2.
        // Fill: x 0, width 100. Rows at y 0 and 15 in every case.
        let expectations: [(StackView.Alignment, [Double], [Double])] = [
            (.leading, [60, 40], [40, 60]),
            (.trailing, [0, 0], [40, 60]),
            (.center, [30, 20], [40, 60]),
            (.fill, [0, 0], [100, 100]),
        ]
        for (alignment, xs, widths) in expectations {
            let (window, views) = try layOut(alignment)
            for (index, view) in views.enumerated() {
                #expect(closeEnough(view.frame, rect(xs[index], [0, 15][index], widths[index], 10)),
                        "\(alignment) \(view.name): \(view.frame)")
            }
            withExtendedLifetime(window) {}
        }
    }
}

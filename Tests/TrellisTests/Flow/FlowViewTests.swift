import Testing
import TrellisTesting
@testable import Trellis

@Suite("Flow views")
struct FlowViewTests {
    /// A flow 20 pt inside a 400-wide window's leading, trailing and top edges (360 wide), item
    /// spacing 10, line spacing 5, with items a…f of intrinsic sizes 100×20, 150×20, 120×30,
    /// 80×20, 200×20, 50×20.
    final class Scene {
        let window: Window
        let flow = FlowView(name: "flow")
        let items: [View]

        init(direction: LayoutDirection = .leftToRight) {
            window = Window(size: Size(width: 400, height: 300), layoutDirection: direction)
            let sizes: [(String, Double, Double)] = [
                ("a", 100, 20), ("b", 150, 20), ("c", 120, 30), ("d", 80, 20), ("e", 200, 20), ("f", 50, 20),
            ]
            items = sizes.map { name, width, height in
                let view = View(name: name)
                view.intrinsicContentSize = Size(width: width, height: height)
                return view
            }
            flow.itemSpacing = 10
            flow.lineSpacing = 5
            for item in items { flow.addItem(item) }
            window.addSubview(flow)
            LayoutConstraint.activate {
                flow.leadingAnchor == window.leadingAnchor + 20
                flow.trailingAnchor == window.trailingAnchor - 20
                flow.topAnchor == window.topAnchor + 20
            }
        }
    }

    @Test("greedy line breaking: items fill a line while they fit, an exact fit stays, a too-wide item gets its own line")
    func breaking() {
        #expect(FlowView.breakLines(widths: [100, 150, 120, 80, 200, 50], available: 360, spacing: 10) == [[0, 1], [2, 3], [4, 5]])
        #expect(FlowView.breakLines(widths: [100, 150], available: 260, spacing: 10) == [[0, 1]])
        #expect(FlowView.breakLines(widths: [100, 150], available: 259.9, spacing: 10) == [[0], [1]])
        #expect(FlowView.breakLines(widths: [50, 500, 50], available: 360, spacing: 10) == [[0], [1], [2]])
        #expect(FlowView.breakLines(widths: [100, nil, 120], available: 230, spacing: 10) == [[0, 2]])
        #expect(FlowView.breakLines(widths: [], available: 100, spacing: 10) == [])
    }

    @Test("lines at 360: a b | c d | e f, each line as tall as its tallest item, the flow as tall as its lines")
    func lines() throws {
        let scene = Scene()
        // Line 1: 100 + 10 + 150 = 260, and 260 + 10 + 120 > 360. Line 2: 120 + 10 + 80 = 210,
        // + 10 + 200 > 360. Line 3: 200 + 10 + 50. Tops 0, 20 + 5 = 25, 25 + 30 + 5 = 60;
        // height 60 + 20 = 80. The line guides span their items.
        expectLayout(of: scene.window, record: .never, matches: """
            item                             x   y  width  height  window x  window y
            window                           0   0    400     300         0         0
              flow                          20  20    360      80        20        20
                a                            0   0    100      20        20        20
                b                          110   0    150      20       130        20
                c                            0  25    120      30        20        45
                d                          130  25     80      20       150        45
                e                            0  60    200      20        20        80
                f                          210  60     50      20       230        80
                TRELLIS-flow-line (guide)    0   0    260      20        20        20
                TRELLIS-flow-line (guide)    0  25    210      30        20        45
                TRELLIS-flow-line (guide)    0  60    260      20        20        80
            """)
        expectNoAmbiguity(in: scene.window)
    }

    @Test("a narrower window re-wraps into five lines without measuring the items again")
    func rewrap() throws {
        let scene = Scene()
        try scene.window.layoutIfNeededOrThrow()
        let measured = try #require(scene.flow.measuredWidths)
        scene.window.size = Size(width: 290, height: 300)
        try scene.window.layoutIfNeededOrThrow()
        // Width 250: a | b | c d | e | f (100 + 10 + 150 = 260 > 250; 200 + 10 + 50 = 260 > 250).
        // Tops 0, 25, 50, 50 + 30 + 5 = 85, 110; height 130.
        #expect(scene.flow.lines == [[0], [1], [2, 3], [4], [5]])
        #expect(scene.flow.measuredWidths == measured)
        expectFrame(scene.flow, 20, 20, 250, 130)
        for (item, frame) in zip(scene.items, [
            (0.0, 0.0, 100.0, 20.0), (0, 25, 150, 20), (0, 50, 120, 30), (130, 50, 80, 20), (0, 85, 200, 20), (0, 110, 50, 20),
        ]) {
            expectFrame(item, frame.0, frame.1, frame.2, frame.3)
        }
        // Back to 400: the three lines of the first layout.
        scene.window.size = Size(width: 400, height: 300)
        try scene.window.layoutIfNeededOrThrow()
        #expect(scene.flow.lines == [[0, 1], [2, 3], [4, 5]])
        expectFrame(scene.flow, 20, 20, 360, 80)
        expectNoAmbiguity(in: scene.window)
    }

    @Test("line alignment centre and trailing, item alignment centre and bottom")
    func alignments() throws {
        let scene = Scene()
        scene.flow.lineAlignment = .center
        scene.flow.itemAlignment = .center
        try scene.window.layoutIfNeededOrThrow()
        // Centred lines: (360 − 260) / 2 = 50, (360 − 210) / 2 = 75. d is centred in line 2's
        // 30 pt: y 25 + 5.
        expectFrame(scene.items[0], 50, 0, 100, 20)
        expectFrame(scene.items[1], 160, 0, 150, 20)
        expectFrame(scene.items[2], 75, 25, 120, 30)
        expectFrame(scene.items[3], 205, 30, 80, 20)
        expectFrame(scene.items[4], 50, 60, 200, 20)
        scene.flow.lineAlignment = .trailing
        scene.flow.itemAlignment = .bottom
        try scene.window.layoutIfNeededOrThrow()
        // Lines end at 360: a at 100, c at 150; d at the bottom of line 2: y 25 + 10.
        expectFrame(scene.items[0], 100, 0, 100, 20)
        expectFrame(scene.items[2], 150, 25, 120, 30)
        expectFrame(scene.items[3], 280, 35, 80, 20)
        expectNoAmbiguity(in: scene.window)
    }

    @Test("a hidden item collapses and leaves no spacing; showing it again restores the lines")
    func hiding() throws {
        let scene = Scene()
        try scene.window.layoutIfNeededOrThrow()
        scene.items[1].isHidden = true
        // a c d: 100 + 10 + 120 + 10 + 80 = 320 ≤ 360, then e f. Line 1 is 30 tall (c); line 2 at 35.
        expectLayout(of: scene.window, record: .never, matches: """
            item                             x   y  width  height  window x  window y  flags
            window                           0   0    400     300         0         0
              flow                          20  20    360      55        20        20
                a                            0   0    100      20        20        20
                b                            0   0      0       0        20        20  hidden
                c                          110   0    120      30       130        20
                d                          240   0     80      20       260        20
                e                            0  35    200      20        20        55
                f                          210  35     50      20       230        55
                TRELLIS-flow-line (guide)    0   0    320      30        20        20
                TRELLIS-flow-line (guide)    0  35    260      20        20        55
            """)
        scene.items[1].isHidden = false
        try scene.window.layoutIfNeededOrThrow()
        expectFrame(scene.flow, 20, 20, 360, 80)
        expectFrame(scene.items[1], 110, 0, 150, 20)
    }

    @Test("right to left: lines start at the right edge")
    func rightToLeft() throws {
        let scene = Scene(direction: .rightToLeft)
        try scene.window.layoutIfNeededOrThrow()
        // a's leading (right) edge at 360: x 260; b 10 further left: 260 − 10 − 150 = 100.
        expectFrame(scene.items[0], 260, 0, 100, 20)
        expectFrame(scene.items[1], 100, 0, 150, 20)
        expectFrame(scene.items[2], 240, 25, 120, 30)
    }

    @Test("an item's new intrinsic size re-measures and re-wraps; an item too wide is squeezed on its own line")
    func contentChange() throws {
        let scene = Scene()
        try scene.window.layoutIfNeededOrThrow()
        scene.items[0].intrinsicContentSize = Size(width: 500, height: 20)
        try scene.window.layoutIfNeededOrThrow()
        // a (500) cannot share a line and is squeezed to 360 by the required containment (its
        // compression resistance is 750); then b c (150 + 10 + 120 = 280, + 10 + 80 > 360) and
        // d e f (80 + 10 + 200 + 10 + 50 = 350). Tops 0, 25, 25 + 30 + 5 = 60.
        #expect(scene.flow.lines == [[0], [1, 2], [3, 4, 5]])
        expectFrame(scene.items[0], 0, 0, 360, 20)
        expectFrame(scene.items[2], 160, 25, 120, 30)
        expectFrame(scene.items[5], 300, 60, 50, 20)
    }

    @Test("spacing changes re-break; bad spacing is refused with a diagnostic; an empty flow is 0 tall")
    func settings() throws {
        let scene = Scene()
        scene.flow.itemSpacing = 40
        try scene.window.layoutIfNeededOrThrow()
        // 100 + 40 + 150 = 290, + 40 + 120 > 360: a b | c d (120 + 40 + 80 = 240, + 40 + 200 > 360) | e f (290).
        #expect(scene.flow.lines == [[0, 1], [2, 3], [4, 5]])
        expectFrame(scene.items[1], 140, 0, 150, 20)
        scene.flow.itemSpacing = -1
        scene.flow.lineSpacing = .infinity
        #expect(scene.flow.itemSpacing == 40 && scene.flow.lineSpacing == 5)
        #expect(scene.window.diagnostics.count == 2)
        for item in scene.items { item.removeFromSuperview() }
        try scene.window.layoutIfNeededOrThrow()
        #expect(scene.flow.items.isEmpty)
        expectFrame(scene.flow, 20, 20, 360, 0)
    }

    @Test("a width change that keeps the lines keeps every generated constraint")
    func keptLines() throws {
        let scene = Scene()
        try scene.window.layoutIfNeededOrThrow()
        let before = scene.flow.generatedConstraints
        scene.window.size = Size(width: 390, height: 300)
        try scene.window.layoutIfNeededOrThrow()
        // Width 350: a b (260), c d (210; + 10 + 200 > 350), e f (260): the same lines.
        let kept = scene.flow.generatedConstraints.elementsEqual(before, by: ===)
        #expect(kept)
        expectFrame(scene.flow, 20, 20, 350, 80)
    }

    @Test("in a vertical stack: the stack gives the flow its width, the lines give it its height")
    func inStack() throws {
        let scene = Scene()
        scene.flow.removeFromSuperview()
        let header = View(name: "header")
        header.intrinsicContentSize = Size(width: View.noIntrinsicMetric, height: 20)
        let stack = StackView(axis: .vertical, spacing: 10) { header; scene.flow }
        scene.window.addSubview(stack)
        LayoutConstraint.activate {
            stack.leadingAnchor == scene.window.leadingAnchor + 20
            stack.trailingAnchor == scene.window.trailingAnchor - 20
            stack.topAnchor == scene.window.topAnchor + 20
        }
        try scene.window.layoutIfNeededOrThrow()
        // The stack is 360 wide and fills its items' widths: the flow wraps at 360 into the three
        // lines of 80; below the 20-pt header and 10 of spacing: y 30, the stack 110 tall.
        expectFrame(scene.flow, 0, 30, 360, 80)
        expectFrame(stack, 20, 20, 360, 110)
        expectFrame(scene.items[5], 210, 60, 50, 20)
        expectNoAmbiguity(in: scene.window)
    }
}

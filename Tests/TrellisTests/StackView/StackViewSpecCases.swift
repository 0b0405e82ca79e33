import Testing
@testable import Trellis

// The worked cases T01–T30 of the stack-view spec (§6) with the spec's frames. Frames the spec
// leaves out are derived by hand where noted.

private let t03Items: [StackItem] = [
    StackItem(width: 200, height: 20, hugH: 300, crH: 300, hugV: 1000, crV: 1000),
    StackItem(width: 500, height: 30, hugH: 300, crH: 300, hugV: 1000, crV: 1000),
    StackItem(width: 600, height: 40, hugH: 330, crH: 330, hugV: 1000, crV: 1000),
]
private let t04Items: [StackItem] = [.pref(200, 300, 20, 250), .pref(500, 300, 30, 250), .pref(600, 330, 40, 250)]
private let t05Items: [StackItem] = [.pref(20, 250, 200, 300), .pref(30, 250, 500, 300), .pref(40, 250, 600, 330)]
private let t06Items: [StackItem] = [.pref(200, 300, 50, 250), .pref(500, 300, 60, 250), .pref(600, 330, 100, 250)]
private let t07Items: [StackItem] = [.pref(50, 300, 200, 300), .pref(60, 300, 500, 300), .pref(100, 300, 600, 330)]
private let t10Items: [StackItem] = [
    StackItem(width: 20, height: 200, hugH: 1000, crH: 1000, hugV: 300, crV: 300),
    StackItem(width: 30, height: 500, hugH: 1000, crH: 1000, hugV: 300, crV: 300),
    StackItem(width: 40, height: 600, hugH: 1000, crH: 1000, hugV: 330, crV: 330),
]
private let squares: [StackItem] = [100, 200, 300, 400, 500].map { .size($0, $0) }
private let third = 400.0 / 3

let specCases: [StackCase] = [
    // T01: V fill/fill, free; the spacing moves v2 down.
    StackCase(name: "T01 spacing 0", axis: .vertical, items: [.req(100, 20), .req(100, 40)],
              frames: [rect(0, 0, 100, 20), rect(0, 20, 100, 40)], stackWidth: 100, stackHeight: 60),
    StackCase(name: "T01 spacing 20", axis: .vertical, spacing: 20, items: [.req(100, 20), .req(100, 40)],
              frames: [rect(0, 0, 100, 20), rect(0, 40, 100, 40)], stackWidth: 100, stackHeight: 80),
    StackCase(name: "T01 spacing 50", axis: .vertical, spacing: 50, items: [.req(100, 20), .req(100, 40)],
              frames: [rect(0, 0, 100, 20), rect(0, 70, 100, 40)], stackWidth: 100, stackHeight: 110),
    // T03: V hiding; hidden frames derived from UISV-spacing-hidden @50 and the required heights.
    StackCase(name: "T03 none hidden", axis: .vertical, items: t03Items,
              frames: [rect(0, 0, 600, 20), rect(0, 20, 600, 30), rect(0, 50, 600, 40)],
              stackWidth: 600, stackHeight: 90),
    StackCase(name: "T03 v1 hidden", axis: .vertical, items: t03Items, hidden: [0],
              frames: [rect(0, -20, 600, 20), rect(0, 0, 600, 30), rect(0, 30, 600, 40)], stackHeight: 70),
    StackCase(name: "T03 v1 v2 hidden", axis: .vertical, items: t03Items, hidden: [0, 1],
              frames: [rect(0, -20, 600, 20), rect(0, -30, 600, 30), rect(0, 0, 600, 40)], stackHeight: 40),
    StackCase(name: "T03 all hidden", axis: .vertical, items: t03Items, hidden: [0, 1, 2], stackHeight: 0),
    // v2 hidden between v1 and v3: v2.top == v1.bottom + 0/2 @50.
    StackCase(name: "T03 v1 v3 visible", axis: .vertical, items: t03Items, hidden: [1],
              frames: [rect(0, 0, 600, 20), rect(0, 20, 600, 30), rect(0, 20, 600, 40)], stackHeight: 60),
    // T04: V alignments.
    StackCase(name: "T04 fill", axis: .vertical, items: t04Items,
              frames: [rect(0, 0, 600, 20), rect(0, 20, 600, 30), rect(0, 50, 600, 40)], stackWidth: 600, stackHeight: 90),
    StackCase(name: "T04 leading", axis: .vertical, alignment: .leading, items: t04Items,
              frames: [rect(0, 0, 200, 20), rect(0, 20, 500, 30), rect(0, 50, 600, 40)], stackWidth: 600, stackHeight: 90),
    StackCase(name: "T04 trailing", axis: .vertical, alignment: .trailing, items: t04Items,
              frames: [rect(400, 0, 200, 20), rect(100, 20, 500, 30), rect(0, 50, 600, 40)],
              stackWidth: 600, stackHeight: 90),
    StackCase(name: "T04 center", axis: .vertical, alignment: .center, items: t04Items,
              frames: [rect(200, 0, 200, 20), rect(50, 20, 500, 30), rect(0, 50, 600, 40)],
              stackWidth: 600, stackHeight: 90),
    // T05: H alignments.
    StackCase(name: "T05 fill", items: t05Items,
              frames: [rect(0, 0, 20, 600), rect(20, 0, 30, 600), rect(50, 0, 40, 600)], stackWidth: 90, stackHeight: 600),
    StackCase(name: "T05 top", alignment: .top, items: t05Items,
              frames: [rect(0, 0, 20, 200), rect(20, 0, 30, 500), rect(50, 0, 40, 600)], stackWidth: 90, stackHeight: 600),
    StackCase(name: "T05 bottom", alignment: .bottom, items: t05Items,
              frames: [rect(0, 400, 20, 200), rect(20, 100, 30, 500), rect(50, 0, 40, 600)],
              stackWidth: 90, stackHeight: 600),
    StackCase(name: "T05 center", alignment: .center, items: t05Items,
              frames: [rect(0, 200, 20, 200), rect(20, 50, 30, 500), rect(50, 0, 40, 600)],
              stackWidth: 90, stackHeight: 600),
    // T06/T07: fill with a fixed length; index 0 absorbs the surplus (tie rule).
    StackCase(name: "T06", axis: .vertical, height: 400, items: t06Items,
              frames: [rect(0, 0, 600, 240), rect(0, 240, 600, 60), rect(0, 300, 600, 100)]),
    StackCase(name: "T07", width: 400, items: t07Items,
              frames: [rect(0, 0, 240, 600), rect(240, 0, 60, 600), rect(300, 0, 100, 600)]),
    // T08: fillEqually, (400 − gaps) / 3.
    StackCase(name: "T08 V spacing 0", axis: .vertical, distribution: .fillEqually, height: 400, items: t06Items,
              frames: [rect(0, 0, 600, third), rect(0, third, 600, third), rect(0, 2 * third, 600, third)]),
    StackCase(name: "T08 V spacing 50", axis: .vertical, distribution: .fillEqually, spacing: 50, height: 400,
              items: t06Items, frames: [rect(0, 0, 600, 100), rect(0, 150, 600, 100), rect(0, 300, 600, 100)]),
    StackCase(name: "T08 H spacing 0", distribution: .fillEqually, width: 400, items: t07Items,
              frames: [rect(0, 0, third, 600), rect(third, 0, third, 600), rect(2 * third, 0, third, 600)]),
    StackCase(name: "T08 H spacing 50", distribution: .fillEqually, spacing: 50, width: 400, items: t07Items,
              frames: [rect(0, 0, 100, 600), rect(150, 0, 100, 600), rect(300, 0, 100, 600)]),
    // T09: margins-relative arrangement, margins (10, 20, 30, 40).
    StackCase(name: "T09 H", items: [.req(100, 100), .req(100, 100), .req(100, 100)],
              margins: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40),
              frames: [rect(20, 10, 100, 100), rect(120, 10, 100, 100), rect(220, 10, 100, 100)],
              stackWidth: 360, stackHeight: 140),
    StackCase(name: "T09 V", axis: .vertical, items: [.req(100, 100), .req(100, 100), .req(100, 100)],
              margins: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40),
              frames: [rect(20, 10, 100, 100), rect(20, 110, 100, 100), rect(20, 210, 100, 100)],
              stackWidth: 160, stackHeight: 340),
    // T10: H hiding; hidden frames derived as in T03.
    StackCase(name: "T10 none hidden", items: t10Items,
              frames: [rect(0, 0, 20, 600), rect(20, 0, 30, 600), rect(50, 0, 40, 600)], stackWidth: 90),
    StackCase(name: "T10 v1 hidden", items: t10Items, hidden: [0],
              frames: [rect(-20, 0, 20, 600), rect(0, 0, 30, 600), rect(30, 0, 40, 600)], stackWidth: 70),
    StackCase(name: "T10 v1 v2 hidden", items: t10Items, hidden: [0, 1],
              frames: [nil, nil, rect(0, 0, 40, 600)], stackWidth: 40),
    StackCase(name: "T10 all hidden", items: t10Items, hidden: [0, 1, 2], stackWidth: 0),
    StackCase(name: "T10 v1 v3 shown", items: t10Items, hidden: [1],
              frames: [rect(0, 0, 20, 600), rect(20, 0, 30, 600), rect(20, 0, 40, 600)], stackWidth: 60),
    // T12–T18: TZStackView's five squares, spacing 10, free.
    StackCase(name: "T12", spacing: 10, items: squares,
              frames: [rect(0, 0, 100, 500), rect(110, 0, 200, 500), rect(320, 0, 300, 500), rect(630, 0, 400, 500),
                       rect(1040, 0, 500, 500)], stackWidth: 1540, stackHeight: 500),
    StackCase(name: "T13", distribution: .fillEqually, spacing: 10, items: squares,
              frames: [0, 510, 1020, 1530, 2040].map { rect($0, 0, 500, 500) }, stackWidth: 2540, stackHeight: 500),
    StackCase(name: "T14", distribution: .fillProportionally, spacing: 10, items: squares,
              frames: [rect(0, 0, 100, 500), rect(110, 0, 200, 500), rect(320, 0, 300, 500), rect(630, 0, 400, 500),
                       rect(1040, 0, 500, 500)], stackWidth: 1540, stackHeight: 500),
    StackCase(name: "T15", distribution: .equalSpacing, alignment: .center, spacing: 10, items: squares,
              frames: [rect(0, 200, 100, 100), rect(110, 150, 200, 200), rect(320, 100, 300, 300),
                       rect(630, 50, 400, 400), rect(1040, 0, 500, 500)], stackWidth: 1540, stackHeight: 500),
    StackCase(name: "T16", distribution: .equalCentering, spacing: 10, items: squares,
              frames: [rect(0, 0, 100, 500), rect(410, 0, 200, 500), rect(820, 0, 300, 500), rect(1230, 0, 400, 500),
                       rect(1640, 0, 500, 500)], stackWidth: 2140, stackHeight: 500),
    StackCase(name: "T17", axis: .vertical, alignment: .leading, spacing: 10, items: squares,
              frames: [rect(0, 0, 100, 100), rect(0, 110, 200, 200), rect(0, 320, 300, 300), rect(0, 630, 400, 400),
                       rect(0, 1040, 500, 500)], stackWidth: 500, stackHeight: 1540),
    StackCase(name: "T18", axis: .vertical, distribution: .fillEqually, alignment: .trailing, spacing: 10,
              items: squares,
              frames: [rect(400, 0, 100, 500), rect(300, 510, 200, 500), rect(200, 1020, 300, 500),
                       rect(100, 1530, 400, 500), rect(0, 2040, 500, 500)], stackWidth: 500, stackHeight: 2540),
    // T19: TZStackView's README example.
    StackCase(name: "T19", distribution: .fillEqually, alignment: .center, spacing: 25,
              items: [.size(100, 100), .size(80, 80), .size(60, 60)],
              frames: [rect(0, 0, 100, 100), rect(125, 10, 100, 80), rect(250, 20, 100, 60)],
              stackWidth: 350, stackHeight: 100),
    // T20: D = 280; 200 × 160/280 = 800/7, 200 × 80/280 = 400/7, 200 × 40/280 = 200/7.
    StackCase(name: "T20", distribution: .fillProportionally, width: 200,
              items: [.size(160, 200), .size(80, 100), .size(40, 50)],
              frames: [rect(0, 0, 800.0 / 7, 200), rect(800.0 / 7, 0, 400.0 / 7, 200), rect(1200.0 / 7, 0, 200.0 / 7, 200)],
              stackWidth: 200, stackHeight: 200),
    // T21: D = 6 + 30 = 36; 600/36, 1200/36 at 999/998; the last takes 600 − 30 − 50 = 520.
    StackCase(name: "T21", distribution: .fillProportionally, spacing: 15, width: 600, height: 100,
              items: [.size(1, 1), .size(2, 2), .size(3, 3)],
              frames: [rect(0, 0, 600.0 / 36, 100), rect(15 + 600.0 / 36, 0, 1200.0 / 36, 100), rect(80, 0, 520, 100)]),
    // T22: D = 260; v0 = 400 × 100/260, v2 = 400 − 10 − v0; v1 at v0.maxX + 10/2.
    StackCase(name: "T22", distribution: .fillProportionally, spacing: 10, width: 400, height: 50,
              items: [.size(100, 30), .size(50, 30), .size(150, 30)], hidden: [1],
              frames: [rect(0, 0, 40000.0 / 260, 50), rect(40000.0 / 260 + 5, 0, 0, 50),
                       rect(40000.0 / 260 + 10, 0, 390 - 40000.0 / 260, 50)]),
    // T23: D = 220; v0 = 300 × 100/220, v1 == 0 @1000, v2 = 300 − 20 − v0.
    StackCase(name: "T23", distribution: .fillProportionally, spacing: 10, width: 300, height: 30,
              items: [.size(100, 30), .size(nil, 30), .size(100, 30)],
              frames: [rect(0, 0, 30000.0 / 220, 30), rect(30000.0 / 220 + 10, 0, 0, 30),
                       rect(30000.0 / 220 + 20, 0, 280 - 30000.0 / 220, 30)]),
    StackCase(name: "T23 fallback", distribution: .fillProportionally, width: 300, height: 30,
              items: [.size(nil, 30), .size(nil, 30), .size(nil, 30)],
              frames: [rect(0, 0, 100, 30), rect(100, 0, 100, 30), rect(200, 0, 100, 30)]),
    // T24: D = 210 ignores the custom 30; free: W = 30 + 20W/21 → 630; width 400: v0 = 400 × 10/21.
    StackCase(name: "T24 free", distribution: .fillProportionally, spacing: 10,
              items: [.size(100, 20), .size(100, 20)], customSpacing: [0: 30],
              frames: [rect(0, 0, 300, 20), rect(330, 0, 300, 20)], stackWidth: 630),
    StackCase(name: "T24 width 400", distribution: .fillProportionally, spacing: 10, width: 400,
              items: [.size(100, 20), .size(100, 20)], customSpacing: [0: 30],
              frames: [rect(0, 0, 4000.0 / 21, 20), rect(4000.0 / 21 + 30, 0, 370 - 4000.0 / 21, 20)]),
    // T25–T28: fill decided by hugging / compression, ties by index.
    StackCase(name: "T25", width: 200, height: 20,
              items: [.size(50, 20), StackItem(width: 50, height: 20, hugH: 251)],
              frames: [rect(0, 0, 150, 20), rect(150, 0, 50, 20)]),
    StackCase(name: "T26", width: 200, height: 20, items: [.size(50, 20), .size(50, 20)],
              frames: [rect(0, 0, 150, 20), rect(150, 0, 50, 20)]),
    StackCase(name: "T27", width: 250, height: 20,
              items: [StackItem(width: 100, height: 20, crH: 750), StackItem(width: 100, height: 20, crH: 749),
                      StackItem(width: 100, height: 20, crH: 751)],
              frames: [rect(0, 0, 100, 20), rect(100, 0, 50, 20), rect(150, 0, 100, 20)]),
    StackCase(name: "T28", width: 250, height: 20, items: [.size(100, 20), .size(100, 20), .size(100, 20)],
              frames: [rect(0, 0, 50, 20), rect(50, 0, 100, 20), rect(150, 0, 100, 20)]),
    // T29/T30: equalSpacing.
    StackCase(name: "T29", distribution: .equalSpacing, spacing: 10, width: 400, height: 20,
              items: [.size(40, 20), .size(100, 20), .size(60, 20)],
              frames: [rect(0, 0, 40, 20), rect(140, 0, 100, 20), rect(340, 0, 60, 20)]),
    StackCase(name: "T30", distribution: .equalSpacing, spacing: 10, width: 200, height: 20,
              items: [StackItem(width: 80, height: 20), StackItem(width: 80, height: 20, crH: 250),
                      StackItem(width: 80, height: 20)],
              frames: [rect(0, 0, 80, 20), rect(90, 0, 20, 20), rect(120, 0, 80, 20)]),
    StackCase(name: "T30 tie", distribution: .equalSpacing, spacing: 10, width: 200, height: 20,
              items: [.size(80, 20), .size(80, 20), .size(80, 20)],
              frames: [rect(0, 0, 20, 20), rect(30, 0, 80, 20), rect(120, 0, 80, 20)]),
]

@Suite("StackView: spec cases T01–T30")
struct StackViewSpecCaseTests {
    @Test("frames of the spec's worked case", arguments: specCases)
    func specCase(_ testCase: StackCase) throws {
        let (window, stack, views) = try layOut(testCase)
        check(testCase, stack, views)
        withExtendedLifetime(window) {}
    }

    @Test("T02: removing a middle view, inserting first and in the middle")
    func t02() throws {
        let base = StackCase(name: "T02", axis: .vertical, items: [.req(100, 20), .req(100, 30), .req(100, 40)])
        let (window, stack, views) = try layOut(base)
        #expect(stack.frame.size == Size(width: 100, height: 90))
        stack.removeArrangedSubview(views[1])
        views[1].removeFromSuperview()
        try window.layoutIfNeededOrThrow()
        expectFrame(views[0], 0, 0, 100, 20)
        expectFrame(views[2], 0, 20, 100, 40)
        #expect(stack.frame.size == Size(width: 100, height: 60))

        let (window2, stack2, views2) = try layOut(base)
        let inserted = StackItem.req(100, 40).makeView("new")
        stack2.insertArrangedSubview(inserted, at: 0)
        try window2.layoutIfNeededOrThrow()
        expectFrame(inserted, 0, 0, 100, 40)
        expectFrame(views2[0], 0, 40, 100, 20)
        expectFrame(views2[1], 0, 60, 100, 30)
        expectFrame(views2[2], 0, 90, 100, 40)
        #expect(stack2.frame.size == Size(width: 100, height: 130))

        let (window3, stack3, views3) = try layOut(base)
        stack3.insertArrangedSubview(StackItem.req(100, 40).makeView("new"), at: 1)
        try window3.layoutIfNeededOrThrow()
        #expect(views3[1].frame.minY == 60)
    }

    @Test("T11: inserting into an empty stack at 0 and 1")
    func t11() throws {
        let (window, stack, _) = try layOut(StackCase(name: "T11", items: []))
        let v1 = StackItem.req(20, 100).makeView("v1")
        let v2 = StackItem.req(30, 100).makeView("v2")
        stack.insertArrangedSubview(v1, at: 0)
        stack.insertArrangedSubview(v2, at: 1)
        try window.layoutIfNeededOrThrow()
        expectFrame(v1, 0, 0, 20, 100)
        expectFrame(v2, 20, 0, 30, 100)
        #expect(stack.frame.size == Size(width: 50, height: 100))
    }
}

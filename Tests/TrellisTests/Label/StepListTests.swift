import Testing
@testable import Trellis

/// Seed 000's step list: four dots (`pp`, 24 × 24) and four multi-line labels (`dd`) staggered
/// left and right of them, on a 393 × 852 iPhone with safe area (59, 0, 34, 0).
///
/// Widths. The window is compact, so its margins are 16 pt left and right of the safe area
/// (0, 0): the margins guide is x 16…377. The safe width 393 is not 88 pt wider than 672, so
/// the readable guide is the margins guide. With c the dots' common centre x and W the labels'
/// common width: dd[0] spans 16…c − 12 and dd[1] spans c + 12…377, so c − 28 = 365 − c,
/// c = 196.5, W = 196.5 − 12 − 16 = 168.5; dots at x 184.5, left labels at 16, right at 208.5.
///
/// Lines. The default font advances each kana and kanji (and 、。) by 17 pt and the ASCII space
/// by 8.5 pt; floor(168.5 / 17) = 9 wide characters fit a line, or 9 with one space
/// (8 × 17 + 8.5 + 17 = 161.5, see the lines below). Kinsoku moves a character down whenever the
/// next line would start with 、 or 。. Heights are lines × 20.4.
@Suite("Seed 000: the staggered step list")
struct StepListTests {
    static let texts = [
        "春はあけぼの。やうやう白くなりゆく山ぎは、すこしあかりて、紫だちたる 雲のほそくたなびきたる。",
        "夏は夜。月のころはさらなり。やみもなほ、蛍の多く飛びちがひたる。また、 ただ一つ二つなど、ほのかにうち光りて行くもをかし。"
            + "雨など降るもをかし。",
        "秋は夕暮れ。夕日のさして山の端いと近うなりたるに、烏の寝どころへ行く とて、三つ四つ、二つ三つなど、飛びいそぐさへあはれなり。"
            + "まいて雁などの つらねたるが、いと小さく見ゆるはいとをかし。日入りはてて、風の音、虫の 音など、はたいふべきにあらず。",
        "冬はつとめて。雪の降りたるはいふべきにもあらず、霜のいと白きも、また さらでもいと寒きに、火など急ぎおこして、炭もて渡るも"
            + "いとつきづきし。 昼になりて、ぬるくゆるびもていけば、火桶の火も白き灰がちになりてわろし",
    ]

    /// The article's hierarchy and constraints, in its order.
    static func makeList(shrink: LayoutPriority = 700) throws -> (Window, [View], [Label]) {
        let window = Window(size: Size(width: 393, height: 852),
                            safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let pp = (0..<4).map { View(name: "pp[\($0)]") }
        let dd = (0..<4).map { Label(texts[$0], name: "dd[\($0)]") }
        for label in dd { label.numberOfLines = 0 }
        for view in pp + dd { window.addSubview(view) }
        let readable = window.readableContentGuide
        var constraints: [LayoutConstraint] = []
        for i in 0..<4 {
            constraints += [
                pp[i].centerYAnchor.constraint(equalTo: dd[i].centerYAnchor),
                pp[i].widthAnchor.constraint(equalToConstant: 24),
                pp[i].heightAnchor.constraint(equalToConstant: 24),
            ]
        }
        for i in 0..<3 {
            constraints += [
                pp[i].centerXAnchor.constraint(equalTo: pp[i + 1].centerXAnchor),
                dd[i].widthAnchor.constraint(equalTo: dd[i + 1].widthAnchor),
                pp[i].bottomAnchor.constraint(lessThanOrEqualTo: dd[i + 1].topAnchor),
                dd[i].bottomAnchor.constraint(lessThanOrEqualTo: pp[i + 1].topAnchor),
            ]
        }
        for i in [0, 2] {
            constraints += [
                dd[i].leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                dd[i].trailingAnchor.constraint(equalTo: pp[i].leadingAnchor),
                dd[i + 1].leadingAnchor.constraint(equalTo: pp[i + 1].trailingAnchor),
                dd[i + 1].trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            ]
        }
        constraints.append(dd[0].topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor))
        let pull = dd[3].bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor)
        pull.priority = shrink
        constraints.append(pull)
        try LayoutConstraint.activateOrThrow(constraints)
        return (window, pp, dd)
    }

    @Test("each paragraph wraps at 168.5 pt into the lines derived by hand")
    func lines() throws {
        let (window, _, dd) = try Self.makeList()
        try window.layoutIfNeededOrThrow()
        #expect(dd.map { $0.textLayout.lines.map(\.text) } == [
            // 9 a line; "ほそくたなびきたる" would leave "。" to start line 6, so "る" moves down.
            ["春はあけぼの。やう", "やう白くなりゆく山", "ぎは、すこしあかり", "て、紫だちたる 雲の", "ほそくたなびきた", "る。"],
            ["夏は夜。月のころは", "さらなり。やみもな", "ほ、蛍の多く飛びち", "がひたる。また、 た",
             "だ一つ二つなど、ほ", "のかにうち光りて行", "くもをかし。雨など", "降るもをかし。"],
            // "行く とて" (161.5) fits, but "、" may not start the next line: "て" moves down.
            // The same happens to "ど" after "虫の 音な".
            ["秋は夕暮れ。夕日の", "さして山の端いと近", "うなりたるに、烏の", "寝どころへ行く と",
             "て、三つ四つ、二つ", "三つなど、飛びいそ", "ぐさへあはれなり。", "まいて雁などの つら",
             "ねたるが、いと小さ", "く見ゆるはいとをか", "し。日入りはてて、", "風の音、虫の 音な",
             "ど、はたいふべきに", "あらず。"],
            ["冬はつとめて。雪の", "降りたるはいふべき", "にもあらず、霜のい", "と白きも、また さら",
             "でもいと寒きに、火", "など急ぎおこして、", "炭もて渡るもいとつ", "きづきし。 昼になり",
             "て、ぬるくゆるびも", "ていけば、火桶の火", "も白き灰がちになり", "てわろし"],
        ])
        // 9 × 17 = 153; 8 × 17 + 8.5 = 144.5 with the space hanging inside; 8 × 17 + 8.5 + 17 = 161.5.
        #expect(dd[0].textLayout.lines.map(\.width) == [153, 153, 153, 161.5, 136, 34])
        #expect(dd[2].textLayout.lines[3].width == 144.5)
    }

    @Test("at 700 the labels keep their heights and the list packs up from the safe area")
    func framesAt700() throws {
        let (window, pp, dd) = try Self.makeList()
        try window.layoutIfNeededOrThrow()
        // Heights: 6, 8, 14 and 12 lines × 20.4 = 122.4, 163.2, 285.6, 244.8.
        // dd[0]: top 59 (safe area), centre 59 + 61.2 = 120.2 → pp[0] 108.2…132.2.
        expectFrame(dd[0], 16, 59, 168.5, 122.4)
        expectFrame(pp[0], 184.5, 108.2, 24, 24)
        // dd[1].top ≥ pp[0].bottom = 132.2, and ≥ 111.8 so that pp[1].top ≥ dd[0].bottom = 181.4
        // (centre 193.4 − 81.6): 132.2. Centre 213.8 → pp[1] 201.8…225.8.
        expectFrame(dd[1], 208.5, 132.2, 168.5, 163.2)
        expectFrame(pp[1], 184.5, 201.8, 24, 24)
        // dd[2].top ≥ 225.8, and ≥ 295.4 + 12 − 142.8 = 164.6: 225.8. Centre 368.6 → pp[2] 356.6.
        expectFrame(dd[2], 16, 225.8, 168.5, 285.6)
        expectFrame(pp[2], 184.5, 356.6, 24, 24)
        // dd[3].top ≥ pp[2].bottom = 380.6, and ≥ dd[2].bottom + 12 − 122.4 = 511.4 + 12 − 122.4 = 401:
        // 401. Centre 523.4 → pp[3] 511.4, right under dd[2]'s bottom.
        expectFrame(dd[3], 208.5, 401, 168.5, 244.8)
        expectFrame(pp[3], 184.5, 511.4, 24, 24)
        #expect(window.diagnostics.isEmpty)
    }

    @Test("at 760 the pull beats compression resistance: the labels are crushed, the dots survive")
    func framesAt760() throws {
        let (window, pp, dd) = try Self.makeList(shrink: 760)
        try window.layoutIfNeededOrThrow()
        // With every height h the tops go 59, 59 + (h/2 + 12), …, so dd[3].bottom =
        // 59 + 3 × (h/2 + 12) + h = 95 + 2.5h; the 760 pull makes that 59: h = −14.4. Nothing keeps a
        // size non-negative, as in UIKit; the dots keep their required 24 × 24, 4.8 pt apart.
        for (i, label) in dd.enumerated() {
            let top = 59 + Double(i) * 4.8
            expectFrame(label, i % 2 == 0 ? 16 : 208.5, top, 168.5, -14.4)
            expectFrame(pp[i], 184.5, top - 7.2 - 12, 24, 24)
        }
        #expect(abs(dd[3].frame.origin.y + dd[3].frame.size.height - 59) < 1e-9)
    }

    @Test("the first layout after a text change wraps the new text at the same width")
    func textChange() throws {
        let (window, pp, dd) = try Self.makeList()
        try window.layoutIfNeededOrThrow()
        dd[0].text = "春はあけぼの。"  // 7 × 17 = 119: one line, 20.4 tall
        try window.layoutIfNeededOrThrow()
        expectFrame(dd[0], 16, 59, 168.5, 20.4)
        // pp[0]: centre 69.2 → 57.2…81.2; dd[1].top ≥ max(81.2, 59 + 20.4 + 12 − 81.6 = 9.8) = 81.2.
        expectFrame(pp[0], 184.5, 57.2, 24, 24)
        expectFrame(dd[1], 208.5, 81.2, 168.5, 163.2)
    }
}

// The text workload (issue 8): measure and wrap 10,000 labels of 200 characters, the work a
// list of multi-line labels costs before any constraint is solved.

import Trellis

/// 200 characters mixing Japanese (with kinsoku punctuation) and Latin words, varied per label so
/// no two labels share a line-break pattern.
func sampleParagraph(_ index: Int) -> String {
    let japanese = Array("春はあけぼの。やうやう白くなりゆく山ぎは、すこしあかりて、紫だちたる雲のほそくたなびきたる。")
    let latin = ["layout ", "solver ", "priority ", "anchor ", "stack "]
    var text = ""
    var step = index
    while text.count < 200 {
        if step % 3 == 0 {
            text += latin[step % latin.count]
        } else {
            text.append(japanese[step % japanese.count])
        }
        step += 7
    }
    return String(text.prefix(200))
}

/// text-wrap: one op = lay out n labels' text at 300 pt (unlimited lines, word wrap).
func runTextWrap(_ n: Int, _ budget: Double) throws -> Measurement {
    let texts = (0..<n).map(sampleParagraph)
    var loop = OpLoop(budgetSeconds: budget)
    var lines = 0
    while loop.more {
        lines = loop.time {
            var total = 0
            for text in texts { total += TextLayout(text, numberOfLines: 0, maxWidth: 300).lines.count }
            return total
        }
    }
    // Every paragraph is at least 200 half-width advances (8.5 pt) wide: more than 5 lines at 300 pt.
    try expect(lines >= 5 * n, "text-wrap: \(lines) lines for \(n) labels")
    return loop.finish()
}

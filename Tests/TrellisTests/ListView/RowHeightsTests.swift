import Testing
@testable import Trellis

@Suite("ListView.RowHeights (Fenwick tree)")
struct RowHeightsTests {
    @Test("tops, totals and the row under a y agree with plain sums through every change")
    func againstPlainSums() {
        var heights = ListView.RowHeights(count: 37, estimate: 10)
        var plain = Array(repeating: 10.0, count: 37)
        var hidden = Array(repeating: false, count: 37)
        func check() {
            let counted = zip(plain, hidden).map { $1 ? 0 : $0 }
            var sum = 0.0
            for row in 0..<counted.count {
                #expect(abs(heights.top(of: row) - sum) < 1e-9)
                if counted[row] > 0 { #expect(heights.row(containing: sum + counted[row] / 2) == row) }
                sum += counted[row]
            }
            #expect(abs(heights.total - sum) < 1e-9)
            #expect(heights.row(containing: sum + 1) == counted.count)
        }
        check()
        for (row, height) in [(0, 25.0), (5, 3), (36, 7.5), (17, 0)] {
            heights.setMeasured(row, height: height)
            plain[row] = height
        }
        check()
        heights.setHidden(5, true)
        hidden[5] = true
        heights.setHidden(6, true)
        hidden[6] = true
        check()
        heights.insert([0, 3, 39])
        for row in [0, 3, 39] {
            plain.insert(10, at: row)
            hidden.insert(false, at: row)
        }
        check()
        heights.remove([1, 2, 20])
        for row in [20, 2, 1] {
            plain.remove(at: row)
            hidden.remove(at: row)
        }
        check()
        heights.setEstimate(4)
        for row in plain.indices where !heights.isMeasured(row) { plain[row] = 4 }
        check()
        heights.setHidden(4, false)
        hidden[4] = false
        check()
        #expect(heights.count == 37)
    }

    @Test("zero-height rows are passed over; y below 0 is row 0; an empty list has no rows")
    func edges() {
        var heights = ListView.RowHeights(count: 3, estimate: 10)
        heights.setMeasured(1, height: 0)
        #expect(heights.row(containing: 10) == 2)
        #expect(heights.row(containing: -5) == 0)
        #expect(ListView.RowHeights(count: 0, estimate: 10).row(containing: 0) == 0)
        #expect(ListView.RowHeights(count: 0, estimate: 10).total == 0)
    }
}

// The heights of a list's rows and their running sums.
//
// Each row has a height: measured, or the estimate until it is measured; a hidden row counts as
// 0 but keeps its height for when it shows again. The counted heights live in a Fenwick tree
// (a binary indexed tree): node k holds the sum of the rows in (k − lowbit(k), k], so the top of a
// row (the sum of the rows before it) is at most log₂ n additions, changing one row's height
// is at most log₂ n additions, and the row under a given y is one descent through the tree. Only
// inserting or deleting rows is linear: the arrays shift and the tree is rebuilt in O(n), still
// without measuring anything.
//
// Per row: 8 bytes of height, 8 of tree, 1 of flags.

extension ListView {
    /// Row heights (measured or estimated, hidden rows counting 0) with O(log n) prefix sums.
    struct RowHeights {
        /// Whether a row's height is measured, whether it is hidden, and whether it was
        /// measured as a header or footer without a view.
        struct Flags: OptionSet {
            let rawValue: UInt8
            static let measured = Flags(rawValue: 1)
            static let hidden = Flags(rawValue: 2)
            static let empty = Flags(rawValue: 4)
        }

        /// The height a row has while it is not measured.
        private(set) var estimate: Double
        /// Each row's own height (kept while it is hidden).
        private var heights: [Double] = []
        private var flags: [Flags] = []
        /// 1-based Fenwick tree over the counted heights; `tree[0]` is unused.
        private var tree: [Double] = [0]

        /// `count` rows, none measured.
        init(count: Int, estimate: Double) {
            self.estimate = estimate
            heights = Array(repeating: estimate, count: count)
            flags = Array(repeating: [], count: count)
            // Node k covers lowbit(k) rows of the same height.
            tree = (0...count).map { k in estimate * Double(k & -k) }
        }

        /// The number of rows.
        var count: Int { heights.count }

        /// Whether `row`'s height has been measured.
        func isMeasured(_ row: Int) -> Bool { flags[row].contains(.measured) }

        /// Whether `row` is hidden.
        func isHidden(_ row: Int) -> Bool { flags[row].contains(.hidden) }

        /// Whether `row` is a header or footer measured without a view (0 tall, nothing to place).
        func isEmpty(_ row: Int) -> Bool { flags[row].contains(.empty) }

        /// The number of measured rows. O(n).
        var measuredCount: Int { flags.reduce(0) { $0 + ($1.contains(.measured) ? 1 : 0) } }

        /// The height `row` takes in the list: 0 when hidden.
        func height(of row: Int) -> Double { isHidden(row) ? 0 : heights[row] }

        /// The sum of the heights of the rows before `row` (`row` may be ``count``). O(log n).
        func top(of row: Int) -> Double {
            var sum = 0.0
            var k = row
            while k > 0 {
                sum += tree[k]
                k &= k - 1
            }
            return sum
        }

        /// The height of all rows. O(log n).
        var total: Double { top(of: count) }

        /// The last row whose top is at or above `y`: the row whose extent holds `y` (rows of
        /// height 0 at `y` are passed over); 0 for `y` < 0, ``count`` when `y` is at or below
        /// the end. O(log n).
        func row(containing y: Double) -> Int {
            guard y >= 0 else { return 0 }
            var position = 0
            var remaining = y
            var step = 1
            while step * 2 < tree.count { step *= 2 }
            while step > 0 {
                let next = position + step
                if next < tree.count, tree[next] <= remaining {
                    position = next
                    remaining -= tree[next]
                }
                step /= 2
            }
            // The descent adds the same nodes as `top(of:)` in another order; settle rounding
            // in the last bits so the answer agrees with `top(of:)` exactly.
            while position > 0, top(of: position) > y { position -= 1 }
            while position < count, top(of: position + 1) <= y { position += 1 }
            return position
        }

        /// Records `row`'s measured height.
        mutating func setMeasured(_ row: Int, height: Double) {
            flags[row].insert(.measured)
            setHeight(row, height)
        }

        /// Records that `row` has no view: it is measured, 0 tall.
        mutating func setMeasuredEmpty(_ row: Int) {
            flags[row].insert(.empty)
            setMeasured(row, height: 0)
        }

        /// Forgets `row`'s measurement: it counts as the estimate again.
        mutating func invalidate(_ row: Int) {
            flags[row].subtract([.measured, .empty])
            setHeight(row, estimate)
        }

        /// Forgets every measurement (the width changed). O(n).
        mutating func invalidateAll() {
            for row in 0..<count {
                flags[row].subtract([.measured, .empty])
                heights[row] = estimate
            }
            rebuild()
        }

        /// Hides or shows `row`; its own height is kept.
        mutating func setHidden(_ row: Int, _ hidden: Bool) {
            guard hidden != isHidden(row) else { return }
            let delta = hidden ? -heights[row] : heights[row]
            if hidden { flags[row].insert(.hidden) } else { flags[row].remove(.hidden) }
            add(delta, at: row)
        }

        /// Changes the estimate of every row not yet measured. O(n).
        mutating func setEstimate(_ value: Double) {
            estimate = value
            for row in 0..<count where !isMeasured(row) { heights[row] = value }
            rebuild()
        }

        /// What a row keeps when it moves: its height (measured or not) and its flags.
        struct Carried {
            let height: Double
            let flags: Flags
        }

        /// What `row` would take with it to another place.
        func carried(_ row: Int) -> Carried { Carried(height: heights[row], flags: flags[row]) }

        /// Inserts rows so that they end up at `rows` (ascending, each at most the count at its
        /// turn): unmeasured, or with what `carried` holds for the row at the same position
        /// (a moved row). O(n).
        mutating func insert(_ rows: [Int], carrying carried: [Carried?] = []) {
            for (index, row) in rows.enumerated() {
                let moved = index < carried.count ? carried[index] : nil
                heights.insert(moved?.height ?? estimate, at: row)
                flags.insert(moved?.flags ?? [], at: row)
            }
            rebuild()
        }

        /// Removes `rows` (ascending, distinct, in range). O(n).
        mutating func remove(_ rows: [Int]) {
            for row in rows.reversed() {
                heights.remove(at: row)
                flags.remove(at: row)
            }
            rebuild()
        }

        private mutating func setHeight(_ row: Int, _ height: Double) {
            let old = self.height(of: row)
            heights[row] = height
            let new = self.height(of: row)
            if new != old { add(new - old, at: row) }
        }

        private mutating func add(_ delta: Double, at row: Int) {
            var k = row + 1
            while k < tree.count {
                tree[k] += delta
                k += k & -k
            }
        }

        /// Builds the tree from the heights in O(n).
        private mutating func rebuild() {
            tree = Array(repeating: 0, count: count + 1)
            for k in 1..<tree.count {
                tree[k] += height(of: k - 1)
                let parent = k + (k & -k)
                if parent < tree.count { tree[parent] += tree[k] }
            }
        }
    }
}

/// The best row to pivot on among those offered: the lowest ratio (the row that blocks a move
/// first); among equal ratios the shortest row, then the newest (highest symbol id). Under
/// Bland's rule, equal ratios go to the lowest id instead, as the rule needs to stop cycling.
///
/// Equal ratios are common in layouts: every row of a stack sized by its widest row that ties
/// for widest has a slack row at ratio 0. The chosen row is substituted into every row that
/// mentions the entering symbol, so a short one rewrites fewer cells now. Newest, because a
/// change removes constraints oldest first (the engine hands them over in the order they were
/// added): the chosen row's symbols then spread into rows the rest of the change does not remove
/// next. Oldest first, the widest-row bookkeeping moved to the row removed next, and hiding the
/// last view of every row of such a stack rewrote every row once per row (729 rows rewritten
/// at 20 rows, 10,119 at 80; now 197 and 797).
struct PivotCandidate {
    private(set) var symbol: Int32?
    private(set) var ratio = Double.infinity
    private var size = Int.max
    private let bland: Bool

    init(bland: Bool = false) {
        self.bland = bland
    }

    /// Offers row `candidate`, of `size` cells, blocking at `ratio`. The size is read only when
    /// it can matter (the row becomes the best, or ties with it): a removal in a long chain
    /// scans hundreds of rows, almost all at other ratios.
    @inline(__always)
    mutating func offer(_ candidate: Int32, ratio candidateRatio: Double, size candidateSize: @autoclosure () -> Int) {
        guard let symbol, candidateRatio >= ratio else {
            return take(candidate, candidateRatio, candidateSize())
        }
        guard candidateRatio == ratio else { return }
        if bland {
            if candidate < symbol { take(candidate, candidateRatio, size) }
            return
        }
        let tiedSize = candidateSize()
        if tiedSize < size || (tiedSize == size && candidate > symbol) { take(candidate, candidateRatio, tiedSize) }
    }

    @inline(__always)
    private mutating func take(_ candidate: Int32, _ candidateRatio: Double, _ candidateSize: Int) {
        symbol = candidate
        ratio = candidateRatio
        size = candidateSize
    }
}

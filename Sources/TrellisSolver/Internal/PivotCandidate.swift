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

    /// Offers row `candidate`, of `size` cells, blocking at `ratio`.
    @inline(__always)
    mutating func offer(_ candidate: Int32, ratio candidateRatio: Double, size candidateSize: Int) {
        if let symbol, !isBetter(candidate, candidateRatio, candidateSize, than: symbol) { return }
        symbol = candidate
        ratio = candidateRatio
        size = candidateSize
    }

    @inline(__always)
    private func isBetter(_ candidate: Int32, _ candidateRatio: Double, _ candidateSize: Int, than current: Int32) -> Bool {
        if candidateRatio != ratio { return candidateRatio < ratio }
        if bland { return candidate < current }
        if candidateSize != size { return candidateSize < size }
        return candidate > current
    }
}

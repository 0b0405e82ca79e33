/// A linear expression over symbols: `constant + Σ coefficient · symbol`.
///
/// In the tableau a row belongs to a basic symbol `b` and reads `b = constant + Σ cᵢ·sᵢ`, where
/// every `sᵢ` is parametric (sits at zero). Cells that cancel to rounding residue
/// (``Tolerance/cancels(_:_:_:)``) are dropped, so presence of a cell means a real dependency.
struct SparseRow {
    /// The constant term; for a basic row, the current value of its basic symbol.
    var constant: Double
    /// The magnitude of the numbers ``constant`` was computed from: the largest of the initial
    /// constant and every amount later added to it. Its rounding error is a small multiple of
    /// `scale × ulp`, so whether the constant is zero is decided relative to it
    /// (``Tolerance/isZero(_:)``). It only grows, except when the row is multiplied by a factor.
    var scale: Double
    /// The non-zero cells.
    private(set) var cells = SparseMap<Double>()

    /// Creates a row with only a constant.
    init(constant: Double = 0) {
        self.constant = constant
        scale = abs(constant)
    }

    /// Adds `delta` to the constant, widening ``scale`` to cover it.
    @inline(__always)
    mutating func shiftConstant(by delta: Double) {
        constant += delta
        scale = max(scale, abs(delta))
    }

    /// Adds `factor × other.constant` to the constant, widening ``scale`` to cover that amount.
    @inline(__always)
    mutating func addConstant(of other: SparseRow, times factor: Double) {
        let delta = other.constant * factor
        constant += delta
        scale = max(scale, abs(delta))
    }


    /// The coefficient of `symbol`, zero when absent.
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        guard let position = cells.position(of: symbol) else { return 0 }
        return cells.value(at: position)
    }

    /// What adding to one cell did; the tableau uses it to keep its column index exact.
    enum CellChange { case inserted, updated, removed, unchanged }

    /// Adds `delta` to the coefficient of `symbol`, dropping the cell when it cancels to zero.
    @inline(__always)
    @discardableResult
    mutating func add(_ symbol: Int32, _ delta: Double) -> CellChange { addReporting(symbol, delta).change }

    /// ``add(_:_:)``, also returning the symbol's new coefficient (zero when it has no cell).
    ///
    /// Kept out of line for the instruction cache, as the tableau's objective update is (see
    /// there for the measurement): every row and objective update carried its own copy of the
    /// lookup, append and removal.
    @inline(never)
    mutating func addReporting(_ symbol: Int32, _ delta: Double) -> (change: CellChange, coefficient: Double) {
        if let position = cells.position(of: symbol) {
            let old = cells.value(at: position)
            let sum = old + delta
            if Tolerance.cancels(sum, old, delta) {
                cells.remove(at: position)
                return (.removed, 0)
            }
            cells.setValue(sum, at: position)
            return (.updated, sum)
        }
        if Tolerance.isNegligible(delta) { return (.unchanged, 0) }
        cells.append(symbol, delta)
        return (.inserted, delta)
    }

    /// Adds a cell for `symbol`, which the row does not mention (a symbol made for this row, or
    /// a variable new to the tableau): no lookup, and no cancellation to test for.
    @inline(__always)
    mutating func addAbsent(_ symbol: Int32, _ coefficient: Double) { cells.append(symbol, coefficient) }

    /// Appends cells for symbols the row does not mention, each once: a row whose cells were
    /// summed elsewhere is written without a lookup per cell.
    mutating func appendAbsent(contentsOf newCells: [Cell<Double>]) { cells.append(contentsOf: newCells) }

    /// Adds `factor × other` to this row (constant included), ignoring column bookkeeping.
    mutating func add(_ other: SparseRow, times factor: Double) {
        addConstant(of: other, times: factor)
        // Into a row with no cells yet (a new row whose first term is a basic variable), the
        // cells are copied in one block and scaled, unless scaling makes one negligible (which a
        // cell-by-cell add would leave out): a lookup per cell found nothing every time.
        if cells.isEmpty,
            !other.cells.withCells({ $0.contains { Tolerance.isNegligible($0.value * factor) } })
        {
            cells.append(contentsOf: other.cells) { $0 * factor }
            return
        }
        other.cells.withCells { cells in
            for cell in cells { add(cell.key, cell.value * factor) }
        }
    }

    /// Removes `symbol` and returns its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double { cells.remove(symbol) ?? 0 }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func multiply(by factor: Double) {
        constant *= factor
        scale *= abs(factor)
        cells.modifyValues { $0 *= factor }
    }

    /// Rewrites `0 = self` as `symbol = …`: removes `symbol` and divides the rest by its negated
    /// coefficient. `symbol` must be present.
    mutating func solve(for symbol: Int32) {
        let coefficient = remove(symbol)
        multiply(by: -1 / coefficient)
    }

    /// Rewrites `lhs = self` as `rhs = …` (a pivot between two symbols): `rhs` must be present.
    mutating func solve(for rhs: Int32, replacing lhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }
}

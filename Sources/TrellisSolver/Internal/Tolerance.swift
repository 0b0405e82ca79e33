/// Every numeric tolerance the solver uses, in one place.
///
/// The solver works in plain `Double` arithmetic. Values that should be zero after a chain of
/// pivots come out as tiny residues (1e-15 … 1e-11 for layout-sized numbers), so each comparison
/// that decides *structure* (drop a cell, call a row infeasible, call a constraint redundant)
/// goes through one of these thresholds instead of an exact test.
enum Tolerance {
    /// A coefficient or constant whose magnitude is below this is treated as zero: such cells are
    /// dropped from rows, such negative constants do not make a row infeasible, and a row whose
    /// constant is below it counts as "constant zero" when choosing a subject.
    ///
    /// kiwi uses the same absolute 1e-8. Layout coordinates stay below ~1e6 and multipliers above
    /// ~1e-5, so genuine coefficients stay well above it.
    static let epsilon: Double = 1e-8

    /// Relative slack allowed when deciding that phase one (the artificial objective) reached zero,
    /// i.e. that a required constraint is satisfiable: `residual <= feasibility * max(1, |start|)`.
    static let feasibility: Double = 1e-7

    /// Consecutive degenerate pivots after which the entering rule switches from "steepest in the
    /// highest level" to Bland's lowest-index rule, which cannot cycle.
    static let degeneratePivotsBeforeBland = 50

    /// Relative part of the zero test for row constants: a constant computed from numbers of
    /// magnitude `scale` (``SparseRow/scale``) is zero when within `relative × scale`.
    static let relative: Double = 1e-11

    /// The threshold below which a row constant of magnitude bound `scale` counts as zero.
    @inline(__always)
    static func zero(scale: Double) -> Double { max(epsilon, relative * scale) }

    /// Returns whether the constant of `row` is zero within ``zero(scale:)``.
    @inline(__always)
    static func isZero(_ row: SparseRow) -> Bool { abs(row.constant) <= zero(scale: row.scale) }

    /// The (looser) threshold the debug self-checks use to call a row infeasible.
    static func audit(scale: Double) -> Double { max(1e-6, 1e-9 * scale) }

    /// Whether `sum = old + delta` is cancellation residue: tiny relative to the terms that
    /// produced it. Relative, so that a genuine small coefficient (a 1e-5 multiplier times
    /// another) survives while the rounding residue of large ones is dropped.
    @inline(__always)
    static func cancels(_ sum: Double, _ old: Double, _ delta: Double) -> Bool {
        abs(sum) <= 1e-12 * max(abs(old), abs(delta)) || abs(sum) < 1e-14
    }

    /// Whether a new coefficient is too small to be more than rounding residue.
    @inline(__always)
    static func isNegligible(_ value: Double) -> Bool { abs(value) < 1e-14 }

    /// Coefficients smaller than this never decide a pivot (entering, leaving or dual ratio):
    /// pivoting on residue-sized numbers is what blows a tableau up.
    static let pivot: Double = 1e-9
}

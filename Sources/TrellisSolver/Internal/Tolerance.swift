/// Every numeric tolerance the solver uses, in one place.
///
/// The solver works in plain `Double` arithmetic. Values that should be zero after a chain of
/// pivots come out as tiny residues, so each comparison that decides *structure* (drop a cell,
/// call a row infeasible, call a constraint redundant, pick a pivot) goes through one of these
/// thresholds instead of an exact test.
///
/// Residue is proportional to the magnitudes a number was computed from, not to the number
/// itself: `448123 − 448122.9999994` is 6e-7 of pure rounding when the inputs were 22.40615 and
/// 5e-5. So the rules are scale-aware where magnitudes vary:
///
/// | what | rule | where |
/// | --- | --- | --- |
/// | a cell after an update `old + delta` | dropped when `abs(sum) <= 1e-12 × max(abs(old), abs(delta))` or `< 1e-14` (``cancels(_:_:_:)``) | every row and objective update |
/// | a new cell | not inserted when `abs(delta) < 1e-14` (``isNegligible(_:)``) | every row update |
/// | a row constant is zero | `abs(constant) <= max(1e-8, 1e-11 × row.scale)` (``isZero(_:)``, ``zero(scale:)``) | feasibility of restricted rows and basic dummies, subject choice, redundant required equalities, reported level totals |
/// | phase one succeeded | `residual <= max(1e-7 × max(1, abs(row.constant)), zero(scale: row.scale))` | adding a required constraint |
/// | a pivot element | `abs(coefficient) > 1e-9` (``pivot``); if no row blocks an entering symbol, `> 1e-14` (``fallbackPivot``) | primal ratio test, dual ratio test, improving sets |
/// | a restricted subject that moves other rows | `abs(coefficient) >= 0.1 ×` the row's largest (``subjectPivotRatio``) | adding a constraint |
/// | an unblocked reduced cost | dropped as residue when `abs(cost) < 1e-6` (``residualReducedCost``) | primal simplex, instead of reporting "unbounded" |
/// | ratios of reduced costs | equal within 1e-8 (``epsilon``) | dual ratio test |
/// | a degenerate pivot | step `<= 1e-8` (``epsilon``); 50 in a row switch to Bland's rule | primal simplex |
/// | debug self-checks | infeasible when below `-max(1e-6, 1e-9 × row.scale)` (``audit(scale:)``) | TRELLIS_INVARIANTS builds |
///
/// `row.scale` (``SparseRow/scale``) is a running bound on the magnitudes the row's constant was
/// computed from: the largest of its constant, every `factor × other.constant` added to it and
/// every shift applied to it, multiplied along when the row is scaled. With layout coordinates
/// (below ~1e5) `1e-11 × scale` stays under 1e-8 and the rules reduce to kiwi's absolute 1e-8;
/// with constants near 1e6, multipliers down to 1e-5 and solutions of 1e8–1e14 (the oracle's
/// `large` profile) they grow with the numbers, so rounding residue is not mistaken for a
/// conflict or an infeasible row.
enum Tolerance {
    /// The absolute floor of every zero test on constants, and the tie width of reduced-cost
    /// ratios. kiwi uses the same 1e-8.
    static let epsilon: Double = 1e-8

    /// Relative part of the zero test for row constants: a constant computed from numbers of
    /// magnitude `scale` is zero when within `relative × scale`. Well above accumulated rounding
    /// (a few hundred ulps, ~1e-13 relative) and well below any gap a caller means: at 1e6 it
    /// is 1e-5.
    static let relative: Double = 1e-11

    /// Relative slack allowed when deciding that phase one (the artificial objective) reached zero,
    /// i.e. that a required constraint is satisfiable: `residual <= feasibility * max(1, |start|)`
    /// (or within ``zero(scale:)`` of the row's scale, whichever is larger).
    static let feasibility: Double = 1e-7

    /// Consecutive degenerate pivots after which the entering rule switches from "steepest in the
    /// highest level" to Bland's lowest-index rule, which cannot cycle.
    static let degeneratePivotsBeforeBland = 50

    /// A slack or error symbol that other rows mention becomes the subject of a new row only when
    /// its coefficient is at least this fraction of the row's largest (threshold pivoting): its
    /// value, `constant / coefficient`, is substituted into those rows, and a small pivot
    /// magnifies their rounding. With no threshold the oracle's `large` systems (solutions near
    /// 1e8–1e14) missed a level's optimum by 1.4e-5 relative; at 1e-3 one missed by 2.4 %.
    static let subjectPivotRatio: Double = 0.1

    /// How many improving candidates the entering rule compares before it takes the steepest
    /// (partial pricing; see `Tableau.enteringSymbol`).
    static let pricingWindow = 8

    /// The threshold below which a row constant of magnitude bound `scale` counts as zero.
    @inline(__always)
    static func zero(scale: Double) -> Double { max(epsilon, relative * scale) }

    /// Returns whether the constant of `row` is zero within ``zero(scale:)``.
    @inline(__always)
    static func isZero(_ row: SparseRow) -> Bool { abs(row.constant) <= zero(scale: row.scale) }

    /// The (looser) threshold the debug self-checks use to call a row infeasible or a basic
    /// dummy non-zero: a hundred times ``zero(scale:)``, floored at 1e-6.
    static func audit(scale: Double) -> Double { max(1e-6, 1e-9 * scale) }

    /// Relative size below which the result of adding to a cell is cancellation residue.
    ///
    /// 1e-12, not looser: at 1e-10 genuine coefficients of systems whose solutions reach 1e10
    /// were dropped (the oracle's r0017 then broke a required row by 117, r0333 stopped 77,563
    /// above a level's optimum). Not tighter: at 1e-13 residue survives and decides a pivot
    /// (r0796 doubles a level).
    static let cellCancellation: Double = 1e-12

    /// Absolute size below which a cell is always residue.
    static let negligible: Double = 1e-14

    /// How small, relative to the amount just added, an objective coefficient may be and still
    /// count as cancelled (looser than ``cellCancellation``: objective rows sum many rows'
    /// contributions, and a residue there bars lower levels from moving the symbol).
    static let objectiveCancellation: Double = 1e-11

    /// Whether `sum = old + delta` is cancellation residue: tiny relative to the terms that
    /// produced it. Relative, so that a genuine small coefficient (a 1e-5 multiplier times
    /// another) survives while the rounding residue of large ones is dropped.
    @inline(__always)
    static func cancels(_ sum: Double, _ old: Double, _ delta: Double) -> Bool {
        abs(sum) <= cellCancellation * max(abs(old), abs(delta)) || abs(sum) < negligible
    }

    /// Whether a new coefficient is too small to be more than rounding residue.
    @inline(__always)
    static func isNegligible(_ value: Double) -> Bool { abs(value) < negligible }

    /// Coefficients smaller than this never decide a pivot (entering, leaving or dual ratio):
    /// pivoting on residue-sized numbers is what blows a tableau up.
    static let pivot: Double = 1e-9

    /// The primal ratio test's second chance: when no rate above ``pivot`` blocks an entering
    /// symbol, rates above this count. Every level is a sum of non-negative errors, so something
    /// must block it; products of 1e-5 multipliers reach 1e-10.
    static let fallbackPivot: Double = 1e-14

    /// A reduced cost below this whose symbol no row blocks, even at ``fallbackPivot``, is
    /// rounding residue and is dropped from its level (a level cannot decrease without bound).
    /// Larger unblocked costs are reported as an internal failure.
    static let residualReducedCost: Double = 1e-6
}

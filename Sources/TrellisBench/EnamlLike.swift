// The enaml-like benchmark system of solver-notes §2 (kiwi's `benchmarks/enaml_like_benchmark`):
// a dialog with a contents box, a midline, three label/field rows and a container; 37 variables,
// 111 constraints, plus `width` and `height` as strong edit variables.

import TrellisSolver

/// The dialog's 37 variables, in creation order.
///
/// The names are spelled exactly as in solver-notes §2 and the test fixture `enaml-like.txt`
/// (snake case included), so the table below can be diffed against both.
enum EnamlVariable: Int, CaseIterable, Sendable {
    case left, top, width, height
    case contents_left, contents_right, contents_top, contents_bottom
    case midline
    case lb1left, lb1top, lb1width, lb1height
    case lb2left, lb2top, lb2width, lb2height
    case lb3left, lb3top, lb3width, lb3height
    case fl1left, fl1top, fl1width, fl1height
    case fl2left, fl2top, fl2width, fl2height
    case fl3left, fl3top, fl3width, fl3height
    case ctleft, cttop, ctwidth, ctheight

    /// The name, precomputed: deriving it from the case by reflection would dominate a build.
    static let names: [String] = [
        "left", "top", "width", "height",
        "contents_left", "contents_right", "contents_top", "contents_bottom",
        "midline",
        "lb1left", "lb1top", "lb1width", "lb1height",
        "lb2left", "lb2top", "lb2width", "lb2height",
        "lb3left", "lb3top", "lb3width", "lb3height",
        "fl1left", "fl1top", "fl1width", "fl1height",
        "fl2left", "fl2top", "fl2width", "fl2height",
        "fl3left", "fl3top", "fl3width", "fl3height",
        "ctleft", "cttop", "ctwidth", "ctheight",
    ]
}

/// kiwi's strengths as Auto Layout priorities.
///
/// kiwi weighs strengths in one sum (strong 10⁶ … weak 1); Trellis's priorities are strictly
/// lexicographic, so only their order matters. The mapping is the one the HiGHS fixtures use.
enum EnamlStrength: Sendable {
    /// kiwi `required` → 1000.
    case required
    /// kiwi `strong` (10⁶) → 900; also the edit variables' priority.
    case strong
    /// `create(0, 100, 0)` (10⁵) → 800.
    case sm
    /// `create(0, 1, 0, 1.25)` (1250) → 700.
    case mm
    /// kiwi `medium` (10³) → 600.
    case medium
    /// kiwi `weak` (1) → 100.
    case weak

    var priority: Priority {
        switch self {
        case .required: 1000
        case .strong: 900
        case .sm: 800
        case .mm: 700
        case .medium: 600
        case .weak: 100
        }
    }
}

/// One constraint of the table: `Σ coefficient · variable (relation) rhs` at a strength.
struct EnamlSpec: Sendable {
    let terms: [(coefficient: Double, variable: EnamlVariable)]
    let relation: LinearConstraint.Relation
    let rhs: Double
    let strength: EnamlStrength

    init(_ terms: [(Double, EnamlVariable)], _ relation: LinearConstraint.Relation, _ rhs: Double,
         _ strength: EnamlStrength) {
        self.terms = terms.map { (coefficient: $0.0, variable: $0.1) }
        self.relation = relation
        self.rhs = rhs
        self.strength = strength
    }
}

/// The 111 constraints of solver-notes §2, in kiwi's order and numbered as there.
///
/// Order matters: it decides the simplex's pivots and so the build time. #43/#73 and #46/#65
/// are deliberate duplicates (kiwi adds both as separate objects, and so do we).
/// `16777200` is the benchmark's `1.67772e+07`.
let enamlSpecs: [EnamlSpec] = {
    typealias Spec = EnamlSpec
    return [
        /*   1 */ Spec([(1, .left)], .greaterThanOrEqual, 0, .required),
        /*   2 */ Spec([(1, .height)], .equal, 0, .medium),
        /*   3 */ Spec([(1, .top)], .greaterThanOrEqual, 0, .required),
        /*   4 */ Spec([(1, .width)], .greaterThanOrEqual, 0, .required),
        /*   5 */ Spec([(1, .height)], .greaterThanOrEqual, 0, .required),
        /*   6 */ Spec([(1, .contents_top), (-1, .top)], .equal, 10, .required),
        /*   7 */ Spec([(1, .lb3height)], .equal, 16, .strong),
        /*   8 */ Spec([(1, .lb3height)], .greaterThanOrEqual, 16, .strong),
        /*   9 */ Spec([(1, .ctleft)], .greaterThanOrEqual, 0, .required),
        /*  10 */ Spec([(1, .cttop)], .greaterThanOrEqual, 0, .required),
        /*  11 */ Spec([(1, .ctwidth)], .greaterThanOrEqual, 0, .required),
        /*  12 */ Spec([(1, .ctheight)], .greaterThanOrEqual, 0, .required),
        /*  13 */ Spec([(1, .fl3left)], .greaterThanOrEqual, 0, .required),
        /*  14 */ Spec([(1, .ctheight)], .greaterThanOrEqual, 24, .sm),
        /*  15 */ Spec([(1, .ctwidth)], .lessThanOrEqual, 16777200, .sm),
        /*  16 */ Spec([(1, .ctheight)], .lessThanOrEqual, 24, .sm),
        /*  17 */ Spec([(1, .fl3top)], .greaterThanOrEqual, 0, .required),
        /*  18 */ Spec([(1, .fl3width)], .greaterThanOrEqual, 0, .required),
        /*  19 */ Spec([(1, .fl3height)], .greaterThanOrEqual, 0, .required),
        /*  20 */ Spec([(1, .lb1width)], .equal, 67, .weak),
        /*  21 */ Spec([(1, .lb2width)], .greaterThanOrEqual, 0, .required),
        /*  22 */ Spec([(1, .lb2height)], .greaterThanOrEqual, 0, .required),
        /*  23 */ Spec([(1, .fl2height)], .greaterThanOrEqual, 0, .required),
        /*  24 */ Spec([(1, .lb3left)], .greaterThanOrEqual, 0, .required),
        /*  25 */ Spec([(1, .fl2width)], .greaterThanOrEqual, 125, .strong),
        /*  26 */ Spec([(1, .fl2height)], .equal, 21, .strong),
        /*  27 */ Spec([(1, .fl2height)], .greaterThanOrEqual, 21, .strong),
        /*  28 */ Spec([(1, .lb3top)], .greaterThanOrEqual, 0, .required),
        /*  29 */ Spec([(1, .lb3width)], .greaterThanOrEqual, 0, .required),
        /*  30 */ Spec([(1, .fl1left)], .greaterThanOrEqual, 0, .required),
        /*  31 */ Spec([(1, .fl1width)], .greaterThanOrEqual, 0, .required),
        /*  32 */ Spec([(1, .lb1width)], .greaterThanOrEqual, 67, .strong),
        /*  33 */ Spec([(1, .fl2left)], .greaterThanOrEqual, 0, .required),
        /*  34 */ Spec([(1, .lb2width)], .equal, 66, .weak),
        /*  35 */ Spec([(1, .lb2width)], .greaterThanOrEqual, 66, .strong),
        /*  36 */ Spec([(1, .lb2height)], .equal, 16, .strong),
        /*  37 */ Spec([(1, .fl1height)], .greaterThanOrEqual, 0, .required),
        /*  38 */ Spec([(1, .fl1top)], .greaterThanOrEqual, 0, .required),
        /*  39 */ Spec([(1, .lb2top)], .greaterThanOrEqual, 0, .required),
        /*  40 */ Spec([(1, .lb3top), (-1, .lb2top), (-1, .lb2height)], .equal, 10, .mm),
        /*  41 */ Spec([(1, .fl3top), (-1, .lb3top), (-1, .lb3height)], .greaterThanOrEqual, 10, .required),
        /*  42 */ Spec([(1, .fl3top), (-1, .lb3top), (-1, .lb3height)], .equal, 10, .mm),
        /*  43 */ Spec([(1, .contents_bottom), (-1, .fl3top), (-1, .fl3height)], .equal, 0, .mm),
        /*  44 */ Spec([(1, .fl1top), (-1, .contents_top)], .greaterThanOrEqual, 0, .required),
        /*  45 */ Spec([(1, .fl1top), (-1, .contents_top)], .equal, 0, .mm),
        /*  46 */ Spec([(1, .contents_bottom), (-1, .fl3top), (-1, .fl3height)], .greaterThanOrEqual, 0, .required),
        /*  47 */ Spec([(1, .contents_right), (-1, .width), (-1, .left)], .equal, -10, .required),
        /*  48 */ Spec([(1, .contents_bottom), (-1, .top), (-1, .height)], .equal, -10, .required),
        /*  49 */ Spec([(1, .contents_left), (-1, .left)], .equal, 10, .required),
        /*  50 */ Spec([(1, .lb3left), (-1, .contents_left)], .equal, 0, .mm),
        /*  51 */ Spec([(1, .fl1left), (-1, .midline)], .equal, 0, .strong),
        /*  52 */ Spec([(1, .fl2left), (-1, .midline)], .equal, 0, .strong),
        /*  53 */ Spec([(1, .ctleft), (-1, .midline)], .equal, 0, .strong),
        /*  54 */ Spec([(1, .fl1top), (0.5, .fl1height), (-1, .lb1top), (-0.5, .lb1height)], .equal, 0, .strong),
        /*  55 */ Spec([(1, .lb1left), (-1, .contents_left)], .greaterThanOrEqual, 0, .required),
        /*  56 */ Spec([(1, .lb1left), (-1, .contents_left)], .equal, 0, .mm),
        /*  57 */ Spec([(1, .fl1left), (-1, .lb1width), (-1, .lb1left)], .greaterThanOrEqual, 10, .required),
        /*  58 */ Spec([(1, .fl1left), (-1, .lb1width), (-1, .lb1left)], .equal, 10, .mm),
        /*  59 */ Spec([(1, .contents_right), (-1, .fl1width), (-1, .fl1left)], .greaterThanOrEqual, 0, .required),
        /*  60 */ Spec([(1, .width)], .equal, 0, .medium),
        /*  61 */ Spec([(1, .fl2top), (-1, .fl1top), (-1, .fl1height)], .greaterThanOrEqual, 10, .required),
        /*  62 */ Spec([(1, .fl2top), (-1, .fl1top), (-1, .fl1height)], .equal, 10, .mm),
        /*  63 */ Spec([(1, .cttop), (-1, .fl2top), (-1, .fl2height)], .greaterThanOrEqual, 10, .required),
        /*  64 */ Spec([(1, .fl3top), (-1, .cttop), (-1, .ctheight)], .greaterThanOrEqual, 10, .required),
        /*  65 */ Spec([(1, .contents_bottom), (-1, .fl3top), (-1, .fl3height)], .greaterThanOrEqual, 0, .required),
        /*  66 */ Spec([(1, .cttop), (-1, .fl2top), (-1, .fl2height)], .equal, 10, .mm),
        /*  67 */ Spec([(1, .contents_right), (-1, .fl1width), (-1, .fl1left)], .equal, 0, .mm),
        /*  68 */ Spec([(1, .fl2top), (0.5, .fl2height), (-1, .lb2top), (-0.5, .lb2height)], .equal, 0, .strong),
        /*  69 */ Spec([(1, .lb2left), (-1, .contents_left)], .greaterThanOrEqual, 0, .required),
        /*  70 */ Spec([(1, .lb2left), (-1, .contents_left)], .equal, 0, .mm),
        /*  71 */ Spec([(1, .fl2left), (-1, .lb2width), (-1, .lb2left)], .greaterThanOrEqual, 10, .required),
        /*  72 */ Spec([(1, .fl3top), (-1, .cttop), (-1, .ctheight)], .equal, 10, .mm),
        /*  73 */ Spec([(1, .contents_bottom), (-1, .fl3top), (-1, .fl3height)], .equal, 0, .mm),
        /*  74 */ Spec([(1, .lb1top)], .greaterThanOrEqual, 0, .required),
        /*  75 */ Spec([(1, .lb1width)], .greaterThanOrEqual, 0, .required),
        /*  76 */ Spec([(1, .lb1height)], .greaterThanOrEqual, 0, .required),
        /*  77 */ Spec([(1, .fl2left), (-1, .lb2width), (-1, .lb2left)], .equal, 10, .mm),
        /*  78 */ Spec([(1, .contents_right), (-1, .fl2width), (-1, .fl2left)], .equal, 0, .mm),
        /*  79 */ Spec([(1, .contents_right), (-1, .fl2width), (-1, .fl2left)], .greaterThanOrEqual, 0, .required),
        /*  80 */ Spec([(1, .lb3left), (-1, .contents_left)], .greaterThanOrEqual, 0, .required),
        /*  81 */ Spec([(1, .lb1left)], .greaterThanOrEqual, 0, .required),
        /*  82 */ Spec([(1, .cttop), (0.5, .ctheight), (-1, .lb3top), (-0.5, .lb3height)], .equal, 0, .strong),
        /*  83 */ Spec([(1, .ctleft), (-1, .lb3width), (-1, .lb3left)], .greaterThanOrEqual, 10, .required),
        /*  84 */ Spec([(1, .contents_right), (-1, .ctwidth), (-1, .ctleft)], .greaterThanOrEqual, 0, .required),
        /*  85 */ Spec([(1, .ctleft), (-1, .lb3width), (-1, .lb3left)], .equal, 10, .mm),
        /*  86 */ Spec([(1, .fl3left), (-1, .contents_left)], .greaterThanOrEqual, 0, .required),
        /*  87 */ Spec([(1, .fl3left), (-1, .contents_left)], .equal, 0, .mm),
        /*  88 */ Spec([(1, .contents_right), (-1, .ctwidth), (-1, .ctleft)], .equal, 0, .mm),
        /*  89 */ Spec([(1, .contents_right), (-1, .fl3width), (-1, .fl3left)], .equal, 0, .mm),
        /*  90 */ Spec([(1, .lb1top), (-1, .contents_top)], .greaterThanOrEqual, 0, .required),
        /*  91 */ Spec([(1, .lb1top), (-1, .contents_top)], .equal, 0, .mm),
        /*  92 */ Spec([(1, .contents_right), (-1, .fl3width), (-1, .fl3left)], .greaterThanOrEqual, 0, .required),
        /*  93 */ Spec([(1, .lb2top), (-1, .lb1top), (-1, .lb1height)], .greaterThanOrEqual, 10, .required),
        /*  94 */ Spec([(1, .lb3top), (-1, .lb2top), (-1, .lb2height)], .greaterThanOrEqual, 10, .required),
        /*  95 */ Spec([(1, .lb2top), (-1, .lb1top), (-1, .lb1height)], .equal, 10, .mm),
        /*  96 */ Spec([(1, .fl1height)], .equal, 21, .strong),
        /*  97 */ Spec([(1, .fl1height)], .greaterThanOrEqual, 21, .strong),
        /*  98 */ Spec([(1, .lb2left)], .greaterThanOrEqual, 0, .required),
        /*  99 */ Spec([(1, .lb2height)], .greaterThanOrEqual, 16, .strong),
        /* 100 */ Spec([(1, .fl2top)], .greaterThanOrEqual, 0, .required),
        /* 101 */ Spec([(1, .fl2width)], .greaterThanOrEqual, 0, .required),
        /* 102 */ Spec([(1, .lb1height)], .greaterThanOrEqual, 16, .strong),
        /* 103 */ Spec([(1, .lb1height)], .equal, 16, .strong),
        /* 104 */ Spec([(1, .fl3width)], .greaterThanOrEqual, 125, .strong),
        /* 105 */ Spec([(1, .fl3height)], .equal, 21, .strong),
        /* 106 */ Spec([(1, .fl3height)], .greaterThanOrEqual, 21, .strong),
        /* 107 */ Spec([(1, .lb3height)], .greaterThanOrEqual, 0, .required),
        /* 108 */ Spec([(1, .ctwidth)], .greaterThanOrEqual, 119, .sm),
        /* 109 */ Spec([(1, .lb3width)], .equal, 24, .weak),
        /* 110 */ Spec([(1, .lb3width)], .greaterThanOrEqual, 24, .strong),
        /* 111 */ Spec([(1, .fl1width)], .greaterThanOrEqual, 125, .strong),
    ]
}()

/// Throws unless the table has solver-notes §2's counts: 111 constraints, of which 53 R≥, 4 R=,
/// 12 S=, 12 S≥, 21 MM=, 2 M=, 3 W=, 2 SM≥, 2 SM≤ — a guard against a mistyped row.
func checkEnamlSpecCounts() throws(CheckFailure) {
    func count(_ strength: EnamlStrength, _ relation: LinearConstraint.Relation) -> Int {
        enamlSpecs.count { $0.strength == strength && $0.relation == relation }
    }
    let counts = [
        count(.required, .greaterThanOrEqual), count(.required, .equal),
        count(.strong, .equal), count(.strong, .greaterThanOrEqual),
        count(.mm, .equal), count(.medium, .equal), count(.weak, .equal),
        count(.sm, .greaterThanOrEqual), count(.sm, .lessThanOrEqual),
    ]
    try expect(
        enamlSpecs.count == 111 && counts == [53, 4, 12, 12, 21, 2, 3, 2, 2],
        "enaml table does not match the counts of solver-notes §2: \(enamlSpecs.count) rows, \(counts)")
}

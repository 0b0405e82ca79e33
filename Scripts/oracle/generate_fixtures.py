#!/usr/bin/env python3
"""Independent lexicographic-priority oracle for TrellisSolver (HiGHS based).

Requirements (install by hand; this script installs nothing itself):

    pip install highspy==1.15.1        # pulls in numpy

Usage (from the repository root):

    python3 Scripts/oracle/generate_fixtures.py            # (re)write every fixture file
    python3 Scripts/oracle/generate_fixtures.py --check    # hand-derived self-checks only
    python3 Scripts/oracle/generate_fixtures.py --verify   # re-solve the committed fixtures

The script is run by hand, never by `swift test`. Its output is deterministic: every random
system is drawn from `random.Random(seed)` with a fixed seed per system, and HiGHS runs serially,
so two runs write byte-identical files.

Semantics (Auto Layout's strictly lexicographic priorities; see Scripts/oracle/README.md):

* A constraint is `sum(coef * var) + const  OP  0`, OP in {==, <=, >=}.
* Required constraints (priority 1000) hold exactly. They are added in file order; one that makes
  the required constraints accepted so far infeasible is rejected (dropped) and adding goes on.
* An optional constraint gets non-negative error columns: `==` gets e+ and e- (expr = e+ - e-),
  `>=` one error letting expr go below 0, `<=` one letting it go above 0. Optional constraints and
  edits are never rejected.
* `edit P var value` is exactly the optional constraint `var - value == 0` at priority P; edits
  are added after all constraints.
* Every distinct optional priority is its own level; within a level the plain sum of errors is
  minimised; levels are strictly lexicographic, highest first. Level by level: cost = that
  level's errors, solve, read z_L, add the row sum(level errors) <= z_L + 1e-9, next level.
* Systems with constants or edit values of 1e5 or more are also solved in exact rational
  arithmetic (exact_lp.py); if HiGHS's levels disagree with the exact ones, the system is redrawn.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
from dataclasses import dataclass, field
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

import exact_lp

try:
    import highspy
    import numpy as np
except ImportError:  # pragma: no cover - message for people running it by hand
    sys.exit("generate_fixtures.py needs highspy: pip install highspy==1.15.1")

# --------------------------------------------------------------------------------------------
# Constants
# --------------------------------------------------------------------------------------------

REQUIRED = 1000.0
OPS = ("==", "<=", ">=")

#: Priorities random systems draw from (besides a few random non-integer values).
PRIORITY_POOL = (999.0, 998.0, 751.0, 750.0, 749.0, 500.0, 251.0, 250.0, 50.0, 1.0)

#: Absolute slack added to each level's optimum when it is frozen (solver-notes §7).
LEVEL_SLACK = 1e-9
#: HiGHS primal/dual feasibility tolerances (solver-notes §7).
HIGHS_TOLERANCE = 1e-10

#: Minimum total violation (phase-1 LP) at or below which required constraints count as feasible.
FEASIBLE_BELOW = 1e-8
#: Minimum total violation at or above which they count as clearly infeasible. Anything in between
#: is numerically ambiguous and the random system is redrawn.
INFEASIBLE_ABOVE = 1e-3

#: Level objectives of the main solve and of the cross-check solve must agree this closely.
CROSS_CHECK_RELATIVE = 1e-7

#: Systems with a constant or edit value at least this large are also solved exactly (rational
#: arithmetic, exact_lp.py); HiGHS's levels must then agree with the exact ones to
#: CROSS_CHECK_RELATIVE, or the system is redrawn. At these magnitudes HiGHS's absolute 1e-10
#: tolerances are at the limit of double precision (see README, "Exact check").
EXACT_CHECK_ABOVE = 1e5

#: Objectives are written rounded to OBJECTIVE_DECIMALS places and OBJECTIVE_DIGITS significant
#: digits: the frozen-level slack of 1e-9 lets a lower level "buy" ~1e-9 (kiwi#28 gives
#: 0.999999999 instead of 1), which is noise, not information. |z| below ZERO_SNAP is written 0.0.
OBJECTIVE_DECIMALS = 8
OBJECTIVE_DIGITS = 12
ZERO_SNAP = 1e-9

RANDOM_FILES = 6
SYSTEMS_PER_FILE = 210
BASE_SEED = 20_240_601

ENAML_SIZES = ((400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400))

REPO_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURE_DIR = os.path.join(REPO_ROOT, "Tests", "TrellisSolverTests", "Fixtures")


# --------------------------------------------------------------------------------------------
# Data model
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Constraint:
    """`sum(coef * var) + const OP 0` at `priority` (REQUIRED = 1000.0)."""

    priority: float
    op: str
    const: float
    terms: Tuple[Tuple[float, str], ...]

    @property
    def required(self) -> bool:
        return self.priority >= REQUIRED


@dataclass(frozen=True)
class Edit:
    """`edit P var value`: the optional constraint `var - value == 0` at priority P."""

    priority: float
    var: str
    value: float

    def as_constraint(self) -> Constraint:
        return Constraint(self.priority, "==", clean(-self.value), ((1.0, self.var),))


@dataclass
class System:
    """One fixture system: variables, constraints in file order, edits, leading comments."""

    ident: str
    variables: List[str]
    constraints: List[Constraint]
    edits: List[Edit] = field(default_factory=list)
    comments: List[str] = field(default_factory=list)


@dataclass
class Solution:
    """What the oracle computed for a system."""

    rejected: List[int]
    levels: List[Tuple[float, float]]  # (priority, objective), highest priority first
    values: Dict[str, float]


class Ambiguous(Exception):
    """The system is numerically too delicate to be a fair fixture; the generator redraws it.

    `kind` is a short fixed category (for the statistics); the message has the details."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind


class OracleError(Exception):
    """HiGHS returned something the oracle cannot interpret (never expected)."""


# --------------------------------------------------------------------------------------------
# Number formatting and the fixture text format
# --------------------------------------------------------------------------------------------


def clean(x: float) -> float:
    """Return x as a float with -0.0 turned into 0.0."""
    return float(x) + 0.0


def fmt_num(x: float) -> str:
    """Format a number exactly as the fixture format requires: Python's repr(float)."""
    return repr(clean(x))


def fmt_priority(p: float) -> str:
    """`required`, an integer priority without `.0` (`750`), or repr for fractional ones."""
    if p >= REQUIRED:
        return "required"
    if float(p).is_integer():
        return str(int(p))
    return repr(float(p))


def round_objective(z: float) -> float:
    """Snap tiny objectives to 0 and drop the level-slack and HiGHS last-digit noise."""
    if abs(z) < ZERO_SNAP:
        return 0.0
    return clean(float(f"{round(z, OBJECTIVE_DECIMALS):.{OBJECTIVE_DIGITS}g}"))


def format_system(system: System, solution: Solution) -> str:
    """Render one system plus its expected results in the fixture format."""
    lines = [f"# {c}" if c else "#" for c in system.comments]
    lines.append(f"system {system.ident}")
    lines.append("var " + " ".join(system.variables))
    for c in system.constraints:
        parts = ["c", fmt_priority(c.priority), c.op, fmt_num(c.const)]
        for coef, var in c.terms:
            parts += [fmt_num(coef), var]
        lines.append(" ".join(parts))
    for e in system.edits:
        lines.append(f"edit {fmt_priority(e.priority)} {e.var} {fmt_num(e.value)}")
    if solution.rejected:
        lines.append("rejected " + " ".join(str(i) for i in solution.rejected))
    for priority, objective in solution.levels:
        lines.append(f"level {fmt_priority(priority)} {fmt_num(objective)}")
    lines.append("end")
    return "\n".join(lines) + "\n"


def parse_priority(token: str) -> float:
    """Inverse of fmt_priority."""
    return REQUIRED if token == "required" else float(token)


def parse_fixture(text: str) -> List[Tuple[System, Solution]]:
    """Parse a fixture file into (system, expected solution) pairs."""
    out: List[Tuple[System, Solution]] = []
    system: Optional[System] = None
    expected: Optional[Solution] = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        tok = line.split()
        if tok[0] == "system":
            system = System(tok[1], [], [])
            expected = Solution([], [], {})
        elif tok[0] == "var":
            system.variables.extend(tok[1:])
        elif tok[0] == "c":
            rest = tok[4:]
            terms = tuple((float(rest[i]), rest[i + 1]) for i in range(0, len(rest), 2))
            system.constraints.append(Constraint(parse_priority(tok[1]), tok[2], float(tok[3]), terms))
        elif tok[0] == "edit":
            system.edits.append(Edit(parse_priority(tok[1]), tok[2], float(tok[3])))
        elif tok[0] == "rejected":
            expected.rejected = [int(t) for t in tok[1:]]
        elif tok[0] == "level":
            expected.levels.append((parse_priority(tok[1]), float(tok[2])))
        elif tok[0] == "end":
            out.append((system, expected))
            system, expected = None, None
        else:
            raise ValueError(f"unknown fixture line: {raw!r}")
    return out


# --------------------------------------------------------------------------------------------
# A thin wrapper around HiGHS
# --------------------------------------------------------------------------------------------

INF = highspy.kHighsInf
OPTIMAL = highspy.HighsModelStatus.kOptimal
INFEASIBLE = highspy.HighsModelStatus.kInfeasible


class LP:
    """A minimisation LP built column by column and row by row on one HiGHS instance."""

    def __init__(self, independent: bool = False) -> None:
        self.h = highspy.Highs()
        self.h.setOptionValue("output_flag", False)
        self.h.setOptionValue("primal_feasibility_tolerance", HIGHS_TOLERANCE)
        self.h.setOptionValue("dual_feasibility_tolerance", HIGHS_TOLERANCE)
        self.h.setOptionValue("random_seed", 0)
        if independent:  # a different code path for the cross-check: primal simplex, no presolve
            self.h.setOptionValue("simplex_strategy", 4)
            self.h.setOptionValue("presolve", "off")
        self.ncols = 0

    def add_col(self, lower: float, upper: float) -> int:
        """Add a zero-cost column and return its index."""
        empty_i = np.array([], dtype=np.int32)
        self.h.addCol(0.0, lower, upper, 0, empty_i, np.array([], dtype=np.float64))
        self.ncols += 1
        return self.ncols - 1

    def add_row(self, lower: float, upper: float, entries: Sequence[Tuple[int, float]]) -> None:
        """Add `lower <= sum(value * col) <= upper`; repeated columns are summed."""
        merged: Dict[int, float] = {}
        for col, value in entries:
            merged[col] = merged.get(col, 0.0) + value
        cols = sorted(c for c, v in merged.items() if v != 0.0)
        self.h.addRow(lower, upper, len(cols), np.array(cols, dtype=np.int32),
                      np.array([merged[c] for c in cols], dtype=np.float64))

    def set_costs(self, costs: Dict[int, float]) -> None:
        """Replace the whole cost vector (columns not in `costs` get 0)."""
        idx = np.arange(self.ncols, dtype=np.int32)
        vec = np.zeros(self.ncols, dtype=np.float64)
        for col, value in costs.items():
            vec[col] = value
        self.h.changeColsCost(self.ncols, idx, vec)

    def solve(self) -> Tuple[highspy.HighsModelStatus, float, List[float]]:
        """Run HiGHS; return (model status, objective, column values)."""
        self.h.run()
        status = self.h.getModelStatus()
        objective = self.h.getInfo().objective_function_value
        values = list(self.h.getSolution().col_value)
        return status, objective, values


def row_bounds(op: str, const: float) -> Tuple[float, float]:
    """Bounds on sum(coef * var) for `sum + const OP 0`."""
    if op == "==":
        return -const, -const
    if op == ">=":
        return -const, INF
    if op == "<=":
        return -INF, -const
    raise ValueError(op)


class LayoutModel:
    """Variables as free columns; required rows hard; optional rows with error columns."""

    def __init__(self, variables: Sequence[str], independent: bool = False) -> None:
        self.lp = LP(independent)
        self.col: Dict[str, int] = {v: self.lp.add_col(-INF, INF) for v in variables}
        self.errors: List[Tuple[float, List[int]]] = []  # (priority, error columns)

    def _entries(self, c: Constraint) -> List[Tuple[int, float]]:
        return [(self.col[var], coef) for coef, var in c.terms]

    def add_required(self, c: Constraint) -> None:
        """Add a hard row."""
        lo, hi = row_bounds(c.op, c.const)
        self.lp.add_row(lo, hi, self._entries(c))

    def add_optional(self, c: Constraint) -> List[int]:
        """Add a row with its error columns; return those columns."""
        entries = self._entries(c)
        lo, hi = row_bounds(c.op, c.const)
        if c.op == "==":
            plus, minus = self.lp.add_col(0.0, INF), self.lp.add_col(0.0, INF)
            entries += [(plus, -1.0), (minus, 1.0)]  # expr + const = e+ - e-
            cols = [plus, minus]
        elif c.op == ">=":
            err = self.lp.add_col(0.0, INF)
            entries.append((err, 1.0))  # expr + const + e >= 0
            cols = [err]
        else:
            err = self.lp.add_col(0.0, INF)
            entries.append((err, -1.0))  # expr + const - e <= 0
            cols = [err]
        self.lp.add_row(lo, hi, entries)
        self.errors.append((c.priority, cols))
        return cols

    def add(self, c: Constraint) -> None:
        """Add a constraint either way, depending on its priority."""
        if c.required:
            self.add_required(c)
        else:
            self.add_optional(c)

    def level_columns(self) -> Dict[float, List[int]]:
        """Error columns grouped by priority level."""
        levels: Dict[float, List[int]] = {}
        for priority, cols in self.errors:
            levels.setdefault(priority, []).extend(cols)
        return levels

    def values(self, x: Sequence[float]) -> Dict[str, float]:
        return {v: x[i] for v, i in self.col.items()}


# --------------------------------------------------------------------------------------------
# Feasibility of required constraints, rejection in file order, minimal conflicts
# --------------------------------------------------------------------------------------------


def min_violation(variables: Sequence[str], constraints: Sequence[Constraint], normalise: bool) -> float:
    """Phase-1 LP: the least total violation of `constraints` treated as one soft level.

    With `normalise`, each row is divided by its largest |coef| first so that the violation is
    measured in variable units (matters for rows whose multipliers are 1e-5)."""
    model = LayoutModel(variables)
    for c in constraints:
        scale = max(abs(coef) for coef, _ in c.terms) if (normalise and c.terms) else 1.0
        scaled = Constraint(1.0, c.op, c.const / scale, tuple((k / scale, v) for k, v in c.terms))
        model.add_optional(scaled)
    model.lp.set_costs({col: 1.0 for cols in model.level_columns().values() for col in cols})
    status, objective, _ = model.lp.solve()
    if status == highspy.HighsModelStatus.kModelEmpty:
        return 0.0
    if status != OPTIMAL:
        raise OracleError(f"phase-1 LP status {status}")
    return max(objective, 0.0)


def is_feasible(variables: Sequence[str], constraints: Sequence[Constraint]) -> bool:
    """True/False for clearly feasible/infeasible required sets; Ambiguous otherwise."""
    if not constraints:
        return True
    v_raw = min_violation(variables, constraints, normalise=False)
    v_norm = min_violation(variables, constraints, normalise=True)
    if v_raw <= FEASIBLE_BELOW and v_norm <= FEASIBLE_BELOW:
        return True
    if v_raw >= INFEASIBLE_ABOVE and v_norm >= INFEASIBLE_ABOVE:
        return False
    raise Ambiguous("required set nearly infeasible", f"violation {v_raw:.3g} / {v_norm:.3g}")


def accept_in_order(system: System) -> Tuple[List[int], List[int]]:
    """Add required constraints in file order; return (accepted indices, rejected indices)."""
    required = [i for i, c in enumerate(system.constraints) if c.required]
    every = [system.constraints[i] for i in required]
    if is_feasible(system.variables, every):
        return required, []
    accepted: List[int] = []
    rejected: List[int] = []
    for i in required:
        trial = [system.constraints[j] for j in accepted] + [system.constraints[i]]
        if is_feasible(system.variables, trial):
            accepted.append(i)
        else:
            rejected.append(i)
    return accepted, rejected


def minimal_conflict(system: System, accepted_before: Sequence[int], culprit: int) -> List[int]:
    """Deletion filter: a minimal subset S of `accepted_before` with S + {culprit} infeasible.

    Also verifies minimality explicitly: dropping any one member of S + {culprit} is feasible."""
    cons = system.constraints
    subset = list(accepted_before)
    for j in list(subset):
        trial = [k for k in subset if k != j]
        if not is_feasible(system.variables, [cons[k] for k in trial] + [cons[culprit]]):
            subset = trial
    whole = subset + [culprit]
    if is_feasible(system.variables, [cons[k] for k in whole]):
        raise OracleError(f"{system.ident}: conflict set for {culprit} is feasible")
    for j in whole:
        if not is_feasible(system.variables, [cons[k] for k in whole if k != j]):
            raise OracleError(f"{system.ident}: conflict set for {culprit} is not minimal")
    return subset


def verify_conflicts(system: System, accepted: Sequence[int], rejected: Sequence[int]) -> None:
    """For every rejected constraint, check that a minimal conflicting subset of the required
    constraints accepted before it exists."""
    for r in rejected:
        before = [a for a in accepted if a < r]
        minimal_conflict(system, before, r)


# --------------------------------------------------------------------------------------------
# Lexicographic and weighted solves
# --------------------------------------------------------------------------------------------


def build_model(system: System, accepted: Iterable[int], independent: bool = False) -> LayoutModel:
    """Model of the accepted constraints (required accepted + all optional) and the edits."""
    model = LayoutModel(system.variables, independent)
    keep = set(accepted)
    for i, c in enumerate(system.constraints):
        if c.required and i not in keep:
            continue
        model.add(c)
    for e in system.edits:
        model.add_optional(e.as_constraint())
    return model


def solve_levels(model: LayoutModel, slack: float) -> Tuple[List[Tuple[float, float]], List[float]]:
    """Lexicographic solve, highest level first; returns [(priority, z_L)] and final values."""
    levels = model.level_columns()
    results: List[Tuple[float, float]] = []
    status, _, x = model.lp.solve()
    if status not in (OPTIMAL, highspy.HighsModelStatus.kModelEmpty):
        raise Ambiguous("required rows not Optimal", f"HiGHS status {status}")
    for priority in sorted(levels, reverse=True):
        cols = levels[priority]
        model.lp.set_costs({col: 1.0 for col in cols})
        status, objective, x = model.lp.solve()
        if status != OPTIMAL:
            raise Ambiguous("level not Optimal", f"level {priority}: HiGHS status {status}")
        objective = max(objective, 0.0)
        results.append((priority, objective))
        model.lp.add_row(-INF, objective + slack, [(col, 1.0) for col in cols])
    return results, x


#: Counters of unusual HiGHS outcomes, printed at the end of a generation run.
ODDITIES: Dict[str, int] = {}


def note_oddity(what: str) -> None:
    """Count an unusual (but handled) HiGHS outcome."""
    ODDITIES[what] = ODDITIES.get(what, 0) + 1


def solve_lexicographic(system: System) -> Solution:
    """The oracle proper: rejection in order, lexicographic levels, cross-checked.

    Two independent level-by-level solves are made: (1) dual simplex with each frozen level
    relaxed by LEVEL_SLACK = 1e-9 (solver-notes §7), and (2) a fresh model with primal simplex,
    presolve off and no slack. They must agree to CROSS_CHECK_RELATIVE, or the system is too delicate to be a
    fixture (Ambiguous). The slack-free values are the ones reported, because the 1e-9 slack is
    leveraged by lower levels (1001 weak constraints turn it into 1e-6); if the slack-free solve
    is not Optimal, the cross-check is re-run with the slack and the slack solve is reported."""
    accepted, rejected = accept_in_order(system)
    verify_conflicts(system, accepted, rejected)
    model = build_model(system, accepted)
    levels, x = solve_levels(model, LEVEL_SLACK)
    check_required(system, accepted, model.values(x))
    exact_model = build_model(system, accepted, independent=True)
    try:
        exact, x_exact = solve_levels(exact_model, 0.0)
        reported, values = exact, exact_model.values(x_exact)
    except Ambiguous:
        note_oddity("slack-free cross-check not Optimal, re-run with the 1e-9 slack")
        exact_model = build_model(system, accepted, independent=True)
        exact, x_exact = solve_levels(exact_model, LEVEL_SLACK)
        reported, values = levels, model.values(x)
    for (p, z), (_, z2) in zip(levels, exact):
        if abs(z - z2) > CROSS_CHECK_RELATIVE * max(1.0, abs(z)):
            raise Ambiguous("cross-check disagrees", f"level {p}: dual simplex {z!r} vs primal {z2!r}")
    check_required(system, accepted, exact_model.values(x_exact))
    check_exact(system, accepted, reported)
    rounded = [(p, round_objective(z)) for p, z in reported]
    return Solution(rejected, rounded, values)


def check_exact(system: System, accepted: Sequence[int], levels: Sequence[Tuple[float, float]]) -> None:
    """For large-magnitude systems, compare HiGHS's levels with an exact rational solve.

    Raises Ambiguous when they differ by more than CROSS_CHECK_RELATIVE: such a level's optimum
    is decided below double precision, and lower levels can then move arbitrarily far. When the
    accepted required rows are feasible only within FEASIBLE_BELOW (not exactly), the exact
    solve has nothing to check and is skipped."""
    magnitude = max([abs(c.const) for c in system.constraints] + [abs(e.value) for e in system.edits] + [0.0])
    if magnitude < EXACT_CHECK_ABOVE:
        return
    keep = set(accepted)
    required = [c for i, c in enumerate(system.constraints) if c.required and i in keep]
    optional = [c for c in system.constraints if not c.required] + [e.as_constraint() for e in system.edits]
    exact = exact_lp.lexicographic_levels(system.variables, required, optional)
    if exact is None:
        note_oddity("exact check skipped: required rows feasible only within tolerance")
        return
    note_oddity("exact check run")
    for (p, z), (p2, q) in zip(levels, exact):
        if p != p2 or abs(z - float(q)) > CROSS_CHECK_RELATIVE * max(1.0, abs(float(q))):
            raise Ambiguous("exact check disagrees", f"level {p}: HiGHS {z!r} vs exact {float(q)!r}")


def check_required(system: System, accepted: Iterable[int], values: Dict[str, float]) -> None:
    """Assert that the final solution meets every accepted required constraint (1e-6 scaled)."""
    for i in accepted:
        c = system.constraints[i]
        lhs = sum(coef * values[var] for coef, var in c.terms) + c.const
        scale = 1.0 + abs(c.const) + sum(abs(coef * values[var]) for coef, var in c.terms)
        bad = (c.op == "==" and abs(lhs) > 1e-9 * scale) or \
              (c.op == ">=" and lhs < -1e-9 * scale) or (c.op == "<=" and lhs > 1e-9 * scale)
        if bad:
            raise Ambiguous("required row violated", f"{system.ident}: constraint {i} off by {lhs!r}")


def solve_weighted(system: System, weight: Dict[float, float]) -> float:
    """kiwi's single weighted solve: cost of an error column = weight[its priority]."""
    accepted, _ = accept_in_order(system)
    model = build_model(system, accepted)
    costs = {}
    for priority, cols in model.errors:
        for col in cols:
            costs[col] = weight[priority]
    model.lp.set_costs(costs)
    status, objective, _ = model.lp.solve()
    if status != OPTIMAL:
        raise OracleError(f"weighted solve status {status}")
    return objective


# --------------------------------------------------------------------------------------------
# Random system generation
# --------------------------------------------------------------------------------------------


class Generator:
    """Draws one random system from one `random.Random`; `profile` picks the flavour."""

    def __init__(self, rng: random.Random, profile: str) -> None:
        self.rng = rng
        self.profile = profile
        self.n = rng.randint(2, 12)
        self.variables = [f"v{i}" for i in range(self.n)]
        self.priorities = self._pick_priorities()
        self.x0 = self._reference_point()
        self.constraints: List[Constraint] = []
        self.exact_constants = False  # set while drawing anchored required rows

    # -- building blocks -------------------------------------------------------------------

    def _pick_priorities(self) -> List[float]:
        """Two to five optional levels for this system, sometimes with a non-integer one."""
        count = self.rng.randint(2, 5)
        chosen = self.rng.sample(PRIORITY_POOL, count)
        if self.rng.random() < 0.3:
            chosen[-1] = self.rng.randrange(2, 998) + self.rng.choice((0.5, 0.25, 0.75, 0.125))
        return chosen

    def _reference_point(self) -> Dict[str, float]:
        """A point every anchored required constraint holds at (keeps the base feasible)."""
        if self.profile == "tight":
            return {v: 0.0 for v in self.variables}
        bound = 1_000_000 if self.profile == "large" else 200  # keeps constants near +-1e3
        return {v: float(self.rng.randint(-bound, bound)) for v in self.variables}

    def coefficient(self) -> float:
        """A non-zero coefficient in the profile's style."""
        rng = self.rng
        if self.profile == "large" and rng.random() < 0.5:
            return rng.choice((1.0, -1.0)) * rng.choice((1e-5, 2e-5, 5e-5, 1e-4, 2.5e-4, 1e-3, 0.01))
        if self.profile in ("fractional", "large") and rng.random() < 0.6:
            value = 0.0
            while value == 0.0:
                value = rng.choice((round(rng.uniform(-4, 4), rng.choice((1, 2, 3))),
                                    rng.choice((0.5, -0.5, 0.25, 1.5, 1 / 3, -2 / 3))))
            return value
        return rng.choice((1.0, 1.0, 1.0, -1.0, -1.0, 2.0, -2.0, 3.0, -0.5))

    def terms(self, max_terms: int = 4) -> Tuple[Tuple[float, str], ...]:
        """1..max_terms distinct variables with coefficients."""
        k = self.rng.randint(1, min(self.n, max_terms))
        return tuple((self.coefficient(), v) for v in self.rng.sample(self.variables, k))

    def value_at_x0(self, terms: Sequence[Tuple[float, str]]) -> float:
        return sum(coef * self.x0[v] for coef, v in terms)

    def noise(self) -> float:
        """A constant offset in the profile's scale."""
        rng = self.rng
        if self.profile == "tight":
            return rng.choice((0.0, 0.0, 0.0, float(rng.randint(-20, 20))))
        if self.profile == "large":
            return round(rng.uniform(-1e5, 1e5), rng.choice((0, 2)))
        if self.profile == "fractional":
            return round(rng.uniform(-800, 800), rng.choice((0, 1, 3)))
        return float(rng.randint(-800, 800))

    def constant(self, x: float) -> float:
        """Round a constant the way the profile prints it (keeps the files short), unless that
        would move it by more than float noise: constants of anchored required rows built with
        coefficients like 1/3 must stay exact, or overdetermined equalities turn infeasible."""
        rounded = round(x, 2 if self.profile == "large" else 6)
        if self.exact_constants and abs(rounded - x) > 1e-12 * max(1.0, abs(x)):
            return clean(x)
        return clean(rounded)

    def optional_priority(self) -> float:
        return self.rng.choice(self.priorities)

    def anchored_required(self) -> Constraint:
        """A required constraint that holds at x0 (tight with some probability)."""
        terms = self.terms()
        s = self.value_at_x0(terms)
        op = self.rng.choice(("==", ">=", ">=", "<=", "<="))
        gap = 0.0 if (op == "==" or self.rng.random() < 0.35) else abs(self.noise())
        const = -s + (gap if op == ">=" else -gap if op == "<=" else 0.0)
        self.exact_constants = True
        try:
            return Constraint(REQUIRED, op, self.constant(const), terms)
        finally:
            self.exact_constants = False

    def free_optional(self) -> Constraint:
        """An optional constraint whose target is off x0 by noise (so levels compete)."""
        terms = self.terms()
        const = -self.value_at_x0(terms) + self.noise()
        op = self.rng.choice(("==", "==", ">=", "<="))
        return Constraint(self.optional_priority(), op, self.constant(const), terms)

    def edits(self) -> List[Edit]:
        """One to three edits on distinct variables."""
        k = self.rng.randint(1, min(3, self.n))
        return [Edit(self.optional_priority(), v, self.constant(self.x0[v] + self.noise()))
                for v in self.rng.sample(self.variables, k)]

    # -- degenerate patterns --------------------------------------------------------------

    def duplicate_of(self, c: Constraint) -> Constraint:
        """The same row again, sometimes at another priority (never changing required-ness)."""
        if not c.required and self.rng.random() < 0.5:
            return Constraint(self.optional_priority(), c.op, c.const, c.terms)
        return c

    def parallel_of(self, c: Constraint) -> Constraint:
        """The row times a factor (flipping inequalities for negative factors); optional rows may
        also be shifted, giving distinct parallel targets."""
        k = self.rng.choice((2.0, -1.0, 0.5, 3.0, -2.0))
        op = c.op if k > 0 or c.op == "==" else ("<=" if c.op == ">=" else ">=")
        const = c.const * k
        priority = c.priority
        if not c.required and self.rng.random() < 0.5:
            const += self.noise()
            priority = self.optional_priority()
        return Constraint(priority, op, self.constant(const), tuple((coef * k, v) for coef, v in c.terms))

    def redundant_sum(self, a: Constraint, b: Constraint) -> Optional[Constraint]:
        """Sum of two required equalities (redundant, holds whenever both do)."""
        merged: Dict[str, float] = {}
        for coef, v in a.terms + b.terms:
            merged[v] = merged.get(v, 0.0) + coef
        terms = tuple((coef, v) for v, coef in merged.items() if coef != 0.0)
        if not terms:
            return None
        return Constraint(REQUIRED, "==", self.constant(a.const + b.const), terms)

    def degenerate_extras(self, count: int) -> None:
        """Append duplicates, parallel rows and redundant equalities of existing rows."""
        for _ in range(count):
            kind = self.rng.choice(("dup", "parallel", "redundant"))
            if kind == "redundant":
                eqs = [c for c in self.constraints if c.required and c.op == "=="]
                if len(eqs) >= 2:
                    extra = self.redundant_sum(*self.rng.sample(eqs, 2))
                    if extra:
                        self.insert_after_sources(extra)
                    continue
                kind = "dup"
            base = self.rng.choice(self.constraints)
            extra = self.duplicate_of(base) if kind == "dup" else self.parallel_of(base)
            self.insert_after_sources(extra)

    def insert_after_sources(self, c: Constraint) -> None:
        """Insert somewhere at or after the middle (the sources are usually earlier)."""
        at = self.rng.randint(len(self.constraints) // 2, len(self.constraints))
        self.constraints.insert(at, c)

    # -- infeasible patterns --------------------------------------------------------------

    def conflicting_with(self, c: Constraint) -> Constraint:
        """A required row that contradicts required row `c` by a clear gap (maybe scaled)."""
        gap = float(self.rng.randint(1, 100))
        if self.profile == "large":
            gap *= 1000.0
        k = self.rng.choice((1.0, 1.0, 2.0, 0.5, -1.0))
        if c.op == "==":
            op, const = "==", c.const + self.rng.choice((gap, -gap))
        elif c.op == ">=":  # expr + const >= 0  vs  expr + const + gap <= 0
            op, const = "<=", c.const + gap
        else:  # expr + const <= 0  vs  expr + const - gap >= 0
            op, const = ">=", c.const - gap
        if k < 0 and op != "==":
            op = "<=" if op == ">=" else ">="
        return Constraint(REQUIRED, op, self.constant(const * k), tuple((coef * k, v) for coef, v in c.terms))

    def cycle_conflict(self) -> List[Constraint]:
        """v_a - v_b >= g, v_b - v_c >= g, v_c - v_a >= g: only the last one closes the loop."""
        a, b, c = self.rng.sample(self.variables, 3) if self.n >= 3 else (*self.variables, self.variables[0])
        g = float(self.rng.randint(1, 50))
        pairs = [(a, b), (b, c), (c, a)] if a != c else [(a, b), (b, a)]
        return [Constraint(REQUIRED, ">=", -g, ((1.0, p), (-1.0, q))) for p, q in pairs]

    def inject_conflicts(self) -> None:
        """Insert 1-3 conflicting required constraints at random later positions."""
        for _ in range(self.rng.randint(1, 3)):
            required = [i for i, c in enumerate(self.constraints) if c.required]
            if self.rng.random() < 0.25 or not required:
                block = self.cycle_conflict()
                at = self.rng.randint(0, len(self.constraints))
                for offset, row in enumerate(block):
                    self.constraints.insert(at + offset, row)
                continue
            source = self.rng.choice(required)
            row = self.conflicting_with(self.constraints[source])
            self.constraints.insert(self.rng.randint(source + 1, len(self.constraints)), row)

    # -- layout-like systems --------------------------------------------------------------

    def layout_chain(self) -> System:
        """A horizontal row of 1-5 views in a container: the shape Auto Layout sees most."""
        rng = self.rng
        views = rng.randint(1, 5)
        names = ["width"] + [f"{p}{i}" for i in range(views) for p in ("x", "w")]
        hug, resist = sorted(rng.sample(PRIORITY_POOL, 2))
        spacing = rng.choice((999.0, 750.0, 500.0))
        margin = float(rng.choice((0, 8, 16, 20)))
        cons = [Constraint(REQUIRED, ">=", -margin, ((1.0, "x0"),)),
                Constraint(rng.choice((999.0, 751.0)), "==", -margin, ((1.0, "x0"),))]
        for i in range(views):
            intrinsic = float(rng.randint(10, 200))
            cons.append(Constraint(REQUIRED, ">=", 0.0, ((1.0, f"w{i}"),)))
            cons.append(Constraint(resist, ">=", -intrinsic, ((1.0, f"w{i}"),)))
            cons.append(Constraint(hug, "<=", -intrinsic, ((1.0, f"w{i}"),)))
            if i + 1 < views:
                gap = float(rng.choice((0, 4, 8, 12)))
                link = ((1.0, f"x{i + 1}"), (-1.0, f"x{i}"), (-1.0, f"w{i}"))
                cons.append(Constraint(REQUIRED, ">=", -gap, link))
                cons.append(Constraint(spacing, "==", -gap, link))
        last = views - 1
        trailing = ((1.0, "width"), (-1.0, f"x{last}"), (-1.0, f"w{last}"))
        cons.append(Constraint(REQUIRED, ">=", -margin, trailing))
        cons.append(Constraint(rng.choice((999.0, 750.0, 250.0)), "==", -margin, trailing))
        if rng.random() < 0.5:  # equal widths for the first two views
            if views >= 2:
                cons.append(Constraint(rng.choice((1000.0, 500.0, 50.0)), "==", 0.0,
                                       ((1.0, "w0"), (-1.0, "w1"))))
        edits = [Edit(rng.choice((999.0, 998.0, 751.0, 333.5)), "width", float(rng.randint(0, 900)))]
        return System("", names, cons, edits)

    # -- whole systems --------------------------------------------------------------------

    def system(self) -> System:
        """Draw the constraints for this profile."""
        if self.profile == "layout":
            return self.layout_chain()
        m = self.rng.randint(2, 30)
        share = self.rng.uniform(0.2, 0.6)
        for _ in range(m):
            self.constraints.append(self.anchored_required() if self.rng.random() < share
                                    else self.free_optional())
        if self.profile in ("degenerate", "tight"):
            self.degenerate_extras(self.rng.randint(2, 8))
        if self.profile == "infeasible":
            self.inject_conflicts()
        self.constraints = self.constraints[:34]
        edits = self.edits() if self.rng.random() < 0.3 else []
        return System("", self.variables, self.constraints, edits)


PROFILES = (("plain", 30), ("fractional", 18), ("large", 10), ("degenerate", 12), ("tight", 8),
            ("infeasible", 14), ("layout", 8))


def draw_system(number: int) -> Tuple[System, Solution, int]:
    """Random system number `number` (1-based), redrawn until it is numerically clear-cut.

    Returns the system, its solution and the number of redraws it took."""
    for attempt in range(100):
        rng = random.Random(BASE_SEED + 1000 * number + attempt)
        profile = rng.choices([p for p, _ in PROFILES], [w for _, w in PROFILES])[0]
        system = Generator(rng, profile).system()
        system.ident = f"r{number:04d}"
        seed_note = f"seed {BASE_SEED + 1000 * number + attempt}, profile {profile}"
        system.comments = [seed_note]
        try:
            return system, solve_lexicographic(system), attempt
        except Ambiguous as why:
            note_oddity("redrawn: " + why.kind)
            continue
    raise OracleError(f"system {number}: no clear-cut draw in 100 attempts")


# --------------------------------------------------------------------------------------------
# The enaml-like system (solver-notes §2)
# --------------------------------------------------------------------------------------------

ENAML_VARIABLES = (
    "left top width height contents_left contents_right contents_top contents_bottom midline "
    "lb1left lb1top lb1width lb1height lb2left lb2top lb2width lb2height "
    "lb3left lb3top lb3width lb3height fl1left fl1top fl1width fl1height "
    "fl2left fl2top fl2width fl2height fl3left fl3top fl3width fl3height "
    "ctleft cttop ctwidth ctheight"
).split()

#: The 111 constraints of solver-notes §2, in order: `expression OP number STRENGTH`.
ENAML_CONSTRAINTS = """
left >= 0 R | height = 0 M | top >= 0 R
width >= 0 R | height >= 0 R | contents_top-top = 10 R
lb3height = 16 S | lb3height >= 16 S | ctleft >= 0 R
cttop >= 0 R | ctwidth >= 0 R | ctheight >= 0 R
fl3left >= 0 R | ctheight >= 24 SM | ctwidth <= 16777200 SM
ctheight <= 24 SM | fl3top >= 0 R | fl3width >= 0 R
fl3height >= 0 R | lb1width = 67 W | lb2width >= 0 R
lb2height >= 0 R | fl2height >= 0 R | lb3left >= 0 R
fl2width >= 125 S | fl2height = 21 S | fl2height >= 21 S
lb3top >= 0 R | lb3width >= 0 R | fl1left >= 0 R
fl1width >= 0 R | lb1width >= 67 S | fl2left >= 0 R
lb2width = 66 W | lb2width >= 66 S | lb2height = 16 S
fl1height >= 0 R | fl1top >= 0 R | lb2top >= 0 R
lb3top-lb2top-lb2height = 10 MM | fl3top-lb3top-lb3height >= 10 R | fl3top-lb3top-lb3height = 10 MM
contents_bottom-fl3top-fl3height = 0 MM | fl1top-contents_top >= 0 R | fl1top-contents_top = 0 MM
contents_bottom-fl3top-fl3height >= 0 R | contents_right-width-left = -10 R | contents_bottom-top-height = -10 R
contents_left-left = 10 R | lb3left-contents_left = 0 MM | fl1left-midline = 0 S
fl2left-midline = 0 S | ctleft-midline = 0 S | fl1top+0.5*fl1height-lb1top-0.5*lb1height = 0 S
lb1left-contents_left >= 0 R | lb1left-contents_left = 0 MM | fl1left-lb1width-lb1left >= 10 R
fl1left-lb1width-lb1left = 10 MM | contents_right-fl1width-fl1left >= 0 R | width = 0 M
fl2top-fl1top-fl1height >= 10 R | fl2top-fl1top-fl1height = 10 MM | cttop-fl2top-fl2height >= 10 R
fl3top-cttop-ctheight >= 10 R | contents_bottom-fl3top-fl3height >= 0 R | cttop-fl2top-fl2height = 10 MM
contents_right-fl1width-fl1left = 0 MM | fl2top+0.5*fl2height-lb2top-0.5*lb2height = 0 S | lb2left-contents_left >= 0 R
lb2left-contents_left = 0 MM | fl2left-lb2width-lb2left >= 10 R | fl3top-cttop-ctheight = 10 MM
contents_bottom-fl3top-fl3height = 0 MM | lb1top >= 0 R | lb1width >= 0 R
lb1height >= 0 R | fl2left-lb2width-lb2left = 10 MM | contents_right-fl2width-fl2left = 0 MM
contents_right-fl2width-fl2left >= 0 R | lb3left-contents_left >= 0 R | lb1left >= 0 R
cttop+0.5*ctheight-lb3top-0.5*lb3height = 0 S | ctleft-lb3width-lb3left >= 10 R | contents_right-ctwidth-ctleft >= 0 R
ctleft-lb3width-lb3left = 10 MM | fl3left-contents_left >= 0 R | fl3left-contents_left = 0 MM
contents_right-ctwidth-ctleft = 0 MM | contents_right-fl3width-fl3left = 0 MM | lb1top-contents_top >= 0 R
lb1top-contents_top = 0 MM | contents_right-fl3width-fl3left >= 0 R | lb2top-lb1top-lb1height >= 10 R
lb3top-lb2top-lb2height >= 10 R | lb2top-lb1top-lb1height = 10 MM | fl1height = 21 S
fl1height >= 21 S | lb2left >= 0 R | lb2height >= 16 S
fl2top >= 0 R | fl2width >= 0 R | lb1height >= 16 S
lb1height = 16 S | fl3width >= 125 S | fl3height = 21 S
fl3height >= 21 S | lb3height >= 0 R | ctwidth >= 119 SM
lb3width = 24 W | lb3width >= 24 S | fl1width >= 125 S
"""

#: kiwi strength name -> (lexicographic priority used in the fixture, kiwi weight).
ENAML_STRENGTHS = {
    "R": (REQUIRED, None),
    "S": (900.0, 1e6),
    "SM": (800.0, 1e5),
    "MM": (700.0, 1250.0),
    "M": (600.0, 1e3),
    "W": (100.0, 1.0),
}

ENAML_EXPECTED_WEIGHTED = {(400, 600): 2_180_044.0, (800, 400): 1_880_044.0}


def parse_linear(expression: str) -> Tuple[Tuple[float, str], ...]:
    """`a-0.5*b+c` -> ((1.0, 'a'), (-0.5, 'b'), (1.0, 'c'))."""
    terms = []
    for chunk in expression.replace("-", "+-").split("+"):
        if not chunk:
            continue
        sign = -1.0 if chunk.startswith("-") else 1.0
        chunk = chunk.lstrip("-")
        coef, _, name = chunk.rpartition("*")
        terms.append((sign * (float(coef) if coef else 1.0), name))
    return tuple(terms)


def enaml_constraints() -> List[Constraint]:
    """The 111 enaml-like constraints as `expr - rhs OP 0` at the mapped priorities."""
    out = []
    for item in ENAML_CONSTRAINTS.replace("\n", "|").split("|"):
        item = item.strip()
        if not item:
            continue
        expression, op, rhs, strength = item.split()
        op = "==" if op == "=" else op
        out.append(Constraint(ENAML_STRENGTHS[strength][0], op, clean(-float(rhs)), parse_linear(expression)))
    if len(out) != 111:
        raise OracleError(f"enaml system has {len(out)} constraints, expected 111")
    return out


def enaml_system(width: int, height: int) -> System:
    """The enaml-like system at one window size (edits width/height at strong = 900)."""
    strong = ENAML_STRENGTHS["S"][0]
    return System(
        f"enaml-{width}x{height}",
        list(ENAML_VARIABLES),
        enaml_constraints(),
        [Edit(strong, "width", float(width)), Edit(strong, "height", float(height))],
        [f"solver-notes §2 enaml-like benchmark at {width}x{height}; kiwi strengths mapped to",
         "required->required, strong->900, SM(1e5)->800, MM(1250)->700, medium->600, weak->100;",
         "edits width/height at strong (kiwi adds them first; order is irrelevant for the optimum)."],
    )


def enaml_weighted(system: System) -> float:
    """kiwi's weighted objective for an enaml system (single solve, cost = kiwi strength)."""
    weights = {priority: w for priority, w in ENAML_STRENGTHS.values() if w is not None}
    return solve_weighted(system, weights)


# --------------------------------------------------------------------------------------------
# Hand-picked systems with hand-derived answers
# --------------------------------------------------------------------------------------------


@dataclass
class Handpicked:
    """A system plus the answer derived by hand (levels, rejections, some variable values)."""

    system: System
    levels: List[Tuple[float, float]]
    rejected: List[int]
    values: Dict[str, float]


def eq(priority: float, var: str, value: float, coef: float = 1.0) -> Constraint:
    """`coef*var - value == 0`."""
    return Constraint(priority, "==", clean(-value), ((coef, var),))


def handpicked() -> List[Handpicked]:
    """Small systems whose lexicographic answers are derived by hand (solver-notes §7)."""
    cases = []
    cases.append(Handpicked(
        System("kiwi28", ["w"], [eq(996.0, "w", 1.0), eq(997.0, "w", 2.0), eq(998.0, "w", 3.0), eq(999.0, "w", 4.0)],
               comments=["kiwi#28 (solver-notes §7): w == 1, 2, 3, 4 at priorities 1001..1004, scaled to 996..999.",
                         "Lexicographic: the 999 level alone fixes w = 4, so the errors are 0, 1, 2, 3",
                         "(kiwi's weighted sum answers 3 instead)."]),
        [(999.0, 0.0), (998.0, 1.0), (997.0, 2.0), (996.0, 3.0)], [], {"w": 4.0}))
    cases.append(Handpicked(
        System("kiwi33", ["x"], [Constraint(501.0, ">=", -100.0, ((1.0, "x"),)), eq(500.0, "x", 90.0), eq(10.0, "x", 10.0)],
               comments=["kiwi#33 (solver-notes §7): x >= 100 @ 501, x == 90 @ 500, x == 10 @ 10.",
                         "By hand: level 501 forces x >= 100 (error 0); the closest point to 90 is then",
                         "x = 100 (error 10), which leaves |100 - 10| = 90 for level 10 (kiwi answers 90)."]),
        [(501.0, 0.0), (500.0, 10.0), (10.0, 90.0)], [], {"x": 100.0}))
    for many in (1001, 999):
        cons = [eq(1.0, "x", 0.0) for _ in range(many)] + [eq(2.0, "x", 1.0)]
        cases.append(Handpicked(
            System(f"crowd{many}", ["x"], cons,
                   comments=[f"{many} x {{x == 0 @ 1}} then x == 1 @ 2 (solver-notes §0/§7, weak-crowd vector).",
                             f"Lexicographic: level 2 fixes x = 1 whatever the crowd size; level 1 pays {many} x 1.",
                             "kiwi's weighted sum gives x = 0 for 1001 weak constraints (1001 > 1000)."]),
            [(2.0, 0.0), (1.0, float(many))], [], {"x": 1.0}))
    cases.append(Handpicked(
        System("kiwi-infeasible-regression", ["xm", "xl", "xr"],
               [Constraint(REQUIRED, "==", 0.0, ((2.0, "xm"), (-1.0, "xl"), (-1.0, "xr"))),
                Constraint(REQUIRED, "<=", 20.0, ((1.0, "xl"), (-1.0, "xr"))),
                Constraint(REQUIRED, ">=", 10.0, ((1.0, "xl"),)),
                Constraint(REQUIRED, "<=", -100.0, ((1.0, "xr"),))],
               [Edit(900.0, "xm", 90.0), Edit(100.0, "xl", 50.0), Edit(100.0, "xr", 30.0)],
               comments=["kiwi py/tests/test_solver.py 'handling infeasible constraints' (solver-notes §7), final state:",
                         "2xm == xl + xr, xl + 20 <= xr, xl >= -10, xr <= 100; edits xm = 90 strong (900),",
                         "xl = 50 and xr = 30 weak (100). By hand: xl + xr = 180, xr <= 100 and xr >= xl + 20",
                         "give xr = 100, xl = 80; weak errors 30 + 70 = 100."]),
        [(900.0, 0.0), (100.0, 100.0)], [], {"xm": 90.0, "xl": 80.0, "xr": 100.0}))
    cases.append(Handpicked(
        System("conflict-pair", ["x", "y"],
               [Constraint(REQUIRED, ">=", -10.0, ((1.0, "x"),)),
                Constraint(REQUIRED, "<=", -5.0, ((1.0, "x"),)),
                Constraint(REQUIRED, "==", -3.0, ((1.0, "y"), (-1.0, "x"))),
                Constraint(750.0, "==", 0.0, ((1.0, "x"),))],
               comments=["By hand: x >= 10 is accepted, x <= 5 contradicts it and is rejected (index 1);",
                         "y == x + 3 is still added afterwards. x == 0 @ 750 then pays 10 (x = 10, y = 13)."]),
        [(750.0, 10.0)], [1], {"x": 10.0, "y": 13.0}))
    cases.append(Handpicked(
        System("conflict-cycle", ["a", "b", "c"],
               [Constraint(REQUIRED, ">=", -1.0, ((1.0, "a"), (-1.0, "b"))),
                Constraint(REQUIRED, ">=", -1.0, ((1.0, "b"), (-1.0, "c"))),
                Constraint(REQUIRED, ">=", -1.0, ((1.0, "c"), (-1.0, "a"))),
                Constraint(REQUIRED, "==", 0.0, ((1.0, "c"),)),
                Constraint(250.0, "==", -100.0, ((1.0, "a"),)),
                Constraint(250.0, "==", 100.0, ((1.0, "b"),))],
               comments=["By hand: a >= b + 1 and b >= c + 1 are accepted; c >= a + 1 closes the cycle",
                         "(its minimal conflict is all three rows) and is rejected (index 2); c == 0 is accepted.",
                         "Level 250: a == 100 and b == -100 with a >= b + 1, b >= 1: a = 100, b = 1 is best,",
                         "error 0 + 101 = 101."]),
        [(250.0, 101.0)], [2], {"a": 100.0, "b": 1.0, "c": 0.0}))
    return cases


def run_handpicked_checks(cases: Sequence[Handpicked]) -> List[Tuple[System, Solution]]:
    """Solve every hand-picked case and compare with the hand-derived answer."""
    solved = []
    for case in cases:
        solution = solve_lexicographic(case.system)
        ident = case.system.ident
        if solution.rejected != case.rejected:
            raise AssertionError(f"{ident}: rejected {solution.rejected}, expected {case.rejected}")
        if solution.levels != case.levels:
            raise AssertionError(f"{ident}: levels {solution.levels}, expected {case.levels}")
        for var, want in case.values.items():
            got = solution.values[var]
            if abs(got - want) > 1e-7:
                raise AssertionError(f"{ident}: {var} = {got!r}, expected {want!r}")
        print(f"check {ident}: ok (levels {[z for _, z in solution.levels]}, rejected {solution.rejected})")
        solved.append((case.system, solution))
    return solved


def run_enaml_checks() -> List[Tuple[System, Solution]]:
    """Solve the six enaml systems lexicographically and check kiwi's weighted objective."""
    solved = []
    for width, height in ENAML_SIZES:
        system = enaml_system(width, height)
        solution = solve_lexicographic(system)
        weighted = enaml_weighted(system)
        expected = ENAML_EXPECTED_WEIGHTED.get((width, height))
        note = ""
        if expected is not None:
            if abs(weighted - expected) > 1e-6 * expected:
                raise AssertionError(f"enaml {width}x{height}: weighted {weighted!r}, expected {expected!r}")
            note = f" (expected {expected:,.0f}: ok)"
        if solution.rejected:
            raise AssertionError(f"enaml {width}x{height}: unexpected rejections {solution.rejected}")
        print(f"enaml {width}x{height}: kiwi weighted objective {weighted:,.6f}{note}; "
              f"lexicographic levels {[(fmt_priority(p), z) for p, z in solution.levels]}")
        solved.append((system, solution))
    return solved


# --------------------------------------------------------------------------------------------
# Writing and verifying fixture files
# --------------------------------------------------------------------------------------------

FILE_HEADER = [
    "# Generated by Scripts/oracle/generate_fixtures.py (HiGHS lexicographic oracle). Do not edit by hand.",
    "# Format: Scripts/oracle/README.md. Objectives: per-level optimum, highest priority first.",
]


def write_fixture(name: str, header: Sequence[str], solved: Sequence[Tuple[System, Solution]]) -> str:
    """Write one fixture file; return its path."""
    path = os.path.join(FIXTURE_DIR, name)
    body = "\n".join(list(FILE_HEADER) + [f"# {h}" for h in header]) + "\n\n"
    body += "\n".join(format_system(s, sol) for s, sol in solved)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(body)
    return path


def generate_random_files() -> Dict[str, int]:
    """Write the lexicographic-NN.txt files; return statistics."""
    stats = {"systems": 0, "with_rejections": 0, "with_edits": 0, "redraws": 0, "profiles": {}}
    number = 0
    for f in range(1, RANDOM_FILES + 1):
        solved = []
        for _ in range(SYSTEMS_PER_FILE):
            number += 1
            system, solution, redraws = draw_system(number)
            stats["redraws"] += redraws
            stats["systems"] += 1
            stats["with_rejections"] += bool(solution.rejected)
            stats["with_edits"] += bool(system.edits)
            profile = system.comments[0].split("profile ")[1]
            stats["profiles"][profile] = stats["profiles"].get(profile, 0) + 1
            solved.append((system, solution))
        path = write_fixture(f"lexicographic-{f:02d}.txt",
                             [f"Random systems {number - SYSTEMS_PER_FILE + 1}..{number}; "
                              "each comment names its seed and profile."], solved)
        print(f"wrote {os.path.relpath(path, REPO_ROOT)} ({len(solved)} systems)")
    return stats


def verify_files() -> None:
    """Re-parse every fixture file and re-solve it; the expectations must match exactly."""
    total = 0
    for name in sorted(os.listdir(FIXTURE_DIR)):
        if not name.endswith(".txt"):
            continue
        with open(os.path.join(FIXTURE_DIR, name), encoding="utf-8") as handle:
            pairs = parse_fixture(handle.read())
        for system, expected in pairs:
            got = solve_lexicographic(system)
            if got.rejected != expected.rejected or got.levels != expected.levels:
                raise AssertionError(f"{name} {system.ident}: got {got.rejected} {got.levels}, "
                                     f"file says {expected.rejected} {expected.levels}")
        total += len(pairs)
        print(f"verified {name}: {len(pairs)} systems")
    print(f"verified {total} systems")


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="run the hand-derived self-checks only")
    mode.add_argument("--verify", action="store_true", help="re-solve the committed fixture files")
    args = parser.parse_args(argv)

    if args.verify:
        verify_files()
        return 0
    hand = run_handpicked_checks(handpicked())
    enaml = run_enaml_checks()
    if args.check:
        return 0

    os.makedirs(FIXTURE_DIR, exist_ok=True)
    write_fixture("handpicked.txt", ["Small systems with hand-derived answers (see the comment above each)."], hand)
    write_fixture("enaml-like.txt", ["The enaml-like benchmark system of solver-notes §2 at six window sizes."], enaml)
    stats = generate_random_files()
    print(f"random systems: {stats['systems']} ({stats['systems'] - stats['with_rejections']} with no rejection, "
          f"{stats['with_rejections']} with rejections, {stats['with_edits']} with edits); "
          f"redraws for numerical ambiguity: {stats['redraws']}")
    print("profiles: " + ", ".join(f"{k} {v}" for k, v in sorted(stats["profiles"].items())))
    for what, count in sorted(ODDITIES.items()):
        print(f"note: {what}: {count}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Exact rational lexicographic LP for small systems: an arbiter for HiGHS at large magnitudes.

HiGHS works in doubles with absolute tolerances (1e-10 here). When solutions reach 1e8..1e14
(the `large` profile: constants near 1e6, multipliers down to 1e-5) that is at the limit of
double precision, and HiGHS can stop at a vertex that is a few 1e-9 (relative) above a level's
optimum. Freezing that level then lets the next levels pick a very different point (r1107 of an
earlier generation: level 751 off by 3.8e-9 relative, level 251 off by 95%). This module solves
the same lexicographic problem with `fractions.Fraction` (every double input is exact as a
fraction), so the answer involves no tolerance at all.

Method: dense tableau, two-phase simplex with Bland's rule (cannot cycle). Free variables are
split into two non-negative columns. Levels are solved highest first on one tableau; after a
level's optimum every non-basic column with a positive reduced cost is barred from entering,
which keeps exactly the level's optimal face (objective = z* + sum d_j x_j with d_j >= 0).
"""
from __future__ import annotations

from fractions import Fraction as F
from typing import Dict, List, Optional, Sequence, Tuple


class _Tableau:
    """`A x = b`, `x >= 0`, `b >= 0`, rows of Fractions, with a current basis."""

    def __init__(self, ncols: int, rows: Sequence[Tuple[Dict[int, F], F]]) -> None:
        self.n = ncols
        self.A: List[List[F]] = []
        self.b: List[F] = []
        for coefs, rhs in rows:
            row = [F(0)] * ncols
            for col, value in coefs.items():
                row[col] += value
            if rhs < 0:
                row = [-v for v in row]
                rhs = -rhs
            self.A.append(row)
            self.b.append(rhs)
        self.allowed = [True] * ncols
        self.basis: List[int] = []
        self.reduced: List[F] = []

    def _pivot(self, r: int, c: int) -> None:
        p = self.A[r][c]
        self.A[r] = [v / p for v in self.A[r]]
        self.b[r] /= p
        pivot_row = self.A[r]
        for i in range(len(self.A)):
            f = self.A[i][c]
            if i != r and f != 0:
                self.A[i] = [x - f * y for x, y in zip(self.A[i], pivot_row)]
                self.b[i] -= f * self.b[r]
        self.basis[r] = c

    def minimise(self, cost: Sequence[F]) -> F:
        """Minimise `cost · x` from the current feasible basis; barred columns never enter."""
        width = len(cost)
        while True:
            d = list(cost)
            for i, col in enumerate(self.basis):
                f = cost[col]
                if f != 0:
                    d = [x - f * y for x, y in zip(d, self.A[i])]
            enter = next((c for c in range(width) if self.allowed[c] and d[c] < 0), -1)
            if enter < 0:
                self.reduced = d
                return sum((cost[col] * self.b[i] for i, col in enumerate(self.basis)), F(0))
            best: Optional[Tuple[F, int]] = None
            for i, row in enumerate(self.A):
                if row[enter] > 0:
                    ratio = self.b[i] / row[enter]
                    if best is None or ratio < best[0] or (ratio == best[0] and self.basis[i] < self.basis[best[1]]):
                        best = (ratio, i)
            if best is None:
                raise ArithmeticError("unbounded level")
            self._pivot(best[1], enter)

    def phase_one(self) -> bool:
        """Find a feasible basis (artificial columns, then dropped). False if none exists."""
        m = len(self.A)
        for i in range(m):
            self.A[i].extend(F(1) if k == i else F(0) for k in range(m))
        self.allowed.extend([True] * m)
        self.basis = [self.n + i for i in range(m)]
        self.minimise([F(0)] * self.n + [F(1)] * m)
        if any(self.b[i] != 0 for i in range(m) if self.basis[i] >= self.n):
            return False
        for i in range(m):
            if self.basis[i] >= self.n:
                col = next((c for c in range(self.n) if self.A[i][c] != 0), -1)
                if col >= 0:
                    self._pivot(i, col)
        keep = [i for i in range(m) if self.basis[i] < self.n]
        self.A = [self.A[i][: self.n] for i in keep]
        self.b = [self.b[i] for i in keep]
        self.basis = [self.basis[i] for i in keep]
        self.allowed = self.allowed[: self.n]
        return True


def lexicographic_levels(variables: Sequence[str], required, optional) -> Optional[List[Tuple[float, F]]]:
    """Exact per-level optima, highest priority first, or None if the required rows have no
    exact solution (they may still be feasible within the generator's 1e-8 tolerance).

    `required` and `optional` are sequences of objects with `op`, `const`, `terms` ((coef, var)
    pairs) and, for optional ones, `priority`: `sum(coef * var) + const OP 0`."""
    column = {name: (2 * i, 2 * i + 1) for i, name in enumerate(variables)}
    n = 2 * len(variables)
    rows: List[Tuple[Dict[int, F], F]] = []
    levels: Dict[float, List[int]] = {}
    for c, is_optional in [(c, False) for c in required] + [(c, True) for c in optional]:
        coefs: Dict[int, F] = {}
        for coef, var in c.terms:
            plus, minus = column[var]
            coefs[plus] = coefs.get(plus, F(0)) + F(coef)
            coefs[minus] = coefs.get(minus, F(0)) - F(coef)
        if is_optional:
            errors = levels.setdefault(c.priority, [])
            if c.op == "==":
                coefs[n], coefs[n + 1] = F(1), F(-1)
                errors += [n, n + 1]
                n += 2
            else:
                coefs[n] = F(1) if c.op == ">=" else F(-1)
                errors.append(n)
                n += 1
        if c.op != "==":
            coefs[n] = F(-1) if c.op == ">=" else F(1)
            n += 1
        rows.append((coefs, -F(c.const)))
    tableau = _Tableau(n, rows)
    if not tableau.phase_one():
        return None
    out: List[Tuple[float, F]] = []
    for priority in sorted(levels, reverse=True):
        cost = [F(0)] * n
        for col in levels[priority]:
            cost[col] = F(1)
        out.append((priority, tableau.minimise(cost)))
        for col in range(n):
            if tableau.reduced[col] > 0:
                tableau.allowed[col] = False
    return out

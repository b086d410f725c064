"""Certified continuous bandwidth allocation: an outer-approximation LP on HiGHS with a
Lagrangian lower bound (formulations/multidim.md §4).

Both objectives become one convex program in a few positive variables ``z`` (the
bandwidths, plus the scale ``s = 1/cost`` for time x cost, (14)):

    minimise  K0 + sum_j F_j / z_j + sum_g w_g max_{t in g} (c_t + sum_j Q_tj / z_j)
    s.t.      rows:  rlo <= A z <= rup,   box: zlo <= z <= zhi,                       (C)

with every ``F, w, c, Q >= 0``. With ``r_j >= 1/z_j`` (a rotated cone, the objective
is non-decreasing in ``r``) every term is *linear* in ``(r, tau)``: the only
non-linearity is the J univariate curves ``r_j z_j >= 1``. They are replaced by
tangent cuts ``r_j >= 2/u - z_j/u^2`` (Kelley's cutting planes, (16)); each LP's point
``z`` is feasible, so ``Phi(z)`` is an upper bound, and each LP's duals ``(pi, y)`` give
the Lagrangian lower bound (17)

    LB = K0 + sum_t pi_t c_t + sum_i y_i beta_i
         + sum_j min_{zlo_j <= z <= zhi_j} (E_j / z + c_j z),
    E_j = F_j + sum_t pi_t Q_tj,   c_j = -sum_i y_i A_ij,

valid for ANY ``pi >= 0`` with ``sum_{t in g} pi_t = w_g`` and sign-correct ``y`` (weak
duality), computed here in closed form without trusting the LP's own tolerances. The
loop stops when ``(UB - LB) / UB <= tol``.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact.deadline import Deadline

log = logging.getLogger(__name__)


#: smallest tangent point of a scaled variable
U_MIN = 1e-6


@dataclass(frozen=True, eq=False)
class ConvexProgram:
    """Data of (C). Terms ``t`` belong to groups ``group[t]`` (contiguous, sorted).
    Checked at construction: the shapes agree, ``F, w, c, Q >= 0`` (the premise of the
    bound (17)) and the box ``zlo <= zhi`` is finite."""

    K0: float
    F: np.ndarray          # [J]
    w: np.ndarray          # [G]
    group: np.ndarray      # [T] int
    c: np.ndarray          # [T]
    Q: np.ndarray          # [T, J]
    A: np.ndarray          # [R, J]
    rlo: np.ndarray        # [R] (-inf allowed)
    rup: np.ndarray        # [R] (+inf allowed)
    zlo: np.ndarray        # [J] >= 0
    zhi: np.ndarray        # [J] finite

    def __post_init__(self) -> None:
        J, T, R = len(self.F), len(self.c), len(self.rlo)
        shapes = {"F": (self.F.shape, (J,)), "group": (self.group.shape, (T,)), "Q": (self.Q.shape, (T, J)),
                  "A": (self.A.shape, (R, J)), "rup": (self.rup.shape, (R,)), "zlo": (self.zlo.shape, (J,)),
                  "zhi": (self.zhi.shape, (J,))}
        for name, (got, want) in shapes.items():
            if got != want:
                raise TopomilpInputError(f"ConvexProgram.{name}", f"must have shape {want}", got)
        for name in ("F", "w", "c", "Q"):
            if np.any(~(getattr(self, name) >= 0)):
                raise TopomilpInputError(f"ConvexProgram.{name}", "must be finite and >= 0 (multidim.md (C))")
        if T and (np.any(np.diff(self.group) < 0) or self.group[0] < 0 or self.group[-1] >= len(self.w)):
            raise TopomilpInputError("ConvexProgram.group", "must be sorted group indices into w")
        if not (np.all(np.isfinite(self.zhi)) and np.all(self.zlo >= 0) and np.all(self.zlo <= self.zhi)):
            raise TopomilpInputError("ConvexProgram.zlo/zhi", "must be a finite box 0 <= zlo <= zhi")

    @property
    def J(self) -> int:
        return len(self.F)

    def hyperbolic(self) -> np.ndarray:
        """Variables that appear in a ``1/z`` term."""
        return (self.F > 0) | (self.Q > 0).any(axis=0) if len(self.c) else self.F > 0

    def value(self, z: np.ndarray) -> float:
        """Phi(z), (C)'s objective."""
        hyp = self.hyperbolic()
        if np.any(hyp & (z <= 0)):
            return math.inf
        inv = np.where(hyp, 1.0 / np.where(z > 0, z, 1.0), 0.0)
        val = self.K0 + float(self.F @ inv)
        if len(self.c):
            terms = self.c + self.Q @ inv
            starts = np.flatnonzero(np.r_[True, self.group[1:] != self.group[:-1]])
            val += float(self.w @ np.maximum.reduceat(terms, starts))
        return val

    def lagrangian_bound(self, pi: np.ndarray, y: np.ndarray, z_hint: np.ndarray) -> float:
        """(17): a lower bound on (C) from term multipliers ``pi`` and row duals ``y`` (HiGHS
        convention: ``y > 0`` on an active lower side, ``< 0`` on an active upper side).
        ``pi`` is first made valid: clipped at 0 and rescaled to sum to ``w_g`` per group
        (a group with no weight left puts ``w_g`` on its largest term at ``z_hint``)."""
        J = self.J
        const = self.K0
        E = self.F.astype(float).copy()
        if not len(self.c):
            return self._finish(np.zeros(0), y, const, E, J)
        pi = np.maximum(np.asarray(pi, dtype=float), 0.0)
        starts = np.flatnonzero(np.r_[True, self.group[1:] != self.group[:-1]])
        counts = np.diff(np.r_[starts, len(self.group)])
        sums = np.add.reduceat(pi, starts)
        scale = np.where(sums > 0, self.w / np.where(sums > 0, sums, 1.0), 0.0)
        pi_ok = pi * np.repeat(scale, counts)
        empty = np.flatnonzero(sums <= 0)
        if len(empty):
            hyp = self.hyperbolic()
            inv = np.where(hyp, 1.0 / np.where(z_hint > 0, z_hint, 1.0), 0.0)
            terms = self.c + self.Q @ inv
            for g in empty:
                s = starts[g]
                pi_ok[s + int(np.argmax(terms[s:s + counts[g]]))] = self.w[g]
        return self._finish(pi_ok, y, const, E, J)

    def _finish(self, pi: np.ndarray, y: np.ndarray, const: float, E: np.ndarray, J: int) -> float:
        if len(pi):
            const += float(pi @ self.c)
            E = E + pi @ self.Q
        lin = np.zeros(J)
        for i in range(len(y)):
            yi = float(y[i])
            if yi > 0 and math.isfinite(self.rlo[i]):
                beta = self.rlo[i]
            elif yi < 0 and math.isfinite(self.rup[i]):
                beta = self.rup[i]
            else:
                continue
            const += yi * beta
            lin -= yi * self.A[i]
        total = const
        for j in range(J):
            lo, hi, e, cj = self.zlo[j], self.zhi[j], E[j], lin[j]
            if e > 0:
                z = math.sqrt(e / cj) if cj > 0 else hi
                z = min(max(z, lo), hi)
                total += e / z + cj * z
            else:
                total += cj * (lo if cj >= 0 else hi)
        return total


@dataclass(frozen=True, eq=False)
class CuttingPlaneResult:
    status: str            #: optimal / feasible / infeasible / timeout / error
    z: np.ndarray | None
    upper: float           #: Phi(z)
    lower: float           #: certified lower bound
    iterations: int
    message: str = ""


def _highs():
    import highspy

    return highspy


class _OuterLP:
    """The outer approximation of (C) in HiGHS: columns ``z`` (J), ``r`` (J), ``tau`` (G),
    (C)'s rows on ``z``, the epigraph rows and tangent cuts ``r_j >= 2/u - z_j/u^2`` of
    ``r_j >= 1/z_j``, starting from a geometric grid of ``grid`` tangents per hyperbolic
    variable."""

    def __init__(self, prog: ConvexProgram, grid: int) -> None:
        highspy = _highs()
        self.highspy = highspy
        inf = self.inf = highspy.kHighsInf
        J, R, T = prog.J, len(prog.rlo), len(prog.c)
        G = len(prog.w)
        self.J, self.R, self.T = J, R, T
        hyp = prog.hyperbolic()
        h = self.h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        h.setOptionValue("random_seed", 0)
        h.setOptionValue("primal_feasibility_tolerance", 1e-10)
        h.setOptionValue("dual_feasibility_tolerance", 1e-10)
        # columns: z (J), r (J), tau (G)
        cost = np.concatenate([np.zeros(J), prog.F, prog.w])
        lower = np.concatenate([prog.zlo, np.zeros(J), np.full(G, -inf)])
        upper = np.concatenate([prog.zhi, np.where(hyp, inf, 0.0), np.full(G, inf)])
        none_i = np.array([], dtype=np.int32)
        h.addCols(2 * J + G, cost, lower, upper, 0, none_i, none_i, np.array([]))
        h.changeObjectiveOffset(float(prog.K0))
        # (C) rows on z
        if R:
            self.add_rows(np.where(np.isfinite(prog.rlo), prog.rlo, -inf),
                          np.where(np.isfinite(prog.rup), prog.rup, inf),
                          [(list(np.flatnonzero(prog.A[i])), list(prog.A[i][prog.A[i] != 0])) for i in range(R)])
        # epigraph rows: tau_g - sum_j Q_tj r_j >= c_t
        if T:
            rows = []
            for t in range(T):
                nz = np.flatnonzero(prog.Q[t])
                rows.append(([2 * J + int(prog.group[t])] + [J + int(j) for j in nz],
                             [1.0] + [-float(prog.Q[t, j]) for j in nz]))
            self.add_rows(prog.c, np.full(T, inf), rows)
        self.n_fixed_rows = R + T
        # initial tangents: a geometric grid on each hyperbolic variable's box
        first = []
        for j in np.flatnonzero(hyp):
            lo = max(prog.zlo[j], prog.zhi[j] * 1e-4)
            first.extend((int(j), float(u)) for u in np.geomspace(lo, prog.zhi[j], grid))
        self.add_cuts(first)

    def add_rows(self, lo, up, rows) -> None:  # rows: list of (indices, values)
        starts, idx, val = [], [], []
        for ii, vv in rows:
            starts.append(len(idx))
            idx.extend(ii)
            val.extend(vv)
        st = self.h.addRows(len(rows), np.asarray(lo, float), np.asarray(up, float), len(idx),
                            np.asarray(starts, dtype=np.int32), np.asarray(idx, dtype=np.int32),
                            np.asarray(val, float))
        if st == self.highspy.HighsStatus.kError:
            raise RuntimeError("HiGHS refused rows of the outer approximation")

    def add_cuts(self, points: list[tuple[int, float]]) -> None:
        # tangent points below U_MIN (scaled variables are <= 1) would put coefficients
        # 1/u^2 beyond HiGHS's matrix range; the level set (18) keeps z away from 0
        J = self.J
        points = [(j, max(u, U_MIN)) for j, u in points]
        if points:
            self.add_rows([2.0 / u for _, u in points], [self.inf] * len(points),
                          [([J + j, j], [1.0, 1.0 / (u * u)]) for j, u in points])

    def tighten_level_set(self, prog: ConvexProgram, level: np.ndarray, zlo: np.ndarray, best_ub: float) -> None:
        """The level set ``{Phi <= UB}`` (18): ``z_j >= Lambda_j / (UB - K0)``, raising
        ``zlo`` and the LP's bounds in place."""
        slack = best_ub * (1 + 1e-9) - prog.K0
        if slack > 0:
            new_lo = np.where(level > 0, level / slack, 0.0)
            raise_idx = np.flatnonzero((new_lo > zlo * (1 + 1e-9)) & (new_lo < prog.zhi))
            for j in raise_idx:
                zlo[j] = new_lo[j]
                self.h.changeColBounds(int(j), float(zlo[j]), float(prog.zhi[j]))


def solve_convex(prog: ConvexProgram, *, tol: float = 1e-7, time_limit: float = 60.0,
                 max_iter: int = 2000, grid: int = 24) -> CuttingPlaneResult:
    """Minimise (C) to relative gap ``tol``. ``prog`` must already be scaled so that the
    variables and the objective are of order one (see :func:`scaled`)."""
    deadline = Deadline.after(time_limit)
    lp = _OuterLP(prog, grid)
    h, highspy = lp.h, lp.highspy
    J, R, T = lp.J, lp.R, lp.T
    hyp = prog.hyperbolic()
    best_z, best_ub, best_lb = None, math.inf, -math.inf
    zlo = prog.zlo.copy()
    level = _level_coefficients(prog)
    it = 0
    status, msg = "error", ""
    S = highspy.HighsModelStatus
    while it < max_iter:
        it += 1
        h.run()
        ms = h.getModelStatus()
        if ms == S.kInfeasible:
            if best_z is None:
                return CuttingPlaneResult("infeasible", None, math.inf, math.inf, it,
                                          "HiGHS proved the bandwidth constraints infeasible")
            status, msg = "feasible", "HiGHS reported a later LP infeasible; stopped"
            break
        if ms != S.kOptimal:
            status, msg = "error", f"HiGHS LP status: {h.modelStatusToString(ms)}"
            break
        sol = h.getSolution()
        col = np.asarray(sol.col_value)
        rdual = np.asarray(sol.row_dual)
        z = np.minimum(np.maximum(col[:J], zlo), prog.zhi)
        ub = prog.value(z)
        if ub < best_ub:
            best_ub, best_z = ub, z
        lb = prog.lagrangian_bound(rdual[R:R + T], rdual[:R], z)
        if lb > best_lb:
            best_lb = lb
        if math.isfinite(best_ub) and best_ub - best_lb <= tol * abs(best_ub):
            status = "optimal"
            break
        if deadline.expired():
            status, msg = "feasible", f"time limit {time_limit:g}s reached"
            break
        lp.tighten_level_set(prog, level, zlo, best_ub)     # (18), in place
        r = col[J:2 * J]
        pts = [(int(j), float(z[j])) for j in np.flatnonzero(hyp)
               if z[j] <= 0 or r[j] < (1.0 / z[j]) * (1 - 1e-12)]
        if not pts:
            status, msg = "feasible", "no violated tangent left but the dual bound lags (LP duals inaccurate)"
            break
        lp.add_cuts(pts)
    else:
        status, msg = "feasible", f"iteration limit {max_iter} reached"
    log.debug("cutting plane: %d iterations, %d cuts, UB=%s LB=%s", it, h.getNumRow() - lp.n_fixed_rows,
              best_ub, best_lb)
    if status == "error" and best_z is not None:
        status = "feasible"
    # (17) is evaluated on (C)'s own box (self.zlo), not the LP's level-set box: the bound
    # needs no argument about the level set
    return CuttingPlaneResult(status, best_z, best_ub, best_lb, it, msg)


def _level_coefficients(prog: ConvexProgram) -> np.ndarray:
    """``Lambda_j = F_j + sum_g w_g max_{t in g} Q_tj``: ``Phi(z) >= K0 + Lambda_j / z_j``
    for every j (all data are non-negative), so on ``{Phi <= UB}``:
    ``z_j >= Lambda_j / (UB - K0)``, (18)."""
    lam = prog.F.astype(float).copy()
    if len(prog.c):
        G = len(prog.w)
        mx = np.zeros((G, prog.J))
        np.maximum.at(mx, prog.group, prog.Q)
        lam += prog.w @ mx
    return lam


def scaled(prog: ConvexProgram, sigma: np.ndarray, unit: float) -> ConvexProgram:
    """(C) in the variables ``z / sigma`` with the objective divided by ``unit``; each
    group's weight is moved into its terms (``w max_t (.) = max_t (w .)``, ``w > 0``)."""
    keep = prog.w[prog.group] > 0 if len(prog.c) else np.zeros(0, dtype=bool)
    kept_groups = np.flatnonzero(prog.w > 0)
    renum = np.full(len(prog.w), -1)
    renum[kept_groups] = np.arange(len(kept_groups))
    wt = prog.w[prog.group][keep] if len(prog.c) else np.zeros(0)
    Q = prog.Q[keep] * wt[:, None] / sigma[None, :] / unit if len(prog.c) else prog.Q
    c = prog.c[keep] * wt / unit if len(prog.c) else prog.c
    group = renum[prog.group[keep]]
    # then each group's terms are divided by the group's size m_g (its value at z = zhi)
    # and m_g becomes its weight: the LP's epigraph rows are of order one, so HiGHS's
    # absolute tolerances are relative to each group, not to the whole objective
    if len(c):
        at_hi = c + Q.sum(axis=1)
        m = np.zeros(len(kept_groups))
        np.maximum.at(m, group, at_hi)
        m = np.where(m > 0, m, 1.0)
        c = c / m[group]
        Q = Q / m[group][:, None]
    else:
        m = np.ones(0)
    # each row divided by its largest coefficient in the scaled variables: a total of
    # 1e-9 or 1e15 GB/s would otherwise put coefficients below HiGHS's small-matrix
    # threshold (dropped) or above its large one (refused), and feasibility tolerances
    # are absolute
    A = prog.A * sigma[None, :] if len(prog.rlo) else prog.A
    rs = np.abs(A).max(axis=1) if len(prog.rlo) else np.ones(0)
    rs = np.where(rs > 0, rs, 1.0)
    return ConvexProgram(
        K0=prog.K0 / unit, F=prog.F / sigma / unit, w=m, group=group, c=c, Q=Q,
        A=A / rs[:, None] if len(prog.rlo) else A, rlo=prog.rlo / rs, rup=prog.rup / rs,
        zlo=prog.zlo / sigma, zhi=prog.zhi / sigma)

"""Continuous bandwidth per dimension, solved to a certified optimum
(formulations/multidim.md §4), and the continuous baselines.

>>> from topomilp.multidim.model import Network, MDWorkload, Collective
>>> net = Network.parse("Ring:4,Switch:4")
>>> w = MDWorkload((Collective("all_reduce", 1e9),))
>>> r = solve_bandwidth(BandwidthProblem(net, w, total_GBps=100.0))
>>> r.status, [round(b, 4) for b in r.bandwidth_GBps], r.gap <= 1e-6
('optimal', [80.0, 20.0], True)
"""

from __future__ import annotations

import logging
import math
import time
from importlib import metadata
from typing import Sequence

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.multidim.continuous import ConvexProgram, scaled, solve_convex
from topomilp.multidim.problems import BandwidthProblem, cost_floor, traffic_terms
from topomilp.multidim.result import GAP_TOL, Allocation, MDResult
from topomilp.multidim.timing import traffic_per_dim

log = logging.getLogger(__name__)

BACKEND = "highs-oa"


def backend_version() -> str:
    try:
        v = metadata.version("highspy")
    except metadata.PackageNotFoundError:  # pragma: no cover - depends on the install
        v = "?"
    return f"HiGHS LP (highspy {v}), outer approximation + Lagrangian bound"


# --------------------------------------------------------------------------- baselines
def allocation(problem, name: str, bandwidth: Sequence[float], ports: Sequence[int] | None = None) -> Allocation:
    """Score ``bandwidth`` with the independent evaluator and check its constraints."""
    bw = tuple(float(b) for b in bandwidth)
    if ports is not None:
        t, c, obj = problem.evaluate(ports)
        why = problem.violation(ports)
        viol = [] if why is None else [why]
    else:
        t, c, obj = problem.evaluate(bw)
        viol = problem.violations(bw)
    return Allocation(name, bw, None if ports is None else tuple(int(n) for n in ports), t, c, obj,
                      not viol, "; ".join(viol))


def equal_split(problem: BandwidthProblem) -> tuple[float, ...]:
    D = problem.network.n_dims
    return tuple(problem.total_GBps / D for _ in range(D))


def proportional_split(problem: BandwidthProblem) -> tuple[float, ...]:
    """Bandwidth proportional to each dimension's traffic (bytes per iteration)."""
    tr = traffic_per_dim(problem.network, problem.workload)
    s = math.fsum(tr)
    if s <= 0:
        return equal_split(problem)
    return tuple(problem.total_GBps * t / s for t in tr)


def continuous_baselines(problem: BandwidthProblem) -> tuple[Allocation, ...]:
    return (allocation(problem, "equal", equal_split(problem)),
            allocation(problem, "proportional", proportional_split(problem)))


# --------------------------------------------------------------------------- program (C)
def build_program(problem: BandwidthProblem):
    """``(prog, sigma, unit, decode)``: (C) for ``problem`` in scaled variables ``z/sigma``
    with the objective divided by ``unit``; ``decode(z)`` maps unscaled ``z`` to
    bandwidths. Time: ``z = bw`` (12); time x cost: ``z = (bw * s, s)``, ``s = 1/cost`` (14)."""
    net = problem.network
    D = net.n_dims
    tt = traffic_terms(net, problem.workload, problem.latency_ns, problem.model)
    kappa, k0 = problem.cost.coefficients(net)
    kappa = np.asarray(kappa, float)
    lo = np.asarray(problem.min_GBps, float)
    T = problem.total_GBps
    hi = np.minimum(np.asarray(problem.max_GBps, float), T)
    tc = problem.objective == "time-cost"
    J = D + 1 if tc else D
    # terms of the max model (8)
    group, c, Q, w = [], [], [], []
    for g, (wg, terms) in enumerate(tt.groups):
        w.append(wg)
        for d, cc, B in terms:
            row = np.zeros(J)
            row[d] = B
            if tc:
                row[D] = cc
            group.append(g)
            c.append(0.0 if tc else cc)
            Q.append(row)
    group_a = np.asarray(group, dtype=int)
    c_a = np.asarray(c, float)
    Q_a = np.asarray(Q, float).reshape(len(Q), J)
    W = np.asarray(tt.W, float)
    rows, rlo, rup = [], [], []
    if not tc:
        K0 = tt.compute + tt.A
        F = W.copy()
        rows.append(np.ones(D))
        rlo.append(T if problem.total_sense == "=" else -math.inf)
        rup.append(T)
        if problem.budget is not None:
            rows.append(kappa.copy())
            rlo.append(-math.inf)
            rup.append(problem.budget - k0)
        zlo, zhi = lo.copy(), hi.copy()
        sigma = zhi.copy()

        def decode(z: np.ndarray) -> np.ndarray:
            return np.asarray(z, float)

        x_ref = np.clip(np.full(D, T / D), zlo, zhi)
        z_ref = x_ref
    else:
        K0 = 0.0
        F = np.r_[W, tt.compute + tt.A]
        rows.append(np.r_[kappa, k0])                     # cost(x) * s = 1
        rlo.append(1.0)
        rup.append(1.0)
        rows.append(np.r_[np.ones(D), -T])                # sum y (=|<=) T s
        rlo.append(0.0 if problem.total_sense == "=" else -math.inf)
        rup.append(0.0)
        for d in range(D):
            if lo[d] > 0:                                 # y_d >= lo_d s
                r = np.zeros(J)
                r[d], r[D] = 1.0, -lo[d]
                rows.append(r)
                rlo.append(0.0)
                rup.append(math.inf)
            if problem.max_GBps[d] < T:                   # y_d <= hi_d s
                r = np.zeros(J)
                r[d], r[D] = 1.0, -hi[d]
                rows.append(r)
                rlo.append(-math.inf)
                rup.append(0.0)
        c_floor = cost_floor(problem)
        c_max = k0 + min(float(kappa.max()) * T, float(kappa @ hi))
        if problem.budget is not None:
            c_max = min(c_max, problem.budget)
        s_lo, s_hi = 1.0 / c_max, 1.0 / c_floor
        zlo = np.r_[lo * s_lo, s_lo]
        zhi = np.r_[np.minimum(hi * s_hi, 1.0 / kappa), s_hi]
        sigma = zhi.copy()

        def decode(z: np.ndarray) -> np.ndarray:
            return np.asarray(z[:D], float) / float(z[D])

        x_ref = np.clip(np.full(D, T / D), lo, hi)
        s_ref = 1.0 / (k0 + float(kappa @ x_ref))
        z_ref = np.r_[x_ref * s_ref, s_ref]
    A = np.asarray(rows, float).reshape(len(rows), J)
    prog = ConvexProgram(K0=float(K0), F=np.asarray(F, float), w=np.asarray(w, float), group=group_a, c=c_a,
                         Q=Q_a, A=A, rlo=np.asarray(rlo, float), rup=np.asarray(rup, float),
                         zlo=np.asarray(zlo, float), zhi=np.asarray(zhi, float))
    unit = prog.value(np.asarray(z_ref, float))
    if not (math.isfinite(unit) and unit > 0):
        unit = 1.0
    sigma = np.where(sigma > 0, sigma, 1.0)
    return scaled(prog, sigma, unit), sigma, unit, decode


# --------------------------------------------------------------------------- solve
def solve_bandwidth(problem: BandwidthProblem, *, time_limit: float = 60.0, tol: float = GAP_TOL,
                    baselines: bool = True) -> MDResult:
    """Minimise ``problem`` to relative gap ``tol`` (default 1e-6) and verify the answer.

    Status ``infeasible`` (with the reason in ``message``) when the constraints
    contradict each other; ``optimal`` only with a proven gap <= ``tol``."""
    if not isinstance(problem, BandwidthProblem):
        raise TopomilpInputError("problem", "must be a BandwidthProblem", type(problem).__name__)
    if isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)) or not time_limit > 0:
        raise TopomilpInputError("time_limit", "must be a positive number of seconds", time_limit)
    if isinstance(tol, bool) or not isinstance(tol, (int, float)) or not 0 < tol < 1:
        raise TopomilpInputError("tol", "must be a relative gap in (0, 1)", tol)
    t0 = time.perf_counter()
    dims = tuple(str(d) for d in problem.network.dims)
    bl = continuous_baselines(problem) if baselines else ()
    version = backend_version()

    def result(status: str, **kw) -> MDResult:
        base = dict(objective=None, time_s=None, cost=None, bandwidth_GBps=None, ports=None, bound=None, gap=None,
                    message="", verified=False)
        base.update(kw)
        return MDResult("continuous", status, problem.objective, problem.model, dims, wall_s=time.perf_counter() - t0,
                        backend=BACKEND, backend_version=version, baselines=bl, **base)

    reason = problem.infeasibility_reason()
    if reason is not None:
        log.info("multidim continuous: infeasible: %s", reason)
        return result("infeasible", message=reason)
    prog, sigma, unit, decode = build_program(problem)
    res = solve_convex(prog, tol=tol / 10, time_limit=time_limit)
    if res.status == "infeasible":
        return result("infeasible", message=res.message)
    if res.z is None:
        return result("timeout" if res.status == "feasible" else "error", message=res.message)
    x = decode(res.z * sigma)
    viol = problem.violations(tuple(x))
    if viol:
        raise VerificationError(f"multidim continuous: the optimiser's bandwidths {list(x)} break {viol}")
    t, c, obj = problem.evaluate(tuple(x))
    ub = res.upper * unit
    if abs(obj - ub) > 1e-6 * max(abs(obj), 1e-300):
        raise VerificationError(f"multidim continuous: optimiser objective {ub!r}, evaluator {obj!r}")
    bound = float(res.lower * unit)
    if bound > obj * (1 + 1e-9):
        raise VerificationError(f"multidim continuous: bound {bound!r} above the verified objective {obj!r}")
    gap = float(max(0.0, (obj - bound) / obj)) if obj > 0 else 0.0
    status = "optimal" if res.status == "optimal" and gap <= tol else "feasible"
    msg = res.message if status != "optimal" else ""
    log.info("multidim continuous: %s objective=%s bound=%s gap=%.2e (%d LPs)", status, obj, bound, gap,
             res.iterations)
    return result(status, objective=obj, time_s=t, cost=c, bandwidth_GBps=tuple(float(v) for v in x),
                  bound=min(bound, obj), gap=gap, message=msg, verified=True)


def sweep_totals(problem: BandwidthProblem, totals: Sequence[float], *, time_limit: float = 60.0) -> list[MDResult]:
    """:func:`solve_bandwidth` for each total bandwidth in ``totals`` (other fields kept)."""
    from dataclasses import replace

    return [solve_bandwidth(replace(problem, total_GBps=float(t)), time_limit=time_limit) for t in totals]

"""(J15) the node-type bound for two-stage ``hybrid`` traffic on duplex links
(formulations/joint_topology.md, "(J15) node-type bound").

Every node is of one type: ``Z`` (no cross-stage link), ``N1`` (exactly one) or ``N2``
(two or more; ``N = N1 + N2``). A length function that charges ``sigma`` extra on every
stage arc for each end in ``N`` makes a replica without a partner link pay for the
stage ports of the neighbour that relays its activations, one that charges ``kappa``
extra on every cross arc for each end in ``N2`` prices the ring transfers that cross
twice (their middle node has two cross links), one that charges ``tau`` extra on every
arc out of an ``N2`` node is the port bound of those middle nodes (their own traffic
leaves on the same ``d`` ports), and the integrality ``c_u >= 1`` of an ``N`` node limits
the cross capacity from below. For one topology every metric of the
family (J15a) gives ``lambda * den(x) <= num(x)``, linear in the topology's type
fractions ``x = (nu, chi, pi, rho, e11, nu2, chi2)`` (J15b); the bound is the largest ``lambda`` that some
``x`` of the polytope (J15c) reaches against every metric of the grid at once, found by
bisection on an LP feasibility problem (J15d). Two metrics of the grid prove
``lambda <= (d - 1) / r`` whenever ``m (d - 1) >= 0.2192 r`` (J15e), so for the
registry's ``hybrid`` at ``d >= 4`` the bound is (S8) of formulations/scale_bounds.md.
Duplex only: the counts of (J15b) use that every link is two arcs, one out of each end
(under simplex proven optima are above it).

>>> from topomilp.workloads import hybrid
>>> from topomilp.exact.joint.hybridcuts import hybrid_shape
>>> w = hybrid(32, 16, 2)
>>> sh = hybrid_shape(w, [0, 1], w.groups[0].ring_bytes)
>>> round(type_bound(sh, 4), 5), round(4 / (1 + 2 * sh.m), 5)    # (J15) = (S8) = d - 1 < (J14)
(3.0, 3.41686)
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from topomilp.exact import deadline as DL
from topomilp.exact.joint.hybridcuts import HybridShape

#: The values of ``sigma``, ``p``, ``q`` and ``kappa`` the metrics of (J15a) take (stage
#: base ``s = 1``), and of ``tau``; plus the cut metric ``s = sigma = kappa = tau = 0, p = q = 1``.
METRIC_GRID: tuple[float, ...] = (0.0, 0.5, 1.0, 1.5, 2.0)
TAU_GRID: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0, 4.0)

#: The type fractions of (J15b), in this order.
FRACTIONS = ("nu", "chi", "pi", "rho", "e11", "nu2", "chi2")

#: Relative width at which the bisection (J15d) stops, and the margin added to its upper end.
BISECT_TOL = 1e-7
MARGIN = 1e-6


def metric_costs(s: float, sigma: float, p: float, q: float, kappa: float = 0.0,
                 tau: float = 0.0) -> dict[str, float]:
    """The distance lower bounds (J15a) of the metric: length ``s + sigma ([x in N] + [y
    in N])`` on a stage arc ``x -> y``, ``p`` (partner arc) or ``q`` (any other) plus
    ``kappa ([x in N2] + [y in N2])`` on a cross arc, plus ``tau [x in N2]`` on every arc
    (without the ``tau`` of the sender, which (J15b) adds). ``t11`` is a ring transfer
    between two ``N`` nodes, ``P`` an MP demand over its partner link, ``11``, ``10``,
    ``00`` one without (by the types of sender and receiver).

    >>> metric_costs(1.0, 0.0, 0.0, 1.0)          # the pair metric of (J14)
    {'t11': 1.0, 'P': 0.0, '11': 2.0, '10': 2.0, '00': 2.0}
    """
    mn = min(p, q)
    g1 = min(q, s + 2 * sigma + mn)                  # up to and including the first crossing
    c11 = min(q + s + 2 * sigma, p + 2 * (s + 2 * sigma), 2 * g1 + mn)
    return {"t11": min(s + 2 * sigma, min(p + q, 2 * q) + 2 * kappa + tau), "P": min(p, c11), "11": c11,
            "10": g1 + s + sigma, "00": 2 * (s + sigma) + mn}


def metric_rows(d: int, r: float, m: float,
                metrics: list[tuple[float, ...]]) -> tuple[np.ndarray, ...]:
    """(J15b) ``num = An @ x + bn`` and ``den = Ad @ x + bd``, one row per metric
    ``(s, sigma, p, q, kappa, tau)``, over ``x`` = :data:`FRACTIONS`."""
    an, bn, ad, bd = [], [], [], []
    for s, sg, p, q, ka, ta in metrics:
        c = metric_costs(s, sg, p, q, ka, ta)
        delta = s + 2 * sg - c["t11"]
        an.append([2 * sg * d, q - s - 2 * sg, 0.0, p - q, 0.0, ta * d, 2 * ka])
        bn.append(s * d)
        ad.append([r * (2 * sg - delta) + 2 * m * (c["10"] - c["00"]), 0.0,
                   m * (c["P"] - 2 * c["10"] + c["00"]), 0.0, m * (c["11"] - 2 * c["10"] + c["00"]),
                   (r + m) * ta, 0.0])
        bd.append(r * s + m * c["00"])
    return tuple(np.array(v, dtype=float) for v in (an, bn, ad, bd))


def type_polytope(d: int) -> tuple[np.ndarray, np.ndarray]:
    """(J15c) ``A x <= b`` (with ``x >= 0``) holds for the type fractions of every duplex
    topology with at most ``d`` ports per node."""
    a = [[-1, 0, 1, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0], [1, -1, 0, 0, 0, 0, 0], [-d, 1, 0, 0, 0, 0, 0],
         [0, 0, 1, -1, 0, 0, 0], [0, -1, 0, 1, 0, 0, 0], [0, 0, -d, 1, 0, 0, 0], [-1, 0, 1, 0, 1, 0, 0],
         [2, 0, -1, 0, -1, 0, 0], [1, -1, -1, 1, 0, 0, 0], [-1, 0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 2, -1],
         [0, 0, 0, 0, 0, -d, 1], [-1, 1, 0, 0, 0, 1, -1], [1, -1, 0, 0, 0, -1, 1]]
    b = [0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]
    return np.array(a, dtype=float), np.array(b, dtype=float)


def grid_metrics() -> list[tuple[float, ...]]:
    """The metrics of the bound: the cut metric and ``s = 1`` over :data:`METRIC_GRID`^4
    x :data:`TAU_GRID`."""
    return [(0.0, 0.0, 1.0, 1.0, 0.0, 0.0)] + [(1.0, *v, t) for v in itertools.product(METRIC_GRID, repeat=4)
                                               for t in TAU_GRID]


#: (J15e): ``lambda <= (d - 1) / r`` whenever ``m (d - 1) >= CLOSED_FORM_T r``.
CLOSED_FORM_T = (5 - 17 ** 0.5) / 4


@dataclass(frozen=True)
class TypeBound:
    """What :func:`type_bound_run` found: ``lam``, a bound on ``lambda`` in model units,
    and whether the bisection was ``complete``: not cut by the deadline of the solve it ran
    in (its LPs get the time left). An incomplete one is valid but may be weaker."""

    lam: float
    complete: bool


def _feasible(lam: float, rows: tuple[np.ndarray, ...], poly: tuple[np.ndarray, np.ndarray]) -> bool | None:
    """Whether some ``x`` of (J15c) meets every metric's (J15b) at ``lam``; ``None`` when
    the LP gives no verdict (also when the deadline's time limit stopped it)."""
    from scipy.optimize import linprog

    an, bn, ad, bd = rows
    a, b = poly
    res = linprog(np.zeros(len(FRACTIONS)), A_ub=np.vstack([a, ad * lam - an]),
                  b_ub=np.concatenate([b, bn - lam * bd]), bounds=[(0, None)] * len(FRACTIONS), method="highs",
                  options=DL.linprog_options())
    return True if res.status == 0 else False if res.status == 2 else None


def _bound(d: int, r: float, m: float) -> TypeBound:
    lo, hi = 0.0, d / r                              # the port bound is above every value
    if DL.expired():
        return TypeBound(hi * (1 + MARGIN), False)
    rows, poly = metric_rows(d, r, m, grid_metrics()), type_polytope(d)
    cut = False

    def verdict(lam: float) -> bool | None:
        nonlocal cut
        if DL.expired():
            cut = True
            return None
        v = _feasible(lam, rows, poly)
        cut = cut or (v is None and DL.expired())
        return v

    if m * (d - 1) >= CLOSED_FORM_T * r * (1 + 1e-9):
        # (J15e) proves (d - 1) / r; one LP just below it says whether (J15) is lower
        if verdict((d - 1) / r * (1 - BISECT_TOL)):
            return TypeBound((d - 1) / r, True)
        hi = (d - 1) / r
    while hi - lo > BISECT_TOL * hi:
        lam = (lo + hi) / 2
        v = verdict(lam)
        if v is True:
            lo = lam
        elif v is False:                             # infeasible: every x fails some metric at lam
            hi = lam
        else:                                        # no verdict: keep the bound proven so far
            break
    return TypeBound(hi * (1 + MARGIN), not cut)


def type_bound_run(shape: HybridShape, d: int) -> TypeBound:
    """(J15) as :func:`type_bound`, with whether the deadline of the current solve
    (:mod:`topomilp.exact.deadline`) cut the bisection: its LPs get the time left, and
    none starts past the deadline. Outside a deadline it runs to the end."""
    return _bound(int(d), float(shape.r), float(shape.m))


def type_bound(shape: HybridShape, d: int) -> float:
    """(J15) the node-type bound on ``lambda`` (model units) of any **duplex** topology
    with at most ``d`` ports per node, any ring order and routing (see the module
    docstring).

    >>> from topomilp.workloads import hybrid
    >>> from topomilp.exact.joint.hybridcuts import hybrid_shape
    >>> sh = hybrid_shape(hybrid(4, 2, 2, 1.0, 2.0), [0, 1], 2.0)
    >>> round(type_bound(sh, 2), 4)
    1.0
    """
    return type_bound_run(shape, d).lam


__all__ = ["TypeBound", "BISECT_TOL", "CLOSED_FORM_T", "FRACTIONS", "MARGIN", "METRIC_GRID", "TAU_GRID", "grid_metrics",
           "metric_costs", "metric_rows", "type_bound", "type_bound_run", "type_polytope"]

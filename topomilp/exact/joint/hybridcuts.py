"""Cuts for two-stage ``hybrid`` traffic under a throughput cutoff (formulations/joint_topology.md,
"Hybrid cuts (J13)"): length functions whose distances depend on which cross-stage arcs
*exist*, so that with ``lambda >= lambda_0`` the weak-duality inequality becomes a linear
constraint in the integer link counts, valid for every topology (any ring order) that
reaches ``lambda_0``.

* (J13a) gateway, out and in: ``n m lambda_0 <= X + sum_u phi(c_u)``;
* (J13b) pair: ``sum_q psi(x_q) <= n d - n r lambda_0``;
* (J13c) half: ``m lambda_0 sum_q (3/2 - [x_q >= 1]) + X / 2 <= n d - n r lambda_0``;
* (J13d) parity (duplex): the cross links ``C = sum_{v in V_1} c_v`` have the parity of ``k d``.

``r`` and ``m`` are the ring and MP volume per transfer in model units, ``c_u`` the
cross-stage ports of ``u``, ``X`` the cross-stage arc capacity, ``x_q`` the partner link
of direction (or replica, duplex) ``q``. The nonlinear ``phi`` and ``psi`` of integers
are replaced by the lines of their concave (convex) hull over ``0..d``, which every
integer point satisfies.

>>> concave_lines([0.0, -1.0, -3.0])
[(-1.0, 0.0), (-2.0, 1.0)]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import numpy as np

#: The cut families: (J13a) gateway, (J13b) pair, (J13c) half, (J13d) parity (duplex).
CUTS = ("gate", "pair", "half", "parity")


@dataclass(frozen=True)
class HybridShape:
    """Two stages ``stages[0]``, ``stages[1]`` of ``k`` nodes each (every node in one),
    ``partner[u]`` the node of the other stage ``u`` exchanges MP with, ``r`` the ring
    bytes per member and ``m`` the MP bytes per direction, both in model units."""

    stages: tuple[tuple[int, ...], tuple[int, ...]]
    partner: tuple[int, ...]
    r: float
    m: float

    @property
    def n(self) -> int:
        return len(self.partner)


def hybrid_shape(workload: Any, groups: Sequence[int], norm: float) -> HybridShape | None:
    """The shape of ``workload`` if it is two-stage ``hybrid`` traffic: exactly two
    AllReduce groups (indices ``groups``) of ``k >= 2`` members with equal bytes that
    partition the nodes, and MP a perfect matching between them with one volume both
    ways; else None.

    >>> from topomilp.workloads import hybrid
    >>> hybrid_shape(hybrid(4, 2, 2, 1.0, 2.0), [0, 1], 2.0)
    HybridShape(stages=((0, 2), (1, 3)), partner=(1, 0, 3, 2), r=1.0, m=0.5)
    """
    n = workload.n
    if len(groups) != 2:
        return None
    g0, g1 = (workload.groups[gi] for gi in groups)
    s0, s1 = tuple(int(u) for u in g0.members), tuple(int(u) for u in g1.members)
    if len(s0) != len(s1) or len(s0) < 2 or sorted(s0 + s1) != list(range(n)) or g0.ring_bytes != g1.ring_bytes:
        return None
    mp = np.asarray(workload.mp, dtype=float)
    vol = float(mp.max(initial=0.0))
    if vol <= 0:
        return None
    stage = {u: 0 for u in s0} | {u: 1 for u in s1}
    partner = []
    for u in range(n):
        nz = np.flatnonzero(mp[u])
        if len(nz) != 1 or mp[u, nz[0]] != vol or mp[nz[0], u] != vol or stage[int(nz[0])] == stage[u]:
            return None
        partner.append(int(nz[0]))
    return HybridShape((s0, s1), tuple(partner), g0.ring_bytes / norm, vol / norm)


def concave_lines(values: Sequence[float]) -> list[tuple[float, float]]:
    """Lines ``(slope, intercept)`` of the upper concave hull of the points ``(c, values[c])``,
    ``c = 0..len - 1``: every point lies on or below each line, and at each integer the
    smallest line passes through the hull."""
    pts: list[tuple[int, float]] = []
    for c, val in enumerate(values):
        while len(pts) >= 2:
            (x1, y1), (x2, y2) = pts[-2], pts[-1]
            if (y2 - y1) * (c - x1) <= (val - y1) * (x2 - x1):   # pts[-1] below the chord
                pts.pop()
            else:
                break
        pts.append((c, float(val)))
    return [((y2 - y1) / (x2 - x1), y1 - (y2 - y1) / (x2 - x1) * x1) for (x1, y1), (x2, y2) in zip(pts, pts[1:])]


def convex_lines(values: Sequence[float]) -> list[tuple[float, float]]:
    """Lines of the lower convex hull of ``(c, values[c])`` (every point on or above each).

    >>> convex_lines([1.0, 1.0, 2.0])
    [(0.0, 1.0), (1.0, 0.0)]
    """
    return [(0.0 - s, 0.0 - b) for s, b in concave_lines([-v for v in values])]


def pair_bound(shape: HybridShape, d: int) -> float:
    """(J14) the pair bound on ``lambda`` (model units) of any topology with ``d`` ports,
    either link model, any ring order: ``max((d - 1) / r, d / (r + 2 m))`` (the pair
    metric (J13b) with every partner link counted, maximised over how many partner
    directions have no link).

    >>> from topomilp.workloads import hybrid
    >>> sh = hybrid_shape(hybrid(4, 2, 2, 1.0, 2.0), [0, 1], 2.0)
    >>> pair_bound(sh, 3), pair_bound(sh, 2)
    (2.0, 1.0)
    """
    return max((d - 1) / shape.r, d / (shape.r + 2 * shape.m))


def cut_rows(shape: HybridShape, d: int, duplex: bool, lam0: float) -> list[tuple[str, list, float]]:
    """The cuts (J13a)-(J13c) for cutoff ``lam0`` (model units) as rows
    ``(name, terms, rhs)``, meaning ``sum coef * var <= rhs`` where ``var`` is a link pair
    ``("x", (u, v))`` or an auxiliary ``("t", name)`` (free above by the lines listed as
    rows ``t - slope * c <= intercept`` in the same list). Written out for a backend by
    :func:`add_cuts`."""
    n, r, m = shape.n, shape.r, shape.m
    stage = {u: s for s, st in enumerate(shape.stages) for u in st}
    rows: list[tuple[str, list, float]] = []

    def pair(u: int, v: int) -> tuple[int, int]:
        return (min(u, v), max(u, v)) if duplex else (u, v)

    cross = [(u, v) for u in range(n) for v in range(n) if stage[u] != stage[v]]   # directed cross arcs
    # (J13a) gateway: n m lam0 <= X + sum_u phi(c_u), phi(c) = min(0, 2 (d - c) - 2 r lam0)
    phi = [min(0.0, 2.0 * (d - c) - 2.0 * r * lam0) for c in range(d + 1)]
    lines = concave_lines(phi)
    for side in ("out",) if duplex else ("out", "in"):
        terms = [(-1.0, ("x", pair(u, v))) for u, v in cross]              # -X
        for u in range(n):
            arcs = [pair(u, v) if side == "out" else pair(v, u) for v in range(n) if stage[v] != stage[u]]
            t = ("t", f"gate_{side}_{u}")
            terms.append((-1.0, t))
            for slope, icpt in lines:             # t <= slope * c_u + icpt
                rows.append((f"gate_{side}_{u}_{len(rows)}", [(1.0, t)] + [(-slope, ("x", q)) for q in arcs], icpt))
        rows.append((f"gate_{side}", terms, -n * m * lam0))
    # (J13b) pair: sum_q psi(x_q) <= n d - n r lam0 (q: a partner direction, or a replica's link under duplex)
    reps = sorted({pair(u, shape.partner[u]) for u in range(n)})
    w = 2 if duplex else 1                               # MP directions per partner variable
    psi = [w * 2.0 * m * lam0] + [max(w * c, w * m * lam0) for c in range(1, d + 1)]
    terms = []
    for q in reps:
        s = ("t", f"pair_{q[0]}_{q[1]}")
        terms.append((1.0, s))
        for slope, icpt in convex_lines(psi):     # s >= slope * x_q + icpt
            rows.append((f"pair_{q[0]}_{q[1]}_{len(rows)}", [(-1.0, s), (slope, ("x", q))], -icpt))
    rows.append(("pair", terms, n * d - n * r * lam0))
    # (J13c) half: m lam0 sum_q (3/2 - z_q) + X / 2 <= n d - n r lam0, z_q <= min(1, x_q)
    terms = [(0.5, ("x", pair(u, v))) for u, v in cross]
    const = 1.5 * m * lam0 * n
    for q in reps:
        z = ("z", f"half_{q[0]}_{q[1]}")
        terms.append((-w * m * lam0, z))
        rows.append((f"half_{q[0]}_{q[1]}", [(1.0, z), (-1.0, ("x", q))], 0.0))
    rows.append(("half", terms, n * d - n * r * lam0 - const))
    return rows


def cut_violation(shape: HybridShape, d: int, duplex: bool, lam0: float, links: np.ndarray) -> float:
    """The largest violation (left side minus right) of (J13a)-(J13d) for the topology
    ``links`` (link or arc counts, ``n x n``) at cutoff ``lam0``, with the auxiliary
    variables at their best values (``t`` the smallest of its lines, ``s`` the largest,
    ``z = min(1, x)``): at most 0 (up to rounding) for every topology whose throughput
    reaches ``lam0`` (tests check this against brute force).

    >>> from topomilp.workloads import hybrid
    >>> sh = hybrid_shape(hybrid(4, 2, 2, 1.0, 2.0), [0, 1], 2.0)
    >>> ring = np.array([[0, 1, 1, 0], [1, 0, 0, 1], [1, 0, 0, 1], [0, 1, 1, 0]])
    >>> cut_violation(sh, 2, True, 1.0, ring) <= 0 < cut_violation(sh, 2, True, 3.0, ring)
    True
    """
    val = {}
    rows = cut_rows(shape, d, duplex, lam0)

    def xval(q: tuple[int, int]) -> float:
        return float(links[q[0], q[1]])

    for _name, terms, rhs in rows:                    # the auxiliary rows first
        auxes = [(c, k) for c, k in terms if k[0] != "x"]
        if len(auxes) != 1:
            continue
        coef_aux, key = auxes[0]
        rest = sum(c * xval(k[1]) for c, k in terms if k[0] == "x")
        bound = (rhs - rest) / coef_aux                  # coef_aux * aux <= rhs - rest
        if key[0] == "z":
            val[key] = min(1.0, xval(tuple(int(p) for p in key[1].split("_")[1:])))
        elif coef_aux > 0:
            val[key] = min(val.get(key, np.inf), bound)
        else:
            val[key] = max(val.get(key, -np.inf), bound)
    worst = -np.inf
    for _name, terms, rhs in rows:
        if sum(1 for _, key in terms if key[0] != "x") > 1:           # the aggregate rows
            lhs = sum(c * (xval(k[1]) if k[0] == "x" else val[k]) for c, k in terms)
            worst = max(worst, lhs - rhs)
    if duplex:
        k = len(shape.stages[0])
        cross = sum(xval((min(u, v), max(u, v))) for u in shape.stages[0] for v in shape.stages[1])
        worst = max(worst, 0.0 if (cross - k * d) % 2 == 0 else 1.0)
    return float(worst)


def add_cuts(prob: Any, x: Mapping[tuple[int, int], Any], shape: HybridShape, d: int, duplex: bool, lam0: float,
             which: tuple[str, ...] = CUTS) -> int:
    """Add the cuts named in ``which`` (of :data:`CUTS`: (J13a)-(J13d)) to the PuLP model
    ``prob`` with link variables ``x`` (by pair); returns the number of rows added."""
    import pulp

    aux: dict[Any, Any] = {}

    def var(key: tuple) -> Any:
        if key[0] == "x":
            return x[key[1]]
        if key not in aux:
            lo, up = (0.0, 1.0) if key[0] == "z" else (None, None)
            aux[key] = prob.add_variable(f"hc_{key[1]}", lo, up)
        return aux[key]

    rows = [row for row in cut_rows(shape, d, duplex, lam0) if row[0].split("_")[0] in which]
    for name, terms, rhs in rows:
        prob += pulp.lpSum(coef * var(key) for coef, key in terms) <= rhs, f"hc_{name}"
    if duplex and "parity" in which:    # (J13d) parity of the cross links
        k = len(shape.stages[0])
        cross = [x[(min(u, v), max(u, v))] for u in shape.stages[0] for v in shape.stages[1]]
        half = prob.add_variable("hc_parity", 0, k * d, cat=pulp.LpInteger)
        prob += pulp.lpSum(cross) == 2 * half + (k * d) % 2, "hc_parity"
        rows.append(("parity", [], 0.0))
    return len(rows)


__all__ = ["CUTS", "HybridShape", "add_cuts", "concave_lines", "convex_lines", "cut_rows", "cut_violation",
           "hybrid_shape", "pair_bound"]

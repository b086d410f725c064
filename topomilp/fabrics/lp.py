"""The exact check: multicommodity flow through the switches (formulations/fabrics.md §4).

:func:`lp_time` routes a workload on the explicit switch graph of a fabric
(:meth:`~topomilp.fabrics.topology.SwitchedFabric.graph`: servers, leaf / edge,
aggregation, spine / core switches) with splittable flows, AllReduce in any ring order,
maximising the concurrent throughput ``lambda`` (iterations per second), and returns
``1 / lambda``: the same fluid time as docs/design.md §2. By default it solves (L1)-(L7):
one commodity per first-level switch (exact, §4), ring columns listed for groups of up to
7 members and generated beyond, priced as in formulations/rings.md (R-5) (exactly up to
16 members); ``aggregate=False`` solves the per-server-source LP (R-3) of
formulations/rings.md through :func:`topomilp.exact.rings.route_with_ring_generation`.
It is what the closed forms of :mod:`topomilp.fabrics.times` are tested against.

>>> from topomilp.fabrics.topology import fat_tree
>>> from topomilp.workloads import allreduce
>>> res = lp_time(allreduce(8, 1e9), fat_tree(8, 8.0, oversubscription=2))
>>> round(res.time_s, 9), res.converged     # 1.75 GB per server link and edge uplink, 1 GB/s each
(1.75, True)
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline
from topomilp.exact.deadline import deadline_scope
from topomilp.exact.rings import (
    PRICING_TOL,
    GroupRings,
    canonical_ring,
    price_ring,
    ring_family,
    ring_pairs,
    route_with_ring_generation,
)
from topomilp.fabrics.topology import FabricGraph, SwitchedFabric
from topomilp.model import Workload
from topomilp.utils import check_positive_real

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LPTime:
    """The LP's answer: ``time_s = 1 / lambda``; ``converged`` when no ring can improve
    it (every pricing exact: the value is the optimum over every ring order), else the
    time of the best plan found (an upper bound); ``wall_s`` and the LP ``iterations``;
    ``nodes`` and ``arcs`` of the switch graph."""

    time_s: float
    converged: bool
    wall_s: float
    iterations: int
    nodes: int
    arcs: int


def lp_time(workload: Workload, fabric: SwitchedFabric, time_limit: float = 60.0,
            aggregate: bool = True) -> LPTime:
    """Min-time routing of ``workload`` on ``fabric``'s switch graph (module docstring);
    ``time_limit`` seconds bound the column generation. ``aggregate=True`` (default)
    merges the commodities of the servers below one first-level switch, (L1)-(L6), which
    is exact (formulations/fabrics.md §4) and about ``servers per switch`` times smaller;
    ``aggregate=False`` solves the per-server-source LP (R-3) of formulations/rings.md
    through :func:`topomilp.exact.rings.route_with_ring_generation`."""
    if workload.n != fabric.n:
        raise TopomilpInputError("workload", f"has n={workload.n}, the fabric has n={fabric.n} servers")
    time_limit = check_positive_real("time_limit", time_limit)
    t0 = time.perf_counter()
    with deadline_scope(time_limit):                 # the one deadline of the whole call
        value, converged, iters, g = _min_time_lp(workload, fabric, aggregate)
    N = len(g.names)
    if value <= 0:
        raise TopomilpInputError("workload", "carries no traffic: the LP has no time to report")
    wall = time.perf_counter() - t0
    log.info("fabric LP: %s, %d nodes, time %.6g s, %s, %.2f s", fabric.name, N, 1.0 / value,
             "converged" if converged else "not converged", wall)
    return LPTime(1.0 / value, converged, wall, iters, N, int(np.count_nonzero(g.capacity)))


def _min_time_lp(workload: Workload, fabric: SwitchedFabric, aggregate: bool
           ) -> tuple[float, bool, int, FabricGraph]:
    """``(lambda, converged, LP solves, switch graph)`` within the current deadline."""
    g = fabric.graph()
    N = len(g.names)
    cap = g.capacity * 1e9 / 8.0                     # bytes/s
    # Scale (formulations/fabrics.md §4): capacities by the largest node throughput, so
    # that every row sum is <= 1 (the LP's seed count reads it) and values stay O(1).
    scale = float(cap.sum(axis=1).max())
    ring_bytes = [grp.ring_bytes / scale for grp in workload.groups]
    family = ring_family(workload, "any")
    if aggregate:
        value, converged, iters = _aggregated_lp(g, cap / scale, np.asarray(workload.mp) / scale, family,
                                                 ring_bytes)
    else:
        mp = np.zeros((N, N))
        mp[:fabric.n, :fabric.n] = workload.mp
        res = route_with_ring_generation(cap / scale, mp / scale, family, ring_bytes)
        value, converged, iters = res.throughput, res.converged, res.iterations
    return value, converged, iters, g


@dataclass
class _Model:
    """The restricted LP (L1)-(L6) in HiGHS and how its rows are indexed."""

    highs: Any
    rows: dict[tuple[int, int], int]     #: (commodity switch c, node v) -> conservation row
    attach: list[int]                    #: server -> its first-level switch
    share0: int                          #: first share row (L4)
    active: list[int]                    #: groups with traffic, in share-row order


def _build(g: FabricGraph, cap: np.ndarray, mp: np.ndarray, family: Sequence[GroupRings],
           ring_bytes: Sequence[float]) -> _Model:
    """(L1)-(L6) without ring columns: flows ``f[c, a]`` per commodity switch ``c`` on
    every arc leaving a switch, and ``lambda``."""
    import highspy
    from scipy.sparse import coo_matrix

    n, N = g.n, len(g.names)
    attach = [int(np.flatnonzero(cap[i])[0]) for i in range(n)]
    active = [k for k in range(len(family)) if ring_bytes[k] > 0]
    send = {i for i in range(n) if mp[i].sum() > 0} | {u for k in active for u in family[k].members}
    sources = sorted({attach[i] for i in send})
    arcs = [(int(i), int(j)) for i, j in np.argwhere(cap > 0) if i >= n]   # (L2): servers never relay
    A = len(arcs)
    R = {(c, v): ci * N + v for ci, c in enumerate(sources) for v in range(N) if v != c}
    share0 = len(sources) * N                        # rows (c, c) stay empty: the source is free
    cap0 = share0 + len(active)
    srv0 = cap0 + A
    lam = len(sources) * A
    entries: list[tuple[int, int, float]] = []
    for ci, c in enumerate(sources):                 # (L1) conservation, (L3) capacity
        for ai, (i, j) in enumerate(arcs):
            col = ci * A + ai
            entries += [(R[(c, j)], col, 1.0)] if j != c else []
            entries += [(R[(c, i)], col, -1.0)] if i != c else []
            entries.append((cap0 + ai, col, 1.0))
    agg = np.zeros((N, N))                           # (L1) demand of commodity c at server v
    for s in range(n):
        agg[attach[s], :n] += mp[s]
    entries += [(r, lam, -agg[c, v]) for (c, v), r in R.items() if agg[c, v] > 0]
    entries += [(share0 + k, lam, -1.0) for k in range(len(active))]              # (L4)
    out = mp.sum(axis=1) + np.array([sum(ring_bytes[k] for k in active if u in family[k].members)
                                     for u in range(n)])
    entries += [(srv0 + u, lam, float(out[u])) for u in range(n)]                  # (L5)
    rr, cc, vv = (np.array(x) for x in zip(*entries))
    M = coo_matrix((vv, (rr, cc)), shape=(srv0 + n, lam + 1)).tocsc()
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = lam + 1, srv0 + n
    lp.col_cost_ = np.r_[np.zeros(lam), -1.0]        # (L6) max lambda
    lp.col_lower_, lp.col_upper_ = np.zeros(lam + 1), np.full(lam + 1, highspy.kHighsInf)
    lp.row_lower_ = np.r_[np.zeros(cap0), np.full(A + n, -highspy.kHighsInf)]
    lp.row_upper_ = np.r_[np.zeros(cap0), [cap[i, j] for i, j in arcs], [cap[u, attach[u]] for u in range(n)]]
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_, lp.a_matrix_.index_, lp.a_matrix_.value_ = M.indptr, M.indices, M.data
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("random_seed", 0)
    h.passModel(lp)
    return _Model(h, R, attach, share0, active)


def _aggregated_lp(g: FabricGraph, cap: np.ndarray, mp: np.ndarray, family: Sequence[GroupRings],
                   ring_bytes: Sequence[float]) -> tuple[float, bool, int]:
    """``(lambda, converged, LP solves)`` of (L1)-(L6) by column generation over the rings
    of generated groups, priced by (L7) as (R-5) of formulations/rings.md, until the
    current deadline."""
    import highspy

    m = _build(g, cap, mp, family, ring_bytes)
    n, N, h = g.n, len(g.names), m.highs
    have: set[tuple[int, tuple[int, ...]]] = set()

    def add_ring(k: int, order: tuple[int, ...]) -> None:
        gi = m.active[k]
        idx = [m.share0 + k] + [m.rows[(m.attach[u], v)] for u, v in ring_pairs(order)]
        val = [1.0] + [-float(ring_bytes[gi])] * len(order)
        h.addCol(0.0, 0.0, highspy.kHighsInf, len(idx), np.array(idx, dtype=np.int32), np.array(val))
        have.add((k, canonical_ring(order, family[gi].members[0])))

    for k, gi in enumerate(m.active):
        for o in family[gi].candidates:
            add_ring(k, o)
    value, it, converged, exact = 0.0, 0, False, True
    while not deadline.expired():
        it += 1
        # the plain limit on HiGHS' cumulative run clock, as in rings.generation
        h.setOptionValue("time_limit", max(deadline.remaining(), 0.01))
        h.run()
        status = h.getModelStatus()
        if status == highspy.HighsModelStatus.kTimeLimit:
            break
        if status != highspy.HighsModelStatus.kOptimal:
            raise TopomilpInputError("fabric", f"the fabric LP failed: {h.modelStatusToString(status)}")
        value = -float(h.getInfo().objective_function_value)
        pi = np.asarray(h.getSolution().row_dual)
        added = 0
        for k, gi in enumerate(m.active):            # (L7) pricing
            grp = family[gi]
            if not grp.generated:
                continue
            price = np.zeros((N, N))
            for u in grp.members:
                price[u, :n] = ring_bytes[gi] * pi[[m.rows[(m.attach[u], v)] for v in range(n)]]
            best, order, priced_exactly = price_ring(price, grp.members)
            exact &= priced_exactly
            order = canonical_ring(order, grp.members[0])
            if best - pi[m.share0 + k] < -PRICING_TOL * max(1.0, value) and (k, order) not in have:
                add_ring(k, order)
                added += 1
        if not added:
            converged = exact
            break
    return value, converged, it


__all__ = ["LPTime", "lp_time"]

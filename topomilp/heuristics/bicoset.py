"""Two-stage designs for pipeline + data parallelism (``hybrid`` with two pipeline
stages): a circulant with stride 1 between the stages and even strides inside them
(formulations/scale_bounds.md, "Two pipeline stages").

Traffic: two AllReduce groups, the even nodes and the odd nodes (the cosets of
``{0, 2, 4, ...}``), and MP traffic only between ``u`` and ``u + 1`` or ``u - 1`` (the
pipeline sends of ``topomilp.workloads.hybrid`` with ``pp = 2``). Topology: the circulant
on Z_n with stride 1 and even strides ``2 q_1 .. 2 q_k`` (``k = (d - 2) // 2``, each
``q_i`` coprime to ``n / 2`` so that it is a ring over its coset), plus the matching
``u <-> u + n/2`` for odd ``d``. Plan: each coset runs its rings along the even strides
(one hop each, both directions) with a share ``alpha``, and the ring along coset stride
1 (``x -> x + 2``) with ``1 - alpha``, relayed over the stride-1 links through
the other stage (``x, x + 1, x + 2``). The stride-1 links then carry both stages' relays
and the pipeline. ``alpha`` balances the two kinds of arc. The busiest arc then carries
``alpha R / (2k) = (1 - alpha) R + a`` with ``R`` the ring volume per member and ``a``
the pipeline bytes per node and direction.

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import hybrid
>>> c, w = Cluster(16, 4), hybrid(16, 8, 2)
>>> r = bicoset_design(c, w)
>>> r.topology.meets_degree(c), r.info["strides"]
(True, [1, 6])
"""

from __future__ import annotations

import math
import time
from collections import defaultdict

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.heuristics.base import HeuristicResult
from topomilp.model import Cluster, Topology, Workload
from topomilp.routing import PathRouting
from topomilp.traffic import AllReducePlan, Ring

#: shares ``alpha`` tried, ``0, 1/STEPS, ..., 1``
STEPS = 50


def applies(cluster: Cluster, workload: Workload) -> bool:
    """Duplex, even ``n >= 8``, ``d >= 3``, the two AllReduce groups are the even and the odd
    nodes, and MP traffic only between nodes one apart."""
    n = cluster.n
    if not cluster.duplex or n % 2 or n < 8 or cluster.d < 3:
        return False
    live = [g for g in workload.groups if g.bytes_per_member > 0]
    if sorted(tuple(sorted(g.members)) for g in live) != [tuple(range(0, n, 2)), tuple(range(1, n, 2))]:
        return False
    mp = np.asarray(workload.mp)
    s, t = np.nonzero(mp)
    return bool(np.all(((t - s) % n == 1) | ((s - t) % n == 1)))


def _coset_strides(m: int, k: int) -> list[int]:
    """``k`` rings of Z_m (``q`` coprime to ``m``, ``q`` and ``m - q`` the same ring),
    distinct while there are enough, skipping ``q = 1`` (that ring is the relayed one)
    while others exist, spread out over the candidates; repeated (parallel rings) when Z_m
    has fewer than ``k``."""
    cands = [q for q in range(2, m // 2 + 1) if math.gcd(q, m) == 1 and 2 * q != m]
    if len(cands) < k:
        cands.append(1)                  # the relayed ring's order, direct as well
    if k == 0:
        return []
    idx = np.unique(np.round(np.linspace(0, len(cands) - 1, k + 2)[1:-1]).astype(int))
    picked = [cands[i] for i in idx]
    for q in cands:
        if len(picked) >= k:
            break
        if q not in picked:
            picked.append(q)
    while len(picked) < k:               # fewer rings than strides: parallel rings
        picked.append(cands[len(picked) % len(cands)])
    return sorted(picked[:k])


def bicoset_design(cluster: Cluster, workload: Workload) -> HeuristicResult:
    """The two-stage circulant design of the module docstring, with the best ``alpha``.
    Raises :class:`TopomilpInputError` (field ``workload``) when :func:`applies` is false."""
    from topomilp.evaluate import evaluate_workload

    t0 = time.perf_counter()
    if not applies(cluster, workload):
        raise TopomilpInputError("workload", "needs duplex, even n, d >= 3, the even and odd nodes as the two "
                                 "AllReduce groups and MP only between neighbours")
    n, d = cluster.n, cluster.d
    m = n // 2
    qs = _coset_strides(m, (d - 2) // 2)
    if len(qs) < (d - 2) // 2:
        raise TopomilpInputError("d", f"Z_{m} has too few rings for {(d - 2) // 2} even strides", d)
    strides = [1] + [2 * q for q in qs]
    links = np.zeros((n, n), dtype=np.int64)
    u = np.arange(n)
    for s in strides:
        np.add.at(links, (u, (u + s) % n), 1)
        np.add.at(links, ((u + s) % n, u), 1)
    if d % 2:
        links[u, (u + m) % n] += 1
    topo = Topology(links, cluster.link_model, f"bicoset{strides}")
    # the arc loads are affine in alpha (every path's bytes are a ring share or fixed MP):
    # two evaluations give them all, the best alpha is then read off a grid
    ends = []
    for alpha in (0.0, 1.0) if qs else (0.0,):
        plan, routing = _plan(workload, n, qs, alpha)
        ends.append(evaluate_workload(topo, cluster, workload, plan=plan, ar_routing=routing,
                                      mp_routing=routing).arc_load_bytes)
    cap = np.where(links > 0, links, 1) * cluster.link_bytes_per_s
    grid = np.linspace(0.0, 1.0, STEPS + 1) if qs else np.zeros(1)
    alpha = float(min(grid, key=lambda a: float(((ends[0] + a * (ends[-1] - ends[0])) / cap).max())))
    plan, routing = _plan(workload, n, qs, alpha)
    t = evaluate_workload(topo, cluster, workload, plan=plan, ar_routing=routing, mp_routing=routing).time_s
    return HeuristicResult("bicoset", topo, plan=plan, ar_routing=routing, mp_routing=routing,
                           build_s=time.perf_counter() - t0,
                           info={"strides": strides, "alpha": alpha, "time_s": t})


def _plan(workload: Workload, n: int, qs: list[int], alpha: float) -> tuple[AllReducePlan, PathRouting]:
    routes: dict[tuple[int, int], dict[tuple[int, ...], float]] = defaultdict(dict)
    rings_by_group = []
    direct_share = alpha / (2 * len(qs)) if qs else 0.0
    for g in workload.groups:
        if g.bytes_per_member <= 0:
            rings_by_group.append((Ring(g.members, 1.0),))
            continue
        start = min(g.members)
        rings = []
        for q in qs:                               # direct rings along node stride 2q
            for sign in (1, -1):
                if direct_share > 0:
                    rings.append(Ring.from_stride(n, start, sign * 2 * q, direct_share))
                    for x in g.members:
                        hop = (x, (x + sign * 2 * q) % n)
                        routes[hop][hop] = routes[hop].get(hop, 0.0) + direct_share
        if alpha < 1.0:                            # the ring along node stride 2, relayed
            for sign in (1, -1):
                rings.append(Ring.from_stride(n, start, sign * 2, (1.0 - alpha) / 2))
                for x in g.members:
                    path = (x, (x + sign) % n, (x + 2 * sign) % n)
                    routes[(x, path[-1])][path] = routes[(x, path[-1])].get(path, 0.0) + (1.0 - alpha) / 2
        rings_by_group.append(tuple(rings))
    s, t = np.nonzero(np.asarray(workload.mp))
    for a, b in zip(s.tolist(), t.tolist()):
        routes[(a, b)][(a, b)] = 1.0
    clean = {k: [(p, f / sum(v.values())) for p, f in v.items()] for k, v in routes.items()}
    return AllReducePlan(tuple(rings_by_group)), PathRouting(n, clean)


__all__ = ["STEPS", "applies", "bicoset_design"]

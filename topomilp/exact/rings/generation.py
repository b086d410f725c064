"""Ring generation (formulations/rings.md (R-3)-(R-5'), (R-8)): the routing LP on a fixed
topology with every group's rings as columns, those of generated groups added by
pricing (:mod:`topomilp.exact.rings.pricing`) with their orbits under the instance's
rotations (:func:`route_with_ring_generation`), and the one-LP bound (R-8) that
certifies its value for any ring order (:func:`relaxed_ring_throughput`). Part of
:mod:`topomilp.exact.rings`.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline as DL
from topomilp.exact.rings import pricing
from topomilp.exact.rings.families import GroupRings, canonical_ring, ring_pairs
from topomilp.exact.rings.pricing import cheapest_ring, price_ring

log = logging.getLogger(__name__)

#: Column generation stops when no ring improves the LP by more than this (relative).
PRICING_TOL = 1e-9


# =========================================================================== column generation
@dataclass(frozen=True)
class RingGeneration:
    """The outcome of :func:`route_with_ring_generation`: the LP's throughput (in the
    demand units given), the ring columns per group (canonical orders; the optimal
    shares are re-derived by the caller's own LP), ``converged`` (no ring can improve
    the LP: the value is the optimum over every cyclic order) and the iterations."""

    throughput: float
    rings: tuple[tuple[tuple[int, ...], ...], ...]
    converged: bool
    iterations: int


def seed_rings(links: np.ndarray, members: Sequence[int], count: int) -> list[tuple[int, ...]]:
    """Up to ``count`` cheap starting columns for ring generation (R-5): rings of least
    hop count on the topology ``links`` (:func:`cheapest_ring` on hop distances), each
    next one charged ``+1`` per use of a direct arc an earlier one took, so that the seeds
    spread over the topology's arcs (arc-disjoint Hamiltonian cycles where they exist)."""
    from scipy.sparse.csgraph import shortest_path

    dist = shortest_path(np.asarray(links, dtype=float) > 0, unweighted=True)
    if not np.all(np.isfinite(dist[np.ix_(members, members)])):
        return []
    used = np.zeros_like(dist)
    out: list[tuple[int, ...]] = []
    for _ in range(count):
        if DL.expired():
            break
        _, order, _ = price_ring(dist + used, members)
        order = canonical_ring(order, members[0])
        if order not in out:
            out.append(order)
        for u, v in ring_pairs(order):
            if dist[u, v] == 1:
                used[u, v] += 1.0
    return out


def rotation_symmetries(links: np.ndarray, mp: np.ndarray, family: Sequence[GroupRings],
                        ring_bytes: Sequence[float]) -> list[np.ndarray]:
    """(R-5') generators of relabellings that leave the routing instance invariant: the
    rotation ``u -> u + s (mod n)`` for the smallest ``s`` that keeps the links, the MP
    matrix and every member set of a group with traffic, and the reflection
    ``u -> -u (mod n)`` if it keeps them too (``p[u]`` the image of ``u``). Circulants
    and bi-circulants (the warm starts (J10), (J10d)) have them.

    >>> from topomilp.exact.joint.starts import circulant_links
    >>> from topomilp.exact.rings import ring_family
    >>> from topomilp.model import AllReduceGroup, Workload
    >>> fam = ring_family(Workload(8, groups=(AllReduceGroup(tuple(range(8)), 1.0),)), "any")
    >>> [p.tolist() for p in rotation_symmetries(circulant_links(8, [1, 3], "duplex"), np.zeros((8, 8)), fam, [1.0])]
    [[1, 2, 3, 4, 5, 6, 7, 0], [0, 7, 6, 5, 4, 3, 2, 1]]
    """
    L, M = np.asarray(links), np.asarray(mp)
    n = L.shape[0]
    sets = [frozenset(family[g].members) for g in range(len(family)) if ring_bytes[g] > 0]

    def keeps(p: np.ndarray) -> bool:
        inv = np.argsort(p)                     # relabelled matrix: A'[p u, p v] = A[u, v]
        return (np.array_equal(L[np.ix_(inv, inv)], L) and np.array_equal(M[np.ix_(inv, inv)], M)
                and all(frozenset(int(p[u]) for u in s) == s for s in sets))

    out = []
    for s in range(1, n):
        p = (np.arange(n) + s) % n
        if n % s == 0 and keeps(p):
            out.append(p)
            break
    p = (-np.arange(n)) % n
    if keeps(p):
        out.append(p)
    return out


def ring_orbit(order: Sequence[int], generators: Sequence[np.ndarray], first: int) -> list[tuple[int, ...]]:
    """The canonical orders of the images of the ring ``order`` under the group the
    ``generators`` generate (each a relabelling mapping the ring's member set onto
    itself), ``order`` itself first (R-5')."""
    start = canonical_ring(order, first)
    seen, todo = {start: None}, [start]
    while todo:
        o = todo.pop()
        for p in generators:
            q = canonical_ring(tuple(int(p[u]) for u in o), first)
            if q not in seen:
                seen[q] = None
                todo.append(q)
    return list(seen)


def _add_flow_columns(h: Any, senders: Sequence[int], arcs: Sequence[tuple[int, int]], ridx: dict,
                      cap_row0: int, inf: float) -> None:
    """(R-3)'s flow columns ``f[s, a]``: one per sender and arc, in the arc's capacity row
    and the conservation rows of its two ends."""
    starts: list[int] = []
    idx: list[int] = []
    val: list[float] = []
    for s in senders:                                  # one batch: the same columns in the same order
        for ai, (i, j) in enumerate(arcs):
            starts.append(len(idx))
            idx.append(cap_row0 + ai)
            val.append(1.0)
            if j != s:
                idx.append(ridx[(s, j)])
                val.append(1.0)
            if i != s:
                idx.append(ridx[(s, i)])
                val.append(-1.0)
    k = len(starts)
    h.addCols(k, np.zeros(k), np.zeros(k), np.full(k, inf), len(idx), np.array(starts, dtype=np.int32),
              np.array(idx, dtype=np.int32), np.array(val))


class _RingColumns:
    """The ring columns of :func:`route_with_ring_generation`'s HiGHS model: each ring of
    a generated group added with its orbit under ``sym`` (R-5'), each column once."""

    def __init__(self, h: Any, family: Sequence[GroupRings], ring_bytes: Sequence[float], share_row: dict,
                 ridx: dict, sym: Sequence[np.ndarray]) -> None:
        self.h, self.family, self.ring_bytes, self.share_row, self.ridx, self.sym = (
            h, family, ring_bytes, share_row, ridx, sym)
        self.first = h.getNumCol()                # ring column k is HiGHS column first + k
        self.columns: list[tuple[int, tuple[int, ...]]] = []
        self.have: set[tuple[int, tuple[int, ...]]] = set()

    def add(self, g: int, order: tuple[int, ...]) -> int:
        """Add the ring (with its images, for a generated group); how many were new."""
        new = 0
        for o in ring_orbit(order, self.sym if self.family[g].generated else (), self.family[g].members[0]):
            if (g, o) in self.have:
                continue
            idx, val = [self.share_row[g]], [1.0]
            for u, v in ring_pairs(o):
                idx.append(self.ridx[(u, v)])
                val.append(-float(self.ring_bytes[g]))
            self.h.addCol(0.0, 0.0, math.inf, len(idx), np.array(idx, dtype=np.int32), np.array(val))
            self.columns.append((g, o))
            self.have.add((g, o))
            new += 1
        return new

    def support(self, used: np.ndarray | None) -> list[tuple[int, tuple[int, ...]]]:
        """The columns, those of generated groups only where ``used`` (the ring values of
        the last optimal LP, ``None``: keep all) is positive: that optimum stays feasible
        over them (R-5')."""
        if used is None:
            return self.columns
        return [c for k, c in enumerate(self.columns)
                if not self.family[c[0]].generated or (k < len(used) and used[k] > 0)]


def _price(cost: np.ndarray, members: Sequence[int], mu: float, tol: float, exact_up_to: int
           ) -> tuple[float, tuple[int, ...], bool]:
    """(R-4)/(R-4') the least reduced cost ``(reduced, order, exact)`` of a ring of
    ``members``: :func:`price_ring`, then, when it is heuristic and finds no ring below
    ``-tol``, Held-Karp up to ``exact_up_to`` members (until the deadline)."""
    best, order, exact = price_ring(cost, members)
    if not exact and best - mu >= -tol and len(members) <= exact_up_to:
        try:
            best, order = cheapest_ring(cost, members, exact_up_to)
            exact = True
        except DL.DeadlineExpired:
            pass
    return best - mu, order, exact


def route_with_ring_generation(links: np.ndarray, mp: np.ndarray, family: Sequence[GroupRings],
                               ring_bytes: Sequence[float], *, max_iterations: int = 2000,
                               target: float | None = None, exact_up_to: int | None = None) -> RingGeneration:
    """Max concurrent throughput on the fixed topology ``links`` (arc capacities in
    demand units per unit time) for the MP matrix ``mp`` plus, per group, ``ring_bytes``
    per ring transfer split over any ring its :class:`GroupRings` allows, by column
    generation (R-3)-(R-5): the restricted LP (R-3) over the rings found so far
    (HiGHS, re-solved warm from its basis after each new column), then for every
    generated group the ring of least reduced cost (R-5), priced exactly by
    :func:`price_ring` (exact up to :data:`HELD_KARP_MAX` members); stops when no ring has
    a negative reduced cost (``converged`` when every pricing was exact), when the LP
    reaches ``target`` (a known upper bound: nothing can be gained), at the enclosing
    solve's deadline (:mod:`topomilp.exact.deadline`), or after ``max_iterations``.
    ``exact_up_to`` (default :data:`HELD_KARP_MAX`; up to 20): groups of up to that many
    members get exact pricing where the heuristic finds nothing (:func:`_price`, (R-4')).
    Starting columns: the group's candidates and :func:`seed_rings`. Every ring added
    for a generated group comes with its images under :func:`rotation_symmetries`
    (:func:`ring_orbit`, (R-5'): valid columns whatever the topology, and one pricing then
    stands for its whole orbit on a symmetric instance); the rings returned for a
    generated group are those with a positive share in the last optimal LP (R-5')."""
    import highspy

    L = np.asarray(links, dtype=float)
    n = L.shape[0]
    arcs = [(int(i), int(j)) for i, j in np.argwhere(L > 0) if i != j]
    A = len(arcs)
    active = [g for g in range(len(family)) if ring_bytes[g] > 0]
    senders = sorted({int(s) for s in np.argwhere(mp > 0)[:, 0]} | {u for g in active for u in family[g].members})
    rows = [(s, t) for s in senders for t in range(n) if t != s]
    ridx = {r: i for i, r in enumerate(rows)}
    row_s = np.array([s for s, _ in rows], dtype=np.int64)
    row_t = np.array([t for _, t in rows], dtype=np.int64)
    n_eq = len(rows)
    share_row = {g: n_eq + k for k, g in enumerate(active)}
    cap_row0 = n_eq + len(active)

    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("random_seed", 0)
    inf = highspy.kHighsInf
    # --- rows: conservation (= 0), one share row per group (= 0), capacity (<= L)
    lower = np.concatenate([np.zeros(n_eq + len(active)), np.full(A, -inf)])
    upper = np.concatenate([np.zeros(n_eq + len(active)), np.array([L[i, j] for i, j in arcs])])
    h.addRows(len(lower), lower, upper, 0, np.zeros(1, dtype=np.int32), np.zeros(0, dtype=np.int32),
              np.zeros(0))
    _add_flow_columns(h, senders, arcs, ridx, cap_row0, inf)        # --- columns: flows f[s, a], then lambda
    lam_idx = [ridx[(s, t)] for (s, t) in rows if mp[s, t] > 0] + [share_row[g] for g in active]
    lam_val = [-float(mp[s, t]) for (s, t) in rows if mp[s, t] > 0] + [-1.0] * len(active)
    h.addCol(-1.0, 0.0, inf, len(lam_idx), np.array(lam_idx, dtype=np.int32), np.array(lam_val))

    sym = rotation_symmetries(L, mp, family, ring_bytes) if any(family[g].generated for g in active) else []
    cols = _RingColumns(h, family, ring_bytes, share_row, ridx, sym)
    add_ring = cols.add
    for g in active:
        starts = list(family[g].candidates)
        if family[g].generated:
            starts += seed_rings(L, list(family[g].members), 2 * max(1, int(L.sum(axis=1).max())))
        for o in dict.fromkeys(canonical_ring(o, family[g].members[0]) for o in starts):
            add_ring(g, o)
    value, it, converged, exact = 0.0, 0, False, True
    used: np.ndarray | None = None              # ring shares of the last optimal LP
    while it < max_iterations and not DL.expired():
        it += 1
        # plain limit on HiGHS' cumulative clock: a reserve for the caller (open-problems.md)
        h.setOptionValue("time_limit", max(DL.remaining(1e6), DL.MIN_SECONDS))
        h.run()
        status = h.getModelStatus()
        if status == highspy.HighsModelStatus.kTimeLimit:
            it -= 1
            break
        if status != highspy.HighsModelStatus.kOptimal:
            raise TopomilpInputError("topology", f"the routing LP failed: {h.modelStatusToString(status)}")
        value = -float(h.getInfo().objective_function_value)
        sol = h.getSolution()
        pi = np.asarray(sol.row_dual)
        used = np.asarray(sol.col_value)[cols.first:]
        added, exact = 0, True                  # the certificate rests on the last duals' pricing only
        for g in active:
            if not family[g].generated:
                continue
            price = np.zeros((n, n))
            price[row_s, row_t] = ring_bytes[g] * pi[:len(rows)]    # reduced cost = ring sum - mu
            reduced, order, priced_exactly = _price(price, family[g].members, float(pi[share_row[g]]),
                                                    PRICING_TOL * max(1.0, value), exact_up_to or pricing.HELD_KARP_MAX)
            exact &= priced_exactly
            order = canonical_ring(order, family[g].members[0])
            if reduced < -PRICING_TOL * max(1.0, value):
                added += add_ring(g, order)
        if not added:
            converged = exact
            break
        if target is not None and value >= target * (1 - PRICING_TOL):
            break
        if DL.expired():
            break
    columns = cols.support(used if value > 0 else None)
    per_group = tuple(tuple(o for gg, o in columns if gg == g) for g in range(len(family)))
    log.debug("ring generation: throughput %.6g after %d LPs (%s)", value, it,
              "converged" if converged else "stopped")
    return RingGeneration(value, per_group, converged, it)


def relaxed_ring_throughput(links: np.ndarray, mp: np.ndarray, family: Sequence[GroupRings],
                            ring_bytes: Sequence[float]) -> float | None:
    """(R-8) an upper bound on the throughput of *every* routing of the fixed topology
    ``links`` (units as :func:`route_with_ring_generation`): (R-3) with each group's ring
    columns replaced by its successor shares ``Y_g`` under (R-6a)-(R-6c) (no pricing, one
    LP). Ring generation's value meeting it certifies that value for any ring order, also
    where its pricing is heuristic (groups of more than :data:`HELD_KARP_MAX` members).
    ``None`` when a group with ring bytes has fewer than 3 members or is not free (its
    order fixed), or when the LP stops at the deadline.

    >>> from topomilp.exact.rings import ring_family
    >>> from topomilp.model import AllReduceGroup, Workload
    >>> c6 = np.roll(np.eye(6, dtype=int), 1, axis=1) + np.roll(np.eye(6, dtype=int), -1, axis=1)
    >>> fam = ring_family(Workload(6, groups=(AllReduceGroup(tuple(range(6)), 1.0),)), "any")
    >>> round(relaxed_ring_throughput(c6, np.zeros((6, 6)), fam, [1.0]), 6)   # both ring directions
    2.0
    """
    import highspy

    active = [g for g in range(len(family)) if ring_bytes[g] > 0]
    if any(len(family[g].members) < 3 or not family[g].free for g in active):
        return None
    L = np.asarray(links, dtype=float)
    n = L.shape[0]
    arcs = [(int(i), int(j)) for i, j in np.argwhere(L > 0) if i != j]
    senders = sorted({int(s) for s in np.argwhere(mp > 0)[:, 0]} | {u for g in active for u in family[g].members})
    rows = [(s, t) for s in senders for t in range(n) if t != s]
    ridx = {r: i for i, r in enumerate(rows)}
    pairs = [(g, u, v) for g in active for u in family[g].members for v in family[g].members if u < v]
    n_eq = len(rows)
    sums0 = n_eq                                    # (R-6a)/(R-6b): two rows per member, = 0
    offs, k = {}, sums0
    for g in active:
        offs[g] = k
        k += 2 * len(family[g].members)
    cap_row0 = k
    two_row0 = cap_row0 + len(arcs)                 # (R-6c): one row per pair, <= 0
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("random_seed", 0)
    inf = highspy.kHighsInf
    lower = np.concatenate([np.zeros(cap_row0), np.full(len(arcs) + len(pairs), -inf)])
    upper = np.concatenate([np.zeros(cap_row0), np.array([L[i, j] for i, j in arcs]), np.zeros(len(pairs))])
    h.addRows(len(lower), lower, upper, 0, np.zeros(1, dtype=np.int32), np.zeros(0, dtype=np.int32), np.zeros(0))
    _add_flow_columns(h, senders, arcs, ridx, cap_row0, inf)                  # flows
    lam_idx = [ridx[(s, t)] for (s, t) in rows if mp[s, t] > 0]
    lam_val = [-float(mp[s, t]) for (s, t) in rows if mp[s, t] > 0]
    lam_idx += list(range(sums0, cap_row0)) + list(range(two_row0, two_row0 + len(pairs)))
    lam_val += [-1.0] * (cap_row0 - sums0 + len(pairs))
    h.addCol(-1.0, 0.0, inf, len(lam_idx), np.array(lam_idx, dtype=np.int32), np.array(lam_val))
    pair_row = {(g, min(u, v), max(u, v)): two_row0 + q for q, (g, u, v) in enumerate(pairs)}
    for g in active:                                                          # Y_g[u, v]
        pos = {u: i for i, u in enumerate(family[g].members)}
        m = len(pos)
        for u in family[g].members:
            for v in family[g].members:
                if u != v:
                    idx = [ridx[(u, v)], offs[g] + pos[u], offs[g] + m + pos[v], pair_row[(g, min(u, v), max(u, v))]]
                    h.addCol(0.0, 0.0, inf, 4, np.array(idx, dtype=np.int32),
                             np.array([-float(ring_bytes[g]), 1.0, 1.0, 1.0]))
    DL.limit_highs(h, DL.remaining(1e6))
    h.run()
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return None
    return -float(h.getInfo().objective_function_value)


__all__ = ["PRICING_TOL", "RingGeneration", "relaxed_ring_throughput", "ring_orbit", "rotation_symmetries",
           "route_with_ring_generation", "seed_rings"]

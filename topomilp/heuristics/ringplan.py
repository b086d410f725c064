"""The AllReduce plan of a topology: which rings each group runs, with which shares.

TopologyFinder builds its rings together with the topology and records them; a
topology built without traffic (the baselines, the TotientPerms circulant) gets its
plan from :func:`topology_ring_plan`. Both use the same two rules:
:func:`rings_with_shares` (equal split over a group's rings; with ``both_ways``, as
under duplex in paper mode, each ring's share halved over its two directions) and
:func:`borrowed_order` (the ring of a group that has none of its own). Rings live in
TotientPerms' space (:mod:`topomilp.heuristics.totientperms`): stride ``q`` of a
group's member list ``m_0 .. m_{k-1}`` is ``m_0, m_q, m_2q, ...``.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from topomilp.heuristics.totientperms import candidate_strides, coset_base, stride_ring
from topomilp.model import Topology, Workload
from topomilp.traffic import AllReducePlan, Ring
from topomilp.utils import hop_distances


def topology_ring_plan(topology: Topology, workload: Workload) -> AllReducePlan:
    """The AllReduce plan of a topology built without one (baselines, the TotientPerms
    circulant): each group splits its volume equally over those rings of its candidate
    strides (TotientPerms' space in the group's own index space) whose every arc is a
    direct link, in both directions under duplex; a group with no such ring runs the
    candidate ring with the fewest shortest-path hops. This is TopologyFinder's own rule
    for groups with rings (equal split, both directions) applied to any topology.

    >>> from topomilp.model import Topology
    >>> from topomilp.workloads import allreduce
    >>> ring = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
    >>> [(r.order, r.share) for r in topology_ring_plan(ring, allreduce(4)).rings[0]]
    [((0, 1, 2, 3), 0.5), ((3, 2, 1, 0), 0.5)]
    """
    duplex = topology.link_model == "duplex"
    links = topology.links
    dist_cache: list[np.ndarray] = []
    plan: list[tuple[Ring, ...]] = []
    for g in workload.groups:
        if g.bytes_per_member <= 0:
            plan.append((Ring(g.members, 1.0),))
            continue
        k = len(g.members)
        qs = [q for q in candidate_strides(k, k) if not duplex or 2 * q <= k]  # q, k-q: one ring
        orders = []
        for q in qs:
            order = stride_ring(g.members, q).order
            o = np.asarray(order)
            if (links[o, np.roll(o, -1)] > 0).all():
                orders.append(order)
        if not orders:
            orders = [borrowed_order(g.members, topology.n, {}, topology, duplex, dist_cache)]
        plan.append(rings_with_shares(orders, duplex))
    return AllReducePlan(tuple(plan))


def rings_with_shares(orders: list[tuple[int, ...]], both_ways: bool) -> tuple[Ring, ...]:
    """Equal shares over the rings (merged if a ring repeats), both directions halved."""
    share: dict[tuple[int, ...], float] = {}
    each = 1.0 / len(orders)
    for o in orders:
        dirs = (o, tuple(reversed(o))) if both_ways else (o,)
        for x in dirs:
            share[x] = share.get(x, 0.0) + each / len(dirs)
    return tuple(Ring(o, s) for o, s in share.items())


def borrowed_order(members: tuple[int, ...], n: int, table: dict[int, tuple[int, ...]], topology: Any,
                    both_ways: bool, dist_cache: list[np.ndarray]) -> tuple[int, ...]:
    """Ring order for a group with no ring of its own: the candidate stride (in the
    group's index space) with the fewest coins, smallest on ties; if the coins do not
    reach it, the fewest shortest-path hops."""
    mem = tuple(members)
    k = len(mem)
    qs = candidate_strides(k, k)
    base = coset_base(mem, n)
    if base is not None and table:
        costs = [(len(table[(q * base) % n]), q) for q in qs if (q * base) % n in table]
        if costs:
            return stride_ring(mem, min(costs)[1]).order
    if not dist_cache:
        dist_cache.append(hop_distances(topology))
    dist = dist_cache[0]
    best: tuple[float, int] | None = None
    for q in qs:
        o = np.asarray(stride_ring(mem, q).order)
        hops = float(dist[o, np.roll(o, -1)].sum())
        if both_ways:
            hops += float(dist[np.roll(o, -1), o].sum())
        if best is None or hops < best[0]:
            best = (hops, q)
    return stride_ring(mem, best[1] if best and math.isfinite(best[0]) else qs[0]).order


__all__ = ["borrowed_order", "rings_with_shares", "topology_ring_plan"]

"""Two pipeline stages on a partner link and direct rings: the structure of the proven
``hybrid`` optima at n = 12 and 16, d = 4 (formulations/scale_bounds.md, "Two pipeline
stages", (S8) and the claim after it).

Traffic (as :mod:`topomilp.heuristics.bicoset`): two AllReduce groups, the even and the
odd nodes, and MP traffic only between partners ``2r <-> 2r + 1``. Topology: one link from
every node to its partner, and inside each stage (node ``2i + s`` is element ``i`` of
``Z_m``, ``m = n / 2``) the circulant with offsets ``+-q`` for ``(d - 1) // 2`` strides
``q`` coprime to ``m``, plus, for odd ``d - 1``, the offset ``h = m / 2`` (``m = 2 mod 4``,
so ``h`` is odd). Plan: one ring per directed offset ``+q`` and ``-q`` and, for odd
``d - 1``, the three Hamiltonian rings of the claim (``+1``; ``sigma``: ``+h`` from even
``i``, ``-1`` from odd ``i``; ``tau``: the other choice), each ring a share
``1 / (d - 1)``, every transfer one hop. Every stage arc then carries ``R / (d - 1)`` and
the partner arc ``a``: time ``max(R / (d - 1), a) / B``.

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import hybrid
>>> c, w = Cluster(12, 4), hybrid(12, 6, 2)
>>> r = partner_rings_design(c, w)
>>> r.topology.meets_degree(c), r.info["strides"], r.info["chord"]
(True, [], 3)
"""

from __future__ import annotations

import math
import time

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.heuristics.base import HeuristicResult
from topomilp.model import Cluster, Topology, Workload
from topomilp.routing import PathRouting
from topomilp.traffic import AllReducePlan, Ring


def applies(cluster: Cluster, workload: Workload) -> bool:
    """Duplex, even ``n >= 6``, ``d >= 2``, the even and odd nodes as the two AllReduce
    groups, MP only between partners ``2r, 2r + 1``, and the stage rings exist: for odd
    ``d - 1``, ``d >= 4`` and ``n / 2 = 2 mod 4``."""
    n, d = cluster.n, cluster.d
    if not cluster.duplex or n % 2 or n < 6 or d < 2:
        return False
    m, intra = n // 2, d - 1
    if intra % 2 and (m % 4 != 2 or m < 6 or intra < 3):
        return False
    live = [g for g in workload.groups if g.bytes_per_member > 0]
    if sorted(tuple(sorted(g.members)) for g in live) != [tuple(range(0, n, 2)), tuple(range(1, n, 2))]:
        return False
    s, t = np.nonzero(np.asarray(workload.mp))
    return bool(np.all(s // 2 == t // 2))


def stage_strides(m: int, k: int, skip_one: bool) -> list[int]:
    """``k`` strides coprime to ``m`` in ``1 .. m/2`` (``q`` and ``m - q`` give the same
    links), distinct while there are enough, then repeated (parallel links); ``1`` is
    left out when ``skip_one`` (the chord triple's ring) while others exist."""
    cands = [q for q in range(1, m // 2 + 1) if math.gcd(q, m) == 1 and 2 * q != m]
    if skip_one and len(cands) > 1:
        cands = cands[1:]
    if not cands or k == 0:
        return []
    return [cands[i % len(cands)] for i in range(k)]


def _cycle(perm: np.ndarray) -> list[int]:
    order, x = [0], int(perm[0])
    while x != 0:
        order.append(x)
        x = int(perm[x])
    return order


def stage_rings(m: int, strides: list[int], chord: bool) -> list[list[int]]:
    """The ring orders over ``Z_m`` of the module docstring (element indices)."""
    i = np.arange(m)
    rings = []
    for q in strides:
        rings += [_cycle((i + q) % m), _cycle((i - q) % m)]
    if chord:
        h = m // 2
        even = i % 2 == 0
        rings += [_cycle((i + 1) % m), _cycle(np.where(even, (i + h) % m, (i - 1) % m)),
                  _cycle(np.where(even, (i - 1) % m, (i + h) % m))]
    for r in rings:
        if len(r) != m:              # the claim of formulations/scale_bounds.md after (S8)
            raise TopomilpInputError("n", f"a stage ring does not cover Z_{m}", m)
    return rings


def partner_rings_design(cluster: Cluster, workload: Workload) -> HeuristicResult:
    """The design of the module docstring. Raises :class:`TopomilpInputError` (field
    ``workload``) when :func:`applies` is false."""
    t0 = time.perf_counter()
    if not applies(cluster, workload):
        raise TopomilpInputError("workload", "needs duplex, even n, the even and odd nodes as the two AllReduce "
                                 "groups, MP only between partners 2r, 2r+1, and n/2 = 2 mod 4 for even d")
    n, d = cluster.n, cluster.d
    m, intra = n // 2, d - 1
    chord = intra % 2 == 1
    strides = stage_strides(m, intra // 2 - (1 if chord else 0), chord)
    if len(strides) != intra // 2 - (1 if chord else 0):
        raise TopomilpInputError("d", f"Z_{m} has no stride coprime to it for the stage rings", d)
    rings = stage_rings(m, strides, chord)
    links = np.zeros((n, n), dtype=np.int64)
    u = np.arange(0, n, 2)
    links[u, u + 1] += 1                                    # partner links
    links[u + 1, u] += 1
    routes: dict[tuple[int, int], list[tuple[tuple[int, ...], float]]] = {}
    by_group = []
    for g in workload.groups:
        s = min(g.members) % 2 if g.members else 0
        if g.bytes_per_member <= 0:
            by_group.append((Ring(g.members, 1.0),))
            continue
        nodes = [2 * x + s for x in range(m)]
        for order in rings:         # the rings use every stage arc once: the arcs are the links
            for a, b in zip(order, order[1:] + order[:1]):
                links[nodes[a], nodes[b]] += 1
                routes[(nodes[a], nodes[b])] = [((nodes[a], nodes[b]), 1.0)]
        by_group.append(tuple(Ring(tuple(nodes[x] for x in order), 1.0 / len(rings)) for order in rings))
    for a, b in zip(*np.nonzero(np.asarray(workload.mp))):
        routes[(int(a), int(b))] = [((int(a), int(b)), 1.0)]
    topo = Topology(links, cluster.link_model, f"partner_rings{strides}{'+chord' if chord else ''}")
    routing = PathRouting(n, routes)
    plan = AllReducePlan(tuple(by_group))
    return HeuristicResult("partner_rings", topo, plan=plan, ar_routing=routing, mp_routing=routing,
                           build_s=time.perf_counter() - t0,
                           info={"strides": strides, "chord": m // 2 if chord else None})


__all__ = ["applies", "partner_rings_design", "stage_rings", "stage_strides"]

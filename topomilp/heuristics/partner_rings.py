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
``1 / (d - 1)``, every transfer one hop. For odd ``d - 1`` and ``m = 0 mod 4`` the stage
is instead a Cayley graph whose Hamiltonian rings mix to the same loads (formulations/
joint_topology.md (J10e)). Every stage arc then carries ``R / (d - 1)`` and
the partner arc ``a``: time ``max(R / (d - 1), a) / B``.

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import hybrid
>>> c, w = Cluster(12, 4), hybrid(12, 6, 2)
>>> r = partner_rings_design(c, w)
>>> r.topology.meets_degree(c), r.info["stage"]
(True, '[]+chord')
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
    groups, MP only between partners ``2r, 2r + 1``; for odd ``d - 1``, ``d >= 4``, ``n / 2`` even
    and more than ``d - 1``."""
    n, d = cluster.n, cluster.d
    if not cluster.duplex or n % 2 or n < 6 or d < 2:
        return False
    m, intra = n // 2, d - 1
    if intra % 2 and (m % 2 or intra < 3 or intra >= m):
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


def stage_design(m: int, intra: int, seed: int = 0) -> tuple[np.ndarray, list[tuple[list[int], float]], str]:
    """The links (``m x m``) and rings ``(order, share)`` of one stage with ``intra`` ports a
    node, every arc loaded ``1 / intra`` of the ring volume: strides and, for odd
    ``intra``, the chord triple when ``m = 2 mod 4``, else a fractional mix of Hamiltonian
    rings on a Cayley graph (:func:`~topomilp.exact.joint.hamiltonian.hamiltonian_mix`,
    formulations/joint_topology.md (J10e); at most half the enclosing deadline's time left).
    Raises :class:`TopomilpInputError` (field ``n``) when none is found."""
    from topomilp.exact import deadline
    from topomilp.exact.joint.hamiltonian import hamiltonian_mix

    chord = intra % 2 == 1
    if not chord or m % 4 == 2:
        k = intra // 2 - (1 if chord else 0)
        strides = stage_strides(m, k, chord)
        if len(strides) != k:
            raise TopomilpInputError("n", f"Z_{m} has no stride coprime to it for the stage rings", m)
        rings = stage_rings(m, strides, chord)
        links = np.zeros((m, m), dtype=np.int64)
        for order in rings:         # the rings use every stage arc once: the arcs are the links
            np.add.at(links, (order, order[1:] + order[:1]), 1)
        return links, [(r, 1.0 / len(rings)) for r in rings], f"{strides}{'+chord' if chord else ''}"
    with deadline.deadline_scope(0.5 * deadline.remaining(60.0)):
        mix = hamiltonian_mix(m, intra, seed)
    if mix is None:
        raise TopomilpInputError("n", f"no Hamiltonian ring mix found for {m} nodes a stage, {intra} ports", m)
    name, links, rings, weights = mix
    return links, [(list(r), w) for r, w in zip(rings, weights)], name


def partner_rings_design(cluster: Cluster, workload: Workload, seed: int = 0) -> HeuristicResult:
    """The design of the module docstring. Raises :class:`TopomilpInputError` (field
    ``workload``) when :func:`applies` is false, (field ``n``) when no stage design is found."""
    t0 = time.perf_counter()
    if not applies(cluster, workload):
        raise TopomilpInputError("workload", "needs duplex, even n, the even and odd nodes as the two AllReduce "
                                 "groups, MP only between partners 2r, 2r+1, and even n/2 for even d")
    n, d = cluster.n, cluster.d
    m = n // 2
    stage_links, rings, how = stage_design(m, d - 1, seed)
    links = np.zeros((n, n), dtype=np.int64)
    u = np.arange(0, n, 2)
    links[u, u + 1] += 1                                    # partner links
    links[u + 1, u] += 1
    for s in (0, 1):                                        # stage s: node 2i + s
        links[s::2, s::2] += stage_links
    routes: dict[tuple[int, int], list[tuple[tuple[int, ...], float]]] = {}
    by_group = []
    for g in workload.groups:
        s = min(g.members) % 2 if g.members else 0
        if g.bytes_per_member <= 0:
            by_group.append((Ring(g.members, 1.0),))
            continue
        nodes = [2 * x + s for x in range(m)]
        for order, _ in rings:      # every ring transfer one hop, on a stage link
            for a, b in zip(order, order[1:] + order[:1]):
                routes[(nodes[a], nodes[b])] = [((nodes[a], nodes[b]), 1.0)]
        by_group.append(tuple(Ring(tuple(nodes[x] for x in order), share) for order, share in rings))
    for a, b in zip(*np.nonzero(np.asarray(workload.mp))):
        routes[(int(a), int(b))] = [((int(a), int(b)), 1.0)]
    topo = Topology(links, cluster.link_model, f"partner_rings[{how}]")
    routing = PathRouting(n, routes)
    plan = AllReducePlan(tuple(by_group))
    return HeuristicResult("partner_rings", topo, plan=plan, ar_routing=routing, mp_routing=routing,
                           build_s=time.perf_counter() - t0, info={"stage": how, "rings": len(rings)})


__all__ = ["applies", "partner_rings_design", "stage_design", "stage_rings", "stage_strides"]

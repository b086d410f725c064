"""Baseline topologies (docs/design.md §3): ring, circulant, 2D torus, random regular
multigraph, full mesh, the circulant of TotientPerms strides, and the ideal switch as a
reference point.

Every builder returns a :class:`~topomilp.heuristics.base.HeuristicResult` whose topology
uses **exactly** ``d`` ports per node (in = out = ``d`` under simplex), with the default
plan (each AllReduce group's member order, one ring; ``plan=None``) and shortest-path
routing for both kinds of traffic, so the bench treats every method alike. A shape that
cannot be built on the cluster raises :class:`~topomilp.errors.TopomilpInputError`
(that is how the bench learns a method does not apply).

Ports a shape leaves over are filled deterministically:

* a ring / circulant / torus repeats its own rings as parallel rings, in order
  (2 ports each under duplex, 1 out + 1 in under simplex); under duplex an odd leftover
  port (then ``n`` is even, since ``n*d`` is) becomes the matching ``u <-> u + n/2``;
* the full mesh adds parallel rings of strides ``1, 2, 3, ...`` (then the matching);
* the random regular multigraph has no leftover by construction.

Link-model conventions: a ring of stride ``s`` costs 2 ports per node under duplex and
1 out + 1 in under simplex (one direction); the 2D torus uses both directions of both
dimension rings in either model (4 ports).

>>> from topomilp.model import Cluster
>>> ring(Cluster(6, 4)).topology.links[0].tolist()        # two parallel rings
[0, 2, 0, 0, 0, 2]
>>> torus2d(Cluster(12, 4)).info["shape"]
(3, 4)
"""

from __future__ import annotations

import logging
import math
import time
from typing import Any, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.heuristics.base import (
    HeuristicResult,
    add_half_matching,
    fill_uniform,
    finish_topology,
    ring_cost,
)
from topomilp.heuristics.totientperms import add_stride, totient_perms
from topomilp.model import Cluster, Workload
from topomilp.routing import ShortestPathRouting
from topomilp.utils import check_int, is_integer

log = logging.getLogger(__name__)


def _check_cluster(cluster: Any) -> Cluster:
    if not isinstance(cluster, Cluster):
        raise TopomilpInputError("cluster", "must be a Cluster", cluster)
    return cluster


def _result(name: str, cluster: Cluster, links: np.ndarray, t0: float, info: dict[str, Any]) -> HeuristicResult:
    topo = finish_topology(links, cluster, name)
    sp = ShortestPathRouting(topo)
    return HeuristicResult(name=name, topology=topo, plan=None, ar_routing=sp, mp_routing=sp,
                           build_s=time.perf_counter() - t0, info=info)


def _strides_baseline(name: str, cluster: Cluster, strides: list[int], t0: float,
                      info: dict[str, Any]) -> HeuristicResult:
    n, d = cluster.n, cluster.d
    cost = ring_cost(cluster)
    need = cost * len(strides)
    if need > d:
        raise TopomilpInputError("d", f"{name} needs {need} ports per node ({len(strides)} ring(s) of "
                                 f"{cost} port(s) under {cluster.link_model}), the cluster has d={d}", d)
    links = np.zeros((n, n), dtype=np.int64)
    for s in strides:
        add_stride(links, s, cluster.duplex)
    info = {**info, "strides": list(strides), "fill": fill_uniform(links, cluster, strides, d - need)}
    return _result(name, cluster, links, t0, info)


def ring(cluster: Cluster) -> HeuristicResult:
    """The ring ``0 -> 1 -> ... -> n-1 -> 0`` (stride 1), repeated as parallel rings to use
    all ``d`` ports (plus the matching ``u <-> u+n/2`` for an odd ``d`` under duplex).
    Needs ``d >= 2`` under duplex."""
    t0 = time.perf_counter()
    return _strides_baseline("ring", _check_cluster(cluster), [1], t0, {})


def circulant(cluster: Cluster, strides: Sequence[int]) -> HeuristicResult:
    """The circulant with the given ``strides`` (``u -> u + s`` for every node, both ways
    under duplex; ``s`` and ``n - s`` are then the same ring, listing both doubles it).
    Leftover ports repeat the strides in order as parallel rings.

    >>> from topomilp.model import Cluster
    >>> circulant(Cluster(12, 4), [1, 5]).topology.links[0].nonzero()[0].tolist()
    [1, 5, 7, 11]
    """
    t0 = time.perf_counter()
    cluster = _check_cluster(cluster)
    n = cluster.n
    try:
        given = list(strides)
    except TypeError:
        raise TopomilpInputError("strides", "must be a sequence of integer strides", strides) from None
    if not given:
        raise TopomilpInputError("strides", "must not be empty")
    clean = []
    for s in given:
        if not is_integer(s) or int(s) % n == 0:
            raise TopomilpInputError("strides", f"must be integers that are not multiples of n={n}", s)
        clean.append(int(s) % n)
    return _strides_baseline(f"circulant{tuple(clean)}", cluster, clean, t0, {})


def totient_perms_topology(cluster: Cluster, workload: Workload | None = None, seed: int = 0) -> HeuristicResult:
    """The circulant of TotientPerms strides over all nodes: ``d // 2`` strides under
    duplex (plus the matching ``u <-> u+n/2`` for an odd ``d``), ``d`` unidirectional
    strides under simplex; strides are reused as parallel rings when ``n`` has fewer
    distinct ones (``info["reused"]``). ``workload`` and ``seed`` are unused (the
    topology is traffic-oblivious). Needs ``d >= 2`` under duplex."""
    t0 = time.perf_counter()
    cluster = _check_cluster(cluster)
    m = cluster.d // 2 if cluster.duplex else cluster.d
    if m < 1:
        raise TopomilpInputError("d", "TotientPerms needs a ring: d >= 2 under duplex", cluster.d)
    tp = totient_perms(cluster.n, m, bidirectional=cluster.duplex, on_shortage="reuse")
    res = _strides_baseline("totient_perms", cluster, list(tp.strides), t0, {"reused": tp.reused})
    return res


def torus_shape(n: int) -> tuple[int, int]:
    """The most square factorisation ``n = a * b`` with ``3 <= a <= b`` (TopomilpInputError
    if none exists).

    >>> torus_shape(12), torus_shape(36)
    ((3, 4), (6, 6))
    """
    for a in range(int(math.isqrt(n)), 2, -1):
        if n % a == 0 and n // a >= 3:
            return a, n // a
    raise TopomilpInputError("n", "a 2D torus needs n = a * b with a, b >= 3", n)


def torus2d(cluster: Cluster) -> HeuristicResult:
    """The ``a x b`` 2D torus (:func:`torus_shape`): node ``i*b + j`` links to its four
    neighbours ``(i, j±1)``, ``(i±1, j)`` (4 ports, both models). Leftover ports: parallel
    copies of the row ring, then the column ring, alternately (2 ports each under duplex;
    under simplex one direction at a time: +row, +column, -row, -column), and the matching
    ``u <-> u+n/2`` for an odd leftover under duplex. Needs ``d >= 4``."""
    t0 = time.perf_counter()
    cluster = _check_cluster(cluster)
    n, d = cluster.n, cluster.d
    a, b = torus_shape(n)
    if d < 4:
        raise TopomilpInputError("d", "a 2D torus needs d >= 4 ports per node", d)
    idx = np.arange(n)
    i, j = np.divmod(idx, b)
    nbr = {"+row": i * b + (j + 1) % b, "-row": i * b + (j - 1) % b,
           "+col": ((i + 1) % a) * b + j, "-col": ((i - 1) % a) * b + j}
    links = np.zeros((n, n), dtype=np.int64)
    for v in nbr.values():
        links[idx, v] += 1
    fill: list[str] = []
    left = d - 4
    if cluster.duplex:
        for c in range(left // 2):
            key = ("+row", "+col")[c % 2]
            links[idx, nbr[key]] += 1
            links[nbr[key], idx] += 1
            fill.append(f"parallel {key[1:]} ring")
        if left % 2:
            add_half_matching(links)
            fill.append(f"matching u<->u+{n // 2}")
    else:
        for c in range(left):
            key = ("+row", "+col", "-row", "-col")[c % 4]
            links[idx, nbr[key]] += 1
            fill.append(f"parallel {key} ring")
    return _result("torus2d", cluster, links, t0, {"shape": (a, b), "fill": fill})


def random_regular(cluster: Cluster, seed: int = 0) -> HeuristicResult:
    """A seeded random ``d``-regular multigraph without self-loops: the union of
    ``d // 2`` random Hamiltonian cycles (duplex; plus one random perfect matching when
    ``d`` is odd, ``n`` is even then) or of ``d`` random directed Hamiltonian cycles
    (simplex). Exact degree by construction and connected for ``d >= 2``; not uniform
    over all regular multigraphs (a union-of-cycles model).

    >>> from topomilp.model import Cluster
    >>> random_regular(Cluster(10, 3), seed=1).topology.degrees().tolist() == [3] * 10
    True
    """
    t0 = time.perf_counter()
    cluster = _check_cluster(cluster)
    seed = check_int("seed", seed, 0)
    n, d = cluster.n, cluster.d
    rng = np.random.default_rng(int(seed))
    links = np.zeros((n, n), dtype=np.int64)
    cycles = d // 2 if cluster.duplex else d
    for _ in range(cycles):
        p = rng.permutation(n)
        q = np.roll(p, -1)
        np.add.at(links, (p, q), 1)
        if cluster.duplex:
            np.add.at(links, (q, p), 1)
    if cluster.duplex and d % 2:
        p = rng.permutation(n)
        u, v = p[0::2], p[1::2]
        np.add.at(links, (u, v), 1)
        np.add.at(links, (v, u), 1)
    return _result("random_regular", cluster, links, t0, {"seed": int(seed), "cycles": cycles})


def full_mesh(cluster: Cluster) -> HeuristicResult:
    """One link between every pair (every ordered pair under simplex); needs
    ``d >= n-1``. Leftover ports: parallel rings of strides ``1, 2, 3, ...`` (up to
    ``n//2`` under duplex, ``n-1`` under simplex, cyclically), and the matching
    ``u <-> u+n/2`` for an odd leftover under duplex."""
    t0 = time.perf_counter()
    cluster = _check_cluster(cluster)
    n, d = cluster.n, cluster.d
    if d < n - 1:
        raise TopomilpInputError("d", f"a full mesh needs d >= n-1 = {n - 1} ports per node", d)
    links = np.ones((n, n), dtype=np.int64) - np.eye(n, dtype=np.int64)
    top = max(1, n // 2) if cluster.duplex else n - 1
    fill = fill_uniform(links, cluster, list(range(1, top + 1)), d - (n - 1))
    return _result("full_mesh", cluster, links, t0, {"fill": fill})


def ideal_switch(cluster: Cluster) -> HeuristicResult:
    """The non-blocking switch giving every node ``d * B`` in and out: not a topology
    (``topology=None``); :meth:`HeuristicResult.evaluate` scores it with
    :func:`topomilp.evaluate.ideal_switch_time` (one hop per transfer).

    >>> from topomilp.model import Cluster, Workload
    >>> import numpy as np
    >>> c = Cluster(4, 2, bandwidth_gbps=8)
    >>> mp = np.zeros((4, 4)); mp[0, 1:] = 2e9
    >>> ideal_switch(c).evaluate(c, Workload(4, mp=mp)).time_s   # 6e9 bytes / (2 * 1e9 B/s)
    3.0
    """
    t0 = time.perf_counter()
    cluster = _check_cluster(cluster)
    return HeuristicResult(name="ideal_switch", topology=None, plan=None, ar_routing=None, mp_routing=None,
                           build_s=time.perf_counter() - t0,
                           info={"ideal_switch": True,
                                 "port_bytes_per_s": cluster.d * cluster.link_bytes_per_s,
                                 "note": "non-blocking switch, d*B per node: a reference point, not a topology"})

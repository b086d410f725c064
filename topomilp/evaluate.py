"""The evaluation metric of docs/design.md §2 — one definition, used everywhere.

Fluid, bandwidth-bound model: all transfers of an iteration run concurrently; a
routing puts ``L_ij`` bytes on arc i->j; communication time is
``max_ij L_ij / (links_ij * B)`` (``1 / lambda``, lambda the max concurrent-flow
scaling), plus an optional latency term ``alpha * max hops``.

>>> import numpy as np
>>> from topomilp.model import Cluster, Topology
>>> from topomilp.routing import ShortestPathRouting
>>> c = Cluster(n=4, d=2, bandwidth_gbps=8)          # 1e9 bytes/s per link
>>> t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
>>> demand = np.zeros((4, 4)); demand[0, 2] = 2e9    # 2 GB over two hops
>>> e = evaluate(t, c, [(demand, ShortestPathRouting(t))])
>>> e.time_s, e.bottleneck, e.weighted_hops
(2.0, (0, 1), 2.0)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Sequence

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.model import Cluster, Topology, Workload
from topomilp.routing import Routing, ShortestPathRouting
from topomilp.traffic import AllReducePlan, transfer_matrices
from topomilp.utils import check_nonnegative_real, hop_distances

LOAD_TOL = 1e-9  # relative tolerance for "load on an arc without links"


@dataclass(frozen=True, eq=False)
class Evaluation:
    """What the evaluator reports for one topology + routing + traffic."""

    time_s: float                 #: bandwidth time + latency time
    bandwidth_time_s: float       #: max_ij L_ij / (links_ij * B)
    latency_time_s: float         #: alpha * max hops of any used path
    arc_load_bytes: np.ndarray = field(repr=False)  #: n x n bytes per arc
    bottleneck: tuple[int, int] | None  #: most utilised arc (None without traffic)
    diameter: float               #: max shortest-path hops (inf if disconnected)
    mean_hops: float              #: mean shortest-path hops over ordered distinct pairs
    weighted_hops: float          #: traffic-weighted mean hops of the routing used
    max_route_hops: int           #: longest path carrying traffic
    total_bytes: float            #: bytes injected (before multiplying by hops)

    @property
    def throughput(self) -> float:
        """Iterations per second of communication, ``lambda = 1 / time`` (inf if no traffic)."""
        return math.inf if self.time_s == 0 else 1.0 / self.time_s

    def to_dict(self) -> dict:
        return {
            "comm_time_s": self.time_s, "bandwidth_time_s": self.bandwidth_time_s,
            "latency_time_s": self.latency_time_s, "throughput": self.throughput,
            "bottleneck": list(self.bottleneck) if self.bottleneck else None,
            "diameter": self.diameter, "mean_hops": self.mean_hops,
            "weighted_hops": self.weighted_hops, "max_route_hops": self.max_route_hops,
            "total_bytes": self.total_bytes,
        }


def hop_statistics(topology: Topology) -> tuple[float, float]:
    """``(diameter, mean hops)`` over ordered pairs of distinct nodes (inf if disconnected),
    from :func:`topomilp.utils.hop_distances`."""
    dist = hop_distances(topology)
    n = topology.n
    off = dist[~np.eye(n, dtype=bool)]
    if not np.all(np.isfinite(off)):
        return math.inf, math.inf
    return float(off.max()), float(off.mean())


def time_from_loads(topology: Topology, cluster: Cluster, load: np.ndarray) -> tuple[float, tuple[int, int] | None]:
    """Bandwidth time and bottleneck arc of an arc-load matrix. Raises if a load sits
    on an arc with no link."""
    cap = topology.capacity_bytes_per_s(cluster)
    scale = max(float(load.max(initial=0.0)), 1.0)
    bad = np.argwhere((cap == 0) & (load > LOAD_TOL * scale))
    if bad.size:
        i, j = (int(x) for x in bad[0])
        raise TopomilpInputError("routing", f"puts {load[i, j]:.6g} bytes on arc {i}->{j}, which has no link")
    with np.errstate(divide="ignore", invalid="ignore"):
        t = np.where(cap > 0, load / np.where(cap > 0, cap, 1.0), 0.0)
    if t.max(initial=0.0) <= 0:
        return 0.0, None
    i, j = np.unravel_index(int(np.argmax(t)), t.shape)
    return float(t[i, j]), (int(i), int(j))


def evaluate(
    topology: Topology,
    cluster: Cluster,
    traffic: Sequence[tuple[np.ndarray, Routing]],
    *,
    alpha_s: float = 0.0,
    hops: tuple[float, float] | None = None,
) -> Evaluation:
    """Score ``topology`` carrying each ``(demand, routing)`` of ``traffic`` at once.

    ``alpha_s`` is a per-hop latency (seconds) added once for the longest used path.
    ``hops`` may pass precomputed ``(diameter, mean_hops)``.
    """
    if topology.n != cluster.n:
        raise TopomilpInputError("topology", f"has {topology.n} nodes, cluster has n={cluster.n}")
    alpha_s = check_nonnegative_real("alpha_s", alpha_s)
    n = cluster.n
    load = np.zeros((n, n))
    hop_bytes, max_hops, total = 0.0, 0, 0.0
    for demand, routing in traffic:
        demand = np.asarray(demand, dtype=float)
        if demand.shape != (n, n):
            raise TopomilpInputError("demand", f"must be {n} x {n}", demand.shape)
        if not demand.any():
            continue
        load += routing.arc_loads(demand)
        hb, mh = routing.hop_stats(demand)
        hop_bytes += hb
        max_hops = max(max_hops, mh)
        total += float(demand.sum())
    bw_time, bottleneck = time_from_loads(topology, cluster, load)
    diameter, mean_hops = hops if hops is not None else hop_statistics(topology)
    lat = alpha_s * max_hops
    return Evaluation(
        time_s=bw_time + lat, bandwidth_time_s=bw_time, latency_time_s=lat,
        arc_load_bytes=load, bottleneck=bottleneck, diameter=diameter, mean_hops=mean_hops,
        weighted_hops=hop_bytes / total if total > 0 else 0.0, max_route_hops=max_hops,
        total_bytes=total,
    )


def evaluate_workload(
    topology: Topology,
    cluster: Cluster,
    workload: Workload,
    *,
    plan: AllReducePlan | None = None,
    ar_routing: Routing | None = None,
    mp_routing: Routing | None = None,
    alpha_s: float = 0.0,
) -> Evaluation:
    """Score a workload: AllReduce transfers from ``plan`` (default: each group's member
    order) carried by ``ar_routing``, MP transfers by ``mp_routing``.

    **Which routing.** Without routings this is *shortest-path* routing
    (:class:`ShortestPathRouting`, one deterministic shortest path per pair) with every
    AllReduce in its member order: neither a heuristic's own routing nor the best one.
    The three times of a topology:

    * a heuristic's own plan and routing: ``result.evaluate(cluster, workload)``
      (:meth:`topomilp.heuristics.HeuristicResult.evaluate`; what the bench's ``time ms``
      and ``topomilp heuristic`` print);
    * shortest-path routing: this function with its defaults;
    * optimal routing (the exact routing LP, AllReduce rings in any order and split):
      :func:`topomilp.oracle.optimal_routing_time` (``topomilp evaluate --routing optimal``).
    """
    if workload.n != cluster.n:
        raise TopomilpInputError("workload", f"has n={workload.n}, cluster has n={cluster.n}")
    ar, mp = transfer_matrices(workload, plan)
    sp = None
    if ar_routing is None or mp_routing is None:
        sp = ShortestPathRouting(topology)
    return evaluate(topology, cluster, [(ar, ar_routing or sp), (mp, mp_routing or sp)], alpha_s=alpha_s)


def ideal_switch_time(cluster: Cluster, demand: np.ndarray) -> float:
    """Time on a non-blocking switch giving each node ``d * B`` in and out: the busiest
    node's max(sent, received) bytes over ``d * B``. A reference point, not a topology."""
    demand = np.asarray(demand, dtype=float)
    if demand.shape != (cluster.n, cluster.n):
        raise TopomilpInputError("demand", f"must be {cluster.n} x {cluster.n}", demand.shape)
    port = cluster.d * cluster.link_bytes_per_s
    return float(max(demand.sum(axis=1).max(), demand.sum(axis=0).max()) / port)

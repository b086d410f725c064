"""Closed-form communication times on switched fabrics (formulations/fabrics.md §2-§3).

The metric is topomilp's one fluid, bandwidth-bound time (docs/design.md §2): every
transfer of the iteration runs at once and the time is the busiest link's bytes over its
capacity. On a switched fabric with the traffic spread evenly over the parallel uplinks
(ECMP in the fluid limit) this is, for a fixed demand matrix ``D`` (bytes),

* (F1) ``T(D) = max( max_i max(out_i, in_i) / b ,  max_{level, G} max(up_G, down_G) / (|G| b / r) )``

with ``out_i``/``in_i`` the bytes server ``i`` sends/receives, ``up_G``/``down_G`` the
bytes that leave/enter the group ``G`` of servers below one leaf, edge switch or pod, ``b``
the per-server bandwidth and ``r`` the oversubscription; (F2) proves it is the optimum of
the multicommodity-flow LP on the switch graph. With AllReduce in any ring order
:func:`comm_time` runs every group's ring in tree order (members sorted by server
number), which (F3)-(F4) prove optimal: it crosses every group boundary the least
possible number of times, at once for every boundary. A 1:1 fabric scores exactly the big
switch at the same per-server bandwidth (F5).

>>> from topomilp.fabrics.topology import big_switch, fat_tree
>>> from topomilp.workloads import all_to_all
>>> w = all_to_all(16, bytes_per_pair=1e9)
>>> comm_time(w, fat_tree(16, 8.0)).time_s          # 15 GB out of each server at 1 GB/s
15.0
>>> comm_time(w, fat_tree(16, 8.0, oversubscription=4)).time_s   # 2-server edge: 28 GB / 0.5 GB/s
56.0
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.evaluate import Evaluation
from topomilp.fabrics.topology import SwitchedFabric
from topomilp.model import Cluster, Workload
from topomilp.traffic import AllReducePlan, Ring, transfer_matrices

#: names of the levels above the servers, per fabric kind (for bottleneck messages)
LEVEL_NAMES = {"leaf_spine": ("leaf",), "fat_tree": ("edge", "pod")}


@dataclass(frozen=True, eq=False)
class FabricTime:
    """A fabric's time for one iteration: ``time_s`` (F1), the ``bottleneck`` (e.g.
    ``"pod 1 up"``), the AllReduce ``plan`` used (tree-order rings) and the
    :class:`~topomilp.evaluate.Evaluation` (hops count links, switch links included)."""

    time_s: float
    bottleneck: str
    plan: AllReducePlan | None
    evaluation: Evaluation


def _block_sums(D: np.ndarray, size: int) -> np.ndarray:
    starts = np.arange(0, D.shape[0], size)
    return np.add.reduceat(np.add.reduceat(D, starts, axis=0), starts, axis=1)


def cut_loads(fabric: SwitchedFabric, demand: np.ndarray) -> list[tuple[str, float, float]]:
    """Every cut of (F1) as ``(name, bytes, capacity in bytes/s)``: each server's link up
    and down, each group's uplink up and down (groups holding all servers have no
    uplink traffic and are left out)."""
    D = np.asarray(demand, dtype=float)
    n = fabric.n
    if D.shape != (n, n):
        raise TopomilpInputError("demand", f"must be {n} x {n}", D.shape)
    b = fabric.server_bytes_per_s
    out, inn = D.sum(axis=1), D.sum(axis=0)
    cuts = [(f"server {i} up", float(out[i]), b) for i in range(n)]
    cuts += [(f"server {i} down", float(inn[i]), b) for i in range(n)]
    names = LEVEL_NAMES.get(fabric.kind, ())
    for lev, size in enumerate(fabric.levels):
        if size >= n:
            continue
        blocks = _block_sums(D, size)
        inside = np.diag(blocks)
        up, down = blocks.sum(axis=1) - inside, blocks.sum(axis=0) - inside
        for gi, (a, z) in enumerate(fabric.groups(lev)):
            cap = (z - a) * b / fabric.oversubscription
            cuts.append((f"{names[lev]} {gi} up", float(up[gi]), cap))
            cuts.append((f"{names[lev]} {gi} down", float(down[gi]), cap))
    return cuts


def fixed_time(fabric: SwitchedFabric, demand: np.ndarray) -> tuple[float, str]:
    """``(time, bottleneck)`` of a fixed demand matrix (bytes) by (F1)."""
    best, where = 0.0, ""
    for name, load, cap in cut_loads(fabric, demand):
        t = load / cap
        if t > best:
            best, where = t, name
    return best, where


def tree_order_plan(workload: Workload) -> AllReducePlan:
    """Every AllReduce group in one ring over its members sorted by server number: the
    ring that crosses each subtree boundary once each way (F3)."""
    return AllReducePlan(tuple((Ring(tuple(sorted(g.members)), 1.0),) for g in workload.groups))


def link_hops(fabric: SwitchedFabric) -> np.ndarray:
    """Links on the path between servers ``i`` and ``j``: 2 below one switch, plus 2 for
    every level at which they sit in different groups (0 on the diagonal)."""
    n = fabric.n
    idx = np.arange(n)
    hops = np.full((n, n), 2.0)
    for size in fabric.levels:
        if size < n:
            hops += 2.0 * ((idx[:, None] // size) != (idx[None, :] // size))
    np.fill_diagonal(hops, 0.0)
    return hops


def comm_time(workload: Workload, fabric: SwitchedFabric, cluster: Cluster | None = None,
              plan: AllReducePlan | None = None) -> FabricTime:
    """The communication time of ``workload`` on ``fabric`` (workload node ``i`` is
    server ``i``), AllReduce in any ring order: ``plan`` defaults to
    :func:`tree_order_plan`, optimal by (F4); a given ``plan`` is scored as it is (F1).
    ``cluster`` (optional) is only checked for the number of servers: the fabric carries
    its own bandwidth. The function co-design calls for a switched fabric."""
    if workload.n != fabric.n:
        raise TopomilpInputError("workload", f"has n={workload.n}, the fabric has n={fabric.n} servers")
    if cluster is not None and cluster.n != fabric.n:
        raise TopomilpInputError("cluster", f"has n={cluster.n}, the fabric has n={fabric.n} servers")
    plan = plan if plan is not None else tree_order_plan(workload)
    ar, mp = transfer_matrices(workload, plan)
    demand = ar + mp
    t, where = fixed_time(fabric, demand)
    hops = link_hops(fabric)
    n = fabric.n
    off = hops[~np.eye(n, dtype=bool)]
    total = float(demand.sum())
    ev = Evaluation(time_s=t, bandwidth_time_s=t, latency_time_s=0.0, arc_load_bytes=np.zeros((n, n)),
                    bottleneck=None, diameter=float(off.max()), mean_hops=float(off.mean()),
                    weighted_hops=float((hops * demand).sum() / total) if total > 0 else 0.0,
                    max_route_hops=int(hops[demand > 0].max(initial=0)), total_bytes=total)
    return FabricTime(t, where, plan, ev)


__all__ = ["LEVEL_NAMES", "FabricTime", "comm_time", "cut_loads", "fixed_time", "link_hops", "tree_order_plan"]

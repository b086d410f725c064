"""Communication time of a strategy's traffic: on a given topology, on the best topology,
and bounds without a model (formulations/codesign.md, "The co-optimum and its bound
(search)").

* :func:`routed_time` — one topology, the exact routing LP (splittable routing, every
  AllReduce group in any ring order, its volume split over any number of rings:
  :class:`~topomilp.exact.routing.RoutingProblem` with ``allreduce="mutable"``);
* :func:`own_time` — one topology, the rings it offers each group and shortest paths
  (what TopoOpt's simulator does: coin-change rings, shortest-path MP), no LP;
* :func:`best_topology` — the best topology, routing and rings for the traffic: the
  exact ``joint_topology`` problem; its objective is the concurrent throughput
  ``lambda`` (iterations per second of communication), the time is ``1 / lambda``, a
  bound on ``lambda`` is a lower bound ``1 / bound`` on the time;
* :func:`comm_bound` — a lower bound on the communication time over every topology,
  proven without a model (the port and Moore bounds of ``joint_topology``);
* :func:`ideal_switch_comm` — the time on a non-blocking switch with ``d*B`` per node;
* :func:`traffic_certificate` — equal exactly for traffic that a relabelling of the
  nodes maps onto each other (nauty's canonical form), so such strategies are solved once.

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433), §4: the topology half of the co-design.

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import allreduce
>>> c = Cluster(4, 2, bandwidth_gbps=8)
>>> w = allreduce(4, bytes_per_member=1e9)
>>> round(comm_bound(c, w), 6), round(ideal_switch_comm(c, w), 6)
(0.75, 0.75)
>>> traffic_certificate(w) == traffic_certificate(allreduce(4, bytes_per_member=1e9, name="other"))
True
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Hashable

import numpy as np

from topomilp.errors import TopomilpInputError
from topomilp.model import Cluster, Topology, Workload

#: statuses of a :class:`CommTime` besides the exact solver's (``heuristic``: a time
#: measured with the topology's own rings and shortest paths, no claim of optimality)
OWN = "heuristic"
#: relative gap under which an incumbent is proven optimal by its bound (the MILP's own
#: gap tolerance, README "Exact solves")
GAP_TOL = 1e-9


@dataclass(frozen=True)
class CommTime:
    """A communication time (seconds) with what is proven about it.

    * ``time_s``: the time of the topology / plan found (None without one);
    * ``bound_s``: a lower bound on the best time (None when nothing is known);
    * ``status``: the exact solve's status (``optimal``, ``feasible``, ``timeout``,
      ``too_large``, ...) or ``heuristic``;
    * ``topology`` and ``plan`` (the AllReduce rings with their shares) of ``time_s``.
    """

    time_s: float | None
    bound_s: float | None
    status: str
    topology: Topology | None = None
    plan: Any = None
    wall_s: float = 0.0
    message: str = ""

    @property
    def proven(self) -> bool:
        return self.status == "optimal"

    def to_dict(self) -> dict[str, Any]:
        from topomilp.exact.modelkit import plan_to_list

        return {"time_s": self.time_s, "bound_s": self.bound_s, "status": self.status,
                "topology": None if self.topology is None else self.topology.to_dict(),
                "plan": plan_to_list(self.plan), "wall_s": self.wall_s, "message": self.message}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "CommTime":
        from topomilp.exact.modelkit import plan_from_list

        if not isinstance(data, dict) or "status" not in data:
            raise TopomilpInputError("comm", "must be an object with a status", data)
        topo = data.get("topology")
        return cls(data.get("time_s"), data.get("bound_s"), str(data["status"]),
                   None if topo is None else Topology.from_dict(topo), plan_from_list(data.get("plan")),
                   float(data.get("wall_s", 0.0)), str(data.get("message", "")))


def comm_bound(cluster: Cluster, workload: Workload) -> float:
    """A lower bound (seconds) on the communication time of ``workload`` over every
    degree-``d`` topology, routing and ring order: ``1 / JointTopology.cheap_bound()``
    (port bound (J5) and ring-aware Moore bound (J6''), formulations/joint_topology.md,
    "Answers at any size", the further bounds it names, and under duplex the distance-level
    bound (S14)-(S15) of formulations/scale_bounds.md)."""
    from topomilp.oracle import joint_problem

    ub = joint_problem(cluster, workload).cheap_bound()
    return 1.0 / ub if ub > 0 else 0.0


def ideal_switch_comm(cluster: Cluster, workload: Workload) -> float:
    """Time (seconds) on a non-blocking switch giving each node ``d * B``: the busiest
    node's bytes over ``d * B`` (every ring order sends and receives the same bytes per
    member, so the default plan gives the time of every plan)."""
    from topomilp.evaluate import ideal_switch_time
    from topomilp.traffic import transfer_matrices

    ar, mp = transfer_matrices(workload)
    return ideal_switch_time(cluster, ar + mp)


def routed_time(topology: Topology, cluster: Cluster, workload: Workload, *, time_limit: float = 60.0,
                threads: int = 1, seed: int = 0) -> CommTime:
    """The exact routing LP of ``workload`` on ``topology`` (routing and ring shares
    free, formulations/routing.md): its time, bound and plan."""
    from topomilp.exact import solve
    from topomilp.oracle import result_time_bounds, routing_problem

    t0 = time.perf_counter()
    res = solve(routing_problem(topology, cluster, workload), time_limit=time_limit, threads=threads, seed=seed)
    inc, lb = result_time_bounds(res)
    plan = getattr(res.solution, "plan", None)
    return CommTime(inc, lb, res.status, topology, plan, time.perf_counter() - t0, res.message)


def own_time(topology: Topology, cluster: Cluster, workload: Workload) -> CommTime:
    """``workload`` on ``topology`` with the rings the topology offers each group
    (:func:`topomilp.heuristics.ringplan.topology_ring_plan`) and shortest paths: the
    way TopoOpt's simulator routes a strategy on a topology built for another one."""
    from topomilp.heuristics import HeuristicResult

    t0 = time.perf_counter()
    res = HeuristicResult("topology", topology)
    ev = res.evaluate(cluster, workload)
    return CommTime(float(ev.time_s), None, OWN, topology, res.plan_for(workload), time.perf_counter() - t0)


def best_topology(cluster: Cluster, workload: Workload, *, time_limit: float = 60.0, threads: int = 1,
                  seed: int = 0, warm_start: Any = None) -> CommTime:
    """The exact ``joint_topology`` solve of ``workload`` (any ring order): the best
    topology, its plan, the time ``1 / lambda`` and the proven lower bound (never below
    :func:`comm_bound`). A ``feasible`` answer whose bound (the solver's or the model-free
    one) meets the incumbent to :data:`GAP_TOL` is ``optimal``: the gap is closed."""
    from topomilp.exact import solve
    from topomilp.oracle import joint_problem, result_time_bounds

    t0 = time.perf_counter()
    problem = joint_problem(cluster, workload)
    res = solve(problem, time_limit=time_limit, threads=threads, seed=seed, warm_start=warm_start)
    inc, lb = result_time_bounds(res)
    cheap = comm_bound(cluster, workload)
    lb = cheap if lb is None else max(lb, cheap)
    status, msg = res.status, res.message
    if inc is not None and status == "feasible" and lb >= inc * (1 - GAP_TOL):
        status, msg = "optimal", f"{msg}; proven: its bound meets the incumbent"
    if inc is not None and status == "optimal":
        lb = inc
    sol = res.solution
    return CommTime(inc, lb, status, getattr(sol, "topology", None), getattr(sol, "plan", None),
                    time.perf_counter() - t0, msg)


# --------------------------------------------------------------------------- traffic classes
def _colour_keys(workload: Workload) -> tuple[list[tuple], list[list[int]], dict[int, list[int]]]:
    """The coloured graph of ``workload`` (undirected: nauty is slow on some highly
    regular digraphs): nodes ``0..n-1``; one vertex per AllReduce group with traffic
    (colour: its bytes per member) joined to each member; per MP demand ``i -> j`` of
    ``b`` bytes a path ``i - u - v - j`` with ``u`` coloured ("out", b) and ``v`` ("in", b),
    so the direction is kept by the colours."""
    n = workload.n
    adj: dict[int, list[int]] = {i: [] for i in range(n)}
    coloured: dict[tuple, list[int]] = {("node", 0.0): list(range(n))}
    v = n
    for g in workload.groups:
        if g.bytes_per_member <= 0:
            continue
        adj[v] = list(g.members)
        coloured.setdefault(("group", float(g.bytes_per_member)), []).append(v)
        v += 1
    mp = np.asarray(workload.mp, dtype=float)
    for i, j in zip(*np.nonzero(mp)):
        b = float(mp[i, j])
        adj[v] = [int(i), v + 1]
        adj[v + 1] = [int(j)]
        coloured.setdefault(("mp-out", b), []).append(v)
        coloured.setdefault(("mp-in", b), []).append(v + 1)
        v += 2
    keys = sorted(coloured)
    keys.remove(("node", 0.0))
    keys.insert(0, ("node", 0.0))             # the nodes first: canonical positions 0..n-1
    return keys, [coloured[k] for k in keys], adj


def traffic_certificate(workload: Workload) -> Hashable:
    """A value equal for two workloads exactly when a relabelling of the nodes maps one
    onto the other: MP bytes ``i -> j`` onto ``pi(i) -> pi(j)`` and the multiset of
    AllReduce groups (member set, bytes per member) onto itself (ring order is free, so
    the order of the members does not count). Nauty's canonical form of the coloured
    graph of :func:`_colour_keys` (formulations/codesign.md, "Traffic classes").
    The workload's name does not count."""
    import pynauty

    keys, parts, adj = _colour_keys(workload)
    nv = sum(len(p) for p in parts)
    g = pynauty.Graph(nv, directed=False, adjacency_dict=adj, vertex_coloring=[set(p) for p in parts])
    return (workload.n, tuple((k, len(p)) for k, p in zip(keys, parts)), pynauty.certificate(g))


__all__ = ["GAP_TOL", "OWN", "CommTime", "best_topology", "comm_bound", "ideal_switch_comm", "own_time", "routed_time",
           "traffic_certificate"]

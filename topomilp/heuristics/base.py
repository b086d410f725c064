"""What every heuristic and baseline returns: :class:`HeuristicResult`.

A result bundles a topology with the way it is meant to be used — the AllReduce plan
(ring orders and shares) and the two routings — so the bench, the CLI and the oracle
score every method with the same evaluator (docs/design.md §2) through
:meth:`HeuristicResult.evaluate`.

The ideal switch (a non-blocking switch giving every node ``d * B`` in and out) is not a
topology: its result has ``topology=None`` and ``info["ideal_switch"] = True``, and
:meth:`HeuristicResult.evaluate` scores it with :func:`topomilp.evaluate.ideal_switch_time`.

>>> from topomilp.model import Cluster, Workload, AllReduceGroup
>>> from topomilp.heuristics.baselines import ring
>>> c = Cluster(4, 2, bandwidth_gbps=8)                  # 1e9 bytes/s per link
>>> w = Workload(4, groups=(AllReduceGroup((0, 1, 2, 3), 2e9),))
>>> ring(c).evaluate(c, w).time_s       # 3e9 bytes per member, half each way round the ring
1.5
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from topomilp.errors import TopomilpError, TopomilpInputError
from topomilp.evaluate import Evaluation, evaluate_workload, ideal_switch_time
from topomilp.heuristics.ringplan import topology_ring_plan
from topomilp.heuristics.totientperms import add_stride
from topomilp.model import Cluster, Topology, Workload, check_instance
from topomilp.routing import PathRouting, Routing, ShortestPathRouting
from topomilp.traffic import AllReducePlan, transfer_matrices
from topomilp.utils import check_nonnegative_real

log = logging.getLogger(__name__)


@dataclass(frozen=True, eq=False)
class HeuristicResult:
    """A topology plus how traffic uses it.

    * ``topology``: the :class:`~topomilp.model.Topology` (``None`` for the ideal switch);
    * ``plan``: the :class:`~topomilp.traffic.AllReducePlan` (``None`` for topologies
      built without traffic: :meth:`plan_for` derives one from the topology, see
      :func:`~topomilp.heuristics.ringplan.topology_ring_plan`);
    * ``ar_routing`` / ``mp_routing``: routings of the AllReduce and MP transfers
      (``None``: :class:`~topomilp.routing.ShortestPathRouting`);
    * ``build_s``: wall time of the construction (topology, plan and routings);
    * ``info``: method-specific facts (degree split, strides, matching rounds, notes).
    """

    name: str
    topology: Topology | None
    plan: AllReducePlan | None = None
    ar_routing: Routing | None = None
    mp_routing: Routing | None = None
    build_s: float = 0.0
    info: dict[str, Any] = field(default_factory=dict)

    @property
    def is_ideal_switch(self) -> bool:
        return self.topology is None and bool(self.info.get("ideal_switch"))

    def plan_for(self, workload: Workload) -> AllReducePlan | None:
        """The AllReduce plan this result runs ``workload`` with: its own, or for a
        topology built without one, the rings it offers each group."""
        if self.plan is not None or self.topology is None:
            return self.plan
        return topology_ring_plan(self.topology, workload)

    def evaluate(self, cluster: Cluster, workload: Workload, alpha_s: float = 0.0) -> Evaluation:
        """Score this result on ``workload`` with :func:`topomilp.evaluate.evaluate_workload`
        (the plan and routings of this result), or, for the ideal switch, with
        :func:`topomilp.evaluate.ideal_switch_time` (every transfer is one hop through the
        switch; the latency term is ``alpha_s`` times one hop)."""
        check_instance(cluster, workload)
        if self.topology is None:
            if not self.is_ideal_switch:
                raise TopomilpInputError("topology", f"result {self.name!r} has no topology to evaluate")
            return _ideal_switch_evaluation(cluster, workload, self.plan, alpha_s)
        return evaluate_workload(self.topology, cluster, workload, plan=self.plan_for(workload),
                                 ar_routing=self.ar_routing, mp_routing=self.mp_routing,
                                 alpha_s=alpha_s)


    def own_routing(self, workload: Workload) -> dict[str, Any]:
        """This result's own plan and routings for ``workload`` as plain data: the plan
        (:meth:`AllReducePlan.to_dict`), and the explicit paths of every AllReduce and MP
        transfer (:meth:`PathRouting.to_dict`), with the workload's fingerprint.
        ``topomilp heuristic --save-topology`` stores it next to the links, so that
        ``topomilp evaluate --routing own`` scores the topology as this result does
        (:func:`own_routing_from_dict`)."""
        if self.topology is None:
            raise TopomilpInputError("topology", f"result {self.name!r} has no topology")
        plan = self.plan_for(workload)
        ar, mp = transfer_matrices(workload, plan)
        sp = ShortestPathRouting(self.topology)
        return {"method": self.name, "workload": workload.name, "workload_fingerprint": workload.fingerprint(),
                "plan": None if plan is None else plan.to_dict(),
                "ar_paths": (self.ar_routing or sp).to_path_routing(ar).to_dict(),
                "mp_paths": (self.mp_routing or sp).to_path_routing(mp).to_dict()}


def own_routing_from_dict(data: Any, workload: Workload) -> tuple[AllReducePlan | None, PathRouting, PathRouting]:
    """``(plan, ar_routing, mp_routing)`` of :meth:`HeuristicResult.own_routing`'s
    document, for the workload it was saved with (another workload raises: its transfers
    have no stored paths)."""
    if not isinstance(data, dict) or not {"ar_paths", "mp_paths"} <= set(data):
        raise TopomilpInputError("own_routing", "must hold 'plan', 'ar_paths' and 'mp_paths'", data)
    if data.get("workload_fingerprint") != workload.fingerprint():
        raise TopomilpInputError("own_routing", f"was saved for workload {data.get('workload')!r}, not this "
                                 f"{workload.name!r}; evaluate it with that workload", workload.name)
    plan = None if data.get("plan") is None else AllReducePlan.from_dict(data["plan"])
    return plan, PathRouting.from_dict(data["ar_paths"]), PathRouting.from_dict(data["mp_paths"])


def _ideal_switch_evaluation(cluster: Cluster, workload: Workload, plan: AllReducePlan | None,
                             alpha_s: float) -> Evaluation:
    if workload.n != cluster.n:
        raise TopomilpInputError("workload", f"has n={workload.n}, cluster has n={cluster.n}")
    alpha_s = check_nonnegative_real("alpha_s", alpha_s)
    ar, mp = transfer_matrices(workload, plan)
    demand = ar + mp
    bw = ideal_switch_time(cluster, demand)
    busy = bool(demand.any())
    lat = float(alpha_s) if busy else 0.0
    n = cluster.n
    return Evaluation(
        time_s=bw + lat, bandwidth_time_s=bw, latency_time_s=lat,
        arc_load_bytes=np.zeros((n, n)), bottleneck=None, diameter=1.0, mean_hops=1.0,
        weighted_hops=1.0 if busy else 0.0, max_route_hops=1 if busy else 0,
        total_bytes=float(demand.sum()),
    )


# --------------------------------------------------------------------------- link helpers
def ring_cost(cluster: Cluster) -> int:
    """Ports one ring costs each of its nodes: 2 under duplex (a link to the successor
    and one to the predecessor), 1 out + 1 in under simplex."""
    return 2 if cluster.duplex else 1


def add_ring(links: np.ndarray, order: Any, duplex: bool, count: int = 1) -> None:
    """Add ``count`` copies of the ring ``order[0] -> order[1] -> ... -> order[0]`` to
    ``links`` in place (under duplex each arc is an undirected link, so every node of the
    ring gains 2 ports; a 2-node ring is 2 parallel links)."""
    o = np.asarray(order, dtype=np.int64)
    nxt = np.roll(o, -1)
    np.add.at(links, (o, nxt), count)
    if duplex:
        np.add.at(links, (nxt, o), count)


def add_half_matching(links: np.ndarray) -> None:
    """The perfect matching ``u <-> u + n/2`` (n even): one port per node under duplex."""
    n = links.shape[0]
    if n % 2:
        raise TopomilpInputError("n", "the diameter matching u <-> u+n/2 needs an even n", n)
    h = n // 2
    u = np.arange(h)
    links[u, u + h] += 1
    links[u + h, u] += 1


def fill_uniform(links: np.ndarray, cluster: Cluster, strides: list[int], leftover: int) -> list[str]:
    """Use ``leftover`` ports on every node deterministically: parallel copies of
    ``strides`` in the given order (cyclically), and under duplex with an odd leftover
    the matching ``u <-> u + n/2`` (n is even then, since ``n*d`` is). Returns a
    description of what was added (for ``info``)."""
    added: list[str] = []
    if leftover <= 0:
        return added
    if not strides:
        strides = [1]
    cost = ring_cost(cluster)
    copies = leftover // cost
    for i in range(copies):
        s = strides[i % len(strides)]
        add_stride(links, s, cluster.duplex)
        added.append(f"parallel stride {s}")
    if cluster.duplex and leftover % 2:
        add_half_matching(links)
        added.append(f"matching u<->u+{cluster.n // 2}")
    return added


def finish_topology(links: np.ndarray, cluster: Cluster, name: str) -> Topology:
    """Wrap ``links`` as a :class:`Topology` and make sure the degree is exact (a
    violation here is a bug in the builder, not bad input)."""
    topo = Topology(links, cluster.link_model, name)
    problems = topo.degree_violations(cluster)
    if problems:
        raise TopomilpError(f"internal error: {name} does not meet the degree: " + "; ".join(problems))
    return topo

"""A ``joint_topology`` solution and how one is made: from a model's values
(:func:`solution_from_paths`), from a topology routed by the exact routing LP
(:func:`route_start`), or by shortest paths (:func:`shortest_path_solution`)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import deadline as DL
from topomilp.exact import verify as V
from topomilp.exact.base import solve
from topomilp.exact.joint.analysis import JointAnalysis
from topomilp.exact.modelkit import (
    fill_missing,
    links_from_values,
    plan_from_list,
    plan_from_shares,
    plan_to_list,
    routing_from_dict,
    routing_to_dict,
)
from topomilp.exact.rings import canonical_ring
from topomilp.exact.routing import RoutingProblem, RoutingSolution
from topomilp.model import Cluster, Topology, Workload
from topomilp.routing import Routing, ShortestPathRouting
from topomilp.traffic import AllReducePlan, transfer_matrices

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.joint.model import JointTopology

#: Time limit of the routing LP that turns a warm-start topology into a full start.
START_LP_SECONDS = 30.0


@dataclass(frozen=True, eq=False)
class JointSolution:
    """A verified joint solution: topology, AllReduce plan, the routings of the
    AllReduce and MP transfers, the evaluated time and ``throughput = 1 / time_s``."""

    topology: Topology
    plan: AllReducePlan | None
    ar_routing: Routing
    mp_routing: Routing
    time_s: float
    throughput: float

    def evaluate(self, cluster: Cluster, workload: Workload) -> Any:
        """Score with :func:`topomilp.evaluate.evaluate_workload` (the one metric)."""
        from topomilp.evaluate import evaluate_workload

        return evaluate_workload(self.topology, cluster, workload, plan=self.plan,
                                 ar_routing=self.ar_routing, mp_routing=self.mp_routing)

    def to_dict(self) -> dict[str, Any]:
        same = self.ar_routing is self.mp_routing
        return {"topology": self.topology.to_dict(), "plan": plan_to_list(self.plan),
                "ar_routing": routing_to_dict(self.ar_routing),
                "mp_routing": "same as ar_routing" if same else routing_to_dict(self.mp_routing),
                "time_s": self.time_s, "throughput": self.throughput}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "JointSolution":
        """The inverse of :meth:`to_dict` (the solution still has to be verified)."""
        if not isinstance(data, dict) or "topology" not in data:
            raise TopomilpInputError("solution", "must be a joint_topology solution object with a topology", data)
        topology = Topology.from_dict(data["topology"])
        ar = routing_from_dict(data.get("ar_routing"), topology.n)
        mp_raw = data.get("mp_routing")
        mp = ar if mp_raw == "same as ar_routing" else routing_from_dict(mp_raw, topology.n)
        return cls(topology, plan_from_list(data.get("plan")), ar, mp, float(data["time_s"]),
                   float(data["throughput"]))


def links_of(problem: "JointTopology", xval: dict[tuple[int, int], float]) -> Topology:
    """The topology of a model's link values."""
    return links_from_values(xval, problem.cluster.n, problem.cluster.link_model, "joint_topology")


def ring_shares_of(problem: "JointTopology", an: JointAnalysis, plan: AllReducePlan | None) -> list[list[float]]:
    """Candidate-ring shares (fractions) of a plan; rings outside the candidate set
    are ignored (their share is spread evenly)."""
    out = []
    for gi, g in enumerate(problem.workload.groups):
        cands = an.candidates[gi]
        sh = [0.0] * len(cands)
        if plan is not None and gi < len(plan.rings):
            for r in plan.rings[gi]:
                cr = canonical_ring(r.order, g.members[0]) if set(r.order) == set(g.members) else None
                if cr in cands:
                    sh[cands.index(cr)] += r.share
        tot = sum(sh)
        out.append([x / tot for x in sh] if tot > 0 else [1.0 / len(sh)] * len(sh))
    return out


def solution_from_paths(problem: "JointTopology", an: JointAnalysis, links: Topology,
                        shares: Sequence[Sequence[float]], paths: dict) -> JointSolution:
    """The solution of a model's topology, ring shares and decoded paths (paths the
    decoder missed filled by :func:`~topomilp.exact.modelkit.fill_missing`)."""
    plan = plan_from_shares(problem.workload, an.candidates, shares)
    ar, mp = transfer_matrices(problem.workload, plan)
    n = problem.cluster.n
    if "all" in paths:
        ar_routing = mp_routing = V.paths_to_routing(n, fill_missing(paths["all"], ar + mp, links), ar + mp)
    else:
        ar_routing = V.paths_to_routing(n, fill_missing(paths.get("ar", {}), ar, links), ar)
        mp_routing = V.paths_to_routing(n, fill_missing(paths.get("mp", {}), mp, links), mp)
    ev = V.evaluate_routing(links, problem.cluster, [(ar, ar_routing), (mp, mp_routing)])
    return JointSolution(links, plan if problem.workload.groups else None, ar_routing, mp_routing,
                         ev.time_s, math.inf if ev.time_s == 0 else 1.0 / ev.time_s)


def shortest_path_solution(problem: "JointTopology", an: JointAnalysis, links: Topology,
                           shares: Sequence[Sequence[float]]) -> JointSolution:
    """The topology routed by shortest paths (an incumbent with lambda = 0 carries no
    flow; a start that the routing LP could not route)."""
    try:
        sp = ShortestPathRouting(links)
        plan = plan_from_shares(problem.workload, an.candidates, shares)
        ar, mp = transfer_matrices(problem.workload, plan)
        ev = V.evaluate_routing(links, problem.cluster, [(ar, sp), (mp, sp)])
    except TopomilpInputError as exc:
        raise VerificationError(f"incumbent with zero throughput on an unusable topology: {exc}") from None
    pr_ar, pr_mp = sp.to_path_routing(ar), sp.to_path_routing(mp)
    return JointSolution(links, plan if problem.workload.groups else None, pr_ar, pr_mp, ev.time_s,
                         1.0 / ev.time_s)


def route_start(problem: "JointTopology", an: JointAnalysis, start: Any) -> JointSolution:
    """A full warm start from a JointSolution, a Topology, or anything with a
    ``.topology`` (e.g. a heuristic's result): the topology is routed by the exact
    routing LP (ring shares over the candidate rings), or by shortest paths when an
    MP hop limit applies or the enclosing solve's deadline has passed (an LP it cuts
    gives a verified routing that may be slower than the optimal one: a start, not a
    proof)."""
    if isinstance(start, JointSolution):
        return start
    topo = start if isinstance(start, Topology) else getattr(start, "topology", None)
    if not isinstance(topo, Topology):
        raise TopomilpInputError("warm_start", "must be a JointSolution, a Topology or have a .topology", start)
    if not topo.meets_degree(problem.cluster):
        raise TopomilpInputError("warm_start", "topology must use exactly d ports per node",
                                 topo.degree_violations(problem.cluster))
    if problem.mp_hop_limit is None and not DL.expired():
        prob = RoutingProblem(topo, problem.cluster, problem.workload, allreduce="mutable", rings=an.ring_spec)
        res = solve(prob, backend="highs", time_limit=START_LP_SECONDS)
        if isinstance(res.solution, RoutingSolution):
            s = res.solution
            return JointSolution(topo, s.plan, s.routing, s.routing, s.time_s, s.throughput)
    # no LP answer (an MP hop limit, or the time ran out): shortest paths over the
    # listed rings (for a generated group its stride rings, which "any" allows)
    shares = [[1.0 / len(cs)] * len(cs) for cs in an.candidates]
    return shortest_path_solution(problem, an, topo, shares)


__all__ = ["START_LP_SECONDS", "JointSolution", "links_of", "ring_shares_of", "route_start",
           "shortest_path_solution", "solution_from_paths"]

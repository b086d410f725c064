"""Degree split: the best ``d_allreduce + d_mp = d`` for TopologyFinder's pipeline.

TopologyFinder (TopoOpt, NSDI 2023, arXiv 2202.00433, Algorithm 1) splits the ``d``
ports of every node between AllReduce rings and MP matchings *in proportion to
traffic*. This problem is the oracle for that rule: over every feasible split it builds
the topology TopologyFinder's pipeline builds with the split forced, scores it by
communication time (docs/design.md §2) and returns the best split. With
``routing="optimal"`` a split is scored with the optimal splittable routing of the
pipeline's transfer matrices (a source-aggregated multicommodity-flow LP, one block per
split, all blocks in one MILP that picks a split); with ``routing="heuristic"`` with the
pipeline's own routing (coin change + shortest path), computed by the evaluator.

The formulation, with the equation numbers cited below, is
``formulations/degree_split.md``.

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import allreduce
>>> p = DegreeSplit(Cluster(6, 4), allreduce(6))
>>> p.splits()
(2, 4)
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field
from typing import Any, ClassVar

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact.base import ExactProblem, PulpModel, objective_unit
from topomilp.model import Cluster, Topology, Workload, check_instance
from topomilp.traffic import transfer_matrices
from topomilp.utils import hop_distances, unreachable_pair

log = logging.getLogger(__name__)

ROUTINGS = ("optimal", "heuristic")
MODES = ("paper", "reference")
#: relative tolerance of the flow-conservation check (LP feasibility tolerance ~1e-7)
FLOW_RTOL = 1e-6


def forced_topology_finder(cluster: Cluster, workload: Workload, d_allreduce: int, mode: str = "paper",
                           seed: int = 0) -> Any:
    """TopologyFinder's result with the split ``d_allreduce + d_mp = d`` forced."""
    from topomilp.heuristics.topologyfinder import topology_finder

    return topology_finder(cluster, workload, mode=mode, seed=seed, d_allreduce=d_allreduce)


@dataclass(frozen=True)
class DegreeSplitSolution:
    """The chosen split, the topology it builds, its communication time and (for
    ``routing="optimal"``) the flows ``(source, i, j, bytes)`` that achieve it."""

    d_allreduce: int
    d_mp: int
    time_s: float
    links: tuple[tuple[int, ...], ...] = field(repr=False)
    flows: tuple[tuple[int, int, int, float], ...] = field(default=(), repr=False)
    routing: str = "optimal"

    def topology(self, link_model: str = "duplex") -> Topology:
        return Topology(np.array(self.links, dtype=np.int64), link_model, name="topology_finder")

    def to_dict(self) -> dict[str, Any]:
        return {"d_allreduce": self.d_allreduce, "d_mp": self.d_mp, "time_s": self.time_s,
                "links": [list(r) for r in self.links], "routing": self.routing,
                "flows": [list(f) for f in self.flows]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "DegreeSplitSolution":
        """The inverse of :meth:`to_dict` (the solution still has to be verified)."""
        if not isinstance(data, dict) or not {"d_allreduce", "d_mp", "time_s", "links"} <= set(data):
            raise TopomilpInputError("solution", "must be a degree_split solution object", data)
        return cls(int(data["d_allreduce"]), int(data["d_mp"]), float(data["time_s"]),
                   tuple(tuple(int(v) for v in row) for row in data["links"]),
                   tuple((int(s), int(i), int(j), float(b)) for s, i, j, b in data.get("flows", ())),
                   data.get("routing", "optimal"))


@dataclass(frozen=True, eq=False)
class DegreeSplit(ExactProblem):
    """Best degree split for TopologyFinder on ``cluster`` / ``workload``.

    Feasible splits: ``d_allreduce`` in ``0..d``, even under duplex (a ring costs 2 ports),
    at least one ring (2 ports duplex, 1 simplex) when the workload has AllReduce
    traffic; ``d_mp = d - d_allreduce``. A split the pipeline cannot build, or whose
    topology cannot carry the demand, is infeasible and skipped.
    """

    cluster: Cluster
    workload: Workload
    routing: str = "optimal"
    mode: str = "paper"
    _cache: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    name: ClassVar[str] = "degree_split"
    backends: ClassVar[tuple[str, ...]] = ("highs", "cbc")
    default_backend: ClassVar[str] = "highs"
    solution_class: ClassVar[type] = DegreeSplitSolution

    def __post_init__(self) -> None:
        check_instance(self.cluster, self.workload)
        if self.routing not in ROUTINGS:
            raise TopomilpInputError("routing", f"must be one of {ROUTINGS}", self.routing)
        if self.mode not in MODES:
            raise TopomilpInputError("mode", f"must be one of {MODES}", self.mode)
        if not self.splits():
            raise TopomilpInputError("cluster", f"d={self.cluster.d} leaves no feasible split (AllReduce needs a "
                                     "ring of 2 ports under duplex)", self.cluster.d)

    # ------------------------------------------------------------------ data
    @property
    def has_allreduce(self) -> bool:
        return any(g.bytes_per_member > 0 for g in self.workload.groups)

    def splits(self) -> tuple[int, ...]:
        """Feasible ``d_allreduce`` values (equation (1))."""
        d, duplex = self.cluster.d, self.cluster.duplex
        lo = (2 if duplex else 1) if self.has_allreduce else 0
        step = 2 if duplex else 1
        return tuple(a for a in range(lo, d + 1) if a % step == 0)

    def built(self, d_allreduce: int) -> Any:
        """TopologyFinder's result with ``d_allreduce`` forced (None if it cannot be built)."""
        if d_allreduce not in self._cache:
            try:
                res = forced_topology_finder(self.cluster, self.workload, d_allreduce, self.mode)
                res.topology.check_degree(self.cluster)
            except TopomilpInputError as exc:
                log.info("degree_split: split d_allreduce=%d cannot be built: %s", d_allreduce, exc)
                res = None
            self._cache[d_allreduce] = res
        return self._cache[d_allreduce]

    def demand(self, d_allreduce: int) -> np.ndarray:
        """Bytes ``s -> t`` of the pipeline's plan (AllReduce rings) plus MP."""
        ar, mp = transfer_matrices(self.workload, self.built(d_allreduce).plan)
        return ar + mp

    def heuristic_time(self, d_allreduce: int) -> float:
        """Time with the pipeline's own routing (inf if it cannot carry the demand)."""
        res = self.built(d_allreduce)
        if res is None:
            return math.inf
        try:
            return float(res.evaluate(self.cluster, self.workload).time_s)
        except TopomilpInputError:
            return math.inf

    def usable_splits(self) -> list[int]:
        """Splits whose topology exists and connects every demand pair."""
        out = []
        for a in self.splits():
            res = self.built(a)
            if res is None:
                continue
            if unreachable_pair(hop_distances(res.topology), self.demand(a)) is not None:
                continue
            out.append(a)
        return out

    # ------------------------------------------------------------------ MILP (PuLP)
    def build_pulp(self) -> PulpModel:
        import pulp

        # -- data
        splits = self.usable_splits()
        B = self.cluster.link_bytes_per_s
        prob = pulp.LpProblem("degree_split", pulp.LpMinimize)
        n = self.cluster.n

        # -- variables: u_a (2)
        u = {a: prob.add_variable(f"u_{a}", cat=pulp.LpBinary) for a in splits}
        # -- constraints: one split (3)
        prob += pulp.lpSum(u.values()) == 1, "one_split"
        if not splits:  # no split can carry the demand: an infeasible model
            prob += pulp.lpSum([]) >= 1, "no_usable_split"

        theta: dict[int, Any] = {}
        f: dict[tuple[int, int, int, int], Any] = {}
        scale = {a: 1.0 for a in splits}
        obj_scale = 1.0       # the model's objective is seconds * obj_scale, of order one
        if self.routing == "heuristic":
            # -- objective (8): the pipeline's own time per split, over the largest
            times = {a: self.heuristic_time(a) for a in splits}
            obj_scale = 1.0 / objective_unit(times.values())
            prob += pulp.lpSum(times[a] * obj_scale * u[a] for a in splits)
        else:
            for a in splits:
                # -- data of block a: demand normalised by its largest entry
                links = self.built(a).topology.links
                dem = self.demand(a)
                scale[a] = float(dem.max())
                dn = dem / scale[a]
                arcs = [(int(i), int(j)) for i, j in np.argwhere(links > 0)]
                sources = [int(s) for s in np.nonzero(dn.sum(axis=1) > 0)[0]]
                # -- variables: theta_a (4), f_a,s,ij (5)
                theta[a] = prob.add_variable(f"theta_{a}", 0)
                for s in sources:
                    for i, j in arcs:
                        f[a, s, i, j] = prob.add_variable(f"f_{a}_{s}_{i}_{j}", 0)
                # -- constraints: conservation (6)
                for s in sources:
                    for v in range(n):
                        if v == s:
                            continue
                        inflow = pulp.lpSum(f[a, s, i, j] for i, j in arcs if j == v)
                        outflow = pulp.lpSum(f[a, s, i, j] for i, j in arcs if i == v)
                        prob += inflow - outflow == float(dn[s, v]) * u[a], f"cons_{a}_{s}_{v}"
                # -- capacity (7): load <= theta * links (units: max demand / B seconds)
                for i, j in arcs:
                    prob += (pulp.lpSum(f[a, s, i, j] for s in sources) <= float(links[i, j]) * theta[a],
                             f"cap_{a}_{i}_{j}")
            # -- objective (8): seconds = sum scale_a / B * theta_a; the model uses units of
            #    (largest scale_a) / B
            obj_scale = B / objective_unit(scale.values())
            prob += pulp.lpSum(scale[a] / B * obj_scale * theta[a] for a in splits)

        def decode() -> DegreeSplitSolution:
            a = max(splits, key=lambda k: u[k].value() or 0)
            res = self.built(a)
            flows = tuple((s, i, j, float(var.value() or 0) * scale[a])
                          for (b, s, i, j), var in f.items() if b == a and (var.value() or 0) > 0)
            if self.routing == "optimal":   # the time the decoded flows achieve (theta may be loose)
                from topomilp.evaluate import time_from_loads

                load = np.zeros((n, n))
                for _, i, j, b in flows:
                    load[i, j] += b
                time_s = time_from_loads(res.topology, self.cluster, load)[0]
            else:
                time_s = self.heuristic_time(a)
            return DegreeSplitSolution(a, self.cluster.d - a, float(time_s),
                                       tuple(tuple(int(v) for v in row) for row in res.topology.links),
                                       flows, self.routing)

        def set_start(solution: Any) -> None:
            a = solution.d_allreduce if isinstance(solution, DegreeSplitSolution) else int(solution)
            for k, var in u.items():
                var.setInitialValue(int(k == a))

        return PulpModel(prob, decode, set_start, objective_scale=obj_scale)

    # ------------------------------------------------------------------ verify
    def verify_backend_objective(self, backend_objective: float, recomputed: float, backend: str) -> None:
        """theta only bounds the load from above (7): a backend objective above the
        verified time is a valid, loose incumbent; below it is a bug."""
        tol = self.verify_rtol * abs(recomputed) + 1e-12
        if backend_objective < recomputed - tol:
            raise VerificationError(f"{self.name}/{backend}: backend objective {backend_objective!r} is below "
                                    f"the verified time {recomputed!r}")

    def verify(self, solution: Any) -> float:
        """Rebuild the forced-split topology, check it matches and meets the degree, then
        recompute the time: from the flows (conservation per source, arcs with links,
        loads through :func:`topomilp.evaluate.time_from_loads`) or with the pipeline's
        routing through the evaluator."""
        from topomilp.evaluate import time_from_loads

        if not isinstance(solution, DegreeSplitSolution):
            raise VerificationError("degree_split: solution must be a DegreeSplitSolution")
        a = solution.d_allreduce
        if a not in self.splits() or solution.d_mp != self.cluster.d - a:
            raise VerificationError(
                f"degree_split: ({a}, {solution.d_mp}) is not a feasible split of d={self.cluster.d}")
        res = self.built(a)
        if res is None:
            raise VerificationError(f"degree_split: split {a} cannot be built")
        topo = res.topology
        if not np.array_equal(np.array(solution.links), topo.links):
            raise VerificationError("degree_split: links differ from TopologyFinder's topology for this split")
        topo.check_degree(self.cluster)
        if self.routing == "heuristic":
            return float(res.evaluate(self.cluster, self.workload).time_s)
        n = self.cluster.n
        demand = self.demand(a)
        flow = np.zeros((n, n, n))
        for s, i, j, b in solution.flows:
            if b < 0 or i == j:
                raise VerificationError(f"degree_split: bad flow entry {(s, i, j, b)}")
            flow[s, i, j] += b
        tol = FLOW_RTOL * max(float(demand.max()), 1.0) * n
        for s in range(n):
            net_in = flow[s].sum(axis=0) - flow[s].sum(axis=1)   # into v minus out of v
            want = demand[s].copy()
            want[s] = -demand[s].sum()
            if np.abs(net_in - want).max() > tol:
                raise VerificationError(f"degree_split: flows from source {s} do not deliver the demand")
        load = flow.sum(axis=0)
        time_s, _ = time_from_loads(topo, self.cluster, load)
        return float(time_s)

    # ------------------------------------------------------------------ serialisation
    def to_dict(self) -> dict[str, Any]:
        return {"problem": self.name, "cluster": self.cluster.to_dict(), "workload": self.workload.to_dict(),
                "routing": self.routing, "mode": self.mode}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "DegreeSplit":
        if not isinstance(data, dict) or data.get("problem", cls.name) != cls.name or not {
                "cluster", "workload"} <= set(data):
            raise TopomilpInputError("degree_split", "must be a JSON object with 'cluster' and 'workload'", data)
        return cls(Cluster.from_dict(data["cluster"]), Workload.from_dict(data["workload"]),
                   routing=data.get("routing", "optimal"), mode=data.get("mode", "paper"))

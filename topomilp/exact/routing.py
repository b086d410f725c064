"""Exact routing on a fixed topology (formulations/routing.md).

:class:`RoutingProblem` finds the routing (and, with ``allreduce="mutable"``, the
AllReduce ring shares) that minimises the communication time of docs/design.md §2 on a
given topology (the model-building pieces it shares with the other problems live in
:mod:`topomilp.exact.modelkit`):

* ``single_path=False`` — the LP (splittable flows, max concurrent throughput): source
  aggregated arc flows ``f^s_ij``, equations (R1)-(R5) of the document;
* ``single_path=True`` — each demand cut into ``chunks`` equal chunks, each chunk on one
  path (``chunks=1``: unsplittable), integer per-commodity arc flows, (R6)-(R9). The
  MILP (HiGHS, CBC) and CP-SAT solve the same model and must agree.

CP-SAT is integer-only: with ``single_path=False`` it solves the integral-chunk variant
and says so in ``ExactResult.discretisation``.

>>> from topomilp.model import Cluster, Topology
>>> from topomilp.workloads import all_to_all
>>> from topomilp.exact import solve
>>> c = Cluster(4, 2, bandwidth_gbps=8)
>>> t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
>>> r = solve(RoutingProblem(t, c, all_to_all(4, bytes_per_pair=1e9)), backend="highs")
>>> r.status, round(r.objective, 6)      # 16 GB of hop-bytes over 8 unit arcs
('optimal', 2.0)

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433): routing over the chosen topology
(coin change for AllReduce, shortest path for MP) is the heuristic this LP bounds.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import time
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Callable, ClassVar, Hashable, Sequence

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import verify as V
from topomilp.exact.base import CpsatModel, ExactProblem, ExactResult, PulpModel, SolveOptions, solve_model
from topomilp.exact.modelkit import (
    Builder,
    accept_better,
    add_flows,
    check_plan,
    cpsat_value,
    fill_missing,
    integer_weights,
    lcm_scaled,
    plan_from_list,
    plan_from_shares,
    plan_to_list,
    pulp_value,
    routing_from_dict,
    routing_to_dict,
    split_chunks,
    start_values,
)
from topomilp.exact.result import Answer, finish
from topomilp.exact.rings import (
    canonical_ring,
    family_name,
    ring_family,
    ring_pairs,
    route_with_ring_generation,
)
from topomilp.exact.timeplan import ROUTING_GENERATED
from topomilp.model import Cluster, Topology, Workload, check_instance
from topomilp.routing import PathRouting, Routing
from topomilp.traffic import AllReducePlan, transfer_matrices
from topomilp.utils import check_int, check_optional_int

log = logging.getLogger(__name__)

ALLREDUCE_MODES = ("fixed", "mutable")


@dataclass(frozen=True, eq=False)
class RoutingSolution:
    """A verified routing: ``routing`` carries every transfer (AllReduce under ``plan``
    and MP); ``time_s`` is its evaluated communication time, ``throughput = 1/time_s``."""

    topology: Topology
    plan: AllReducePlan | None
    routing: PathRouting
    time_s: float
    throughput: float
    chunks: int | None = None       #: chunks per demand (integer variant), None for the LP

    def to_dict(self) -> dict[str, Any]:
        return {"topology": self.topology.to_dict(), "plan": plan_to_list(self.plan),
                "routing": routing_to_dict(self.routing), "time_s": self.time_s,
                "throughput": self.throughput, "chunks": self.chunks}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "RoutingSolution":
        """The inverse of :meth:`to_dict` (the solution still has to be verified)."""
        if not isinstance(data, dict) or "topology" not in data:
            raise TopomilpInputError("solution", "must be a routing solution object with a topology", data)
        topology = Topology.from_dict(data["topology"])
        chunks = data.get("chunks")
        return cls(topology, plan_from_list(data.get("plan")), routing_from_dict(data.get("routing"), topology.n),
                   float(data["time_s"]), float(data["throughput"]), None if chunks is None else int(chunks))


@dataclass(frozen=True, eq=False)
class RoutingProblem(ExactProblem):
    """Min-time routing of ``workload`` on the fixed ``topology`` (formulations/routing.md).

    * ``allreduce="fixed"``: AllReduce transfers follow ``plan`` (default: member order);
      ``"mutable"``: ring shares are optimised over the ring family ``rings``
      (formulations/rings.md): ``"any"`` (default) every cyclic order of the members,
      ``"strides"`` the coprime-stride rings, or explicit orders per group added to the
      stride rings. Groups too large to list (more than 7 members under ``"any"``) get
      their rings by column generation (:meth:`solve_strategy`).
    * ``single_path``: each demand in ``chunks`` equal chunks, each on one path.
    * ``hop_limit``: every path has at most this many hops.

    Objective: communication time in seconds (``sense="min"``).
    """

    topology: Topology
    cluster: Cluster
    workload: Workload
    plan: AllReducePlan | None = None
    allreduce: str = "fixed"
    rings: Any = None
    single_path: bool = False
    chunks: int = 1
    hop_limit: int | None = None

    name: ClassVar[str] = "routing"
    sense: ClassVar[str] = "min"
    backends: ClassVar[tuple[str, ...]] = ("highs", "cbc", "cpsat")
    solution_class: ClassVar[type] = RoutingSolution

    def __post_init__(self) -> None:
        check_instance(self.cluster, self.workload, self.topology)
        if self.topology.link_model != self.cluster.link_model:
            raise TopomilpInputError("topology", f"link model must be the cluster's ({self.cluster.link_model})",
                                     self.topology.link_model)
        if not self.topology.links.any():
            raise TopomilpInputError("topology", "has no links: nothing can be routed")
        if self.allreduce not in ALLREDUCE_MODES:
            raise TopomilpInputError("allreduce", f"must be one of {ALLREDUCE_MODES}", self.allreduce)
        if self.plan is not None:
            if not isinstance(self.plan, AllReducePlan):
                raise TopomilpInputError("plan", "must be an AllReducePlan", self.plan)
            self.plan.validate(self.workload)
        if self.rings is not None and self.allreduce != "mutable":
            raise TopomilpInputError("rings", "candidate rings need allreduce='mutable'", self.rings)
        family = ring_family(self.workload, "any" if self.rings is None else self.rings)
        object.__setattr__(self, "_family", family)
        object.__setattr__(self, "_cands", tuple(gr.candidates for gr in family))
        if not isinstance(self.single_path, bool):
            raise TopomilpInputError("single_path", "must be True or False", self.single_path)
        object.__setattr__(self, "chunks", check_int("chunks", self.chunks, 1))
        object.__setattr__(self, "hop_limit", check_optional_int("hop_limit", self.hop_limit, 1))
        if self._generated() and (self.single_path or self.hop_limit is not None):
            raise TopomilpInputError("rings", "'any' on a group of more than 7 members is solved by ring generation "
                                     "over the splittable LP: use single_path=False and no hop_limit, or "
                                     "rings='strides' / explicit rings", self.rings)

    # ------------------------------------------------------------------ data
    def _generated(self) -> list[int]:
        """Mutable groups with traffic whose rings are generated, not listed (R-3)."""
        return [gi for gi in self._mutable_groups() if self._family[gi].generated]

    def _allowed(self) -> list[Any]:
        """Per group: its candidate rings, or ``None`` where any cyclic order is allowed."""
        return [None if gr.free else gr.candidates for gr in self._family]

    def cheap_bound(self) -> float:
        """A lower bound on the communication time proven without a model
        (formulations/routing.md, "Bound without a model"): the hop-bytes at shortest-path
        distances (a ring member's successor at least as far as its nearest other member)
        over the total link capacity, and each node's sent (received) bytes over its
        outgoing (incoming) capacity. Valid for every variant (hop limit, single path)."""
        from topomilp.utils import hop_distances

        B = self.cluster.link_bytes_per_s
        links = np.asarray(self.topology.links, dtype=float)
        dist = hop_distances(self.topology)
        dem = self._fixed_demand()
        pos = dem > 0
        hop_bytes = float((dem[pos] * dist[pos]).sum())
        sent, recv = dem.sum(axis=1), dem.sum(axis=0)
        for gi in self._mutable_groups():
            g = self.workload.groups[gi]
            mem = sorted(set(g.members))
            for v in mem:
                hop_bytes += g.ring_bytes * min(min(dist[v, u] for u in mem if u != v),
                                                min(dist[u, v] for u in mem if u != v))
                sent[v] += g.ring_bytes
                recv[v] += g.ring_bytes
        cands = [hop_bytes / (float(links.sum()) * B)]
        out_cap, in_cap = links.sum(axis=1) * B, links.sum(axis=0) * B
        with np.errstate(divide="ignore", invalid="ignore"):
            cands += [float(np.max(np.where(sent > 0, sent / out_cap, 0.0))),
                      float(np.max(np.where(recv > 0, recv / in_cap, 0.0)))]
        return max(cands)

    # ------------------------------------------------------------------ solve
    def solve_strategy(self, options: SolveOptions, warm_start: Any) -> ExactResult:
        """Groups whose rings are generated (``rings="any"``, more than 7 members): column
        generation over their cyclic orders (:func:`~topomilp.exact.rings.route_with_ring_generation`,
        formulations/rings.md (R-3)-(R-5)) finds the rings an optimal routing uses; the
        backend's LP then solves the problem restricted to those rings and is verified
        as usual. ``optimal`` needs both the backend's proof and the pricing's
        certificate that no other ring improves the LP. Any other instance: the
        backend's model."""
        if not self._generated():
            return solve_model(self, options, warm_start=warm_start)
        t0 = time.perf_counter()
        norm, mutable = self._norm(), set(self._mutable_groups())
        ring_bytes = [g.ring_bytes / norm if gi in mutable else 0.0 for gi, g in enumerate(self.workload.groups)]
        with ROUTING_GENERATED.phase("ring generation", options.time_limit):
            gen = route_with_ring_generation(self.topology.links, self._fixed_demand() / norm, self._family,
                                             ring_bytes)
        rings = [list(gen.rings[gi]) if gr.generated else list(gr.candidates) for gi, gr in enumerate(self._family)]
        restricted = dataclasses.replace(self, rings=rings)
        left = ROUTING_GENERATED.seconds("restricted LP", options.time_limit)
        res = solve_model(restricted, options.with_time_limit(left), warm_start=warm_start)
        note = (f"rings generated: {sum(len(gen.rings[gi]) for gi in self._generated())} over "
                f"{gen.iterations} LP(s), " + ("no other ring improves (pricing certificate)" if gen.converged
                                                else "no pricing certificate (stopped, or a group too large "
                                                     "for exact pricing)"))
        status = res.status if gen.converged or res.status != "optimal" else "feasible"
        bound = res.bound if gen.converged else self.cheap_bound()        # no certificate: the model-free bound
        answer = Answer(status, bound=bound, solution=res.solution,
                        message=f"{note}; {res.message}" if res.message else note, discretisation=res.discretisation)
        return finish(self, answer, backend=res.backend, version=res.backend_version, estimate=res.estimate,
                      wall_s=time.perf_counter() - t0)          # the solution verified against this problem

    # ------------------------------------------------------------------ data
    def _mutable_groups(self) -> list[int]:
        if self.allreduce != "mutable":
            return []
        return [gi for gi, g in enumerate(self.workload.groups) if g.bytes_per_member > 0]

    def _fixed_demand(self) -> np.ndarray:
        """Bytes s->t not subject to choice: MP, plus AllReduce under ``plan`` when fixed."""
        ar, mp = transfer_matrices(self.workload, self.plan)
        return mp + ar if self.allreduce == "fixed" else mp

    def _norm(self) -> float:
        vals = [float(self._fixed_demand().max(initial=0.0))]
        vals += [self.workload.groups[gi].ring_bytes for gi in self._mutable_groups()]
        return max(vals)

    def _arcs(self) -> list[tuple[int, int]]:
        return [(int(i), int(j)) for i, j in np.argwhere(self.topology.links > 0)]

    def _commodities(self) -> list[tuple[Hashable, int, int, float, int | None]]:
        """Integer variant: ``(key, s, t, bytes per chunk, group or None)``."""
        K = self.chunks
        out = []
        dem = self._fixed_demand()
        for s, t in np.argwhere(dem > 0):
            out.append((f"d{s}_{t}", int(s), int(t), float(dem[s, t]) / K, None))
        for gi in self._mutable_groups():
            rb = self.workload.groups[gi].ring_bytes
            pairs = sorted({p for r in self._cands[gi] for p in ring_pairs(r)})
            for u, v in pairs:
                out.append((f"g{gi}_{u}_{v}", u, v, rb / K, gi))
        return out

    # ------------------------------------------------------------------ PuLP
    def build_pulp(self) -> PulpModel:
        import pulp

        if self.single_path:
            return self._build_integer("pulp", pulp)
        n, B = self.cluster.n, self.cluster.link_bytes_per_s
        norm = self._norm()
        dem = self._fixed_demand() / norm
        arcs = self._arcs()
        groups = self._mutable_groups()
        prob = pulp.LpProblem("routing_lp", pulp.LpMinimize)
        b = Builder("pulp", prob, pulp)

        # --- variables
        T = b.var("T", 0)                                                  # max arc utilisation
        y = {gi: [b.var(f"y_{gi}_{r}", 0) for r in range(len(self._cands[gi]))] for gi in groups}

        # --- demand of source s to t: fixed part + chosen ring transfers
        sinks: dict[int, dict[int, Any]] = defaultdict(dict)
        for s, t in np.argwhere(dem > 0):
            sinks[int(s)][int(t)] = float(dem[s, t])
        for gi in groups:
            rb = self.workload.groups[gi].ring_bytes / norm
            for r, order in enumerate(self._cands[gi]):
                for u, v in ring_pairs(order):
                    sinks[u][v] = sinks[u].get(v, 0) + rb * y[gi][r]

        # --- constraints
        for gi in groups:                                                   # (R2) shares sum to 1
            b.add(b.sum(y[gi]) == 1, f"share_{gi}")
        fam = add_flows(b, "s", n, arcs, {s: (s, sk) for s, sk in sorted(sinks.items())},
                        self.hop_limit, None, False)                        # (R1)/(R4) conservation
        flows = {s: fam.arc_flow(b, s) for s in fam.source}
        for i, j in arcs:                                                   # (R3) capacity
            b.add(b.sum([flows[s][(i, j)] for s in flows]) <= int(self.topology.links[i, j]) * T, f"cap_{i}_{j}")

        # --- objective (R5): time in seconds = T * norm / B (the model minimises T, O(1))
        prob += T

        def decode() -> RoutingSolution:
            shares = [[float(v.varValue or 0.0) for v in y.get(gi, [])] for gi in range(len(self.workload.groups))]
            paths: dict[tuple[int, int], list] = defaultdict(list)
            for s in fam.source:
                for t, pl in fam.decode(pulp_value, s).items():
                    paths[(s, t)].extend(pl)
            return self._solution(shares, paths, None)

        def set_start(start: Any) -> None:
            routing, shares = self._start_routing(start)
            values: dict[int, float] = {}
            for gi in groups:
                for v, sh in zip(y[gi], shares[gi]):
                    v.setInitialValue(sh)
            demand = self._demand_for(shares) / norm
            for s in fam.source:
                for t in range(n):
                    if demand[s, t] > 0:
                        start_values(fam, s, [(p, demand[s, t] * fr) for p, fr in routing.paths(s, t)], values)
            for key in fam.f:
                for var in list(fam.f[key].values()) + list(fam.term.get(key, {}).values()):
                    var.setInitialValue(values.get(id(var), 0.0))
            load = self._start_time(routing, shares)
            T.setInitialValue(load * B / norm)

        return PulpModel(prob, decode, set_start, "", objective_scale=B / norm)

    # ------------------------------------------------------------------ integer variant
    def _build_integer(self, kind: str, lib: Any) -> Any:
        """Integral chunks (R6)-(R9): per-commodity integer arc flows in chunks."""
        n, B, K = self.cluster.n, self.cluster.link_bytes_per_s, self.chunks
        arcs = self._arcs()
        groups = self._mutable_groups()
        comms = self._commodities()
        if kind == "pulp":
            model = lib.LpProblem("routing_chunks", lib.LpMinimize)
            norm = max(c[3] for c in comms)
            w = [c[3] / norm for c in comms]
            unit, exact = norm, True
        else:
            model = lib.CpModel()
            w, unit, exact = integer_weights([c[3] for c in comms])
            # load <= L_ij T with integer T: scale the weights by the lcm of the link counts
            # so that load / L_ij is an integer whenever it is T (no rounding of T)
            w, unit = lcm_scaled(w, unit, {int(v) for v in self.topology.links.ravel() if v > 0})
        b = Builder(kind, model, lib)
        total = sum(w) * K * n

        # --- variables
        T = b.var("T", 0, total, kind == "cpsat")                     # max load per link (weight units)
        z = {gi: [b.var(f"z_{gi}_{r}", 0, K, True) for r in range(len(self._cands[gi]))] for gi in groups}

        # --- constraints
        for gi in groups:                                              # (R7) K chunks over the rings
            b.add(b.sum(z[gi]) == K, f"chunks_{gi}")
        commodities = {}
        for idx, (_key, s, t, _, gi) in enumerate(comms):
            if gi is None:
                count = K
            else:
                count = b.sum([z[gi][r] for r, o in enumerate(self._cands[gi]) if (s, t) in ring_pairs(o)])
            commodities[idx] = (s, {t: count})
        fam = add_flows(b, "c", n, arcs, commodities, self.hop_limit, K, True)   # (R6) conservation
        flows = {c: fam.arc_flow(b, c) for c in fam.source}
        for i, j in arcs:                                              # (R8) capacity
            load = b.sum([w[c] * flows[c][(i, j)] for c in flows])
            b.add(load <= int(self.topology.links[i, j]) * T, f"cap_{i}_{j}")

        disc = chunk_note(self.single_path, K, exact)

        def decode_with(value: Callable[[Any], float]) -> RoutingSolution:
            shares = [[value(v) / K for v in z.get(gi, [])] for gi in range(len(self.workload.groups))]
            paths: dict[tuple[int, int], list] = defaultdict(list)
            for c, (key, s, _t, per_chunk, _) in enumerate(comms):
                for tt, pl in fam.decode(value, c, tol=1e-6).items():
                    for p, a in pl:
                        if abs(a - round(a)) > 1e-6:
                            raise VerificationError(f"commodity {key} routes a fractional chunk count {a}")
                        paths[(s, tt)].append((p, round(a) * per_chunk))
            return self._solution(shares, paths, K)

        def hint_values(start: Any) -> tuple[dict[int, float], list[list[int]], float]:
            routing, shares = self._start_routing(start)
            counts = [split_chunks(shares[gi], K) for gi in range(len(self.workload.groups))]
            values: dict[int, float] = {}
            for c, (_key, s, t, _, gi) in enumerate(comms):
                if gi is None:
                    cnt = K
                else:
                    cnt = sum(counts[gi][r] for r, o in enumerate(self._cands[gi]) if (s, t) in ring_pairs(o))
                pl = routing.paths(s, t)
                split = split_chunks([fr for _, fr in pl], cnt) if cnt else []
                start_values(fam, c, [(p, k) for (p, _), k in zip(pl, split) if k], values)
            t_est = self._start_time(routing, [[x / K for x in cs] for cs in counts]) * B / unit
            return values, counts, t_est

        if kind == "pulp":
            prob = model
            prob += T                                                 # (R9) time = T * unit / B

            def set_start(start: Any) -> None:
                values, counts, t_est = hint_values(start)
                for gi in groups:
                    for v, k in zip(z[gi], counts[gi]):
                        v.setInitialValue(k)
                for key in fam.f:
                    for var in list(fam.f[key].values()) + list(fam.term.get(key, {}).values()):
                        var.setInitialValue(round(values.get(id(var), 0.0)))
                T.setInitialValue(t_est)

            return PulpModel(prob, lambda: decode_with(pulp_value), set_start, disc, objective_scale=B / unit)

        model.Minimize(T)                                              # (R9)

        def add_hint(start: Any) -> None:
            values, counts, t_est = hint_values(start)
            for gi in groups:
                for v, k in zip(z[gi], counts[gi]):
                    model.AddHint(v, int(k))
            for key in fam.f:
                for var in list(fam.f[key].values()) + list(fam.term.get(key, {}).values()):
                    model.AddHint(var, int(round(values.get(id(var), 0.0))))
            model.AddHint(T, int(math.ceil(t_est - 1e-9)))

        return CpsatModel(model, lambda solver: decode_with(cpsat_value(solver)), add_hint,
                          objective_scale=B / unit, discretisation=disc)

    def build_cpsat(self) -> CpsatModel:
        from ortools.sat.python import cp_model

        return self._build_integer("cpsat", cp_model)

    # ------------------------------------------------------------------ helpers
    def _demand_for(self, shares: Sequence[Sequence[float]]) -> np.ndarray:
        """Total bytes s->t for the given ring shares (fractions of each group)."""
        dem = np.array(self._fixed_demand(), dtype=float)
        for gi in self._mutable_groups():
            rb = self.workload.groups[gi].ring_bytes
            for order, y in zip(self._cands[gi], shares[gi]):
                for u, v in ring_pairs(order):
                    dem[u, v] += rb * y
        return dem

    def _plan(self, shares: Sequence[Sequence[float]]) -> AllReducePlan:
        if self.allreduce == "fixed":
            return self.plan or AllReducePlan.default(self.workload)
        return plan_from_shares(self.workload, self._cands, shares)

    def _solution(self, shares: Sequence[Sequence[float]], paths: dict, chunks: int | None) -> RoutingSolution:
        plan = self._plan(shares)
        ar, mp = transfer_matrices(self.workload, plan)
        routing = V.paths_to_routing(self.cluster.n, fill_missing(paths, ar + mp, self.topology), ar + mp)
        ev = V.evaluate_routing(self.topology, self.cluster, [(ar, routing), (mp, routing)])
        thr = math.inf if ev.time_s == 0 else 1.0 / ev.time_s
        return RoutingSolution(self.topology, plan if self.workload.groups else None, routing, ev.time_s, thr, chunks)

    def _start_routing(self, start: Any) -> tuple[Routing, list[list[float]]]:
        """``(routing, shares)`` of a warm start: a RoutingSolution, or any Routing (ring
        shares then spread evenly over the candidate rings)."""
        ng = len(self.workload.groups)
        if isinstance(start, RoutingSolution):
            shares = [[0.0] * len(self._cands[gi]) for gi in range(ng)]
            if start.plan is not None:
                for gi, rings in enumerate(start.plan.rings):
                    for r in rings:
                        c = canonical_ring(r.order, self.workload.groups[gi].members[0])
                        if c in self._cands[gi]:
                            shares[gi][self._cands[gi].index(c)] += r.share
            shares = [[x / sum(s) for x in s] if sum(s) > 0 else [1.0 / len(s)] * len(s) for s in shares]
            return start.routing, shares
        if isinstance(start, Routing):
            return start, [[1.0 / len(self._cands[gi])] * len(self._cands[gi]) for gi in range(ng)]
        raise TopomilpInputError("warm_start", "must be a RoutingSolution or a Routing", start)

    def _start_time(self, routing: Routing, shares: Sequence[Sequence[float]]) -> float:
        """Time (seconds) of a warm start, for the objective variable."""
        dem = self._demand_for(shares)
        try:
            return V.evaluate_routing(self.topology, self.cluster, [(dem, routing)]).time_s
        except (VerificationError, TopomilpInputError):
            return 0.0

    # ------------------------------------------------------------------ verify
    def verify(self, solution: Any) -> float:
        """Re-check a :class:`RoutingSolution`: same topology, plan valid (mutable: only
        candidate rings), routing covers every transfer within the hop limit, time
        recomputed by the evaluator equals ``solution.time_s``. Returns the time."""
        if not isinstance(solution, RoutingSolution):
            raise VerificationError(f"not a RoutingSolution: {solution!r}")
        if solution.topology != self.topology:
            raise VerificationError("solution topology differs from the problem's")
        plan = solution.plan or AllReducePlan.default(self.workload)
        if self.allreduce == "fixed":
            check_plan(self.workload, plan, None)
            want = self.plan or AllReducePlan.default(self.workload)
            if transfer_matrices(self.workload, want)[0].tolist() != transfer_matrices(self.workload, plan)[0].tolist():
                raise VerificationError("allreduce='fixed' but the solution changed the plan")
        else:
            check_plan(self.workload, plan, self._allowed())
        ar, mp = transfer_matrices(self.workload, plan)
        V.check_routing_demands(solution.routing, ar + mp, "routing")
        if self.hop_limit is not None:
            hops = solution.routing.hop_stats(ar + mp)[1]
            if hops > self.hop_limit:
                raise VerificationError(f"a path has {hops} hops > hop_limit {self.hop_limit}")
        if self.single_path and self.allreduce == "fixed" and isinstance(solution.routing, PathRouting):
            for (s, t), pl in solution.routing.routes.items():
                for _, fr in pl:
                    k = fr * self.chunks
                    if abs(k - round(k)) > 1e-6:
                        raise VerificationError(f"demand {s}->{t} is split in a fraction {fr} that is not "
                                                f"a multiple of 1/{self.chunks}")
        ev = V.evaluate_routing(self.topology, self.cluster, [(ar, solution.routing), (mp, solution.routing)])
        V.check_value("time_s", solution.time_s, ev.time_s)
        return ev.time_s

    def verify_backend_objective(self, backend_objective: float, recomputed: float, backend: str) -> None:
        accept_better(self, backend_objective, recomputed, backend)

    # ------------------------------------------------------------------ files
    def to_dict(self) -> dict[str, Any]:
        return {"problem": self.name, "topology": self.topology.to_dict(), "cluster": self.cluster.to_dict(),
                "workload": self.workload.to_dict(), "plan": plan_to_list(self.plan),
                "allreduce": self.allreduce,
                "rings": family_name(self.rings),
                "single_path": self.single_path, "chunks": self.chunks, "hop_limit": self.hop_limit}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "RoutingProblem":
        if not isinstance(data, dict) or data.get("problem", cls.name) != cls.name:
            raise TopomilpInputError("problem", f"must be a {cls.name!r} instance object", data)
        for key in ("topology", "cluster", "workload"):
            if key not in data:
                raise TopomilpInputError(key, "is required in a routing instance")
        return cls(Topology.from_dict(data["topology"]), Cluster.from_dict(data["cluster"]),
                   Workload.from_dict(data["workload"]), plan_from_list(data.get("plan")),
                   data.get("allreduce", "fixed"), data.get("rings"), data.get("single_path", False),
                   data.get("chunks", 1), data.get("hop_limit"))


def chunk_note(single_path: bool, chunks: int, exact: bool) -> str:
    """What the integral-chunk model (R6)-(R9) discretised (``ExactResult.discretisation``).

    >>> chunk_note(True, 1, True)
    ''
    """
    parts = [] if single_path else [
        f"integral chunks: each demand split into {chunks} equal chunk(s), each on one path "
        "(the splittable LP optimum may be lower)"]
    if not exact:
        parts.append("chunk sizes rounded to multiples of 1e-8 of the largest (at least one unit each); "
                     "the optimum is for the rounded sizes, the objective is recomputed exactly")
    return "; ".join(parts)

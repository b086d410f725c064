"""Joint topology + routing + AllReduce rings (docs/design.md §4, formulations/joint_topology.md).

:class:`JointTopology` chooses integer links ``x_ij`` (exactly ``d`` ports per node),
splittable routing and, for every AllReduce group, how its volume is split over a
candidate ring set, to maximise the concurrent throughput ``lambda`` (iterations per
second of communication; the communication time is ``1 / lambda``). The model is
linear despite mutable AllReduce: ring shares ``y_{g,r}`` sum to ``lambda``.

The class is the frozen instance only; the rest is one module per job:

* :mod:`~topomilp.exact.joint.analysis` — what the instance implies (ring family,
  symmetry level, chains, replica blocks, bounds), computed once (:attr:`JointTopology.analysis`);
* :mod:`~topomilp.exact.joint.milp` — the MILP, equations (J1)-(J9e) of the document,
  splittable routing: the default ``strengthen=True`` adds the port and Moore hop-bytes
  bounds (J5), (J6'), symmetry breaking (J9) where the traffic is invariant under
  relabelling, and a warm start (J10); ``strengthen=False`` is the textbook model
  (J1)-(J4), (J7), (J8). Same optimum;
* :mod:`~topomilp.exact.joint.cpsat` — the integral-chunk variant for CP-SAT (each
  demand cut into ``chunks`` equal chunks, each on one path), equations (C1)-(C8); it
  says so in ``ExactResult.discretisation``;
* :mod:`~topomilp.exact.joint.startsearch` — the warm-start search (J10) over the
  generators of :mod:`~topomilp.exact.joint.starts`;
* :mod:`~topomilp.exact.joint.methods` — the solve portfolio (enumeration, stage
  relaxation (J11), ring generation, the backend's model);
* :mod:`~topomilp.exact.joint.solution` — :class:`JointSolution` and how starts are routed.

The reported objective is ``lambda = 1 / time_s`` (``sense="max"``) for every backend;
``solution.time_s`` is the communication time in seconds.

:func:`topomilp.exact.solve` with ``backend="auto"`` proves uniform all-to-all traffic
on duplex links by enumeration first (:meth:`JointTopology.solve_strategy`,
:mod:`topomilp.exact.joint.enumeration`, formulations/uniform_enumeration.md).

>>> from topomilp.model import Cluster
>>> from topomilp.workloads import all_to_all
>>> from topomilp.exact import solve
>>> r = solve(JointTopology(Cluster(4, 2, bandwidth_gbps=8), all_to_all(4, bytes_per_pair=1e9)),
...           backend="highs", time_limit=20)
>>> r.status, round(r.solution.time_s, 6)     # the 4-cycle: 16 GB of hop-bytes on 8 arcs
('optimal', 2.0)

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433) — the joint problem its TopologyFinder
approximates by alternating optimisation.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar

import numpy as np

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import verify as V
from topomilp.exact.base import CpsatModel, ExactProblem, ExactResult, PulpModel, SolveOptions
from topomilp.exact.joint.analysis import BLOCK_KEY_DIGITS, MILP_LIST_LIMIT, JointAnalysis
from topomilp.exact.joint.bounds import throughput_bound
from topomilp.exact.joint.cpsat import build_cpsat_model
from topomilp.exact.joint.methods import GENERATED_GAP, STAGE_GAP, STAGE_HIGHS_OPTIONS, solve_portfolio
from topomilp.exact.joint.milp import build_milp
from topomilp.exact.joint.solution import START_LP_SECONDS, JointSolution, route_start
from topomilp.exact.joint.startsearch import (
    AUTO_START_BI_LPS,
    AUTO_START_BI_SCREENS,
    AUTO_START_LPS,
    AUTO_START_POLY_SCREENS,
    AUTO_START_RESTARTS,
    AUTO_START_SWAPS,
    AUTO_START_SYMMETRIC_LPS,
    StartSearch,
)
from topomilp.exact.modelkit import accept_better, check_plan
from topomilp.exact.rings import family_name
from topomilp.model import Cluster, Workload, check_instance
from topomilp.traffic import AllReducePlan, transfer_matrices
from topomilp.utils import check_optional_int


@dataclass(frozen=True, eq=False)
class JointTopology(ExactProblem):
    """Max concurrent throughput over degree-``d`` topologies, routings and ring shares.

    * ``rings``: the ring family (formulations/rings.md): ``"any"`` (default) every
      cyclic order of each group's members, the volume split over any number of rings;
      ``"strides"`` the coprime-stride rings over the member labels (TotientPerms'
      family); or explicit orders per group, added to the stride rings (``None``: the
      default, ``"any"``);
    * ``fixed_links``: ``n x n`` link matrix (or Topology) that must be kept (counted in
      the degree);
    * ``mp_hop_limit``: every MP path has at most this many hops;
    * ``chunks``: CP-SAT's chunks per demand (default 1: unsplittable);
    * ``strengthen``: ``True`` (default) builds the strengthened MILP — port and Moore
      hop-bytes bounds (J5), (J6'), symmetry breaking (J9) where the traffic allows it,
      and a circulant / Cayley warm start (J10); ``False`` builds the textbook model (J1)-(J4),
      (J7), (J8) only. Both have the same optimum (document, "Textbook and strengthened model");
    * ``list_limit``: with rings in any order, the most cyclic orders of a group the
      models list; a group with more has its rings generated (formulations/rings.md
      (R-6)/(R-7); same optimum). ``None`` (default): every order of up to 7 members is
      listed; the HiGHS MILP of ``solve`` uses :data:`MILP_LIST_LIMIT`
      (:meth:`milp_view`).
    """

    cluster: Cluster
    workload: Workload
    rings: Any = "any"
    fixed_links: Any = None
    mp_hop_limit: int | None = None
    chunks: int | None = None
    strengthen: bool = True
    list_limit: int | None = None

    name: ClassVar[str] = "joint_topology"
    sense: ClassVar[str] = "max"
    backends: ClassVar[tuple[str, ...]] = ("highs", "cbc", "cpsat")
    solution_class: ClassVar[type] = JointSolution

    def __post_init__(self) -> None:
        check_instance(self.cluster, self.workload)
        object.__setattr__(self, "list_limit", check_optional_int("list_limit", self.list_limit, 1))
        self.analysis.validate()                  # rings and fixed_links
        object.__setattr__(self, "mp_hop_limit", check_optional_int("mp_hop_limit", self.mp_hop_limit, 1))
        object.__setattr__(self, "chunks", check_optional_int("chunks", self.chunks, 1))
        if not isinstance(self.strengthen, (bool, np.bool_)):
            raise TopomilpInputError("strengthen", "must be True or False", self.strengthen)
        object.__setattr__(self, "strengthen", bool(self.strengthen))

    # ------------------------------------------------------------------ data
    @cached_property
    def analysis(self) -> JointAnalysis:
        """What the instance implies (ring family, symmetry, chains, blocks, bounds),
        computed once and handed to the builders, the start search and the methods."""
        return JointAnalysis(self)

    @cached_property
    def start_search(self) -> StartSearch:
        """The warm-start search (J10) of this instance."""
        return StartSearch(self, self.analysis)

    @property
    def candidate_rings(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """Per group, the rings the model lists outright: the whole family when it is
        listed (``"strides"``, explicit lists, ``"any"`` up to 7 members), the starting
        columns of ring generation for a larger group under ``"any"`` (formulations/rings.md)."""
        return self.analysis.candidates

    def throughput_upper_bound(self) -> float:
        """The valid bound of (J5)-(J6'), (J12), (J14) and (J15) in iterations per second: port bound
        ``lambda * sent_v <= d B`` (and received), Moore hop bound
        ``lambda * hop_bytes <= n d B``, for duplex derangement traffic the cycle
        port bound (J12), for two-stage ``hybrid`` traffic the pair bound (J14) and under
        duplex the node-type bound (J15) (whatever
        ``strengthen`` says: it is a bound on the optimum, not part of the model)."""
        B, d, n = self.cluster.link_bytes_per_s, self.cluster.d, self.cluster.n
        sent, recv = self.analysis.sent_received
        cands = [d * B / float(max(sent.max(), recv.max()))]
        hb = self.analysis.hop_bytes_bound
        if hb > 0:
            cands.append(n * d * B / hb)
        if math.isfinite(self.analysis.cycle_bound):             # (J12): duplex derangement traffic
            cands.append(self.analysis.cycle_bound * B / self.analysis.norm)
        if math.isfinite(self.analysis.pair_bound):              # (J14): two-stage hybrid traffic
            cands.append(self.analysis.pair_bound * B / self.analysis.norm)
        if math.isfinite(self.analysis.type_bound):              # (J15): node types, duplex only
            cands.append(self.analysis.type_bound * B / self.analysis.norm)
        return min(cands)

    def cheap_bound(self) -> float:
        """The best upper bound on the throughput proven without a model, reported with
        every ``feasible`` / ``timeout`` / ``too_large`` result: the port bound (J5) and
        the ring-aware Moore bound (J6'') (:func:`~topomilp.exact.joint.bounds.throughput_bound`,
        formulations/joint_topology.md, "Answers at any size"), and the bounds of
        :meth:`throughput_upper_bound` ((J12), (J14), (J15) where they apply), and under
        duplex the distance-level hop-bytes bound (S14)-(S15) of formulations/scale_bounds.md
        (:attr:`JointAnalysis.level_hop_bytes_bound`), and under duplex with uniform MP traffic
        the girth excess (E10) of formulations/uniform_enumeration.md, raised by the rooted
        search's least excess (E11) where proven
        (:attr:`JointAnalysis.girth_hop_bytes_bound`); valid for any ring order,
        fixed links and hop limit."""
        c, w = self.cluster, self.workload
        groups = [(g.members, g.ring_bytes) for g in w.groups if g.bytes_per_member > 0]
        cands = [throughput_bound(w.mp, groups, c.n, c.d, c.duplex, c.link_bytes_per_s),
                 self.throughput_upper_bound()]
        hb = max(self.analysis.level_hop_bytes_bound, self.analysis.girth_hop_bytes_bound)
        if hb > 0:                       # (S14)-(S15) of scale_bounds.md, (E10)-(E11) of uniform_enumeration.md
            cands.append(c.n * c.d * c.link_bytes_per_s / hb)
        return min(cands)

    # ------------------------------------------------------------------ solve
    def solve_strategy(self, options: SolveOptions, warm_start: Any) -> ExactResult:
        """The strongest method available (used by :func:`topomilp.exact.solve`): the
        first answer of the portfolio :data:`topomilp.exact.joint.methods.PORTFOLIO`
        (:func:`~topomilp.exact.joint.methods.solve_portfolio`). With ``backend="auto"``,
        an instance in the scope of :func:`~topomilp.exact.joint.enumeration.applies`
        (uniform all-to-all traffic, with or without AllReduce over all nodes in any ring
        order) is proven by enumeration (``warm_start``, if given, is its incumbent); when
        that gives no proof, the methods below run for the rest of the time limit,
        warm-started from the enumeration's best, and its outcome is prefixed to
        ``message``. With backend ``auto`` or ``highs`` they run on :meth:`milp_view`: the
        stage relaxation (J11) where it applies, ring generation (rings.md (R-7)) for
        groups whose rings are generated, else the backend's model."""
        return solve_portfolio(self, options, warm_start)

    def milp_view(self) -> "JointTopology":
        """The problem as HiGHS solves it: with free ring order, groups with more than
        :data:`MILP_LIST_LIMIT` cyclic orders (7 members: 720) have their rings generated
        (rings.md (R-6)/(R-7)) rather than listed — the same problem with ``list_limit``
        set (same optimum: both allow every cyclic order). ``self`` when nothing changes."""
        if not self.analysis.needs_generation_view:
            return self
        return dataclasses.replace(self, list_limit=MILP_LIST_LIMIT)

    def build_pulp(self) -> PulpModel:
        return build_milp(self, self.analysis, blocks=self.analysis.blocks).model

    def build_cpsat(self) -> CpsatModel:
        return build_cpsat_model(self, self.analysis)

    def start_solution(self, start: Any) -> JointSolution:
        """A full warm start from a JointSolution, a Topology, or anything with a
        ``.topology`` (e.g. a heuristic's result): the topology is routed by the exact
        routing LP (ring shares over the candidate rings), or by shortest paths when an
        MP hop limit applies (:func:`~topomilp.exact.joint.solution.route_start`)."""
        return route_start(self, self.analysis, start)

    def auto_start(self, candidates: int | None = None, improve: bool = True,
                   moore: bool = True) -> JointSolution | None:
        """The model's own warm start (J10): :meth:`StartSearch.auto_start
        <topomilp.exact.joint.startsearch.StartSearch.auto_start>`."""
        return self.start_search.auto_start(candidates, improve, moore)

    # ------------------------------------------------------------------ verify
    def verify(self, solution: Any) -> float:
        """Re-check a :class:`JointSolution`: degree exactly ``d``, fixed links kept, plan
        over candidate rings, routings cover every transfer (MP within the hop limit),
        time recomputed by the evaluator equals ``solution.time_s``. Returns the
        throughput ``1 / time_s``."""
        if not isinstance(solution, JointSolution):
            raise VerificationError(f"not a JointSolution: {solution!r}")
        V.check_topology(solution.topology, self.cluster, self.analysis.fixed)
        plan = solution.plan or AllReducePlan.default(self.workload)
        check_plan(self.workload, plan, self.analysis.allowed)
        ar, mp = transfer_matrices(self.workload, plan)
        V.check_routing_demands(solution.ar_routing, ar, "ar_routing")
        V.check_routing_demands(solution.mp_routing, mp, "mp_routing")
        if self.mp_hop_limit is not None and mp.any():
            hops = solution.mp_routing.hop_stats(mp)[1]
            if hops > self.mp_hop_limit:
                raise VerificationError(f"an MP path has {hops} hops > mp_hop_limit {self.mp_hop_limit}")
        ev = V.evaluate_routing(solution.topology, self.cluster,
                                [(ar, solution.ar_routing), (mp, solution.mp_routing)])
        V.check_value("time_s", solution.time_s, ev.time_s)
        if ev.time_s <= 0:
            raise VerificationError("evaluated time is zero: the workload carries no traffic")
        return 1.0 / ev.time_s

    def verify_backend_objective(self, backend_objective: float, recomputed: float, backend: str) -> None:
        if self.analysis.generated:
            # is a relaxation: its objective bounds, it does not describe, the exactly
            # routed topology; the ring-generation method reports the recomputed value and the bound.
            return
        accept_better(self, backend_objective, recomputed, backend)

    # ------------------------------------------------------------------ files
    def to_dict(self) -> dict[str, Any]:
        fixed = self.analysis.fixed
        out = {"problem": self.name, "cluster": self.cluster.to_dict(), "workload": self.workload.to_dict(),
               "rings": family_name(self.rings), "fixed_links": None if fixed is None else fixed.tolist(),
               "mp_hop_limit": self.mp_hop_limit, "chunks": self.chunks, "strengthen": self.strengthen}
        if self.list_limit is not None:                  # omitted by default: instance files stay as they were
            out["list_limit"] = self.list_limit
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "JointTopology":
        if not isinstance(data, dict) or data.get("problem", cls.name) != cls.name:
            raise TopomilpInputError("problem", f"must be a {cls.name!r} instance object", data)
        for key in ("cluster", "workload"):
            if key not in data:
                raise TopomilpInputError(key, "is required in a joint_topology instance")
        return cls(Cluster.from_dict(data["cluster"]), Workload.from_dict(data["workload"]), data.get("rings", "any"),
                   data.get("fixed_links"), data.get("mp_hop_limit"), data.get("chunks"),
                   data.get("strengthen", True), data.get("list_limit"))


__all__ = ["AUTO_START_BI_LPS", "AUTO_START_BI_SCREENS", "AUTO_START_LPS", "AUTO_START_POLY_SCREENS",
           "AUTO_START_RESTARTS", "AUTO_START_SWAPS", "AUTO_START_SYMMETRIC_LPS", "BLOCK_KEY_DIGITS",
           "GENERATED_GAP", "MILP_LIST_LIMIT", "STAGE_GAP", "STAGE_HIGHS_OPTIONS", "START_LP_SECONDS",
           "JointSolution", "JointTopology"]

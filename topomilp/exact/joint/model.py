"""Joint topology + routing + AllReduce rings (docs/design.md §4, formulations/joint_topology.md).

:class:`JointTopology` chooses integer links ``x_ij`` (exactly ``d`` ports per node),
splittable routing and, for every AllReduce group, how its volume is split over a
candidate ring set, to maximise the concurrent throughput ``lambda`` (iterations per
second of communication; the communication time is ``1 / lambda``). The model is
linear despite mutable AllReduce: ring shares ``y_{g,r}`` sum to ``lambda``.

* MILP (HiGHS, CBC): equations (J1)-(J8) of the document, splittable routing. The
  default ``strengthen=True`` adds the port and Moore hop-bytes bounds (J5), (J6'),
  symmetry breaking (J9) where the traffic is invariant under relabelling
  (:mod:`topomilp.exact.joint.bounds`), and a warm start from circulant / Cayley
  topologies (J10) (:mod:`topomilp.exact.joint.starts`);
  ``strengthen=False`` is the textbook model (J1)-(J4), (J7), (J8). Same optimum.
* CP-SAT: the integral-chunk variant (each demand cut into ``chunks`` equal chunks,
  each on one path; ring volume in ``chunks`` chunks), equations (C1)-(C8); it says so
  in ``ExactResult.discretisation``.

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
import itertools
import logging
import math
import time
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, ClassVar, Sequence

import numpy as np

from topomilp.errors import BackendUnavailableError, TopomilpInputError, VerificationError
from topomilp.exact import deadline as DL
from topomilp.exact import verify as V
from topomilp.exact.base import (
    MIN_SECONDS,
    CpsatModel,
    ExactProblem,
    ExactResult,
    PulpModel,
    SolveOptions,
    backend_version,
    run_highs,
    solve,
    solve_model,
)
from topomilp.exact.joint import enumeration
from topomilp.exact.joint.bounds import (
    moore_hop_bytes,
    moore_levels,
    permutation_cycles,
    replica_blocks,
    rotation_relabelling,
    stabiliser_chain,
    symmetry_level,
)
from topomilp.exact.joint.starts import (
    bicirculant_link_matrices,
    cayley_link_matrices,
    circulant_link_matrices,
    coprime_ring_circulant,
    polycirculant_link_matrices,
    two_hop_uniform_throughput,
)
from topomilp.exact.modelkit import (
    Builder,
    accept_better,
    add_degree_constraints,
    add_flows,
    check_plan,
    cpsat_value,
    fill_missing,
    fixed_link_matrix,
    integer_weights,
    lcm_scaled,
    link_pairs,
    links_from_values,
    pair_of,
    plan_from_list,
    plan_from_shares,
    plan_to_list,
    pulp_value,
    routing_from_dict,
    routing_to_dict,
    split_chunks,
    start_values,
)
from topomilp.exact.result import Answer, amend, finish
from topomilp.exact.rings import (
    add_ring_relaxation,
    canonical_ring,
    family_name,
    ring_family,
    ring_pairs,
    ring_successor_shares,
    route_with_ring_generation,
)
from topomilp.exact.routing import RoutingProblem, RoutingSolution
from topomilp.exact.status import Status
from topomilp.exact.timeplan import GENERATED, SIMPLEX, STAGE, TimePlan
from topomilp.model import Cluster, Topology, Workload, check_instance
from topomilp.routing import Routing, ShortestPathRouting
from topomilp.traffic import AllReducePlan, transfer_matrices
from topomilp.utils import check_optional_int, hop_distances

log = logging.getLogger(__name__)

#: Time limit of the routing LP that turns a warm-start topology into a full start.
START_LP_SECONDS = 30.0
#: Circulants routed by the exact routing LP when looking for a warm start (J10).
AUTO_START_LPS = 8
#: Link swaps tried by the warm start's local search (J10), each routed by the routing LP.
AUTO_START_SWAPS = 30
#: Most independent local-search runs (seeds 0, 1, ...) from the best start (J10); the
#: search stops at the first run that improves nothing (on ``hybrid`` n = 16, d = 5 the
#: four runs took 24 of the 60 s and improved nothing on the bi-circulant start).
AUTO_START_RESTARTS = 4
#: Cayley (di)graphs routed when the traffic is invariant under every relabelling (J10).
AUTO_START_SYMMETRIC_LPS = 40

#: Relative gap under which ring generation's verified throughput counts as meeting a bound.
GENERATED_GAP = 1e-7
#: Most poly-circulants screened by the two-hop LP in (J10b) (about 5 ms each at n = 15).
AUTO_START_POLY_SCREENS = 500
#: Bi-circulants (J10d) scored by their hop-bytes, and how many of the best are routed.
AUTO_START_BI_SCREENS = 6000
AUTO_START_BI_LPS = 8
#: (J11) stage relaxation: the relative margin above the start it proves infeasible
#: (above HiGHS' feasibility tolerance, so a proof is not lost to it); its time is the
#: ``relaxation`` phase of :data:`topomilp.exact.timeplan.STAGE`.
STAGE_GAP = 1e-6
#: HiGHS options for (J11): branch on pseudo-costs from the first node (no strong
#: branching to make them reliable). Simplex hybrid n = 16, d = 6: 23 s against 41 s
#: (d = 3: 33 s either way); the proof only needs infeasibility, whichever the branching.
STAGE_HIGHS_OPTIONS = {"mip_pscost_minreliable": 0}
#: Most cyclic orders of a free group the HiGHS MILP lists; above, its rings are
#: generated (:meth:`JointTopology._milp_view`). Duplex ``hybrid`` n = 14 (7-member
#: stages, 720 orders): d = 4 proven in 19.6 s with generation against 54-57 s listed,
#: d = 6 in 18.8 s against 22 s.
MILP_LIST_LIMIT = 120
#: Most digits of a replica's key in (J9e) (base ``d + 1``: coefficients at most 7^6 at d = 6).
BLOCK_KEY_DIGITS = 6


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
      (J7), (J8) only. Both have the same optimum (document, "Textbook and strengthened model").
    """

    cluster: Cluster
    workload: Workload
    rings: Any = "any"
    fixed_links: Any = None
    mp_hop_limit: int | None = None
    chunks: int | None = None
    strengthen: bool = True

    name: ClassVar[str] = "joint_topology"
    sense: ClassVar[str] = "max"
    backends: ClassVar[tuple[str, ...]] = ("highs", "cbc", "cpsat")
    solution_class: ClassVar[type] = JointSolution

    def __post_init__(self) -> None:
        check_instance(self.cluster, self.workload)
        family = ring_family(self.workload, self.rings)
        object.__setattr__(self, "_family", family)
        object.__setattr__(self, "_cands", tuple(gr.candidates for gr in family))
        object.__setattr__(self, "_fixed", fixed_link_matrix(self.cluster, self.fixed_links))
        object.__setattr__(self, "mp_hop_limit", check_optional_int("mp_hop_limit", self.mp_hop_limit, 1))
        object.__setattr__(self, "chunks", check_optional_int("chunks", self.chunks, 1))
        if not isinstance(self.strengthen, (bool, np.bool_)):
            raise TopomilpInputError("strengthen", "must be True or False", self.strengthen)
        object.__setattr__(self, "strengthen", bool(self.strengthen))

    # ------------------------------------------------------------------ data
    @property
    def candidate_rings(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """Per group, the rings the model lists outright: the whole family when it is
        listed (``"strides"``, explicit lists, ``"any"`` up to 7 members), the starting
        columns of ring generation for a larger group under ``"any"`` (formulations/rings.md)."""
        return self._cands

    def _groups(self) -> list[int]:
        return [gi for gi, g in enumerate(self.workload.groups) if g.bytes_per_member > 0]

    def _generated(self) -> list[int]:
        """Groups with traffic whose rings are generated, not listed (``"any"``, more than
        7 members): the MILP holds the relaxation (R-6) of their ring mix."""
        return [gi for gi in self._groups() if self._family[gi].generated]

    def _allowed(self) -> list[Any]:
        """Per group: its candidate rings, or ``None`` where any cyclic order is allowed."""
        return [None if gr.free else gr.candidates for gr in self._family]

    def _free_rings(self) -> bool:
        """Every group's ring order is free (family ``"any"``): the groups are then invariant
        under any relabelling that maps their member sets onto each other."""
        return all(gr.free for gr in self._family)

    def _symmetry(self) -> int:
        """(J9)'s symmetry level; groups with free ring order over all nodes are invariant
        under every relabelling."""
        return symmetry_level(self.workload, self._fixed, free_rings=self._free_rings())

    def _chain(self) -> tuple[list[int], list[np.ndarray]]:
        """(J9c)'s chain ``T`` and its swap relabellings (:func:`~topomilp.exact.joint.bounds.stabiliser_chain`),
        used only when (J9a)/(J9b) do not apply (symmetry level 0); computed once."""
        got = self.__dict__.get("_chain_cache")
        if got is None:
            got = ([], []) if self._symmetry() or self._cycles() else stabiliser_chain(
                self.workload, self._fixed, free_rings=self._free_rings())
            object.__setattr__(self, "_chain_cache", got)
        return got

    def _cycles(self) -> list[list[int]]:
        """(J9d)'s cycles of permutation traffic (:func:`~topomilp.exact.joint.bounds.permutation_cycles`),
        each from its leader; ``[]`` for other traffic. (J9c) is not used with them."""
        got = self.__dict__.get("_cycles_cache")
        if got is None:
            got = [] if self._symmetry() else [cy for cy in permutation_cycles(self.workload, self._fixed)
                                               if len(cy) >= 3]
            object.__setattr__(self, "_cycles_cache", got)
        return got

    def _ring_spec(self) -> Any:
        """The family as :class:`~topomilp.exact.routing.RoutingProblem` takes it."""
        return "any" if self.rings is None else self.rings

    def _norm(self) -> float:
        return max([float(self.workload.mp.max(initial=0.0))]
                   + [self.workload.groups[gi].ring_bytes for gi in self._groups()])

    def _sent_received(self) -> tuple[np.ndarray, np.ndarray]:
        """Bytes each node sends / receives per iteration (any ring order: each member
        sends and receives ``ring_bytes`` of its group)."""
        mp = self.workload.mp
        sent, recv = mp.sum(axis=1).astype(float), mp.sum(axis=0).astype(float)
        for gi in self._groups():
            g = self.workload.groups[gi]
            for m in g.members:
                sent[m] += g.ring_bytes
                recv[m] += g.ring_bytes
        return sent, recv

    def _hop_bytes_bound(self) -> float:
        """A lower bound on the hop-bytes of one iteration (bytes x hops), (J6'): per
        source, the MP row against the Moore levels (:func:`~topomilp.exact.joint.bounds.moore_hop_bytes`:
        at most ``d`` destinations at one hop, ``d(d-1)`` (duplex) or ``d^2`` (simplex)
        at two, ...), the same per destination (columns), the larger of the two sums;
        every ring transfer takes >= 1 hop."""
        d, duplex, mp = self.cluster.d, self.cluster.duplex, self.workload.mp
        n = self.cluster.n
        by_src = sum(moore_hop_bytes(mp[s], d, duplex) for s in range(n))
        by_dst = sum(moore_hop_bytes(mp[:, t], d, duplex) for t in range(n))
        total = max(by_src, by_dst)
        for gi in self._groups():
            total += self.workload.groups[gi].total_bytes
        return total

    def throughput_upper_bound(self) -> float:
        """The valid bound of (J5)-(J6') in iterations per second: port bound
        ``lambda * sent_v <= d B`` (and received) and Moore hop bound
        ``lambda * hop_bytes <= n d B`` (whatever ``strengthen`` says: it is a bound on
        the optimum, not part of the model)."""
        B, d, n = self.cluster.link_bytes_per_s, self.cluster.d, self.cluster.n
        sent, recv = self._sent_received()
        cands = [d * B / float(max(sent.max(), recv.max()))]
        hb = self._hop_bytes_bound()
        if hb > 0:
            cands.append(n * d * B / hb)
        return min(cands)

    def cheap_bound(self) -> float:
        """The best upper bound on the throughput proven without a model, reported with
        every ``feasible`` / ``timeout`` / ``too_large`` result: the port bound (J5) and
        the ring-aware Moore bound (J6'') (:func:`~topomilp.exact.joint.bounds.throughput_bound`,
        formulations/joint_topology.md, "Answers at any size"); valid for any ring order,
        fixed links and hop limit."""
        from topomilp.exact.joint.bounds import throughput_bound

        c, w = self.cluster, self.workload
        groups = [(g.members, g.ring_bytes) for g in w.groups if g.bytes_per_member > 0]
        return min(throughput_bound(w.mp, groups, c.n, c.d, c.duplex, c.link_bytes_per_s),
                   self.throughput_upper_bound())

    # ------------------------------------------------------------------ solve
    def solve_strategy(self, options: SolveOptions, warm_start: Any) -> ExactResult:
        """The strongest method available (used by :func:`topomilp.exact.solve`). With
        ``backend="auto"``, an instance in the scope of
        :func:`~topomilp.exact.joint.enumeration.applies` (uniform all-to-all traffic, with
        or without AllReduce over all nodes in any ring order) is proven by
        :func:`~topomilp.exact.joint.enumeration.solve_uniform_by_enumeration` (``warm_start``,
        if given, is its incumbent); when that gives no proof, the method below runs for the
        rest of ``time_limit``, warm-started from the enumeration's best, and the
        enumeration's outcome is prefixed to ``message``.

        With backend ``auto`` or ``highs`` the rest runs on :meth:`_milp_view` (the rings
        of 7-member groups generated too). Groups whose rings are generated
        (``rings="any"``, more than 7 members, or 7 in that view) go through
        :meth:`_solve_generated` (formulations/rings.md, "Joint topology"); any other
        instance, or a named backend, runs that backend's model
        (:func:`~topomilp.exact.base.solve_model`)."""
        note, t0, searched = "", time.perf_counter(), False
        backend, time_limit = options.backend, options.time_limit
        if backend == "auto" and enumeration.applies(self):
            # auto_start runs below under simplex, inside the enumeration when it has no incumbent
            searched = not self.cluster.duplex or warm_start is None
            if self.cluster.duplex:
                seconds = max(DL.remaining(time_limit), MIN_SECONDS)
            else:                                            # the start first, with time to finish
                warm_start = self._best_start(warm_start, time_limit, SIMPLEX)
                seconds = SIMPLEX.seconds("enumeration", time_limit)
            res = enumeration.solve_uniform_by_enumeration(self, incumbent=warm_start, time_limit=seconds)
            if res.is_optimal:                              # wall_s: the whole call, start included
                return amend(res, wall_s=time.perf_counter() - t0)
            warm_start = res.solution if res.solution is not None else warm_start
            note = f"enumeration: {res.status} ({res.message})"
        highs = backend in ("auto", "highs")
        me = self._milp_view() if highs else self
        stage = me._stage_pairs() if highs else frozenset()
        if stage:                                                       # (J11) stage relaxation
            proof, warm_start, stage_note = me._stage_relaxation(stage, options, warm_start, searched)
            if proof is not None:
                return amend(proof, wall_s=time.perf_counter() - t0)
            searched = True
            note = f"{note}; {stage_note}" if note else stage_note
        rest = options.with_time_limit(max(DL.remaining(time_limit), MIN_SECONDS))
        if me._generated():
            out = me._solve_generated(rest, warm_start=warm_start, own_start=not searched)
        else:
            out = solve_model(me, rest, warm_start=warm_start)
        if not note:
            return out
        return amend(out, note=note, wall_s=time.perf_counter() - t0)      # the whole call, enumeration included

    def _milp_view(self) -> "JointTopology":
        """The problem as HiGHS solves it: with free ring order, groups with more than
        :data:`MILP_LIST_LIMIT` cyclic orders (7 members: 720) have their rings generated
        (rings.md (R-6)/(R-7)) rather than listed; the same problem otherwise (same
        optimum: both allow every cyclic order). ``self`` when nothing changes."""
        if not self.strengthen or not any(gr.free and gr.complete and math.factorial(len(gr.members) - 1)
                                          > MILP_LIST_LIMIT for gr in self._family):
            return self
        view = dataclasses.replace(self)
        family = ring_family(self.workload, self.rings, limit=MILP_LIST_LIMIT)
        object.__setattr__(view, "_family", family)
        object.__setattr__(view, "_cands", tuple(gr.candidates for gr in family))
        object.__setattr__(view, "_routing_family", self._family)     # the routing LP's, for the start screen
        return view

    def _stage_pairs(self) -> frozenset:
        """(J11) the link pairs inside the member set of one AllReduce group, when the
        stage relaxation applies: simplex links, the strengthened model, no fixed links,
        no MP hop limit, rings in any order (the bi-circulant start (J10d), which the
        proof needs at the optimum, needs them too) and at least two groups with traffic
        whose member sets are disjoint (the stages of ``hybrid``); else empty."""
        c = self.cluster
        if (c.duplex or not self.strengthen or self.mp_hop_limit is not None or not self._free_rings()
                or (self._fixed is not None and np.any(self._fixed))):
            return frozenset()
        sets = [frozenset(int(m) for m in self.workload.groups[gi].members) for gi in self._groups()]
        if len(sets) < 2 or sum(len(s) for s in sets) != len(frozenset().union(*sets)):
            return frozenset()
        return frozenset(p for p in link_pairs(c.n, c.duplex) if any(p[0] in s and p[1] in s for s in sets))

    def _blocks(self) -> list[tuple[int, ...]]:
        """(J9e)'s replicas (:func:`~topomilp.exact.joint.bounds.replica_blocks`) for the
        strengthened model at symmetry level 0 (where (J9a)/(J9b)/(J9d) do not apply: the
        order replaces (J9c)); ``[]`` otherwise; computed once."""
        got = self.__dict__.get("_blocks_cache")
        if got is None:
            got = [] if not self.strengthen or self._symmetry() or self._cycles() else replica_blocks(
                self.workload, self._fixed, free_rings=self._free_rings())
            object.__setattr__(self, "_blocks_cache", got)
        return got

    def _best_start(self, warm_start: Any, time_limit: float, plan: TimePlan,
                    search: bool = True, improve: bool = True) -> JointSolution | None:
        """The caller's ``warm_start`` (routed), or :meth:`auto_start` (run, if ``search``,
        in the ``start`` phase of ``plan``; its local search only if ``improve``) where it
        is strictly faster; ``None`` if neither."""
        given = self.start_solution(warm_start) if warm_start is not None else None
        if not search:
            return given
        with plan.phase("start", time_limit):
            own = self.auto_start(improve=improve)
        return own if own is not None and (given is None or own.throughput > given.throughput) else given

    def _stage_relaxation(self, stage: frozenset, options: SolveOptions, warm_start: Any,
                          searched: bool) -> tuple[ExactResult | None, JointSolution | None, str]:
        """(J11), for the pairs ``stage`` (:meth:`_stage_pairs`): the start (``warm_start``,
        and :meth:`auto_start` unless ``searched``), then the MILP with every link inside a
        stage continuous and ``lambda`` at least
        :data:`STAGE_GAP` above the start's. That model is a relaxation of the MILP (the
        cutoff aside), so if HiGHS proves it infeasible no topology beats the start by more
        than :data:`STAGE_GAP`: returns ``(optimal result, start, "")``. Otherwise
        ``(None, start, note)`` and the caller goes on from the start."""
        t0, time_limit = time.perf_counter(), options.time_limit
        # the local search (J10) runs only if the relaxation gives no proof: on simplex
        # hybrid it improved no bi-circulant start, and took 5-10 s of the 60 at n = 16
        start = self._best_start(warm_start, time_limit, STAGE, search=not searched, improve=False)
        if start is None:
            return None, None, "stage relaxation (J11): no start"
        try:
            with STAGE.phase("relaxation", time_limit):
                built = self._build_pulp(relax=stage, blocks=self._blocks())
                lam = built.prob.variablesDict()["lam"]
                lam0 = start.throughput * self._norm() / self.cluster.link_bytes_per_s
                built.prob += lam >= lam0 * (1 + STAGE_GAP), "stage_cutoff"
                ran = run_highs(built.prob, DL.remaining(time_limit), options, STAGE_HIGHS_OPTIONS)
                status, msg = ran.status, ran.message
        except DL.DeadlineExpired:
            status, msg = "timeout", "time limit reached while building the relaxation"
        except BackendUnavailableError as exc:          # backend "auto" without highspy: the MILP path decides
            status, msg = "error", str(exc)
        if status != "infeasible":
            if not searched:
                with STAGE.phase("local search", time_limit):
                    start = self._local_search(start, self.throughput_upper_bound())
            return None, start, f"stage relaxation (J11): {status} ({msg})"
        log.info("joint_topology: the stage relaxation (J11) proves the start optimal")
        answer = Answer(Status.OPTIMAL, bound=self.verify(start) * (1 + STAGE_GAP), solution=start,
                        message=f"proven by the stage relaxation (J11): no topology beats the start by more than "
                                f"{STAGE_GAP:g}")
        return (finish(self, answer, backend="highs", version=backend_version("highs"),
                       wall_s=time.perf_counter() - t0), start, "")

    def _block_keys(self, blocks: Sequence[tuple[int, ...]], anchored: bool
                    ) -> list[tuple[tuple[int, ...], list[tuple[tuple[int, int], int]]]]:
        """(J9e) the blocks put in key order, each with its key as ``(pair, weight)`` terms
        (``key = sum weight * x_pair``): all blocks, or anchored (J9e') with node 0 in the
        first block, the others (node 0's block stays where it is). The key's digits, in
        base ``d + 1`` (at most :data:`BLOCK_KEY_DIGITS` of them): the block's links
        between consecutive stages (both ways), then each node's links to and from other
        stages; anchored, a last digit: node 0's link to the block's node of node 0's
        stage. Under duplex the "to" and "from" digits coincide, which keeps the key valid
        (any function of the links that the block permutations carry along is)."""
        c = self.cluster
        stage_of = {u: s for blk in blocks for s, u in enumerate(blk)}
        anchor = anchored and bool(blocks) and 0 in blocks[0]

        def cross(u: int, out: bool) -> list[tuple[int, int]]:
            return [pair_of(u, v, c.duplex) if out else pair_of(v, u, c.duplex)
                    for v in range(c.n) if v != u and stage_of.get(v) != stage_of[u]]

        out = []
        for block in blocks[1:] if anchor else blocks:
            digits = [[pair_of(u, v, c.duplex)] for u, v in zip(block, block[1:])]
            digits += [[pair_of(v, u, c.duplex)] for u, v in zip(block, block[1:])]
            for u in block:
                digits += [cross(u, True), cross(u, False)]
            digits = digits[:BLOCK_KEY_DIGITS]
            if anchor:
                digits.append([pair_of(0, block[stage_of[0]], c.duplex)])
            out.append((block, [(p, (c.d + 1) ** (len(digits) - 1 - k)) for k, dg in enumerate(digits)
                                for p in dg]))
        return out

    def _solve_generated(self, options: SolveOptions, *, warm_start: Any, own_start: bool = True) -> ExactResult:
        """rings.md (R-7): a start (the better of ``warm_start`` and :meth:`auto_start`, which
        ``own_start=False`` skips: ``warm_start`` already holds its result), every topology
        routed exactly by ring generation; if it meets the bound (J5)/(J6') it is optimal
        by that bound and no MILP runs. Otherwise the MILP with the relaxed ring mix (R-6)
        runs warm-started; its topology is routed exactly, the better of it and the start
        is returned, and the bound is the smaller of (J5)/(J6') and the MILP's. The status
        is ``optimal`` only when the verified throughput meets that bound."""
        t0, time_limit = time.perf_counter(), options.time_limit
        ub = self.throughput_upper_bound()
        start = self._best_start(warm_start, time_limit, GENERATED, search=own_start)   # the MILP gets the rest
        if start is not None and start.throughput >= ub * (1 - GENERATED_GAP):
            log.info("joint_topology: the start meets the bound (J5)/(J6'): optimal")
            answer = Answer(Status.OPTIMAL, bound=ub, solution=start,
                            message="proven by the bound (J5)/(J6'), which the start meets; rings by ring "
                                    "generation (formulations/rings.md)")
            return finish(self, answer, backend="highs", version=backend_version("highs"),
                          wall_s=time.perf_counter() - t0)
        res = solve_model(self, options.with_time_limit(GENERATED.seconds("milp", time_limit)), warm_start=start)
        best = start
        if res.solution is not None and (best is None or res.solution.throughput > best.throughput):
            best = res.solution
        bound = ub if res.bound is None else min(ub, res.bound)
        note = f"relaxed ring mix (R-6) in the MILP ({res.status}); topologies routed by ring generation"
        if best is None:
            answer = Answer(res.status, bound=bound, message=res.message, discretisation=res.discretisation)
        else:       # optimal only when the verified throughput meets the bound
            answer = Answer(Status.FEASIBLE, bound=bound, solution=best,
                            message=f"{note}; {res.message}" if res.message else note,
                            discretisation=res.discretisation)
        return finish(self, answer, backend=res.backend, version=res.backend_version, estimate=res.estimate,
                      rtol=GENERATED_GAP, optimal_within=GENERATED_GAP, wall_s=time.perf_counter() - t0)

    # ------------------------------------------------------------------ MILP
    def build_pulp(self) -> PulpModel:
        return self._build_pulp(blocks=self._blocks())

    def _build_pulp(self, relax: frozenset = frozenset(), blocks: Sequence[tuple[int, ...]] = ()) -> PulpModel:
        """The MILP; the link variables of the pairs in ``relax`` are continuous (J11); with
        ``blocks`` (:meth:`_blocks`), their order (J9e) instead of the chain (J9c) (a warm
        start is relabelled to keep it): anchored on node 0's links in the MILP, not in
        (J11), where those links (inside a stage) are continuous."""
        anchored = not relax
        import pulp

        # --- data
        c, w = self.cluster, self.workload
        n, d, B = c.n, c.d, c.link_bytes_per_s
        norm = self._norm()
        mp = w.mp / norm
        pairs = link_pairs(n, c.duplex)
        arcs = [(i, j) for i in range(n) for j in range(n) if i != j]
        groups = self._groups()
        fixed = self._fixed
        prob = pulp.LpProblem("joint_topology", pulp.LpMaximize)
        b = Builder("pulp", prob, pulp)

        # --- variables
        x = {p: b.var(f"x_{p[0]}_{p[1]}", int(fixed[p]) if fixed is not None else 0, d, p not in relax)
             for p in pairs}
        lam = b.var("lam", 0)
        gen = self._generated()
        listed = [gi for gi in groups if gi not in gen]
        y = {gi: [b.var(f"y_{gi}_{r}", 0) for r in range(len(self._cands[gi]))] for gi in listed}
        Y = {gi: {(u, v): b.var(f"Y_{gi}_{u}_{v}", 0) for u in self._family[gi].members
                  for v in self._family[gi].members if u != v} for gi in gen}

        # --- constraints
        add_degree_constraints(b, x, n, d, c.duplex)                    # (J1) degree
        for gi in listed:                                               # (J2) ring shares
            b.add(b.sum(y[gi]) == lam, f"share_{gi}")
        for gi in gen:                                                  # rings.md relaxed ring mix
            add_ring_relaxation(b, Y[gi], self._family[gi].members, lam, f"ring{gi}")
        mp_sinks: dict[int, dict[int, Any]] = defaultdict(dict)
        for s, t in np.argwhere(mp > 0):
            mp_sinks[int(s)][int(t)] = float(mp[s, t]) * lam
        ar_sinks: dict[int, dict[int, Any]] = defaultdict(dict)
        for gi in listed:
            rb = w.groups[gi].ring_bytes / norm
            for r, order in enumerate(self._cands[gi]):
                for u, v in ring_pairs(order):
                    ar_sinks[u][v] = ar_sinks[u].get(v, 0) + rb * y[gi][r]
        for gi in gen:
            rb = w.groups[gi].ring_bytes / norm
            for (u, v), var in Y[gi].items():
                ar_sinks[u][v] = ar_sinks[u].get(v, 0) + rb * var
        families = []                                                   # (J3) conservation
        if self.mp_hop_limit is None:
            both: dict[int, dict[int, Any]] = defaultdict(dict)
            for sk in (mp_sinks, ar_sinks):
                for s, row in sk.items():
                    for t, e in row.items():
                        both[s][t] = both[s][t] + e if t in both[s] else e
            families.append(("all", add_flows(b, "s", n, arcs, {s: (s, r) for s, r in sorted(both.items())},
                                              None, None, False)))
        else:                                                           # (J3') hop-limited MP
            families.append(("mp", add_flows(b, "m", n, arcs, {s: (s, r) for s, r in sorted(mp_sinks.items())},
                                             self.mp_hop_limit, None, False)))
            if ar_sinks:
                families.append(("ar", add_flows(b, "r", n, arcs, {s: (s, r) for s, r in sorted(ar_sinks.items())},
                                                 None, None, False)))
        flows = [fam.arc_flow(b, s) for _, fam in families for s in fam.source]
        for i, j in arcs:                                               # (J4) capacity
            b.add(b.sum([f[(i, j)] for f in flows]) <= x[pair_of(i, j, c.duplex)], f"cap_{i}_{j}")
        if self.strengthen:
            sent, recv = self._sent_received()                          # (J5) port bound
            b.add(lam * float(max(sent.max(), recv.max())) / norm <= d, "port_bound")
            hb = self._hop_bytes_bound() / norm                         # (J6') Moore hop bound
            if hb > 0:
                b.add(lam * hb <= n * d, "hop_bound")
            sym = self._symmetry()                                      # (J9) symmetry breaking
            if sym >= 1:                                                # (J9a) row 0 non-increasing
                for j in range(1, n - 1):
                    b.add(x[pair_of(0, j, c.duplex)] >= x[pair_of(0, j + 1, c.duplex)], "sym0")
            if sym >= 2:                                                # (J9b) row 1 on d+1..n-1
                for j in range(d + 1, n - 1):
                    b.add(x[pair_of(1, j, c.duplex)] >= x[pair_of(1, j + 1, c.duplex)], "sym1")
            chain = [] if blocks else self._chain()[0]                  # (J9c) row 0 on a swappable set
            for t, u in zip(chain, chain[1:]):
                b.add(x[pair_of(0, t, c.duplex)] >= x[pair_of(0, u, c.duplex)], "symc")
            keys = [b.sum([wt * x[p] for p, wt in weights]) for _, weights in self._block_keys(blocks, anchored)]
            for k, (hi, lo) in enumerate(zip(keys, keys[1:])):          # (J9e), anchored (J9e')
                b.add(hi >= lo, f"block_{k}")
            for cy in self._cycles():                                   # (J9d) leader's link is a cycle's largest
                lead = x[pair_of(cy[0], cy[1], c.duplex)]
                for k in range(1, len(cy)):
                    b.add(lead >= x[pair_of(cy[k], cy[(k + 1) % len(cy)], c.duplex)], "symd")

        # (J8) positivity: if any topology carries the traffic, putting every demand on one
        # path loads an arc with at most all the traffic, so lambda* >= 1 / total; without
        # it, lambda = 0 would be "optimal" for traffic no topology can carry.
        total = (float(w.mp.sum()) + sum(w.groups[gi].total_bytes for gi in groups)) / norm
        b.add(lam * total >= 1, "positive")

        # --- objective (J7): lambda in iterations per second = lam * B / norm
        prob += lam

        def decode() -> JointSolution:
            links = self._links_from({p: pulp_value(v) for p, v in x.items()})
            if gen:                      # is a relaxation: route the topology exactly (R-3)-(R-5)
                return self.start_solution(links)
            lam_v = pulp_value(lam)
            shares = [[pulp_value(v) for v in y.get(gi, [])] for gi in range(len(w.groups))]
            if lam_v <= 1e-9:
                return self._fallback(links, shares)
            paths = {name: defaultdict(list) for name, _ in families}
            linked = {(int(i), int(j)) for i, j in np.argwhere(links.links > 0)}
            for name, fam in families:
                for s in fam.source:
                    for t, pl in fam.decode(pulp_value, s, tol=V.FLOW_TOL * max(1.0, lam_v),
                                            allowed=linked).items():
                        paths[name][(s, t)].extend(pl)
            return self._solution(links, shares, paths)

        def set_start(start: Any) -> None:
            sol = self._symmetric_start(self.start_solution(start), blocks, anchored)
            lam0 = sol.throughput * norm / B
            for p, v in x.items():
                v.setInitialValue(int(sol.topology.links[p]))
            lam.setInitialValue(lam0)
            shares = self._shares_of(sol.plan)
            for gi in listed:
                for v, sh in zip(y[gi], shares[gi]):
                    v.setInitialValue(sh * lam0)
            for gi in gen:
                succ = ring_successor_shares(sol.plan.rings[gi])
                for uv, v in Y[gi].items():
                    v.setInitialValue(succ.get(uv, 0.0) * lam0)
            ar, mpb = transfer_matrices(w, sol.plan)
            values: dict[int, float] = {}
            for name, fam in families:
                for s in fam.source:
                    for t in range(n):
                        for dem, routing, kind in ((ar, sol.ar_routing, "ar"), (mpb, sol.mp_routing, "mp")):
                            if dem[s, t] > 0 and name in ("all", kind):
                                amt = lam0 * dem[s, t] / norm
                                start_values(fam, s, [(p, amt * fr) for p, fr in routing.paths(s, t)], values)
            for _, fam in families:
                for key in fam.f:
                    for var in list(fam.f[key].values()) + list(fam.term.get(key, {}).values()):
                        var.setInitialValue(values.get(id(var), 0.0))

        start = self.auto_start if self.strengthen else None            # (J10) warm start
        return PulpModel(prob, decode, set_start, "", start=start, objective_scale=norm / B)

    # ------------------------------------------------------------------ CP-SAT
    def build_cpsat(self) -> CpsatModel:
        from ortools.sat.python import cp_model

        if self._generated():
            raise TopomilpInputError("backend", "cpsat lists every ring of a group; rings='any' on a group of more "
                                     "than 7 members needs backend 'auto', 'highs' or 'cbc' (ring generation), "
                                     "or rings='strides' / explicit rings", "cpsat")
        # --- data
        c, w = self.cluster, self.workload
        n, d, B = c.n, c.d, c.link_bytes_per_s
        K = self.chunks or 1
        pairs = link_pairs(n, c.duplex)
        arcs = [(i, j) for i in range(n) for j in range(n) if i != j]
        groups = self._groups()
        fixed = self._fixed
        comms = []                                   # (kind, s, t, bytes per chunk, group)
        for s, t in np.argwhere(w.mp > 0):
            comms.append(("mp", int(s), int(t), float(w.mp[s, t]) / K, None))
        for gi in groups:
            pairs_g = sorted({p for o in self._cands[gi] for p in ring_pairs(o)})
            comms += [("ar", u, v, w.groups[gi].ring_bytes / K, gi) for u, v in pairs_g]
        wt, unit, exact = integer_weights([cm[3] for cm in comms])
        wt, unit = lcm_scaled(wt, unit, range(1, d + 1))       # load / x_p exact for x_p = 1..d
        model = cp_model.CpModel()
        b = Builder("cpsat", model, cp_model)
        t_ub = sum(wt) * K
        sent, recv = self._sent_received()
        slack = 1e-9 if exact else 1e-6          # rounded weights: keep the bounds below the rounded model's
        t_lb = max(1, math.ceil(float(max(sent.max(), recv.max())) / unit / d * (1 - slack) - 1e-9),  # (C6)
                   math.ceil(self._hop_bytes_bound() / unit / (n * d) * (1 - slack) - 1e-9))        # (C7)
        scale = min(10**7 * t_ub, 2**62)                     # lam = scale // T, error < t_ub / scale

        # --- variables
        x = {p: b.var(f"x_{p[0]}_{p[1]}", int(fixed[p]) if fixed is not None else 0, d, True) for p in pairs}
        xk = {p: [model.NewBoolVar(f"x_{p[0]}_{p[1]}_is_{k}") for k in range(d + 1)] for p in pairs}
        z = {gi: [b.var(f"z_{gi}_{r}", 0, K, True) for r in range(len(self._cands[gi]))] for gi in groups}
        T = model.NewIntVar(min(t_lb, t_ub), t_ub, "T")
        lam = model.NewIntVar(0, scale, "lam")

        # --- constraints
        for p in pairs:                                                 # x_p = k <=> xk[p][k]
            model.AddExactlyOne(xk[p])
            model.Add(x[p] == sum(k * xk[p][k] for k in range(d + 1)))
        add_degree_constraints(b, x, n, d, c.duplex)                    # (C1) degree
        for gi in groups:                                               # (C2) K ring chunks
            model.Add(sum(z[gi]) == K)
        mp_c, ar_c = {}, {}
        for idx, (kind, s, t, _, gi) in enumerate(comms):
            if kind == "mp":
                mp_c[idx] = (s, {t: K})
            else:
                cnt = sum(z[gi][r] for r, o in enumerate(self._cands[gi]) if (s, t) in ring_pairs(o))
                ar_c[idx] = (s, {t: cnt})
        fams = [add_flows(b, "m", n, arcs, mp_c, self.mp_hop_limit, K, True)]   # (C3) conservation
        if ar_c:
            fams.append(add_flows(b, "r", n, arcs, ar_c, None, K, True))
        flows = {idx: fam.arc_flow(b, idx) for fam in fams for idx in fam.source}
        for i, j in arcs:                                               # (C4) capacity
            load = sum(wt[idx] * flows[idx][(i, j)] for idx in flows)
            p = pair_of(i, j, c.duplex)
            for k in range(d + 1):
                model.Add(load <= k * T).OnlyEnforceIf(xk[p][k])
        model.AddDivisionEquality(lam, scale, T)                        # (C5) lam = scale // T

        # --- objective (C8): maximise lam (= throughput up to scale)
        model.Maximize(lam)
        disc = (f"integral chunks: each demand (and each group's ring volume) split into {K} equal "
                f"chunk(s), each on one path; throughput = floor({scale} / T) "
                f"(relative error < {t_ub / scale:.1g})"
                + ("" if exact else "; chunk sizes rounded to multiples of 1e-8 of the largest "
                   "(at least one unit each); "
                   "the optimum is for the rounded sizes, the objective is recomputed exactly"))

        def decode(solver: Any) -> JointSolution:
            val = cpsat_value(solver)
            links = self._links_from({p: val(v) for p, v in x.items()})
            shares = [[val(v) / K for v in z.get(gi, [])] for gi in range(len(w.groups))]
            paths = {"ar": defaultdict(list), "mp": defaultdict(list)}
            for fam in fams:
                for idx in fam.source:
                    kind, s, t, per_chunk, _ = comms[idx]
                    for tt, pl in fam.decode(val, idx, tol=1e-6).items():
                        paths[kind][(s, tt)] += [(p, round(a) * per_chunk) for p, a in pl]
            return self._solution(links, shares, paths)

        def add_hint(start: Any) -> None:
            sol = self.start_solution(start)
            for p, v in x.items():
                model.AddHint(v, int(sol.topology.links[p]))
                for k in range(d + 1):
                    model.AddHint(xk[p][k], int(sol.topology.links[p]) == k)
            shares = self._shares_of(sol.plan)
            counts = {gi: split_chunks(shares[gi], K) for gi in groups}
            for gi in groups:
                for v, k in zip(z[gi], counts[gi]):
                    model.AddHint(v, k)
            values: dict[int, float] = {}
            for fam in fams:
                for idx in fam.source:
                    kind, s, t, _, gi = comms[idx]
                    routing = sol.mp_routing if kind == "mp" else sol.ar_routing
                    cnt = K if gi is None else sum(counts[gi][r] for r, o in enumerate(self._cands[gi])
                                                   if (s, t) in ring_pairs(o))
                    pl = routing.paths(s, t) if cnt else []
                    split = split_chunks([fr for _, fr in pl], cnt) if pl else []
                    start_values(fam, idx, [(p, k) for (p, _), k in zip(pl, split) if k], values)
            for fam in fams:
                for key in fam.f:
                    for var in list(fam.f[key].values()) + list(fam.term.get(key, {}).values()):
                        model.AddHint(var, int(round(values.get(id(var), 0.0))))

        return CpsatModel(model, decode, add_hint, objective_scale=scale * unit / B, discretisation=disc)

    # ------------------------------------------------------------------ helpers
    def _links_from(self, xval: dict[tuple[int, int], float]) -> Topology:
        return links_from_values(xval, self.cluster.n, self.cluster.link_model, "joint_topology")

    def _shares_of(self, plan: AllReducePlan | None) -> list[list[float]]:
        """Candidate-ring shares (fractions) of a plan; rings outside the candidate set
        are ignored (their share is spread evenly)."""
        out = []
        for gi, g in enumerate(self.workload.groups):
            sh = [0.0] * len(self._cands[gi])
            if plan is not None and gi < len(plan.rings):
                for r in plan.rings[gi]:
                    cr = canonical_ring(r.order, g.members[0]) if set(r.order) == set(g.members) else None
                    if cr in self._cands[gi]:
                        sh[self._cands[gi].index(cr)] += r.share
            tot = sum(sh)
            out.append([x / tot for x in sh] if tot > 0 else [1.0 / len(sh)] * len(sh))
        return out

    def _solution(self, links: Topology, shares: Sequence[Sequence[float]], paths: dict) -> JointSolution:
        plan = plan_from_shares(self.workload, self._cands, shares)
        ar, mp = transfer_matrices(self.workload, plan)
        n = self.cluster.n
        if "all" in paths:
            ar_routing = mp_routing = V.paths_to_routing(n, fill_missing(paths["all"], ar + mp, links), ar + mp)
        else:
            ar_routing = V.paths_to_routing(n, fill_missing(paths.get("ar", {}), ar, links), ar)
            mp_routing = V.paths_to_routing(n, fill_missing(paths.get("mp", {}), mp, links), mp)
        ev = V.evaluate_routing(links, self.cluster, [(ar, ar_routing), (mp, mp_routing)])
        return JointSolution(links, plan if self.workload.groups else None, ar_routing, mp_routing,
                             ev.time_s, math.inf if ev.time_s == 0 else 1.0 / ev.time_s)

    def _fallback(self, links: Topology, shares: Sequence[Sequence[float]]) -> JointSolution:
        """An incumbent with lambda = 0 carries no flow: route it by shortest paths."""
        try:
            sp = ShortestPathRouting(links)
            plan = plan_from_shares(self.workload, self._cands, shares)
            ar, mp = transfer_matrices(self.workload, plan)
            ev = V.evaluate_routing(links, self.cluster, [(ar, sp), (mp, sp)])
        except TopomilpInputError as exc:
            raise VerificationError(f"incumbent with zero throughput on an unusable topology: {exc}") from None
        pr_ar, pr_mp = sp.to_path_routing(ar), sp.to_path_routing(mp)
        return JointSolution(links, plan if self.workload.groups else None, pr_ar, pr_mp, ev.time_s, 1.0 / ev.time_s)

    def start_solution(self, start: Any) -> JointSolution:
        """A full warm start from a JointSolution, a Topology, or anything with a
        ``.topology`` (e.g. a heuristic's result): the topology is routed by the exact
        routing LP (ring shares over the candidate rings), or by shortest paths when an
        MP hop limit applies."""
        if isinstance(start, JointSolution):
            return start
        topo = start if isinstance(start, Topology) else getattr(start, "topology", None)
        if not isinstance(topo, Topology):
            raise TopomilpInputError("warm_start", "must be a JointSolution, a Topology or have a .topology", start)
        if not topo.meets_degree(self.cluster):
            raise TopomilpInputError("warm_start", "topology must use exactly d ports per node",
                                     topo.degree_violations(self.cluster))
        if self.mp_hop_limit is None:
            prob = RoutingProblem(topo, self.cluster, self.workload, allreduce="mutable", rings=self._ring_spec())
            res = solve(prob, backend="highs", time_limit=START_LP_SECONDS)
            if isinstance(res.solution, RoutingSolution):
                s = res.solution
                return JointSolution(topo, s.plan, s.routing, s.routing, s.time_s, s.throughput)
        # no LP answer (an MP hop limit, or the time ran out): shortest paths over the
        # listed rings (for a generated group its stride rings, which "any" allows)
        shares = [[1.0 / len(cs)] * len(cs) for cs in self._cands]
        return self._fallback(topo, shares)

    _start_solution = start_solution        # the name the tests use

    def auto_start(self, candidates: int | None = None, improve: bool = True) -> JointSolution | None:
        """The model's own warm start (J10), from topologies with much symmetry:

        * traffic invariant under every relabelling (symmetry level 2): Cayley (di)graphs
          of the groups ``Z_m x| Z_k`` of order ``n`` (:func:`~topomilp.exact.joint.starts.cayley_link_matrices`,
          circulants included), ranked by their total hop distance (vertex-transitive: one
          breadth-first search each), the ``candidates`` best (default
          :data:`AUTO_START_SYMMETRIC_LPS`) routed by the exact routing LP; under
          simplex, when none meets the bound, the Moore-profile poly-circulants
          (:meth:`_polycirculant_start`, (J10b));
        * any other traffic: circulants ranked by their hop-bytes with shortest paths (the
          best candidate ring per group), the ``candidates`` best (default
          :data:`AUTO_START_LPS`) routed by the routing LP; traffic invariant under ``u -> u + 2``
          (:func:`~topomilp.exact.joint.bounds.rotation_relabelling`; with AllReduce groups
          in any labelling, e.g. ``hybrid`` in any node layout) first routes the
          :data:`AUTO_START_BI_LPS` best bi-circulants of that labelling
          (:meth:`_bicirculant_candidates`, (J10d)).

        Unless it already meets :meth:`throughput_upper_bound` (the MILP then proves it
        optimal at the root), the best start is improved by at most :data:`AUTO_START_RESTARTS`
        local searches of :data:`AUTO_START_SWAPS` seeded random link swaps each
        (:meth:`_improve_start`), stopping at the first that improves nothing
        (:meth:`_local_search`; skipped with ``improve=False``).
        Returns the best routed start, or ``None``
        with fixed links, an MP hop limit, or no connected candidate. A start only speeds
        the search up: the MILP's optimum and its proof do not depend on it. Every loop
        stops at the enclosing solve's deadline (:mod:`topomilp.exact.deadline`) with the
        best start so far."""
        c = self.cluster
        if self._fixed is not None or self.mp_hop_limit is not None:
            return None
        w = self.workload
        sym = self._symmetry()
        scored: list[tuple[float, str, np.ndarray]] = []
        if sym == 2:
            seen = set()
            for name, m in cayley_link_matrices(c.n, c.d, c.link_model):
                if DL.expired():                         # the solve's time limit covers the start
                    break
                dist = hop_distances(m, 0)
                if not np.all(np.isfinite(dist)):
                    continue
                key = (float(dist.sum()), tuple(sorted((m @ m)[0].tolist())), tuple(sorted(m[0].tolist())))
                if key not in seen:                      # a cheap invariant: drop likely repeats
                    seen.add(key)
                    scored.append((key[0], name, m))
            limit = AUTO_START_SYMMETRIC_LPS if candidates is None else candidates
            ring = coprime_ring_circulant(c.n, c.d, c.link_model) if self._groups() else None
            if ring is not None:                         # (J10c) arc-disjoint Hamiltonian rings first
                scored.append((-math.inf, f"circulant{ring[0]}", ring[1]))
        else:
            for strides, m in circulant_link_matrices(c.n, c.d, c.link_model):
                if DL.expired():
                    break
                dist = hop_distances(m)
                if not np.all(np.isfinite(dist)):
                    continue
                hb = float((w.mp * dist).sum())
                for gi, (src, dst) in zip(self._groups(), self._ring_arrays()):
                    hb += w.groups[gi].ring_bytes * float(dist[src, dst].sum(axis=1).min())
                scored.append((hb, f"circulant{strides}", m))
            limit = AUTO_START_LPS if candidates is None else candidates
        scored.sort(key=lambda z: z[0])
        ub = self.throughput_upper_bound()
        best: JointSolution | None = None
        routed = scored[:limit]
        # (J10d) a labelling where the traffic is invariant under u -> u + 2; searched for
        # only with AllReduce groups (without: 1-5 s more on permutation, no better start)
        relabel = None if sym == 2 else rotation_relabelling(w, self._fixed, self._free_rings(),
                                                             search=bool(self._groups()))
        if relabel is not None:               # bi-circulants first
            routed = self._bicirculant_candidates(relabel)[:AUTO_START_BI_LPS] + routed
        for _, name, m in routed:
            best = self._better_start(best, name, m)
            if DL.expired() or (best is not None and best.throughput >= ub * (1 - 1e-9)):
                break
        if sym == 2 and not c.duplex and (best is None or best.throughput < ub * (1 - 1e-9)) and not DL.expired():
            best = self._polycirculant_start(best, ub)
        if best is not None and improve:
            best = self._local_search(best, ub)
        if best is not None:
            log.info("joint_topology warm start: %s, throughput %.6g (bound %.6g)", best.topology.name,
                     best.throughput, ub)
        return best

    def _ring_arrays(self) -> list[tuple[np.ndarray, np.ndarray]]:
        """Per group with traffic, its candidate rings' transfers as two arrays ``(src,
        dst)`` of shape (rings, transfers), so that ``dist[src, dst].sum(axis=1)`` is every
        ring's hop count at once (the circulant screen of (J10); 720 rings of 7 members per
        group at n = 14 took 12 s as a Python loop); computed once."""
        got = self.__dict__.get("_ring_arrays_cache")
        if got is None:
            got = []
            for gi in self._groups():
                tr = np.array([ring_pairs(o) for o in self._cands[gi]], dtype=np.int64).reshape(
                    len(self._cands[gi]), -1, 2)
                got.append((tr[:, :, 0], tr[:, :, 1]))
            object.__setattr__(self, "_ring_arrays_cache", got)
        return got

    def _local_search(self, best: JointSolution, ub: float) -> JointSolution:
        """(J10) at most :data:`AUTO_START_RESTARTS` runs of :meth:`_improve_start` from
        ``best``, stopping at the first that improves nothing, at the bound ``ub`` or at
        the deadline."""
        first = best
        for seed in range(AUTO_START_RESTARTS):
            if DL.expired() or best.throughput >= ub * (1 - 1e-9):
                break
            cand = self._improve_start(first, ub, AUTO_START_SWAPS, seed)
            if cand.throughput <= best.throughput * (1 + 1e-9):
                break                                    # a run that found nothing: the MILP gets the time
            best = cand
        return best

    def _bicirculant_candidates(self, relabel: np.ndarray | None = None
                                ) -> list[tuple[tuple[float, float], str, np.ndarray]]:
        """(J10d) bi-circulants (:func:`~topomilp.exact.joint.starts.bicirculant_link_matrices`)
        for traffic invariant under ``u -> u + 2`` after the relabelling ``relabel``
        (``relabel[u]`` the new label of ``u``; default the identity): scored in the new
        labels, returned in the cluster's own. Best first by a lower bound on their
        hop-bytes: MP bytes times hop distance, plus for each AllReduce group its ring
        bytes times, per member, the distance to its nearest other member (whatever the
        ring order); ties by the total distance inside the groups. A bi-circulant looks
        the same from every node of an orbit, so the distances from nodes 0 and 1 give all
        of them. At most :data:`AUTO_START_BI_SCREENS` scored, until the deadline."""
        c, w = self.cluster, self.workload
        n = c.n
        perm = np.arange(n) if relabel is None else np.asarray(relabel, dtype=int)
        identity = bool(np.array_equal(perm, np.arange(n)))
        inv = np.argsort(perm)
        mp = w.mp[np.ix_(inv, inv)]                           # the traffic in the new labels
        u = np.arange(n)[:, None]
        shift = (np.arange(n)[None, :] - u + u % 2) % n      # dist(u, t) = dist(u % 2, t - u + u % 2)
        members = [np.array(sorted(set(int(perm[m]) for m in w.groups[gi].members))) for gi in self._groups()]
        ring_bytes = [w.groups[gi].ring_bytes for gi in self._groups()]
        out = []
        for name, m in bicirculant_link_matrices(n, c.d, c.link_model, limit=AUTO_START_BI_SCREENS):
            if DL.expired():
                break
            rows = hop_distances(m, [0, 1])
            if not np.all(np.isfinite(rows)):
                continue
            dist = rows[u % 2, shift]
            hb = float((mp * dist).sum())
            spread = 0.0
            for mem, rb in zip(members, ring_bytes):
                sub = dist[np.ix_(mem, mem)] + np.diag(np.full(len(mem), np.inf))
                hb += rb * float(sub.min(axis=1).sum())
                spread += float(sub[np.isfinite(sub)].sum())
            cross = int(m[0, 1::2].sum())
            out.append(((cross, hb, spread), name if identity else f"{name} relabelled", m))
        out.sort(key=lambda z: z[0])
        # fewest cross ports first; among them the best of each cross pattern (T, U), then
        # the rest by score (the hop-bytes alone favour a partner link both ways, which under
        # simplex wastes most of the back arc)
        firsts: dict[bytes, int] = {}
        for k, (_, _, m) in enumerate(out):            # (T, U): node 0's and node 1's cross arcs
            firsts.setdefault(m[0, 1::2].tobytes() + m[1, 0::2].tobytes(), k)
        lead = sorted(firsts.values())
        chosen = set(lead)
        ranked = [out[k] for k in lead] + [z for k, z in enumerate(out) if k not in chosen]
        return [(key, name, m[np.ix_(perm, perm)]) for key, name, m in ranked]     # back to the cluster's labels

    def _screen_throughput(self, m: np.ndarray) -> float | None:
        """The throughput of the topology ``m`` with exact routing, from the routing LP
        (R-3) solved by :func:`~topomilp.exact.rings.route_with_ring_generation` straight
        in HiGHS (about 0.05 s at n = 14 against 0.47 s for the PuLP routing model, which
        the start then needs only for a topology that improves on the best); ``None``
        with an MP hop limit, with rings the routing LP generates (the full routing runs the
        same column generation: nothing to save) or when the LP stops early (the caller
        then routes in full). The rings are the routing LP's own (the problem's family,
        which :meth:`_milp_view` keeps for its view)."""
        family = self.__dict__.get("_routing_family", self._family)
        if self.mp_hop_limit is not None or any(gr.generated for gr in family):
            return None
        norm, w = self._norm(), self.workload
        ring_bytes = [g.ring_bytes / norm if g.bytes_per_member > 0 else 0.0 for g in w.groups]
        try:
            gen = route_with_ring_generation(m, w.mp / norm, family, ring_bytes)
        except TopomilpInputError:
            return None
        return gen.throughput * self.cluster.link_bytes_per_s / norm

    def _beats(self, best: JointSolution | None, m: np.ndarray) -> bool:
        """Whether the topology ``m`` may beat ``best`` (:meth:`_screen_throughput`)."""
        if best is None:
            return True
        q = self._screen_throughput(m)
        return q is None or q > best.throughput * (1 + 1e-9)

    def _better_start(self, best: JointSolution | None, name: str, m: np.ndarray) -> JointSolution | None:
        """``best`` or the routed topology ``m``, whichever is faster."""
        if not self._beats(best, m):
            return best
        try:
            sol = self.start_solution(Topology(m, self.cluster.link_model, name=name))
        except (TopomilpInputError, VerificationError) as exc:   # a start is optional
            log.debug("%s is no warm start: %s", name, exc)
            return best
        return sol if best is None or sol.throughput > best.throughput else best

    def _polycirculant_start(self, best: JointSolution | None, ub: float) -> JointSolution | None:
        """(J10b), uniform traffic under simplex: search the Moore-profile
        poly-circulants with ``k = 2, 3`` orbits (:func:`~topomilp.exact.joint.starts.polycirculant_link_matrices`)
        for one whose shortest-path routing fills every arc
        (:func:`~topomilp.exact.joint.starts.two_hop_uniform_throughput` at the Moore bound); the first one
        found, else the best screened one if it beats ``best``, is routed by the routing LP.
        At most :data:`AUTO_START_POLY_SCREENS` screens."""
        n, d = self.cluster.n, self.cluster.d
        moore = d / sum(moore_levels(n, d, duplex=False))      # per unit of pair demand
        have = 0.0 if best is None else best.throughput / ub * moore
        top: tuple[float, str, np.ndarray] | None = None
        screens = itertools.islice(itertools.chain.from_iterable(
            polycirculant_link_matrices(n, d, k) for k in (2, 3)), AUTO_START_POLY_SCREENS)
        for name, m in screens:
            if DL.expired():
                break
            t = two_hop_uniform_throughput(m) or 0.0
            if t > have * (1 + 1e-9) and (top is None or t > top[0]):
                top = (t, name, m)
            if t >= moore * (1 - 1e-9):
                return self._better_start(best, name, m)
        return best if top is None else self._better_start(best, top[1], top[2])

    def _improve_start(self, best: JointSolution, ub: float, steps: int, seed: int = 0) -> JointSolution:
        """First-improvement local search over degree-preserving link swaps (duplex:
        ``a-b, c-d -> a-c, b-d``; simplex: ``a->b, c->d -> a->d, c->b``), each candidate
        routed by the routing LP; ``steps`` candidates at most, seeded. Heuristic only."""
        rng = np.random.default_rng(seed)
        lm = self.cluster.link_model
        m = best.topology.links.copy()
        base = best.topology.name.split("+")[0]
        for _ in range(steps):
            if DL.expired():
                break
            if self.cluster.duplex:
                ends = np.argwhere(np.triu(m) > 0)
                weights = np.triu(m)[ends[:, 0], ends[:, 1]].astype(float)
            else:
                ends = np.argwhere(m > 0)
                weights = m[ends[:, 0], ends[:, 1]].astype(float)
            if len(ends) < 2:
                break
            k1, k2 = rng.choice(len(ends), 2, replace=False, p=weights / weights.sum())
            (a, b), (c, d) = (int(v) for v in ends[k1]), (int(v) for v in ends[k2])
            if self.cluster.duplex and rng.random() < 0.5:
                c, d = d, c
            m2 = m.copy()
            if self.cluster.duplex:
                if len({a, b, c, d}) < 4:
                    continue
                for (u, v), dl in (((a, b), -1), ((c, d), -1), ((a, c), 1), ((b, d), 1)):
                    m2[u, v] += dl
                    m2[v, u] += dl
            else:
                if a == d or c == b or a == c:
                    continue
                m2[a, b] -= 1
                m2[c, d] -= 1
                m2[a, d] += 1
                m2[c, b] += 1
            if not self._beats(best, m2):
                continue
            try:
                sol = self.start_solution(Topology(m2, lm, name=base + "+swaps"))
            except (TopomilpInputError, VerificationError):
                continue
            if sol.throughput > best.throughput * (1 + 1e-9):
                best, m = sol, m2
                if best.throughput >= ub * (1 - 1e-9):
                    break
        return best

    def _symmetric_start(self, sol: JointSolution, blocks: Sequence[tuple[int, ...]] = (),
                         anchored: bool = True) -> JointSolution:
        """With symmetry breaking (J9) on, relabel a start so that it satisfies the chains
        (the proof of (J9) in the document, applied to the start), or with ``blocks`` the
        replica order (J9e): the traffic is
        invariant under the relabelling, so the relabelled topology, routed again by the
        routing LP, is as good. Without (J9), or when the start already complies, the
        start is returned as it is."""
        sym = self._symmetry() if self.strengthen else 0
        if blocks and self.strengthen:                                                # (J9e) sort the replicas
            m = sol.topology.links
            keyed = self._block_keys(blocks, anchored)
            sortable = [blk for blk, _ in keyed]
            keys = [sum(wt * float(m[p]) for p, wt in weights) for _, weights in keyed]
            order = sorted(range(len(sortable)), key=lambda r: (-keys[r], r))
            if order == list(range(len(sortable))):
                return sol
            perm = np.arange(len(m))                                                  # perm[u]: u's new label
            for new, old in enumerate(order):
                for u, v in zip(sortable[old], sortable[new]):
                    perm[u] = v
            inv = np.argsort(perm)
            return self.start_solution(Topology(m[np.ix_(inv, inv)], self.cluster.link_model,
                                                name=(sol.topology.name or "start") + " (relabelled)"))
        if sym == 0:
            chain, gens = self._chain() if self.strengthen else ([], [])
            m = sol.topology.links
            moved = False
            for cy in self._cycles():                                                 # (J9d) rotate each cycle
                L = len(cy)
                k = int(np.argmax([m[cy[j], cy[(j + 1) % L]] for j in range(L)]))
                if k:
                    sigma = np.arange(len(m))
                    sigma[cy] = [cy[(j - k) % L] for j in range(L)]                   # cy[k] -> cy[0]
                    inv = np.argsort(sigma)
                    m, moved = m[np.ix_(inv, inv)], True
            for _ in range(len(chain)):                                               # (J9c) bubble sort
                for i, pi in enumerate(gens):
                    if m[0, chain[i]] < m[0, chain[i + 1]]:
                        inv = np.argsort(pi)                                          # m'[pi u, pi v] = m[u, v]
                        m, moved = m[np.ix_(inv, inv)], True
            if not moved:
                return sol
            return self.start_solution(Topology(m, self.cluster.link_model,
                                                name=(sol.topology.name or "start") + " (relabelled)"))
        n, d = self.cluster.n, self.cluster.d
        m = sol.topology.links
        order = [0] + sorted(range(1, n), key=lambda u: (-int(m[0, u]), u))          # (J9a)
        if sym >= 2 and n > d + 2:                                                    # (J9b)
            one = order[1]
            order = order[: d + 1] + sorted(order[d + 1:], key=lambda u: (-int(m[one, u]), u))
        if order == list(range(n)):
            return sol
        perm = np.array(order)
        relabelled = Topology(m[np.ix_(perm, perm)], self.cluster.link_model,
                              name=(sol.topology.name or "start") + " (relabelled)")
        return self.start_solution(relabelled)

    # ------------------------------------------------------------------ verify
    def verify(self, solution: Any) -> float:
        """Re-check a :class:`JointSolution`: degree exactly ``d``, fixed links kept, plan
        over candidate rings, routings cover every transfer (MP within the hop limit),
        time recomputed by the evaluator equals ``solution.time_s``. Returns the
        throughput ``1 / time_s``."""
        if not isinstance(solution, JointSolution):
            raise VerificationError(f"not a JointSolution: {solution!r}")
        V.check_topology(solution.topology, self.cluster, self._fixed)
        plan = solution.plan or AllReducePlan.default(self.workload)
        check_plan(self.workload, plan, self._allowed())
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
        if self._generated():
            # is a relaxation: its objective bounds, it does not describe, the exactly
            # routed topology; solve_strategy reports the recomputed value and the bound.
            return
        accept_better(self, backend_objective, recomputed, backend)

    # ------------------------------------------------------------------ files
    def to_dict(self) -> dict[str, Any]:
        return {"problem": self.name, "cluster": self.cluster.to_dict(), "workload": self.workload.to_dict(),
                "rings": family_name(self.rings),
                "fixed_links": None if self._fixed is None else self._fixed.tolist(),
                "mp_hop_limit": self.mp_hop_limit, "chunks": self.chunks, "strengthen": self.strengthen}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "JointTopology":
        if not isinstance(data, dict) or data.get("problem", cls.name) != cls.name:
            raise TopomilpInputError("problem", f"must be a {cls.name!r} instance object", data)
        for key in ("cluster", "workload"):
            if key not in data:
                raise TopomilpInputError(key, "is required in a joint_topology instance")
        return cls(Cluster.from_dict(data["cluster"]), Workload.from_dict(data["workload"]), data.get("rings", "any"),
                   data.get("fixed_links"), data.get("mp_hop_limit"), data.get("chunks"),
                   data.get("strengthen", True))

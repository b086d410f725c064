"""How ``joint_topology`` is solved: an ordered portfolio of methods (networkx's
``flow_func``, cvxpy's reductions), each with ``applies(problem, options)`` and
``run(problem, incumbent, options)``.

:func:`solve_portfolio` runs them in order on an :class:`Incumbent` (the best start so
far and what was tried): a method either answers (a verified
:class:`~topomilp.exact.result.ExactResult`, the loop ends) or leaves a better incumbent
and a note for the next one. The portfolio (:data:`PORTFOLIO`):

1. :class:`Enumeration` — uniform all-to-all traffic, backend ``auto``
   (formulations/uniform_enumeration.md, simplex_enumeration.md);
1b. :class:`SwapSearch` — a better start only, (J10k) of formulations/joint_topology.md,
   for what the enumeration left unproven under simplex;
2. :class:`StageRelaxation` — (J11), simplex traffic with disjoint AllReduce groups, and
   duplex two-stage ``hybrid`` with a start at ``d - 1`` (with the cuts (J13));
3. :class:`CycleClasses` — (J16), duplex derangement traffic at small ``d``;
4. :class:`RingGeneration` — rings.md (R-7), groups whose rings are generated;
5. :class:`ModelSolve` — the backend's model (:func:`~topomilp.exact.base.solve_model`).

Methods 2, 4 and 5 run on the problem as HiGHS solves it (:meth:`JointTopology.milp_view
<topomilp.exact.joint.model.JointTopology.milp_view>`) when the backend is ``auto`` or
``highs``. The time each gets is a plan of :mod:`topomilp.exact.timeplan`.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from topomilp.errors import BackendUnavailableError
from topomilp.exact import deadline as DL
from topomilp.exact.backends import backend_version
from topomilp.exact.backends.highs import run_highs
from topomilp.exact.base import solve_model
from topomilp.exact.joint import cycleclasses, enumeration, swapsearch
from topomilp.exact.joint.cyclestart import component_groups, component_links
from topomilp.exact.joint.hybridcuts import add_cuts
from topomilp.exact.joint.milp import build_milp
from topomilp.exact.options import SolveOptions
from topomilp.exact.result import Answer, ExactResult, amend, finish
from topomilp.exact.status import Status
from topomilp.exact.timeplan import CYCLES, GENERATED, SIMPLEX, STAGE
from topomilp.model import Topology

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.joint.model import JointTopology

log = logging.getLogger(__name__)

#: Relative gap under which ring generation's verified throughput counts as meeting a bound.
GENERATED_GAP = 1e-7
#: (J11) stage relaxation: the relative margin above the start it proves infeasible
#: (above HiGHS' feasibility tolerance, so a proof is not lost to it); its time is the
#: ``relaxation`` phase of :data:`topomilp.exact.timeplan.STAGE`.
STAGE_GAP = 1e-6
#: HiGHS options for (J11): branch on pseudo-costs from the first node (no strong
#: branching to make them reliable). Simplex hybrid n = 16, d = 6: 23 s against 41 s
#: (d = 3: 33 s either way); the proof only needs infeasibility, whichever the branching.
STAGE_HIGHS_OPTIONS = {"mip_pscost_minreliable": 0}
#: The hybrid cuts (J13) added to (J11), per link model (``hybridcuts.CUTS``). Under
#: simplex none: (J13a)-(J13c) shortened n = 16, d = 3 (18.4 s of CPU against 23.4) but
#: slowed n = 12, d = 4 (7.1 against 3.9) and n = 14, d = 6 (14.8 against 9.7).
STAGE_CUTS: dict[str, tuple[str, ...]] = {"simplex": (), "duplex": ("pair", "parity")}
#: (J11) under duplex runs only for a start at ``d - 1`` ring transfers per member and
#: port (within this relative tolerance): below it (odd replicas with ``d - 1`` odd,
#: n = 16, d = 4) the relaxation cannot prove the start, and the MILP keeps the time.
DUPLEX_STAGE_TOL = 1e-9


@dataclass
class Incumbent:
    """What the methods hand on: the best start (the caller's warm start at first),
    whether the model's own start was searched already, and the notes of the methods
    that ran without an answer."""

    solution: Any = None
    searched: bool = False
    notes: list[str] = field(default_factory=list)


class Method(Protocol):
    """One method of the portfolio."""

    name: str
    #: runs on the problem as HiGHS solves it (:meth:`JointTopology.milp_view`)
    on_milp_view: bool

    def applies(self, problem: "JointTopology", options: SolveOptions) -> bool: ...

    def run(self, problem: "JointTopology", incumbent: Incumbent,
            options: SolveOptions) -> ExactResult | None: ...


class Enumeration:
    """The enumeration proof (backend ``auto``, uniform all-to-all traffic, with or
    without AllReduce over all nodes in any ring order): the caller's start, under
    simplex the model's own start first (:data:`~topomilp.exact.timeplan.SIMPLEX`), then
    :func:`~topomilp.exact.joint.enumeration.solve_uniform_by_enumeration` (all the time
    under duplex, its share under simplex)."""

    name = "enumeration"
    on_milp_view = False

    def applies(self, problem: "JointTopology", options: SolveOptions) -> bool:
        return options.backend == "auto" and enumeration.applies(problem)

    def run(self, problem: "JointTopology", incumbent: Incumbent, options: SolveOptions) -> ExactResult | None:
        time_limit = options.time_limit
        # the model's own start runs below under simplex, inside the enumeration when it has no incumbent
        incumbent.searched = not problem.cluster.duplex or incumbent.solution is None
        if problem.cluster.duplex:
            seconds = max(DL.remaining(time_limit), DL.MIN_SECONDS)
        else:                                            # the start first, with time to finish
            incumbent.solution = problem.start_search.best_start(incumbent.solution, time_limit, SIMPLEX)
            seconds = SIMPLEX.seconds("enumeration", time_limit)
        res = enumeration.solve_uniform_by_enumeration(problem, incumbent=incumbent.solution, time_limit=seconds)
        if res.is_optimal:
            return res
        if res.solution is not None:
            incumbent.solution = res.solution
        incumbent.notes.append(f"enumeration: {res.status} ({res.message})")
        return None


class SwapSearch:
    """(J10k) after an enumeration without proof (backend ``auto``, :func:`~topomilp.exact.joint.swapsearch.applies`):
    the low-hop digraphs searched by their uniform routing
    (:func:`~topomilp.exact.joint.swapsearch.swap_candidates`) in the ``swap search``
    phase of :data:`~topomilp.exact.timeplan.SIMPLEX`, the best routed after it
    (:func:`~topomilp.exact.joint.swapsearch.swap_start`, so a search stopped by the phase
    still hands on what it found); never an answer, only a better incumbent for the
    methods after it (the bound is theirs)."""

    name = "swap search (J10k)"
    on_milp_view = False

    def applies(self, problem: "JointTopology", options: SolveOptions) -> bool:
        return (options.backend == "auto" and enumeration.applies(problem) and swapsearch.applies(problem))

    def run(self, problem: "JointTopology", incumbent: Incumbent, options: SolveOptions) -> ExactResult | None:
        best = incumbent.solution
        if best is not None and best.throughput >= problem.throughput_upper_bound() * (1 - 1e-9):
            return None                                   # at the bound: the next method proves it at once
        before = None if best is None else best.throughput
        with SIMPLEX.phase("swap search", options.time_limit):
            found = swapsearch.swap_candidates(problem, best)
        best = swapsearch.swap_start(problem, best, found)      # routed after the phase, in the call's time
        incumbent.solution = best
        if best is not None and (before is None or best.throughput > before):
            incumbent.notes.append(f"{self.name}: start {best.topology.name}")
        return None


class StageRelaxation:
    """(J11), for the pairs :attr:`~topomilp.exact.joint.analysis.JointAnalysis.stage_pairs`:
    the start (the incumbent, and the model's own unless searched), then the MILP with
    every link inside a stage continuous, ``lambda`` at least :data:`STAGE_GAP` above
    the start's and, for two-stage ``hybrid``, the cuts (J13) of :data:`STAGE_CUTS`
    (:mod:`~topomilp.exact.joint.hybridcuts`), which every topology reaching that
    cutoff satisfies. That model is a relaxation of the MILP (the cutoff aside), so if HiGHS
    proves it infeasible no topology beats the start by more than :data:`STAGE_GAP`: the
    start is the answer, ``optimal``. Otherwise the incumbent is the start (improved by
    the local search unless searched) and the next method goes on from it."""

    name = "stage relaxation (J11)"
    on_milp_view = True

    def applies(self, problem: "JointTopology", options: SolveOptions) -> bool:
        return options.backend in ("auto", "highs") and bool(problem.analysis.stage_pairs)

    def run(self, problem: "JointTopology", incumbent: Incumbent, options: SolveOptions) -> ExactResult | None:
        t0, time_limit, an = time.perf_counter(), options.time_limit, problem.analysis
        searched, search = incumbent.searched, problem.start_search
        incumbent.searched = True
        # the local search (J10) runs only if the relaxation gives no proof: on simplex
        # hybrid it improved no bi-circulant start, and took 5-10 s of the 60 at n = 16
        start = search.best_start(incumbent.solution, time_limit, STAGE, search=not searched, improve=False)
        if start is None:
            incumbent.solution = None
            incumbent.notes.append(f"{self.name}: no start")
            return None
        c = problem.cluster
        lam0 = start.throughput * an.norm / c.link_bytes_per_s
        shape = an.hybrid
        if c.duplex and (shape is None or lam0 < (c.d - 1) * shape.r * (1 - DUPLEX_STAGE_TOL)):
            status, msg = "not run", "under duplex only for a start at d - 1 ring transfers per member"
        else:
            status, msg = self._relaxation(problem, shape, lam0, options)
        if status != Status.INFEASIBLE:
            if not searched:
                with STAGE.phase("local search", time_limit):
                    start = search.local_search(start, problem.throughput_upper_bound())
            incumbent.solution = start
            incumbent.notes.append(f"{self.name}: {status} ({msg})")
            return None
        log.info("joint_topology: the stage relaxation (J11) proves the start optimal")
        incumbent.solution = start
        answer = Answer(Status.OPTIMAL, bound=problem.verify(start) * (1 + STAGE_GAP), solution=start,
                        message=f"proven by the stage relaxation (J11): no topology beats the start by more than "
                                f"{STAGE_GAP:g}")
        return finish(problem, answer, backend="highs", version=backend_version("highs"),
                      wall_s=time.perf_counter() - t0)

    @staticmethod
    def _relaxation(problem: "JointTopology", shape: Any, lam0: float, options: SolveOptions) -> tuple[str, str]:
        """HiGHS on (J11) with the cutoff ``lam0 (1 + STAGE_GAP)`` and, for two-stage
        ``hybrid`` traffic, the cuts (J13): status and message."""
        an, c, time_limit = problem.analysis, problem.cluster, options.time_limit
        try:
            with STAGE.phase("relaxation", time_limit):
                built = build_milp(problem, an, relax=an.stage_pairs, blocks=an.blocks)
                prob = built.model.prob
                prob += built.lam >= lam0 * (1 + STAGE_GAP), "stage_cutoff"
                if shape is not None and STAGE_CUTS[c.link_model]:    # (J13): valid for every topology reaching it
                    add_cuts(prob, built.x, shape, c.d, c.duplex, lam0 * (1 + STAGE_GAP),
                             STAGE_CUTS[c.link_model])
                ran = run_highs(prob, DL.remaining(time_limit), options, STAGE_HIGHS_OPTIONS)
                return ran.status, ran.message
        except DL.DeadlineExpired:
            return Status.TIMEOUT, "time limit reached while building the relaxation"
        except BackendUnavailableError as exc:          # backend "auto" without highspy: the MILP path decides
            return Status.ERROR, str(exc)


class CycleClasses:
    """(J16), duplex derangement traffic at ``d <=`` :data:`~topomilp.exact.joint.cycleclasses.MAX_D`
    (:func:`~topomilp.exact.joint.cycleclasses.applies`): the start (the incumbent, the
    model's own unless searched, and the cycle components (J10h) with odd cycles joined,
    the best of them), then the enumeration of the classes of its bottleneck cycle's links
    (:func:`~topomilp.exact.joint.cycleclasses.enumerate_classes`) with the cutoff
    ``lambda_0 (1 + GAP)``. When every class is pruned or infeasible the start is the
    answer, ``optimal``; otherwise (a bottleneck longer than ``MAX_CYCLE``, a time-out, a
    full class with a better topology, which replaces the start) the incumbent is the start
    (improved by the local search unless searched) and the MILP goes on from it."""

    name = "cycle classes (J16)"
    on_milp_view = False

    def applies(self, problem: "JointTopology", options: SolveOptions) -> bool:
        return options.backend in ("auto", "highs") and cycleclasses.applies(problem)

    def run(self, problem: "JointTopology", incumbent: Incumbent, options: SolveOptions) -> ExactResult | None:
        t0, time_limit, c = time.perf_counter(), options.time_limit, problem.cluster
        searched = incumbent.searched
        start = problem.start_search.best_start(incumbent.solution, time_limit, CYCLES, search=not searched,
                                                improve=False)
        incumbent.searched = True
        cycles = cycleclasses.eligible_cycles(problem) or []
        links = None
        if len(component_groups(cycles, c.d)) > 1:      # one component is the problem itself
            with CYCLES.phase("components", time_limit):
                links = component_links(problem)
        if links is not None:
            comp = problem.start_solution(Topology(links, c.link_model, name="cycle components"))
            if start is None or comp.throughput > start.throughput:
                start = comp
        if start is None:
            incumbent.notes.append(f"{self.name}: no start")
            return None
        incumbent.solution = start
        vol = float(problem.workload.mp.max())
        lam0 = start.throughput * vol / c.link_bytes_per_s
        cycle = cycleclasses.bottleneck_cycle(cycles, start.topology.links, c.d)
        if cycle is None or len(cycle) > cycleclasses.MAX_CYCLE:
            return self._hand_on(problem, incumbent, start, searched, time_limit,
                                 f"not run (the start's bottleneck cycle is longer than {cycleclasses.MAX_CYCLE} "
                                 "or not found)")
        try:
            with CYCLES.phase("enumeration", time_limit):
                proof = cycleclasses.enumerate_classes(problem, lam0 * (1 + cycleclasses.GAP), cycle)
        except BackendUnavailableError as exc:
            return self._hand_on(problem, incumbent, start, searched, time_limit, str(exc))
        log.info("joint_topology: (J16) on a %d-cycle: %s, %d LPs, %d MILPs", len(cycle), proof.message,
                 proof.lps, proof.leaves)
        if proof.links is not None and np.all(proof.links.sum(axis=1) == c.d):   # a full class's better topology
            found = problem.start_solution(Topology(proof.links, c.link_model, name="cycle class (J16)"))
            if found.throughput > start.throughput:
                start = incumbent.solution = found
        if not proof.proven:
            return self._hand_on(problem, incumbent, start, searched, time_limit,
                                 f"no proof ({proof.message}; {proof.lps} LPs)")
        answer = Answer(Status.OPTIMAL, bound=proof.cutoff * c.link_bytes_per_s / vol, solution=start,
                        message=f"proven by the cycle-neighbourhood enumeration (J16) on a {len(cycle)}-cycle "
                                f"({proof.lps} LPs, {proof.leaves} MILPs): no topology beats the start by more "
                                f"than {cycleclasses.GAP:g}")
        return finish(problem, answer, backend="highs", version=backend_version("highs"),
                      wall_s=time.perf_counter() - t0)

    def _hand_on(self, problem: "JointTopology", incumbent: Incumbent, start: Any, searched: bool,
                 time_limit: float, note: str) -> None:
        """No proof: the incumbent is ``start``, after the local search (J10) unless the
        start search ran before this method (the MILP's own search would have run it)."""
        incumbent.solution = start
        if not searched:
            with CYCLES.phase("local search", time_limit):
                incumbent.solution = problem.start_search.local_search(start, problem.throughput_upper_bound())
        incumbent.notes.append(f"{self.name}: {note}")
        return None


class RingGeneration:
    """rings.md (R-7), groups whose rings are generated: a start (the better of the
    incumbent and the model's own, unless searched), every topology routed exactly by
    ring generation; if it meets the bound (J5)/(J6') it is optimal by that bound and no
    MILP runs. Otherwise the MILP with the relaxed ring mix (R-6) runs warm-started; its
    topology is routed exactly, the better of it and the start is returned, and the bound
    is the smaller of (J5)/(J6') and the MILP's. The status is ``optimal`` only when the
    verified throughput meets that bound."""

    name = "ring generation"
    on_milp_view = True

    def applies(self, problem: "JointTopology", options: SolveOptions) -> bool:
        return bool(problem.analysis.generated)

    def run(self, problem: "JointTopology", incumbent: Incumbent, options: SolveOptions) -> ExactResult | None:
        options = options.with_time_limit(max(DL.remaining(options.time_limit), DL.MIN_SECONDS))
        t0, time_limit = time.perf_counter(), options.time_limit
        ub = problem.throughput_upper_bound()
        start = problem.start_search.best_start(incumbent.solution, time_limit, GENERATED,
                                                search=not incumbent.searched)   # the MILP gets the rest
        if start is not None and start.throughput >= ub * (1 - GENERATED_GAP):
            log.info("joint_topology: the start meets the bound (J5)/(J6'): optimal")
            answer = Answer(Status.OPTIMAL, bound=ub, solution=start,
                            message="proven by the bound (J5)/(J6'), which the start meets; rings by ring "
                                    "generation (formulations/rings.md)")
            return finish(problem, answer, backend="highs", version=backend_version("highs"),
                          wall_s=time.perf_counter() - t0)
        res = solve_model(problem, options.with_time_limit(GENERATED.seconds("milp", time_limit)), warm_start=start)
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
        return finish(problem, answer, backend=res.backend, version=res.backend_version, estimate=res.estimate,
                      rtol=GENERATED_GAP, optimal_within=GENERATED_GAP, wall_s=time.perf_counter() - t0)


class ModelSolve:
    """The backend's model, warm-started from the incumbent (:func:`~topomilp.exact.base.solve_model`)."""

    name = "model"
    on_milp_view = True

    def applies(self, problem: "JointTopology", options: SolveOptions) -> bool:
        return True

    def run(self, problem: "JointTopology", incumbent: Incumbent, options: SolveOptions) -> ExactResult | None:
        rest = options.with_time_limit(max(DL.remaining(options.time_limit), DL.MIN_SECONDS))
        return solve_model(problem, rest, warm_start=incumbent.solution)


#: The methods, in the order they are tried.
PORTFOLIO: tuple[Method, ...] = (Enumeration(), SwapSearch(), StageRelaxation(), CycleClasses(), RingGeneration(),
                                  ModelSolve())


def solve_portfolio(problem: "JointTopology", options: SolveOptions, warm_start: Any) -> ExactResult:
    """The first answer of :data:`PORTFOLIO` for ``problem`` (``warm_start`` the first
    incumbent); the notes of the methods before it prefixed to its message, its wall
    time the whole call's."""
    t0 = time.perf_counter()
    incumbent = Incumbent(warm_start)
    view = problem.milp_view() if options.backend in ("auto", "highs") else problem
    for method in PORTFOLIO:
        target = view if method.on_milp_view else problem
        if not method.applies(target, options):
            continue
        log.debug("joint_topology: %s", method.name)
        out = method.run(target, incumbent, options)
        if out is not None:
            return amend(out, note="; ".join(incumbent.notes), wall_s=time.perf_counter() - t0)
    raise AssertionError("the model method applies to every problem")  # pragma: no cover


__all__ = ["DUPLEX_STAGE_TOL", "GENERATED_GAP", "PORTFOLIO", "STAGE_CUTS", "STAGE_GAP", "STAGE_HIGHS_OPTIONS",
           "CycleClasses", "Enumeration", "Incumbent", "Method", "ModelSolve", "RingGeneration", "StageRelaxation",
           "SwapSearch",
           "solve_portfolio"]

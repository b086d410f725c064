"""How each exact method splits its time limit: one :class:`TimePlan` per method, its
named phases with their shares, all in this module.

A phase's share is of the time *left* when the phase starts (on the one deadline of the
solve, :mod:`topomilp.exact.deadline`), so the phases of a plan can never overrun the
call; :meth:`TimePlan.phase` opens the phase's :func:`~topomilp.exact.deadline.deadline_scope`
and logs what it got. The shares were tuned on the instances docs/solver-notes.md names
("Time plans"); each one's reason is beside it.

"How many seconds does the MILP get on simplex ``hybrid``?" reads from here: the
:data:`STAGE` plan gives the start 0.5 of the limit, the stage relaxation 0.9 of what is
left, and the MILP of :data:`MODEL` (after :data:`GENERATED`'s start) the rest.

>>> STAGE.share("relaxation")
0.9
>>> with deadline_scope(10.0):
...     with MODEL.phase("start") as dl:
...         round(dl.limit)
5
"""

from __future__ import annotations

import contextlib
import logging
import math
from dataclasses import dataclass
from typing import Iterator

from topomilp.errors import TopomilpInputError
from topomilp.exact.deadline import MIN_SECONDS, Deadline, deadline_scope, remaining

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Phase:
    """One phase of a method: ``share`` of the time left when it starts (0 < share <= 1)."""

    name: str
    share: float
    why: str = ""
    #: fewest seconds the phase gets (outside a solve's deadline, e.g. the bench's rows)
    floor: float = MIN_SECONDS

    def __post_init__(self) -> None:
        if not (isinstance(self.share, float) and 0 < self.share <= 1):
            raise TopomilpInputError("share", "must be a float in (0, 1]", self.share)
        if not (isinstance(self.floor, float) and self.floor > 0):
            raise TopomilpInputError("floor", "must be a positive float", self.floor)


@dataclass(frozen=True)
class TimePlan:
    """A method's phases, in the order they run."""

    method: str
    phases: tuple[Phase, ...]

    def __post_init__(self) -> None:
        names = [p.name for p in self.phases]
        if len(set(names)) != len(names):
            raise TopomilpInputError("phases", "names must be distinct", names)

    def get(self, name: str) -> Phase:
        """Phase ``name``."""
        for p in self.phases:
            if p.name == name:
                return p
        raise TopomilpInputError("phase", f"{self.method} has phases {[p.name for p in self.phases]}", name)

    def share(self, name: str) -> float:
        """The share of phase ``name``."""
        return self.get(name).share

    def seconds(self, name: str, limit: float = math.inf) -> float:
        """Seconds phase ``name`` gets now: its share of the time left on the current
        deadline (``limit`` outside any, or when shorter), at least its ``floor``."""
        left = min(remaining(limit), limit)
        phase = self.get(name)
        return max(left * phase.share, phase.floor)

    @contextlib.contextmanager
    def phase(self, name: str, limit: float = math.inf) -> Iterator[Deadline]:
        """Run phase ``name`` inside a deadline of :meth:`seconds` (logged)."""
        seconds = self.seconds(name, limit)
        log.debug("%s: phase %r gets %.3g s (%.0f%% of the time left)", self.method, name, seconds,
                  100 * self.share(name))
        with deadline_scope(seconds) as dl:
            yield dl


#: :func:`topomilp.exact.base.solve_model`: the model's own warm-start search, then the
#: backend, which keeps a tenth of what is left (after the estimated decoding and
#: verification, :data:`topomilp.exact.sizing.POST_S_PER_NONZERO`) as margin.
MODEL = TimePlan("model", (
    Phase("start", 0.5, "the MILP must keep time to use the start"),
    Phase("backend", 0.9, "margin for PuLP's read-back, decoding and verification"),
))

#: :meth:`topomilp.exact.routing.RoutingProblem.solve_strategy` for generated rings:
#: column generation, then the backend's LP restricted to the rings found.
ROUTING_GENERATED = TimePlan("routing with ring generation", (
    Phase("ring generation", 0.8, "the restricted LP is small: a fifth is ample"),
    Phase("restricted LP", 1.0),
))

#: :meth:`topomilp.exact.joint.model.JointTopology.cheap_bound` inside a solve (it runs
#: before the solve's phases): the b-matching LPs of the distance-level bound (S14)-(S15)
#: of formulations/scale_bounds.md (:func:`topomilp.exact.joint.levelbound.level_hop_bytes`).
BOUNDS = TimePlan("model-free bounds", (
    Phase("level LPs", 0.2, "0.7 s of CPU for the four LPs at n = 432, d = 4 skewed, 7.6 s at n = 1024; a "
                            "level without its LP keeps the per-node bound, which is still valid"),
))

#: :func:`topomilp.exact.joint.enumeration.solve_uniform_by_enumeration`.
ENUMERATION = TimePlan("enumeration", (
    Phase("moore start", 0.3, "(J10f), then the balanced diameter-2 search (J10j); it ends at the first "
                              "graph at the bound (0.3-0.7 s at n = 20, d = 6), the rest of the share is kept"),
    Phase("deep start", 0.5, "(J10l), only at Moore depth 3 with d >= 4 (n = 18, 20 at d = 4), where the "
                             "enumeration proves nothing in 60 s; 20/4 meets the bound after about 10 s of CPU"),
    Phase("start", 0.1, "a start meeting the bound ends the search at once"),
    Phase("enumeration", 1.0),
))

#: :meth:`topomilp.exact.joint.model.JointTopology.solve_strategy` under simplex links with
#: uniform traffic: the start first, then the digraph enumeration, then the MILP.
SIMPLEX = TimePlan("joint_topology simplex", (
    Phase("start", 0.2, "all_to_all n = 14, d = 4 needs 1.7 s, n = 16, d = 5 5.1 s to meet the bound"),
    Phase("enumeration", 0.2, "proves n <= 10 at once; from n = 12 on the MILP needs most of the time"),
    Phase("swap search", 0.6, "(J10k) where the enumeration gave no proof: n = 12, d = 3 needs about 2.5 s of "
                               "CPU (19 s of wall time were too few at load 6-8); the MILP never moved the bound "
                               "of those rows"),
))

#: (J11) the stage relaxation of simplex traffic with disjoint AllReduce groups.
STAGE = TimePlan("stage relaxation (J11)", (
    Phase("start", 0.5, "without the local search (it improved no bi-circulant start)"),
    Phase("relaxation", 0.9, "n = 16, d = 3 needs about 33 s of the 55 left"),
    Phase("local search", 0.5, "only when the relaxation gives no proof"),
))

#: rings.md (R-7): a start, every topology routed by ring generation, then the MILP.
GENERATED = TimePlan("joint_topology generated rings", (
    Phase("start", 0.5, "a start meeting the bound (J5)/(J6') needs no MILP"),
    Phase("milp", 1.0),
))

#: The bench (:mod:`topomilp.bench`), of its ``--time-limit`` per exact solve: the
#: routing LP of one heuristic row (the column is computed where the LP's estimate fits,
#: else skipped with the reason), and each sub-problem of an instance beyond exact reach.
BENCH = TimePlan("bench row", (
    Phase("routing LP", 0.2, "the joint optimum keeps most of the row's time"),
    Phase("sub-problem", 0.2, "five sub-problem rows fit in one time limit", floor=1.0),
))

#: :func:`topomilp.heuristics.topology_search.topology_search`, of the time left on its
#: deadline: the generator hill climbs (all groups together), the routing by
#: multiplicative weights of the best candidates (together), and the exact routing LP of
#: a candidate, started only when the size guard's estimate fits its share.
TOPOLOGY_SEARCH = TimePlan("topology_search", (
    Phase("climb", 0.3, "the constructions and the re-scoring keep most of the time"),
    Phase("lifts", 0.35, "of what the Cayley graphs leave: climbs and orbit LPs of the lifts"),
    Phase("mwu", 0.5, "shared by the candidates still to be routed"),
    Phase("exact routing", 0.6, "an LP whose estimate fits 0.6 of the time left ends in time"),
    Phase("skew routing", 0.7, "skew_expander's multiplicative weights, of the time left when it starts"),
))

#: :func:`topomilp.codesign.optimum.co_optimum` (first pass, first solve, second pass)
#: and :func:`topomilp.codesign.report.run_codesign` (a fixed strategy's exact solve, of
#: the whole time limit, at least 1 s).
CODESIGN = TimePlan("codesign", (
    Phase("first pass", 0.6, "best-first solves of every class; the rest re-solves the unresolved"),
    Phase("first solve", 0.25, "of the pass, while there is no incumbent: the first solves prune most"),
    Phase("second pass", 1.0),
    Phase("fixed strategy", 0.1, "its class is usually solved by the co-optimum already", floor=1.0),
))

#: (J10h) :func:`topomilp.exact.joint.cyclestart.component_links`: every cycle component
#: of duplex derangement traffic solved alone, inside the warm-start search.
COMPONENTS = TimePlan("cycle components (J10h)", (
    Phase("components", 0.3, "a single cycle takes 0.1 s at d = 6; the 12-node component of n = 16, d = 3 "
                             "(cycles 9 and 3 joined at odd d) uses what it gets, the start search keeps the rest"),
))

#: (J16) the cycle-neighbourhood enumeration of duplex derangement traffic at small ``d``:
#: the start search, the cycle components with odd cycles joined (J10h), the enumeration.
CYCLES = TimePlan("cycle classes (J16)", (
    Phase("start", 0.2, "the circulant starts; at n = 14, d = 3 they stop at 7/6 B / b, the components reach 5/3"),
    Phase("components", 0.3, "the 8-node component of n = 14, d = 3 takes about 1 s"),
    Phase("enumeration", 0.8, "n = 14, d = 3 needs about 20 s of CPU; the MILP keeps the rest"),
    Phase("local search", 0.5, "only when the enumeration gives no proof"),
))

PLANS: tuple[TimePlan, ...] = (MODEL, ROUTING_GENERATED, BOUNDS, ENUMERATION, SIMPLEX, STAGE, GENERATED, BENCH,
                               TOPOLOGY_SEARCH, CODESIGN, COMPONENTS, CYCLES)

__all__ = ["BENCH", "BOUNDS", "CODESIGN", "COMPONENTS", "CYCLES", "ENUMERATION", "GENERATED", "MODEL", "PLANS",
           "ROUTING_GENERATED", "SIMPLEX", "STAGE", "TOPOLOGY_SEARCH", "Phase", "TimePlan"]

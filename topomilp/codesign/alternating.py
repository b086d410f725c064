"""TopoOpt's alternating search over strategies and topologies (formulations/codesign.md,
"The co-optimum and its bound (search)", S1-S4).

TopoOpt (Wang et al., NSDI 2023, arXiv 2202.00433, §4) co-optimises the parallelisation
strategy and the topology by alternating FlexFlow's MCMC strategy search with
TopologyFinder. Its released code (hipersys-team/FlexFlow, ``FFModel::optimize`` and
``SpMulMat::optimize``) interleaves the two, step by step; :func:`alternating_search`
follows it:

* **MCMC** (FlexFlow's ``FFModel::optimize``): start from TopoOpt's initial strategy
  (``space.topoopt_initial()``); each of ``budget + 1`` steps proposes a neighbour
  (``space.propose``), simulates it on the current topology, keeps it as the best pair
  when it is faster than the best, and moves to it when it is faster than the current
  strategy or else with probability ``exp(-alpha * diff_ms)`` (``diff_ms``: how much
  slower, in milliseconds, FlexFlow's unit). Every ``reset_span = budget / 100`` steps
  (clamped to 1..1000) the current strategy is reset to the best one (here with its
  topology: the released code keeps the best pair together).
* **Topology rebuilds** (``SpMulMat::optimize``, after every step, with the time just
  simulated): its own Metropolis test against the last time it accepted
  (``net_alpha = 0.5``; always on a new best); when the test passes, or after
  ``no_change_steps = 50`` steps without one, TopologyFinder rebuilds the topology from
  the traffic of the strategy just simulated.
* **Scoring** of a strategy on a topology: ``routing="own"`` (default) the rings the
  topology offers each group and shortest paths — what TopoOpt's simulator does — or
  ``"optimal"``, the exact routing LP. The answer's communication time is then re-scored
  with the exact routing LP where it is within reach (``rescore=True``), so it is
  compared with the co-optimum in one metric.

Every random choice comes from ``numpy.random.default_rng(seed)``. Evaluations are cached in dicts
local to the call (strategy -> TopologyFinder topology; (strategy, topology) -> time).

>>> # see tests/test_codesign_search.py for runs on a strategy space
"""

from __future__ import annotations

import logging
import math
import time
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from topomilp.codesign.comm import CommTime, own_time, routed_time
from topomilp.codesign.timing import iteration_time
from topomilp.errors import TopomilpError, TopomilpInputError
from topomilp.model import Cluster, Topology
from topomilp.utils import check_int, check_positive_real

log = logging.getLogger(__name__)

#: TopoOpt's scripts' search budget (NCF: 8000)
DEFAULT_BUDGET = 4000
#: FlexFlow's default MCMC temperature (TopoOpt's BERT scripts use 0.2)
DEFAULT_ALPHA = 1.0
#: the network optimiser's own Metropolis constant in TopoOpt's code
NET_ALPHA = 0.5
#: steps without a topology change after which the topology is rebuilt anyway
NO_CHANGE_STEPS = 50
ROUTINGS = ("own", "optimal")
#: time limit of the routing LP that re-scores the search's answer (seconds)
RESCORE_S = 60.0


@dataclass(frozen=True)
class SearchResult:
    """The best (strategy, topology) pair of :func:`alternating_search` and its times."""

    strategy: Any
    topology: Topology
    compute_s: float
    search_comm_s: float          #: communication time as the search scored it
    comm: CommTime                #: the answer's communication time (re-scored when asked)
    time_s: float                 #: iteration time of the answer (with ``comm``)
    steps: int
    accepted: int
    rebuilds: int
    evaluations: int              #: distinct (strategy, topology) pairs scored
    wall_s: float
    budget: int
    alpha: float
    seed: int
    routing: str
    stopped: str = ""             #: why the search stopped before its budget ("" if it did not)

    def to_dict(self) -> dict[str, Any]:
        s = self.strategy
        return {"strategy": s.to_dict() if hasattr(s, "to_dict") else s, "topology": self.topology.to_dict(),
                "compute_s": self.compute_s, "search_comm_s": self.search_comm_s, "comm": self.comm.to_dict(),
                "time_s": self.time_s, "steps": self.steps, "accepted": self.accepted, "rebuilds": self.rebuilds,
                "evaluations": self.evaluations, "wall_s": self.wall_s, "budget": self.budget,
                "alpha": self.alpha, "seed": self.seed, "routing": self.routing, "stopped": self.stopped}


class _Scorer:
    """The search's evaluations with their caches (plain dicts, local to one search)."""

    def __init__(self, space: Any, cluster: Cluster, routing: str, seed: int, overlap: str) -> None:
        self.space, self.cluster, self.routing, self.seed, self.overlap = space, cluster, routing, seed, overlap
        self.built: dict[Any, Topology] = {}          # strategy -> TopologyFinder's topology of its traffic
        self.times: dict[tuple[Any, str], float] = {}  # (strategy, topology fingerprint) -> comm seconds
        self.compute: dict[Any, float] = {}

    def topology(self, s: Any) -> Topology:
        from topomilp.heuristics import topology_finder

        if s not in self.built:
            self.built[s] = topology_finder(self.cluster, self.space.workload(s), mode="paper",
                                            seed=self.seed).topology
        return self.built[s]

    def comm(self, s: Any, g: Topology) -> float:
        key = (s, g.fingerprint())
        if key not in self.times:
            w = self.space.workload(s)
            try:
                ct = own_time(g, self.cluster, w) if self.routing == "own" else routed_time(
                    g, self.cluster, w, seed=self.seed)
                self.times[key] = math.inf if ct.time_s is None else float(ct.time_s)
            except TopomilpInputError:        # the topology cannot carry this traffic (disconnected)
                self.times[key] = math.inf
        return self.times[key]

    def time(self, s: Any, g: Topology) -> float:
        if s not in self.compute:
            self.compute[s] = float(self.space.compute_s(s))
        comm = self.comm(s, g)
        return math.inf if math.isinf(comm) else iteration_time(self.compute[s], comm, self.overlap)


def alternating_search(space: Any, cluster: Cluster, *, budget: int = DEFAULT_BUDGET, alpha: float = DEFAULT_ALPHA,
                       net_alpha: float = NET_ALPHA, no_change_steps: int = NO_CHANGE_STEPS, seed: int = 0,
                       overlap: str = "none", routing: str = "own", rescore: bool = True,
                       time_limit: float | None = None,
                       progress: Callable[[int, float], None] | None = None) -> SearchResult:
    """TopoOpt's alternating MCMC + TopologyFinder search (module docstring) from
    ``space.topoopt_initial()``; returns the best pair found. ``time_limit`` (seconds)
    stops the search early (``stopped`` says so); ``progress(step, best_s)`` is called
    every 100 steps."""
    budget = check_int("budget", budget, 0)
    alpha = check_positive_real("alpha", alpha)
    net_alpha = check_positive_real("net_alpha", net_alpha)
    no_change_steps = check_int("no_change_steps", no_change_steps, 1)
    check_int("seed", seed, 0)
    if routing not in ROUTINGS:
        raise TopomilpInputError("routing", f"must be one of {ROUTINGS}", routing)
    t0 = time.monotonic()
    rng = np.random.default_rng(seed)
    sc = _Scorer(space, cluster, routing, seed, overlap)
    cur = space.topoopt_initial()
    g = sc.topology(cur)                                  # the first topology: from the initial traffic
    cur_t = sc.time(cur, g)
    best = (cur, g, cur_t)
    net_cur, net_best, no_change = math.inf, math.inf, 0
    reset_span = min(max(budget // 100, 1), 1000)
    last_reset, accepted, rebuilds, steps, stopped = 0, 0, 0, 0, ""
    for it in range(budget + 1):
        if time_limit is not None and time.monotonic() - t0 > time_limit:
            stopped = f"time limit {time_limit:g} s after {it} steps"
            break
        if it - last_reset >= reset_span:                 # (S2) back to the best pair
            cur, g, cur_t = best
            last_reset = it
        nxt = space.propose(cur, rng)
        nxt_t = sc.time(nxt, g)
        steps += 1
        if nxt_t < best[2]:
            best = (nxt, g, nxt_t)
        if nxt_t < cur_t or rng.random() < math.exp(-alpha * (nxt_t - cur_t) * 1e3):   # (S1)
            cur, cur_t = nxt, nxt_t
            accepted += 1
        diff_ms = (nxt_t - net_cur) * 1e3                  # (S3) the network optimiser's test
        change = diff_ms < 0 or (diff_ms != 0 and rng.random() < math.exp(-net_alpha * diff_ms))
        if nxt_t < net_best:
            net_best, change = nxt_t, True
        if change:
            net_cur = nxt_t
        else:
            no_change += 1
        if change or no_change >= no_change_steps:
            no_change = 0
            g = sc.topology(nxt)                           # (S4) rebuilt from the strategy just simulated
            rebuilds += 1
        if progress is not None and it % 100 == 0:
            progress(it, best[2])
    return _answer(space, cluster, sc, best, dict(steps=steps, accepted=accepted, rebuilds=rebuilds,
                                                  wall_s=time.monotonic() - t0, budget=budget, alpha=alpha,
                                                  seed=seed, routing=routing, stopped=stopped), rescore)


def _answer(space: Any, cluster: Cluster, sc: _Scorer, best: tuple, facts: dict[str, Any],
            rescore: bool) -> SearchResult:
    """The search's result, its communication re-scored by the routing LP when asked
    and within reach (the better of the two times is kept: both are achievable)."""
    s, g, t_search = best
    comm_s = sc.comm(s, g)
    w = space.workload(s)
    if sc.routing == "own":
        comm = own_time(g, cluster, w)                    # the search's own scoring, with its plan
        if rescore:
            from topomilp.exact import sizing
            from topomilp.oracle import routing_problem

            prob = routing_problem(g, cluster, w)
            if sizing.too_large(sizing.estimate(prob, prob.default_backend), RESCORE_S) is None:
                try:
                    lp = routed_time(g, cluster, w, time_limit=RESCORE_S, seed=sc.seed)
                except TopomilpError as exc:      # e.g. the verifier rejected the LP: keep own routing
                    log.warning("alternating search: routing LP failed (%s: %s); own routing kept",
                                type(exc).__name__, exc)
                    lp = CommTime(None, None, "error")
                if lp.time_s is not None and lp.time_s <= comm.time_s * (1 + 1e-9):
                    comm = lp
    else:
        comm = routed_time(g, cluster, w, seed=sc.seed)
    t = iteration_time(sc.compute[s], comm.time_s, sc.overlap)
    log.info("alternating search: %d steps, %d accepted, %d rebuilds, %d evaluations; best %.3f ms",
             facts["steps"], facts["accepted"], facts["rebuilds"], len(sc.times), t * 1e3)
    return SearchResult(s, g, sc.compute[s], comm_s, comm, t, evaluations=len(sc.times), **facts)


__all__ = ["DEFAULT_ALPHA", "DEFAULT_BUDGET", "NET_ALPHA", "NO_CHANGE_STEPS", "RESCORE_S", "ROUTINGS", "SearchResult",
           "alternating_search"]

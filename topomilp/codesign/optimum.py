"""The proven co-optimum of strategy and topology (formulations/codesign.md, "The
co-optimum and its bound (search)").

``T* = min over strategies s of the space, and topologies G, of T(s, G)``, with
``T(s, G) = iteration_time(compute(s), comm(s, G))`` and ``comm`` the fluid time with
optimal routing and free ring order. Since ``iteration_time`` does not decrease in
either argument, ``min_G T(s, G) = iteration_time(compute(s), comm*(s))`` where
``comm*(s)`` is the optimum of the exact ``joint_topology`` problem of ``s``'s traffic.
The method (:func:`co_optimum`):

1. **Traffic classes.** Strategies whose traffic a relabelling of the nodes maps onto
   each other have the same ``comm*`` (:func:`~topomilp.codesign.comm.traffic_certificate`);
   of each class only the strategy with the least compute time can be best: the others
   are *deduplicated*.
2. **Bounds.** Per class, ``LB = iteration_time(compute, comm_bound)`` with the model-free
   bound of :func:`~topomilp.codesign.comm.comm_bound` (valid for every topology).
3. **Best first.** Classes in increasing ``LB``; a class whose ``LB`` is not below the
   incumbent's time cannot win and is *pruned* (with it every later class); every other
   class gets one exact ``joint_topology`` solve (*solved*), whose incumbent and bound
   update the incumbent and the class's bound.
4. **Status.** ``optimal`` when every class was solved to optimality or pruned;
   otherwise ``feasible`` (or ``timeout`` without any incumbent) with the smallest bound
   left, ``min(incumbent, min over unresolved classes of their bound)``, and the gap.
   Where the exact model is beyond reach (its size guard, e.g. n = 128), nothing is
   solved: status ``too_large`` and the bound over the whole space, ``min LB``.

The time limit covers the whole call: the solves of the first pass share what is left
(each gets ``remaining * workers / classes that could still beat the incumbent``, at
least :data:`MIN_SOLVE_S`; the share of phase "first solve" of the pass while there is
no incumbent); a second pass gives the classes left unresolved the rest, warm
started from their first answer. The phases and their shares are the time plan
:data:`~topomilp.exact.timeplan.CODESIGN`, on the one deadline of the call
(:func:`~topomilp.exact.deadline.deadline_scope`). Solves run in this process
(``workers=1``), on local processes (``workers=N``) or on a Dask cluster (``client``).

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433), §4 — the joint problem its alternating
search approximates.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
import math
import multiprocessing
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from topomilp.codesign.comm import CommTime, best_topology, comm_bound, traffic_certificate
from topomilp.codesign.timing import iteration_time
from topomilp.errors import TopomilpInputError
from topomilp.exact import deadline
from topomilp.exact.timeplan import CODESIGN
from topomilp.model import Cluster, Topology, Workload

log = logging.getLogger(__name__)

#: relative slack of "a bound is not below the incumbent" (pruning) and of "proven"
REL_TOL = 1e-9
#: shortest time limit of one exact solve of the first pass (seconds)
MIN_SOLVE_S = 5.0


@dataclass
class TrafficClass:
    """Strategies of the space with isomorphic traffic; ``strategy`` (the one with the
    least compute time, first in the space on ties) represents them all."""

    index: int                        #: position of ``strategy`` in the space
    strategy: Any
    workload: Workload
    compute_s: float
    members: list[int] = field(default_factory=list)
    comm_bound_s: float = 0.0         #: lower bound on the best communication time
    comm: CommTime | None = None      #: the exact solve's answer (None: not solved)
    #: open (not reached), solved (proven optimum), bounded (solved without a proof but its
    #: bound is not below the incumbent), pruned (not solved: its model-free bound is not
    #: below the incumbent), unresolved (solved without a proof, bound below the incumbent)
    state: str = "open"

    def bound_s(self, overlap: str) -> float:
        """Lower bound on the class's best iteration time."""
        comm_lb = self.comm_bound_s
        if self.comm is not None and self.comm.bound_s is not None:
            comm_lb = max(comm_lb, self.comm.bound_s)
        return iteration_time(self.compute_s, comm_lb, overlap)

    def time_s(self, overlap: str) -> float | None:
        """The class's best iteration time found (None before a solve gave a topology)."""
        if self.comm is None or self.comm.time_s is None:
            return None
        return iteration_time(self.compute_s, self.comm.time_s, overlap)


@dataclass
class CoOptimum:
    """What :func:`co_optimum` established (times in seconds)."""

    status: str
    best: TrafficClass | None         #: the class of the incumbent (None without one)
    time_s: float | None              #: incumbent iteration time
    bound_s: float | None             #: lower bound on ``T*``
    classes: list[TrafficClass]
    strategies: int
    wall_s: float
    time_limit: float
    overlap: str
    message: str = ""

    @property
    def gap(self) -> float | None:
        if self.time_s is None or self.bound_s is None:
            return None
        return max(0.0, (self.time_s - self.bound_s) / self.time_s)

    def counts(self) -> dict[str, int]:
        """Strategies in the space, traffic classes, and classes solved / pruned /
        unresolved; ``deduplicated``: strategies represented by another of their class."""
        out = {"strategies": self.strategies, "classes": len(self.classes),
               "deduplicated": sum(len(c.members) - 1 for c in self.classes)}
        for state in ("solved", "bounded", "pruned", "unresolved", "open"):
            out[state] = sum(1 for c in self.classes if c.state == state)
        out["solves"] = sum(1 for c in self.classes if c.comm is not None)
        return out

    def to_dict(self) -> dict[str, Any]:
        b = self.best
        return {"status": self.status, "time_s": self.time_s, "bound_s": self.bound_s, "gap": self.gap,
                "wall_s": self.wall_s, "time_limit": self.time_limit, "overlap": self.overlap,
                "message": self.message, "counts": self.counts(),
                "best_index": None if b is None else b.index,
                "classes": [{"index": c.index, "members": c.members, "compute_s": c.compute_s,
                             "comm_bound_s": c.comm_bound_s, "state": c.state,
                             "bound_s": c.bound_s(self.overlap), "time_s": c.time_s(self.overlap),
                             "comm_status": None if c.comm is None else c.comm.status,
                             "solve_s": None if c.comm is None else c.comm.wall_s} for c in self.classes]}


# --------------------------------------------------------------------------- classes
def traffic_classes(space: Any, cluster: Cluster, *, dedup: bool = True,
                    strategies: Sequence[Any] | None = None) -> tuple[list[TrafficClass], int]:
    """The traffic classes of ``space`` (every strategy, or ``strategies``) with their
    model-free bounds, and the number of strategies. ``dedup=False``: one class per
    strategy (no canonical forms: for spaces where nothing is solved)."""
    strats = tuple(space.strategies()) if strategies is None else tuple(strategies)
    if not strats:
        raise TopomilpInputError("strategy", "the space holds no memory-feasible strategy")
    by_key: dict[Any, TrafficClass] = {}
    out: list[TrafficClass] = []
    for i, s in enumerate(strats):
        w = space.workload(s)
        c = float(space.compute_s(s))
        key = traffic_certificate(w) if dedup else i
        cls = by_key.get(key)
        if cls is None:
            cls = TrafficClass(i, s, w, c, [i])
            by_key[key] = cls
            out.append(cls)
            continue
        cls.members.append(i)
        if c < cls.compute_s:               # the least compute time represents the class
            cls.index, cls.strategy, cls.workload, cls.compute_s = i, s, w, c
    for cls in out:
        cls.comm_bound_s = comm_bound(cluster, cls.workload)
    return out, len(strats)


def exact_reach(cluster: Cluster, workload: Workload, seconds: float) -> str | None:
    """Why the exact ``joint_topology`` model of ``workload`` is beyond reach within
    ``seconds``: the solver's size guard (:func:`topomilp.exact.sizing.too_large`), or its
    build plus a rough interior-point time of its LP relaxation
    (:func:`topomilp.exact.sizing.lp_seconds`, the bench's rule) over ``seconds``; None
    when it is within reach."""
    from topomilp.exact import sizing
    from topomilp.oracle import joint_problem

    problem = joint_problem(cluster, workload)
    est = sizing.estimate(problem, problem.default_backend)
    why = sizing.too_large(est, seconds)
    if why is None and est is not None and est.build_s + sizing.lp_seconds(est) > seconds:
        why = f"its LP relaxation alone takes ~{est.build_s + sizing.lp_seconds(est):.3g} s > {seconds:.3g} s"
    return None if why is None else f"{why} ({est.describe()})" if est is not None else why


# --------------------------------------------------------------------------- executors
def solve_task(payload: dict[str, Any]) -> dict[str, Any]:
    """One exact solve (plain dicts in and out, so any executor carries it): the
    ``joint_topology`` answer of ``payload["workload"]`` as :meth:`CommTime.to_dict`."""
    cluster = Cluster.from_dict(payload["cluster"])
    workload = Workload.from_dict(payload["workload"])
    warm = payload.get("warm_start")
    res = best_topology(cluster, workload, time_limit=payload["time_limit"], threads=payload.get("threads", 1),
                        seed=payload.get("seed", 0), warm_start=None if warm is None else Topology.from_dict(warm))
    return res.to_dict()


class Runner:
    """Runs :func:`solve_task` payloads: in this process (``workers=1``), on ``workers``
    spawned local processes, or on the Dask ``client``. ``submit`` returns a future;
    ``wait_any`` the finished ones."""

    def __init__(self, workers: int = 1, client: Any = None) -> None:
        self.workers = max(1, int(workers))
        self.client = client
        self.pool: cf.ProcessPoolExecutor | None = None
        if client is None and self.workers > 1:
            self.pool = cf.ProcessPoolExecutor(max_workers=self.workers,
                                               mp_context=multiprocessing.get_context("spawn"))

    @property
    def slots(self) -> int:
        if self.client is not None:
            return max(1, len(self.client.scheduler_info().get("workers", {})) or 1)
        return self.workers

    def submit(self, payload: dict[str, Any]) -> Any:
        if self.client is not None:
            return self.client.submit(solve_task, payload, pure=False)
        if self.pool is not None:
            return self.pool.submit(solve_task, payload)
        fut: cf.Future = cf.Future()
        try:
            fut.set_result(solve_task(payload))
        except Exception as exc:  # noqa: BLE001 - reported as the class's error below
            fut.set_exception(exc)
        return fut

    def wait_any(self, futures: Sequence[Any]) -> list[Any]:
        if self.client is not None:
            from distributed import wait

            return list(wait(list(futures), return_when="FIRST_COMPLETED").done)
        done, _ = cf.wait(list(futures), return_when=cf.FIRST_COMPLETED)
        return list(done)

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)


# --------------------------------------------------------------------------- the search
def _incumbent(classes: Sequence[TrafficClass], overlap: str) -> TrafficClass | None:
    best, best_t = None, math.inf
    for c in classes:
        t = c.time_s(overlap)
        if t is not None and (t < best_t or (t == best_t and best is not None and c.index < best.index)):
            best, best_t = c, t
    return best


def _pass(classes: list[TrafficClass], cluster: Cluster, runner: Runner, *, overlap: str, seed: int,
          threads: int, second: bool, progress: Callable[[str], None]) -> None:
    """One pass of best-first solves over ``classes`` (already in increasing bound), until
    the current deadline (the pass's phase of :data:`~topomilp.exact.timeplan.CODESIGN`)."""
    todo = list(classes)
    running: dict[Any, TrafficClass] = {}
    while todo or running:
        best = _incumbent(classes, overlap)
        inc = math.inf if best is None else best.time_s(overlap)
        while todo and len(running) < runner.slots:
            cls = todo.pop(0)
            if cls.bound_s(overlap) >= inc * (1 - REL_TOL):
                cls.state = "pruned" if cls.comm is None else "bounded"
                continue
            left = deadline.remaining()
            if left <= 1.0:
                cls.state = "unresolved" if cls.comm is not None else "open"
                continue
            if math.isfinite(inc):    # share the time among the classes that could still win
                rivals = 1 + sum(1 for c in todo if c.bound_s(overlap) < inc * (1 - REL_TOL))
                share = max(MIN_SOLVE_S, left * runner.slots / rivals)
            else:                     # no incumbent yet: the first solves set it, most others are pruned
                share = max(MIN_SOLVE_S, left * CODESIGN.share("first solve"))
            limit = max(1.0, min(share, left))
            warm = None if cls.comm is None or cls.comm.topology is None else cls.comm.topology.to_dict()
            running[runner.submit({"cluster": cluster.to_dict(), "workload": cls.workload.to_dict(),
                                   "time_limit": limit, "seed": seed, "threads": threads,
                                   "warm_start": warm})] = cls
        if not running:
            continue
        for fut in runner.wait_any(list(running)):
            cls = running.pop(fut)
            try:
                comm = CommTime.from_dict(fut.result())
            except Exception as exc:  # noqa: BLE001 - a failed solve leaves the class unresolved
                log.warning("class of strategy %d: solve failed: %s: %s", cls.index, type(exc).__name__, exc)
                cls.state = "unresolved"
                continue
            if cls.comm is None or comm.proven or (comm.bound_s or 0) >= (cls.comm.bound_s or 0):
                cls.comm = comm
            cls.state = "solved" if cls.comm.proven else "unresolved"
            best = _incumbent(classes, overlap)
            progress(f"{'re-solved' if second else 'solved'} strategy {cls.index}: {cls.comm.status} "
                     f"comm {_ms(cls.comm.time_s)} (bound {_ms(cls.comm.bound_s)}) in {cls.comm.wall_s:.1f} s; "
                     f"incumbent {_ms(None if best is None else best.time_s(overlap))}")


def _ms(t: float | None) -> str:
    return "-" if t is None else f"{t * 1e3:.3f} ms"


def co_optimum(space: Any, cluster: Cluster, *, time_limit: float = 600.0, overlap: str = "none",
               seed: int = 0, threads: int = 1, workers: int = 1, client: Any = None,
               exact: bool | None = None, strategies: Sequence[Any] | None = None,
               incumbent: TrafficClass | None = None,
               progress: Callable[[str], None] | None = None) -> CoOptimum:
    """The minimum iteration time over every strategy of ``space`` and every topology of
    ``cluster`` (see the module docstring for the method and the statuses).

    ``exact=None`` decides by :func:`exact_reach` of the first strategy's model within the
    whole ``time_limit`` (``False``: the bound over the whole space only, no canonical
    forms). ``incumbent``: a pair found elsewhere (a :class:`TrafficClass` with its
    ``comm`` on some topology, e.g. TopoOpt's search), used only when nothing is solved:
    it is the answer (``feasible``), proven ``optimal`` when it meets the bound (O6').
    ``strategies``: a subset of the space instead of all of it. ``progress``: called
    with one line per finished solve (also logged).

    >>> from topomilp.model import Cluster
    >>> # see tests/test_codesign_search.py for complete examples with a strategy space
    """
    t0 = time.monotonic()
    with deadline.deadline_scope(float(time_limit)):
        return _co_optimum(space, cluster, t0, time_limit=time_limit, overlap=overlap, seed=seed, threads=threads,
                           workers=workers, client=client, exact=exact, strategies=strategies,
                           incumbent=incumbent, progress=progress)


def _co_optimum(space: Any, cluster: Cluster, t0: float, *, time_limit: float, overlap: str, seed: int,
                threads: int, workers: int, client: Any, exact: bool | None, strategies: Sequence[Any] | None,
                incumbent: TrafficClass | None, progress: Callable[[str], None] | None) -> CoOptimum:
    """:func:`co_optimum` inside its deadline."""
    say = progress or (lambda msg: None)

    def report(msg: str) -> None:
        log.info(msg)
        say(msg)

    if exact is None:                   # every strategy's model has the same n: decide on one
        first = (tuple(strategies) if strategies is not None else space.strategies())[:1]
        why = None if not first else exact_reach(cluster, space.workload(first[0]), float(time_limit))
        exact = why is None
        if why:
            report(f"exact solves beyond reach: {why}")
    classes, n_strats = traffic_classes(space, cluster, dedup=exact, strategies=strategies)
    classes.sort(key=lambda c: (c.bound_s(overlap), c.index))
    report(f"{n_strats} strategies, {len(classes)} traffic classes; best bound {_ms(classes[0].bound_s(overlap))}")
    if not exact:
        return _bound_only(classes, n_strats, time.monotonic() - t0, time_limit, overlap, incumbent)
    runner = Runner(workers, client)
    try:
        with CODESIGN.phase("first pass"):
            _pass(classes, cluster, runner, overlap=overlap, seed=seed, threads=threads, second=False,
                  progress=report)
        again = sorted((c for c in classes if c.state in ("unresolved", "open")),
                       key=lambda c: (c.bound_s(overlap), c.index))
        if again:
            with CODESIGN.phase("second pass"):
                _pass(again, cluster, runner, overlap=overlap, seed=seed, threads=threads, second=True,
                      progress=report)
    finally:
        runner.close()
    return _conclude(classes, n_strats, time.monotonic() - t0, time_limit, overlap)


def _bound_only(classes: list[TrafficClass], n_strats: int, wall: float, time_limit: float, overlap: str,
                incumbent: TrafficClass | None) -> CoOptimum:
    """(O6) without exact solves: the bound over the whole space; with ``incumbent`` (a
    pair in the space with its time on a real topology) ``feasible``, and ``optimal``
    when its time meets the bound (O6')."""
    lb = min(c.bound_s(overlap) for c in classes)
    t = None if incumbent is None else incumbent.time_s(overlap)
    for c in classes:                  # classes that cannot beat the given pair
        if t is not None and c.bound_s(overlap) >= t * (1 - REL_TOL):
            c.state = "pruned"
    if t is None:
        return CoOptimum("too_large", None, None, lb, classes, n_strats, wall, time_limit, overlap,
                         "bound over the whole space, proven without a model (no exact solve)")
    if t <= lb * (1 + REL_TOL):
        return CoOptimum("optimal", incumbent, t, min(lb, t), classes, n_strats, wall, time_limit, overlap,
                         "no exact solve: the given pair meets the bound over the whole space (O6')")
    return CoOptimum("feasible", incumbent, t, lb, classes, n_strats, wall, time_limit, overlap,
                     "no exact solve (beyond reach): the given pair against the bound over the whole space")


def _conclude(classes: list[TrafficClass], n_strats: int, wall: float, time_limit: float,
              overlap: str) -> CoOptimum:
    """Status, incumbent and bound from the classes' states."""
    best = _incumbent(classes, overlap)
    inc = None if best is None else best.time_s(overlap)
    for c in classes:              # settled by the final incumbent: its bound cannot beat it
        if inc is not None and c.state in ("open", "unresolved") and c.bound_s(overlap) >= inc * (1 - REL_TOL):
            c.state = "pruned" if c.comm is None else "bounded"
    left = [c for c in classes if c.state in ("open", "unresolved")]
    if not left and best is not None:
        return CoOptimum("optimal", best, inc, inc, classes, n_strats, wall, time_limit, overlap,
                         "every traffic class solved to optimality or pruned by its bound")
    lb = min([c.bound_s(overlap) for c in left] + ([inc] if inc is not None else []))
    status = "feasible" if best is not None else "timeout"
    return CoOptimum(status, best, inc, lb, classes, n_strats, wall, time_limit, overlap,
                     f"{len(left)} traffic class(es) unresolved at the time limit")


__all__ = ["MIN_SOLVE_S", "REL_TOL", "CoOptimum", "Runner", "TrafficClass",
           "co_optimum",
           "exact_reach", "solve_task", "traffic_classes"]

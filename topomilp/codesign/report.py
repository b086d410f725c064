"""The rows of ``topomilp codesign`` (formulations/codesign.md, "The co-optimum and its
bound (search)"): the proven co-optimum, TopoOpt's alternating search, fixed strategies
on their best or TopologyFinder topology, and the ideal switch, each with compute /
communication / iteration time, its status and the ratio to the co-optimum.

* ``co_optimum`` — :func:`topomilp.codesign.optimum.co_optimum`: every strategy, every
  topology (exact per strategy, best first, pruned by bounds);
* ``alternating`` — :func:`topomilp.codesign.alternating.alternating_search` (TopoOpt's
  MCMC with TopologyFinder rebuilds), its pair re-scored with optimal routing;
* ``data_parallel`` — pure data parallelism (where it fits) on its best topology (exact
  ``joint_topology``);
* ``initial_topology_finder`` — TopoOpt's initial strategy on TopologyFinder's topology
  (optimal routing where the LP is within reach, else TopologyFinder's own routing);
* ``strategy_file`` — a strategy given by the user (``--strategy``) on its best topology;
* ``ideal_switch`` — a non-blocking switch with ``d*B`` per server, the strategy chosen
  for it (a reference point, not a topology: its ratio may be below 1);
* ``fat_tree_full``, ``fat_tree_same_cost_bw``, ``fat_tree_same_cost_oversub`` — the
  switched fabrics of :func:`topomilp.fabrics.equal_cost_fabrics` (a 1:1 Fat-tree at
  ``d*B``; the 1:1 Fat-tree and the oversubscribed Fat-tree at ``d*B`` that cost what the
  direct-connect design costs), each with the strategy re-optimised for it, as TopoOpt
  compared its switched baselines (formulations/fabrics.md; docs/fabrics.md). A ratio
  below 1 means the fabric is faster than the best direct-connect design.

Ratios are to the co-optimum's time when it is proven, else to its bound (marked
``<=``: the true ratio is at most that).

Paper: TopoOpt (NSDI 2023, arXiv 2202.00433), §4 and §6.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from topomilp.codesign.alternating import DEFAULT_ALPHA, DEFAULT_BUDGET, alternating_search
from topomilp.codesign.comm import CommTime, best_topology, ideal_switch_comm, routed_time
from topomilp.codesign.optimum import CoOptimum, TrafficClass, co_optimum, exact_reach
from topomilp.codesign.timing import iteration_time
from topomilp.errors import TopomilpError
from topomilp.exact.timeplan import CODESIGN
from topomilp.model import Cluster

log = logging.getLogger(__name__)

#: the switched-fabric rows (:func:`fabric_rows`): not direct-connect topologies, so they
#: may beat the co-optimum's bound
FABRIC_ROWS = ("fat_tree_full", "fat_tree_same_cost_bw", "fat_tree_same_cost_oversub")
#: seconds the routing LP of a heuristic topology may take (else its own routing is used)
ROUTING_LP_S = 60.0


@dataclass
class CodesignRow:
    """One method's answer (times in seconds; ``bound_s``: a proven lower bound on the
    best iteration time of the row's choice of strategies over every topology, None for
    heuristics)."""

    method: str
    topology_method: str
    strategy: Any = None
    compute_s: float | None = None
    comm: CommTime | None = None
    iteration_time_s: float | None = None
    status: str = ""
    bound_s: float | None = None
    workload: Any = None
    ratio: float | None = None
    ratio_basis: str | None = None
    wall_s: float = 0.0
    message: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def comm_s(self) -> float | None:
        return None if self.comm is None else self.comm.time_s

    def to_dict(self) -> dict[str, Any]:
        from topomilp.exact.modelkit import plan_to_list

        s = self.strategy
        topo = None if self.comm is None or self.comm.topology is None else self.comm.topology
        return {"method": self.method, "topology_method": self.topology_method,
                "strategy": None if s is None else s.to_dict(),
                "strategy_text": None if s is None else s.describe(),
                "compute_s": self.compute_s, "comm_s": self.comm_s, "iteration_time_s": self.iteration_time_s,
                "status": self.status, "bound_s": self.bound_s, "ratio": self.ratio, "ratio_basis": self.ratio_basis,
                "wall_s": self.wall_s, "message": self.message,
                "comm_status": None if self.comm is None else self.comm.status,
                "comm_bound_s": None if self.comm is None else self.comm.bound_s,
                "topology": None if topo is None else topo.links.tolist(),
                "link_model": None if topo is None else topo.link_model,
                "workload": None if self.workload is None else self.workload.to_dict(),
                "plan": None if self.comm is None else plan_to_list(self.comm.plan), **self.extra}


@dataclass
class CodesignRun:
    """Everything ``topomilp codesign`` computed."""

    model: str
    cluster: Cluster
    overlap: str
    time_limit: float
    seed: int
    budget: int
    rows: list[CodesignRow]
    optimum: CoOptimum
    wall_s: float

    def to_dict(self) -> dict[str, Any]:
        return {"model": self.model, **self.cluster.to_dict(), "overlap": self.overlap,
                "time_limit": self.time_limit, "seed": self.seed, "budget": self.budget, "wall_s": self.wall_s,
                "optimum": {k: v for k, v in self.optimum.to_dict().items() if k != "classes"},
                "rows": [r.to_dict() for r in self.rows]}


def _time(compute: float, comm: CommTime, overlap: str) -> float | None:
    return None if comm.time_s is None else iteration_time(compute, comm.time_s, overlap)


def _lower(compute: float, comm: CommTime, overlap: str) -> float | None:
    return None if comm.bound_s is None else iteration_time(compute, comm.bound_s, overlap)


def optimum_row(opt: CoOptimum) -> CodesignRow:
    """The co-optimum's row (at sizes beyond exact reach: its bound only)."""
    c = opt.counts()
    msg = (f"{c['strategies']} strategies, {c['classes']} traffic classes: {c['solves']} solved "
           f"({c['solved']} proven), {c['pruned']} pruned, {c['deduplicated']} deduplicated; {opt.message}")
    b = opt.best
    comm = CommTime(None, None, opt.status) if b is None else b.comm
    label = "exact joint_topology per strategy"
    if c["solves"] == 0:
        label = "bound over the whole space" + ("" if b is None else "; TopoOpt's pair as incumbent")
    return CodesignRow("co_optimum", label, None if b is None else b.strategy,
                       None if b is None else b.compute_s, comm, opt.time_s, opt.status, opt.bound_s,
                       None if b is None else b.workload, wall_s=opt.wall_s, message=msg,
                       extra={"counts": c, "gap": opt.gap})


def fixed_exact_row(method: str, space: Any, cluster: Cluster, strategy: Any, opt: CoOptimum, *,
                    time_limit: float, overlap: str, seed: int, threads: int) -> CodesignRow:
    """``strategy`` on its best topology: the co-optimum's solve when ``strategy``
    represented its traffic class, else its own exact solve (an isomorphic class's
    topology would first have to be relabelled)."""
    t0 = time.monotonic()
    w, compute = space.workload(strategy), float(space.compute_s(strategy))
    comm = None
    for cls in opt.classes:
        if cls.comm is not None and cls.comm.topology is not None and cls.strategy == strategy:
            comm = cls.comm
            break
    if comm is None:
        why = exact_reach(cluster, w, time_limit)
        if why is not None:
            from topomilp.codesign.comm import comm_bound

            lb = comm_bound(cluster, w)
            return CodesignRow(method, "exact joint_topology", strategy, compute, CommTime(None, lb, "too_large"),
                               None, "too_large", iteration_time(compute, lb, overlap), w,
                               wall_s=time.monotonic() - t0, message=f"beyond exact reach: {why}")
        try:
            comm = best_topology(cluster, w, time_limit=time_limit, threads=threads, seed=seed)
        except TopomilpError as exc:        # reported as the row's error, the other rows go on
            log.warning("%s: %s: %s", method, type(exc).__name__, exc)
            return CodesignRow(method, "exact joint_topology", strategy, compute, None, None, "error", None, w,
                               wall_s=time.monotonic() - t0, message=f"{type(exc).__name__}: {exc}")
    return CodesignRow(method, "exact joint_topology", strategy, compute, comm, _time(compute, comm, overlap),
                       comm.status, _lower(compute, comm, overlap), w, wall_s=time.monotonic() - t0,
                       message=comm.message)


def heuristic_topology_row(method: str, space: Any, cluster: Cluster, strategy: Any, *, overlap: str,
                           seed: int) -> CodesignRow:
    """``strategy`` on TopologyFinder's topology of its traffic, optimal routing (the
    routing LP) where within reach, else TopologyFinder's own rings and routing."""
    from topomilp.exact import sizing
    from topomilp.heuristics import topology_finder
    from topomilp.oracle import routing_problem

    t0 = time.monotonic()
    w, compute = space.workload(strategy), float(space.compute_s(strategy))
    tf = topology_finder(cluster, w, mode="paper", seed=seed)
    own = CommTime(float(tf.evaluate(cluster, w).time_s), None, "heuristic", tf.topology, tf.plan_for(w))
    comm, label = own, "TopologyFinder (own routing)"
    prob = routing_problem(tf.topology, cluster, w)
    note = ""
    if sizing.too_large(sizing.estimate(prob, prob.default_backend), ROUTING_LP_S) is None:
        try:
            lp = routed_time(tf.topology, cluster, w, time_limit=ROUTING_LP_S, seed=seed)
        except TopomilpError as exc:        # e.g. the verifier rejected the LP's answer: keep its own
            lp, note = None, f"routing LP failed ({type(exc).__name__}: {exc}); own routing kept"
            log.warning("%s: %s", method, note)
        if lp is not None and lp.time_s is not None and lp.time_s <= own.time_s * (1 + 1e-9):
            comm, label = lp, "TopologyFinder, optimal routing"
    return CodesignRow(method, label, strategy, compute, comm, _time(compute, comm, overlap), "heuristic", None, w,
                       wall_s=time.monotonic() - t0,
                       message=note or (f"own routing {own.time_s * 1e3:.3f} ms" if comm is not own else ""),
                       extra={"own_routing_comm_s": own.time_s})


def search_row(space: Any, cluster: Cluster, *, budget: int, alpha: float, overlap: str, seed: int,
               time_limit: float | None, progress: Callable[[int, float], None] | None) -> CodesignRow:
    """TopoOpt's alternating search, its answer re-scored with optimal routing."""
    res = alternating_search(space, cluster, budget=budget, alpha=alpha, overlap=overlap, seed=seed,
                             time_limit=time_limit, progress=progress)
    label = "MCMC + TopologyFinder" + (", optimal routing" if res.comm.status != "heuristic" else "")
    msg = (f"{res.steps} steps, {res.accepted} accepted, {res.rebuilds} topology rebuilds, "
           f"{res.evaluations} evaluations; searched with own routing: {res.search_comm_s * 1e3:.3f} ms comm"
           + (f"; {res.stopped}" if res.stopped else ""))
    return CodesignRow("alternating", label, res.strategy, res.compute_s, res.comm, res.time_s, "heuristic", None,
                       space.workload(res.strategy), wall_s=res.wall_s, message=msg,
                       extra={"search": {k: v for k, v in res.to_dict().items()
                                         if k in ("steps", "accepted", "rebuilds", "evaluations", "budget",
                                                  "alpha", "seed", "routing", "stopped", "search_comm_s")}})


def ideal_switch_row(space: Any, cluster: Cluster, *, overlap: str) -> CodesignRow:
    """The ideal switch (``d*B`` per server, non-blocking) with the strategy best for it."""
    t0 = time.monotonic()
    best = None
    for s in space.strategies():
        w = space.workload(s)
        comm = ideal_switch_comm(cluster, w)
        t = iteration_time(float(space.compute_s(s)), comm, overlap)
        if best is None or t < best[0]:
            best = (t, s, w, comm)
    assert best is not None
    t, s, w, comm = best
    return CodesignRow("ideal_switch", "ideal switch (d*B per server)", s, float(space.compute_s(s)),
                       CommTime(comm, comm, "reference"), t, "reference", None, w, wall_s=time.monotonic() - t0,
                       message="a reference point, not a topology")


def _best_on_fabric(space: Any, fabric: Any, overlap: str) -> tuple[float, Any, Any, float]:
    """The strategy of the declared space (in its own placement) with the smallest
    iteration time on ``fabric`` (closed forms, formulations/fabrics.md): (time, strategy,
    workload, comm)."""
    from topomilp.fabrics import comm_time

    best = None
    for s in space.strategies():
        w = space.workload(s)
        comm = comm_time(w, fabric).time_s
        t = iteration_time(float(space.compute_s(s)), comm, overlap)
        if best is None or t < best[0]:
            best = (t, s, w, comm)
    assert best is not None
    return best


def fabric_rows(space: Any, cluster: Cluster, *, overlap: str, switching: str = "patch_panel",
                table: Any = None) -> list[CodesignRow]:
    """The switched fabrics of the same cost as the direct-connect design
    (:func:`topomilp.fabrics.equal_cost_fabrics`: ``fat_tree_full``,
    ``fat_tree_same_cost_bw``, ``fat_tree_same_cost_oversub``), each with the strategy
    best for it. A non-blocking fabric's time does not depend on which server runs which
    rank (formulations/fabrics.md), so its row is the proven minimum over the declared
    space (``optimal``). On an oversubscribed one the placement matters and only each
    strategy's own placement is scored: ``feasible``, with the same fabric made
    non-blocking as the bound (it has every link of the oversubscribed one and more)."""
    from topomilp.fabrics import equal_cost_fabrics

    rows = []
    for name, ec in equal_cost_fabrics(cluster, table, switching).items():
        if ec.fabric is None:
            rows.append(CodesignRow(name, "switched fabric", status="n/a", message=ec.note))
            continue
        t0 = time.monotonic()
        t, s, w, comm = _best_on_fabric(space, ec.fabric, overlap)
        blocking = ec.fabric.oversubscription > 1
        bound = _best_on_fabric(space, replace(ec.fabric, oversubscription=1.0), overlap)[0] if blocking else t
        rows.append(CodesignRow(name, ec.fabric.name, s, float(space.compute_s(s)),
                                CommTime(comm, comm, "fabric"), t, "feasible" if blocking else "optimal", bound, w,
                                wall_s=time.monotonic() - t0,
                                message=ec.note + ("; strategies in their own placement" if blocking else ""),
                                extra={"fabric": ec.fabric.to_dict(), "fabric_price": ec.price,
                                       "design_price": ec.target}))
    return rows


def score(rows: list[CodesignRow], opt: CoOptimum) -> None:
    """Fill ``ratio`` / ``ratio_basis``: against the proven optimum, else its bound."""
    ref, basis = (opt.time_s, "optimal") if opt.status == "optimal" else (opt.bound_s, "bound")
    for r in rows:
        if r.iteration_time_s is not None and ref:
            r.ratio, r.ratio_basis = r.iteration_time_s / ref, basis


def run_codesign(space: Any, cluster: Cluster, *, model: str = "", time_limit: float = 600.0,
                 overlap: str = "none", budget: int = DEFAULT_BUDGET, alpha: float = DEFAULT_ALPHA, seed: int = 0,
                 threads: int = 1, workers: int = 1, client: Any = None, strategy: Any = None,
                 progress: Callable[[str], None] | None = None) -> CodesignRun:
    """Every row of ``topomilp codesign`` (module docstring). ``time_limit`` bounds the
    co-optimum's search and, separately, the alternating search; a fixed strategy's own
    exact solve gets the share of :data:`~topomilp.exact.timeplan.CODESIGN`'s phase "fixed
    strategy" of it (at least 1 s)."""
    t0 = time.monotonic()
    say = progress or (lambda msg: None)
    say("alternating search (TopoOpt) ...")
    rows = [search_row(space, cluster, budget=budget, alpha=alpha, overlap=overlap, seed=seed,
                       time_limit=time_limit,
                       progress=lambda it, best: say(f"alternating search: step {it}/{budget}, "
                                                     f"best {best * 1e3:.3f} ms") if it % 1000 == 0 else None)]
    say("co-optimum ...")
    found = rows[0]                    # TopoOpt's pair: the answer where nothing can be solved (O6')
    where = space.strategies().index(found.strategy) if found.strategy in space.strategies() else -1
    pair = TrafficClass(where, found.strategy, found.workload, found.compute_s, [where], comm=found.comm,
                        state="given")
    opt = co_optimum(space, cluster, time_limit=time_limit, overlap=overlap, seed=seed, threads=threads,
                     workers=workers, client=client, incumbent=pair, progress=say)
    rows.insert(0, optimum_row(opt))
    fixed = CODESIGN.seconds("fixed strategy", time_limit)
    dp = space.data_parallel()
    if dp is not None:
        rows.append(fixed_exact_row("data_parallel", space, cluster, dp, opt, time_limit=fixed, overlap=overlap,
                                    seed=seed, threads=threads))
    else:
        rows.append(CodesignRow("data_parallel", "exact joint_topology", status="n/a",
                                message="pure data parallelism does not fit in memory"))
    rows.append(heuristic_topology_row("initial_topology_finder", space, cluster, space.topoopt_initial(),
                                       overlap=overlap, seed=seed))
    if strategy is not None:
        rows.append(fixed_exact_row("strategy_file", space, cluster, strategy, opt, time_limit=fixed,
                                    overlap=overlap, seed=seed, threads=threads))
    rows.append(ideal_switch_row(space, cluster, overlap=overlap))
    rows += fabric_rows(space, cluster, overlap=overlap)
    score(rows, opt)
    _check(rows, opt)
    return CodesignRun(model, cluster, overlap, time_limit, seed, budget, rows, opt, time.monotonic() - t0)


def _check(rows: list[CodesignRow], opt: CoOptimum) -> None:
    """No topology row may beat the co-optimum's bound (that would be a bug in a model,
    a verifier or the evaluator)."""
    from topomilp.errors import VerificationError

    if opt.bound_s is None:
        return
    for r in rows:
        if r.method != "ideal_switch" and r.method not in FABRIC_ROWS and r.iteration_time_s is not None \
                and r.iteration_time_s < opt.bound_s * (1 - 1e-6):
            raise VerificationError(f"{r.method}: {r.iteration_time_s!r} s is below the co-optimum's bound "
                                    f"{opt.bound_s!r} s")


__all__ = ["FABRIC_ROWS", "ROUTING_LP_S", "CodesignRow", "CodesignRun", "fabric_rows", "fixed_exact_row",
           "heuristic_topology_row",
           "ideal_switch_row", "optimum_row", "run_codesign", "score", "search_row"]

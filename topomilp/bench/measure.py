"""The rows of the topology section: the exact ``joint_topology`` optimum of a workload
and each heuristic or baseline measured against it (own routing, and the exact routing
LP on its topology). Every exact solve of the bench goes through :func:`solve_exact`."""

from __future__ import annotations

import time
from typing import Any

from topomilp.bench.config import BenchConfig
from topomilp.bench.methods import EXACT_METHOD, EXACT_METHODS, heuristic_methods, method_kind
from topomilp.bench.rows import BenchRow
from topomilp.bench.scoring import Optimum, check_not_below, finite, ratio_to_optimum
from topomilp.errors import TopomilpInputError
from topomilp.exact.timeplan import BENCH
from topomilp.model import Cluster, Topology, Workload


def solve_exact(problem: Any, cfg: BenchConfig, warm_start: Any = None) -> Any:
    """One exact solve with the bench's options: :func:`topomilp.exact.solve`, which
    picks the strongest method for the problem (for ``joint_topology`` with uniform
    all-to-all duplex traffic under ``auto``: the enumeration proof). A backend the
    problem lacks falls back to the problem's default."""
    from topomilp.exact import solve

    backend = cfg.backend if cfg.backend == "auto" or cfg.backend in problem.backends else "auto"
    return solve(problem, backend=backend, time_limit=cfg.time_limit, threads=cfg.threads, seed=cfg.seed,
                 warm_start=warm_start)


def exact_result(cluster: Cluster, workload: Workload, cfg: BenchConfig, method: str = EXACT_METHOD,
                 warm_start: Any = None) -> Any:
    """The :class:`~topomilp.exact.ExactResult` of exact ``method``, or None when its model
    is beyond exact reach (:func:`beyond_reach`). The bench solves the stride family first
    and hands its solution to the any-order solve as a warm start (the stride family is a
    subset of it), so the any-order row is never behind the stride row."""
    from topomilp.oracle import joint_problem

    problem = joint_problem(cluster, workload, rings=EXACT_METHODS[method])
    if beyond_reach(problem, cfg, cfg.time_limit) is not None:
        return None
    return solve_exact(problem, cfg, warm_start=warm_start)


def _eval_fields(ev: Any) -> dict[str, Any]:
    """Row fields of an evaluation with the method's own routing."""
    return dict(comm_time_s=ev.time_s, throughput=finite(ev.throughput), diameter=finite(ev.diameter),
                mean_hops=finite(ev.mean_hops), weighted_hops=finite(ev.weighted_hops),
                own_routing_time_s=ev.time_s)


def _solution_topology(solution: Any) -> Topology | None:
    topo = getattr(solution, "topology", None)
    if isinstance(topo, Topology):
        return topo
    return solution if isinstance(solution, Topology) else None


def _evaluate_solution(solution: Any, cluster: Cluster, workload: Workload) -> Any:
    """Evaluation of an exact joint solution with its own routing (falls back to
    shortest paths when the solution carries no routing)."""
    from topomilp.evaluate import evaluate_workload

    ev = getattr(solution, "evaluate", None)
    if callable(ev):
        return ev(cluster, workload)
    topo = _solution_topology(solution)
    return evaluate_workload(topo, cluster, workload, plan=getattr(solution, "plan", None),
                             ar_routing=getattr(solution, "ar_routing", None),
                             mp_routing=getattr(solution, "mp_routing", None))


def optimal_routing_time(topology: Topology, cluster: Cluster, workload: Workload,
                         cfg: BenchConfig) -> tuple[float | None, str, float]:
    """``(time, status, wall_s)`` of the exact routing LP on ``topology``: splittable
    routing, AllReduce shares free over every cyclic order of each group's members
    (``rings="any"``), so it is never worse than the method's own routing and plan."""
    from topomilp.oracle import result_time_bounds, routing_problem

    res = solve_exact(routing_problem(topology, cluster, workload), cfg)
    inc, _ = result_time_bounds(res)
    return inc, res.status, res.wall_s


#: kinds of rows that are not direct-connect topologies: never checked against the
#: optimum's bound (an ideal switch or a switched fabric may beat it)
NOT_TOPOLOGIES = ("reference", "fabric")


def beyond_reach(problem: Any, cfg: BenchConfig, seconds: float) -> str | None:
    """Why ``problem``'s model is beyond exact reach within ``seconds`` (its build plus
    a rough interior-point time of its LP / LP relaxation,
    :func:`topomilp.exact.sizing.lp_seconds`, or the solve's own size guard), or None."""
    from topomilp.exact import sizing

    backend = cfg.backend if cfg.backend in problem.backends else problem.default_backend
    est = sizing.estimate(problem, backend)
    if est is None:
        return None
    guard = sizing.too_large(est, seconds)
    if guard is not None:
        return f"{guard} ({est.describe()})"
    need = est.build_s + sizing.lp_seconds(est)
    if need > seconds:
        return (f"its {'LP' if problem.name == 'routing' else 'LP relaxation'} alone takes ~{need:.3g} s "
                f"> {seconds:.3g} s ({est.describe()})")
    return None


def exact_row(cluster: Cluster, workload: Workload, wname: str, cfg: BenchConfig,
              method: str = EXACT_METHOD, opt: Optimum | None = None, *, warm_start: Any = None,
              result: Any = None) -> tuple[BenchRow, Topology | None]:
    """The row of exact ``method`` (``joint_topology``: any ring order, the reference of
    every ratio; ``joint_topology_strides``: stride rings only, its ratio taken against
    ``opt``, the any-order optimum) and the solution's topology (or None). ``result``: an
    :func:`exact_result` already computed; ``warm_start``: handed to the solve."""
    from topomilp.oracle import joint_problem, result_time_bounds

    t0 = time.perf_counter()
    problem = joint_problem(cluster, workload, rings=EXACT_METHODS[method])
    f: dict[str, Any] = {"build_s": time.perf_counter() - t0}
    far = None if result is not None else beyond_reach(problem, cfg, cfg.time_limit)  # result: already checked
    if far is not None:            # heuristics are measured against the bound proven without a model
        ub = problem.cheap_bound()
        f.update(status="too_large", solve_s=time.perf_counter() - t0, backend=cfg.backend,
                 bound_time_s=finite(1.0 / ub) if ub and ub > 0 else None,
                 message=f"beyond exact reach: {far}; bound (J5)/(J6'') proven without a model "
                         "(formulations/joint_topology.md, \"Answers at any size\")")
        return BenchRow(wname, method, "exact", **f), None
    res = result if result is not None else solve_exact(problem, cfg, warm_start=warm_start)
    inc, lb = result_time_bounds(res)
    f.update(status=res.status, gap=finite(res.gap), solve_s=res.wall_s, backend=res.backend,
             message=res.message + (f" [{res.discretisation}]" if res.discretisation else ""),
             bound_time_s=finite(lb))
    topo = _solution_topology(res.solution) if res.solution is not None else None
    if res.solution is not None:
        ev = _evaluate_solution(res.solution, cluster, workload)
        f.update(_eval_fields(ev))
        # the model's own time (its fractional routing) is the optimum / incumbent
        t = inc if inc is not None else ev.time_s
        f.update(comm_time_s=t, throughput=finite(1.0 / t) if t else None, own_routing_time_s=t,
                 optimal_routing_time_s=t)
    t = f.get("comm_time_s")
    if t is not None:
        ref = Optimum(res.status, finite(t), finite(lb)) if method == EXACT_METHOD else (opt or Optimum())
        if method != EXACT_METHOD:
            check_not_below(f"{wname}/{method}", t, ref)
        f["ratio_to_optimal"], f["ratio_basis"] = ratio_to_optimum(t, ref)
        f.update(topology_ratio=f["ratio_to_optimal"], routing_loss=1.0)
    if topo is not None:
        f["topology"] = topo.links.tolist()
    return BenchRow(wname, method, "exact", **f), topo


def heuristic_row(name: str, cluster: Cluster, workload: Workload, wname: str, cfg: BenchConfig,
                  opt: Optimum) -> tuple[BenchRow, Topology | None]:
    """The row of heuristic/baseline ``name`` and its topology (or None)."""
    kind = method_kind(name)
    t0 = time.perf_counter()
    try:
        from topomilp.exact.deadline import deadline_scope

        with deadline_scope(cfg.time_limit):   # a search method (topology_search) stops within it
            res = heuristic_methods()[name](cluster, workload, cfg.seed)
    except TopomilpInputError as exc:  # the method does not apply to this cluster
        return BenchRow(wname, name, kind, status="n/a", message=str(exc),
                        build_s=time.perf_counter() - t0), None
    f: dict[str, Any] = {"build_s": finite(getattr(res, "build_s", None)) or time.perf_counter() - t0}
    topo = getattr(res, "topology", None)
    topo = topo if isinstance(topo, Topology) else None
    notes = []
    info = getattr(res, "info", None) or {}
    if isinstance(info, dict) and info.get("note"):
        notes.append(str(info["note"]))
    try:
        ev = res.evaluate(cluster, workload)
    except TopomilpInputError as exc:  # e.g. a disconnected topology cannot carry the workload
        f.update(status="invalid", message=" ".join(notes + [str(exc)]))
        if topo is not None:
            f["topology"] = topo.links.tolist()
        return BenchRow(wname, name, kind, **f), topo
    f.update(_eval_fields(ev))
    f["status"] = "ok"
    comparable = kind not in NOT_TOPOLOGIES
    if topo is not None and (topo.out_degrees() > cluster.d).any() | (topo.in_degrees() > cluster.d).any():
        notes.append("uses more than d ports: " + "; ".join(topo.degree_violations(cluster)))
        comparable = False
    if comparable:   # the optimum allows any ring order (rings="any"): every plan is in its family
        check_not_below(f"{wname}/{name} (own routing)", f["comm_time_s"], opt)
    skip = None
    if topo is not None and kind not in NOT_TOPOLOGIES:
        from topomilp.oracle import routing_problem

        skip = beyond_reach(routing_problem(topo, cluster, workload), cfg,
                            BENCH.share("routing LP") * cfg.time_limit)
        if skip is not None:
            notes.append(f"optimal routing skipped: the routing LP is beyond reach: {skip}")
            f["topology"] = topo.links.tolist()
    if topo is not None and kind not in NOT_TOPOLOGIES and skip is None:
        try:
            t, status, wall = optimal_routing_time(topo, cluster, workload, cfg)
        except TopomilpInputError as exc:   # an instance the routing model does not take: say so, go on
            t, status, wall = None, f"n/a ({exc})", 0.0
        f["solve_s"] = wall
        f["optimal_routing_time_s"] = finite(t)
        if status != "optimal":
            notes.append(f"routing LP {status}")
        if t is not None:
            if status == "optimal" and comparable:
                check_not_below(f"{wname}/{name} (optimal routing)", t, opt)
            f["routing_loss"] = f["comm_time_s"] / t if t > 0 else None
            f["topology_ratio"], _ = ratio_to_optimum(t, opt)
        f["topology"] = topo.links.tolist()
    f["ratio_to_optimal"], f["ratio_basis"] = ratio_to_optimum(f["comm_time_s"], opt)
    f["message"] = " ".join(notes)
    return BenchRow(wname, name, kind, **f), topo


__all__ = ["beyond_reach", "exact_row", "heuristic_row", "optimal_routing_time", "solve_exact"]

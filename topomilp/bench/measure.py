"""The rows of the topology section: the exact ``joint_topology`` optimum of a workload
and each heuristic or baseline measured against it (own routing, and the exact routing
LP on its topology). Every exact solve of the bench goes through :func:`solve_exact`."""

from __future__ import annotations

import time
from typing import Any

from topomilp.bench.config import BenchConfig
from topomilp.bench.methods import EXACT_METHOD, heuristic_methods, method_kind
from topomilp.bench.rows import BenchRow
from topomilp.bench.scoring import Optimum, check_not_below, finite, ratio_to_optimum
from topomilp.errors import TopomilpInputError
from topomilp.model import Cluster, Topology, Workload


def solve_exact(problem: Any, cfg: BenchConfig) -> Any:
    """One exact solve with the bench's options: :func:`topomilp.exact.solve`, which
    picks the strongest method for the problem (for ``joint_topology`` with uniform
    all-to-all duplex traffic under ``auto``: the enumeration proof). A backend the
    problem lacks falls back to the problem's default."""
    from topomilp.exact import solve

    backend = cfg.backend if cfg.backend == "auto" or cfg.backend in problem.backends else "auto"
    return solve(problem, backend=backend, time_limit=cfg.time_limit, threads=cfg.threads, seed=cfg.seed)


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
                         cfg: BenchConfig, plan: Any = None) -> tuple[float | None, str, float]:
    """``(time, status, wall_s)`` of the exact routing LP on ``topology``: splittable
    routing, AllReduce shares free over each group's coprime-stride rings plus the rings
    of ``plan`` (the method's own), so it is never worse than the method's routing."""
    from topomilp.oracle import result_time_bounds, routing_problem

    kwargs = {}
    if plan is not None and workload.groups:
        kwargs["rings"] = [[r.order for r in rings] for rings in plan.rings]
    res = solve_exact(routing_problem(topology, cluster, workload, **kwargs), cfg)
    inc, _ = result_time_bounds(res)
    return inc, res.status, res.wall_s


def exact_row(cluster: Cluster, workload: Workload, wname: str,
              cfg: BenchConfig) -> tuple[BenchRow, Topology | None]:
    """The ``joint_topology`` row of a workload and the solution's topology (or None)."""
    from topomilp.oracle import joint_problem, result_time_bounds

    t0 = time.perf_counter()
    problem = joint_problem(cluster, workload)
    f: dict[str, Any] = {"build_s": time.perf_counter() - t0}
    res = solve_exact(problem, cfg)
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
        opt = Optimum(res.status, finite(t), finite(lb))
        f["ratio_to_optimal"], f["ratio_basis"] = ratio_to_optimum(t, opt)
        f.update(topology_ratio=f["ratio_to_optimal"], routing_loss=1.0)
    if topo is not None:
        f["topology"] = topo.links.tolist()
    return BenchRow(wname, EXACT_METHOD, "exact", **f), topo


def heuristic_row(name: str, cluster: Cluster, workload: Workload, wname: str, cfg: BenchConfig,
                  opt: Optimum) -> tuple[BenchRow, Topology | None]:
    """The row of heuristic/baseline ``name`` and its topology (or None)."""
    kind = method_kind(name)
    t0 = time.perf_counter()
    try:
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
    comparable = kind != "reference"
    if topo is not None and (topo.out_degrees() > cluster.d).any() | (topo.in_degrees() > cluster.d).any():
        notes.append("uses more than d ports: " + "; ".join(topo.degree_violations(cluster)))
        comparable = False
    plan = res.plan_for(workload)
    outside = _rings_outside_candidates(workload, plan)
    if outside:
        notes.append(f"plan uses {outside} ring(s) outside the exact model's candidate set "
                     "(the optimum is over coprime-stride rings)")
        comparable = False
    if comparable:
        check_not_below(f"{wname}/{name} (own routing)", f["comm_time_s"], opt)
    if topo is not None and kind != "reference":
        t, status, wall = optimal_routing_time(topo, cluster, workload, cfg, plan)
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


def _rings_outside_candidates(workload: Workload, plan: Any) -> int:
    """How many rings with a positive share in ``plan`` are not among the exact models'
    default candidates (each group's coprime-stride rings, both directions)."""
    from topomilp.exact.routing import candidate_rings

    if plan is None or not workload.groups:
        return 0
    cands = candidate_rings(workload)
    count = 0
    for g, rings, allowed in zip(workload.groups, plan.rings, cands):
        if g.bytes_per_member <= 0:
            continue
        for r in rings:
            if r.share <= 0:
                continue
            o = list(r.order)
            i = o.index(g.members[0]) if g.members[0] in o else 0
            if tuple(o[i:] + o[:i]) not in allowed:
                count += 1
    return count


__all__ = ["exact_row", "heuristic_row", "optimal_routing_time", "solve_exact"]

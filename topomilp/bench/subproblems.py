"""The sub-problem section: TopologyFinder's (and TotientPerms') sub-decisions scored by
the exact sub-problems' own verifiers and compared with their optima
(``stride_selection``, ``mp_matching``, ``degree_split``)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from topomilp.bench.config import BenchConfig
from topomilp.bench.measure import solve_exact
from topomilp.bench.methods import heuristic_methods
from topomilp.bench.rows import SUBPROBLEM_SECTION, BenchRow
from topomilp.bench.scoring import BEAT_RTOL, finite
from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.model import Cluster, Topology, Workload

#: sub-problem rows (section "subproblem"): method name -> what it compares
SUBPROBLEMS: dict[str, str] = {
    "stride_selection": "TotientPerms' strides vs the stride_selection optimum",
    "mp_matching": "TopologyFinder's MP matchings vs the mp_matching optimum",
    "degree_split": "TopologyFinder's degree split vs the degree_split optimum",
}
#: the heuristics whose steps are compared
TOTIENT_PERMS = "totient_perms"
TOPOLOGY_FINDER = "topology_finder"


@dataclass(frozen=True)
class Comparison:
    """A heuristic's sub-decision scored by the exact sub-problem's own verifier."""

    problem: Any          #: the exact problem (solved for the optimum)
    value: float | None   #: the heuristic's objective value under ``problem.verify``
    heuristic: str        #: what the heuristic chose (for the table)
    objective: str
    sense: str            #: "min" or "max"
    build_s: float = 0.0
    strict: bool = True   #: the heuristic's choice is feasible for the problem (cannot beat it)


def _heuristic(name: str, cluster: Cluster, workload: Workload, seed: int) -> Any:
    methods = heuristic_methods()
    if name not in methods:
        raise TopomilpInputError("methods", f"no {name} in topomilp.heuristics.METHODS")
    return methods[name](cluster, workload, seed)


def _strides_of_allreduce(cluster: Cluster) -> int:
    """Rings TotientPerms builds for one all-node group with all ``d`` ports."""
    return cluster.d // 2 if cluster.duplex else cluster.d


def compare_strides(cluster: Cluster, workload: Workload, seed: int = 0) -> Comparison:
    """TotientPerms' geometric stride choice vs the ``stride_selection`` optimum
    (objective: total hop count of the circulant over all nodes, ``m`` = the rings every
    node's ports hold: ``d // 2`` under duplex, ``d`` under simplex)."""
    from topomilp.exact import problem_class
    from topomilp.oracle import stride_objective

    n = cluster.n
    m = _strides_of_allreduce(cluster)
    if m < 1:
        raise TopomilpInputError("d", "a ring needs 2 ports per node under duplex", cluster.d)
    problem = problem_class("stride_selection")(n=n, m=m, objective="total_hops",
                                                link_model=cluster.link_model)
    t0 = time.perf_counter()
    strides = tuple(int(p) for p in _heuristic(TOTIENT_PERMS, cluster, workload, seed).info["strides"])
    build = time.perf_counter() - t0
    value = stride_objective(problem, strides)
    return Comparison(problem, value, f"strides {strides}", "total hops", "min", build)


def _info(res: Any, *keys: str) -> Any:
    info = getattr(res, "info", None) or {}
    for k in keys:
        if k in info and info[k] is not None:
            return info[k]
    return None


def compare_matching(cluster: Cluster, workload: Workload, seed: int = 0) -> Comparison:
    """TopologyFinder's repeated MP matchings vs the ``mp_matching`` optimum of the same
    harmonic utility ``sum_e T_e H(x_e)`` with the same MP degree ``d_mp``."""
    import numpy as np

    from topomilp.exact import problem_class
    from topomilp.exact.mp_matching import MPMatchingSolution
    from topomilp.utils import matching_utility

    if workload.mp_bytes <= 0:
        raise TopomilpInputError("workload", "has no MP traffic")
    t0 = time.perf_counter()
    res = _heuristic(TOPOLOGY_FINDER, cluster, workload, seed)
    build = time.perf_counter() - t0
    d_mp = _info(res, "d_mp")
    links = _info(res, "mp_links")
    if d_mp is None or links is None:
        raise TopomilpInputError("topology_finder", "its result names no MP links (info['d_mp'], info['mp_links'])")
    d_mp = int(d_mp)
    if d_mp < 1:
        raise TopomilpInputError("d_mp", f"TopologyFinder gave no port to MP traffic on {workload.name}", d_mp)
    x = np.asarray(links.links if isinstance(links, Topology) else links, dtype=np.int64)
    problem = problem_class("mp_matching")(n=cluster.n, d_mp=d_mp, weights=workload.mp,
                                           objective="harmonic", link_model=cluster.link_model)
    try:
        value = float(problem.verify(MPMatchingSolution(tuple(tuple(int(v) for v in row) for row in x))))
        strict, what = True, f"{d_mp} matching round(s)"
    except VerificationError as exc:  # e.g. odd n: a round leaves a node out
        value = float(matching_utility(x, workload.mp, cluster.link_model))
        strict, what = False, f"{d_mp} round(s), not {d_mp}-regular: {exc}"
    return Comparison(problem, value, what, "harmonic utility", "max", build, strict)


def compare_split(cluster: Cluster, workload: Workload, seed: int = 0) -> Comparison:
    """TopologyFinder's proportional degree split vs the ``degree_split`` optimum: the
    split whose TopologyFinder topology, with TopologyFinder's own routing, is fastest."""
    from topomilp.exact import problem_class

    t0 = time.perf_counter()
    res = _heuristic(TOPOLOGY_FINDER, cluster, workload, seed)
    build = time.perf_counter() - t0
    d_ar = _info(res, "d_allreduce", "d_ar")
    d_mp = _info(res, "d_mp")
    if d_ar is None or d_mp is None:
        raise TopomilpInputError("topology_finder", "its result names no degree split "
                                 "(info['d_allreduce'], info['d_mp'])")
    problem = problem_class("degree_split")(cluster=cluster, workload=workload, routing="heuristic")
    value = finite(problem.heuristic_time(int(d_ar)))
    return Comparison(problem, value, f"d_allreduce={int(d_ar)}, d_mp={int(d_mp)}",
                      "comm time s (own routing)", "min", build)


COMPARISONS: dict[str, Callable[..., Comparison]] = {
    "stride_selection": compare_strides,
    "mp_matching": compare_matching,
    "degree_split": compare_split,
}


def _describe(solution: Any) -> str:
    """A short text of an exact sub-problem's choice (strides, split)."""
    if solution is None:
        return ""
    if getattr(solution, "strides", None) is not None:
        return f"strides {tuple(int(p) for p in solution.strides)}"
    if getattr(solution, "d_allreduce", None) is not None:
        return f"d_allreduce={solution.d_allreduce}, d_mp={solution.d_mp}"
    return ""


def _subproblem_row(wname: str, method: str, cmp: Comparison, res: Any) -> BenchRow:
    """The row of a comparison whose exact problem was solved (``res``)."""
    value = cmp.value
    f: dict[str, Any] = dict(
        objective=cmp.objective, heuristic=cmp.heuristic, build_s=cmp.build_s, status=res.status,
        gap=finite(res.gap), solve_s=res.wall_s, backend=res.backend, optimal_value=finite(res.objective),
        heuristic_value=finite(value), optimal_choice=_describe(res.solution), message=res.message)
    ref = res.objective if res.status == "optimal" else res.bound
    f["ratio_basis"] = "optimal" if res.status == "optimal" else ("bound" if ref is not None else None)
    if value is not None and ref is not None:
        slack = BEAT_RTOL * max(1.0, abs(ref))
        beats = value > ref + slack if cmp.sense == "max" else value < ref - slack
        if beats and cmp.strict:
            raise VerificationError(f"{wname}/{method}: heuristic value {value} beats the "
                                    f"{f['ratio_basis']} {ref}")
        if cmp.sense == "max":
            f["ratio_to_optimal"] = ref / value if value > 0 else None
        else:
            f["ratio_to_optimal"] = value / ref if ref > 0 else (1.0 if value <= 0 else None)
    return BenchRow(wname, method, "subproblem", SUBPROBLEM_SECTION, **f)


def subproblem_rows(cluster: Cluster, workload: Workload, wname: str, cfg: BenchConfig,
                    skip: Callable[[str], bool] = lambda m: False) -> Iterable[BenchRow]:
    """Rows comparing TopologyFinder's sub-decisions with the exact sub-problems.
    Each comparison is computed only when ``skip(method)`` is false; one that does not
    apply (e.g. no MP traffic) gives a row with status ``n/a`` and the reason."""
    for method in SUBPROBLEMS:
        if skip(method):
            continue
        try:
            cmp = COMPARISONS[method](cluster, workload, seed=cfg.seed)
        except (TopomilpInputError, ImportError) as exc:
            yield BenchRow(wname, method, "subproblem", SUBPROBLEM_SECTION, status="n/a", message=str(exc))
            continue
        yield _subproblem_row(wname, method, cmp, solve_exact(cmp.problem, cfg))


__all__ = ["COMPARISONS", "SUBPROBLEMS", "Comparison", "compare_matching", "compare_split", "compare_strides",
           "subproblem_rows"]

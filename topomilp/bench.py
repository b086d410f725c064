"""The bench: every heuristic and baseline next to the proven optimum.

``python -m topomilp.bench --n 12 --d 4`` (also ``topomilp bench ...``) runs, for each
workload, every method of :data:`topomilp.heuristics.METHODS` and the exact
``joint_topology`` model, and reports per method: communication time, ratio to the
optimum (to the best bound, marked ``<=``, when the optimum is not proven),
throughput, diameter, mean hops, traffic-weighted hops, time with the method's own
routing and with the optimal routing of its topology (the exact ``routing`` LP: so the
topology loss and the routing loss are separated), build/solve time, status and gap.
A second section per workload compares TopologyFinder's sub-decisions with the exact
sub-problems (``stride_selection``, ``mp_matching``, ``degree_split``).

Output: a table on the terminal; with ``--out DIR``: ``results.jsonl`` (one line per
finished row, appended and fsynced; ``--resume`` skips finished rows),
``results.csv``, ``summary.md`` and with ``--plot`` PNG charts. ``--json`` prints one
JSON document instead of the table.

The scoring is design.md §2 (:mod:`topomilp.evaluate`); the optimum is TopoOpt's
problem (NSDI 2023, arXiv 2202.00433) solved exactly on a small cluster.

>>> cfg = parse_args(["--n", "6", "--d", "2", "--workloads", "allreduce",
...                   "--methods", "ring", "--quiet"])
>>> cfg.n, cfg.d, cfg.workloads, cfg.methods
(6, 2, ('allreduce',), ('ring',))
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from topomilp.errors import BackendUnavailableError, TopomilpInputError, VerificationError
from topomilp.model import LINK_MODELS, Cluster, Topology, Workload

log = logging.getLogger(__name__)

DEFAULT_WORKLOADS: tuple[str, ...] = ("allreduce", "dlrm_like", "hybrid", "all_to_all", "skewed")
EXACT_METHOD = "joint_topology"
#: relative slack of "a heuristic beats the optimum" (float noise of LP solvers)
BEAT_RTOL = 1e-6
RESULTS_JSONL = "results.jsonl"
RESULTS_CSV = "results.csv"
SUMMARY_MD = "summary.md"

#: sub-problem rows (section "subproblem"): method name -> what it compares
SUBPROBLEMS: dict[str, str] = {
    "stride_selection": "TotientPerms' strides vs the stride_selection optimum",
    "mp_matching": "TopologyFinder's MP matchings vs the mp_matching optimum",
    "degree_split": "TopologyFinder's degree split vs the degree_split optimum",
}


# --------------------------------------------------------------------------- config
@dataclass(frozen=True)
class BenchConfig:
    """Everything one bench run depends on."""

    n: int = 12
    d: int = 4
    workloads: tuple[str, ...] = DEFAULT_WORKLOADS
    methods: tuple[str, ...] = ()
    link_model: str = "duplex"
    bandwidth_gbps: float = 25.0
    backend: str = "auto"
    time_limit: float = 30.0
    seed: int = 0
    threads: int = 1
    subproblems: bool = True
    out: Path | None = None
    resume: bool = False
    json: bool = False
    plot: bool = False
    quiet: bool = False

    @property
    def cluster(self) -> Cluster:
        return Cluster(self.n, self.d, self.bandwidth_gbps, self.link_model)

    def identity(self) -> dict[str, Any]:
        """What a row's numbers depend on (``--resume`` only reuses rows that match)."""
        return {"n": self.n, "d": self.d, "link_model": self.link_model,
                "bandwidth_gbps": self.bandwidth_gbps, "seed": self.seed}

    def header(self) -> dict[str, Any]:
        return {"n": self.n, "d": self.d, "link_model": self.link_model,
                "bandwidth_gbps": self.bandwidth_gbps, "backend": self.backend,
                "time_limit": self.time_limit, "seed": self.seed, "workloads": list(self.workloads),
                "methods": list(self.methods)}


def heuristic_methods() -> dict[str, Callable[..., Any]]:
    """The registry of heuristics and baselines (``topomilp.heuristics.METHODS``)."""
    from topomilp.heuristics import METHODS

    return dict(METHODS)


def default_methods() -> tuple[str, ...]:
    """Every heuristic and baseline, then the exact ``joint_topology``."""
    return (*heuristic_methods(), EXACT_METHOD)


def method_kind(name: str) -> str:
    """``exact``, ``heuristic`` (TopoOpt's algorithms), ``reference`` (the ideal switch,
    not a topology) or ``baseline``."""
    if name == EXACT_METHOD:
        return "exact"
    try:
        import topomilp.heuristics as h

        kinds = getattr(h, "METHOD_KINDS", None) or getattr(h, "KINDS", None)
        if isinstance(kinds, dict) and name in kinds:
            return str(kinds[name])
    except ImportError:
        pass
    low = name.lower()
    if "ideal" in low or "switch" in low:
        return "reference"
    if "totient" in low or "topology_finder" in low or "topologyfinder" in low:
        return "heuristic"
    return "baseline"


def _positive_float(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a positive number, got {text!r}") from None
    if not math.isfinite(v) or v <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive number, got {text!r}")
    return v


def _int_min(minimum: int) -> Callable[[str], int]:
    def conv(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be an integer >= {minimum}, got {text!r}") from None
        if v < minimum:
            raise argparse.ArgumentTypeError(f"must be an integer >= {minimum}, got {text!r}")
        return v
    conv.__name__ = f"int>={minimum}"
    return conv


def _name_list(text: str) -> tuple[str, ...]:
    names = tuple(x.strip() for x in text.split(",") if x.strip())
    if not names:
        raise argparse.ArgumentTypeError("must be a comma-separated list of names")
    if len(set(names)) != len(names):
        raise argparse.ArgumentTypeError(f"lists a name twice: {text!r}")
    return names


class _Parser(argparse.ArgumentParser):
    """argparse with the one-line error format of the CLI (exit code 2)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"topomilp: error: {message}\n")
        raise SystemExit(2)


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The bench options (shared by ``python -m topomilp.bench`` and ``topomilp bench``)."""
    p.add_argument("--n", type=_int_min(2), default=12, help="nodes (default 12)")
    p.add_argument("--d", type=_int_min(1), default=4, help="ports per node (default 4)")
    p.add_argument("--workloads", type=_name_list, default=DEFAULT_WORKLOADS,
                   help=f"comma-separated workload names (default {','.join(DEFAULT_WORKLOADS)})")
    p.add_argument("--methods", type=_name_list, default=None,
                   help="comma-separated methods (default: every heuristic and baseline plus "
                        f"{EXACT_METHOD})")
    p.add_argument("--link-model", choices=LINK_MODELS, default="duplex")
    p.add_argument("--bandwidth-gbps", type=_positive_float, default=25.0)
    p.add_argument("--backend", choices=("auto", "highs", "cbc", "cpsat"), default="auto",
                   help="exact backend (default auto: each problem's default; joint_topology with "
                        "uniform all-to-all duplex traffic is then proven by enumeration)")
    p.add_argument("--time-limit", type=_positive_float, default=30.0,
                   help="seconds per exact solve (default 30)")
    p.add_argument("--threads", type=_int_min(1), default=1, help="solver threads (default 1)")
    p.add_argument("--seed", type=_int_min(0), default=0)
    p.add_argument("--no-subproblems", action="store_true",
                   help="skip the sub-problem section (stride selection, matchings, degree split)")
    p.add_argument("--out", type=Path, default=None, metavar="DIR",
                   help="write results.jsonl, results.csv, summary.md (and plots) here")
    p.add_argument("--resume", action="store_true", help="skip rows already in DIR/results.jsonl")
    p.add_argument("--json", action="store_true", help="print one JSON document instead of tables")
    p.add_argument("--plot", action="store_true", help="write PNG charts to --out")
    p.add_argument("--quiet", action="store_true", help="no progress display, no tables")


def config_from_namespace(ns: argparse.Namespace) -> BenchConfig:
    """Validate parsed arguments into a :class:`BenchConfig` (raises
    :class:`TopomilpInputError` naming the bad option)."""
    from topomilp.workloads import WORKLOADS

    Cluster(ns.n, ns.d, ns.bandwidth_gbps, ns.link_model)  # n*d parity etc.
    unknown = [w for w in ns.workloads if w not in WORKLOADS]
    if unknown:
        raise TopomilpInputError("--workloads", f"unknown workload(s) {unknown}; choose from {sorted(WORKLOADS)}")
    known = default_methods()
    methods = known if ns.methods is None else tuple(ns.methods)
    bad = [m for m in methods if m not in known]
    if bad:
        raise TopomilpInputError("--methods", f"unknown method(s) {bad}; choose from {list(known)}")
    if (ns.resume or ns.plot) and ns.out is None:
        raise TopomilpInputError("--out", f"is required with {'--resume' if ns.resume else '--plot'}")
    if ns.out is not None and ns.out.exists() and not ns.out.is_dir():
        raise TopomilpInputError("--out", "exists and is not a directory", str(ns.out))
    return BenchConfig(
        n=ns.n, d=ns.d, workloads=tuple(ns.workloads), methods=methods, link_model=ns.link_model,
        bandwidth_gbps=ns.bandwidth_gbps, backend=ns.backend, time_limit=ns.time_limit,
        seed=ns.seed, threads=ns.threads, subproblems=not ns.no_subproblems, out=ns.out,
        resume=ns.resume, json=ns.json, plot=ns.plot, quiet=ns.quiet)


def build_parser(prog: str = "python -m topomilp.bench") -> argparse.ArgumentParser:
    p = _Parser(prog=prog, description="Heuristics and baselines vs the proven optimum "
                "(TopoOpt, NSDI 2023) on small direct-connect clusters.")
    add_arguments(p)
    return p


def parse_args(argv: Sequence[str] | None = None) -> BenchConfig:
    return config_from_namespace(build_parser().parse_args(argv))


# --------------------------------------------------------------------------- rows
def _finite(x: Any) -> float | None:
    if x is None:
        return None
    x = float(x)
    return x if math.isfinite(x) else None


def _base_row(workload: str, method: str, kind: str, section: str = "topology") -> dict[str, Any]:
    return {
        "workload": workload, "method": method, "kind": kind, "section": section,
        "comm_time_s": None, "comm_time_ms": None, "ratio_to_optimal": None, "ratio_basis": None,
        "throughput": None, "diameter": None, "mean_hops": None, "weighted_hops": None,
        "own_routing_time_s": None, "optimal_routing_time_s": None, "routing_loss": None,
        "topology_ratio": None, "bound_time_s": None, "build_s": None, "solve_s": None,
        "status": None, "gap": None, "backend": None, "message": "",
    }


@dataclass
class Optimum:
    """What the exact row of a workload established (times in seconds)."""

    status: str | None = None
    time_s: float | None = None       #: incumbent (proven optimal when status == optimal)
    bound_s: float | None = None      #: lower bound on the optimal time

    @property
    def reference(self) -> tuple[float | None, str | None]:
        """``(time, basis)``: the proven optimum, else the best bound (marked)."""
        if self.status == "optimal" and self.time_s:
            return self.time_s, "optimal"
        if self.bound_s:
            return self.bound_s, "bound"
        return None, None

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> "Optimum":
        return cls(row.get("status"), _finite(row.get("comm_time_s")), _finite(row.get("bound_time_s")))


def _ratio(t: float | None, opt: Optimum) -> tuple[float | None, str | None]:
    ref, basis = opt.reference
    if t is None or ref is None:
        return None, None
    return t / ref, basis


def _check_not_below(what: str, t: float | None, opt: Optimum) -> None:
    """A topology carrying the workload can never be faster than the lower bound."""
    if t is None or opt.bound_s is None:
        return
    if t < opt.bound_s * (1 - BEAT_RTOL):
        raise VerificationError(f"{what}: time {t!r} s is below the optimum's lower bound {opt.bound_s!r} s "
                                f"(status {opt.status}); a bug in a model, a verifier or the evaluator")


def _apply_eval(row: dict[str, Any], ev: Any) -> None:
    row.update(comm_time_s=ev.time_s, throughput=_finite(ev.throughput), diameter=_finite(ev.diameter),
               mean_hops=_finite(ev.mean_hops), weighted_hops=_finite(ev.weighted_hops),
               own_routing_time_s=ev.time_s)


def _solve(problem: Any, cfg: BenchConfig) -> Any:
    """One exact solve with the bench's options (a backend the problem lacks falls back
    to the problem's default)."""
    from topomilp.exact import solve

    backend = cfg.backend if cfg.backend == "auto" or cfg.backend in problem.backends else "auto"
    return solve(problem, backend=backend, time_limit=cfg.time_limit, threads=cfg.threads, seed=cfg.seed)


def _solve_joint(problem: Any, cfg: BenchConfig) -> Any:
    """The joint optimum: by enumeration (then the MILP if that gives no proof) where it
    applies (:func:`topomilp.exact.uniform_enumeration.solve_joint`), else :func:`_solve`."""
    from topomilp.exact.uniform_enumeration import applies, solve_joint

    if cfg.backend == "auto" and applies(problem):
        return solve_joint(problem, backend=cfg.backend, time_limit=cfg.time_limit, threads=cfg.threads,
                           seed=cfg.seed)
    return _solve(problem, cfg)


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
    res = _solve(routing_problem(topology, cluster, workload, **kwargs), cfg)
    inc, _ = result_time_bounds(res)
    return inc, res.status, res.wall_s


def exact_row(cluster: Cluster, workload: Workload, wname: str, cfg: BenchConfig) -> tuple[dict, Any]:
    """The ``joint_topology`` row of a workload and the solution's topology (or None)."""
    from topomilp.oracle import joint_problem, result_time_bounds

    row = _base_row(wname, EXACT_METHOD, "exact")
    t0 = time.perf_counter()
    problem = joint_problem(cluster, workload)
    row["build_s"] = time.perf_counter() - t0
    res = _solve_joint(problem, cfg)
    inc, lb = result_time_bounds(res)
    row.update(status=res.status, gap=_finite(res.gap), solve_s=res.wall_s, backend=res.backend,
               message=res.message + (f" [{res.discretisation}]" if res.discretisation else ""),
               bound_time_s=_finite(lb))
    topo = _solution_topology(res.solution) if res.solution is not None else None
    if res.solution is not None:
        ev = _evaluate_solution(res.solution, cluster, workload)
        _apply_eval(row, ev)
        # the model's own time (its fractional routing) is the optimum / incumbent
        row["comm_time_s"] = inc if inc is not None else ev.time_s
        row["throughput"] = _finite(1.0 / row["comm_time_s"]) if row["comm_time_s"] else None
        row["own_routing_time_s"] = row["comm_time_s"]
        row["optimal_routing_time_s"] = row["comm_time_s"]
    opt = Optimum(res.status, _finite(row["comm_time_s"]), _finite(lb))
    if row["comm_time_s"] is not None:
        row["ratio_to_optimal"], row["ratio_basis"] = _ratio(row["comm_time_s"], opt)
        row["topology_ratio"] = row["ratio_to_optimal"]
        row["routing_loss"] = 1.0
    if topo is not None:
        row["topology"] = topo.links.tolist()
    return row, topo


def heuristic_row(name: str, cluster: Cluster, workload: Workload, wname: str, cfg: BenchConfig,
                  opt: Optimum) -> tuple[dict, Any]:
    """The row of heuristic/baseline ``name`` and its topology (or None)."""
    kind = method_kind(name)
    row = _base_row(wname, name, kind)
    t0 = time.perf_counter()
    try:
        res = heuristic_methods()[name](cluster, workload, cfg.seed)
    except TopomilpInputError as exc:  # the method does not apply to this cluster
        row.update(status="n/a", message=str(exc), build_s=time.perf_counter() - t0)
        return row, None
    row["build_s"] = _finite(getattr(res, "build_s", None)) or time.perf_counter() - t0
    topo = getattr(res, "topology", None)
    topo = topo if isinstance(topo, Topology) else None
    notes = []
    info = getattr(res, "info", None) or {}
    if isinstance(info, dict) and info.get("note"):
        notes.append(str(info["note"]))
    try:
        ev = res.evaluate(cluster, workload)
    except TopomilpInputError as exc:  # e.g. a disconnected topology cannot carry the workload
        row.update(status="invalid", message=" ".join(notes + [str(exc)]))
        if topo is not None:
            row["topology"] = topo.links.tolist()
        return row, topo
    _apply_eval(row, ev)
    row["status"] = "ok"
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
        _check_not_below(f"{wname}/{name} (own routing)", row["comm_time_s"], opt)
    if topo is not None and kind != "reference":
        t, status, wall = optimal_routing_time(topo, cluster, workload, cfg, plan)
        row["solve_s"] = wall
        row["optimal_routing_time_s"] = _finite(t)
        if status != "optimal":
            notes.append(f"routing LP {status}")
        if t is not None:
            if status == "optimal" and comparable:
                _check_not_below(f"{wname}/{name} (optimal routing)", t, opt)
            row["routing_loss"] = row["comm_time_s"] / t if t > 0 else None
            row["topology_ratio"], _ = _ratio(t, opt)
        row["topology"] = topo.links.tolist()
    row["ratio_to_optimal"], row["ratio_basis"] = _ratio(row["comm_time_s"], opt)
    row["message"] = " ".join(notes)
    return row, topo


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


def _subproblem_row(wname: str, method: str) -> dict[str, Any]:
    row = _base_row(wname, method, "subproblem", section="subproblem")
    row.update(heuristic_value=None, optimal_value=None, objective=None, heuristic="", optimal_choice="")
    return row


def _describe(solution: Any) -> str:
    """A short text of an exact sub-problem's choice (strides, split)."""
    if solution is None:
        return ""
    if getattr(solution, "strides", None) is not None:
        return f"strides {tuple(int(p) for p in solution.strides)}"
    if getattr(solution, "d_allreduce", None) is not None:
        return f"d_allreduce={solution.d_allreduce}, d_mp={solution.d_mp}"
    return ""


def _finish_subproblem(row: dict[str, Any], value: float | None, res: Any, sense: str,
                       strict: bool = True) -> dict[str, Any]:
    row.update(status=res.status, gap=_finite(res.gap), solve_s=res.wall_s, backend=res.backend,
               optimal_value=_finite(res.objective), heuristic_value=_finite(value),
               optimal_choice=_describe(res.solution), message=res.message)
    ref = res.objective if res.status == "optimal" else res.bound
    row["ratio_basis"] = "optimal" if res.status == "optimal" else ("bound" if ref is not None else None)
    if value is not None and ref is not None:
        slack = BEAT_RTOL * max(1.0, abs(ref))
        beats = value > ref + slack if sense == "max" else value < ref - slack
        if beats and strict:
            raise VerificationError(f"{row.get('workload')}/{row['method']}: heuristic value {value} beats the "
                                    f"{row['ratio_basis']} {ref}")
        if sense == "max":
            row["ratio_to_optimal"] = ref / value if value > 0 else None
        else:
            row["ratio_to_optimal"] = value / ref if ref > 0 else (1.0 if value <= 0 else None)
    return row


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
    methods = heuristic_methods()
    if "totient_perms" in methods:
        strides = tuple(int(p) for p in methods["totient_perms"](cluster, workload, seed).info["strides"])
    else:
        from topomilp.heuristics import totientperms as tp

        strides = tuple(int(p) for p in tp.select_strides(tp.candidate_strides(n, n), m,
                                                            bidirectional=cluster.duplex))
    build = time.perf_counter() - t0
    value = stride_objective(problem, strides)
    return Comparison(problem, value, f"strides {strides}", "total hops", "min", build)


def _topology_finder(cluster: Cluster, workload: Workload, seed: int) -> Any:
    methods = heuristic_methods()
    name = next((m for m in ("topology_finder", "topologyfinder", "topology_finder_paper") if m in methods), None)
    if name is None:
        raise TopomilpInputError("methods", "no TopologyFinder in topomilp.heuristics.METHODS")
    return methods[name](cluster, workload, seed)


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
    from topomilp.exact.mp_matching import MPMatchingSolution, matching_utility

    if workload.mp_bytes <= 0:
        raise TopomilpInputError("workload", "has no MP traffic")
    t0 = time.perf_counter()
    res = _topology_finder(cluster, workload, seed)
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
    res = _topology_finder(cluster, workload, seed)
    build = time.perf_counter() - t0
    d_ar = _info(res, "d_allreduce", "d_ar")
    d_mp = _info(res, "d_mp")
    if d_ar is None or d_mp is None:
        raise TopomilpInputError("topology_finder", "its result names no degree split "
                                 "(info['d_allreduce'], info['d_mp'])")
    problem = problem_class("degree_split")(cluster=cluster, workload=workload, routing="heuristic")
    value = _finite(problem.heuristic_time(int(d_ar)))
    return Comparison(problem, value, f"d_allreduce={int(d_ar)}, d_mp={int(d_mp)}",
                      "comm time s (own routing)", "min", build)


COMPARISONS: dict[str, Callable[..., Comparison]] = {
    "stride_selection": compare_strides,
    "mp_matching": compare_matching,
    "degree_split": compare_split,
}


def subproblem_rows(cluster: Cluster, workload: Workload, wname: str, cfg: BenchConfig,
                    skip: Callable[[str], bool] = lambda m: False) -> Iterable[dict[str, Any]]:
    """Rows comparing TopologyFinder's sub-decisions with the exact sub-problems.
    Each comparison is computed only when ``skip(method)`` is false; one that does not
    apply (e.g. no MP traffic) gives a row with status ``n/a`` and the reason."""
    for method in SUBPROBLEMS:
        if skip(method):
            continue
        row = _subproblem_row(wname, method)
        try:
            cmp = COMPARISONS[method](cluster, workload, seed=cfg.seed)
        except (TopomilpInputError, ImportError) as exc:
            row.update(status="n/a", message=str(exc))
            yield row
            continue
        row.update(objective=cmp.objective, heuristic=cmp.heuristic, build_s=cmp.build_s)
        res = _solve(cmp.problem, cfg)
        yield _finish_subproblem(row, cmp.value, res, cmp.sense, cmp.strict)


# --------------------------------------------------------------------------- IO
def read_rows(path: Path) -> list[dict[str, Any]]:
    """Rows of a ``results.jsonl`` (a torn last line from a hard kill is skipped)."""
    rows: list[dict[str, Any]] = []
    if not path.is_file():
        return rows
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            line = line.strip()
            if not line:
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                log.warning("%s:%d: skipping an unreadable line", path, lineno)
                continue
            if isinstance(row, dict) and "workload" in row and "method" in row:
                rows.append(row)
    return rows


def _json_safe(obj: Any) -> Any:
    if isinstance(obj, float):
        return obj if math.isfinite(obj) else None
    if isinstance(obj, dict):
        return {str(k): _json_safe(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_json_safe(v) for v in obj]
    if hasattr(obj, "tolist"):
        return _json_safe(obj.tolist())
    if hasattr(obj, "item"):
        return _json_safe(obj.item())
    return obj


def append_row(path: Path, row: dict[str, Any]) -> None:
    """Append one JSON line in a single write, then flush and fsync."""
    line = json.dumps(_json_safe(row), allow_nan=False, sort_keys=False) + "\n"
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line.encode("utf-8"))
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically (temp file, fsync, ``os.replace``)."""
    from topomilp._io import atomic_write

    atomic_write(path, text)


# --------------------------------------------------------------------------- run
@dataclass
class BenchRun:
    """Rows (in run order, resumed rows first) and what the run produced."""

    config: BenchConfig
    rows: list[dict[str, Any]] = field(default_factory=list)
    topologies: dict[tuple[str, str], Topology] = field(default_factory=dict)
    wall_s: float = 0.0
    resumed: int = 0
    interrupted: bool = False

    def document(self) -> dict[str, Any]:
        """The ``--json`` document."""
        doc = {"n": self.config.n, "d": self.config.d, "link_model": self.config.link_model,
               "bandwidth_gbps": self.config.bandwidth_gbps, "backend": self.config.backend,
               "time_limit": self.config.time_limit, "seed": self.config.seed,
               "wall_s": self.wall_s, "rows": [{k: v for k, v in r.items() if k not in ("topology", "config")}
                                               for r in self.rows]}
        return _json_safe(doc)


def planned_rows(cfg: BenchConfig) -> list[tuple[str, str]]:
    """``(workload, method)`` pairs of a full run, in run order (the exact row of a
    workload first: the others are measured against it)."""
    out = []
    for w in cfg.workloads:
        methods = [m for m in cfg.methods if m == EXACT_METHOD] + [m for m in cfg.methods if m != EXACT_METHOD]
        out += [(w, m) for m in methods]
        if cfg.subproblems:
            out += [(w, m) for m in SUBPROBLEMS]
    return out


def _topology_from_row(row: dict[str, Any], link_model: str) -> Topology | None:
    links = row.get("topology")
    if not links:
        return None
    try:
        return Topology(links, link_model, name=row["method"])
    except TopomilpInputError:
        return None


def run_bench(cfg: BenchConfig, *, on_row: Callable[[dict[str, Any]], None] | None = None,
              progress: Any = None) -> BenchRun:
    """Run the bench row by row. Each finished row is appended to ``results.jsonl``
    (when ``cfg.out`` is set) before ``on_row(row)`` is called; with ``cfg.resume`` the
    rows already in that file are kept and not recomputed. ``progress(done, total,
    label)`` is called before each row."""
    from topomilp.workloads import WORKLOADS

    t_start = time.perf_counter()
    run = BenchRun(cfg)
    jsonl = None
    done: dict[tuple[str, str], dict[str, Any]] = {}
    if cfg.out is not None:
        cfg.out.mkdir(parents=True, exist_ok=True)
        jsonl = cfg.out / RESULTS_JSONL
        if cfg.resume:
            ident = cfg.identity()
            for row in read_rows(jsonl):
                if row.get("config") != ident:
                    raise TopomilpInputError(
                        "--resume", f"{jsonl} holds rows of another configuration ({row.get('config')}); "
                        "use another --out or drop --resume")
                done[(row["workload"], row["method"])] = row
        elif jsonl.exists():
            jsonl.unlink()
    plan = planned_rows(cfg)
    for key in plan:
        if key in done:
            run.rows.append(done[key])
            topo = _topology_from_row(done[key], cfg.link_model)
            if topo is not None:
                run.topologies[key] = topo
    run.resumed = len(run.rows)
    cluster = cfg.cluster
    count = run.resumed

    def emit(row: dict[str, Any], topo: Any) -> None:
        nonlocal count
        row["comm_time_ms"] = row["comm_time_s"] * 1e3 if row.get("comm_time_s") is not None else None
        row["config"] = cfg.identity()
        row = _json_safe(row)
        if jsonl is not None:
            append_row(jsonl, row)
        run.rows.append(row)
        if isinstance(topo, Topology):
            run.topologies[(row["workload"], row["method"])] = topo
        count += 1
        if on_row is not None:
            on_row(row)

    try:
        for wname in cfg.workloads:
            todo = [m for (w, m) in plan if w == wname and (w, m) not in done]
            if not todo:
                continue
            workload = WORKLOADS[wname](cfg.n, cfg.seed)
            opt = Optimum()
            if (wname, EXACT_METHOD) in done:
                opt = Optimum.from_row(done[(wname, EXACT_METHOD)])
            for method in todo:
                if method in SUBPROBLEMS:
                    continue
                if progress is not None:
                    progress(count, len(plan), f"{wname} / {method}")
                if method == EXACT_METHOD:
                    row, topo = exact_row(cluster, workload, wname, cfg)
                    opt = Optimum.from_row(row)
                else:
                    row, topo = heuristic_row(method, cluster, workload, wname, cfg, opt)
                emit(row, topo)
            if cfg.subproblems:
                if progress is not None:
                    progress(count, len(plan), f"{wname} / sub-problems")
                for row in subproblem_rows(cluster, workload, wname, cfg,
                                           skip=lambda m, w=wname: (w, m) in done):
                    emit(row, None)
    except KeyboardInterrupt:
        run.interrupted = True
        raise
    finally:
        # keep the run order of planned_rows for display
        order = {k: i for i, k in enumerate(plan)}
        run.rows.sort(key=lambda r: order.get((r["workload"], r["method"]), len(order)))
        run.wall_s = time.perf_counter() - t_start
    return run


# --------------------------------------------------------------------------- main
def _error(message: str) -> int:
    sys.stderr.write(f"topomilp: error: {message}\n")
    return 2


def execute(cfg: BenchConfig, argv: Sequence[str] | None = None) -> int:
    """Run a validated configuration with progress, tables and files; return the exit code."""
    from topomilp import report

    console = report.stderr_console()
    show_progress = not (cfg.quiet or cfg.json) and console.is_terminal
    run_holder: dict[str, BenchRun] = {}
    t0 = time.perf_counter()
    command = "python -m topomilp.bench " + " ".join(argv if argv is not None else sys.argv[1:])
    try:
        with report.progress_display(console, enabled=show_progress) as progress:
            run = run_bench(cfg, progress=progress)
        run_holder["run"] = run
    except KeyboardInterrupt:
        rows = read_rows(cfg.out / RESULTS_JSONL) if cfg.out is not None else []
        if cfg.out is not None and rows:
            partial = BenchRun(cfg, rows=rows, wall_s=time.perf_counter() - t0, interrupted=True)
            report.write_outputs(partial, command=command)
        where = f" ({len(rows)} finished rows kept in {cfg.out / RESULTS_JSONL})" if cfg.out else ""
        sys.stderr.write(f"topomilp: interrupted{where}\n")
        return 130
    run = run_holder["run"]
    if cfg.out is not None:
        report.write_outputs(run, command=command)
    if cfg.json:
        sys.stdout.write(json.dumps(run.document(), allow_nan=False) + "\n")
    elif not cfg.quiet:
        report.print_tables(run)
    return 0


def main(argv: Sequence[str] | None = None, prog: str = "python -m topomilp.bench") -> int:
    """Entry point of ``python -m topomilp.bench``; returns the exit code."""
    logging.basicConfig(level=logging.WARNING, format="topomilp: %(levelname)s: %(name)s: %(message)s")
    parser = build_parser(prog)
    ns = parser.parse_args(argv)  # exits 2 with one line on bad syntax
    try:
        cfg = config_from_namespace(ns)
    except TopomilpInputError as exc:
        return _error(str(exc))
    try:
        return execute(cfg, argv)
    except TopomilpInputError as exc:
        return _error(str(exc))
    except BackendUnavailableError as exc:
        return _error(str(exc))


if __name__ == "__main__":
    sys.exit(main())

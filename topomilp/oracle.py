"""Exact optima as a test oracle, and a pytest plugin.

Use the certified optimum of a small instance as ground truth in your own tests:

* :func:`optimal` solves an exact problem (or the joint topology problem of a
  cluster and a workload) and returns the certified
  :class:`~topomilp.exact.ExactResult`. Proven-optimal results are cached on disk by
  instance hash (directory: ``$TOPOMILP_CACHE_DIR`` or ``.topomilp-cache/`` in the
  working directory), so a test suite does not solve the same instance twice; a
  cached solution is rebuilt with its class's ``from_dict``
  (:meth:`~topomilp.exact.ExactProblem.solution_from_dict`) and re-verified
  (``problem.verify``) when it is loaded.
* :func:`assert_within_optimal` fails (``AssertionError``) when a topology's
  communication time is more than ``1 + rtol`` times the optimum.
* :func:`assert_optimal_strides` does the same for a set of ring strides against the
  ``stride_selection`` optimum.
* The pytest plugin (entry point ``pytest11``, installed with topomilp) provides a
  session fixture ``topo_oracle`` with the same three functions.

"Optimal" means the optimum of the exact ``joint_topology`` model (docs/design.md §4):
integer links, fractional multi-path routing, and every AllReduce group in **any ring
order** (any cyclic order of its members, its volume split over any number of rings:
``JointTopology(..., rings="any")``, the default; formulations/rings.md). Pass
``rings="strides"`` to :func:`optimal` to compare against TotientPerms' coprime-stride
rings only. The candidate topology is scored with *its* best routing (the
exact ``routing`` LP) unless ``routing="own"`` (a heuristic's own routing) or
``routing="shortest_path"`` is asked for.

>>> from topomilp import Cluster, Topology
>>> from topomilp.workloads import all_to_all
>>> c, w = Cluster(6, 2), all_to_all(6)
>>> ring = Topology.from_edges(6, [(i, (i + 1) % 6) for i in range(6)])
>>> round(assert_within_optimal(ring, c, w, rtol=0.01, time_limit=20), 6)
1.0

This module is loaded by pytest at start-up (it is a ``pytest11`` plugin): it imports
no solver and no pytest machinery unless pytest is already running.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
import math
import os
import sys
from pathlib import Path
from typing import Any, Sequence

from topomilp._io import atomic_write
from topomilp.errors import TopomilpError, TopomilpInputError, VerificationError
from topomilp.model import Cluster, Topology, Workload
from topomilp.utils import check_nonnegative_real, hop_distances, unreachable_pair

log = logging.getLogger(__name__)

CACHE_ENV = "TOPOMILP_CACHE_DIR"
DEFAULT_CACHE_DIRNAME = ".topomilp-cache"
#: relative tolerance of "at least as good as the optimum" comparisons (float noise)
NUMERIC_RTOL = 1e-6


class OracleFailure(TopomilpError, AssertionError):
    """The checked object is worse than the optimum allows (an ``AssertionError``)."""


class OracleInconclusive(TopomilpError):
    """The exact solve ended without a proof and its bound cannot decide the check
    (raise ``time_limit``, or use a smaller instance)."""


# --------------------------------------------------------------------------- cache
def cache_dir(path: str | os.PathLike[str] | None = None) -> Path:
    """The cache directory: ``path``, else ``$TOPOMILP_CACHE_DIR``, else
    ``./.topomilp-cache`` (created on first write)."""
    if path is not None:
        return Path(path)
    env = os.environ.get(CACHE_ENV)
    return Path(env) if env else Path.cwd() / DEFAULT_CACHE_DIRNAME


def _jsonable(obj: Any) -> Any:
    """``json.dumps`` default: numpy arrays/scalars, tuples, dataclasses, sets."""
    if hasattr(obj, "tolist"):
        return obj.tolist()
    if hasattr(obj, "to_dict"):
        return obj.to_dict()
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return dataclasses.asdict(obj)
    if isinstance(obj, (set, frozenset)):
        return sorted(obj)
    raise TypeError(f"not JSON serialisable: {type(obj).__name__}")


def _resolve_backend(problem: Any, backend: str) -> str:
    return problem.default_backend if backend == "auto" else backend


def instance_key(problem: Any, backend: str = "auto") -> str:
    """sha256 of the problem's ``to_dict()``, the (resolved) backend and the topomilp
    version: the cache key of an exact solve."""
    from topomilp import __version__

    payload = {"problem": problem.to_dict(), "backend": _resolve_backend(problem, backend),
               "topomilp": __version__}
    text = json.dumps(payload, sort_keys=True, default=_jsonable)
    return hashlib.sha256(text.encode()).hexdigest()


def _store(path: Path, result: Any, problem: Any) -> None:
    text = json.dumps(result.to_dict(), default=_jsonable, allow_nan=False)
    try:  # only cache what can be rebuilt and re-verified on load
        problem.verify(problem.solution_from_dict(json.loads(text)["solution"]))
    except (ValueError, KeyError, TypeError, LookupError, AttributeError, TopomilpError) as exc:
        log.debug("not caching %s: its solution does not round-trip through JSON (%s)", path.name, exc)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, text)


def _load(path: Path, problem: Any) -> Any | None:
    """The cached, re-verified :class:`ExactResult` at ``path`` (None if absent or not
    usable; a stale or unreadable entry is logged and ignored)."""
    from topomilp.exact.result import Answer, finish

    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("status") != "optimal" or data.get("problem") != problem.name:
            return None
        # the stored solution is verified again (and its stored objective checked against
        # the recomputed one) by the one result builder
        answer = Answer("optimal", float(data["objective"]), data.get("bound"),
                        problem.solution_from_dict(data["solution"]),
                        (data.get("message") or "") + " [from oracle cache]", data.get("discretisation", ""))
        result = finish(problem, answer, backend=data["backend"], version=data["backend_version"],
                        wall_s=float(data.get("wall_s", 0.0)))
    except (OSError, ValueError, KeyError, TypeError, LookupError, AttributeError, TopomilpError) as exc:
        # VerificationError is a TopomilpError: a cached answer that no longer verifies
        # (e.g. the verifier was fixed) is dropped and solved again.
        log.warning("ignoring cache entry %s: %s: %s", path, type(exc).__name__, exc)
        return None
    log.debug("oracle cache hit %s", path.name)
    return result


# --------------------------------------------------------------------------- problems
def joint_problem(cluster: Cluster, workload: Workload, **kwargs: Any) -> Any:
    """The exact ``JointTopology`` instance of ``cluster`` and ``workload``."""
    from topomilp.exact import problem_class

    return problem_class("joint_topology")(cluster=cluster, workload=workload, **kwargs)


def routing_problem(topology: Topology, cluster: Cluster, workload: Workload, **kwargs: Any) -> Any:
    """The exact ``RoutingProblem`` (splittable LP) of ``workload`` on ``topology``; the
    AllReduce ring shares are free (``allreduce="mutable"``) unless ``kwargs`` say
    otherwise."""
    from topomilp.exact import problem_class

    if workload.groups:
        kwargs.setdefault("allreduce", "mutable")
    return problem_class("routing")(topology=topology, cluster=cluster, workload=workload, **kwargs)


def optimal(
    problem: Any,
    workload: Workload | None = None,
    *,
    backend: str = "auto",
    time_limit: float = 60.0,
    threads: int = 1,
    seed: int = 0,
    cache: bool = True,
    cache_path: str | os.PathLike[str] | None = None,
    require_optimal: bool = False,
    **problem_kwargs: Any,
) -> Any:
    """The certified optimum of ``problem`` (an exact problem object), or of the
    ``joint_topology`` problem when called as ``optimal(cluster, workload)``.

    Returns the :class:`~topomilp.exact.ExactResult` (``status`` says whether it is
    proven) of :func:`topomilp.exact.solve` (for ``joint_topology`` with
    ``backend="auto"``: uniform all-to-all traffic on duplex links is proven by
    enumeration where that applies, anything else by the MILP). Proven optima are cached
    under :func:`cache_dir`; a cached solution is re-verified on load.
    ``require_optimal=True`` raises :class:`OracleInconclusive` unless the optimum is proven.
    """
    from topomilp.exact import ExactProblem, solve

    if isinstance(problem, Cluster):
        if not isinstance(workload, Workload):
            raise TopomilpInputError("workload", "must be a Workload when the first argument is a Cluster",
                                     type(workload).__name__)
        problem = joint_problem(problem, workload, **problem_kwargs)
    elif workload is not None or problem_kwargs:
        raise TopomilpInputError("problem", "pass either an exact problem or (cluster, workload)",
                                 type(problem).__name__)
    if not isinstance(problem, ExactProblem):
        raise TopomilpInputError("problem", "must be an exact problem object or a Cluster",
                                 type(problem).__name__)
    path = None
    if cache:
        path = cache_dir(cache_path) / f"{problem.name}-{instance_key(problem, backend)[:32]}.json"
        hit = _load(path, problem)
        if hit is not None:
            return hit
    result = solve(problem, backend=backend, time_limit=time_limit, threads=threads, seed=seed)
    if result.status == "optimal" and path is not None:
        try:
            _store(path, result, problem)
        except (OSError, TypeError, ValueError) as exc:
            log.warning("could not cache %s: %s", path, exc)
    if require_optimal and result.status != "optimal":
        raise OracleInconclusive(f"{problem.name}: not proven optimal within {time_limit} s "
                                 f"(status {result.status}, gap {result.gap})")
    return result


# --------------------------------------------------------------------------- times
def result_time_bounds(result: Any) -> tuple[float | None, float | None]:
    """``(incumbent time, lower bound on time)`` in seconds of a joint-topology or
    routing :class:`ExactResult` (either may be None). The models maximise the
    concurrent throughput ``lambda`` (iterations/s) or minimise time; both are mapped
    to time here."""
    def as_time(v: float | None, is_bound: bool) -> float | None:
        if v is None or not math.isfinite(v):
            return None
        if result.sense == "max":
            if v <= 0:
                return None if is_bound else math.inf
            return 1.0 / v
        return float(v)

    sol = result.solution
    incumbent = None
    if sol is not None and getattr(sol, "time_s", None) is not None:
        incumbent = float(sol.time_s)
    elif result.objective is not None:
        incumbent = as_time(result.objective, False)
    bound = as_time(result.bound, True)
    if result.status == "optimal":
        bound = incumbent if bound is None else min(bound, incumbent) if incumbent is not None else bound
    return incumbent, bound


def topology_time(
    topology: Any,
    cluster: Cluster,
    workload: Workload,
    *,
    routing: str = "optimal",
    backend: str = "auto",
    time_limit: float = 60.0,
    cache_path: str | os.PathLike[str] | None = None,
) -> tuple[float, float]:
    """Communication time of ``topology`` (a :class:`Topology` or a heuristic result
    with ``.topology``) as ``(upper, lower)`` seconds: equal when exact.

    ``routing``: ``"optimal"`` (exact routing LP, AllReduce rings free), ``"own"`` (the
    heuristic result's own plan and routings), ``"shortest_path"``.
    """
    from topomilp.evaluate import evaluate_workload

    result_obj = None
    if not isinstance(topology, Topology):
        result_obj = topology
        topology = getattr(topology, "topology", None)
        if not isinstance(topology, Topology):
            raise TopomilpInputError("topology", "must be a Topology or a heuristic result with .topology",
                                     type(result_obj).__name__)
    problems = topology.degree_violations(cluster)
    if problems:
        raise OracleFailure("topology breaks the port budget: " + "; ".join(problems))
    check_carries(topology, workload)
    if routing == "own":
        if result_obj is None:
            raise TopomilpInputError("routing", "'own' needs a heuristic result (with plan and routings)")
        t = float(result_obj.evaluate(cluster, workload).time_s)
        return t, t
    if routing == "shortest_path":
        t = float(evaluate_workload(topology, cluster, workload).time_s)
        return t, t
    if routing != "optimal":
        raise TopomilpInputError("routing", "must be 'optimal', 'own' or 'shortest_path'", routing)
    res = optimal(routing_problem(topology, cluster, workload), backend=backend,
                  time_limit=time_limit, cache_path=cache_path)
    inc, lb = result_time_bounds(res)
    if inc is None:
        raise OracleInconclusive(f"routing LP on the candidate topology ended {res.status}: {res.message}")
    return inc, (lb if lb is not None else 0.0)


def optimal_routing_time(
    topology: Topology,
    cluster: Cluster,
    workload: Workload,
    *,
    time_limit: float = 60.0,
    backend: str = "auto",
    threads: int = 1,
) -> float:
    """Communication time (s) of ``workload`` on ``topology`` with its *optimal* routing:
    the exact ``routing`` LP (formulations/routing.md), multi-path, AllReduce rings in
    any order and split. The third of a topology's three times (its own routing:
    ``HeuristicResult.evaluate``; shortest path: :func:`topomilp.evaluate.evaluate_workload`).
    Proven optimal or :class:`OracleInconclusive` (with the best time and bound known).

    >>> from topomilp.workloads import all_to_all
    >>> t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
    >>> optimal_routing_time(t, Cluster(4, 2, bandwidth_gbps=8), all_to_all(4, bytes_per_pair=1e9))
    2.0
    """
    from topomilp.exact import solve

    res = solve(routing_problem(topology, cluster, workload), backend=backend, time_limit=time_limit,
                threads=threads)
    inc, lb = result_time_bounds(res)
    if res.status != "optimal" or inc is None:
        raise OracleInconclusive(f"routing LP ended {res.status} (best time {inc}, bound {lb}): {res.message}")
    return float(inc)


#: routings :func:`routing_evaluation` accepts
EVALUATION_ROUTINGS = ("shortest_path", "ecmp", "optimal")


def routing_evaluation(
    topology: Topology,
    cluster: Cluster,
    workload: Workload,
    routing: str = "shortest_path",
    *,
    backend: str = "auto",
    time_limit: float = 60.0,
    threads: int = 1,
    seed: int = 0,
) -> dict[str, Any]:
    """Every number of one routing of ``workload`` on ``topology`` (the evaluation of
    :func:`topomilp.evaluate.evaluate_workload` as a dict): ``"shortest_path"``,
    ``"ecmp"``, or ``"optimal"`` — the exact routing LP's solution, evaluated itself, so
    ``comm_time_s``, ``bandwidth_time_s``, ``bottleneck`` and the hop statistics all
    describe that routing. ``"optimal"`` adds ``status``, ``bound_time_s``, ``gap``,
    ``solve_s`` and, apart, ``shortest_path_time_s``; without a solution (time limit) the
    routing's fields are ``None`` and only the topology's (diameter, mean hops) remain.

    >>> from topomilp.workloads import all_to_all
    >>> t = Topology.from_edges(4, [(0, 1), (1, 2), (2, 3), (3, 0)])
    >>> doc = routing_evaluation(t, Cluster(4, 2, bandwidth_gbps=8), all_to_all(4, bytes_per_pair=1e9), "optimal")
    >>> doc["comm_time_s"], doc["bandwidth_time_s"], doc["status"]
    (2.0, 2.0, 'optimal')
    """
    from topomilp.evaluate import evaluate_workload

    if routing not in EVALUATION_ROUTINGS:
        raise TopomilpInputError("routing", f"must be one of {EVALUATION_ROUTINGS}", routing)
    if routing == "ecmp":
        from topomilp.routing import ECMPRouting

        ecmp = ECMPRouting(topology)
        return evaluate_workload(topology, cluster, workload, ar_routing=ecmp, mp_routing=ecmp).to_dict()
    sp = evaluate_workload(topology, cluster, workload)
    if routing == "shortest_path":
        return sp.to_dict()
    from topomilp.exact import solve

    res = solve(routing_problem(topology, cluster, workload), backend=backend, time_limit=time_limit,
                threads=threads, seed=seed)
    _, lb = result_time_bounds(res)
    sol = res.solution
    if sol is not None:
        doc = evaluate_workload(topology, cluster, workload, plan=sol.plan, ar_routing=sol.routing,
                                mp_routing=sol.routing).to_dict()
    else:
        doc = {k: None for k in sp.to_dict()}
        doc.update(diameter=sp.diameter, mean_hops=sp.mean_hops)
    doc.update(status=res.status, bound_time_s=lb, gap=res.gap, solve_s=res.wall_s,
               shortest_path_time_s=sp.time_s, message=res.message)
    return doc


def check_carries(topology: Topology, workload: Workload) -> None:
    """Raise :class:`OracleFailure` (infinite time) when an MP pair, or two members of an
    AllReduce group, are not connected in ``topology``."""
    import numpy as np

    need = np.asarray(workload.mp) > 0
    for g in workload.groups:
        if g.bytes_per_member > 0:
            m = np.asarray(g.members)
            need[np.ix_(m, m)] = True
    np.fill_diagonal(need, False)
    pair = unreachable_pair(hop_distances(topology), need)
    if pair is not None:
        raise OracleFailure(f"topology cannot carry the workload: no path {pair[0]}->{pair[1]} (infinite time)")


# --------------------------------------------------------------------------- assertions
def assert_within_optimal(
    topology: Any,
    cluster: Cluster,
    workload: Workload,
    rtol: float = 0.0,
    *,
    routing: str = "optimal",
    backend: str = "auto",
    time_limit: float = 60.0,
    cache_path: str | os.PathLike[str] | None = None,
) -> float:
    """Assert that ``topology``'s communication time is at most ``(1 + rtol)`` times
    the optimum of the exact ``joint_topology`` problem; return the ratio
    time / optimum (an upper bound on it when the optimum is not proven).

    Raises :class:`OracleFailure` (an ``AssertionError``) when it is certainly worse,
    :class:`OracleInconclusive` when the exact solve ended without a proof and its
    bound cannot decide.
    """
    check_nonnegative_real("rtol", rtol)
    t_up, t_low = topology_time(topology, cluster, workload, routing=routing, backend=backend,
                                time_limit=time_limit, cache_path=cache_path)
    res = optimal(cluster, workload, backend=backend, time_limit=time_limit, cache_path=cache_path)
    opt_inc, opt_lb = result_time_bounds(res)
    if opt_lb is None or opt_lb <= 0:
        raise OracleInconclusive(f"joint_topology ended {res.status} without a usable bound: {res.message}")
    limit = 1.0 + rtol + NUMERIC_RTOL
    ratio_up = t_up / opt_lb
    if t_low < opt_lb * (1 - NUMERIC_RTOL) and res.status == "optimal" and routing == "optimal":
        raise VerificationError(f"topology time {t_low!r} s beats the proven optimum {opt_lb!r} s")
    if ratio_up <= limit:
        return ratio_up
    if opt_inc is not None and t_low / opt_inc > limit:
        raise OracleFailure(
            f"communication time {t_low * 1e3:.6g} ms is {t_low / opt_inc:.4f}x the optimum "
            f"{opt_inc * 1e3:.6g} ms ({res.status}), allowed {1 + rtol:.4f}x "
            f"(n={cluster.n}, d={cluster.d}, workload {workload.name!r}, routing={routing})")
    raise OracleInconclusive(
        f"time {t_up * 1e3:.6g} ms vs optimum in [{opt_lb * 1e3:.6g}, "
        f"{(opt_inc or math.inf) * 1e3:.6g}] ms (status {res.status}): cannot decide rtol={rtol}; "
        "raise time_limit")


def stride_problem(n: int, m: int, **kwargs: Any) -> Any:
    """The exact ``StrideSelection`` instance choosing ``m`` strides on ``n`` nodes."""
    from topomilp.exact import problem_class

    return problem_class("stride_selection")(n=n, m=m, **kwargs)


def stride_objective(problem: Any, strides: Sequence[int]) -> float:
    """The objective value of ``strides`` for the ``StrideSelection`` ``problem``
    (through the problem's own verifier). Under duplex a stride ``p`` and ``n - p`` are
    the same ring."""
    from topomilp.exact.stride_selection import StrideSelectionSolution

    n = problem.n
    canon = []
    for p in strides:
        p = int(p) % n
        if problem.link_model == "duplex":
            p = min(p, n - p)
        canon.append(p)
    if len(set(canon)) != len(canon):
        raise TopomilpInputError("strides", "must be distinct rings (under duplex p and n-p are one ring)",
                                 tuple(strides))
    try:
        return float(problem.verify(StrideSelectionSolution(tuple(sorted(canon)))))
    except VerificationError as exc:  # not candidates, or a disconnected circulant
        raise OracleFailure(f"strides {tuple(strides)} are not a valid selection: {exc}") from None


def assert_optimal_strides(
    strides: Sequence[int],
    n: int,
    *,
    rtol: float = 0.0,
    backend: str = "auto",
    time_limit: float = 60.0,
    cache_path: str | os.PathLike[str] | None = None,
    **problem_kwargs: Any,
) -> float:
    """Assert that ``strides`` (ring strides on ``n`` nodes, ``m = len(strides)``) are
    within ``(1 + rtol)`` of the ``stride_selection`` optimum for the objective given in
    ``problem_kwargs`` (e.g. ``objective="diameter"``); return value / optimum."""
    strides = tuple(int(s) for s in strides)
    if not strides:
        raise TopomilpInputError("strides", "must list at least one stride", strides)
    problem = stride_problem(n, len(strides), **problem_kwargs)
    value = stride_objective(problem, strides)
    res = optimal(problem, backend=backend, time_limit=time_limit, cache_path=cache_path)
    if res.objective is None:
        raise OracleInconclusive(f"stride_selection ended {res.status}: {res.message}")
    opt = float(res.objective) if res.status == "optimal" else res.bound
    if opt is None:
        raise OracleInconclusive(f"stride_selection ended {res.status} without a bound")
    better = value > opt * (1 + NUMERIC_RTOL) + 1e-12 if problem.sense == "max" else \
        value < opt * (1 - NUMERIC_RTOL) - 1e-12
    if better and res.status == "optimal":
        raise VerificationError(f"strides {strides} score {value}, better than the proven optimum {opt}")
    if problem.sense == "min":
        ratio = value / opt if opt > 0 else (1.0 if value <= 0 else math.inf)
    else:
        ratio = opt / value if value > 0 else math.inf
    if ratio > 1 + rtol + NUMERIC_RTOL:
        if res.status != "optimal" and problem.sense == "min" and value <= float(res.objective) * (1 + rtol):
            raise OracleInconclusive(f"strides {strides}: {value} vs unproven optimum in "
                                     f"[{opt}, {res.objective}]")
        raise OracleFailure(f"strides {strides} on n={n} score {value}, optimum {res.objective} "
                            f"({res.status}, strides {getattr(res.solution, 'strides', '?')}); "
                            f"ratio {ratio:.4f} > allowed {1 + rtol:.4f}")
    return ratio


# --------------------------------------------------------------------------- fixture
class Oracle:
    """What the ``topo_oracle`` fixture returns: :func:`optimal`,
    :func:`assert_within_optimal` and :func:`assert_optimal_strides` bound to one cache
    directory, backend and time limit."""

    def __init__(self, cache_path: str | os.PathLike[str] | None = None, *, backend: str = "auto",
                 time_limit: float = 60.0) -> None:
        self.cache_path = cache_dir(cache_path)
        self.backend = backend
        self.time_limit = time_limit

    def _opts(self, kw: dict[str, Any]) -> dict[str, Any]:
        kw.setdefault("backend", self.backend)
        kw.setdefault("time_limit", self.time_limit)
        kw.setdefault("cache_path", self.cache_path)
        return kw

    def optimal(self, problem: Any, workload: Workload | None = None, **kw: Any) -> Any:
        return optimal(problem, workload, **self._opts(kw))

    def assert_within_optimal(self, topology: Any, cluster: Cluster, workload: Workload,
                              rtol: float = 0.0, **kw: Any) -> float:
        return assert_within_optimal(topology, cluster, workload, rtol, **self._opts(kw))

    def assert_optimal_strides(self, strides: Sequence[int], n: int, **kw: Any) -> float:
        return assert_optimal_strides(strides, n, **self._opts(kw))

    def __repr__(self) -> str:
        return f"Oracle(cache={str(self.cache_path)!r}, backend={self.backend!r}, time_limit={self.time_limit})"


if "_pytest" in sys.modules:  # loaded as a pytest plugin: register the fixture
    import pytest

    @pytest.fixture(scope="session")
    def topo_oracle(request: Any) -> Oracle:
        """A :class:`topomilp.oracle.Oracle`; its cache is ``$TOPOMILP_CACHE_DIR`` or
        ``<rootdir>/.topomilp-cache``."""
        env = os.environ.get(CACHE_ENV)
        path = Path(env) if env else Path(str(request.config.rootpath)) / DEFAULT_CACHE_DIRNAME
        return Oracle(path)


__all__ = ["Oracle", "OracleFailure", "OracleInconclusive", "assert_optimal_strides",
           "assert_within_optimal", "cache_dir", "check_carries", "instance_key", "joint_problem", "optimal",
           "optimal_routing_time",
           "result_time_bounds", "routing_evaluation", "routing_problem", "stride_objective", "stride_problem",
           "topology_time", "EVALUATION_ROUTINGS"]

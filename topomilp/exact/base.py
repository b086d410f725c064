"""One API for every exact problem: :func:`solve` and :func:`export`.

A problem (one module per problem of docs/design.md §4) is a frozen dataclass deriving from
:class:`ExactProblem`. It builds its model for a backend family —
:meth:`ExactProblem.build_pulp` (MILP/LP through PuLP: HiGHS in process, CBC) or
:meth:`ExactProblem.build_cpsat` (OR-Tools CP-SAT) — and re-checks a decoded
solution with :meth:`ExactProblem.verify`, an independent recomputation of the
objective (for topologies: through :mod:`topomilp.evaluate`).

:func:`solve` is the one entry point: it checks the options and hands over to the
problem's :meth:`ExactProblem.solve_strategy`. By default that is :func:`solve_model`,
which runs the backend's model, maps its status honestly (``optimal`` only when the
backend proved it; PuLP's ``"Optimal"`` after a time-out is *not* trusted, see
docs/solver-notes.md), verifies the solution and returns an :class:`ExactResult`. A
problem with a stronger method for some of its instances overrides the strategy
(``joint_topology``: the enumeration proof of formulations/uniform_enumeration.md).

Statuses:

* ``optimal`` — proven optimal (relative gap <= :data:`OPTIMALITY_GAP`);
* ``feasible`` — a verified solution, optimality not proven (time limit), with bound and gap;
* ``timeout`` — time limit reached without any solution (with the best valid bound known);
* ``too_large`` — the model was not built: the size guard (:mod:`topomilp.exact.sizing`)
  estimates that building it would outlast the time limit or the machine's memory;
  ``estimate`` says how large, ``bound`` is the best bound known without a model;
* ``infeasible`` — the backend proved there is no solution;
* ``error`` — the backend failed (message says how); never carries a solution.

The time limit bounds the whole call — model building, warm starts, the backend's solve
and the verification (:mod:`topomilp.exact.deadline`). Every ``feasible``, ``timeout``
and ``too_large`` result carries the best valid bound known: the backend's, or the
problem's :meth:`ExactProblem.cheap_bound` (a bound proven without a model,
formulations/joint_topology.md, "Answers at any size"), whichever is tighter.
"""

from __future__ import annotations

import logging
import math
import os
import re
import subprocess
import tempfile
import time
import warnings
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import metadata
from typing import Any, Callable, ClassVar, Iterable

from topomilp._io import atomic_write
from topomilp.errors import BackendUnavailableError, TopomilpInputError, VerificationError
from topomilp.exact.deadline import Deadline, DeadlineExpired, deadline_scope, remaining
from topomilp.utils import check_int, is_real

log = logging.getLogger(__name__)

STATUSES = ("optimal", "feasible", "infeasible", "timeout", "too_large", "error")
BACKENDS = ("auto", "highs", "cbc", "cpsat")
PULP_BACKENDS = ("highs", "cbc")
#: Differences below this are zero in every objective check (objectives are at least
#: ~1e-10: one byte over 25 Gbit/s; a 5x error at any such scale is far above it).
ABS_ZERO = 1e-15
#: Relative gap the MILP backends are asked to close before they may say "optimal".
OPTIMALITY_GAP = 1e-9


# --------------------------------------------------------------------------- result
@dataclass(frozen=True, eq=False)
class ExactResult:
    """The certified answer of an exact solve."""

    problem: str
    status: str
    sense: str                      #: "min" or "max"
    objective: float | None         #: objective of the verified solution (None without one)
    bound: float | None             #: best proven bound (None when the backend gave none)
    gap: float | None               #: |objective - bound| / max(|objective|, 1e-12)
    wall_s: float
    backend: str
    backend_version: str
    solution: Any = field(default=None, repr=False)
    verified: bool = False
    message: str = ""
    discretisation: str = ""        #: what the backend's model discretised ("" = nothing)
    #: the size guard's estimate of the model (:class:`topomilp.exact.sizing.SizeEstimate` as a dict)
    estimate: dict[str, Any] | None = None

    @property
    def is_optimal(self) -> bool:
        return self.status == "optimal"

    def to_dict(self) -> dict[str, Any]:
        sol = self.solution
        return {
            "problem": self.problem, "status": self.status, "sense": self.sense,
            "objective": self.objective, "bound": self.bound, "gap": self.gap,
            "wall_s": self.wall_s, "backend": self.backend,
            "backend_version": self.backend_version, "verified": self.verified,
            "message": self.message, "discretisation": self.discretisation, "estimate": self.estimate,
            "solution": sol.to_dict() if hasattr(sol, "to_dict") else sol,
        }


# --------------------------------------------------------------------------- models
@dataclass
class PulpModel:
    """A built PuLP model: ``decode()`` reads the variable values into a solution,
    ``set_start(solution)`` writes a warm start into the variables' initial values;
    ``start()`` (optional) computes the model's own warm start, used when the caller
    gives none (it may return ``None``). The reported objective (and bound) is the
    model's objective ``/ objective_scale``: models optimise a dimensionless objective of
    order one, because the solvers' optimality tolerances are absolute (an objective in
    seconds, ~1e-9 for small transfers, made HiGHS stop at a non-optimal basis and call
    it optimal)."""

    prob: Any
    decode: Callable[[], Any]
    set_start: Callable[[Any], None] | None = None
    discretisation: str = ""
    start: Callable[[], Any] | None = None
    objective_scale: float = 1.0


def objective_unit(values: Iterable[float]) -> float:
    """The largest positive value of ``values`` (1.0 when there is none): the unit a
    MILP's objective is expressed in, so that it is of order one (:class:`PulpModel`).

    >>> objective_unit([2e-9, 5e-9, 0.0]), objective_unit([])
    (5e-09, 1.0)
    """
    top = max((float(v) for v in values), default=0.0)
    return top if top > 0 else 1.0


@dataclass
class CpsatModel:
    """A built CP-SAT model. The reported objective is
    ``solver.ObjectiveValue() / objective_scale + objective_offset``."""

    model: Any
    decode: Callable[[Any], Any]    #: decode(cp_solver) -> solution
    add_hint: Callable[[Any], None] | None = None
    objective_scale: float = 1.0
    objective_offset: float = 0.0
    discretisation: str = ""


class ExactProblem(ABC):
    """Base of every exact problem. Subclasses are frozen dataclasses."""

    name: ClassVar[str] = "problem"
    sense: ClassVar[str] = "min"
    backends: ClassVar[tuple[str, ...]] = ("highs", "cbc", "cpsat")
    default_backend: ClassVar[str] = "highs"
    #: relative tolerance between the backend's objective and the verifier's
    verify_rtol: ClassVar[float] = 1e-5
    #: the class of the problem's solutions; its ``from_dict`` rebuilds a stored one
    solution_class: ClassVar[type | None] = None

    def build_pulp(self) -> PulpModel:
        raise TopomilpInputError("backend", f"{self.name} has no MILP model; use one of {self.backends}")

    def build_cpsat(self) -> CpsatModel:
        raise TopomilpInputError("backend", f"{self.name} has no CP-SAT model; use one of {self.backends}")

    @abstractmethod
    def verify(self, solution: Any) -> float:
        """Re-check ``solution`` independently of the model (feasibility and objective)
        and return the recomputed objective; raise :class:`VerificationError` if it is
        not a valid solution."""

    def verify_backend_objective(self, backend_objective: float, recomputed: float, backend: str) -> None:
        """Raise unless the backend's objective matches the recomputed one to the relative
        tolerance :attr:`verify_rtol` (:func:`within_rtol`: relative at every scale, so a
        5x error in microseconds fails too)."""
        if not (within_rtol(backend_objective, recomputed, self.verify_rtol)
                or abs(backend_objective - recomputed) <= ABS_ZERO):
            raise VerificationError(
                f"{self.name}/{backend}: backend objective {backend_objective!r} but the "
                f"verifier recomputes {recomputed!r}")

    def to_dict(self) -> dict[str, Any]:
        """JSON-able description of the instance (for caches and instance files)."""
        return {"problem": self.name}

    def cheap_bound(self) -> float | None:
        """A valid bound on the optimum computed without building a model (an upper bound
        when maximising, a lower bound when minimising), or ``None``. Reported with every
        ``feasible``, ``timeout`` and ``too_large`` result when it is tighter than the
        backend's. Problems override it with a proven bound (its proof in the problem's
        formulation document)."""
        return None

    def solution_from_dict(self, data: Any) -> Any:
        """A solution of this problem from its ``to_dict()`` form (e.g. read from a cache);
        it still has to pass :meth:`verify`."""
        from_dict = getattr(self.solution_class, "from_dict", None)
        if from_dict is None:
            raise TopomilpInputError("solution", f"{self.name} solutions cannot be rebuilt from JSON")
        return from_dict(data)

    def solve_strategy(self, *, backend: str, time_limit: float, threads: int, seed: int,
                       warm_start: Any) -> "ExactResult":
        """How :func:`solve` solves this problem, its options already checked
        (``backend`` may still be ``"auto"``). The default: the backend's model, through
        :func:`solve_model`. A problem with a stronger method for some of its instances
        overrides this (and still returns a verified :class:`ExactResult`)."""
        return solve_model(self, backend=backend, time_limit=time_limit, threads=threads, seed=seed,
                           warm_start=warm_start)


# --------------------------------------------------------------------------- versions
@lru_cache(maxsize=None)
def backend_version(backend: str) -> str:
    """Version string of a backend (``"highs"``, ``"cbc"``, ``"cpsat"``)."""
    try:
        if backend == "highs":
            return f"HiGHS (highspy {metadata.version('highspy')}) via PuLP {metadata.version('pulp')}"
        if backend == "cpsat":
            return f"CP-SAT (ortools {metadata.version('ortools')})"
        if backend == "cbc":
            return f"CBC {_cbc_binary_version()} via PuLP {metadata.version('pulp')}"
    except metadata.PackageNotFoundError as exc:
        raise BackendUnavailableError(backend, f"package {exc} is not installed") from None
    raise TopomilpInputError("backend", f"must be one of {BACKENDS}", backend)


def _cbc_binary_version() -> str:
    import pulp

    path = _cbc_solver(pulp).path
    try:
        out = subprocess.run([path, "-quit"], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.SubprocessError):
        return "(version unknown)"
    m = re.search(r"Version:\s*(\S+)", out)
    return m.group(1) if m else "(version unknown)"


def _import_pulp() -> Any:
    try:
        import pulp
    except Exception as exc:  # pragma: no cover - depends on the install
        raise BackendUnavailableError("pulp", f"cannot import pulp: {exc}") from None
    return pulp


def _import_cpsat() -> Any:
    try:
        from ortools.sat.python import cp_model
    except Exception as exc:  # pragma: no cover - depends on the install
        raise BackendUnavailableError("cpsat", f"cannot import ortools' CP-SAT: {exc}") from None
    return cp_model


# --------------------------------------------------------------------------- validation
def _check_options(problem: ExactProblem, backend: str, time_limit: float, threads: int, seed: int) -> str:
    if not isinstance(problem, ExactProblem):
        raise TopomilpInputError("problem", "must be an exact problem object (e.g. StrideSelection(...))", problem)
    if backend not in BACKENDS:
        raise TopomilpInputError("backend", f"must be one of {BACKENDS}", backend)
    if backend == "auto":
        backend = problem.default_backend
    if backend not in problem.backends:
        raise TopomilpInputError("backend", f"{problem.name} supports {problem.backends}", backend)
    if not is_real(time_limit) or not (math.isfinite(time_limit) and time_limit > 0):
        raise TopomilpInputError("time_limit", "must be a positive number of seconds", time_limit)
    check_int("threads", threads, 1)
    check_int("seed", seed, 0)
    return backend


def within_rtol(a: float, b: float, rtol: float) -> bool:
    """``|a - b| <= rtol * max(|a|, |b|)`` (plus the smallest normal float, so that two
    zeros agree): a purely relative comparison, whatever the scale of the values.

    >>> within_rtol(1e-6, 1e-6 * (1 + 1e-7), 1e-5), within_rtol(1e-6, 5e-6, 1e-5)
    (True, False)
    """
    if not (math.isfinite(a) and math.isfinite(b)):
        return a == b
    return abs(a - b) <= rtol * max(abs(a), abs(b)) + 2.3e-308


def beats_bound(objective: float, bound: float, sense: str, rtol: float) -> bool:
    """Whether ``objective`` is better than the proven ``bound`` by more than ``rtol``
    relative (a bug in a model, a bound or the verifier).

    >>> beats_bound(1.000001e-6, 1e-6, "max", 1e-5), beats_bound(2e-6, 1e-6, "max", 1e-5)
    (False, True)
    """
    slack = rtol * max(abs(objective), abs(bound))
    return objective > bound + slack if sense == "max" else objective < bound - slack


def best_bound(sense: str, *bounds: float | None) -> float | None:
    """The tightest of several valid bounds (the smallest upper bound when maximising,
    the largest lower bound when minimising); ``None`` when there is none."""
    vals = [float(b) for b in bounds if b is not None and math.isfinite(b)]
    if not vals:
        return None
    return min(vals) if sense == "max" else max(vals)


def relative_gap(objective: float | None, bound: float | None) -> float | None:
    if objective is None or bound is None or not (math.isfinite(objective) and math.isfinite(bound)):
        return None
    return abs(objective - bound) / max(abs(objective), 1e-12)


# --------------------------------------------------------------------------- solve
def solve(
    problem: ExactProblem,
    *,
    backend: str = "auto",
    time_limit: float = 60.0,
    threads: int = 1,
    seed: int = 0,
    warm_start: Any = None,
) -> ExactResult:
    """Solve ``problem`` exactly, verify the answer, return an :class:`ExactResult`: the
    one entry point for every exact problem. ``backend="auto"`` lets the problem choose
    its strongest method (:meth:`ExactProblem.solve_strategy`; by default its
    ``default_backend``); a named backend means that backend's model.

    >>> from topomilp.exact.stride_selection import StrideSelection
    >>> r = solve(StrideSelection(n=12, m=2, objective="diameter", candidates="all"), backend="cpsat")
    >>> r.status, r.objective
    ('optimal', 2.0)
    """
    _check_options(problem, backend, time_limit, threads, seed)
    with deadline_scope(time_limit) as dl:           # the limit covers the whole call
        return problem.solve_strategy(backend=backend, time_limit=max(dl.remaining(), MIN_SECONDS),
                                      threads=threads, seed=seed, warm_start=warm_start)


#: LPs with more variables than this are solved by HiGHS' interior point method.
IPM_VARIABLES = 10_000
#: Share of the time left after the build that a model's own warm-start search may use.
START_SHARE = 0.5
#: Shortest time handed to a nested solve or a backend (a zero limit is invalid input).
MIN_SECONDS = 1e-3


def solve_model(
    problem: ExactProblem,
    *,
    backend: str = "auto",
    time_limit: float = 60.0,
    threads: int = 1,
    seed: int = 0,
    warm_start: Any = None,
) -> ExactResult:
    """Run the model of ``backend`` (``"auto"``: the problem's ``default_backend``) for
    ``problem``, verify the answer, return an :class:`ExactResult`: the default
    :meth:`ExactProblem.solve_strategy`. Call :func:`solve` instead.

    Within ``time_limit`` (and the enclosing solve's deadline): the size guard first
    (:func:`topomilp.exact.sizing.too_large`: status ``too_large``, nothing built), then
    the build (stopped at the deadline: ``timeout``), the warm start (the model's own
    search stops at the deadline with its best), the backend with the time left after
    an estimate of decoding and verification, the verification. When no time is left
    for the backend, a complete warm start is verified and returned as ``feasible``."""
    from topomilp.exact import sizing

    backend = _check_options(problem, backend, time_limit, threads, seed)
    version = backend_version(backend)
    t0 = time.perf_counter()
    with deadline_scope(time_limit) as dl:
        est = sizing.estimate(problem, backend)
        est_dict = None if est is None else est.to_dict()
        cheap = _cheap_bound(problem)
        reason = None if dl.expired() else sizing.too_large(est, dl.remaining())
        if reason is not None or dl.expired():
            raw = _not_built(problem, warm_start, reason, est, dl)
        else:
            try:
                if backend in PULP_BACKENDS:
                    raw = _run_pulp(problem, backend, time_limit, threads, seed, warm_start, est)
                else:
                    raw = _run_cpsat(problem, time_limit, threads, seed, warm_start, est)
            except DeadlineExpired as exc:               # the build outlasted the limit
                raw = _start_only(problem, warm_start, f"{exc}; the backend did not run")
        status, objective, bound, solution, message, disc = raw

        verified = False
        if solution is not None:
            recomputed = problem.verify(solution)           # raises VerificationError
            if objective is not None:
                problem.verify_backend_objective(objective, recomputed, backend)
            objective = float(recomputed)
            verified = True
            for b, what in ((bound, "proven bound"), (cheap, "bound proven without a model")):
                if b is not None and beats_bound(objective, b, problem.sense, problem.verify_rtol):
                    raise VerificationError(f"{problem.name}/{backend}: objective {objective} beats the "
                                            f"{what} {b}")
    if status == "optimal":
        bound = objective if bound is None else bound
    elif status in ("feasible", "timeout", "too_large"):
        tighter = best_bound(problem.sense, bound, cheap)
        if tighter is not None and tighter != bound:
            bound = tighter
            message = (message + "; " if message else "") + "bound: proven without a model (cheap_bound)"
    gap = relative_gap(objective, bound)
    wall = time.perf_counter() - t0
    result = ExactResult(problem.name, status, problem.sense, objective, bound, gap, wall, backend,
                         version, solution, verified, message, disc, est_dict)
    log.info("%s/%s: %s objective=%s bound=%s gap=%s in %.3fs", problem.name, backend, status,
             objective, bound, gap, wall)
    return result


def _cheap_bound(problem: ExactProblem) -> float | None:
    try:
        b = problem.cheap_bound()
    except (TopomilpInputError, ValueError, ZeroDivisionError, OverflowError) as exc:
        log.debug("%s: no cheap bound: %s", problem.name, exc)
        return None
    return None if b is None or not math.isfinite(b) else float(b)


def _start_only(problem: ExactProblem, start: Any, why: str) -> tuple:
    """The raw answer when the backend cannot run: a complete warm start (a solution of
    the problem's class) as ``feasible`` (verified by the caller), else ``timeout``."""
    cls = problem.solution_class
    if start is not None and cls is not None and isinstance(start, cls):
        return "feasible", None, None, start, f"{why}: the warm start is the answer", ""
    return "timeout", None, None, None, why, ""


def _not_built(problem: ExactProblem, start: Any, reason: str | None, est: Any, dl: Deadline) -> tuple:
    if reason is None:
        return _start_only(problem, start, f"time limit of {dl.limit:.3g} s reached before the model was built")
    status, _, _, sol, msg, _ = _start_only(problem, start, f"model not built: {reason} ({est.describe()})")
    return ("too_large" if sol is None else status), None, None, sol, msg, ""


def _backend_seconds(time_limit: float, est: Any, backend: str) -> float:
    """Seconds the backend may run: what is left of the deadline (and of ``time_limit``)
    minus the estimated hand-over, decoding and verification
    (:data:`topomilp.exact.sizing.POST_S_PER_NONZERO`), and a tenth of it as margin."""
    from topomilp.exact import sizing

    left = min(remaining(time_limit), time_limit)
    post = 0.0 if est is None else est.nonzeros * sizing.POST_S_PER_NONZERO.get(backend, 0.0)
    return left * 0.9 - post


@dataclass(frozen=True)
class ExportInfo:
    """How an exported model's optimum maps back to topomilp's (docs/interchange.md §4):
    ``topomilp optimum = external optimum * scale + constant``, where the external
    optimum is what a solver reports for the file *with* its objective offset
    (``file_offset``: the objective row's RHS in MPS, read as ``-RHS`` by HiGHS, SCIP
    and CPLEX; a constant in LP; the proto's ``objective.offset`` in CP-SAT). A reader
    that drops the offset must add ``file_offset`` to its optimum first. ``sense`` is
    the file's: MPS files always minimise (no ``OBJSENSE`` section, which not every
    reader accepts; a maximisation is written negated, with a negative ``scale``)."""

    path: str
    format: str
    sense: str
    scale: float
    constant: float = 0.0
    file_offset: float = 0.0

    def __post_init__(self) -> None:
        if self.sense not in ("min", "max"):
            raise TopomilpInputError("sense", "must be 'min' or 'max'", self.sense)
        for name in ("scale", "constant", "file_offset"):
            v = getattr(self, name)
            if not is_real(v) or not math.isfinite(float(v)):
                raise TopomilpInputError(name, "must be a finite number", v)
            object.__setattr__(self, name, float(v))
        if self.scale == 0:
            raise TopomilpInputError("scale", "must not be 0", self.scale)

    def to_topomilp(self, external_optimum: float) -> float:
        """topomilp's objective value of an external optimum (offset included)."""
        return float(external_optimum) * self.scale + self.constant

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "format": self.format, "sense": self.sense, "scale": self.scale,
                "constant": self.constant, "file_offset": self.file_offset,
                "formula": "topomilp_optimum = external_optimum * scale + constant"}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ExportInfo":
        if not isinstance(data, dict):
            raise TopomilpInputError("export", "must be a JSON object", data)
        return cls(path=data.get("path", ""), format=data.get("format", ""), sense=data.get("sense", "min"),
                   scale=data.get("scale", 1.0), constant=data.get("constant", 0.0),
                   file_offset=data.get("file_offset", 0.0))


def _mps_with_offset(text: str, offset: float) -> str:
    """PuLP's MPS text with ``NAME`` as the first line (PuLP starts with a ``*SENSE``
    comment, or an ``OBJSENSE`` section SCIP's reader refuses before ``NAME``) and the
    objective offset as the objective row's RHS (``-offset``: MPS readers take the
    negated RHS of the N row as the objective constant)."""
    start = text.find("NAME")
    if start < 0 or "OBJSENSE" in text[:start]:
        raise TopomilpInputError("path", "unexpected MPS layout from PuLP (no NAME line, or OBJSENSE before it)")
    text = text[start:]
    if offset == 0:
        return text
    m = re.search(r"^ROWS\n N  (\S+)\n", text, flags=re.M)
    if m is None or "\nRHS\n" not in text:
        raise TopomilpInputError("path", "unexpected MPS layout from PuLP (no ROWS/N row or RHS section)")
    line = f"    RHS       {m.group(1)}  {-offset:.17g}\n"
    return text.replace("\nRHS\n", "\nRHS\n" + line, 1)


def _lp_with_offset(text: str, offset: float) -> str:
    """PuLP's LP text with the objective constant written after the objective's terms."""
    if offset == 0:
        return text
    i = text.find("\nSubject To\n")
    if i < 0:
        raise TopomilpInputError("path", "unexpected LP layout from PuLP (no 'Subject To')")
    return text[:i] + f" {'+' if offset > 0 else '-'} {abs(offset):.17g}" + text[i:]


def export_model(problem: ExactProblem, path: str | os.PathLike[str]) -> ExportInfo:
    """Write the model (``.mps`` / ``.lp`` through PuLP, ``.pb`` / ``.pbtxt`` CP-SAT
    model proto through OR-Tools) and return the :class:`ExportInfo` mapping its optimum
    back to topomilp's.

    MPS / LP files hold the model exactly as topomilp's backends solve it: the
    dimensionless objective of order one (:attr:`PulpModel.objective_scale`) and its
    constant (MPS objective-row RHS, LP constant), so ``scale = 1 / objective_scale``
    and ``constant = 0``. An LP file states its sense; an MPS file always minimises
    (``NAME`` first, no ``OBJSENSE`` section: every MPS reader accepts it), so a
    maximisation is written negated and ``scale = -1 / objective_scale``. A CP-SAT
    proto keeps its integer objective: ``scale = 1 / objective_scale``,
    ``constant = objective_offset``.

    >>> from topomilp.exact.mp_matching import MPMatching
    >>> import tempfile, os, numpy as np
    >>> info = export_model(MPMatching(4, 1, np.ones((4, 4)) - np.eye(4)), os.path.join(tempfile.mkdtemp(), "m.mps"))
    >>> info.sense, info.scale < 0, open(info.path).readline().split()[0]
    ('min', True, 'NAME')
    """
    path = os.fspath(path)
    ext = os.path.splitext(path)[1].lower()
    if ext in (".mps", ".lp"):
        if not any(b in problem.backends for b in PULP_BACKENDS):
            raise TopomilpInputError("path", f"{problem.name} has no MILP model; export .pb/.pbtxt", path)
        pulp = _import_pulp()
        built = problem.build_pulp()
        prob = built.prob
        offset = float(getattr(prob.objective, "constant", 0.0) or 0.0) if prob.objective is not None else 0.0
        sign = 1.0
        if ext == ".mps":  # minimise -f for max f: PuLP negates the objective row
            sign = -1.0 if prob.sense == pulp.LpMaximize else 1.0
            prob.writeMPS(path, mpsSense=pulp.LpMinimize, with_objsense=False)
            fix = _mps_with_offset
        else:
            prob.writeLP(path)
            fix = _lp_with_offset
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        fixed = fix(text, sign * offset)
        if fixed != text:
            atomic_write(path, fixed)
        sense = "max" if prob.sense == pulp.LpMaximize and ext == ".lp" else "min"
        return ExportInfo(path, ext[1:], sense, sign / built.objective_scale, 0.0, sign * offset + 0.0)
    if ext in (".pb", ".pbtxt"):
        if "cpsat" not in problem.backends:
            raise TopomilpInputError("path", f"{problem.name} has no CP-SAT model; export .mps/.lp", path)
        _import_cpsat()
        built = problem.build_cpsat()
        if not built.model.ExportToFile(path):
            raise TopomilpInputError("path", "could not be written", path)
        proto = built.model.Proto()
        if proto.has_floating_point_objective():
            maximize = bool(proto.floating_point_objective.maximize)
            file_offset = float(proto.floating_point_objective.offset)
        else:  # CP-SAT reports scaling_factor * (terms + offset); a negative factor maximises
            factor = float(proto.objective.scaling_factor) or 1.0
            maximize = factor < 0
            file_offset = factor * float(proto.objective.offset)
        return ExportInfo(path, ext[1:], "max" if maximize else "min", 1.0 / built.objective_scale,
                          built.objective_offset, file_offset)
    raise TopomilpInputError("path", "extension must be .mps, .lp, .pb or .pbtxt", path)


def export(problem: ExactProblem, path: str | os.PathLike[str]) -> str:
    """Write the model (see :func:`export_model`, which also returns how the file's
    optimum maps back to topomilp's); return the path written."""
    return export_model(problem, path).path


# --------------------------------------------------------------------------- PuLP
def run_highs(prob: Any, time_limit: float, threads: int = 1, seed: int = 0,
              options: dict[str, Any] | None = None) -> tuple[str, float | None, str]:
    """Solve a built PuLP model ``prob`` with HiGHS for at most ``time_limit`` seconds
    (and the enclosing deadline), with the HiGHS ``options`` given: ``(status, bound,
    message)``, the status one of ``optimal``, ``feasible``, ``infeasible`` (proven),
    ``timeout``, ``error``, and the bound in the model's own objective units (``None``
    for an LP or without one)."""
    return _solve_highs(_import_pulp(), prob, time_limit, threads, seed, False, options)


def _run_pulp(problem: ExactProblem, backend: str, time_limit: float, threads: int, seed: int,
              warm_start: Any, est: Any = None) -> tuple:
    pulp = _import_pulp()
    built = problem.build_pulp()                        # stops at the deadline (Builder)
    prob = built.prob
    if warm_start is None and built.start is not None and built.set_start is not None:
        try:
            # the model's own start (may be None) gets at most a share of the time left
            with deadline_scope(max(remaining(time_limit) * START_SHARE, MIN_SECONDS)):
                warm_start = built.start()
        except DeadlineExpired:
            warm_start = None
    has_start = warm_start is not None and built.set_start is not None
    if has_start:
        try:
            built.set_start(warm_start)
        except DeadlineExpired:
            has_start = False
    # the time limit covers the whole solve: the backend gets what is left
    from topomilp.exact import sizing

    seconds = _backend_seconds(time_limit, est, backend)
    handover = sizing.handover_seconds(prob, backend)
    if seconds - handover < MIN_SECONDS * 10:
        return _start_only(problem, warm_start, "time limit reached before the backend could run (handing "
                           f"the model over takes ~{handover:.3g} s, {max(seconds, 0.0):.3g} s were left)")
    if backend != "highs":      # HiGHS reads its limit when it starts running (after the hand-over)
        seconds -= handover
    try:
        if backend == "highs":
            status, bound, msg = _solve_highs(pulp, prob, seconds, threads, seed, has_start)
        else:
            status, bound, msg = _solve_cbc(pulp, prob, seconds, threads, seed, has_start)
    except BackendUnavailableError:
        raise
    except Exception as exc:  # a crashing backend is reported, not propagated
        log.exception("%s/%s failed", problem.name, backend)
        return "error", None, None, None, f"{type(exc).__name__}: {exc}", built.discretisation
    if bound is not None:
        bound /= built.objective_scale
    if status == "timeout":
        st, _, _, sol, smsg, _ = _start_only(problem, warm_start, msg)
        if sol is not None:
            return st, None, bound, sol, smsg, built.discretisation
    if status not in ("optimal", "feasible"):
        return status, None, bound, None, msg, built.discretisation
    objective = pulp.value(prob.objective)
    if objective is None and prob.objective is not None:
        # CBC leaves PuLP's __dummy variable (constant-only objectives) without a value.
        objective = float(prob.objective.constant) + sum(
            c * (v.varValue or 0.0) for v, c in prob.objective.items())
    objective = 0.0 if objective is None else float(objective) / built.objective_scale
    return status, objective, bound, built.decode(), msg, built.discretisation


def _highs_class(pulp: Any) -> Any:
    class _HiGHSWithStart(pulp.HiGHS):  # type: ignore[name-defined, misc]
        """PuLP's in-process HiGHS plus a MIP start taken from the variables' initial values."""

        use_start = False
        #: seconds HiGHS may run, asked when it starts (PuLP's hand-over to HiGHS, which
        #: can take seconds on large models, is then outside HiGHS' own clock)
        run_seconds: Callable[[], float] | None = None

        def callSolver(self, lp):  # noqa: N802 - PuLP's name
            if self.run_seconds is not None:
                lp.solverModel.setOptionValue("time_limit", max(float(self.run_seconds()), MIN_SECONDS))
            if self.use_start:
                import highspy

                sol = highspy.HighsSolution()
                values = [0.0] * lp.solverModel.getNumCol()
                for var in lp.variables():
                    if var.varValue is not None:
                        values[var.index] = float(var.varValue)
                sol.col_value = values
                lp.solverModel.setSolution(sol)
            lp.solverModel.run()

    return _HiGHSWithStart


def _solve_highs(pulp: Any, prob: Any, time_limit: float, threads: int, seed: int, has_start: bool,
                 options: dict[str, Any] | None = None):
    if not pulp.HiGHS().available():
        raise BackendUnavailableError("highs", "highspy is not importable (pip install 'highspy>=1.13,<1.15')")
    import highspy

    mip = any(v.cat == pulp.LpInteger for v in prob.variables())
    extra = dict(options or {})
    if not mip and len(prob.variables()) > IPM_VARIABLES:
        # large LPs (routing): interior point + crossover, ~30x faster than the dual simplex
        # on the multicommodity flow LPs (benchmarks/RESULTS.md, "Time limits and size guard")
        extra["solver"] = "ipm"
    # HiGHS keeps one thread pool per process, sized by the first solve; a later solve
    # asking for another size fails ("Not Set") unless the pool is reset first.
    highspy.Highs.resetGlobalScheduler(True)
    solver = _highs_class(pulp)(msg=False, timeLimit=time_limit, threads=threads,
                                gapRel=OPTIMALITY_GAP, gapAbs=1e-10, random_seed=seed, **extra)
    solver.use_start = has_start
    left = remaining(math.inf)
    if math.isfinite(left):       # the deadline at the start, less the reserve _backend_seconds kept
        reserve = max(left - time_limit, 0.0)
        solver.run_seconds = lambda: min(time_limit, remaining(time_limit) - reserve)
    prob.solve(solver)
    h = prob.solverModel
    ms = h.getModelStatus()
    info = h.getInfo()
    S = highspy.HighsModelStatus
    has_sol = info.primal_solution_status == 2  # kSolutionStatusFeasible
    bound = None
    if mip:                                     # the dual bound holds with or without a solution
        # PuLP hands HiGHS the negated objective when maximising (obj_mult = -1).
        bound = float(info.mip_dual_bound) * (-1 if prob.sense == pulp.LpMaximize else 1)
        # PuLP does not hand the objective's constant term to HiGHS: add it back.
        bound += float(getattr(prob.objective, "constant", 0.0) or 0.0)
    if mip and bound is not None and not math.isfinite(bound):
        bound = None
    if ms == S.kOptimal:
        return "optimal", bound, ""
    if ms in (S.kInfeasible,):
        return "infeasible", None, "HiGHS proved the model infeasible"
    if ms in (S.kTimeLimit, S.kInterrupt, S.kIterationLimit, S.kObjectiveBound, S.kObjectiveTarget):
        if has_sol:
            return "feasible", bound, f"HiGHS stopped ({h.modelStatusToString(ms)}) without proof"
        return "timeout", bound, f"HiGHS stopped ({h.modelStatusToString(ms)}) without a solution"
    return "error", None, f"HiGHS status: {h.modelStatusToString(ms)}"


def _cbc_solver(pulp: Any, **options: Any) -> Any:
    """PuLP's bundled CBC. PuLP 3.3 warns that it leaves in PuLP 4.0; pyproject pins
    ``pulp<4``, so the warning is silenced here and nowhere else."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="PULP_CBC_CMD is deprecated", category=DeprecationWarning)
        return pulp.PULP_CBC_CMD(**options)


_CBC_BOUND = re.compile(r"(?:Lower|Upper) bound:\s*(-?[\d.eE+-]+)")
_CBC_BEST_POSSIBLE = re.compile(r"best possible\s+(-?[\d.eE+-]+)")
_CBC_START = re.compile(r"MIPStart provided solution with cost")


def cbc_log_bound(text: str, maximise: bool) -> float | None:
    """The best bound in a CBC log, in the model's sense, widened so that it still bounds.

    CBC prints bounds rounded: ``best possible`` (the ``Cbc0005I``/``Cbc0010I`` lines, in
    CBC's minimisation sense: negated when maximising) to 8 significant digits, the
    summary's ``Upper bound:`` / ``Lower bound:`` to 3. A rounded bound can fall on the
    wrong side of the optimum (docs/solver-notes.md), so it is moved outwards by one unit
    of its last printed digit. ``None`` when the log has no finite bound.

    >>> log = "Cbc0005I Partial search - best objective -0.2075 (best possible -0.22222222)"
    >>> cbc_log_bound(log, maximise=True) >= 2 / 9
    True
    """
    best = _CBC_BEST_POSSIBLE.findall(text)
    if best:
        b, digits = (-float(best[-1]) if maximise else float(best[-1])), 8
    else:
        summary = _CBC_BOUND.findall(text)
        if not summary:
            return None
        b, digits = float(summary[-1]), 3
    if not math.isfinite(b) or abs(b) >= 1e30:          # CBC's "no bound yet"
        return None
    slack = abs(b) * 10.0 ** (1 - digits)
    return b + slack if maximise else b - slack


#: Seconds past the deadline after which a CBC process still running is ended.
CBC_KILL_GRACE = 0.5


class _CbcWatchdog:
    """Ends this process's CBC children (by pid, Linux ``/proc``) ``seconds`` from now
    unless cancelled; ``killed`` says whether it did."""

    def __init__(self, path: str, seconds: float) -> None:
        import threading

        self.path = os.path.realpath(path)
        self.started = time.time()
        self.killed = False
        self._timer = threading.Timer(seconds, self._kill)
        self._timer.daemon = True
        self._timer.start()

    def cancel(self) -> None:
        self._timer.cancel()

    def _kill(self) -> None:
        import signal

        me = os.getpid()
        try:
            pids = [int(p) for p in os.listdir("/proc") if p.isdigit()]
        except OSError:
            return
        for pid in pids:
            try:
                with open(f"/proc/{pid}/stat") as fh:
                    ppid = int(fh.read().rsplit(")", 1)[1].split()[1])
                if ppid != me or os.path.realpath(f"/proc/{pid}/exe") != self.path:
                    continue
                os.kill(pid, signal.SIGKILL)
                self.killed = True
                log.warning("CBC (pid %d) ran past the deadline: ended", pid)
            except (OSError, ValueError, IndexError):
                continue


def cbc_threads(threads: int) -> int | None:
    """CBC's ``-threads`` option for ``threads``: none for one thread. With ``-threads 1``
    CBC 2.10.3 runs its threaded branch-and-bound with one worker, which now and then
    never starts ("Thread 0 used 0 times, waiting to start 10.0") and the solve idles
    until its time limit (about 1 run in 60 on a 5-node routing model); without the
    option CBC searches in its main thread.

    >>> cbc_threads(1), cbc_threads(2)
    (None, 2)
    """
    return None if int(threads) <= 1 else int(threads)


def _solve_cbc(pulp: Any, prob: Any, time_limit: float, threads: int, seed: int, has_start: bool):
    if not _cbc_solver(pulp).available():
        raise BackendUnavailableError("cbc", "PuLP's bundled CBC binary is missing (pip install 'pulp[cbc]')")
    maximise = prob.sense == pulp.LpMaximize
    objective = prob.objective
    if maximise:
        # CBC scores a MIP start of a "-max" model in the wrong sense (the log's "MIPStart
        # provided solution with cost 0.222" is then beaten by -0.207, i.e. a worse
        # incumbent): CBC gets "minimise -objective" instead (formulations/joint_topology.md,
        # "Answers at any size").
        prob.setObjective(-objective)
        prob.sense = pulp.LpMinimize
    watchdog = None
    try:
        with tempfile.TemporaryDirectory(prefix="topomilp-cbc-") as tmp:
            logpath = os.path.join(tmp, "cbc.log")
            # "preprocess off": CBC 2.10.3's CGL preprocessing fixed the optimal split of a
            # 10-binary port model away and reported a worse one as optimal
            # (docs/solver-notes.md, "CBC preprocessing"; tests/test_multidim.py)
            solver = _cbc_solver(pulp, msg=False, timeLimit=time_limit, threads=cbc_threads(threads), gapRel=0,
                                 warmStart=has_start, logPath=logpath, timeMode="elapsed",
                                 options=[f"randomCbcSeed {seed + 1}", "preprocess off"])
            # CBC checks its time limit only once its initial LP is solved: past the
            # deadline, its process (a child of this one) is ended
            watchdog = _CbcWatchdog(solver.path, max(remaining(time_limit), time_limit) + CBC_KILL_GRACE)
            try:
                prob.solve(solver)
            except pulp.PulpSolverError:
                if not watchdog.killed:
                    raise
                return ("timeout", None, f"CBC had not stopped {CBC_KILL_GRACE:g} s past the deadline "
                        "(CBC checks its time limit only after its initial LP): ended")
            try:
                with open(logpath) as fh:
                    text = fh.read()
            except OSError:
                text = ""
    finally:
        if watchdog is not None:
            watchdog.cancel()
        if maximise:
            prob.setObjective(objective)
            prob.sense = pulp.LpMaximize
    st, sol = prob.status, prob.sol_status
    mip = any(v.cat == pulp.LpInteger for v in prob.variables())
    start_note = ""
    if has_start:
        m = _CBC_START.search(text)
        start_note = ("; CBC used the warm start" if m else
                      "; CBC did not use the warm start (its log shows no MIPStart solution)")
    if sol == pulp.LpSolutionOptimal and "Stopped on time" not in text:
        return "optimal", None, ""
    if sol == pulp.LpSolutionInfeasible or st == pulp.LpStatusInfeasible:
        return "infeasible", None, "CBC proved the model infeasible"
    bound = cbc_log_bound(text, False) if mip else None       # a bound of the minimised objective
    if bound is not None:
        # PuLP's MPS file drops the objective's constant term: add it back.
        bound += float(getattr(objective, "constant", 0.0) or 0.0) * (-1 if maximise else 1)
        bound = -bound if maximise else bound
    if sol in (pulp.LpSolutionIntegerFeasible, pulp.LpSolutionOptimal):
        return "feasible", bound, "CBC stopped on its time limit without proof" + start_note
    if "Stopped on time" in text or st == pulp.LpStatusNotSolved:
        return "timeout", bound, "CBC stopped on its time limit without a solution" + start_note
    return "error", None, f"CBC status {pulp.LpStatus.get(st, st)}"


# --------------------------------------------------------------------------- CP-SAT
def _run_cpsat(problem: ExactProblem, time_limit: float, threads: int, seed: int, warm_start: Any,
               est: Any = None) -> tuple:
    cp_model = _import_cpsat()
    built = problem.build_cpsat()                       # stops at the deadline (Builder)
    if warm_start is not None and built.add_hint is not None:
        try:
            built.add_hint(warm_start)
        except DeadlineExpired:
            pass
    seconds = _backend_seconds(time_limit, est, "cpsat")
    if seconds < MIN_SECONDS * 10:
        return _start_only(problem, warm_start, "time limit reached before the backend could run")
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = float(seconds)
    solver.parameters.num_workers = int(threads)
    solver.parameters.random_seed = int(seed)
    # CP-SAT's own SIGINT handler leaves SIG_DFL behind after the solve, so a later
    # Ctrl-C would kill the process with no KeyboardInterrupt (and no cleanup).
    # Keep Python's handler: Ctrl-C then raises KeyboardInterrupt once Solve returns.
    solver.parameters.catch_sigint_signal = False
    try:
        code = solver.Solve(built.model)
    except Exception as exc:
        log.exception("%s/cpsat failed", problem.name)
        return "error", None, None, None, f"{type(exc).__name__}: {exc}", built.discretisation
    name = solver.StatusName(code)
    disc = built.discretisation
    if code == cp_model.INFEASIBLE:
        return "infeasible", None, None, None, "CP-SAT proved the model infeasible", disc
    if code == cp_model.MODEL_INVALID:
        return "error", None, None, None, f"CP-SAT: model invalid: {built.model.Validate()}", disc
    if code == cp_model.UNKNOWN:
        st, _, _, sol, msg, _ = _start_only(problem, warm_start, "CP-SAT stopped without a solution")
        return st, None, _cpsat_bound(solver, built), sol, msg, disc
    objective = solver.ObjectiveValue() / built.objective_scale + built.objective_offset
    bound = _cpsat_bound(solver, built)
    status = "optimal" if code == cp_model.OPTIMAL else "feasible"
    msg = "" if status == "optimal" else f"CP-SAT stopped ({name}) without proof"
    return status, objective, bound, built.decode(solver), msg, disc


def _cpsat_bound(solver: Any, built: CpsatModel) -> float | None:
    b = solver.BestObjectiveBound()
    if not math.isfinite(b):
        return None
    return b / built.objective_scale + built.objective_offset


def warm_values(variables: Iterable[Any], values: Iterable[float]) -> None:
    """Set PuLP variables' initial values (helper for :attr:`PulpModel.set_start`)."""
    for var, val in zip(variables, values):
        var.setInitialValue(val)

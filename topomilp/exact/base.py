"""One API for every exact problem: :func:`solve` and :func:`export`.

A problem (one module per problem of docs/design.md §4) is a frozen dataclass deriving from
:class:`ExactProblem`. It builds its model for a backend family —
:meth:`ExactProblem.build_pulp` (MILP/LP through PuLP: HiGHS in process, CBC) or
:meth:`ExactProblem.build_cpsat` (OR-Tools CP-SAT) — and re-checks a decoded
solution with :meth:`ExactProblem.verify`, an independent recomputation of the
objective (for topologies: through :mod:`topomilp.evaluate`).

:func:`solve` is the one entry point: it checks the options (:class:`SolveOptions`) and
hands over to the problem's :meth:`ExactProblem.solve_strategy`. By default that is
:func:`solve_model`, which runs the backend's model (one module per backend,
:mod:`topomilp.exact.backends`, each mapping its own statuses honestly: ``optimal`` only
when the backend proved it; PuLP's ``"Optimal"`` after a time-out is *not* trusted, see
docs/solver-notes.md) and turns its :class:`~topomilp.exact.result.Answer` into an
:class:`ExactResult` (:func:`topomilp.exact.result.finish`: verification, bounds, gap).
A problem with a stronger method for some of its instances overrides the strategy
(``joint_topology``: the enumeration proof of formulations/uniform_enumeration.md).

Statuses (:class:`topomilp.exact.status.Status`, a ``str`` enum):

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
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar

from topomilp._io import atomic_write
from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact import sizing
from topomilp.exact.backends import backend_version, cpsat, pulpmodel
from topomilp.exact.backends.cbc import cbc_log_bound, cbc_threads
from topomilp.exact.backends.common import (
    MIN_SECONDS,
    CpsatModel,
    PulpModel,
    import_cpsat,
    import_pulp,
    objective_unit,
    start_only,
    warm_values,
)
from topomilp.exact.backends.highs import IPM_VARIABLES, OPTIMALITY_GAP, run_highs
from topomilp.exact.deadline import Deadline, DeadlineExpired, deadline_scope
from topomilp.exact.options import BACKENDS, PULP_BACKENDS, SolveOptions
from topomilp.exact.result import (
    ABS_ZERO,
    Answer,
    ExactResult,
    beats_bound,
    best_bound,
    cheap_bound_of,
    finish,
    relative_gap,
    within_rtol,
)
from topomilp.exact.status import STATUSES, Status
from topomilp.utils import is_real

log = logging.getLogger(__name__)


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

    def solve_strategy(self, options: SolveOptions, warm_start: Any) -> ExactResult:
        """How :func:`solve` solves this problem, its ``options`` already checked
        (``options.backend`` may still be ``"auto"``). The default: the backend's model,
        through :func:`solve_model`. A problem with a stronger method for some of its
        instances overrides this (and still returns a verified :class:`ExactResult`)."""
        return solve_model(self, options, warm_start=warm_start)


# --------------------------------------------------------------------------- solve
def resolve_backend(problem: ExactProblem, options: SolveOptions) -> str:
    """The backend ``options`` name for ``problem`` (``auto``: its ``default_backend``);
    raises :class:`TopomilpInputError` when the problem has no such model."""
    if not isinstance(problem, ExactProblem):
        raise TopomilpInputError("problem", "must be an exact problem object (e.g. StrideSelection(...))", problem)
    backend = problem.default_backend if options.backend == "auto" else options.backend
    if backend not in problem.backends:
        raise TopomilpInputError("backend", f"{problem.name} supports {problem.backends}", options.backend)
    return backend


def solve(
    problem: ExactProblem,
    *,
    backend: str = "auto",
    time_limit: float = 60.0,
    threads: int = 1,
    seed: int = 0,
    warm_start: Any = None,
    options: SolveOptions | None = None,
) -> ExactResult:
    """Solve ``problem`` exactly, verify the answer, return an :class:`ExactResult`: the
    one entry point for every exact problem. ``backend="auto"`` lets the problem choose
    its strongest method (:meth:`ExactProblem.solve_strategy`; by default its
    ``default_backend``); a named backend means that backend's model. ``options`` (a
    :class:`SolveOptions`) replaces the four keywords ``backend``, ``time_limit``,
    ``threads`` and ``seed`` (give one or the other).

    >>> from topomilp.exact.stride_selection import StrideSelection
    >>> r = solve(StrideSelection(n=12, m=2, objective="diameter", candidates="all"), backend="cpsat")
    >>> r.status, r.objective
    ('optimal', 2.0)
    """
    loose = SolveOptions(backend, time_limit, threads, seed)
    if options is None:
        options = loose
    elif loose != SolveOptions():
        raise TopomilpInputError("options", "give either options= or backend/time_limit/threads/seed", options)
    elif not isinstance(options, SolveOptions):
        raise TopomilpInputError("options", "must be a SolveOptions", options)
    resolve_backend(problem, options)
    with deadline_scope(options.time_limit) as dl:           # the limit covers the whole call
        return problem.solve_strategy(options.with_time_limit(max(dl.remaining(), MIN_SECONDS)), warm_start)


def solve_model(problem: ExactProblem, options: SolveOptions, *, warm_start: Any = None) -> ExactResult:
    """Run the model of ``options.backend`` (``"auto"``: the problem's
    ``default_backend``) for ``problem``, verify the answer, return an
    :class:`ExactResult`: the default :meth:`ExactProblem.solve_strategy`. Call
    :func:`solve` instead.

    Within ``options.time_limit`` (and the enclosing solve's deadline): the size guard
    first (:func:`topomilp.exact.sizing.too_large`: status ``too_large``, nothing built),
    then the build (stopped at the deadline: ``timeout``), the warm start (the model's
    own search stops at the deadline with its best), the backend with the time left
    after an estimate of decoding and verification, the verification. When no time is
    left for the backend, a complete warm start is verified and returned as ``feasible``."""
    backend = resolve_backend(problem, options)
    options = options.with_backend(backend)
    version = backend_version(backend)
    t0 = time.perf_counter()
    with deadline_scope(options.time_limit) as dl:
        est = sizing.estimate(problem, backend)
        cheap = cheap_bound_of(problem)
        reason = None if dl.expired() else sizing.too_large(est, dl.remaining())
        if reason is not None or dl.expired():
            answer = _not_built(problem, warm_start, reason, est, dl)
        else:
            try:
                run = pulpmodel.run if backend in PULP_BACKENDS else cpsat.run
                answer = run(problem, options, warm_start, est)
            except DeadlineExpired as exc:               # the build outlasted the limit
                answer = start_only(problem, warm_start, f"{exc}; the backend did not run")
        return finish(problem, answer, backend=backend, version=version, cheap=cheap,
                      estimate=None if est is None else est.to_dict(), wall_s=time.perf_counter() - t0)


def _not_built(problem: ExactProblem, start: Any, reason: str | None, est: Any, dl: Deadline) -> Answer:
    if reason is None:
        return start_only(problem, start, f"time limit of {dl.limit:.3g} s reached before the model was built")
    answer = start_only(problem, start, f"model not built: {reason} ({est.describe()})")
    if answer.solution is None:
        return Answer(Status.TOO_LARGE, message=answer.message)
    return answer


# --------------------------------------------------------------------------- export
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
    >>> tmp = tempfile.TemporaryDirectory()
    >>> info = export_model(MPMatching(4, 1, np.ones((4, 4)) - np.eye(4)), os.path.join(tmp.name, "m.mps"))
    >>> info.sense, info.scale < 0, open(info.path).readline().split()[0]
    ('min', True, 'NAME')
    >>> tmp.cleanup()
    """
    path = os.fspath(path)
    ext = os.path.splitext(path)[1].lower()
    if ext in (".mps", ".lp"):
        if not any(b in problem.backends for b in PULP_BACKENDS):
            raise TopomilpInputError("path", f"{problem.name} has no MILP model; export .pb/.pbtxt", path)
        pulp = import_pulp()
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
        import_cpsat()
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




__all__ = ["ABS_ZERO", "BACKENDS", "IPM_VARIABLES", "MIN_SECONDS", "OPTIMALITY_GAP", "PULP_BACKENDS", "STATUSES",
           "CpsatModel", "ExactProblem", "ExactResult", "ExportInfo", "PulpModel", "SolveOptions", "Status",
           "backend_version", "beats_bound", "best_bound", "cbc_log_bound", "cbc_threads", "export",
           "export_model", "objective_unit", "relative_gap", "resolve_backend", "run_highs", "solve",
           "solve_model", "warm_values", "within_rtol"]

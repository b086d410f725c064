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
* ``timeout`` — time limit reached without any solution;
* ``infeasible`` — the backend proved there is no solution;
* ``error`` — the backend failed (message says how); never carries a solution.
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

from topomilp.errors import BackendUnavailableError, TopomilpInputError, VerificationError
from topomilp.utils import is_integer, is_real

log = logging.getLogger(__name__)

STATUSES = ("optimal", "feasible", "infeasible", "timeout", "error")
BACKENDS = ("auto", "highs", "cbc", "cpsat")
PULP_BACKENDS = ("highs", "cbc")
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
            "message": self.message, "discretisation": self.discretisation,
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
        """Raise unless the backend's objective matches the recomputed one."""
        tol = self.verify_rtol * max(1.0, abs(recomputed)) + 1e-9
        if abs(backend_objective - recomputed) > tol:
            raise VerificationError(
                f"{self.name}/{backend}: backend objective {backend_objective!r} but the "
                f"verifier recomputes {recomputed!r}")

    def to_dict(self) -> dict[str, Any]:
        """JSON-able description of the instance (for caches and instance files)."""
        return {"problem": self.name}

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
    if not is_integer(threads) or threads < 1:
        raise TopomilpInputError("threads", "must be an integer >= 1", threads)
    if not is_integer(seed) or seed < 0:
        raise TopomilpInputError("seed", "must be an integer >= 0", seed)
    return backend


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
    return problem.solve_strategy(backend=backend, time_limit=time_limit, threads=threads, seed=seed,
                                  warm_start=warm_start)


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
    :meth:`ExactProblem.solve_strategy`. Call :func:`solve` instead."""
    backend = _check_options(problem, backend, time_limit, threads, seed)
    version = backend_version(backend)
    t0 = time.perf_counter()
    if backend in PULP_BACKENDS:
        raw = _run_pulp(problem, backend, time_limit, threads, seed, warm_start)
    else:
        raw = _run_cpsat(problem, time_limit, threads, seed, warm_start)
    status, objective, bound, solution, message, disc = raw
    wall = time.perf_counter() - t0

    verified = False
    if solution is not None:
        recomputed = problem.verify(solution)           # raises VerificationError
        problem.verify_backend_objective(objective, recomputed, backend)
        objective = float(recomputed)
        verified = True
        if bound is not None:
            slack = problem.verify_rtol * max(1.0, abs(objective)) + 1e-9
            better = objective > bound + slack if problem.sense == "max" else objective < bound - slack
            if better:
                raise VerificationError(f"{problem.name}/{backend}: objective {objective} beats the "
                                        f"proven bound {bound}")
    if status == "optimal":
        bound = objective if bound is None else bound
    gap = relative_gap(objective, bound)
    result = ExactResult(problem.name, status, problem.sense, objective, bound, gap, wall, backend,
                         version, solution, verified, message, disc)
    log.info("%s/%s: %s objective=%s bound=%s gap=%s in %.3fs", problem.name, backend, status,
             objective, bound, gap, wall)
    return result


def export(problem: ExactProblem, path: str | os.PathLike[str]) -> str:
    """Write the model: ``.mps`` / ``.lp`` through PuLP, ``.pb`` / ``.pbtxt`` (CP-SAT
    model proto, binary / text) through OR-Tools. Returns the path written.

    MPS / LP files carry the objective in the units :func:`solve` reports (the model's
    dimensionless objective divided by :attr:`PulpModel.objective_scale`), so a re-read
    model re-solves to the same optimum; CP-SAT protos keep their integer objective."""
    path = os.fspath(path)
    ext = os.path.splitext(path)[1].lower()
    if ext in (".mps", ".lp"):
        if not any(b in problem.backends for b in PULP_BACKENDS):
            raise TopomilpInputError("path", f"{problem.name} has no MILP model; export .pb/.pbtxt", path)
        _import_pulp()
        built = problem.build_pulp()
        if built.objective_scale != 1.0:
            built.prob.setObjective(built.prob.objective * (1.0 / built.objective_scale))
        if ext == ".mps":
            built.prob.writeMPS(path)
        else:
            built.prob.writeLP(path)
        return path
    if ext in (".pb", ".pbtxt"):
        if "cpsat" not in problem.backends:
            raise TopomilpInputError("path", f"{problem.name} has no CP-SAT model; export .mps/.lp", path)
        _import_cpsat()
        built = problem.build_cpsat()
        if not built.model.ExportToFile(path):
            raise TopomilpInputError("path", "could not be written", path)
        return path
    raise TopomilpInputError("path", "extension must be .mps, .lp, .pb or .pbtxt", path)


# --------------------------------------------------------------------------- PuLP
def _run_pulp(problem: ExactProblem, backend: str, time_limit: float, threads: int, seed: int,
              warm_start: Any) -> tuple:
    pulp = _import_pulp()
    built = problem.build_pulp()
    prob = built.prob
    if warm_start is None and built.start is not None and built.set_start is not None:
        t0 = time.perf_counter()
        warm_start = built.start()                      # the model's own start (may be None)
        # the time limit covers the whole solve: the backend gets what the start left
        time_limit = max(time_limit - (time.perf_counter() - t0), 1e-3)
    has_start = warm_start is not None and built.set_start is not None
    if has_start:
        built.set_start(warm_start)
    try:
        if backend == "highs":
            status, bound, msg = _solve_highs(pulp, prob, time_limit, threads, seed, has_start)
        else:
            status, bound, msg = _solve_cbc(pulp, prob, time_limit, threads, seed, has_start)
    except BackendUnavailableError:
        raise
    except Exception as exc:  # a crashing backend is reported, not propagated
        log.exception("%s/%s failed", problem.name, backend)
        return "error", None, None, None, f"{type(exc).__name__}: {exc}", built.discretisation
    if bound is not None:
        bound /= built.objective_scale
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

        def callSolver(self, lp):  # noqa: N802 - PuLP's name
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


def _solve_highs(pulp: Any, prob: Any, time_limit: float, threads: int, seed: int, has_start: bool):
    if not pulp.HiGHS().available():
        raise BackendUnavailableError("highs", "highspy is not importable (pip install 'highspy>=1.13,<1.15')")
    import highspy

    solver = _highs_class(pulp)(msg=False, timeLimit=time_limit, threads=threads,
                                gapRel=OPTIMALITY_GAP, gapAbs=1e-10, random_seed=seed)
    solver.use_start = has_start
    prob.solve(solver)
    h = prob.solverModel
    ms = h.getModelStatus()
    info = h.getInfo()
    S = highspy.HighsModelStatus
    has_sol = info.primal_solution_status == 2  # kSolutionStatusFeasible
    mip = any(v.cat == pulp.LpInteger for v in prob.variables())
    bound = None
    if mip and has_sol:
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


def _solve_cbc(pulp: Any, prob: Any, time_limit: float, threads: int, seed: int, has_start: bool):
    if not _cbc_solver(pulp).available():
        raise BackendUnavailableError("cbc", "PuLP's bundled CBC binary is missing (pip install 'pulp[cbc]')")
    with tempfile.TemporaryDirectory(prefix="topomilp-cbc-") as tmp:
        logpath = os.path.join(tmp, "cbc.log")
        solver = _cbc_solver(pulp, msg=False, timeLimit=time_limit, threads=threads, gapRel=0,
                             warmStart=has_start, logPath=logpath, options=[f"randomCbcSeed {seed + 1}"])
        prob.solve(solver)
        try:
            with open(logpath) as fh:
                text = fh.read()
        except OSError:
            text = ""
    st, sol = prob.status, prob.sol_status
    mip = any(v.cat == pulp.LpInteger for v in prob.variables())
    if sol == pulp.LpSolutionOptimal and "Stopped on time" not in text:
        return "optimal", None, ""
    if sol == pulp.LpSolutionInfeasible or st == pulp.LpStatusInfeasible:
        return "infeasible", None, "CBC proved the model infeasible"
    bound = None
    m = _CBC_BOUND.findall(text)
    if mip and m:
        b = float(m[-1])
        # CBC minimises internally; PuLP passes -max for maximisation, the log prints
        # the bound in the user's sense for recent CBC versions.
        # PuLP's MPS file drops the objective's constant term: add it back.
        bound = b + float(getattr(prob.objective, "constant", 0.0) or 0.0)
    if sol in (pulp.LpSolutionIntegerFeasible, pulp.LpSolutionOptimal):
        return "feasible", bound, "CBC stopped on its time limit without proof"
    if "Stopped on time" in text or st == pulp.LpStatusNotSolved:
        return "timeout", bound, "CBC stopped on its time limit without a solution"
    return "error", None, f"CBC status {pulp.LpStatus.get(st, st)}"


# --------------------------------------------------------------------------- CP-SAT
def _run_cpsat(problem: ExactProblem, time_limit: float, threads: int, seed: int, warm_start: Any) -> tuple:
    cp_model = _import_cpsat()
    built = problem.build_cpsat()
    if warm_start is not None and built.add_hint is not None:
        built.add_hint(warm_start)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = float(time_limit)
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
        return "timeout", None, None, None, "CP-SAT stopped without a solution", disc
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

"""OR-Tools CP-SAT: the run of a problem's CP-SAT model and the status table."""

from __future__ import annotations

import logging
import math
from importlib import metadata
from typing import TYPE_CHECKING, Any

from topomilp.errors import BackendUnavailableError
from topomilp.exact.backends.common import MIN_SECONDS, CpsatModel, backend_seconds, import_cpsat, start_only
from topomilp.exact.deadline import DeadlineExpired
from topomilp.exact.options import SolveOptions
from topomilp.exact.result import Answer
from topomilp.exact.status import Status

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.base import ExactProblem

log = logging.getLogger(__name__)

#: CP-SAT status (its name) -> status; ``UNKNOWN`` means stopped without a solution.
SOLVER_STATUS: dict[str, Status] = {
    "OPTIMAL": Status.OPTIMAL, "FEASIBLE": Status.FEASIBLE, "INFEASIBLE": Status.INFEASIBLE,
    "UNKNOWN": Status.TIMEOUT, "MODEL_INVALID": Status.ERROR,
}


def version() -> str:
    try:
        return f"CP-SAT (ortools {metadata.version('ortools')})"
    except metadata.PackageNotFoundError as exc:
        raise BackendUnavailableError("cpsat", f"package {exc} is not installed") from None


def run(problem: "ExactProblem", options: SolveOptions, warm_start: Any, est: Any = None) -> Answer:
    """Build ``problem``'s CP-SAT model (stopped at the deadline), hint ``warm_start``,
    solve it for the time left (:func:`~topomilp.exact.backends.common.backend_seconds`)
    and decode the answer."""
    cp_model = import_cpsat()
    built = problem.build_cpsat()                       # stops at the deadline (Builder)
    if warm_start is not None and built.add_hint is not None:
        try:
            built.add_hint(warm_start)
        except DeadlineExpired:
            pass
    seconds = backend_seconds(options.time_limit, est, "cpsat")
    if seconds < MIN_SECONDS * 10:
        return start_only(problem, warm_start, "time limit reached before the backend could run")
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = float(seconds)
    solver.parameters.num_workers = int(options.threads)
    solver.parameters.random_seed = int(options.seed)
    # CP-SAT's own SIGINT handler leaves SIG_DFL behind after the solve, so a later
    # Ctrl-C would kill the process with no KeyboardInterrupt (and no cleanup).
    # Keep Python's handler: Ctrl-C then raises KeyboardInterrupt once Solve returns.
    solver.parameters.catch_sigint_signal = False
    try:
        code = solver.Solve(built.model)
    except Exception as exc:
        log.exception("%s/cpsat failed", problem.name)
        return Answer(Status.ERROR, message=f"{type(exc).__name__}: {exc}", discretisation=built.discretisation)
    name = solver.StatusName(code)
    disc = built.discretisation
    status = SOLVER_STATUS.get(name, Status.ERROR)
    if status == Status.INFEASIBLE:
        return Answer(status, message="CP-SAT proved the model infeasible", discretisation=disc)
    if status == Status.ERROR:
        why = f"model invalid: {built.model.Validate()}" if name == "MODEL_INVALID" else f"status {name}"
        return Answer(status, message=f"CP-SAT: {why}", discretisation=disc)
    if status == Status.TIMEOUT:
        start = start_only(problem, warm_start, "CP-SAT stopped without a solution")
        return Answer(start.status, bound=_bound(solver, built), solution=start.solution, message=start.message,
                      discretisation=disc)
    objective = solver.ObjectiveValue() / built.objective_scale + built.objective_offset
    msg = "" if status == Status.OPTIMAL else f"CP-SAT stopped ({name}) without proof"
    return Answer(status, objective, _bound(solver, built), built.decode(solver), msg, disc)


def _bound(solver: Any, built: CpsatModel) -> float | None:
    b = solver.BestObjectiveBound()
    if not math.isfinite(b):
        return None
    return b / built.objective_scale + built.objective_offset


__all__ = ["SOLVER_STATUS", "run", "version"]

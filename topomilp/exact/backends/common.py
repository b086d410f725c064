"""What every backend shares: the built-model containers (:class:`PulpModel`,
:class:`CpsatModel`), lazy solver imports, and the answer when no backend can run."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable

from topomilp.errors import BackendUnavailableError
from topomilp.exact.deadline import MIN_SECONDS
from topomilp.exact.result import Answer
from topomilp.exact.status import Status

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.base import ExactProblem



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


def objective_unit(values: Iterable[float]) -> float:
    """The largest positive value of ``values`` (1.0 when there is none): the unit a
    MILP's objective is expressed in, so that it is of order one (:class:`PulpModel`).

    >>> objective_unit([2e-9, 5e-9, 0.0]), objective_unit([])
    (5e-09, 1.0)
    """
    top = max((float(v) for v in values), default=0.0)
    return top if top > 0 else 1.0


def warm_values(variables: Iterable[Any], values: Iterable[float]) -> None:
    """Set PuLP variables' initial values (helper for :attr:`PulpModel.set_start`)."""
    for var, val in zip(variables, values):
        var.setInitialValue(val)


def import_pulp() -> Any:
    """PuLP, imported on first use."""
    try:
        import pulp
    except Exception as exc:  # pragma: no cover - depends on the install
        raise BackendUnavailableError("pulp", f"cannot import pulp: {exc}") from None
    return pulp


def import_cpsat() -> Any:
    """OR-Tools' ``cp_model``, imported on first use."""
    try:
        from ortools.sat.python import cp_model
    except Exception as exc:  # pragma: no cover - depends on the install
        raise BackendUnavailableError("cpsat", f"cannot import ortools' CP-SAT: {exc}") from None
    return cp_model


def start_only(problem: "ExactProblem", start: Any, why: str) -> Answer:
    """The answer when the backend cannot run: a complete warm start (a solution of the
    problem's class) as ``feasible`` (verified by :func:`topomilp.exact.result.finish`),
    else ``timeout``."""
    cls = problem.solution_class
    if start is not None and cls is not None and isinstance(start, cls):
        return Answer(Status.FEASIBLE, solution=start, message=f"{why}: the warm start is the answer")
    return Answer(Status.TIMEOUT, message=why)


__all__ = ["MIN_SECONDS", "CpsatModel", "PulpModel", "import_cpsat", "import_pulp", "objective_unit",
           "start_only", "warm_values"]


def backend_seconds(time_limit: float, est: Any, backend: str) -> float:
    """Seconds the backend may run: what is left of the deadline (and of ``time_limit``)
    minus the estimated hand-over, decoding and verification
    (:data:`topomilp.exact.sizing.POST_S_PER_NONZERO`), within the ``backend`` phase of
    the time plan :data:`topomilp.exact.timeplan.MODEL` (its margin)."""
    from topomilp.exact import sizing
    from topomilp.exact.deadline import remaining
    from topomilp.exact.timeplan import MODEL

    left = min(remaining(time_limit), time_limit)
    post = 0.0 if est is None else est.nonzeros * sizing.POST_S_PER_NONZERO.get(backend, 0.0)
    return left * MODEL.share("backend") - post

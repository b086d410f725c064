"""The answer of an exact solve, built in one place.

A backend (or any other method: the enumeration proof, the stage relaxation) returns a
small :class:`Answer` — status, its own objective and bound, a solution, a message —
and :func:`finish` turns it into the certified :class:`ExactResult`: the solution is
re-checked by the problem's verifier, the backend's objective compared with the
recomputed one, the bound checked against the objective and merged with the bound
proven without a model (:meth:`~topomilp.exact.base.ExactProblem.cheap_bound`), and the
gap computed. No other code builds an :class:`ExactResult` (``tests/test_structure.py``
checks it); :func:`amend` adds a note or the whole call's wall time to a finished one.

>>> relative_gap(0.9, 1.0), best_bound("max", 1.2, None, 1.1), best_bound("min")
(0.11111111111111108, 1.1, None)
"""

from __future__ import annotations

import dataclasses
import logging
import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from topomilp.errors import TopomilpInputError, VerificationError
from topomilp.exact.status import Status

if TYPE_CHECKING:  # pragma: no cover
    from topomilp.exact.base import ExactProblem

log = logging.getLogger(__name__)

#: Differences below this are zero in every objective check (objectives are at least
#: ~1e-10: one byte over 25 Gbit/s; a 5x error at any such scale is far above it).
ABS_ZERO = 1e-15


@dataclass(frozen=True, eq=False)
class ExactResult:
    """The certified answer of an exact solve (built by :func:`finish` only)."""

    problem: str
    status: Status
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

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "status", Status(self.status))
        except ValueError:
            raise TopomilpInputError("status", f"must be one of {[s.value for s in Status]}", self.status) from None

    @property
    def is_optimal(self) -> bool:
        return self.status == Status.OPTIMAL

    def to_dict(self) -> dict[str, Any]:
        sol = self.solution
        return {
            "problem": self.problem, "status": self.status.value, "sense": self.sense,
            "objective": self.objective, "bound": self.bound, "gap": self.gap,
            "wall_s": self.wall_s, "backend": self.backend,
            "backend_version": self.backend_version, "verified": self.verified,
            "message": self.message, "discretisation": self.discretisation, "estimate": self.estimate,
            "solution": sol.to_dict() if hasattr(sol, "to_dict") else sol,
        }


@dataclass(frozen=True)
class Answer:
    """A backend's (or a method's) raw answer, before verification: what
    :func:`finish` turns into an :class:`ExactResult`. ``objective`` is the backend's own
    value of ``solution`` (``None``: not reported; the verifier's recomputation is used),
    ``bound`` its proven bound (in the problem's units)."""

    status: Status
    objective: float | None = None
    bound: float | None = None
    solution: Any = None
    message: str = ""
    discretisation: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "status", Status(self.status))


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
    """``|objective - bound| / max(|objective|, 1e-12)``; ``None`` without both."""
    if objective is None or bound is None or not (math.isfinite(objective) and math.isfinite(bound)):
        return None
    return abs(objective - bound) / max(abs(objective), 1e-12)


def cheap_bound_of(problem: "ExactProblem") -> float | None:
    """``problem.cheap_bound()``, or ``None`` when it has none (or cannot compute it)."""
    try:
        b = problem.cheap_bound()
    except (TopomilpInputError, ValueError, ZeroDivisionError, OverflowError) as exc:
        log.debug("%s: no cheap bound: %s", problem.name, exc)
        return None
    return None if b is None or not math.isfinite(b) else float(b)


def finish(problem: "ExactProblem", answer: Answer, *, backend: str, version: str, wall_s: float,
           cheap: float | None = None, estimate: dict[str, Any] | None = None,
           rtol: float | None = None, optimal_within: float | None = None) -> ExactResult:
    """The :class:`ExactResult` of ``answer``: its solution verified
    (:meth:`~topomilp.exact.base.ExactProblem.verify`, raising
    :class:`~topomilp.errors.VerificationError` on a mismatch), the reported objective the
    verifier's, no better than the answer's bound or ``cheap`` (a bound proven without a
    model) by more than ``rtol`` (default: the problem's ``verify_rtol``); an optimal
    answer without a bound gets its objective as bound, a ``feasible`` / ``timeout`` /
    ``too_large`` one the tighter of its bound and ``cheap`` (the message says when
    ``cheap`` won). ``optimal_within``: a method whose proof is the bound itself (ring
    generation) calls a ``feasible`` answer optimal when its verified gap is at most this."""
    status, objective, bound, message = answer.status, answer.objective, answer.bound, answer.message
    rtol = problem.verify_rtol if rtol is None else rtol
    verified = False
    if answer.solution is not None:
        recomputed = problem.verify(answer.solution)         # raises VerificationError
        if objective is not None:
            problem.verify_backend_objective(objective, recomputed, backend)
        objective, verified = float(recomputed), True
        for b, what in ((bound, "proven bound"), (cheap, "bound proven without a model")):
            if b is not None and beats_bound(objective, b, problem.sense, rtol):
                raise VerificationError(f"{problem.name}/{backend}: objective {objective} beats the "
                                        f"{what} {b}")
    if status == Status.OPTIMAL:
        bound = objective if bound is None else bound
    elif status.reports_best_bound:
        tighter = best_bound(problem.sense, bound, cheap)
        if tighter is not None and tighter != bound:
            bound = tighter
            message = (message + "; " if message else "") + "bound: proven without a model (cheap_bound)"
    gap = relative_gap(objective, bound)
    if status == Status.FEASIBLE and optimal_within is not None and gap is not None and gap <= optimal_within:
        status = Status.OPTIMAL
    result = ExactResult(problem.name, status, problem.sense, objective, bound, gap, wall_s, backend, version,
                         answer.solution, verified, message, answer.discretisation, estimate)
    log.info("%s/%s: %s objective=%s bound=%s gap=%s in %.3fs", problem.name, backend, status,
             objective, bound, gap, wall_s)
    return result


def amend(result: ExactResult, *, note: str = "", wall_s: float | None = None) -> ExactResult:
    """``result`` with ``note`` put before its message and, if given, the wall time of
    the whole call (a method that ran after another)."""
    changes: dict[str, Any] = {}
    if note:
        changes["message"] = f"{note}; {result.message}" if result.message else note
    if wall_s is not None:
        changes["wall_s"] = wall_s
    return dataclasses.replace(result, **changes) if changes else result


__all__ = ["ABS_ZERO", "Answer", "ExactResult", "amend", "beats_bound", "best_bound", "cheap_bound_of",
           "finish", "relative_gap", "within_rtol"]
